#pragma once
// The ring lab's reads for tests only: friends of the classes they read, so that what the tests
// look at (where a key's dot is, what the legend says) is not public API of the app.
#include "labs/ring/ring_view.h"

#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace hashlab::app {

class RingViewTestAccess {
public:
    static const std::vector<RingView::Copy>& hoverCopies(const RingView& v) {
        return v.hoverCopies();
    }
    static QStringList legendTexts(const RingView& v) { return v.legendTexts(); }
    static QPointF ringCenter(const RingView& v) { return v.ringCenter(); }
    static double ringRadius(const RingView& v) { return v.ringRadius(); }
    static QRectF quarterLabelRect(const RingView& v, int q) { return v.quarterLabelRect(q); }
    static QPointF keyPosition(const RingView& v, std::uint64_t key) { return v.keyPosition(key); }
};

} // namespace hashlab::app
