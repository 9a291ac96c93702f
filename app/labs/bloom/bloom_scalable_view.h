#pragma once
// The scalable Bloom filter drawn as its stack of sub-filters, oldest on top: each row gives the
// sub-filter's n_i, m, k, fill (as a bar) and rate P_i = P0·r^i, and a new row appears when the
// newest one is full. Underneath: the compound false-positive rate measured over never-inserted
// words beside its theory 1 − Π(1 − P_i) and the bound P0/(1 − r).
#include "filter_canvas.h"

namespace hashlab::app {

class ScalableView : public FilterCanvas {
    Q_OBJECT
public:
    using FilterCanvas::FilterCanvas;
    QStringList lines() const override;
    // One row's text per sub-filter, as drawn.
    QStringList rowTexts() const;
    QRectF rowRect(int i) const;

protected:
    void paintBody(QPainter& p, const QRectF& area) override;
};

} // namespace hashlab::app
