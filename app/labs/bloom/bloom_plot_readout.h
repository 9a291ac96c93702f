#pragma once
// The FP plot's readouts: a label that follows the mouse with the nearest point's numbers
// (x, measured with its 95 % interval, theory), and "Copy data as CSV" of the plotted series.
// The CSV is hashlab::bloom::toCsv of exactly the series on the plot, so it equals
// `hashlab bloom sweep --csv` for the same variants, n and queries.
#include "hashlab/bloom/experiment.h"

#include <QObject>
#include <QPointF>
#include <QString>

class QCPItemText;
class QCustomPlot;
class QMouseEvent;

namespace hashlab::app {

class BloomPlotReadout : public QObject {
    Q_OBJECT
public:
    explicit BloomPlotReadout(QCustomPlot* plot);

    // The series drawn now (the measured variants whose box is ticked); empty before a
    // measurement. Hides the label, whose point may be gone.
    void setPlotted(bloom::SweepResult plotted);
    const bloom::SweepResult& plotted() const { return m_plotted; }
    bool hasData() const;

    QString csv() const;
    void copyCsv() const; // to the clipboard; nothing without data

    // The label for the point nearest to `pixel` (within 16 px), or hidden.
    void hoverAt(QPointF pixel);
    void hide();
    QString hoverText() const; // "" when hidden
    QString copyActionText() const;

private:
    void onMouseMove(QMouseEvent* event);
    QCustomPlot* m_plot;
    QCPItemText* m_label;
    bloom::SweepResult m_plotted;
    QPointF m_anchor;

    // Read by the tests only (tests/app/bloom/bloom_test_access.h).
    friend class BloomPlotReadoutTestAccess;
    QPointF hoverAnchor() const { return m_anchor; } // the point's pixel position
};

} // namespace hashlab::app
