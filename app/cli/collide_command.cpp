// `hashlab collide birthday|experiment|hashid|base62|dedup` (DESIGN.md, the command line): thin
// wrappers over core/ids that print the contract's fields (plus a few extra ones).
#include "args.h"
#include "cli.h"

#include "hashlab/collisions/base62.h"
#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/canonical_json.h"
#include "hashlab/collisions/dedup_store.h"
#include "hashlab/collisions/experiment.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <ostream>

namespace hashlab::cli {
namespace {

constexpr std::uint64_t kU64Max = ~std::uint64_t{0};
constexpr std::size_t kMaxListed = 1000; // lost records and audit groups printed at most

template <typename T>
T orUsage(Result<T> r, const std::string& option) {
    if (!r)
        throw UsageError("--" + option + ": " + r.error().message);
    return std::move(r).value();
}

// Key counts are integers; beyond 2^53 (only at 100+ bits) a double is all there is.
nlohmann::json keyCount(double n) {
    if (n < 9007199254740992.0)
        return static_cast<std::uint64_t>(n);
    return n;
}

int bitsOption(const Args& args, std::uint64_t hi = 128) {
    return static_cast<int>(args.integer("bits", 1, hi));
}

bool helpFor(const Args& args, std::ostream& out, const std::string& synopsis,
             const std::string& description, const std::vector<OptionSpec>& specs) {
    if (args.help())
        out << formatHelp(synopsis, description, specs);
    return args.help();
}

const std::vector<OptionSpec> kBirthdaySpecs = {
    {"n", "N", "number of keys, 0 to 2^64-1 (required)"},
    {"bits", "B", "hash width in bits, 1 to 128"},
    {"space", "S", "the number of values instead, 2 to 2^64-1 (need not be a power of two)"},
    {"alphabet", "A",
     "codes of --length symbols from an alphabet of A symbols, 2 to 1000000 (or base62, base64, "
     "base36, hex, decimal): the space is A^L, at most 2^128"},
    {"length", "L", "code length in symbols, with --alphabet"},
};

// Alphabet sizes by the names people use for them.
std::uint64_t alphabetSize(const Args& args) {
    const std::string a = args.text("alphabet");
    for (auto [name, size] :
         {std::pair{"base62", 62}, {"base64", 64}, {"base36", 36}, {"hex", 16}, {"decimal", 10}})
        if (a == name)
            return static_cast<std::uint64_t>(size);
    return Args::parseInteger("--alphabet", a, 2, collisions::kMaxAlphabet);
}

int runBirthday(const std::vector<std::string>& argv, std::ostream& out) {
    const Args args = Args::parse(argv, kBirthdaySpecs);
    if (helpFor(args, out,
                "hashlab collide birthday --n N (--bits B | --space S | --alphabet A --length L) "
                "[--json]",
                "The birthday bound for N keys drawn uniformly from a space of S values (2^B for\n"
                "--bits, A^L for --alphabet and --length: a 7-character Base62 code is\n"
                "--alphabet base62 --length 7, 62^7 ≈ 2^41.7): pairs_expected = C(N,2)/S and\n"
                "p_any = 1 - prod(1 - i/S), exact (term by term) for N <= 65536, otherwise\n"
                "an Euler-Maclaurin form of the same sum. n_for_p1 and n_for_p50 are the\n"
                "smallest N at which p_any reaches 1 % and 50 %; p_any_approx is the textbook\n"
                "1 - exp(-N(N-1)/2S); bits is log2(S).",
                kBirthdaySpecs))
        return 0;
    const std::uint64_t n = args.integer("n", 0, kU64Max);
    const int given = int(args.has("bits")) + int(args.has("space")) + int(args.has("alphabet"));
    if (given != 1)
        throw UsageError("--bits: give exactly one of --bits B, --space S or --alphabet A "
                         "--length L");
    if (args.has("alphabet") != args.has("length"))
        throw UsageError("--length: --alphabet and --length go together");
    double space = 0;
    std::string exactSpace; // the space's decimal digits, exactly
    std::string option = "bits";
    if (args.has("bits")) {
        space = std::ldexp(1.0, bitsOption(args));
        exactSpace = collisions::exactPowerDecimal(2, static_cast<std::uint64_t>(bitsOption(args)));
    } else if (args.has("space")) {
        const std::uint64_t s = args.integer("space", 2, kU64Max);
        space = static_cast<double>(s);
        exactSpace = std::to_string(s);
        option = "space";
    } else {
        const std::uint64_t length = args.integer("length", 1, 128);
        space = orUsage(collisions::codeSpace(alphabetSize(args), length), "length");
        exactSpace = collisions::exactPowerDecimal(alphabetSize(args), length);
        option = "length";
    }
    const auto p = orUsage(collisions::birthdayInSpace(n, space), option);
    nlohmann::json j = {
        {"n", n},
        {"space", exactInteger(exactSpace)},
        {"bits",
         args.has("bits") ? nlohmann::json(bitsOption(args)) : nlohmann::json(std::log2(space))},
        {"pairs_expected", p.pairsExpected},
        {"p_any", p.pAny},
        {"p_any_approx", collisions::approxPAnyInSpace(static_cast<double>(n), space)},
        {"exact", p.exact},
        {"n_for_p1", keyCount(orUsage(collisions::keysForProbabilityInSpace(0.01, space), option))},
        {"n_for_p50",
         keyCount(orUsage(collisions::keysForProbabilityInSpace(0.5, space), option))}};
    printResult(out, j, args.json());
    return 0;
}

const std::vector<OptionSpec> kExperimentSpecs = {
    {"n", "N", "number of random URLs, 0 to 20000000 (required)"},
    {"hash", "H", "md5|murmur3|xxh3 (required)"},
    {"bits", "B", "prefix width in bits: 1 to 128 for md5 and murmur3, 1 to 64 for xxh3"},
    {"seed", "S", "seed of the random URLs, 0 to 2^64-1 (default 0)"},
    {"examples", "K", "list up to K colliding groups with their URLs, 0 to 100 (default 0)"},
};

int runExperiment(const std::vector<std::string>& argv, std::ostream& out) {
    const Args args = Args::parse(argv, kExperimentSpecs);
    if (helpFor(args, out,
                "hashlab collide experiment --n N --hash md5|murmur3|xxh3 --bits B [--seed S] "
                "[--examples K] [--json]",
                "Hashes N distinct random URLs, keeps the first B bits of each digest (md5 with\n"
                "B = 24 is md5(url)[:6]) and counts colliding_pairs (the sum of C(c,2) over\n"
                "shared values) and keys_in_collision, beside the birthday bound's\n"
                "pairs_expected = C(N,2)/2^B (docs/references.md, \"Birthday bound: sources\").",
                kExperimentSpecs))
        return 0;
    collisions::ExperimentOptions o;
    o.n = args.integer("n", 0, collisions::kMaxExperimentKeys);
    o.hash = orUsage(collisions::parsePrefixHash(args.text("hash")), "hash");
    o.bits = bitsOption(args, static_cast<std::uint64_t>(collisions::maxPrefixBits(o.hash)));
    o.seed = args.integer("seed", 0, kU64Max, 0);
    o.maxExamples = args.integer("examples", 0, 100, 0);
    const auto start = std::chrono::steady_clock::now();
    const auto r = orUsage(collisions::runCollisionExperiment(o), "n");
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    nlohmann::json examples = nlohmann::json::array();
    for (const auto& ex : r.examples)
        examples.push_back({{"prefix", ex.prefix}, {"keys", ex.keys}});
    nlohmann::json j = {{"n", r.n},
                        {"hash", collisions::prefixHashName(r.hash)},
                        {"bits", r.bits},
                        {"seed", r.seed},
                        {"colliding_pairs", r.collidingPairs},
                        {"keys_in_collision", r.keysInCollision},
                        {"pairs_expected", r.pairsExpected},
                        {"distinct_values", r.distinctValues},
                        {"largest_group", r.largestGroup},
                        {"seconds", seconds}};
    if (o.maxExamples > 0)
        j["examples"] = examples;
    printResult(out, j, args.json());
    return 0;
}

const std::vector<OptionSpec> kHashIdSpecs = {
    {"data", "JSON", "the record as JSON text (at most 1 MiB, nesting at most 256) (required)"},
    {"seed", "S", "murmur3 seed, 0 to 4294967295 (default 42)"},
};

int runHashId(const std::vector<std::string>& argv, std::ostream& out) {
    const Args args = Args::parse(argv, kHashIdSpecs);
    if (helpFor(args, out, "hashlab collide hashid --data JSON [--seed 42] [--json]",
                "The dedup store's logical id (docs/references.md, \"Ids and collisions\"):\n"
                "canonical = json.dumps(data, sort_keys=True, separators=(',', ':'),\n"
                "ensure_ascii=False), byte for byte as Python writes it;\n"
                "hash_id = format(mmh3.hash128(canonical, seed, signed=False), '032x').\n"
                "Key order and whitespace in --data do not change either.",
                kHashIdSpecs))
        return 0;
    const std::uint32_t seed = static_cast<std::uint32_t>(
        args.integer("seed", 0, 0xFFFFFFFFu, collisions::kDefaultHashIdSeed));
    const auto h = orUsage(collisions::hashIdOfText(args.text("data"), seed), "data");
    printResult(out, {{"canonical", h.canonical}, {"hash_id", h.hashId}, {"seed", seed}},
                args.json());
    return 0;
}

const std::vector<OptionSpec> kBase62Specs = {
    {"encode", "N", "encode the id N, 0 to 18446744073709551615 (2^64-1)"},
    {"decode", "S", "decode a code of 1 to 11 characters from 0-9a-zA-Z, at most lYGhA16ahyf"},
};

int runBase62(const std::vector<std::string>& argv, std::ostream& out) {
    const Args args = Args::parse(argv, kBase62Specs);
    if (helpFor(args, out, "hashlab collide base62 (--encode N | --decode S) [--json]",
                "Base62 with the alphabet 0123456789abcdefghijklmnopqrstuvwxyz"
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ\n"
                "(docs/references.md, \"Short links\"): an unsigned 64-bit id and its shortest\n"
                "code. Prints {value, code, length}.",
                kBase62Specs))
        return 0;
    if (args.has("encode") == args.has("decode"))
        throw UsageError("give exactly one of --encode N or --decode S");
    std::uint64_t value = 0;
    if (args.has("encode"))
        value = args.integer("encode", 0, kU64Max);
    else
        value = orUsage(collisions::base62Decode(args.text("decode")), "decode");
    const std::string code = collisions::base62Encode(value);
    printResult(out, {{"value", value}, {"code", code}, {"length", code.size()}}, args.json());
    return 0;
}

const std::vector<OptionSpec> kDedupSpecs = {
    {"strategy", "S", "naive|reject|coexist (required)"},
    {"records", "N", "random records to write, 0 to 1000000 (required)"},
    {"bits", "B", "hash_id width in bits, 1 to 128; small widths force collisions (required)"},
    {"seed", "S", "seed of the random records, 0 to 2^64-1 (default 0)"},
};

int runDedup(const std::vector<std::string>& argv, std::ostream& out) {
    const Args args = Args::parse(argv, kDedupSpecs);
    if (helpFor(args, out,
                "hashlab collide dedup --strategy naive|reject|coexist --records N --bits B "
                "[--seed S] [--json]",
                "Writes N random JSON records (about 1 in 10 a repeat of an earlier one) into\n"
                "the dedup store (docs/references.md, \"Dedup store\") with hash_id cut to B\n"
                "bits. naive uses the hash as the primary key and overwrites on a collision\n"
                "(lost counts the records destroyed); reject refuses the write and logs an\n"
                "alert; coexist stores both with collision_flag. Prints {written, stored, "
                "duplicates, collisions, rejected, lost},\n"
                "the audit (hash_ids held by more than one record) and the lost records\n"
                "(at most 1000 of each listed).",
                kDedupSpecs))
        return 0;
    const collisions::Strategy strategy =
        orUsage(collisions::parseStrategy(args.choice("strategy", {"naive", "reject", "coexist"})),
                "strategy");
    const std::uint64_t records = args.integer("records", 0, collisions::kMaxDedupRecords);
    const int bits = bitsOption(args);
    const std::uint64_t seed = args.integer("seed", 0, kU64Max, 0);
    const auto run = orUsage(collisions::simulateDedup(strategy, records, bits, seed), "records");
    nlohmann::json j = run.counters.toJson();
    j["strategy"] = collisions::strategyName(strategy);
    j["bits"] = bits;
    j["audit_groups"] = run.audit.size();
    nlohmann::json audit = nlohmann::json::array();
    for (std::size_t i = 0; i < run.audit.size() && i < kMaxListed; ++i)
        audit.push_back({{"hash_id", run.audit[i].hashId}, {"ids", run.audit[i].ids}});
    j["audit"] = audit;
    nlohmann::json lost = nlohmann::json::array();
    for (std::size_t i = 0; i < run.lost.size() && i < kMaxListed; ++i)
        lost.push_back({{"id", run.lost[i].first}, {"overwritten_by", run.lost[i].second}});
    j["lost_records"] = lost;
    printResult(out, j, args.json());
    return 0;
}

struct Sub {
    const char* name;
    const char* summary;
    int (*run)(const std::vector<std::string>&, std::ostream&);
};

const Sub kSubs[] = {
    {"birthday", "expected colliding pairs and P(any collision) for N keys in B bits", runBirthday},
    {"experiment", "count colliding pairs of N random URLs hashed to B bits", runExperiment},
    {"hashid", "canonical JSON and its mmh3-128 hash_id", runHashId},
    {"base62", "encode or decode a Base62 id", runBase62},
    {"dedup", "write random records into the dedup store with a strategy", runDedup},
};

int runCollide(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    if (argv.empty() || argv[0] == "--help") {
        if (argv.empty())
            throw UsageError("collide needs a subcommand: birthday, experiment, hashid, base62 "
                             "or dedup (see hashlab collide --help)");
        out << "Usage: hashlab collide birthday|experiment|hashid|base62|dedup [options]\n\n"
               "Collisions: birthday bounds, collision experiments, hash_id, Base62, dedup.\n\n";
        for (const auto& s : kSubs)
            out << "  " << s.name << std::string(12 - std::string(s.name).size(), ' ') << s.summary
                << "\n";
        out << "\nEach subcommand has --help.\n";
        return 0;
    }
    for (const auto& s : kSubs)
        if (argv[0] == s.name)
            return s.run(std::vector<std::string>(argv.begin() + 1, argv.end()), out);
    throw UsageError("unknown collide subcommand '" + argv[0] +
                     "': expected birthday, experiment, hashid, base62 or dedup");
}

} // namespace

Command collideCommand() {
    return {"collide", "collisions: birthday bound, experiments, hash_id, Base62, dedup",
            runCollide};
}

} // namespace hashlab::cli
