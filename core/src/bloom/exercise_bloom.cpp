// The Bloom lab's Your-turn exercises: the k cells of double hashing (g_i = (a + i·b) mod m) a
// word sets or tests, the query's answer, and the cuckoo filter's alternate bucket and kicks, all
// read from the filters' own traces. The prompt gives a and b (or the fingerprint's hash): no
// student computes xxh3 by hand.
#include "hashlab/bloom/exercise.h"

#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/filter.h"

namespace hashlab::bloom {

using nlohmann::json;
using scenario::Exercise;
using scenario::ExerciseRng;
using scenario::ExerciseStep;

namespace {

struct BloomLevel {
    std::uint64_t m;
    unsigned k;
    std::size_t preload, ops;
};
constexpr BloomLevel kCellLevels[] = {{17, 3, 0, 1}, {29, 4, 0, 2}, {37, 5, 0, 3}};
constexpr BloomLevel kQueryLevels[] = {{17, 3, 3, 1}, {29, 3, 5, 2}, {37, 4, 8, 2}};
// The cuckoo filter sized for 8 keys: 8 buckets of 2 entries.
constexpr BloomLevel kCuckooLevels[] = {{8, 2, 8, 1}, {8, 2, 11, 2}, {8, 2, 13, 3}};

std::vector<std::string> drawWords(ExerciseRng& rng, std::size_t n) {
    const auto all = scenario::classroomWords();
    std::vector<std::string> out;
    for (auto i : rng.distinct(n, 0, all.size()))
        out.emplace_back(all[i]);
    return out;
}

// Draws the level's words and adds the first `preload` of them (returned in `stored`) to the
// filter; returns all of them, the ones to operate on last.
template <class Filter>
std::vector<std::string> storeWords(ExerciseRng& rng, const BloomLevel& L, Filter& filter,
                                    std::vector<std::string>& stored) {
    const auto w = drawWords(rng, L.preload + L.ops);
    stored.assign(w.begin(), w.begin() + long(L.preload));
    for (const auto& s : stored)
        filter.add(s);
    return w;
}

json wordList(const std::vector<std::string>& v) {
    json a = json::array();
    for (const auto& s : v)
        a.push_back(s);
    return a;
}

// One step per derived index, in derivation order (a repeat is a step of its own).
void bloomCellSteps(const OpTrace& t, std::vector<ExerciseStep>& out) {
    const std::uint64_t a = t.steps.at(0).index;
    const std::uint64_t b = t.steps.size() > 1 ? (t.steps[1].index + t.m - a) % t.m : 0;
    for (const IndexStep& st : t.steps) {
        ExerciseStep s;
        s.kind = "bit";
        s.answer = "bit:" + std::to_string(st.index);
        s.prompt = t.op == Op::Insert
                       ? text(HASHLAB_TR("core", "insert '%1' (a = %2, b = %3, m = %4): which bit "
                                                 "is g_%5?"),
                              t.key, a, b, t.m, st.i)
                       : text(HASHLAB_TR("core", "query '%1' (a = %2, b = %3, m = %4): which bit "
                                                 "is g_%5?"),
                              t.key, a, b, t.m, st.i);
        s.reason = text(HASHLAB_TR("core", "g_%1 = (a + %1·b) mod m"), st.i);
        out.push_back(std::move(s));
    }
}

FilterConfig exerciseFilter(const BloomLevel& L, std::uint64_t seed) {
    FilterConfig c;
    c.variant = Variant::Double;
    c.m = L.m;
    c.k = L.k;
    c.seed = seed;
    return c;
}

json exerciseFilterSetup(const FilterConfig& c, const std::vector<std::string>& stored,
                         const json& ops) {
    return {{"variant", "double"},       {"m", c.m},  {"k", c.k}, {"seed", c.seed},
            {"words", wordList(stored)}, {"ops", ops}};
}

Exercise cells(ExerciseRng& rng, const BloomLevel& L) {
    const FilterConfig c = exerciseFilter(L, rng.below(1000));
    auto filter = BloomFilter::create(c).value();
    Exercise e;
    json ops = json::array();
    for (const auto& w : drawWords(rng, L.ops)) {
        const std::size_t first = e.steps.size();
        bloomCellSteps(filter.traceInsert(w), e.steps);
        scenario::tagOperation(e.steps, first, ops.size());
        ops.push_back({{"op", "insert"}, {"word", w}});
    }
    e.setup = exerciseFilterSetup(c, {}, ops);
    return e;
}

// Queries of words stored and not stored; kept when at least one answer is "no" and, past level
// 1, one is "yes".
Exercise query(ExerciseRng& rng, const BloomLevel& L, int level) {
    Exercise e;
    for (;;) {
        const FilterConfig c = exerciseFilter(L, rng.below(1000));
        auto filter = BloomFilter::create(c).value();
        std::vector<std::string> stored;
        const auto w = storeWords(rng, L, filter, stored);
        e.steps.clear();
        json ops = json::array();
        std::size_t yes = 0;
        for (std::size_t i = 0; i < L.ops; ++i) {
            // Every other query asks about a stored word.
            const std::string word =
                i % 2 == 1 ? stored[rng.below(stored.size())] : w[L.preload + i];
            const OpTrace t = filter.traceQuery(word);
            const std::size_t first = e.steps.size();
            bloomCellSteps(t, e.steps);
            ExerciseStep s;
            s.kind = "answer";
            s.answer = t.result ? "yes" : "no";
            yes += t.result;
            s.prompt = text(HASHLAB_TR("core", "query '%1': does the filter answer maybe (yes) or "
                                               "definitely not (no)?"),
                            word);
            s.reason =
                t.result ? text(HASHLAB_TR("core", "all %1 bits of '%2' are set: maybe"), t.k, word)
                         : text(HASHLAB_TR("core", "a bit of '%1' is 0: definitely not"), word);
            e.steps.push_back(std::move(s));
            scenario::tagOperation(e.steps, first, ops.size());
            ops.push_back({{"op", "query"}, {"word", word}});
        }
        e.setup = exerciseFilterSetup(c, stored, ops);
        if (yes < L.ops && (level == 1 || yes > 0))
            return e;
    }
}

std::string fingerprintText(std::uint32_t fp) {
    return std::to_string(fp);
}

// A cuckoo filter insert: the alternate bucket i2 = i1 ⊕ hash(fp), then where the fingerprint
// goes, or, when both buckets are full, where each evicted fingerprint goes next.
void cuckooFilterSteps(const CuckooTrace& t, std::uint64_t buckets,
                       std::vector<ExerciseStep>& out) {
    ExerciseStep alt;
    alt.kind = "alternate";
    alt.answer = "bucket:" + std::to_string(t.i2);
    alt.prompt = text(HASHLAB_TR("core", "insert '%1': fingerprint %2, i1 = %3, hash(%2) mod %4 = "
                                         "%5. Which is its other bucket i2?"),
                      t.key, fingerprintText(t.fingerprint), t.i1, buckets, t.i1 ^ t.i2);
    alt.reason = text(HASHLAB_TR("core", "i2 = i1 ⊕ (hash(fp) mod %1) = %2 ⊕ %3"), buckets, t.i1,
                      t.i1 ^ t.i2);
    out.push_back(std::move(alt));
    if (t.kicks.empty()) {
        ExerciseStep s;
        s.kind = "place";
        s.answer = "bucket:" + std::to_string(t.bucket.value_or(t.i1));
        s.prompt = text(HASHLAB_TR("core", "insert '%1': which bucket stores fingerprint %2?"),
                        t.key, fingerprintText(t.fingerprint));
        s.reason = text(HASHLAB_TR("core", "a fingerprint goes to i1 = %1 when it has a free "
                                           "entry, else to i2 = %2"),
                        t.i1, t.i2);
        out.push_back(std::move(s));
        return;
    }
    for (const CuckooKick& k : t.kicks) {
        ExerciseStep s;
        s.kind = "kick";
        s.answer = "bucket:" + std::to_string(k.next);
        s.prompt = text(HASHLAB_TR("core", "insert '%1': fingerprint %2 is evicted from bucket %3 "
                                           "(hash(%2) mod %4 = %5). Which bucket does it go to?"),
                        t.key, fingerprintText(k.evicted), k.bucket, buckets, k.bucket ^ k.next);
        s.reason = text(HASHLAB_TR("core", "an evicted fingerprint goes to its other bucket: %1 ⊕ "
                                           "%2"),
                        k.bucket, k.bucket ^ k.next);
        out.push_back(std::move(s));
    }
}

Exercise cuckooFilter(ExerciseRng& rng, const BloomLevel& L) {
    Exercise e;
    for (;;) {
        CuckooConfig c;
        c.n = L.m;
        c.fingerprintBits = 8;
        c.bucket = L.k;
        c.seed = rng.below(1000);
        auto filter = CuckooFilter::create(c).value();
        std::vector<std::string> stored;
        const auto w = storeWords(rng, L, filter, stored);
        e.steps.clear();
        json ops = json::array();
        bool fits = true;
        std::size_t kicks = 0;
        for (std::size_t i = L.preload; i < w.size(); ++i) {
            const CuckooTrace t = filter.traceInsert(w[i]);
            // A long chain of kicks is many clicks of the same rule: at most 6 an exercise.
            kicks += t.kicks.size();
            fits = fits && t.insert == CuckooInsert::Stored && kicks <= 6;
            const std::size_t first = e.steps.size();
            cuckooFilterSteps(t, filter.buckets(), e.steps);
            scenario::tagOperation(e.steps, first, ops.size());
            ops.push_back({{"op", "insert"}, {"word", w[i]}});
        }
        e.setup = {{"filter", "cuckoo"},
                   {"n", c.n},
                   {"buckets", filter.buckets()},
                   {"bucket_size", c.bucket},
                   {"fingerprint_bits", c.fingerprintBits},
                   {"seed", c.seed},
                   {"words", wordList(stored)},
                   {"ops", ops}};
        if (fits && !filter.stashUsed())
            return e;
    }
}

} // namespace

std::vector<std::string_view> exerciseKinds() {
    return {"cells", "query", "cuckoo-filter"};
}

Exercise makeExercise(std::string_view kind, std::uint64_t seed, int level) {
    ExerciseRng rng(seed);
    const auto i = static_cast<std::size_t>(level - 1);
    if (kind == "query")
        return query(rng, kQueryLevels[i], level);
    if (kind == "cuckoo-filter")
        return cuckooFilter(rng, kCuckooLevels[i]);
    return cells(rng, kCellLevels[i]);
}

} // namespace hashlab::bloom
