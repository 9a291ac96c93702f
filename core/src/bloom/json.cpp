#include "hashlab/bloom/json.h"

#include "hashlab/common/format.h"

#include <sstream>

namespace hashlab::bloom {

nlohmann::json toJson(const Sizing& s) {
    return {{"n", s.n}, {"m_bits", s.mBits}, {"bytes", s.bytes},
            {"k", s.k}, {"p", s.p},          {"optimal_k", s.optimalK}};
}

nlohmann::json toJson(const TheoryReport& t) {
    nlohmann::json j = {{"classic", t.classic},
                        {"textbook", t.textbook},
                        {"exact", t.exact ? nlohmann::json(*t.exact) : nlohmann::json(nullptr)},
                        {"variant", t.variant},
                        {"variant_model", t.variantModel},
                        {"expected_fill", t.expectedFill}};
    if (t.blocked)
        j["blocked"] = *t.blocked;
    if (t.sharded)
        j["sharded"] = *t.sharded;
    return j;
}

nlohmann::json toJson(const MeasureResult& r) {
    return {{"variant", variantName(r.filter.variant)},
            {"m", r.filter.m},
            {"n", r.n},
            {"k", r.filter.k},
            {"seed", r.filter.seed},
            {"queries", r.queries},
            {"false_positives", r.falsePositives},
            {"measured", r.measured},
            {"ci95", {r.ci95.lo, r.ci95.hi}},
            {"false_negatives", r.falseNegatives},
            {"fill_ratio", r.fillRatio},
            {"expected_fill", r.theory.expectedFill},
            {"bytes", r.bytes},
            {"theory", toJson(r.theory)}};
}

nlohmann::json toJson(const SweepResult& r) {
    nlohmann::json series = nlohmann::json::array();
    for (const SweepSeries& s : r.series) {
        nlohmann::json pts = nlohmann::json::array();
        for (const SweepPoint& p : s.points) {
            nlohmann::json j = toJson(p.result);
            j["x"] = p.x;
            pts.push_back(std::move(j));
        }
        series.push_back({{"variant", variantName(s.variant)}, {"points", std::move(pts)}});
    }
    return {{"axis", axisName(r.axis)}, {"series", std::move(series)}};
}

nlohmann::json toJson(const OpTrace& t) {
    static const char* ops[] = {"insert", "query", "remove"};
    nlohmann::json steps = nlohmann::json::array();
    for (const IndexStep& s : t.steps)
        steps.push_back({{"i", s.i},
                         {"index", s.index},
                         {"formula", s.formula.english()},
                         {"before", s.before},
                         {"after", s.after}});
    nlohmann::json j = {{"op", ops[static_cast<int>(t.op)]},
                        {"key", t.key},
                        {"variant", variantName(t.variant)},
                        {"m", t.m},
                        {"k", t.k},
                        {"h1", t.h1},
                        {"h2", t.h2},
                        {"derivation", englishLines(t.derivation)},
                        {"steps", std::move(steps)},
                        {"result", t.result}};
    if (t.op == Op::Query)
        j["verdict"] = t.result ? "maybe" : "definitely not";
    if (!t.note.empty())
        j["note"] = t.note.english();
    return j;
}

nlohmann::json toJson(const PipelineCounters& c) {
    return {{"reads", c.reads},
            {"cache_hits", c.cacheHits},
            {"filter_absent", c.filterAbsent},
            {"store_reads", c.storeReads},
            {"store_hits", c.storeHits},
            {"false_positive_reads", c.falsePositiveReads},
            {"deleted_key_reads", c.deletedKeyReads},
            {"answered_present", c.answeredPresent},
            {"answered_absent", c.answeredAbsent},
            {"wrong_absent", c.wrongAbsent},
            {"wrong_present", c.wrongPresent},
            {"filter_bytes", c.filterBytes}};
}

std::string toCsv(const SweepResult& r) {
    std::ostringstream out;
    out << "variant," << axisName(r.axis)
        << ",m,n,k,queries,false_positives,measured,ci_lo,ci_hi,theory,false_negatives\n";
    auto g = [](double v) { return formatG(v, 10); };
    for (const SweepSeries& s : r.series)
        for (const SweepPoint& p : s.points)
            out << variantName(s.variant) << ',' << g(p.x) << ',' << p.m << ',' << p.n << ',' << p.k
                << ',' << p.result.queries << ',' << p.result.falsePositives << ','
                << g(p.result.measured) << ',' << g(p.result.ci95.lo) << ',' << g(p.result.ci95.hi)
                << ',' << g(p.result.theory.variant) << ',' << p.result.falseNegatives << '\n';
    return out.str();
}

} // namespace hashlab::bloom
