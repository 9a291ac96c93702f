#pragma once
// The hook's queries, one function each; tests/journeys/driver.h pins what each answers.
#include <QJsonArray>
#include <QJsonObject>
#include <QRect>

class QWidget;

namespace hashlab::app {
class MainWindow;
}

namespace hashlab::journey_hook {

QJsonObject stateQuery(app::MainWindow* window);
QJsonArray widgetsQuery();
QJsonObject actionsQuery(app::MainWindow* window);
QJsonObject probingQuery(app::MainWindow* window); // probing_query.cpp
QJsonObject canvasQuery(app::MainWindow* window);  // canvas_queries.cpp
QJsonObject textsQuery(app::MainWindow* window);   // canvas_queries.cpp
QJsonObject ringQuery(app::MainWindow* window);    // ring_query.cpp
QJsonObject lessonQuery(app::MainWindow* window);  // lesson_query.cpp

// [x, y, w, h]; globalRect maps `local` (in `w`'s coordinates) to the screen's.
QJsonArray rectJson(const QRect& r);
QJsonArray globalRect(const QWidget* w, const QRect& local);

} // namespace hashlab::journey_hook
