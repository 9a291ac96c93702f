#pragma once
// Lessons: the scenario files compiled in under :/scenarios/, listed in a Lessons menu by their
// title, opened like any scenario. A one-state lesson (schema 1) shows its caption in a banner
// above the lab; a guided lesson (schema 2) runs in the lesson bar (lesson_bar.h).
#include <QList>
#include <QString>
#include <QWidget>

#include "hashlab/scenario/lesson.h"
#include "hashlab/scenario/scenario.h"

class QLabel;
class QMenu;
class QToolButton;

namespace hashlab::app {

struct Lesson {
    QString resourcePath;        // ":/scenarios/ring_modulo_fails.json"
    scenario::Scenario scenario; // its first step as a one-state scenario (lab, title, caption)
    scenario::Lesson steps;      // every step (one for a schema 1 file)
};

// Every lesson that parses, in the labs' order, then by file name (<lab>_<topic>.json).
QList<Lesson> availableLessons();

// The title (or file name) and caption in the current language, English as the fallback.
QString lessonTitle(const Lesson& lesson);

// The banner above the labs: the lesson's title and caption, with a close button. It belongs to
// the lab the lesson was opened in: hidden while another lab is shown, back on returning.
class LessonBanner : public QWidget {
    Q_OBJECT
public:
    explicit LessonBanner(QWidget* parent = nullptr);
    void showLesson(const scenario::Scenario& scenario);
    void clearLesson();
    // The lab now shown: the banner is visible while its lesson's lab is.
    void followLab(const QString& labId);
    QString lessonLab() const; // "" when no lesson is open
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    scenario::Scenario m_scenario;
    bool m_open = false; // a lesson is open and its caption was not closed
    QLabel* m_label;
    QToolButton* m_close;
};

} // namespace hashlab::app
