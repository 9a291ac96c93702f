#include "export_command.h"

#include "animation.h"
#include "cli/args.h"
#include "export_part.h"
#include "exporter.h"
#include "lesson_document.h"
#include "shell/combo_elision.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/scenario_io.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QApplication>
#include <QFileInfo>

#include <cstdio>
#include <memory>
#include <ostream>

namespace hashlab::app {

std::unique_ptr<QApplication> startHeadless(const std::string& themeName, const std::string& lang) {
    // Headless by design: export must work on a build server with no display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // The offscreen platform's chatter (no XDG_RUNTIME_DIR, no size hints) is not the user's
    // concern.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& msg) {
        if (type == QtDebugMsg || type == QtInfoMsg)
            return;
        if (msg.contains(QLatin1String("XDG_RUNTIME_DIR")) ||
            msg.contains(QLatin1String("propagateSizeHints")))
            return;
        fprintf(stderr, "hashlab: warning: %s\n", qPrintable(msg));
    });
    static int argc = 1;
    static char name[] = "hashlab";
    static char* argvQt[] = {name, nullptr};
    std::unique_ptr<QApplication> ownedApp;
    if (!QCoreApplication::instance())
        ownedApp = std::make_unique<QApplication>(argc, argvQt);
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        installComboElision(app);
    setLanguage(QString::fromStdString(lang));
    ThemeKind kind = ThemeKind::Light;
    ThemeManager::parse(QString::fromStdString(themeName), &kind);
    ThemeManager::instance().setKind(kind);

    return ownedApp;
}

namespace {

using cli::Args;
using cli::OptionSpec;
using cli::UsageError;

const std::vector<OptionSpec> kSpecs = {
    {"lab", "LAB", "ring|probing|bloom|collisions (required, except with --lesson)"},
    {"lesson", "FILE", "a guided lesson to write as a PDF, one page per step (with --format)"},
    {"format", "LAYOUT", "with --lesson: handout (A4, answers at the end) or slides (16:9)"},
    {"scenario", "FILE", "render this scenario (or lesson) file's state"},
    {"lesson-step", "N",
     "with --scenario naming a guided lesson: render its step N (1 to its step count)"},
    {"out", "FILE", "output file ending in .png, .svg or .pdf (required)"},
    {"size", "WxH", "output size in pixels, 16x16 to 16384x16384 (default 1600x900)"},
    {"scale", "S", "device pixel ratio, 0.5 to 4 (default 1): text and strokes grow with it"},
    {"theme", "THEME", "light|dark|classroom (default light)"},
    {"lang", "LANG", "en|zh_CN (default en)"},
    {"part", "PART",
     "page|canvas|plot: the whole page, its canvas or its main plot (default page)"},
    {"tab", "TAB",
     "the page's tab to show (collisions: dedup|birthday|short_links; bloom: "
     "fp_plot|sizing|read_path|choosing; probing: probe_plot|theory|compare|real_speed)"},
    {"animate", "", "the step player's stages as an animation (--out FILE.gif or FILE.webp)"},
    {"storyboard", "", "every stage in one PNG grid with its caption (--out FILE.png)"},
    {"fps", "N", "animation frames per second: 5, 10, 20, 25 or 50 (default 10)"},
    {"seconds-per-step", "S", "animation: seconds each stage is held, 0.1 to 60 (default 1.5)"},
    {"columns", "C", "storyboard columns, 1 to 100 (default: about as many as rows)"},
};

// --scenario: a saved state, or one step of a guided lesson (a documentation writer's figure of
// "step 3"), in the lab and at the stage the lesson shows it.
void loadScenarioOrLessonStep(const Args& args, const QString& lab, LabPage* page) {
    const QString path = QString::fromStdString(args.text("scenario"));
    scenario::Lesson lesson;
    if (readLessonFile(path, &lesson).isEmpty() && lesson.schema >= 2) {
        const std::size_t count = lesson.steps.size();
        if (!args.has("lesson-step"))
            throw UsageError("--scenario: " + args.text("scenario") + " is a guided lesson of " +
                             std::to_string(count) + " steps: choose one with --lesson-step 1.." +
                             std::to_string(count) +
                             " (or write them all with --lesson FILE --format handout|slides)");
        const auto n = static_cast<std::size_t>(args.integer("lesson-step", 1, count));
        const scenario::Step& step = lesson.steps[n - 1];
        if (QString::fromStdString(step.lab) != lab)
            throw UsageError("--lesson-step: step " + std::to_string(n) + " of " +
                             args.text("scenario") + " is in the " + step.lab + " lab: use --lab " +
                             step.lab);
        if (const QString error = page->loadState(step.state); !error.isEmpty())
            throw UsageError("--scenario: " + error.toStdString());
        page->settleCanvas(); // the plots, if exported, are settled with the part
        if (StepPlayer* player = page->stepPlayer(); player && step.stage)
            player->setIndex(std::min(*step.stage, player->count()));
        return;
    }
    if (args.has("lesson-step"))
        throw UsageError("--lesson-step: " + args.text("scenario") +
                         " is not a guided lesson (it holds one state)");
    scenario::Scenario s;
    QString error = readScenarioFile(path, &s);
    if (error.isEmpty())
        error = applyScenario(page, s);
    if (!error.isEmpty())
        throw UsageError("--scenario: " + error.toStdString());
}

enum class Output { Still, Animated, Storyboard };

// Which kind of file, from --animate/--storyboard and the --out extension; the options that
// belong to another kind are refused rather than ignored.
Output parseOutput(const Args& args) {
    const std::string out = args.text("out");
    const QString suffix = QFileInfo(QString::fromStdString(out)).suffix().toLower();
    if (args.flag("animate") && args.flag("storyboard"))
        throw UsageError("--animate and --storyboard write different files: choose one");
    if (!args.flag("animate"))
        for (const char* name : {"fps", "seconds-per-step"})
            if (args.has(name))
                throw UsageError(std::string("--") + name + " applies to --animate only");
    if (args.has("columns") && !args.flag("storyboard"))
        throw UsageError("--columns applies to --storyboard only");
    if (args.flag("animate")) {
        if (suffix != QLatin1String("gif") && suffix != QLatin1String("webp"))
            throw UsageError("--out must end in .gif or .webp with --animate, got '" + out + "'");
        return Output::Animated;
    }
    if (args.flag("storyboard")) {
        if (suffix != QLatin1String("png"))
            throw UsageError("--out must end in .png with --storyboard, got '" + out + "'");
        return Output::Storyboard;
    }
    ExportFormat format;
    if (!exportFormatFor(QString::fromStdString(out), &format))
        throw UsageError("--out must end in .png, .svg or .pdf, got '" + out + "'");
    return Output::Still;
}

AnimationTiming parseTiming(const Args& args) {
    AnimationTiming timing;
    timing.fps = static_cast<int>(args.integer("fps", 1, 1000, 10));
    if (!isAnimationFps(timing.fps))
        throw UsageError("--fps must be 5, 10, 20, 25 or 50 (GIF delays are whole hundredths of "
                         "a second), got " +
                         std::to_string(timing.fps));
    timing.secondsPerStep =
        args.real("seconds-per-step", animlimits::kMinHold, animlimits::kMaxHold, 1.5);
    return timing;
}

QSize parseSize(const std::string& s) {
    const auto x = s.find('x');
    if (x == std::string::npos)
        throw UsageError("--size must look like 1600x900, got '" + s + "'");
    const auto w = Args::parseInteger("--size width", s.substr(0, x), 16, 16384);
    const auto h = Args::parseInteger("--size height", s.substr(x + 1), 16, 16384);
    return {static_cast<int>(w), static_cast<int>(h)};
}

// Renders and writes a GIF or storyboard; the JSON fields it adds.
nlohmann::json runAnimation(LabPage* page, ExportPart part, const ExportRequest& request,
                            Output output, const AnimationTiming& timing, int columns,
                            double* applied) {
    const bool animated = output == Output::Animated;
    AnimationExport run(page, part, request,
                        animated ? AnimationKind::Animated : AnimationKind::Storyboard, timing,
                        columns);
    const std::string flag = animated ? "--animate: " : "--storyboard: ";
    QString error = run.start();
    while (error.isEmpty() && !run.allDone())
        error = run.step();
    if (error.isEmpty())
        error = run.finish();
    if (!error.isEmpty())
        throw UsageError((error.contains(request.path) ? "--out: " : flag) + error.toStdString());
    const AnimationResult& r = run.result();
    *applied = r.appliedScale;
    const bool webp = request.path.endsWith(QLatin1String(".webp"), Qt::CaseInsensitive);
    nlohmann::json j = {{"kind", !animated ? "storyboard"
                                 : webp    ? "webp"
                                           : "gif"},
                        {"frames", r.frames},
                        {"stages", r.stages},
                        {"bytes", r.bytes},
                        {"image_width", r.size.width()},
                        {"image_height", r.size.height()}};
    if (animated) {
        j["fps"] = timing.fps;
        j["seconds_per_step"] = timing.secondsPerStep;
        j["play_frames"] = r.playFrames;
        j["seconds"] = r.seconds;
    }
    return j;
}

int runLessonExport(const Args& args, std::ostream& out) {
    if (args.has("lab") || args.has("scenario") || args.has("lesson-step") || args.has("part") ||
        args.has("tab"))
        throw UsageError("--lesson: the lesson's steps name their labs and states; drop --lab, "
                         "--scenario, --part and --tab");
    const std::string layoutName = args.choice("format", {"handout", "slides"});
    const QString path = QString::fromStdString(args.text("out"));
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        throw UsageError(
            "--out: a handout or slides are a PDF, so the file must end in .pdf, got '" +
            args.text("out") + "'");
    const std::string themeName = args.choice("theme", {"light", "dark", "classroom"}, "light");
    const std::string lang = args.choice("lang", {"en", "zh_CN"}, "en");
    std::unique_ptr<QApplication> ownedApp = startHeadless(themeName, lang);
    scenario::Lesson lesson;
    if (QString error = readLessonFile(QString::fromStdString(args.text("lesson")), &lesson);
        !error.isEmpty())
        throw UsageError("--lesson: " + error.toStdString());
    const LessonLayout layout =
        layoutName == "slides" ? LessonLayout::Slides : LessonLayout::Handout;
    const LessonDocumentResult result = exportLessonDocument(lesson, layout, path);
    if (!result.error.isEmpty())
        throw UsageError("--lesson: " + result.error.toStdString());
    int questions = 0;
    for (const auto& step : lesson.steps)
        questions += step.question.has_value();
    const nlohmann::json j = {{"lesson", args.text("lesson")},
                              {"out", path.toStdString()},
                              {"format", layoutName},
                              {"steps", lesson.steps.size()},
                              {"questions", questions},
                              {"pages", result.pages},
                              {"theme", themeName},
                              {"lang", lang}};
    cli::printResult(out, j, args.json());
    return 0;
}

int runExport(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kSpecs);
    if (args.help()) {
        out << cli::formatHelp(
            "hashlab export --lab LAB --out FILE [--scenario F] [--size WxH] "
            "[--scale S] [--theme T] [--lang L] [--part P] [--tab T]\n"
            "       [--animate [--fps N] [--seconds-per-step S] | --storyboard [--columns C]]",
            "Renders a lab headless (no display needed) to PNG, SVG or PDF.\n"
            "PNG has exactly the pixel size asked; SVG and PDF keep text as text.\n"
            "--part canvas or plot renders that part alone at the whole size asked.\n"
            "--animate writes the step player's stages as a looping GIF or lossless WebP,\n"
            "each stage held, with the page's own animation between stages (default size\n"
            "1280x720, at most 3840x2160 and 3000 pictures); --storyboard writes every stage\n"
            "(at most 100) in one PNG grid, each under --size, with its position and caption.",
            kSpecs);
        return 0;
    }
    if (args.has("lesson"))
        return runLessonExport(args, out);
    if (args.has("format"))
        throw UsageError("--format chooses a lesson's layout: give --lesson FILE with it");
    std::vector<std::string> labs;
    for (const auto& id : labIds())
        labs.push_back(id.toStdString());
    const QString lab = QString::fromStdString(args.choice("lab", labs));
    ExportRequest request;
    request.path = QString::fromStdString(args.text("out"));
    const Output output = parseOutput(args);
    const AnimationTiming timing =
        output == Output::Animated ? parseTiming(args) : AnimationTiming{};
    const int columns = static_cast<int>(args.integer("columns", 1, 100, 0));
    // Animations default to the size of a slide or a README figure.
    request.size = args.has("size")          ? parseSize(args.text("size"))
                   : output == Output::Still ? QSize(1600, 900)
                                             : QSize(1280, 720);
    if (output == Output::Animated && (request.size.width() > animlimits::kMaxWidth ||
                                       request.size.height() > animlimits::kMaxHeight))
        throw UsageError("--size: an animation is at most 3840x2160 pixels, got " +
                         args.text("size"));
    request.scale = args.real("scale", 0.5, 4.0, 1.0);
    const std::string themeName = args.choice("theme", {"light", "dark", "classroom"}, "light");
    const std::string lang = args.choice("lang", {"en", "zh_CN"}, "en");
    ExportPart part = ExportPart::Page;
    parseExportPart(QString::fromStdString(args.choice("part", {"page", "canvas", "plot"}, "page")),
                    &part);

    std::unique_ptr<QApplication> ownedApp = startHeadless(themeName, lang);
    std::unique_ptr<LabPage> page(createLab(lab, nullptr));
    if (args.has("lesson-step") && !args.has("scenario"))
        throw UsageError("--lesson-step picks a step of a guided lesson: give --scenario FILE");
    if (args.has("scenario"))
        loadScenarioOrLessonStep(args, lab, page.get());
    if (args.has("tab")) {
        const QStringList tabs = page->pageTabs();
        if (tabs.isEmpty())
            throw UsageError("--tab: the " + lab.toStdString() +
                             " lab has no tabs (collisions: dedup|birthday|short_links; bloom: "
                             "fp_plot|sizing|read_path|choosing; probing: "
                             "probe_plot|theory|compare|real_speed)");
        const QString tab = QString::fromStdString(args.text("tab"));
        if (!page->showPageTab(tab))
            throw UsageError("--tab must be one of " + tabs.join(QLatin1Char('|')).toStdString() +
                             ", got '" + args.text("tab") + "'");
    }
    if (!page->exportPart(part))
        throw UsageError("--part: the " + lab.toStdString() + " lab has no " +
                         exportPartId(part).toStdString());
    page->settleFor(part);
    double applied = request.scale;
    nlohmann::json extra = nlohmann::json::object();
    if (output == Output::Still) {
        const QString error = exportLabPart(page.get(), part, request, &applied);
        if (!error.isEmpty())
            throw UsageError("--out: " + error.toStdString());
    } else {
        extra = runAnimation(page.get(), part, request, output, timing, columns, &applied);
    }
    if (applied < request.scale - 1e-9)
        fprintf(stderr,
                "hashlab: warning: the %s lab does not fit in %dx%d at scale %g; "
                "rendered at scale %.2f so nothing is cut off\n",
                qPrintable(lab), request.size.width(), request.size.height(), request.scale,
                applied);
    nlohmann::json j = {{"lab", lab.toStdString()},
                        {"out", request.path.toStdString()},
                        {"width", request.size.width()},
                        {"height", request.size.height()},
                        {"scale", request.scale},
                        {"applied_scale", applied},
                        {"theme", themeName},
                        {"lang", lang},
                        {"part", exportPartId(part).toStdString()}};
    if (args.has("tab"))
        j["tab"] = args.text("tab");
    j.update(extra);
    cli::printResult(out, j, args.json());
    return 0;
}

} // namespace

cli::Command exportCommand() {
    return {"export", "render a lab to PNG, SVG or PDF (headless)", runExport};
}

} // namespace hashlab::app
