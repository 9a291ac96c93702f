#include "hashlab/collisions/short_link.h"

#include "hashlab/collisions/base62.h"
#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/experiment.h"
#include "hashlab/hash/hash.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace hashlab::collisions {
namespace {

__extension__ typedef unsigned __int128 Uint128;

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string sortedQuery(std::string_view query) {
    std::vector<std::string> params;
    std::size_t start = 0;
    while (start <= query.size()) {
        const auto amp = query.find('&', start);
        const auto end = amp == std::string_view::npos ? query.size() : amp;
        if (end > start)
            params.emplace_back(query.substr(start, end - start));
        start = end + 1;
    }
    // Sort by name first, then by the whole "name=value" (stable for repeated names).
    std::sort(params.begin(), params.end(), [](const std::string& a, const std::string& b) {
        const auto na = a.substr(0, a.find('=')), nb = b.substr(0, b.find('='));
        return na != nb ? na < nb : a < b;
    });
    std::string out;
    for (const auto& p : params) {
        if (!out.empty())
            out.push_back('&');
        out += p;
    }
    return out;
}

} // namespace

Result<std::string> normalizeUrl(std::string_view url) {
    if (url.empty())
        return makeError("url", HASHLAB_TR("core", "is empty; expected scheme://host/path"));
    if (url.size() > kMaxUrlBytes)
        return makeError("url", HASHLAB_TR("core", "is longer than %1 bytes"), kMaxUrlBytes);
    for (char c : url)
        if (static_cast<unsigned char>(c) <= 0x20)
            return makeError("url", HASHLAB_TR("core", "contains a space or control character"));
    const auto schemeEnd = url.find("://");
    if (schemeEnd == std::string_view::npos || schemeEnd == 0)
        return makeError("url",
                         HASHLAB_TR("core", "has no scheme: expected scheme://host/path, e.g. "
                                            "https://a.io/x"));
    for (char c : url.substr(0, schemeEnd))
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.')
            return makeError("url",
                             HASHLAB_TR("core", "scheme '%1' has characters other than letters, "
                                                "digits, + - ."),
                             url.substr(0, schemeEnd));
    const std::string_view rest = url.substr(schemeEnd + 3);
    const auto hostEnd = rest.find_first_of("/?#");
    const std::string_view host = rest.substr(0, hostEnd);
    if (host.empty())
        return makeError("url", HASHLAB_TR("core", "has an empty host"));
    std::string_view tail = hostEnd == std::string_view::npos ? "" : rest.substr(hostEnd);
    std::string fragment;
    if (const auto hash = tail.find('#'); hash != std::string_view::npos) {
        fragment = std::string(tail.substr(hash));
        tail = tail.substr(0, hash);
    }
    std::string_view query;
    bool hasQuery = false;
    if (const auto q = tail.find('?'); q != std::string_view::npos) {
        query = tail.substr(q + 1);
        hasQuery = true;
        tail = tail.substr(0, q);
    }
    std::string path;
    for (char c : tail)
        if (c != '/' || path.empty() || path.back() != '/')
            path.push_back(c);
    if (path.empty())
        path.push_back('/');
    std::string out = lower(url.substr(0, schemeEnd)) + "://" + lower(host) + path;
    if (hasQuery) {
        const std::string q = sortedQuery(query);
        if (!q.empty())
            out += "?" + q;
    }
    return out + fragment;
}

ShortLinkService::ShortLinkService(std::unique_ptr<MembershipCheck> precheck, std::uint64_t firstId)
    : m_precheck(precheck ? std::move(precheck) : std::make_unique<ExactSetMembership>()),
      m_nextId(firstId) {}

Result<ShortenResult> ShortLinkService::shorten(std::string_view url) {
    auto normalized = normalizeUrl(url);
    if (!normalized)
        return normalized.error();
    ShortenResult r;
    r.normalized = *normalized;
    r.precheckSaidMaybe = m_precheck->mayContain(r.normalized);
    if (r.precheckSaidMaybe) {
        ++m_lookups;
        if (auto it = m_byUrl.find(r.normalized); it != m_byUrl.end()) {
            r.existing = true;
            r.id = it->second;
            r.code = base62Encode(r.id);
            return r;
        }
        r.falsePositive = true;
        ++m_falsePositives;
    }
    if (m_exhausted)
        return makeError("id", HASHLAB_TR("core", "the id space of 2^64 values is exhausted"));
    r.id = m_nextId;
    m_exhausted = m_nextId == UINT64_MAX; // 0 is a valid first id, so wrapping is tracked apart
    ++m_nextId;
    r.code = base62Encode(r.id);
    m_byUrl.emplace(r.normalized, r.id);
    m_byId.emplace(r.id, r.normalized);
    m_precheck->add(r.normalized);
    return r;
}

Result<std::string> ShortLinkService::resolve(std::string_view code) const {
    auto id = base62Decode(code);
    if (!id)
        return id.error();
    auto it = m_byId.find(*id);
    if (it == m_byId.end())
        return makeError("code", HASHLAB_TR("core", "no link has the code '%1' (id %2)"), code,
                         *id);
    return it->second;
}

Result<std::vector<std::string>> alphabetSymbols(std::string_view alphabet) {
    std::vector<std::string> symbols;
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < alphabet.size();) {
        const auto lead = static_cast<unsigned char>(alphabet[i]);
        const std::size_t len = lead < 0x80         ? 1
                                : (lead >> 5) == 6  ? 2
                                : (lead >> 4) == 14 ? 3
                                : (lead >> 3) == 30 ? 4
                                                    : 0;
        bool valid = len > 0 && i + len <= alphabet.size();
        for (std::size_t k = 1; valid && k < len; ++k)
            valid = (static_cast<unsigned char>(alphabet[i + k]) >> 6) == 2;
        if (!valid)
            return makeError("alphabet", HASHLAB_TR("core", "is not valid UTF-8 at byte %1"), i);
        std::string symbol(alphabet.substr(i, len));
        if (!seen.insert(symbol).second)
            return makeError("alphabet", HASHLAB_TR("core", "has the symbol '%1' twice"), symbol);
        symbols.push_back(std::move(symbol));
        i += len;
    }
    if (symbols.size() < 2 || symbols.size() > kMaxAlphabet)
        return makeError("alphabet", HASHLAB_TR("core", "must be from 2 to %1 symbols, got %2"),
                         kMaxAlphabet, symbols.size());
    return symbols;
}

namespace {

// A^L capped at 2^64 (the 64-bit ids), and whether A^(L−1) < 2^64 (the longest code allowed).
Uint128 cappedSpace(std::size_t alphabet, std::size_t length, bool* fits) {
    const Uint128 cap = static_cast<Uint128>(1) << 64;
    Uint128 space = 1;
    *fits = length >= 1;
    for (std::size_t i = 0; i < length; ++i) {
        if (space >= cap) {
            *fits = false;
            return cap;
        }
        space *= alphabet;
    }
    return space < cap ? space : cap;
}

} // namespace

HashCodeShortener::HashCodeShortener(std::size_t length, int maxRetries,
                                     std::vector<std::string> symbols)
    : m_length(length), m_maxRetries(maxRetries), m_symbols(std::move(symbols)) {}

Result<HashCodeShortener> HashCodeShortener::create(std::size_t length, int maxRetries,
                                                    std::string_view alphabet) {
    auto symbols = alphabetSymbols(alphabet);
    if (!symbols)
        return symbols.error();
    bool fits = false;
    cappedSpace(symbols->size(), length, &fits);
    if (!fits) {
        std::size_t longest = 1;
        for (bool more = true; more; ++longest)
            cappedSpace(symbols->size(), longest + 1, &more);
        return makeError("length",
                         HASHLAB_TR("core", "must be from 1 to %1 characters for an alphabet of "
                                            "%2 symbols, got %3"),
                         longest - 1, symbols->size(), length);
    }
    if (maxRetries < 0 || maxRetries > 16)
        return makeError("retries", HASHLAB_TR("core", "must be from 0 to 16, got %1"), maxRetries);
    return HashCodeShortener(length, maxRetries, std::move(*symbols));
}

double HashCodeShortener::space() const {
    bool fits = false;
    return static_cast<double>(cappedSpace(m_symbols.size(), m_length, &fits));
}

std::string HashCodeShortener::codeFor(const std::string& url, int salt) const {
    const std::string input = salt == 0 ? url : url + "#" + std::to_string(salt);
    const auto d = hash::md5(input.data(), input.size());
    // The whole 128-bit digest (big-endian) mod A^L. Reducing only 64 bits would favour the
    // codes below 2^64 mod A^L by up to 1 in ⌊2^64 / A^L⌋ (4.5 % for Base62 at L = 10); over 128
    // bits the excess is below A^L / 2^128 ≤ 2^-64, beyond what any experiment could see.
    bool fits = false;
    const Uint128 space = cappedSpace(m_symbols.size(), m_length, &fits);
    Uint128 v = 0;
    for (int i = 0; i < 16; ++i)
        v = (v << 8) | d[static_cast<std::size_t>(i)];
    v %= space;
    std::vector<const std::string*> digits(m_length, &m_symbols.front());
    for (std::size_t i = m_length; i-- > 0 && v > 0;) {
        digits[i] = &m_symbols[static_cast<std::size_t>(v % m_symbols.size())];
        v /= m_symbols.size();
    }
    std::string code;
    for (const std::string* digit : digits)
        code += *digit;
    return code;
}

std::string encodeInAlphabet(std::uint64_t value, const std::vector<std::string>& symbols) {
    std::vector<const std::string*> digits;
    do {
        digits.push_back(&symbols[static_cast<std::size_t>(value % symbols.size())]);
        value /= symbols.size();
    } while (value > 0);
    std::string out;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it)
        out += **it;
    return out;
}

HashCodeResult HashCodeShortener::shorten(const std::string& url) {
    HashCodeResult r;
    if (auto it = m_byUrl.find(url); it != m_byUrl.end()) {
        r.code = it->second;
        r.existing = true;
        return r;
    }
    for (int salt = 0; salt <= m_maxRetries; ++salt) {
        const std::string code = codeFor(url, salt);
        if (m_byCode.emplace(code, url).second) {
            m_byUrl.emplace(url, code);
            r.code = code;
            return r;
        }
        ++m_collisions;
        r.retries = salt + 1;
    }
    r.failed = true;
    r.retries = m_maxRetries;
    ++m_failures;
    return r;
}

Result<CodeComparison> compareCodeDesigns(std::uint64_t urls, std::size_t hashCodeLength,
                                          std::uint64_t seed, int maxRetries,
                                          const Progress& progress, std::string_view alphabet) {
    if (urls < 1 || urls > kMaxCompareUrls)
        return makeError("urls", HASHLAB_TR("core", "must be from 1 to %1, got %2"),
                         kMaxCompareUrls, urls);
    auto created = HashCodeShortener::create(hashCodeLength, maxRetries, alphabet);
    if (!created)
        return created.error();
    HashCodeShortener& hashed = created.value();
    const auto symbols = *alphabetSymbols(alphabet);
    ShortLinkService ids;
    CodeComparison c;
    c.urls = urls;
    c.hashCodeLength = hashCodeLength;
    std::unordered_set<std::string> idCodes;
    for (std::uint64_t i = 0; i < urls; ++i) {
        if ((i & 4095) == 0) {
            if (progress.cancelled())
                return makeError("cancelled", HASHLAB_TR("core", "the comparison was cancelled"));
            progress.report(static_cast<double>(i) / static_cast<double>(urls));
        }
        const std::string url = experimentUrl(seed, i);
        hashed.shorten(url);
        auto r = ids.shorten(url);
        if (!r)
            return r.error();
        // The service's id, written in the alphabet (for Base62 its own code).
        const std::string code = encodeInAlphabet(r->id, symbols);
        if (!idCodes.insert(code).second)
            ++c.idCollisions;
        std::size_t digits = 1;
        for (std::uint64_t v = r->id; v >= symbols.size(); v /= symbols.size())
            ++digits;
        c.idLongestCode = std::max(c.idLongestCode, digits);
    }
    c.hashCollisions = hashed.collisions();
    c.hashFailures = hashed.failures();
    const double space = hashed.space();
    c.hashPairsExpected = static_cast<double>(urls) * (static_cast<double>(urls) - 1) / 2 / space;
    return c;
}

} // namespace hashlab::collisions
