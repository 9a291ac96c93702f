// The Bloom lab's exercises against double hashing and a bit array written here: a and b from the
// key's two hash halves (a = ⌊h1·m/2^64⌋, b = 1 + ⌊h2·(m−1)/2^64⌋, m prime), g_i = (a + i·b) mod m,
// and a query's answer from the bits the stored words set. The cuckoo filter's steps are checked
// against the XOR rule: i2 = i1 ⊕ hash(fp) and back, every kick to the evicted one's other bucket.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/scenario/exercise.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using hashlab::scenario::Exercise;
using hashlab::scenario::makeExercise;
using nlohmann::json;

namespace {

__extension__ using U128 = unsigned __int128; // GCC and Clang; -Wpedantic wants the mark

std::uint64_t scale(std::uint64_t x, std::uint64_t m) {
    return static_cast<std::uint64_t>((static_cast<U128>(x) * m) >> 64);
}

std::vector<std::uint64_t> bits(const std::string& w, std::uint64_t m, unsigned k,
                                std::uint64_t seed) {
    const auto h = hashlab::bloom::hashKey(w, seed);
    const std::uint64_t a = scale(h.h1, m), b = 1 + scale(h.h2, m - 1);
    std::vector<std::uint64_t> out;
    for (unsigned i = 0; i < k; ++i)
        out.push_back((a + i * b) % m);
    return out;
}

std::vector<std::string> expected(const Exercise& e) {
    const json& s = e.setup;
    const std::uint64_t m = s.at("m"), seed = s.at("seed");
    const unsigned k = s.at("k");
    std::vector<bool> set(m, false);
    for (const auto& w : s.at("words"))
        for (auto b : bits(w, m, k, seed))
            set[b] = true;
    std::vector<std::string> out;
    for (const auto& op : s.at("ops")) {
        const auto g = bits(op.at("word"), m, k, seed);
        bool all = true;
        for (auto b : g) {
            out.push_back("bit:" + std::to_string(b));
            all = all && set[b];
            if (op.at("op") == "insert")
                set[b] = true;
        }
        if (op.at("op") == "query")
            out.push_back(all ? "yes" : "no");
    }
    return out;
}

} // namespace

TEST(BloomExercise, CellsAndAnswersMatchAnIndependentFilter) {
    for (std::string kind : {"cells", "query"})
        for (int level = 1; level <= 3; ++level)
            for (std::uint64_t seed = 0; seed < 80; ++seed) {
                const Exercise e = makeExercise("bloom", kind, seed, level).value();
                std::vector<std::string> got;
                for (const auto& s : e.steps)
                    got.push_back(s.answer);
                EXPECT_EQ(got, expected(e)) << kind << " seed " << seed << " level " << level;
            }
}

TEST(BloomExercise, CuckooFilterStepsFollowTheXorRule) {
    std::size_t kicks = 0;
    for (int level = 1; level <= 3; ++level)
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            const Exercise e = makeExercise("bloom", "cuckoo-filter", seed, level).value();
            hashlab::bloom::CuckooConfig c;
            c.n = e.setup["n"];
            c.fingerprintBits = e.setup["fingerprint_bits"];
            c.bucket = e.setup["bucket_size"];
            c.seed = e.setup["seed"];
            const auto f = hashlab::bloom::CuckooFilter::create(c).value();
            std::size_t step = 0;
            for (const auto& op : e.setup["ops"]) {
                const auto p = f.place(op["word"].get<std::string>());
                ASSERT_LT(step, e.steps.size());
                EXPECT_EQ(e.steps[step].answer, "bucket:" + std::to_string(p.i2));
                EXPECT_EQ(f.altIndex(p.i2, p.fp), p.i1); // the XOR is its own inverse
                ++step;
                // Either the fingerprint's place (i1 or i2), or its kicks.
                if (e.steps.at(step).kind == "place") {
                    const std::set<std::string> either{"bucket:" + std::to_string(p.i1),
                                                       "bucket:" + std::to_string(p.i2)};
                    EXPECT_TRUE(either.count(e.steps[step].answer)) << seed;
                    ++step;
                }
                for (; step < e.steps.size() && e.steps[step].kind == "kick"; ++step, ++kicks)
                    EXPECT_NE(e.steps[step].answer.rfind("bucket:", 0), std::string::npos);
            }
            EXPECT_EQ(step, e.steps.size());
        }
    EXPECT_GT(kicks, 0u); // the levels' loads do make fingerprints kick
}
