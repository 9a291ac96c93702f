#include "hashlab/scenario/drill.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <set>
#include <string>

using namespace hashlab::scenario;

TEST(SplitMix64, MatchesTheReferenceSequence) {
    // The first outputs of Vigna's splitmix64.c for these seeds (also what an independent
    // Python transcription of the algorithm prints).
    SplitMix64 a(1234567);
    for (std::uint64_t v : {6457827717110365317ULL, 3203168211198807973ULL, 9817491932198370423ULL,
                            4593380528125082431ULL, 16408922859458223821ULL})
        EXPECT_EQ(a.next(), v);
    SplitMix64 zero(0);
    EXPECT_EQ(zero.next(), 16294208416658607535ULL);
    EXPECT_EQ(zero.next(), 7960286522194355700ULL);
}

TEST(SplitMix64, BelowIsInRangeAndEven) {
    SplitMix64 rng(42);
    std::array<int, 7> counts{};
    const int draws = 70000;
    for (int i = 0; i < draws; ++i) {
        const auto v = rng.below(7);
        ASSERT_LT(v, 7u);
        ++counts[v];
    }
    // χ² with 6 degrees of freedom: 22.46 is its 0.1 % point.
    double chi2 = 0;
    for (int c : counts)
        chi2 += (c - draws / 7.0) * (c - draws / 7.0) / (draws / 7.0);
    EXPECT_LT(chi2, 22.46);
    EXPECT_EQ(rng.below(1), 0u);
    for (int i = 0; i < 1000; ++i) {
        const auto v = rng.between(-3, 3);
        EXPECT_GE(v, -3);
        EXPECT_LE(v, 3);
    }
}

TEST(Drill, TheSameSeedIsTheSameDrillAndAnotherSeedIsNot) {
    for (auto lab : drillLabs()) {
        auto a = makeDrill(lab, 7, 10);
        auto b = makeDrill(lab, 7, 10);
        auto c = makeDrill(lab, 8, 10);
        ASSERT_TRUE(a.ok() && b.ok() && c.ok()) << lab;
        EXPECT_EQ(serializeLesson(*a), serializeLesson(*b)) << lab;
        EXPECT_NE(serializeLesson(*a), serializeLesson(*c)) << lab;
        EXPECT_EQ(a->steps.size(), 10u);
        EXPECT_NE(pick(a->title, "en").find("seed 7"), std::string::npos);
    }
}

// Pinned: a seed read out in class must give the same questions in every build of HashLab on
// every compiler. (If a drill is changed on purpose, these lines change with it.)
TEST(Drill, SeedSevenIsPinned) {
    auto probing = makeDrill("probing", 7, 2);
    ASSERT_TRUE(probing.ok());
    EXPECT_EQ(probing->steps[0].state["config"]["m"], 7);
    EXPECT_EQ(pick(probing->steps[0].question->prompt, "en"),
              "Insert 74: click the slot where it lands.");
    EXPECT_EQ(probing->steps[0].question->target, "slot:0");
    EXPECT_EQ(probing->steps[1].question->answer, 2);
}

TEST(Drill, EveryQuestionIsWellFormedAndRoundTrips) {
    for (auto lab : drillLabs()) {
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            auto drill = makeDrill(lab, seed, 6);
            ASSERT_TRUE(drill.ok()) << lab << " " << seed;
            auto again = parseLesson(serializeLesson(*drill));
            ASSERT_TRUE(again.ok()) << again.error().text();
            for (const Step& step : again->steps) {
                ASSERT_TRUE(step.question.has_value());
                const Question& q = *step.question;
                EXPECT_FALSE(pick(q.prompt, "en").empty());
                EXPECT_FALSE(pick(q.prompt, "zh_CN").empty());
                EXPECT_FALSE(pick(q.explanation, "zh_CN").empty());
                if (q.kind == Question::Kind::Choice) {
                    EXPECT_LT(q.correct, q.choices.size());
                }
                if (q.kind == Question::Kind::Number) {
                    EXPECT_TRUE(std::isfinite(q.answer));
                }
            }
        }
    }
}

// The probing drill's answers against double hashing done by hand here: p_i = (k mod m +
// i·(1 + k mod (m − 1))) mod m, the first empty slot wins.
TEST(Drill, ProbingAnswersAgreeWithDoubleHashingByHand) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto drill = makeDrill("probing", seed, 2);
        ASSERT_TRUE(drill.ok());
        for (const Step& step : drill->steps) {
            const auto m = step.state["config"]["m"].get<std::uint64_t>();
            std::vector<long long> slots(m, -1);
            std::uint64_t lastSlot = 0, lastProbes = 0;
            for (const auto& op : step.state["ops"]) {
                const auto k = std::stoull(op["key"].get<std::string>());
                for (std::uint64_t i = 0; i < m; ++i) {
                    const std::uint64_t p = (k % m + i * (1 + k % (m - 1))) % m;
                    if (slots[p] < 0) {
                        slots[p] = static_cast<long long>(k);
                        lastSlot = p;
                        lastProbes = i + 1;
                        break;
                    }
                }
            }
            const Question& q = *step.question;
            if (q.kind == Question::Kind::Click)
                EXPECT_EQ(q.target, "slot:" + std::to_string(lastSlot)) << seed;
            else
                EXPECT_EQ(q.answer, static_cast<double>(lastProbes)) << seed;
            EXPECT_GE(lastProbes, 2u) << "a drill key lands after at least one collision";
        }
    }
}

TEST(Drill, BadRequestsAreRefused) {
    EXPECT_EQ(makeDrill("hashes", 1, 5).error().parameter, "lab");
    EXPECT_EQ(makeDrill("ring", 1, 0).error().parameter, "count");
    EXPECT_EQ(makeDrill("ring", 1, kMaxDrillQuestions + 1).error().parameter, "count");
}
