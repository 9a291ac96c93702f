#include "hashlab/scenario/drill.h"

#include "drill_questions.h"

namespace hashlab::scenario {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
    if (n <= 1)
        return 0;
    // 2^64 mod n, computed in 64 bits: draws below it would make the low values likelier.
    const std::uint64_t threshold = (0 - n) % n;
    for (;;) {
        const std::uint64_t x = next();
        if (x >= threshold)
            return x % n;
    }
}

std::int64_t SplitMix64::between(std::int64_t lo, std::int64_t hi) {
    return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo) + 1));
}

std::vector<std::string_view> drillLabs() {
    return {"probing", "ring", "bloom", "collisions"};
}

Result<Lesson> makeDrill(std::string_view lab, std::uint64_t seed, int count) {
    if (count < 1 || count > kMaxDrillQuestions)
        return makeError("count", HASHLAB_TR("core", "must be from 1 to %1, got %2"),
                         kMaxDrillQuestions, count);
    DrillQuestion (*make)(SplitMix64&, int) = nullptr;
    Texts title;
    if (lab == "probing") {
        make = drill::probingQuestion;
        title = {{"en", "Drill: double hashing"}, {"zh_CN", "练习：双重散列"}};
    } else if (lab == "ring") {
        make = drill::ringQuestion;
        title = {{"en", "Drill: consistent hashing"}, {"zh_CN", "练习：一致性哈希"}};
    } else if (lab == "bloom") {
        make = drill::bloomQuestion;
        title = {{"en", "Drill: Bloom filters"}, {"zh_CN", "练习：布隆过滤器"}};
    } else if (lab == "collisions") {
        make = drill::collisionsQuestion;
        title = {{"en", "Drill: the birthday bound"}, {"zh_CN", "练习：生日界"}};
    } else {
        return makeError("lab",
                         HASHLAB_TR("core", "must be probing, ring, bloom or collisions, "
                                            "got '%1'"),
                         std::string(lab));
    }
    for (auto& [lang, text] : title)
        text += lang == "en" ? " (seed " + std::to_string(seed) + ")"
                             : "（种子 " + std::to_string(seed) + "）";
    SplitMix64 rng(seed);
    Lesson lesson;
    lesson.title = title;
    for (int i = 0; i < count; ++i) {
        DrillQuestion q = make(rng, i);
        Step step;
        step.lab = std::string(lab);
        step.state = std::move(q.state);
        step.stage = q.stage;
        step.caption = {
            {"en", "Question " + std::to_string(i + 1) + " of " + std::to_string(count)},
            {"zh_CN", "第 " + std::to_string(i + 1) + " 题，共 " + std::to_string(count) + " 题"}};
        step.question = std::move(q.question);
        lesson.steps.push_back(std::move(step));
    }
    return lesson;
}

} // namespace hashlab::scenario
