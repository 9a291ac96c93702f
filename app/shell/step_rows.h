#pragma once
// "Steps as text": the trace of the operation on screen as rows a screen reader reads one by one
// (steps_as_text.h shows them). Each lab turns its own trace into rows (its *_step_rows.cpp);
// the shell only shows them and keeps the current step's row selected.
#include <QList>
#include <QString>

#include <functional>

namespace hashlab::app {

struct StepRow {
    int step = 0;      // the step player's index at which this row is the step on screen (1..n)
    QString operation; // "insert “15”"
    QString cell;      // "slot 4", "bit 29", "stage 2 (arcs)", "hash"
    QString value;     // what the cell holds or becomes: "“22”", "0 → 1", "3 keys move"
    QString verdict;   // what the step decides: "collision: probe on", "maybe present"
};

using StepRowSource = std::function<QList<StepRow>()>;
using StepCaptionSource = std::function<QString()>;

} // namespace hashlab::app
