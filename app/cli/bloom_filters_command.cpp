// hashlab bloom measure|theory|trace --variant cuckoo|scalable|xor, and hashlab bloom space: the
// filters beyond Bloom (issue 17), sized by --n and their own parameters instead of --m and --k.
#include "bloom_options.h"
#include "cli.h"

#include "hashlab/bloom/deletion.h"
#include "hashlab/bloom/filter_chart.h"
#include "hashlab/bloom/filters_json.h"
#include "hashlab/bloom/fingerprint_text.h"
#include "hashlab/bloom/space.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ostream>

namespace hashlab::cli {
namespace {

using namespace hashlab::bloom;

inline constexpr std::uint64_t kMaxTraceN = 4096;

const OptionSpec kRefusedM{"m", "M", "not used: these filters are sized by --n"};
const OptionSpec kRefusedK{"k", "K", "not used: these filters are sized by --n"};
const OptionSpec kCuckooF{
    "fingerprint-bits", "F",
    "cuckoo: fingerprint bits 2 to 16 (default 12); xor: 8 or 16 (default 8)"};
const OptionSpec kBucket{"bucket", "B", "cuckoo: entries per bucket, 1 to 8 (default 4)"};
const OptionSpec kKicks{"max-kicks", "K", "cuckoo: MaxKicks, 1 to 100000 (default 500)"};
const OptionSpec kTrials{"trials", "T",
                         "cuckoo: fills until the first failure, 1 to 1000 (default 3)"};
const OptionSpec kP{"p", "P0", "scalable: rate of the first sub-filter, 0 < P0 < 1 (default 0.01)"};
const OptionSpec kInitial{"initial", "N0",
                          "scalable: keys of the first sub-filter, 1 to 100000000 (default 1000)"};
const OptionSpec kGrowth{"growth", "S", "scalable: growth factor, 2 or 4 (default 2)"};
const OptionSpec kTightening{"tightening", "R",
                             "scalable: tightening ratio, 0.8 to 0.9 (default 0.85)"};

std::string paramsOf(const std::string& v) {
    if (v == "cuckoo")
        return "--n, --fingerprint-bits, --bucket and --max-kicks";
    if (v == "xor")
        return "the keys (--n) and --fingerprint-bits";
    return "--n, --p, --initial, --growth and --tightening";
}

// --m and --k are declared (so that the refusal can say why) and refused; so is
// --fingerprint-bits for the scalable filter. Other variants' options are not declared at all.
void refuseForeign(const Args& args, const std::string& v) {
    for (const char* name : {"m", "k"})
        if (args.has(name))
            throw UsageError(std::string("--") + name + ": the " + v + " filter is sized by " +
                             paramsOf(v) + ", not by --m/--k");
    if (v == "scalable" && args.has("fingerprint-bits"))
        throw UsageError("--fingerprint-bits: applies to --variant cuckoo or xor, not scalable");
}

CuckooConfig cuckooFrom(const Args& args, std::uint64_t n) {
    CuckooConfig c;
    c.n = n;
    c.fingerprintBits =
        static_cast<unsigned>(args.integer("fingerprint-bits", 2, kMaxCuckooFingerprintBits, 12));
    c.bucket = static_cast<unsigned>(args.integer("bucket", 1, kMaxCuckooBucket, 4));
    c.maxKicks = static_cast<unsigned>(args.integer("max-kicks", 1, kMaxCuckooKicks, 500));
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, 1);
    if (Status s = validate(c); !s)
        fail(s.error());
    return c;
}

unsigned xorBits(const Args& args) {
    const std::string f = args.choice("fingerprint-bits", {"8", "16"}, "8");
    return f == "8" ? 8u : 16u;
}

ScalableConfig scalableFrom(const Args& args) {
    ScalableConfig c;
    c.p = args.real("p", 0, 1, 0.01, true, true);
    c.initial = args.integer("initial", 1, kMaxScalableInitial, 1000);
    c.growth = static_cast<unsigned>(std::stoul(args.choice("growth", {"2", "4"}, "2")));
    c.tightening = args.real("tightening", 0.8, 0.9, 0.85);
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, 1);
    return c;
}

std::vector<OptionSpec> specsFor(const std::string& v, std::vector<OptionSpec> specs) {
    specs.push_back({"variant", "V", "cuckoo | scalable | xor (or a Bloom variant)"});
    specs.push_back(seedSpec());
    specs.push_back(kRefusedM);
    specs.push_back(kRefusedK);
    specs.push_back(kCuckooF);
    if (v == "cuckoo")
        for (const OptionSpec& s : {kBucket, kKicks, kTrials})
            specs.push_back(s);
    if (v == "scalable")
        for (const OptionSpec& s : {kP, kInitial, kGrowth, kTightening})
            specs.push_back(s);
    return specs;
}

const OptionSpec kFiltersN{"n", "N", "keys: 1 to 100000000"};

int runTheory(const std::string& v, const std::vector<std::string>& argv, std::ostream& out) {
    const auto specs =
        specsFor(v, {{"n", "N", "keys: 1 to 2^40 (cuckoo: at most 2^30 entries, buckets·b)"}});
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp("hashlab bloom theory --variant " + v + " --n N [...] [--json]",
                          "cuckoo: buckets, bits_per_key, load, bound 2b/2^f and the estimate\n"
                          "1 − (1 − 1/(2^f − 1))^(2b·load). xor: capacity ⌊1.23·n⌋ + 32 (to a\n"
                          "multiple of 3), bits_per_key, epsilon 2^−f. scalable: the sub-filters\n"
                          "n keys fill, the compound rate and its bound P0/(1 − r).",
                          specs);
        return 0;
    }
    refuseForeign(args, v);
    const std::uint64_t n = args.integer("n", 1, kMaxN);
    nlohmann::json j;
    if (v == "cuckoo") {
        const CuckooConfig c = cuckooFrom(args, n);
        const std::uint64_t buckets = cuckooBuckets(c);
        const double load = double(n) / double(buckets * c.bucket);
        j = {{"variant", v},
             {"n", n},
             {"buckets", buckets},
             {"bits_per_key", double(buckets * c.bucket * c.fingerprintBits) / double(n)},
             {"load", load},
             {"bound", cuckooFpBound(c.fingerprintBits, c.bucket)},
             {"estimate", cuckooFpEstimate(c.fingerprintBits, c.bucket, load)}};
    } else if (v == "xor") {
        const unsigned f = xorBits(args);
        j = {{"variant", v},
             {"n", n},
             {"fingerprint_bits", f},
             {"capacity", xorCapacity(n)},
             {"bits_per_key", double(xorCapacity(n) * f) / double(n)},
             {"epsilon", std::ldexp(1.0, -int(f))}};
    } else {
        j = toJson(checked(scalableTheory(scalableFrom(args), n)));
        j["variant"] = v;
        j["n"] = n;
    }
    printResult(out, j, args.json());
    return 0;
}

int runMeasure(const std::string& v, const std::vector<std::string>& argv, std::ostream& out) {
    const auto specs = specsFor(v, {kFiltersN, queriesSpec()});
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom measure --variant " + v +
                " --n N [--queries Q] [--seed S] [...] [--json]",
            "Inserts (xor: builds from) n keys, asks Q keys never inserted and prints the\n"
            "measured rate with its 95 % Wilson interval, false_negatives (always 0),\n"
            "bits_per_key and the theory. cuckoo adds load_at_first_failure: the share of\n"
            "entries used when an insert first fails, over --trials fills of the same geometry.",
            specs);
        return 0;
    }
    refuseForeign(args, v);
    const std::uint64_t n = args.integer("n", 1, kMaxMeasureN);
    const std::uint64_t q = args.integer("queries", 1, kMaxQueries, 1'000'000);
    nlohmann::json j;
    if (v == "cuckoo") {
        const CuckooConfig c = cuckooFrom(args, n);
        const unsigned trials = static_cast<unsigned>(args.integer("trials", 1, kMaxLoadTrials, 3));
        j = toJson(checked(measureCuckoo(c, q)));
        j["load_at_first_failure"] = toJson(checked(loadAtFirstFailure(c, trials)));
    } else if (v == "xor") {
        j = toJson(checked(measureXor(xorBits(args), n, args.integer("seed", 0, ~0ull, 1), q)));
    } else {
        j = toJson(checked(measureScalable(scalableFrom(args), n, q)));
    }
    printResult(out, j, args.json());
    return 0;
}

// The stored words whose fingerprint a removal of `key` would take: same fingerprint, same pair
// of buckets.
std::vector<std::string> twins(const CuckooFilter& f, const InsertedWords& inserted,
                               std::string_view key) {
    const auto p = f.place(key);
    std::vector<std::string> out;
    for (const std::string& w : inserted.distinct()) {
        const auto q = f.place(w);
        if (q.fp == p.fp && (q.i1 == p.i1 || q.i1 == p.i2))
            out.push_back(w);
    }
    return out;
}

nlohmann::json traceCuckoo(const Args& args) {
    CuckooFilter f =
        checked(CuckooFilter::create(cuckooFrom(args, args.integer("n", 1, kMaxTraceN))));
    nlohmann::json ops = nlohmann::json::array();
    InsertedWords inserted;
    if (args.has("insert"))
        for (const std::string& w : args.list("insert")) {
            const CuckooTrace t = f.traceInsert(w);
            if (t.insert != CuckooInsert::Refused)
                inserted.add(w);
            ops.push_back(toJson(t, f.config().fingerprintBits));
        }
    if (args.has("remove"))
        for (const std::string& w : args.list("remove")) {
            if (!inserted.contains(w)) { // the deletion policy: only what was inserted
                nlohmann::json j = toJson(f.traceStart(Op::Remove, w), f.config().fingerprintBits);
                const auto hit = twins(f, inserted, w);
                std::string names;
                for (const std::string& h : hit)
                    names += (names.empty() ? "" : ", ") + h;
                j["note"] = "refused: '" + w + "' was never inserted" +
                            (hit.empty() ? std::string()
                                         : "; removing it would take the fingerprint of " + names +
                                               ", which would then read \"definitely not\"");
                ops.push_back(j);
                continue;
            }
            inserted.take(w);
            ops.push_back(toJson(f.traceRemove(w), f.config().fingerprintBits));
        }
    if (args.has("query"))
        for (const std::string& w : args.list("query"))
            ops.push_back(toJson(f.traceQuery(w), f.config().fingerprintBits));
    return {{"variant", "cuckoo"},
            {"n", f.config().n},
            {"fingerprint_bits", f.config().fingerprintBits},
            {"bucket", f.bucketSize()},
            {"max_kicks", f.config().maxKicks},
            {"buckets", f.buckets()},
            {"bits_per_key", f.bitsPerKey()},
            {"load", f.load()},
            {"ops", ops},
            {"table", tableJson(f)}};
}

nlohmann::json traceXor(const Args& args) {
    if (args.has("remove"))
        throw UsageError("--remove: an xor filter is static: it cannot remove a key (build it "
                         "again without it)");
    const std::vector<std::string> words =
        args.has("insert") ? args.list("insert") : std::vector<std::string>{};
    if (words.size() > kMaxXorTraceKeys)
        throw UsageError("--insert: a traced xor build takes at most 1000 keys");
    const std::vector<std::string_view> views(words.begin(), words.end());
    XorBuildTrace t;
    const XorFilter f =
        checked(XorFilter::build(views, xorBits(args), args.integer("seed", 0, ~0ull, 1), &t));
    nlohmann::json queries = nlohmann::json::array();
    if (args.has("query"))
        for (const std::string& w : args.list("query")) {
            const auto p = f.place(w);
            const std::uint32_t x = f.cell(p.cells[0]) ^ f.cell(p.cells[1]) ^ f.cell(p.cells[2]);
            queries.push_back(
                {{"key", w},
                 {"fingerprint", p.fingerprint},
                 {"fingerprint_hex", fingerprintHex(p.fingerprint, f.fingerprintBits())},
                 {"cells", {p.cells[0], p.cells[1], p.cells[2]}},
                 {"values", {f.cell(p.cells[0]), f.cell(p.cells[1]), f.cell(p.cells[2])}},
                 {"xor", x},
                 {"verdict", x == p.fingerprint ? "maybe" : "definitely not"}});
        }
    nlohmann::json cells = nlohmann::json::array();
    for (std::uint64_t c = 0; c < f.capacity(); ++c)
        cells.push_back(f.cell(c));
    return {{"variant", "xor"},
            {"n", f.keys()},
            {"fingerprint_bits", f.fingerprintBits()},
            {"capacity", f.capacity()},
            {"bits_per_key", f.bitsPerKey()},
            {"build", toJson(t, f.fingerprintBits())},
            {"cells", cells},
            {"queries", queries},
            {"inserts_after_build", "refused: an xor filter is static"}};
}

nlohmann::json traceScalable(const Args& args) {
    if (args.has("remove"))
        throw UsageError("--remove: a scalable Bloom filter of plain Bloom filters cannot remove");
    ScalableBloomFilter f = checked(ScalableBloomFilter::create(scalableFrom(args)));
    nlohmann::json ops = nlohmann::json::array();
    if (args.has("insert"))
        for (const std::string& w : args.list("insert")) {
            if (!f.add(w))
                throw UsageError("--insert: the next sub-filter would pass the memory limit");
            ops.push_back({{"op", "insert"}, {"key", w}, {"stage", f.stageCount() - 1}});
        }
    if (args.has("query"))
        for (const std::string& w : args.list("query")) {
            nlohmann::json answers = nlohmann::json::array();
            for (const bool a : f.stageAnswers(w))
                answers.push_back(a);
            const bool maybe = f.mayContain(w);
            ops.push_back({{"op", "query"},
                           {"key", w},
                           {"stage_answers", answers},
                           {"verdict", maybe ? "maybe" : "definitely not"}});
        }
    nlohmann::json stages = nlohmann::json::array();
    for (const ScalableStage& s : f.stages())
        stages.push_back(toJson(s));
    return {{"variant", "scalable"},
            {"stages", stages},
            {"ops", ops},
            {"bound", f.bound()},
            {"compound", f.compoundTheory()},
            {"design", f.compoundDesign()},
            {"bits_per_key", f.bitsPerKey()}};
}

int runTrace(const std::string& v, const std::vector<std::string>& argv, std::ostream& out) {
    const auto specs = specsFor(
        v, {{"n", "N", "cuckoo: keys it is sized for, 1 to 4096 (default 16)"},
            {"insert", "W1,W2", "keys to insert (xor: the set it is built from, at most 1000)"},
            {"remove", "W1,W2", "cuckoo: keys to remove (a word never inserted is refused)"},
            {"query", "W1,W2", "keys to query"}});
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp("hashlab bloom trace --variant " + v +
                              " [--n N] --insert W1,... [--remove ...] [--query ...] [--json]",
                          "cuckoo: fingerprint, i1, i2 and every kick of each insert, the table\n"
                          "bucket by bucket and the victim stash. xor: the build (attempts, peel\n"
                          "order, assignment in reverse) and each query's three cells. scalable:\n"
                          "the sub-filter each key went to and each one's answer to a query.",
                          specs);
        return 0;
    }
    refuseForeign(args, v);
    if (v != "cuckoo" && args.has("n"))
        throw UsageError("--n: the " + v + " trace is sized by its --insert keys");
    nlohmann::json j;
    if (v == "cuckoo") {
        if (!args.has("n"))
            throw UsageError("--n: give the keys the cuckoo filter is sized for (1 to 4096)");
        j = traceCuckoo(args);
    } else
        j = v == "xor" ? traceXor(args) : traceScalable(args);
    printResult(out, j, args.json());
    return 0;
}

} // namespace

std::optional<std::string> filterVariant(const std::vector<std::string>& argv) {
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string v;
        if (argv[i] == "--variant" && i + 1 < argv.size())
            v = argv[i + 1];
        else if (argv[i].rfind("--variant=", 0) == 0)
            v = argv[i].substr(10);
        if (v == "cuckoo" || v == "scalable" || v == "xor")
            return v;
    }
    return std::nullopt;
}

int runFilterVariant(const std::string& sub, const std::string& variant,
                     const std::vector<std::string>& argv, std::ostream& out) {
    if (sub == "theory")
        return runTheory(variant, argv, out);
    if (sub == "measure")
        return runMeasure(variant, argv, out);
    return runTrace(variant, argv, out);
}

int runBloomSpace(const std::vector<std::string>& argv, std::ostream& out) {
    const ChartConfig defaults;
    const std::vector<OptionSpec> specs = {
        {"eps", "E1,E2",
         "false-positive rates, 1 to 20 of them, each 0.0001 <= E < 1 (default 0.01)"},
        {"n", "N", "keys each filter is built with, 1 to 10000000 (default 250000)"},
        {"queries", "Q",
         "keys never inserted asked of each filter, 1 to 10000000 (default 250000)"},
        {"seed", "S", "key seed, 0 to 2^64-1 (default 1)"}};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom space [--eps 0.01,0.001] [--n N] [--queries Q] [--seed S] [--json]",
            "The chart's table: for each ε the bits per key of classic, blocked, counting,\n"
            "cuckoo (b = 4, sized for 95 % load) and scalable (P0 = ε·(1 − r)) filters at n keys,\n"
            "then xor at f = 8 and 16 (ε = 2^−f), with the cache lines a \"maybe\" lookup\n"
            "reads, deletes? and grows?; and the lower bound log2(1/ε) and 1.44·log2(1/ε).\n"
            "Each filter is then built with n keys and asked Q keys never inserted: the\n"
            "measured rate and bits per key (the same for the same seed) and the nanoseconds\n"
            "per lookup on this machine. The window's \"Choosing a filter\" tab is\n"
            "--eps 0.05,0.01,0.001 with the defaults.",
            specs);
        return 0;
    }
    ChartConfig c;
    c.eps.clear();
    for (const std::string& e :
         args.has("eps") ? args.list("eps") : std::vector<std::string>{"0.01"})
        c.eps.push_back(Args::parseReal("--eps", e, 0, 1, true, true));
    c.n = args.integer("n", 1, kMaxSpaceN, defaults.n);
    c.queries = args.integer("queries", 1, kMaxChartQueries, defaults.queries);
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, defaults.seed);
    const SpaceTable t = checked(spaceTable(c.eps, c.n));
    const ChartResult m = checked(measureChart(c));
    nlohmann::json bounds = nlohmann::json::array(), rows = nlohmann::json::array();
    for (const SpaceBounds& b : t.bounds)
        bounds.push_back({{"eps", b.eps}, {"lower_bound", b.lowerBound}, {"bloom_1_44", b.bloom}});
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const SpaceRow& r = t.rows[i];
        const ChartPoint& p = m.points.at(i);
        rows.push_back({{"filter", r.filter},
                        {"eps", r.eps},
                        {"bits_per_key", r.bitsPerKey},
                        {"cache_lines", r.cacheLines},
                        {"deletes", r.deletes},
                        {"grows", r.grows},
                        {"parameters", r.parameters},
                        {"measured_bits_per_key", p.bitsPerKey},
                        {"false_positives", p.falsePositives},
                        {"false_negatives", p.falseNegatives},
                        {"measured_eps", p.measured},
                        {"ci95", {p.ci95.lo, p.ci95.hi}},
                        {"ns_per_lookup", p.nsPerLookup}});
    }
    printResult(
        out,
        {{"n", c.n}, {"queries", c.queries}, {"seed", c.seed}, {"bounds", bounds}, {"rows", rows}},
        args.json());
    return 0;
}

} // namespace hashlab::cli
