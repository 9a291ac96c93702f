// The Collisions lab's exercises against repeated division by 62 written here, and against
// truncated MD5 prefixes compared digit by digit.
#include "hashlab/hash/hash.h"
#include "hashlab/scenario/exercise.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using hashlab::scenario::Exercise;
using hashlab::scenario::makeExercise;

namespace {

std::vector<std::string> expected(const Exercise& e) {
    std::vector<std::string> out;
    if (e.kind == "base62") {
        const std::string digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        for (const auto& id : e.setup["ids"])
            for (std::uint64_t v = id.get<std::uint64_t>(); v > 0; v /= 62)
                out.push_back(std::string(1, digits[v % 62]));
        return out;
    }
    const int bits = e.setup["bits"]; // 8, 12, 16: whole hex digits
    for (const auto& p : e.setup["pairs"]) {
        const auto a = hashlab::hash::compute(hashlab::hash::Algo::Md5, p[0].get<std::string>());
        const auto b = hashlab::hash::compute(hashlab::hash::Algo::Md5, p[1].get<std::string>());
        const auto n = std::size_t(bits / 4);
        out.push_back(a.hex().substr(0, n) == b.hex().substr(0, n) ? "yes" : "no");
    }
    return out;
}

} // namespace

TEST(CollisionsExercise, EveryAnswerMatchesAnIndependentComputation) {
    for (std::string kind : {"base62", "truncated"})
        for (int level = 1; level <= 3; ++level)
            for (std::uint64_t seed = 0; seed < 60; ++seed) {
                const Exercise e = makeExercise("collisions", kind, seed, level).value();
                std::vector<std::string> got;
                for (const auto& s : e.steps)
                    got.push_back(s.answer);
                EXPECT_EQ(got, expected(e)) << kind << " seed " << seed << " level " << level;
            }
}

TEST(CollisionsExercise, TruncatedAsksBothAnswers) {
    const Exercise e = makeExercise("collisions", "truncated", 3, 2).value();
    bool yes = false, no = false;
    for (const auto& s : e.steps) {
        yes = yes || s.answer == "yes";
        no = no || s.answer == "no";
    }
    EXPECT_TRUE(yes && no);
}
