#pragma once
// The node names under the ring lab's bar charts (keys per node, requests per node): one bar per
// node at x = 0, 1, ... Long names or many nodes must never run into each other.
#include <QStringList>

class QCustomPlot;

namespace hashlab::app {

// Names side by side while they fit under their bars; else turned upright, and then only every
// k-th bar named so that no two names touch ("s10s11" at 11 nodes). Call again after a resize.
void layoutBarNames(QCustomPlot* plot, const QStringList& names);

} // namespace hashlab::app
