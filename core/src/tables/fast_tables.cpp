#include "hashlab/tables/fast_tables.h"

#include "hashlab/common/mix.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <utility>

namespace hashlab::tables::fast {
namespace {

constexpr std::uint32_t kNone = ~std::uint32_t{0};

int shiftFor(std::uint64_t slots) {
    return 64 - std::countr_zero(std::bit_ceil(std::max<std::uint64_t>(slots, 2)));
}

std::uint64_t home(std::uint64_t key, int shift, std::uint64_t salt = 0) {
    return mix64(key ^ salt) >> shift;
}

} // namespace

std::string_view kindName(Kind k) {
    static constexpr std::array<std::string_view, 4> names = {"chaining", "linear", "robinhood",
                                                              "cuckoo"};
    return names.at(static_cast<std::size_t>(k));
}

ChainedSet::ChainedSet(std::uint64_t capacity)
    : m_shift(shiftFor(capacity)), m_head(std::uint64_t{1} << (64 - m_shift), kNone) {}

bool ChainedSet::contains(std::uint64_t key) const {
    for (std::uint32_t n = m_head[home(key, m_shift)]; n != kNone; n = m_next[n])
        if (m_keys[n] == key)
            return true;
    return false;
}

bool ChainedSet::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if (m_keys.size() + 1 > m_head.size()) // α would pass 1
        grow();
    const std::uint64_t b = home(key, m_shift);
    m_keys.push_back(key);
    m_next.push_back(m_head[b]);
    m_head[b] = static_cast<std::uint32_t>(m_keys.size() - 1);
    return true;
}

void ChainedSet::grow() {
    --m_shift;
    m_head.assign(std::uint64_t{1} << (64 - m_shift), kNone);
    for (std::uint32_t n = 0; n < m_keys.size(); ++n) {
        const std::uint64_t b = home(m_keys[n], m_shift);
        m_next[n] = m_head[b];
        m_head[b] = n;
    }
}

std::uint64_t ChainedSet::bytes() const {
    return m_head.size() * sizeof(std::uint32_t) +
           m_keys.size() * (sizeof(std::uint64_t) + sizeof(std::uint32_t));
}

LinearSet::LinearSet(std::uint64_t capacity)
    : m_shift(shiftFor(capacity)), m_keys(std::uint64_t{1} << (64 - m_shift)),
      m_used(m_keys.size(), 0) {}

bool LinearSet::contains(std::uint64_t key) const {
    const std::uint64_t mask = m_keys.size() - 1;
    for (std::uint64_t i = home(key, m_shift);; i = (i + 1) & mask) {
        if (!m_used[i])
            return false;
        if (m_keys[i] == key)
            return true;
    }
}

bool LinearSet::insert(std::uint64_t key) {
    if ((m_size + 1) * 8 > m_keys.size() * 7)
        grow();
    const std::uint64_t mask = m_keys.size() - 1;
    std::uint64_t i = home(key, m_shift);
    for (; m_used[i]; i = (i + 1) & mask)
        if (m_keys[i] == key)
            return false;
    m_used[i] = 1;
    m_keys[i] = key;
    ++m_size;
    return true;
}

void LinearSet::grow() {
    LinearSet bigger(m_keys.size() * 2);
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_used[i])
            bigger.insert(m_keys[i]);
    *this = std::move(bigger);
}

std::uint64_t LinearSet::bytes() const {
    return m_keys.size() * (sizeof(std::uint64_t) + 1);
}

RobinHoodSet::RobinHoodSet(std::uint64_t capacity)
    : m_shift(shiftFor(capacity)), m_keys(std::uint64_t{1} << (64 - m_shift)),
      m_dist(m_keys.size(), 0) {}

bool RobinHoodSet::contains(std::uint64_t key) const {
    const std::uint64_t mask = m_keys.size() - 1;
    std::uint64_t i = home(key, m_shift);
    // Stops at an empty slot or at a resident closer to home than the key would be here.
    for (std::uint16_t d = 1; m_dist[i] >= d; ++d, i = (i + 1) & mask)
        if (m_keys[i] == key)
            return true;
    return false;
}

bool RobinHoodSet::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if ((m_size + 1) * 8 > m_keys.size() * 7)
        grow();
    const std::uint64_t mask = m_keys.size() - 1;
    std::uint64_t i = home(key, m_shift);
    std::uint16_t d = 1;
    for (;; ++d, i = (i + 1) & mask) {
        if (m_dist[i] == 0) {
            m_keys[i] = key;
            m_dist[i] = d;
            break;
        }
        if (m_dist[i] < d) { // a resident closer to home gives way and is carried on
            std::swap(key, m_keys[i]);
            std::swap(d, m_dist[i]);
        }
    }
    ++m_size;
    return true;
}

void RobinHoodSet::grow() {
    RobinHoodSet bigger(m_keys.size() * 2);
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_dist[i])
            bigger.insert(m_keys[i]);
    *this = std::move(bigger);
}

std::uint64_t RobinHoodSet::bytes() const {
    return m_keys.size() * (sizeof(std::uint64_t) + sizeof(std::uint16_t));
}

CuckooSet::CuckooSet(std::uint64_t capacity) : m_shift(shiftFor(capacity)) {
    rebuild(std::uint64_t{1} << (64 - m_shift));
}

bool CuckooSet::contains(std::uint64_t key) const {
    const std::uint64_t a = home(key, m_shift, m_seed), b = home(key, m_shift, ~m_seed);
    return (m_used[0][a] && m_t[0][a] == key) || (m_used[1][b] && m_t[1][b] == key);
}

std::optional<std::uint64_t> CuckooSet::tryPlace(std::uint64_t key) {
    // Pagh–Rodler with MaxLoop = 3·log2(slots per table); the key left in hand is returned.
    const int maxLoop = 3 * (64 - m_shift);
    for (int round = 0; round < maxLoop; ++round)
        for (int t = 0; t < 2; ++t) {
            const std::uint64_t s = home(key, m_shift, t == 0 ? m_seed : ~m_seed);
            if (!m_used[t][s]) {
                m_used[t][s] = 1;
                m_t[t][s] = key;
                return std::nullopt;
            }
            std::swap(key, m_t[t][s]);
        }
    return key;
}

std::vector<std::uint64_t> CuckooSet::stored() const {
    std::vector<std::uint64_t> all;
    for (int t = 0; t < 2; ++t)
        for (std::uint64_t s = 0; s < m_t[t].size(); ++s)
            if (m_used[t][s])
                all.push_back(m_t[t][s]);
    return all;
}

void CuckooSet::rehash(const std::vector<std::uint64_t>& keys, std::uint64_t slotsPerTable) {
    // New seeds until every key fits; after eight tries the tables double as well.
    for (int attempt = 1;; ++attempt) {
        m_seed = mix64(m_seed + 1);
        rebuild(attempt % 8 == 0 ? (slotsPerTable *= 2) : slotsPerTable);
        bool ok = true;
        for (std::uint64_t k : keys)
            if (tryPlace(k)) {
                ok = false;
                break;
            }
        if (ok)
            return;
    }
}

void CuckooSet::rebuild(std::uint64_t slotsPerTable) {
    m_shift = shiftFor(slotsPerTable);
    for (int t = 0; t < 2; ++t) {
        m_t[t].assign(std::uint64_t{1} << (64 - m_shift), 0);
        m_used[t].assign(m_t[t].size(), 0);
    }
}

bool CuckooSet::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if ((m_size + 1) * 2 > m_t[0].size()) { // the pair of tables would pass α = ½
        std::vector<std::uint64_t> all = stored();
        all.push_back(key);
        rehash(all, m_t[0].size() * 2);
    } else if (const auto out = tryPlace(key)) {
        std::vector<std::uint64_t> all = stored();
        all.push_back(*out);
        rehash(all, m_t[0].size());
    }
    ++m_size;
    return true;
}

std::uint64_t CuckooSet::bytes() const {
    return 2 * m_t[0].size() * (sizeof(std::uint64_t) + 1);
}

} // namespace hashlab::tables::fast
