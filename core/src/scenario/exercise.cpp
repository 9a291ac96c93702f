#include "hashlab/scenario/exercise.h"

#include "hashlab/bloom/exercise.h"
#include "hashlab/collisions/exercise.h"
#include "hashlab/ring/exercise.h"
#include "hashlab/tables/exercise.h"

#include <algorithm>
#include <set>

namespace hashlab::scenario {

std::vector<std::uint64_t> ExerciseRng::distinct(std::size_t n, std::uint64_t lo,
                                                 std::uint64_t hi) {
    std::vector<std::uint64_t> out;
    std::set<std::uint64_t> seen;
    while (out.size() < n) {
        const std::uint64_t v = lo + below(hi - lo);
        if (seen.insert(v).second)
            out.push_back(v);
    }
    return out;
}

std::span<const char* const> classroomWords() {
    static const char* const kWords[] = {
        "apple", "banana", "cherry", "damson", "elder",  "fig",    "grape",  "guava",  "kiwi",
        "lemon", "lime",   "mango",  "melon",  "nectar", "olive",  "orange", "papaya", "peach",
        "pear",  "plum",   "quince", "raisin", "sloe",   "tomato", "ugli",   "walnut", "yam",
        "zest",  "acorn",  "bean",   "carrot", "date",   "endive", "fennel", "garlic", "hazel"};
    return kWords;
}

std::vector<std::string_view> exerciseLabs() {
    return {"probing", "ring", "bloom", "collisions"};
}

std::vector<std::string_view> exerciseKinds(std::string_view lab) {
    if (lab == "probing")
        return tables::exerciseKinds();
    if (lab == "ring")
        return ring::exerciseKinds();
    if (lab == "bloom")
        return bloom::exerciseKinds();
    if (lab == "collisions")
        return collisions::exerciseKinds();
    return {};
}

Status checkLevel(int level) {
    if (level < 1 || level > kMaxLevel)
        return makeError("level", HASHLAB_TR("core", "must be 1, 2 or 3, got %1"), level);
    return ok();
}

Result<Exercise> makeExercise(std::string_view lab, std::string_view kind, std::uint64_t seed,
                              int level) {
    const auto kinds = exerciseKinds(lab);
    if (kinds.empty())
        return makeError("lab",
                         HASHLAB_TR("core", "must be probing, ring, bloom or collisions, "
                                            "got '%1'"),
                         std::string(lab));
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
        std::string list;
        for (auto k : kinds)
            list += (list.empty() ? "" : ", ") + std::string(k);
        return makeError("kind", HASHLAB_TR("core", "the %1 lab's kinds are %2, got '%3'"),
                         std::string(lab), list, std::string(kind));
    }
    if (auto s = checkLevel(level); !s)
        return s.error();
    Exercise e = lab == "probing" ? tables::makeExercise(kind, seed, level)
                 : lab == "ring"  ? ring::makeExercise(kind, seed, level)
                 : lab == "bloom" ? bloom::makeExercise(kind, seed, level)
                                  : collisions::makeExercise(kind, seed, level);
    e.lab = std::string(lab);
    e.kind = std::string(kind);
    e.seed = seed;
    e.level = level;
    e.generator = kExerciseGenerator;
    return e;
}

nlohmann::json exerciseJson(const Exercise& e, bool withKinds) {
    nlohmann::json steps = nlohmann::json::array();
    for (const ExerciseStep& s : e.steps) {
        nlohmann::json j{{"prompt", s.prompt.english()}, {"answer", s.answer}};
        if (withKinds) {
            j["kind"] = s.kind;
            j["reason"] = s.reason.english();
        }
        steps.push_back(std::move(j));
    }
    return {{"schema", kExerciseSchema},
            {"generator", e.generator},
            {"lab", e.lab},
            {"kind", e.kind},
            {"seed", e.seed},
            {"level", e.level},
            {"setup", e.setup},
            {"steps", steps}};
}

std::string_view verdictName(Verdict v) {
    switch (v) {
    case Verdict::Right:
        return "right";
    case Verdict::Wrong:
        return "wrong";
    case Verdict::Given:
        return "given";
    }
    return "right";
}

Result<Verdict> parseVerdict(std::string_view name) {
    for (Verdict v : {Verdict::Right, Verdict::Wrong, Verdict::Given})
        if (name == verdictName(v))
            return v;
    return makeError("verdict", HASHLAB_TR("core", "must be right, wrong or given, got '%1'"),
                     std::string(name));
}

std::string canonicalChoice(std::string_view choice, std::string_view answer) {
    std::string c;
    for (char ch : choice)
        if (ch != ' ' && ch != '\t')
            c += ch;
    if (c.rfind("node:", 0) == 0)
        c.erase(0, 5);
    else if (c.rfind("t2:", 0) == 0)
        c = "slot:[2," + c.substr(3) + "]";
    else if (c.rfind("slot:", 0) == 0 && c.find('[') == std::string::npos &&
             answer.rfind("slot:[", 0) == 0)
        c = "slot:[1," + c.substr(5) + "]";
    if (c == "Yes" || c == "YES")
        c = "yes";
    if (c == "No" || c == "NO")
        c = "no";
    return c;
}

bool isRight(const ExerciseStep& step, std::string_view choice) {
    return canonicalChoice(choice, step.answer) == step.answer;
}

std::string labClickId(std::string_view lab, std::string_view answer) {
    const std::string a(answer);
    if (a.rfind("slot:[", 0) == 0 && a.size() > 9) {
        const std::string slot = a.substr(8, a.size() - 9);
        return a[6] == '2' ? "t2:" + slot : "slot:" + slot;
    }
    if (lab == "ring" && a != "yes" && a != "no")
        return "node:" + a;
    return a;
}

} // namespace hashlab::scenario
