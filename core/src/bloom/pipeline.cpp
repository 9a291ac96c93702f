#include "hashlab/bloom/pipeline.h"

#include "hashlab/bloom/experiment.h"

#include <cmath>
#include <cstring>
#include <list>
#include <unordered_map>
#include <unordered_set>

namespace hashlab::bloom {
namespace {

// splitmix64: a small deterministic generator (the standard engines' distributions are not
// specified bit for bit, and the simulation must be reproducible from its seed).
struct Rng {
    std::uint64_t s;
    std::uint64_t next() { return splitmix64Next(s); }
    double unit() { return double(next() >> 11) * 0x1.0p-53; }
    std::uint64_t below(std::uint64_t n) { return reduce(next(), n); }
};

class LruCache {
public:
    explicit LruCache(std::uint64_t capacity) : m_cap(capacity) {}
    bool get(std::uint64_t key) {
        auto it = m_map.find(key);
        if (it == m_map.end())
            return false;
        m_order.splice(m_order.begin(), m_order, it->second);
        return true;
    }
    void put(std::uint64_t key) {
        if (m_cap == 0 || get(key))
            return;
        m_order.push_front(key);
        m_map[key] = m_order.begin();
        if (m_order.size() > m_cap) {
            m_map.erase(m_order.back());
            m_order.pop_back();
        }
    }

private:
    std::uint64_t m_cap;
    std::list<std::uint64_t> m_order;
    std::unordered_map<std::uint64_t, std::list<std::uint64_t>::iterator> m_map;
};

std::string_view bytesOf(const std::uint64_t& v) {
    return {reinterpret_cast<const char*>(&v), 8};
}

bool isShare(double x) {
    return std::isfinite(x) && x >= 0 && x <= 1;
}

} // namespace

Status validate(const PipelineConfig& c) {
    if (Status s = validate(c.filter); !s)
        return s;
    if (c.storeKeys < 1 || c.storeKeys > kMaxPipelineKeys)
        return makeError("keys", HASHLAB_TR("core", "must be from 1 to 10000000, got %1"),
                         c.storeKeys);
    if (c.reads < 1 || c.reads > kMaxPipelineReads)
        return makeError("reads", HASHLAB_TR("core", "must be from 1 to 100000000, got %1"),
                         c.reads);
    if (!isShare(c.absentShare))
        return makeError("absent", HASHLAB_TR("core", "must be from 0 to 1"));
    if (!isShare(c.deleteShare))
        return makeError("deleted", HASHLAB_TR("core", "must be from 0 to 1"));
    if (!isShare(c.hotShare))
        return makeError("hot-share", HASHLAB_TR("core", "must be from 0 to 1"));
    if (c.hotKeys > c.storeKeys)
        return makeError("hot-keys", HASHLAB_TR("core", "must be at most the number of keys (%1)"),
                         c.storeKeys);
    if (c.cacheCapacity > kMaxPipelineKeys)
        return makeError("cache", HASHLAB_TR("core", "must be from 0 to 10000000 entries"));
    return ok();
}

Result<PipelineCounters> simulatePipeline(const PipelineConfig& c, const Progress& progress) {
    if (Status s = validate(c); !s)
        return s.error();
    auto made = BloomFilter::create(c.filter);
    if (!made)
        return made.error();
    BloomFilter& filter = made.value();
    std::unordered_set<std::uint64_t> store;
    store.reserve(c.storeKeys);
    std::vector<std::uint64_t> keys(c.storeKeys);
    for (std::uint64_t i = 0; i < c.storeKeys; ++i) {
        keys[i] = experimentKey(c.seed, i);
        store.insert(keys[i]); // every stored key is in the filter (docs/references.md,
                               // "A filter in front of a store")
        filter.add(bytesOf(keys[i]));
    }
    // Deletions take the last written keys, so the hot set (the first keys) stays present.
    const auto deleted =
        static_cast<std::uint64_t>(std::llround(c.deleteShare * double(c.storeKeys)));
    const std::uint64_t firstDeleted = c.storeKeys - deleted;
    for (std::uint64_t i = firstDeleted; i < c.storeKeys; ++i) {
        store.erase(keys[i]);
        if (c.filter.variant == Variant::Counting)
            filter.remove(bytesOf(keys[i])); // a plain filter keeps its bits
    }

    PipelineCounters r;
    r.filterBytes = filter.bytes();
    LruCache cache(c.cacheCapacity);
    Rng rng{c.seed * 0xD1B54A32D192ED03ULL + 1};
    const std::uint64_t hot = std::min(c.hotKeys, c.storeKeys);
    for (std::uint64_t read = 0; read < c.reads; ++read) {
        if ((read & 0xFFFF) == 0) {
            if (progress.cancelled())
                return cancelledError();
            progress.report(double(read) / double(c.reads));
        }
        std::uint64_t key;
        if (rng.unit() < c.absentShare) {
            key = experimentKey(c.seed, kQueryKeyBase + rng.below(std::uint64_t{1} << 40));
        } else {
            const std::uint64_t id =
                (hot > 0 && rng.unit() < c.hotShare) ? rng.below(hot) : rng.below(c.storeKeys);
            key = keys[id];
            if (id >= firstDeleted)
                ++r.deletedKeyReads;
        }
        const bool truth = store.count(key) != 0;
        ++r.reads;
        bool answer;
        if (cache.get(key)) {
            ++r.cacheHits;
            answer = true;
        } else if (!c.degraded && !filter.mayContain(bytesOf(key))) {
            ++r.filterAbsent;
            answer = false;
        } else {
            ++r.storeReads;
            answer = truth;
            if (truth) {
                ++r.storeHits;
                cache.put(key);
            } else if (!c.degraded) {
                ++r.falsePositiveReads;
            }
        }
        (answer ? r.answeredPresent : r.answeredAbsent) += 1;
        if (truth && !answer)
            ++r.wrongAbsent;
        if (!truth && answer)
            ++r.wrongPresent;
    }
    progress.report(1);
    return r;
}

} // namespace hashlab::bloom
