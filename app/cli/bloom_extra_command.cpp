// Shared option helpers of `hashlab bloom`, and its trace and pipeline sub-commands.
#include "bloom_options.h"
#include "cli.h"

#include "hashlab/bloom/deletion.h"
#include "hashlab/bloom/json.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>

namespace hashlab::cli {

using namespace hashlab::bloom;

std::string variantList() {
    std::string s;
    for (Variant v : allVariants()) {
        if (!s.empty())
            s += '|';
        s += variantName(v);
    }
    return s;
}

OptionSpec variantSpec() {
    return {"variant", "V", variantList() + " (default double)"};
}
OptionSpec shardsSpec() {
    return {"shards", "S",
            "sub-filters of the sharded variant: 1 to 4096, dividing m (default 64)"};
}
OptionSpec seedSpec() {
    return {"seed", "S", "seed of the hashes and keys: 0 to 2^64-1 (default 1)"};
}
OptionSpec queriesSpec() {
    return {"queries", "Q", "negative queries: 1 to 1000000000 (default 1000000)"};
}
OptionSpec threadsSpec() {
    return {"threads", "T", "worker threads: 1 or 2 (default 2; the result does not depend on it)"};
}

void fail(const Error& e) {
    throw UsageError(e.parameter.empty() ? e.message : "--" + e.parameter + ": " + e.message);
}

FilterConfig filterFrom(const Args& args, std::string* note) {
    FilterConfig c;
    if (args.has("variant"))
        c.variant = checked(parseVariant(args.text("variant")));
    c.m = args.integer("m", 1, kMaxBits);
    // The blocked variant's k is fixed at 8 (validate refuses another, naming --k).
    c.k = c.variant == Variant::Blocked
              ? static_cast<unsigned>(args.integer("k", 1, kMaxK, kSplitK))
              : static_cast<unsigned>(args.integer("k", 1, kMaxK));
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, 1);
    c.shards = static_cast<unsigned>(args.integer("shards", 1, kMaxShards, 64));
    note->clear();
    if (const std::uint64_t used = wholePartitionsM(c); used != c.m) {
        *note = "hashlab: note: --m " + std::to_string(c.m) + " rounded up to " +
                std::to_string(used) + " (" +
                (c.variant == Variant::Blocked ? "whole 256-bit blocks"
                 : usesPrimeM(c.variant)
                     ? "the smallest prime ≥ " + std::to_string(c.m) +
                           ": double hashing's every step is then coprime with m"
                     : "a whole number of " + std::to_string(c.shards) + " shards") +
                "); m_used reports it\n";
        c.m = used;
    }
    if (Status s = validate(c); !s)
        fail(s.error());
    return c;
}

std::string memoryText(std::uint64_t bits) {
    char buf[160];
    const double b = double(bits);
    const double bytes = b / 8;
    const char* bin[] = {"B", "KiB", "MiB", "GiB"};
    const char* dec[] = {"bit", "kbit", "Mbit", "Gbit"};
    int i = 0, j = 0;
    double v = bytes, w = b;
    while (v >= 1024 && i < 3)
        v /= 1024, ++i;
    while (w >= 1000 && j < 3)
        w /= 1000, ++j;
    std::snprintf(buf, sizeof buf, "%.3g %s = %.3g MB (%.3g %s)", w, dec[j], bytes / 1e6, v,
                  bin[i]);
    return buf;
}

int runBloomTrace(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    const std::vector<OptionSpec> specs = {
        {"m", "M", "cells: 1 to 2^34"},
        {"k", "K", "hash positions per key: 1 to 64"},
        variantSpec(),
        seedSpec(),
        shardsSpec(),
        {"insert", "W1,W2", "keys to insert, in order"},
        {"remove", "W1,W2",
         "keys to remove (counting only; a word never inserted is refused, naming the stored words "
         "it would break)"},
        {"query", "W1,W2", "keys to query after the inserts and removals"}};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom trace --m M --k K [--variant V] [--seed S] --insert W1,... "
            "[--remove ...] [--query ...] [--json]",
            "Applies the operations in the order insert, remove, query and prints each trace:\n"
            "h1, h2, the derivation, and every index with its formula and the cell before and\n"
            "after. A query's verdict is \"maybe\" or \"definitely not\".\n"
            "--variant blocked: k is 8 (--k may be left out); the trace names the block, x and,\n"
            "for each word, the bit its salt picks.\n"
            "--variant cuckoo|scalable|xor: 'hashlab bloom trace --variant cuckoo --help'.",
            specs);
        return 0;
    }
    std::string note;
    BloomFilter f = checked(BloomFilter::create(filterFrom(args, &note)));
    nlohmann::json ops = nlohmann::json::array();
    auto each = [&](const char* name, auto fn) {
        if (args.has(name))
            for (const std::string& w : args.list(name))
                ops.push_back(toJson(fn(w)));
    };
    InsertedWords inserted; // the policy: only what was inserted may be removed
    each("insert", [&](const std::string& w) {
        inserted.add(w);
        return f.traceInsert(w);
    });
    each("remove", [&](const std::string& w) { return traceRemoveInserted(f, inserted, w); });
    each("query", [&](const std::string& w) { return f.traceQuery(w); });
    printResult(out,
                {{"variant", variantName(f.variant())},
                 {"m", f.m()},
                 {"m_used", f.m()},
                 {"k", f.k()},
                 {"ops", ops},
                 {"fill_ratio", f.fillRatio()}},
                args.json());
    err << note;
    return 0;
}

int runBloomPipeline(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    const std::vector<OptionSpec> specs = {
        {"m", "M", "filter cells: 1 to 2^34"},
        {"k", "K", "hash positions: 1 to 64"},
        variantSpec(),
        seedSpec(),
        shardsSpec(),
        {"keys", "N", "keys written to store and filter: 1 to 10000000 (default 10000)"},
        {"reads", "R", "reads: 1 to 100000000 (default 100000)"},
        {"absent", "A", "share of reads for keys never written: 0 to 1 (default 0.5)"},
        {"deleted", "D", "share of keys deleted before the reads: 0 to 1 (default 0)"},
        {"hot-keys", "H", "hot set size: 0 to --keys (default 100)"},
        {"hot-share", "S", "share of present-key reads to the hot set: 0 to 1 (default 0.8)"},
        {"cache", "C", "LRU cache entries: 0 to 10000000 (default 100)"},
        {"degraded", "", "the filter is unavailable: every cache miss reads the store"}};
    const Args args = Args::parse(argv, specs);
    if (args.help()) {
        out << formatHelp(
            "hashlab bloom pipeline --m M --k K [--variant V] [--keys N] [--reads R] "
            "[--absent A] [--deleted D] [--hot-keys H] [--hot-share S] [--cache C] [--degraded]",
            "Simulates hot cache → Bloom filter → store (docs/references.md) and prints its\n"
            "counters: store reads made and avoided, reads caused by false positives, and\n"
            "wrong_absent (present keys answered \"absent\"), which is always 0.",
            specs);
        return 0;
    }
    PipelineConfig c;
    std::string note;
    c.filter = filterFrom(args, &note);
    c.seed = c.filter.seed;
    c.storeKeys = args.integer("keys", 1, kMaxPipelineKeys, 10'000);
    c.reads = args.integer("reads", 1, kMaxPipelineReads, 100'000);
    c.absentShare = args.real("absent", 0, 1, 0.5);
    c.deleteShare = args.real("deleted", 0, 1, 0.0);
    c.hotKeys =
        args.integer("hot-keys", 0, kMaxPipelineKeys, std::min<std::uint64_t>(100, c.storeKeys));
    c.hotShare = args.real("hot-share", 0, 1, 0.8);
    c.cacheCapacity = args.integer("cache", 0, kMaxPipelineKeys, 100);
    c.degraded = args.flag("degraded");
    nlohmann::json j = toJson(checked(simulatePipeline(c)));
    j["m_used"] = c.filter.m;
    printResult(out, j, args.json());
    err << note;
    return 0;
}

} // namespace hashlab::cli
