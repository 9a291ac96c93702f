#include "lessons.h"

#include "lab_registry.h"
#include "language.h"
#include "scenario_io.h"
#include "theme.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace hashlab::app {

QList<Lesson> availableLessons() {
    QList<Lesson> lessons;
    const QDir dir(QStringLiteral(":/scenarios"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        Lesson lesson;
        lesson.resourcePath = dir.filePath(name);
        if (readLessonFile(lesson.resourcePath, &lesson.steps).isEmpty()) {
            lesson.scenario = scenario::toScenario(lesson.steps, 0);
            lessons.append(lesson);
        }
    }
    // Lessons follow the labs' order in the switcher, then their file names.
    const QStringList order = labIds();
    std::stable_sort(lessons.begin(), lessons.end(), [&](const Lesson& a, const Lesson& b) {
        return order.indexOf(QString::fromStdString(a.scenario.lab)) <
               order.indexOf(QString::fromStdString(b.scenario.lab));
    });
    return lessons;
}

QString lessonTitle(const Lesson& lesson) {
    const std::string lang = currentLanguage().toStdString();
    for (const std::string& key : {lang, std::string("en")}) {
        auto it = lesson.scenario.title.find(key);
        if (it != lesson.scenario.title.end())
            return QString::fromStdString(it->second);
    }
    return QFileInfo(lesson.resourcePath).baseName();
}

LessonBanner::LessonBanner(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_close(new QToolButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 8, 8, 8);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    layout->addWidget(m_label, 1);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &LessonBanner::clearLesson);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &LessonBanner::refresh);
    setAutoFillBackground(true);
    hide();
}

void LessonBanner::showLesson(const scenario::Scenario& scenario) {
    m_scenario = scenario;
    m_open = true;
    refresh();
    show();
}

void LessonBanner::clearLesson() {
    m_open = false;
    hide();
}

void LessonBanner::followLab(const QString& labId) {
    setVisible(m_open && labId == lessonLab());
}

QString LessonBanner::lessonLab() const {
    return m_open ? QString::fromStdString(m_scenario.lab) : QString();
}

QString LessonBanner::text() const {
    return m_label->text();
}

void LessonBanner::refresh() {
    const ThemePalette& p = ThemeManager::instance().palette();
    QPalette pal = palette();
    pal.setColor(QPalette::Window, p.surface);
    pal.setColor(QPalette::WindowText, p.text);
    setPalette(pal);
    m_close->setToolTip(tr("Close the lesson caption"));
    const Lesson lesson{QString(), m_scenario, {}};
    const QString title = lessonTitle(lesson);
    const QString caption = scenarioCaption(m_scenario, currentLanguage());
    m_label->setText(
        QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), caption.toHtmlEscaped()));
}

void LessonBanner::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
