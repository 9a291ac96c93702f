#pragma once
// The main window's menus and actions, kept apart from the window's assembly of labs.
#include <QActionGroup>
#include <QMenu>

#include <vector>

namespace hashlab::app {

struct MainWindowActions {
    QMenu *file, *edit, *view, *lessons, *help, *theme, *language;
    QAction *open, *save, *exportImage, *exportHandout, *exportSlides, *exportWorksheet, *drill,
        *record, *saveRecorded, *copy, *quit, *undo, *redo, *presentation, *drawer, *reduceMotion,
        *stepsAsText, *shortcuts, *about;
    QActionGroup *themes, *languages;
    std::vector<QAction*> labs;
    std::vector<QMenu*> lessonLabs; // the Lessons menu's submenus, one per lab with lessons
};

} // namespace hashlab::app
