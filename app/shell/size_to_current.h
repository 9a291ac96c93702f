#pragma once
// A stack of pages (a QStackedWidget, a QTabWidget) asks for the room of its tallest page, shown
// or not: a hidden tab's plot or a hidden canvas made a page scroll on a 1280x720 projector.
// sizeToCurrent() leaves only the page on show asking: the others' size policies become Ignored.
#include <QList>

class QWidget;

namespace hashlab::app {

void sizeToCurrent(const QList<QWidget*>& pages, const QWidget* current);

} // namespace hashlab::app
