#pragma once
// Lessons: the scenario files compiled in under :/scenarios/, listed in a Lessons menu by their
// title, opened like any scenario, with their caption shown in a banner above the lab.
#include <QList>
#include <QString>
#include <QWidget>

#include "hashlab/scenario/scenario.h"

class QLabel;
class QMenu;
class QToolButton;

namespace hashlab::app {

struct Lesson {
    QString resourcePath; // ":/scenarios/ring_modulo_fails.json"
    scenario::Scenario scenario;
};

// Every lesson that parses, in the labs' order, then by file name (<lab>_<topic>.json).
QList<Lesson> availableLessons();

// The title (or file name) and caption in the current language, English as the fallback.
QString lessonTitle(const Lesson& lesson);

// The banner above the labs: the lesson's title and caption, with a close button.
class LessonBanner : public QWidget {
    Q_OBJECT
public:
    explicit LessonBanner(QWidget* parent = nullptr);
    void showLesson(const scenario::Scenario& scenario);
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    scenario::Scenario m_scenario;
    QLabel* m_label;
    QToolButton* m_close;
};

} // namespace hashlab::app
