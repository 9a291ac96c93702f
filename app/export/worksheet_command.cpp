// `hashlab worksheet --lab probing --seed 7 --count 10 [--lang zh_CN] --out sheet.pdf`: a drill
// (hashlab/scenario/drill.h) as a worksheet, its questions with their figures, and the answer key
// beside it (sheet-answers.pdf). The same seed gives the same sheet on every machine.
#include "cli/args.h"
#include "export_command.h"
#include "lesson_document.h"

#include "hashlab/scenario/drill.h"

#include <QDir>
#include <QFileInfo>

#include <cstdint>

namespace hashlab::app {
namespace {

using cli::Args;
using cli::OptionSpec;
using cli::UsageError;

const std::vector<OptionSpec> kSpecs = {
    {"lab", "LAB", "probing|ring|bloom|collisions (required)"},
    {"seed", "S", "the drill's seed, 0 to 2^64-1 (required): read it out, every sheet is the same"},
    {"count", "N", "questions, 1 to 50 (default 10)"},
    {"out", "FILE", "the worksheet, ending in .pdf (required); the key goes to FILE-answers.pdf"},
    {"theme", "THEME", "light|dark|classroom (default light)"},
    {"lang", "LANG", "en|zh_CN (default en)"},
};

// sheet.pdf -> sheet-answers.pdf
QString answersPath(const QString& path) {
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-answers.pdf"));
}

int runWorksheet(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kSpecs);
    if (args.help()) {
        out << cli::formatHelp("hashlab worksheet --lab LAB --seed S --out FILE.pdf [--count N] "
                               "[--lang L] [--theme T]",
                               "Writes a drill's questions (with their figures) as a PDF worksheet "
                               "and its answer key as FILE-answers.pdf.",
                               kSpecs);
        return 0;
    }
    const auto [lab, seed, count] = readDrillRequest(args);
    const QString path = QString::fromStdString(args.text("out"));
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        throw UsageError("--out: a worksheet is a PDF, so the file must end in .pdf, got '" +
                         args.text("out") + "'");
    const std::string themeName = args.choice("theme", {"light", "dark", "classroom"}, "light");
    const std::string lang = args.choice("lang", {"en", "zh_CN"}, "en");
    auto drill = scenario::makeDrill(lab, seed, count);
    if (!drill)
        throw UsageError("--" + drill.error().parameter + ": " + drill.error().message);
    std::unique_ptr<QApplication> ownedApp = startHeadless(themeName, lang);
    const QString answers = answersPath(path);
    const LessonDocumentResult sheet = exportLessonDocument(*drill, LessonLayout::Worksheet, path);
    if (!sheet.error.isEmpty())
        throw UsageError("--out: " + sheet.error.toStdString());
    const LessonDocumentResult key = exportLessonDocument(*drill, LessonLayout::AnswerKey, answers);
    if (!key.error.isEmpty())
        throw UsageError("--out: " + key.error.toStdString());
    const nlohmann::json j = {{"lab", lab},
                              {"seed", seed},
                              {"count", count},
                              {"out", path.toStdString()},
                              {"pages", sheet.pages},
                              {"answers", answers.toStdString()},
                              {"answer_pages", key.pages},
                              {"theme", themeName},
                              {"lang", lang}};
    cli::printResult(out, j, args.json());
    return 0;
}

} // namespace

DrillRequest readDrillRequest(const cli::Args& args) {
    std::vector<std::string> labs;
    for (auto lab : scenario::drillLabs())
        labs.emplace_back(lab);
    DrillRequest r;
    r.lab = args.choice("lab", labs);
    r.seed = args.integer("seed", 0, UINT64_MAX);
    r.count = static_cast<int>(
        args.integer("count", 1, static_cast<std::uint64_t>(scenario::kMaxDrillQuestions), 10));
    return r;
}

cli::Command worksheetCommand() {
    return {"worksheet", "a drill as a PDF worksheet and its answer key (headless)", runWorksheet};
}

} // namespace hashlab::app
