#pragma once
// The short-link service (docs/references.md "Short links"), and the hash-code design it
// replaces.
//   shorten(url): normalise -> membership pre-check ("seen before?") -> if maybe, look the URL up
//   (a "maybe" that the lookup denies is the pre-check's false positive) -> otherwise take the
//   next auto-increment id and encode it in Base62. Ids never collide; the code grows by one
//   character each time the id count passes 62^L.
//   HashCodeShortener: code = Base62(md5(url + salt) mod 62^L) padded to L characters; a code
//   taken by another URL is a collision, retried with the next salt up to `maxRetries` times.
// The pre-check is an interface: the exact set here, a Bloom filter from the Bloom lab later.
#include "hashlab/collisions/base62.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace hashlab::collisions {

class MembershipCheck {
public:
    virtual ~MembershipCheck() = default;
    virtual void add(std::string_view key) = 0;
    // false means certainly absent; true means "maybe" (exact sets are never wrong).
    virtual bool mayContain(std::string_view key) const = 0;
    virtual std::string name() const = 0;
};

class ExactSetMembership : public MembershipCheck {
public:
    void add(std::string_view key) override { m_keys.emplace(key); }
    bool mayContain(std::string_view key) const override {
        return m_keys.count(std::string(key)) != 0;
    }
    std::string name() const override { return "exact set"; }

private:
    std::unordered_set<std::string> m_keys;
};

inline constexpr std::size_t kMaxUrlBytes = 8192;

// Lower-cases scheme and host, turns an empty path into "/", collapses runs of '/' in the path,
// sorts the query parameters (by name, then value, keeping duplicates); the fragment is kept.
// Errors name "url": empty, longer than kMaxUrlBytes, no "scheme://", an empty host, spaces.
Result<std::string> normalizeUrl(std::string_view url);

struct ShortenResult {
    std::string normalized;
    bool precheckSaidMaybe = false;
    bool falsePositive = false; // the pre-check said maybe, the lookup found nothing
    bool existing = false;      // the URL was known: its old code is returned
    std::uint64_t id = 0;
    std::string code;
};

class ShortLinkService {
public:
    explicit ShortLinkService(std::unique_ptr<MembershipCheck> precheck = nullptr,
                              std::uint64_t firstId = 1);
    Result<ShortenResult> shorten(std::string_view url);
    // Errors name "code" (bad Base62) or say that no link has that code.
    Result<std::string> resolve(std::string_view code) const;
    std::uint64_t nextId() const { return m_nextId; }
    std::size_t size() const { return m_byId.size(); }
    std::uint64_t lookups() const { return m_lookups; } // database look-ups the pre-check allowed
    std::uint64_t falsePositives() const { return m_falsePositives; }
    const MembershipCheck& precheck() const { return *m_precheck; }

private:
    std::unique_ptr<MembershipCheck> m_precheck;
    std::uint64_t m_nextId;
    bool m_exhausted = false; // the id 2^64 − 1 was given out
    std::unordered_map<std::string, std::uint64_t> m_byUrl;
    std::unordered_map<std::uint64_t, std::string> m_byId;
    std::uint64_t m_lookups = 0, m_falsePositives = 0;
};

struct HashCodeResult {
    std::string code;
    int retries = 0;     // collisions resolved by re-salting
    bool failed = false; // every retry collided too
    bool existing = false;
};

// The symbols of a code alphabet: UTF-8 text, one symbol per code point. Errors name "alphabet":
// invalid UTF-8, fewer than 2 or more than kMaxAlphabet symbols, or a symbol given twice.
Result<std::vector<std::string>> alphabetSymbols(std::string_view alphabet);

class HashCodeShortener {
public:
    // length ≥ 1 with alphabet^(length − 1) < 2^64 (1..11 for Base62, 1..16 for hex), retries
    // 0..16, alphabet as alphabetSymbols takes it. Errors name "alphabet", "length" or "retries".
    static Result<HashCodeShortener> create(std::size_t length, int maxRetries = 3,
                                            std::string_view alphabet = kBase62Alphabet);
    HashCodeResult shorten(const std::string& normalizedUrl);
    // md5(url, with "#<salt>" appended for salt > 0), all 16 bytes big-endian, mod A^L (at most
    // 2^64: Base62's 11 characters hold the 2^64 ids), written with L symbols of the alphabet,
    // most significant first, padded with its first symbol.
    std::string codeFor(const std::string& normalizedUrl, int salt) const;
    std::uint64_t collisions() const { return m_collisions; }
    std::uint64_t failures() const { return m_failures; }
    std::size_t size() const { return m_byCode.size(); }
    // A^L capped at 2^64, as a double (exact for every A^L below 2^53 and for 2^64).
    double space() const;

private:
    HashCodeShortener(std::size_t length, int maxRetries, std::vector<std::string> symbols);
    std::size_t m_length;
    int m_maxRetries;
    std::vector<std::string> m_symbols;
    std::unordered_map<std::string, std::string> m_byCode; // code -> url
    std::unordered_map<std::string, std::string> m_byUrl;  // url -> code
    std::uint64_t m_collisions = 0, m_failures = 0;
};

// `value` written with the alphabet's symbols, shortest form (the ids side of the comparison).
std::string encodeInAlphabet(std::uint64_t value, const std::vector<std::string>& symbols);

struct CodeComparison {
    std::uint64_t urls = 0;
    std::size_t hashCodeLength = 0;
    std::uint64_t hashCollisions = 0; // codes that were taken (each forced a retry)
    std::uint64_t hashFailures = 0;   // URLs that got no code after all retries
    double hashPairsExpected = 0;     // birthday bound: C(n,2) / A^L for the first attempts
    std::uint64_t idCollisions = 0;   // always 0: distinct ids give distinct codes
    std::size_t idLongestCode = 0;    // the longest auto-increment id code in the alphabet
};
inline constexpr std::uint64_t kMaxCompareUrls = 1'000'000;
// The same `urls` random URLs (experimentUrl(seed, i)) through both designs, codes in `alphabet`.
// Errors name "urls" (1..kMaxCompareUrls), "length" or "alphabet" (as create), or "cancelled"
// when the progress says so.
Result<CodeComparison> compareCodeDesigns(std::uint64_t urls, std::size_t hashCodeLength,
                                          std::uint64_t seed, int maxRetries = 3,
                                          const Progress& progress = {},
                                          std::string_view alphabet = kBase62Alphabet);

} // namespace hashlab::collisions
