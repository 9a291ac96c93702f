#pragma once
// Applies the current theme to a QCustomPlot (background, axes, grid, fonts, legend) so every
// lab's plots look alike and follow theme and presentation mode. Call again on
// ThemeManager::changed.
class QCustomPlot;
class QCPGraph;

namespace hashlab::app {

void applyPlotTheme(QCustomPlot* plot);
// Pen width for data lines under the current theme (scaled in presentation/classroom).
double plotLineWidth();

} // namespace hashlab::app
