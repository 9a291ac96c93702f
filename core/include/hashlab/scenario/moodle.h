#pragma once
// A question bank in Moodle XML (docs.moodle.org "Moodle XML format"): the drills (drill.h) and
// single Your-turn steps (exercise.h) as <question type="multichoice"> and type="numerical",
// each answer with its fraction (100 right, 0 wrong) and feedback, an image embedded as
// <file name="…" encoding="base64"> and referenced from the text as @@PLUGINFILE@@/name.
// Text is English, as the command line's output is.
#include "hashlab/scenario/drill.h"
#include "hashlab/scenario/exercise.h"

#include <optional>
#include <string>
#include <vector>

namespace hashlab::scenario {

struct MoodleImage {
    std::string name; // file name, referenced as @@PLUGINFILE@@/name
    std::string bytes;
};

struct MoodleAnswer {
    std::string text; // numerical: the number, or "*" for any other answer
    int fraction = 0; // percent of the mark
    std::string feedback;
    double tolerance = 0; // numerical only
};

struct MoodleQuestion {
    enum class Type { MultiChoice, Numerical };
    Type type = Type::MultiChoice;
    std::string name;
    std::string text; // plain text; paragraphs separated by blank lines
    std::string generalFeedback;
    std::vector<MoodleAnswer> answers;
    std::optional<MoodleImage> image;
};

// The drill's questions; each says where to open the same drill in HashLab to see its state.
std::vector<MoodleQuestion> drillMoodleQuestions(const Lesson& drill, std::string_view lab,
                                                 std::uint64_t seed);
// Step `step` of an exercise as one question: the setup, the steps before it with their answers,
// then the step's prompt. Node names, yes/no, digits and two-table cells are multiple choice;
// slots, bits, buckets and numbers are numerical.
MoodleQuestion yourTurnMoodleQuestion(const Exercise& exercise, std::size_t step);
// The whole bank: a category, then the questions.
std::string moodleXml(const std::string& category, const std::vector<MoodleQuestion>& questions);

} // namespace hashlab::scenario
