#pragma once
// Guided lessons: the scenario envelope at schema 2, a title and an ordered list of steps.
//   {"format": "hashlab-scenario", "schema": 2,
//    "title": {"en": "...", "zh_CN": "..."},
//    "steps": [
//      {"lab": "ring", "state": {...},                    (a whole lab state: the first step,
//       "stage": 0,                                        and any step that changes lab)
//       "caption": {"en", "zh_CN"}, "notes": {"en", "zh_CN"},
//       "question": {"kind": "number", "prompt": {...}, "answer": 750, "tolerance": 50,
//                    "hide": ["moved"], "explanation": {...}}},
//      {"action": [{"op": "add", "path": "/nodes/-", "value": {"name": "F", "weight": 1}}],
//       "caption": {...}},                                 (an action on the previous state)
//      {"stage": 3, "caption": {...}},                     (the same state, the player at stage 3)
//      {"your_turn": {"kind": "double", "seed": 41, "level": 1},
//       "caption": {...}}                                  ("now you do it": the class performs
//    ]}                                                     exercise 41 of its lab, step by step)
// An action is an RFC 6902 JSON Patch restricted to add, remove, replace and test, so a lesson can
// say "add node F" or "insert key 59" in any lab without the core knowing the lab's state. Every
// step is resolved to a whole state here: a patch that does not apply is refused with the step's
// number, before the lesson opens. A schema 1 file reads as a one-step lesson.
#include "hashlab/common/result.h"
#include "hashlab/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::scenario {

inline constexpr int kLessonSchema = 2;
inline constexpr std::size_t kMaxSteps = 200;             // a class is 15 minutes, not 200 steps
inline constexpr std::size_t kMaxTextBytes = 16u * 1024u; // one caption, note, prompt or choice
inline constexpr std::size_t kMaxChoices = 8;
inline constexpr std::size_t kMaxActionOps = 10'000;                  // per step
inline constexpr std::size_t kMaxResolvedBytes = 64u * 1024u * 1024u; // all steps' states together

using Texts = std::map<std::string, std::string>; // language -> text

// The text in `language`, else English, else any; empty if there is none.
std::string pick(const Texts& texts, std::string_view language);

struct Question {
    enum class Kind { Choice, Number, Click };
    Kind kind = Kind::Choice;
    Texts prompt;
    Texts explanation;          // shown with the answer
    std::vector<Texts> choices; // Choice: 2 to kMaxChoices
    std::size_t correct = 0;    // Choice: index into choices
    double answer = 0;          // Number
    double tolerance = 0;       // Number: |given - answer| <= tolerance is right
    std::string target;         // Click: the candidate's id in the lab ("slot:3", "node:C")
    // "hide": the lab's figures shown as "?" until the reveal (scenario/lesson_figures.h); kept
    // here so a lesson written back (the recorder's Save) keeps them.
    std::vector<std::string> hide;
};

// Whether a typed number answers a Number question (the tolerance is inclusive).
bool acceptsNumber(const Question& question, double given);

// A step that hands the class the algorithm: the lab runs exercise `seed` of `kind` at `level`
// (scenario/exercise.h) and checks every choice; the lesson goes on when the class has done it.
struct YourTurnStep {
    std::string kind;       // one of exerciseKinds(step's lab)
    std::uint64_t seed = 0; // at most kMaxYourTurnSeed, so that every JSON reader keeps it exact
    int level = 1;          // 1 to kMaxLevel
};
inline constexpr std::uint64_t kMaxYourTurnSeed = (std::uint64_t{1} << 53) - 1;

struct Step {
    std::string lab;
    nlohmann::json state = nlohmann::json::object(); // resolved: the whole state of `lab`
    std::optional<int> stage; // the step player's index to show; none: where the state leaves it
    nlohmann::json action;    // the patch as written (null when the step gave a whole state)
    Texts caption;
    Texts notes;
    std::optional<Question> question;
    std::optional<YourTurnStep> yourTurn; // never with a question: the exercise asks its own
};

struct Lesson {
    int schema = kLessonSchema; // 1 when read from a one-step schema 1 file
    Texts title;
    std::vector<Step> steps;
};

// Parses schema 1 and 2 files (anything scenario::parse refuses at the envelope is refused the
// same way). Errors name the step ("steps[3].question.answer") and what is wrong.
Result<Lesson> parseLesson(std::string_view text);
// Writes schema 2. A step whose lab equals the previous step's and that holds an action keeps it;
// the others are written as whole states, so what is read back resolves to the same states.
std::string serializeLesson(const Lesson& lesson);
// The schema 1 scenario a one-step lesson came from (the CLI and the labs' open path use it).
Scenario toScenario(const Lesson& lesson, std::size_t step);

} // namespace hashlab::scenario
