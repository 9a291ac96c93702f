// hashlab bloom size|theory|measure|sweep|trace|pipeline (DESIGN.md "The command line"): thin
// wrappers that parse, call hashlab::bloom and print its JSON. Every limit is in --help.
#include "args.h"
#include "bloom_options.h"
#include "cli.h"

#include "hashlab/bloom/json.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace hashlab::cli {
namespace {

using namespace hashlab::bloom;

const OptionSpec kN{"n", "N", "keys inserted: 1 to 2^40 (measure, sweep: at most 100000000)"};
const OptionSpec kM{"m", "M", "cells (bits; counters for counting): 1 to 2^34 = 17179869184"};
const OptionSpec kK{"k", "K", "hash positions per key: 1 to 64"};

int runSize(const std::vector<std::string>& argv, std::ostream& out) {
    const std::vector<OptionSpec> specs = {
        kN,
        {"p", "P", "target false-positive rate: 0 < P < 1"},
        {"m", "BITS", kM.help},
        {"variant", "V", "blocked: size the split block filter instead of the classic one"}};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom size --n N (--p P | --m BITS) [--variant blocked] [--json]",
            "Sizes a Bloom filter both ways: n, p → m = ⌈−n·ln p / ln²2⌉ bits (or the smallest\n"
            "m above it whose rate at the best whole k is at most p: p printed ≤ p asked) and\n"
            "k = the better of ⌊(m/n)·ln 2⌋ and ⌈(m/n)·ln 2⌉ by the classic rate; n, m → k and p.\n"
            "Prints {m_bits, bytes, k, p}: bytes = ⌈m/8⌉, p the classic rate (1 − e^(−kn/m))^k at "
            "that m and k (k at most 64).\n"
            "--variant blocked: the fewest whole 256-bit split blocks whose rate\n"
            "Σ_j Pois(j; 256·n/m)·(1 − (31/32)^j)^8 is at most p (k = 8); with --m, m rounded up\n"
            "to whole blocks and its rate.\n"
            "Limit: m at most 2^34 bits (2 GiB).",
            specs);
        return 0;
    }
    const std::uint64_t n = args.integer("n", 1, kMaxN);
    if (args.has("p") == args.has("m"))
        throw UsageError("--p: give exactly one of --p P or --m BITS");
    const bool blocked = args.has("variant") && args.text("variant") == "blocked";
    if (args.has("variant") && !blocked)
        throw UsageError("--variant: bloom size sizes the classic filter, or blocked with "
                         "--variant blocked; got '" +
                         args.text("variant") + "'");
    auto s = args.has("p")
                 ? (blocked ? blockedSizeForRate : sizeForRate)(n, args.real("p", 0, 1, true, true))
                 : (blocked ? blockedSizeForBits : sizeForBits)(n, args.integer("m", 1, kMaxBits));
    nlohmann::json j = toJson(checked(s));
    j["memory"] = memoryText(j["m_bits"].get<std::uint64_t>());
    if (blocked) {
        j["variant"] = "blocked";
        j["blocks"] = j["m_bits"].get<std::uint64_t>() / kBlockBits;
    }
    printResult(out, j, args.json());
    return 0;
}

int runTheory(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    const std::vector<OptionSpec> specs = {kM, kN, kK, variantSpec(), shardsSpec()};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom theory --m M --n N --k K [--variant V] [--shards S] [--json]",
            "False-positive theory: {classic, textbook, exact|null, blocked?}.\n"
            "classic (1 − e^(−kn/m))^k; textbook (1 − (1 − 1/m)^(kn))^k; exact by the occupancy\n"
            "distribution (Bose et al., Christensen et al.), null where k·n·min(m, k·n) > 4·10^7;\n"
            "blocked (a split block filter of m bits, k = 8: Σ_j Pois(j; 256·n/m)·\n"
            "(1 − (31/32)^j)^8, Putze et al.) when m is a multiple of 256. Also the model\n"
            "of the chosen variant and the expected fill ratio 1 − (1 − 1/m)^(kn).\n"
            "For --variant blocked, \"variant\" is the same sum with the keys of a block\n"
            "Binomial(n, 256/m), as they are (it differs for few blocks); its k is 8 (--k may\n"
            "be left out; another k is refused).\n"
            "m is rounded up as the variant uses it: whole 256-bit blocks (blocked), whole\n"
            "shards (sharded), the smallest prime ≥ m (double, counting); a note on stderr\n"
            "says so and m_used reports the m used.\n"
            "--variant cuckoo|scalable|xor are sized by --n and options of their own:\n"
            "'hashlab bloom theory --variant cuckoo --help'.",
            specs);
        return 0;
    }
    std::string note;
    const FilterConfig c = filterFrom(args, &note);
    nlohmann::json j = toJson(checked(theory(c, args.integer("n", 1, kMaxN))));
    j["m_used"] = c.m;
    printResult(out, j, args.json());
    err << note;
    return 0;
}

int runMeasure(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    const std::vector<OptionSpec> specs = {
        kM, kN, kK, variantSpec(), queriesSpec(), seedSpec(), shardsSpec(), threadsSpec()};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom measure --m M --n N --k K [--variant V] [--queries Q] [--seed S] "
            "[--json]",
            "Inserts n keys, asks Q keys never inserted, and prints {variant, measured,\n"
            "ci95 [lo, hi] (95 % Wilson), false_negatives (over all n keys; always 0),\n"
            "fill_ratio, bytes (storage in 64-bit words), theory {...}}.\n"
            "Deterministic for a seed, whatever the thread count.\n"
            "--variant cuckoo|scalable|xor are sized by --n and options of their own:\n"
            "'hashlab bloom measure --variant cuckoo --help'.",
            specs);
        return 0;
    }
    MeasureConfig c;
    std::string note;
    c.filter = filterFrom(args, &note);
    c.n = args.integer("n", 1, kMaxMeasureN);
    c.queries = args.integer("queries", 1, kMaxQueries, 1'000'000);
    c.threads = static_cast<unsigned>(args.integer("threads", 1, 2, 2));
    nlohmann::json j = toJson(checked(measure(c)));
    j["m_used"] = c.filter.m;
    printResult(out, j, args.json());
    err << note;
    return 0;
}

int runSweep(const std::vector<std::string>& argv, std::ostream& out) {
    const std::vector<OptionSpec> specs = {
        {"variants", "V1,V2", "variants to measure (default double): " + variantList()},
        {"axis", "AXIS", "n | bits | k (default bits: bits per key m/n)"},
        {"values", "X1,X2", "x values, at most 200 (default 1,2,...,30)"},
        {"n", "N", "keys when the axis is bits or k: 1 to 100000000 (default 10000)"},
        {"bits", "B", "bits per key when the axis is n or k: 0 < B ≤ 1000000 (default 10)"},
        {"k", "K", "hash positions: 1 to 64; default the best integer k per point"},
        queriesSpec(),
        seedSpec(),
        shardsSpec(),
        threadsSpec(),
        {"csv", "", "print CSV (one row per point) instead of JSON/text"}};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom sweep [--variants V1,V2] [--axis n|bits|k] [--values X1,X2,...] "
            "[--n N] [--bits B] [--k K] [--queries Q] [--seed S] [--csv | --json]",
            "The series behind the FP plot: for each variant and x, m = n·bits (rounded to a\n"
            "multiple of 512 bits from 512 up, so every variant uses the same m; double and\n"
            "counting the smallest prime ≥ it, a few bits more), the measured rate with its\n"
            "95 % Wilson interval and the theory of the variant.",
            specs);
        return 0;
    }
    SweepConfig c;
    c.variants.clear();
    for (const std::string& v :
         args.has("variants") ? args.list("variants") : std::vector<std::string>{"double"}) {
        auto variant = parseVariant(v);
        if (!variant) // the option here is --variants, not --variant
            fail({"variants", variant.error().message, variant.error().what});
        c.variants.push_back(*variant);
    }
    if (args.has("axis"))
        c.axis = checked(parseAxis(args.text("axis")));
    if (args.has("values"))
        for (const std::string& v : args.list("values"))
            c.values.push_back(Args::parseReal("--values", v, 0, 1e12, true));
    c.n = args.integer("n", 1, kMaxMeasureN, 10'000);
    c.bitsPerKey = args.real("bits", 0, 1e6, 10.0, true);
    c.k = static_cast<unsigned>(args.integer("k", 1, kMaxK, 0));
    c.queries = args.integer("queries", 1, kMaxQueries, 1'000'000);
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, 1);
    c.shards = static_cast<unsigned>(args.integer("shards", 1, kMaxShards, 64));
    c.threads = static_cast<unsigned>(args.integer("threads", 1, 2, 2));
    const SweepResult r = checked(sweep(c));
    if (args.flag("csv"))
        out << toCsv(r);
    else
        printResult(out, toJson(r), args.json());
    return 0;
}

int runBloom(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    if (argv.empty())
        throw UsageError("bloom: give a command: size, theory, measure, sweep, trace, pipeline or "
                         "space "
                         "(see 'hashlab bloom --help')");
    if (argv[0] == "--help" || argv[0] == "-h") {
        out << "Usage: hashlab bloom size|theory|measure|sweep|trace|pipeline|space [options] "
               "[--json]\n"
               "  size      n, p → m, k, bytes; or n, m → k, p\n"
               "  theory    classic, textbook, exact and blocked false-positive rates\n"
               "  measure   measured false-positive rate with a 95 % Wilson interval\n"
               "  sweep     the FP-plot series over n, bits per key or k (JSON or CSV)\n"
               "  trace     insert and query keys, printing h1, h2 and every derived index\n"
               "  pipeline  hot cache → Bloom filter → store, with its counters\n"
               "  space     bits per key of every filter against log2(1/ε) (the chart's table)\n"
               "theory, measure and trace also take --variant cuckoo|scalable|xor, sized by --n\n"
               "and their own options: 'hashlab bloom measure --variant cuckoo --help'.\n"
               "Run 'hashlab bloom <command> --help' for the options and their limits.\n";
        return 0;
    }
    const std::string sub = argv[0];
    const std::vector<std::string> rest(argv.begin() + 1, argv.end());
    if (sub == "theory" || sub == "measure" || sub == "trace")
        if (const auto v = filterVariant(rest))
            return runFilterVariant(sub, *v, rest, out);
    if (sub == "space")
        return runBloomSpace(rest, out);
    if (sub == "size")
        return runSize(rest, out);
    if (sub == "theory")
        return runTheory(rest, out, err);
    if (sub == "measure")
        return runMeasure(rest, out, err);
    if (sub == "sweep")
        return runSweep(rest, out);
    if (sub == "trace")
        return runBloomTrace(rest, out, err);
    if (sub == "pipeline")
        return runBloomPipeline(rest, out, err);
    throw UsageError("bloom: unknown command '" + sub +
                     "'; use size, theory, measure, sweep, trace, pipeline or space");
}

} // namespace

Command bloomCommand() {
    return {"bloom",
            "Bloom and other filters: size, theory, measure, sweep, trace, pipeline, space",
            runBloom};
}

} // namespace hashlab::cli
