#include "hashlab/bloom/filters_json.h"

#include "hashlab/bloom/fingerprint_text.h"

namespace hashlab::bloom {
namespace {

std::string_view opName(Op op) {
    return op == Op::Insert ? "insert" : op == Op::Query ? "query" : "remove";
}

std::string_view insertName(CuckooInsert r) {
    return r == CuckooInsert::Stored    ? "stored"
           : r == CuckooInsert::Stashed ? "stashed"
                                        : "refused";
}

nlohmann::json rate(double measured, const Interval& ci) {
    return {{"measured", measured}, {"ci95", {ci.lo, ci.hi}}};
}

} // namespace

nlohmann::json toJson(const CuckooTrace& t, unsigned fingerprintBits) {
    nlohmann::json kicks = nlohmann::json::array();
    for (const CuckooKick& k : t.kicks)
        kicks.push_back({{"bucket", k.bucket},
                         {"slot", k.slot},
                         {"placed", k.placed},
                         {"placed_hex", fingerprintHex(k.placed, fingerprintBits)},
                         {"evicted", k.evicted},
                         {"evicted_hex", fingerprintHex(k.evicted, fingerprintBits)},
                         {"next", k.next}});
    nlohmann::json j = {{"op", opName(t.op)},
                        {"key", t.key},
                        {"h1", t.h1},
                        {"h2", t.h2},
                        {"fingerprint", t.fingerprint},
                        {"fingerprint_hex", fingerprintHex(t.fingerprint, fingerprintBits)},
                        {"i1", t.i1},
                        {"i2", t.i2},
                        {"derivation", englishLines(t.derivation)},
                        {"kicks", kicks},
                        {"stash", t.stash},
                        {"result", t.result}};
    j["bucket"] = t.bucket ? nlohmann::json(*t.bucket) : nlohmann::json(nullptr);
    j["slot"] = t.slot ? nlohmann::json(*t.slot) : nlohmann::json(nullptr);
    if (t.op == Op::Insert)
        j["outcome"] = insertName(t.insert);
    if (t.op == Op::Query)
        j["verdict"] = t.result ? "maybe" : "definitely not";
    if (!t.note.empty())
        j["note"] = t.note.english();
    return j;
}

nlohmann::json toJson(const CuckooMeasureResult& r) {
    nlohmann::json j = rate(r.measured, r.ci95);
    j.update({{"variant", "cuckoo"},
              {"n", r.filter.n},
              {"fingerprint_bits", r.filter.fingerprintBits},
              {"bucket", r.filter.bucket},
              {"max_kicks", r.filter.maxKicks},
              {"seed", r.filter.seed},
              {"buckets", r.buckets},
              {"queries", r.queries},
              {"false_positives", r.falsePositives},
              {"false_negatives", r.falseNegatives},
              {"stored", r.stored},
              {"stashed", r.stashed},
              {"refused", r.refused},
              {"load", r.load},
              {"bits_per_key", r.bitsPerKey},
              {"bytes", r.bytes},
              {"theory", {{"bound", r.bound}, {"estimate", r.estimate}}}});
    return j;
}

nlohmann::json toJson(const LoadAtFailure& l) {
    return {{"trials", l.trials},
            {"mean", l.mean},
            {"min", l.min},
            {"max", l.max},
            {"stddev", l.stddev}};
}

nlohmann::json toJson(const XorBuildTrace& t, unsigned fingerprintBits) {
    nlohmann::json attempts = nlohmann::json::array(), peel = nlohmann::json::array(),
                   assign = nlohmann::json::array();
    for (const auto& a : t.attempts)
        attempts.push_back({{"seed", a.seed}, {"peeled", a.peeled}, {"stalled", a.stalled}});
    for (const auto& p : t.peel)
        peel.push_back({{"cell", p.cell}, {"key", t.keys[p.key]}});
    for (const auto& a : t.assign)
        assign.push_back({{"key", t.keys[a.key]},
                          {"cell", a.cell},
                          {"fingerprint", a.fingerprint},
                          {"fingerprint_hex", fingerprintHex(a.fingerprint, fingerprintBits)},
                          {"others", {a.others[0], a.others[1]}},
                          {"other_values", {a.otherValues[0], a.otherValues[1]}},
                          {"value", a.value},
                          {"value_hex", fingerprintHex(a.value, fingerprintBits)}});
    return {{"keys", t.keys}, {"attempts", attempts}, {"peel", peel}, {"assign", assign}};
}

nlohmann::json toJson(const XorMeasureResult& r) {
    nlohmann::json j = rate(r.measured, r.ci95);
    j.update({{"variant", "xor"},
              {"n", r.n},
              {"fingerprint_bits", r.fingerprintBits},
              {"seed", r.seed},
              {"queries", r.queries},
              {"false_positives", r.falsePositives},
              {"false_negatives", r.falseNegatives},
              {"capacity", r.capacity},
              {"attempts", r.attempts},
              {"bits_per_key", r.bitsPerKey},
              {"bytes", r.bytes},
              {"theory", {{"epsilon", r.theory}}}});
    return j;
}

nlohmann::json toJson(const ScalableStage& s) {
    return {{"capacity", s.capacity}, {"p", s.p},           {"m", s.m},          {"k", s.k},
            {"slice_bits", s.slice},  {"stored", s.stored}, {"theory", s.theory}};
}

nlohmann::json toJson(const ScalableTheory& t) {
    nlohmann::json stages = nlohmann::json::array();
    for (const ScalableStage& s : t.stages)
        stages.push_back(toJson(s));
    return {{"compound", t.compound},
            {"design", t.design},
            {"bound", t.bound},
            {"bits_per_key", t.bitsPerKey},
            {"stages", stages}};
}

nlohmann::json toJson(const ScalableMeasureResult& r) {
    nlohmann::json stages = nlohmann::json::array();
    for (const ScalableStage& s : r.stages)
        stages.push_back(toJson(s));
    nlohmann::json j = rate(r.measured, r.ci95);
    j.update(
        {{"variant", "scalable"},
         {"n", r.n},
         {"p", r.filter.p},
         {"initial", r.filter.initial},
         {"growth", r.filter.growth},
         {"tightening", r.filter.tightening},
         {"seed", r.filter.seed},
         {"queries", r.queries},
         {"false_positives", r.falsePositives},
         {"false_negatives", r.falseNegatives},
         {"bits_per_key", r.bitsPerKey},
         {"bytes", r.bytes},
         {"stages", stages},
         {"theory",
          {{"compound", r.compoundTheory},
           {"design", r.compoundDesign},
           {"state", r.stateFp},
           {"bound", r.bound}}},
         {"undersized", {{"measured", r.undersizedMeasured}, {"theory", r.undersizedTheory}}}});
    return j;
}

nlohmann::json tableJson(const CuckooFilter& f) {
    nlohmann::json buckets = nlohmann::json::array();
    for (std::uint64_t b = 0; b < f.buckets(); ++b) {
        nlohmann::json row = nlohmann::json::array();
        for (unsigned s = 0; s < f.bucketSize(); ++s)
            row.push_back(f.entry(b, s));
        buckets.push_back(row);
    }
    nlohmann::json stash = nullptr;
    if (f.stashUsed())
        stash = {
            {"fingerprint", f.stashFingerprint()},
            {"fingerprint_hex", fingerprintHex(f.stashFingerprint(), f.config().fingerprintBits)},
            {"bucket", f.stashBucket()}};
    return {{"buckets", buckets}, {"stash", stash}};
}

} // namespace hashlab::bloom
