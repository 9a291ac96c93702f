#include "scenario_io.h"

#include "core_text.h"
#include "lab_page.h"
#include "safe_write.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace hashlab::app {

namespace {

// Reads the whole file, refusing one over scenario::kMaxBytes before reading it.
QString readBounded(const QString& path, QByteArray* out) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("Scenario", "Cannot open %1: %2")
            .arg(path, file.errorString());
    if (file.size() > static_cast<qint64>(scenario::kMaxBytes))
        return QCoreApplication::translate("Scenario",
                                           "%1 is %2 MB; scenario files are limited to 10 MB.")
            .arg(QFileInfo(path).fileName())
            .arg(static_cast<double>(file.size()) / 1e6, 0, 'f', 1);
    *out = file.read(static_cast<qint64>(scenario::kMaxBytes) + 1);
    if (file.error() != QFileDevice::NoError)
        return QCoreApplication::translate("Scenario", "Cannot read %1: %2")
            .arg(path, file.errorString());
    return {};
}

std::string_view view(const QByteArray& bytes) {
    return std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

} // namespace

namespace {

// Reads `path` within the size limit and parses it with `parse` (scenario::parse or parseLesson).
template <typename T, typename Parse>
QString readWith(const QString& path, T* out, Parse parse) {
    QByteArray bytes;
    if (QString error = readBounded(path, &bytes); !error.isEmpty())
        return error;
    auto parsed = parse(view(bytes));
    if (!parsed)
        return QCoreApplication::translate("Scenario", "%1 is not a usable scenario: %2")
            .arg(QFileInfo(path).fileName(), coreError(parsed.error()));
    *out = std::move(parsed).value();
    return {};
}

} // namespace

QString readScenarioFile(const QString& path, scenario::Scenario* out) {
    return readWith(path, out, [](std::string_view text) { return scenario::parse(text); });
}

QString readLessonFile(const QString& path, scenario::Lesson* out) {
    return readWith(path, out, [](std::string_view text) { return scenario::parseLesson(text); });
}

QString applyScenario(LabPage* page, const scenario::Scenario& scenario) {
    const QString lab = QString::fromStdString(scenario.lab);
    if (lab != page->labId())
        return QCoreApplication::translate("Scenario",
                                           "This scenario is for the %1 lab, not the %2 lab.")
            .arg(lab, page->labId());
    return page->loadState(scenario.state);
}

std::string scenarioText(const LabPage& page) {
    scenario::Scenario s;
    s.lab = page.labId().toStdString();
    s.state = page.saveState();
    return scenario::serialize(s);
}

QString saveScenarioFile(const QString& path, const LabPage& page) {
    const std::string text = scenarioText(page);
    const QString error =
        writeFileAtomically(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    return error.isEmpty()
               ? QString()
               : QCoreApplication::translate("Scenario", "Scenario not saved: %1").arg(error);
}

QString scenarioCaption(const scenario::Scenario& scenario, const QString& language) {
    auto it = scenario.caption.find(language.toStdString());
    if (it == scenario.caption.end())
        it = scenario.caption.find("en");
    return it == scenario.caption.end() ? QString() : QString::fromStdString(it->second);
}

} // namespace hashlab::app
