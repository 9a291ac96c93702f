#pragma once
// Drills: randomised practice questions for one lab, made from a seed a teacher can read out so
// that every student gets the same drill on any machine and compiler. A drill is a guided lesson
// (lesson.h) whose steps each hold a lab state and a question; the answer is computed by the same
// core code the lab uses, and the step's stages (the insert's probes, the keys' migration) are
// the worked answer, stepped through after answering.
//
// Randomness is specified, not left to the standard library: splitmix64 (Steele, Lea and Flood
// 2014, as in Vigna's reference code) and an unbiased mapping to a range by rejection, so a
// seed means the same drill everywhere (std::uniform_int_distribution differs between
// libraries).
#include "hashlab/common/result.h"
#include "hashlab/scenario/lesson.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hashlab::scenario {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next();
    // Uniform in [0, n) for n >= 1: draws are rejected above the largest multiple of n that fits
    // in 64 bits, so no value is more likely than another.
    std::uint64_t below(std::uint64_t n);
    // Uniform in [lo, hi].
    std::int64_t between(std::int64_t lo, std::int64_t hi);

private:
    std::uint64_t m_state;
};

inline constexpr int kMaxDrillQuestions = 50;

// The labs that have drills: "probing", "ring", "bloom", "collisions".
std::vector<std::string_view> drillLabs();

// `count` questions (1..kMaxDrillQuestions) for `lab`. Errors name "lab" or "count".
Result<Lesson> makeDrill(std::string_view lab, std::uint64_t seed, int count);

} // namespace hashlab::scenario
