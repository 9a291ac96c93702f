// `hashlab drill --lab L --seed S --count N --export moodle --out bank.xml`: a drill's questions
// with their figures, then as many single-step Your-turn questions (one per exercise kind of the
// lab in turn, seeds S, S + 1, …), as a Moodle XML question bank (hashlab/scenario/moodle.h). It
// lives beside the worksheet because the figures are the labs' canvases, which need Qt.
#include "cli/args.h"
#include "export_command.h"
#include "lesson_document.h"

#include "hashlab/scenario/drill.h"
#include "hashlab/scenario/moodle.h"

#include <QByteArray>

#include <fstream>

namespace hashlab::app {
namespace {

using cli::Args;
using cli::OptionSpec;
using cli::UsageError;

const std::vector<OptionSpec> kDrillSpecs = {
    {"lab", "LAB", "probing|ring|bloom|collisions (required)"},
    {"seed", "S", "the drill's seed, 0 to 2^64-1 (required)"},
    {"count", "N",
     "drill questions, 1 to 50 (default 10), and as many single-step Your-turn questions"},
    {"export", "FORMAT", "moodle (required): Moodle XML"},
    {"out", "FILE", "the question bank, ending in .xml (required)"},
    {"no-figures", "", "leave the drill questions' figures out (a smaller file)"},
};

int runDrill(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kDrillSpecs);
    if (args.help()) {
        out << cli::formatHelp(
            "hashlab drill --lab LAB --seed S --export moodle --out FILE.xml [--count N] "
            "[--no-figures] [--json]",
            "Writes a drill (with its figures) and single-step Your-turn questions as a Moodle "
            "XML question bank: multichoice and numerical questions, each answer with its "
            "fraction and feedback.",
            kDrillSpecs);
        return 0;
    }
    const auto [lab, seed, count] = readDrillRequest(args);
    (void)args.choice("export", {"moodle"});
    const std::string path = args.text("out");
    if (path.size() < 4 || path.substr(path.size() - 4) != ".xml")
        throw UsageError("--out: a Moodle bank is XML, so the file must end in .xml, got '" + path +
                         "'");
    auto drill = scenario::makeDrill(lab, seed, count);
    if (!drill)
        throw UsageError("--" + drill.error().parameter + ": " + drill.error().message);
    std::vector<scenario::MoodleQuestion> questions =
        scenario::drillMoodleQuestions(*drill, lab, seed);
    if (!args.flag("no-figures")) {
        std::unique_ptr<QApplication> ownedApp = startHeadless("light", "en");
        std::vector<QByteArray> pngs;
        if (QString e = renderStepFigures(*drill, QSize(800, 450), pngs); !e.isEmpty())
            throw UsageError(e.toStdString());
        for (std::size_t i = 0; i < questions.size() && i < pngs.size(); ++i)
            questions[i].image = scenario::MoodleImage{"drill-" + lab + "-" + std::to_string(seed) +
                                                           "-" + std::to_string(i + 1) + ".png",
                                                       pngs[i].toStdString()};
    }
    // Your turn: the lab's kinds in turn, each a fresh seed, one step drawn from the exercise.
    const auto kinds = scenario::exerciseKinds(lab);
    scenario::ExerciseRng rng(seed);
    for (int i = 0; i < count; ++i) {
        const auto e = scenario::makeExercise(lab, kinds[std::size_t(i) % kinds.size()],
                                              seed + std::uint64_t(i), 1 + i % 3)
                           .value();
        questions.push_back(scenario::yourTurnMoodleQuestion(e, rng.below(e.steps.size())));
    }
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f << scenario::moodleXml("HashLab/" + lab + " seed " + std::to_string(seed), questions);
    f.close();
    if (!f)
        throw UsageError("--out: cannot write '" + path + "'");
    const nlohmann::json j = {{"lab", lab},
                              {"seed", seed},
                              {"count", count},
                              {"questions", questions.size()},
                              {"figures", !args.flag("no-figures")},
                              {"out", path}};
    cli::printResult(out, j, args.json());
    return 0;
}

} // namespace

cli::Command drillCommand() {
    return {"drill", "a drill and Your-turn questions as a Moodle XML bank (headless)", runDrill};
}

} // namespace hashlab::app
