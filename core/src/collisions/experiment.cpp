#include "hashlab/collisions/experiment.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/common/mix.h"
#include "hashlab/common/names.h"
#include "hashlab/hash/hash.h"

#include "fast_md5.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <thread>
#include <unordered_set>

namespace hashlab::collisions {
namespace {

constexpr std::array<std::string_view, 8> kHosts = {
    "example.com", "shop.example.org", "news.site.cn", "blog.demo.net",
    "img.cdn.io",  "docs.lab.edu",     "m.video.tv",   "api.service.dev"};
constexpr std::array<std::string_view, 8> kWords = {"item",  "article", "user", "photo",
                                                    "video", "post",    "page", "tag"};

// Writes the i-th URL into buf (at least 96 bytes) and returns its length. The last path part
// is mix64(i ^ key) in hex, a bijection of i, so distinct i give distinct URLs.
std::size_t writeUrl(char* buf, std::uint64_t seed, std::uint64_t i) {
    const std::uint64_t key = mix64(seed + kGoldenGamma);
    const std::uint64_t r = mix64(i ^ key);
    const std::uint64_t pick = mix64(r + key);
    static constexpr char kHex[] = "0123456789abcdef";
    char* p = buf;
    auto put = [&p](std::string_view s) {
        std::memcpy(p, s.data(), s.size());
        p += s.size();
    };
    put("https://");
    put(kHosts[pick & 7]);
    put("/");
    put(kWords[(pick >> 3) & 7]);
    put("/");
    for (int shift = 60; shift >= 0; shift -= 4)
        *p++ = kHex[(r >> shift) & 15];
    return static_cast<std::size_t>(p - buf);
}

struct Prefix128 {
    std::uint64_t hi = 0, lo = 0; // the first 64 and the next 64 bits of the digest
};

std::uint64_t readBE(const std::uint8_t* p) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
        v = (v << 8) | p[i];
    return v;
}

// The digest's leading 128 bits in reading order: md5 as hexdigest() shows it, murmur3 as
// mmh3.hash128(signed=False) (h2 then h1), xxh3 as the 64-bit value.
Prefix128 leadingBits(PrefixHash h, const char* data, std::size_t len) {
    switch (h) {
    case PrefixHash::Md5: {
        const auto d = detail::fastMd5(data, len);
        return {readBE(d.data()), readBE(d.data() + 8)};
    }
    case PrefixHash::Murmur3: {
        const auto d = hash::murmur3_x64_128(data, len, 0);
        return {d.h2, d.h1};
    }
    case PrefixHash::Xxh3:
        return {hash::xxh3_64(data, len, 0), 0};
    }
    return {};
}

// LSD radix sort on the low `bits` bits (values are right-aligned prefixes), 11 bits a pass.
// Cancellation is checked every kSlice values: one pass over 2·10^7 values takes a few hundred
// milliseconds on a loaded machine, too long for Cancel to wait. A cancelled sort leaves v
// unsorted; the caller then returns "cancelled".
void radixSort(std::vector<std::uint64_t>& v, int bits, const Progress& progress, double from,
               double to) {
    constexpr int kDigit = 11;
    constexpr std::size_t kBuckets = std::size_t{1} << kDigit;
    constexpr std::size_t kSlice = std::size_t{1} << 20;
    std::vector<std::uint64_t> tmp(v.size());
    const int passes = (bits + kDigit - 1) / kDigit;
    for (int pass = 0; pass < passes; ++pass) {
        const int shift = pass * kDigit;
        std::vector<std::size_t> count(kBuckets + 1, 0);
        for (std::size_t start = 0; start < v.size(); start += kSlice) {
            if (progress.cancelled())
                return;
            const std::size_t end = std::min(v.size(), start + kSlice);
            for (std::size_t i = start; i < end; ++i)
                ++count[((v[i] >> shift) & (kBuckets - 1)) + 1];
        }
        for (std::size_t b = 1; b <= kBuckets; ++b)
            count[b] += count[b - 1];
        for (std::size_t start = 0; start < v.size(); start += kSlice) {
            if (progress.cancelled())
                return;
            const std::size_t end = std::min(v.size(), start + kSlice);
            for (std::size_t i = start; i < end; ++i)
                tmp[count[(v[i] >> shift) & (kBuckets - 1)]++] = v[i];
        }
        v.swap(tmp);
        progress.report(from + (to - from) * (pass + 1) / passes);
    }
}

std::string hexOf(Prefix128 p, int bits) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string s;
    const int digits = (bits + 3) / 4;
    for (int d = 0; d < digits; ++d) {
        const std::uint64_t word = d < 16 ? p.hi : p.lo;
        const int shift = 60 - 4 * (d % 16);
        unsigned nibble = static_cast<unsigned>((word >> shift) & 15);
        const int bitsHere = std::min(4, bits - 4 * d);
        nibble &= (0xFu << (4 - bitsHere)) & 0xFu;
        s.push_back(kHex[nibble]);
    }
    return s;
}

Prefix128 truncate(Prefix128 p, int bits) {
    if (bits >= 128)
        return p;
    if (bits > 64)
        return {p.hi, p.lo & ~(~std::uint64_t{0} >> (bits - 64))};
    return {bits == 64 ? p.hi : p.hi & ~(~std::uint64_t{0} >> bits), 0};
}

} // namespace

std::string_view prefixHashName(PrefixHash h) {
    switch (h) {
    case PrefixHash::Md5:
        return "md5";
    case PrefixHash::Murmur3:
        return "murmur3";
    case PrefixHash::Xxh3:
        return "xxh3";
    }
    return "";
}

Result<PrefixHash> parsePrefixHash(std::string_view name) {
    constexpr std::array kHashes = {PrefixHash::Md5, PrefixHash::Murmur3, PrefixHash::Xxh3};
    if (auto h = enumNamed(name, kHashes, prefixHashName))
        return *h;
    return makeError("hash", HASHLAB_TR("core", "must be md5, murmur3 or xxh3, got '%1'"), name);
}

int maxPrefixBits(PrefixHash h) {
    return h == PrefixHash::Xxh3 ? 64 : 128;
}

std::string experimentUrl(std::uint64_t seed, std::uint64_t i) {
    char buf[128];
    return std::string(buf, writeUrl(buf, seed, i));
}

std::size_t writeExperimentUrl(char* buf, std::uint64_t seed, std::uint64_t i) {
    return writeUrl(buf, seed, i);
}

std::uint64_t leading64(PrefixHash h, std::string_view key) {
    return leadingBits(h, key.data(), key.size()).hi;
}

std::string hexPrefix(PrefixHash h, std::string_view key, int bits) {
    return hexOf(truncate(leadingBits(h, key.data(), key.size()), bits), bits);
}

Result<ExperimentResult> runCollisionExperiment(const ExperimentOptions& o,
                                                const Progress& progress) {
    if (o.n > kMaxExperimentKeys)
        return makeError("n", HASHLAB_TR("core", "must be from 0 to %1, got %2"),
                         kMaxExperimentKeys, o.n);
    const int maxBits = maxPrefixBits(o.hash);
    if (o.bits < 1 || o.bits > maxBits)
        return makeError("bits", HASHLAB_TR("core", "must be from 1 to %1 for %2, got %3"), maxBits,
                         prefixHashName(o.hash), o.bits);
    ExperimentResult res;
    res.n = o.n;
    res.bits = o.bits;
    res.hash = o.hash;
    res.seed = o.seed;
    res.pairsExpected = birthday(o.n, o.bits)->pairsExpected;

    // Phase 1 (0 .. 0.7): hash every key into its first min(b, 64) bits, right-aligned.
    const int headBits = std::min(o.bits, 64);
    const std::size_t n = static_cast<std::size_t>(o.n);
    std::vector<std::uint64_t> values(n);
    unsigned threads = o.threads ? o.threads : std::max(1u, std::thread::hardware_concurrency());
    threads = std::min<unsigned>(threads, 16);
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stop{false};
    constexpr std::size_t kChunk = 1 << 16;
    auto fill = [&](std::size_t start, std::size_t end) {
        char buf[128];
        for (std::size_t i = start; i < end; ++i) {
            const std::size_t len = writeUrl(buf, o.seed, i);
            const std::uint64_t hi = leadingBits(o.hash, buf, len).hi;
            values[i] = headBits == 64 ? hi : hi >> (64 - headBits);
        }
        done.fetch_add(end - start, std::memory_order_relaxed);
    };
    auto worker = [&](unsigned t) {
        for (std::size_t start = t * kChunk; start < n; start += threads * kChunk) {
            if (stop.load(std::memory_order_relaxed))
                return;
            fill(start, std::min(n, start + kChunk));
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(worker, t);
    // The calling thread works too, and between chunks it relays progress and cancellation.
    for (std::size_t start = 0; start < n && !stop; start += threads * kChunk) {
        fill(start, std::min(n, start + kChunk));
        if (progress.cancelled())
            stop = true;
        progress.report(0.7 * static_cast<double>(done.load()) / static_cast<double>(n));
    }
    for (auto& th : pool)
        th.join();
    if (stop || progress.cancelled())
        return makeError("cancelled", HASHLAB_TR("core", "the experiment was cancelled"));

    // Phase 2 (0.7 .. 0.95): sort the prefixes so equal values sit together.
    radixSort(values, headBits, progress, 0.7, 0.95);
    if (progress.cancelled())
        return makeError("cancelled", HASHLAB_TR("core", "the experiment was cancelled"));

    // Phase 3: count runs. Above 64 bits a run of equal heads is only a candidate group.
    std::vector<std::uint64_t> tiedHeads;
    auto countGroup = [&res](std::uint64_t c) {
        res.collidingPairs += c * (c - 1) / 2;
        res.keysInCollision += c;
        res.largestGroup = std::max(res.largestGroup, c);
    };
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i + 1;
        while (j < n && values[j] == values[i])
            ++j;
        const std::uint64_t c = j - i;
        if (o.bits > 64) {
            if (c > 1)
                tiedHeads.push_back(values[i]);
            else
                ++res.distinctValues;
        } else {
            ++res.distinctValues;
            if (c > 1) {
                countGroup(c);
                if (tiedHeads.size() < o.maxExamples)
                    tiedHeads.push_back(values[i]);
            }
        }
        i = j;
    }
    values = {};
    if (n > 0)
        res.largestGroup = std::max<std::uint64_t>(res.largestGroup, 1);

    // Phase 4: the keys behind the tied heads (rare), found by one more pass over the keys.
    if (!tiedHeads.empty()) {
        const std::unordered_set<std::uint64_t> wanted(tiedHeads.begin(), tiedHeads.end());
        std::vector<std::pair<std::string, std::string>> hits; // (full prefix hex, url)
        char buf[128];
        for (std::size_t i = 0; i < n; ++i) {
            if ((i & 0xFFFF) == 0 && progress.cancelled())
                return makeError("cancelled", HASHLAB_TR("core", "the experiment was cancelled"));
            const std::size_t len = writeUrl(buf, o.seed, i);
            const Prefix128 p = leadingBits(o.hash, buf, len);
            const std::uint64_t head = headBits == 64 ? p.hi : p.hi >> (64 - headBits);
            if (wanted.count(head))
                hits.emplace_back(hexOf(truncate(p, o.bits), o.bits), std::string(buf, len));
        }
        std::sort(hits.begin(), hits.end());
        for (std::size_t i = 0; i < hits.size();) {
            std::size_t j = i + 1;
            while (j < hits.size() && hits[j].first == hits[i].first)
                ++j;
            if (o.bits > 64) {
                ++res.distinctValues;
                if (j - i > 1)
                    countGroup(j - i);
            }
            if (j - i > 1 && res.examples.size() < o.maxExamples) {
                CollisionExample ex{hits[i].first, {}};
                for (std::size_t k = i; k < j; ++k)
                    ex.keys.push_back(hits[k].second);
                res.examples.push_back(std::move(ex));
            }
            i = j;
        }
    }
    progress.report(1.0);
    return res;
}

} // namespace hashlab::collisions
