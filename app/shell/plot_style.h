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

// Moves the legend out of the axis rect into a row under it: an inset legend grows with Chinese
// labels and classroom type until it covers the data. Call once, after creating the plot.
void placeLegendBelowAxes(QCustomPlot* plot);
// For a legend placed below the axes: as many columns (1 to 3) as the plot's width holds without
// clipping an entry. Call after the legend's items change and on resize.
void fitLegendColumns(QCustomPlot* plot);
// For a legend placed below the axes: the plot's least height becomes what leaves the axes `axes`
// px under the legend's rows at its current columns, the x axis's labels and margins - a fixed
// least height left them 50 px where the type or the language made the legend taller. Call after
// fitLegendColumns.
void keepAxesHeight(QCustomPlot* plot, int axes);

} // namespace hashlab::app
