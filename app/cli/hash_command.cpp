#include "args.h"
#include "cli.h"

#include "hashlab/hash/hash.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace hashlab::cli {
namespace {

const std::vector<OptionSpec> kHashSpecs = {
    {"algo", "ALGO", "murmur3_x64_128|murmur3_x86_32|xxh3_64|xxh64|md5|sha256|fnv1a_64 (required)"},
    {"seed", "S",
     "seed: 0 to 2^32-1 for murmur3, 0 to 2^64-1 for xxh; md5, sha256, fnv1a take none"},
    {"text", "T", "hash the UTF-8 bytes of T"},
    {"hex", "H", "hash the bytes written in hex (even length)"},
};

int runHash(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kHashSpecs);
    if (args.help()) {
        out << formatHelp(
            "hashlab hash --algo ALGO [--seed S] (--text T | --hex H) [--json]",
            "Hashes bytes with one of HashLab's hash functions.\n"
            "Prints {algo, seed, hex, int}: hex as users know it (hexdigest for md5/sha256,\n"
            "the zero-padded value for 32/64-bit hashes, "
            "format(mmh3.hash128(signed=False),'032x')\n"
            "for murmur3_x64_128); int is the 64-bit number HashLab's labs take from the digest\n"
            "(the value; for longer digests the first 8 bytes little-endian, h1 for "
            "murmur3_x64_128).\n"
            "murmur3_x64_128 adds mmh3_int: (h2 << 64) | h1, what mmh3.hash128(..., signed=False) "
            "returns.",
            kHashSpecs);
        return 0;
    }
    auto algo = hash::parseAlgo(args.text("algo"));
    if (!algo)
        throw UsageError("--" + algo.error().text());
    const std::uint64_t seedMax = hash::maxSeed(*algo);
    std::uint64_t seed = 0;
    if (args.has("seed")) {
        if (seedMax == 0)
            throw UsageError("--seed: " + std::string(hash::algoName(*algo)) + " takes no seed");
        seed = args.integer("seed", 0, seedMax);
    }
    if (args.has("text") == args.has("hex"))
        throw UsageError("give exactly one of --text T or --hex H");
    std::vector<std::uint8_t> bytes;
    if (args.has("text")) {
        const std::string t = args.text("text");
        bytes.assign(t.begin(), t.end());
    } else {
        auto parsed = hash::fromHex(args.text("hex"));
        if (!parsed)
            throw UsageError("--" + parsed.error().text());
        bytes = *parsed;
    }
    const hash::Digest d = hash::compute(*algo, bytes, seed);
    nlohmann::json j = {
        {"algo", hash::algoName(*algo)}, {"seed", seed}, {"hex", d.hex()}, {"int", d.asU64()}};
    if (*algo == hash::Algo::Murmur3_x64_128) {
        const hash::U128 h =
            hash::murmur3_x64_128(bytes.data(), bytes.size(), static_cast<std::uint32_t>(seed));
        j["mmh3_int"] = hash::mmh3Int(h);
    }
    printResult(out, j, args.json());
    return 0;
}

} // namespace

Command hashCommand() {
    return {"hash", "hash bytes with murmur3, xxh3, xxh64, md5, sha256, fnv1a", runHash};
}

} // namespace hashlab::cli
