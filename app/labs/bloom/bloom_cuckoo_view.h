#pragma once
// The cuckoo filter drawn bucket by bucket: one row of b slots per bucket with each fingerprint
// in hex, and the one-entry victim stash underneath. The operation's trace plays in steps: the
// derivation (fp, i1, i2 = i1 XOR hash(fp)), each kick of an insert, then the result; the table
// on screen is the one before the operation with the kicks so far applied.
#include "filter_canvas.h"

#include <optional>

namespace hashlab::app {

class CuckooView : public FilterCanvas {
    Q_OBJECT
public:
    using FilterCanvas::FilterCanvas;
    QStringList lines() const override;
    // What the canvas shows at the current step (0 = empty).
    std::uint32_t shownEntry(std::uint64_t bucket, unsigned slot) const;
    std::optional<std::uint32_t> shownStash() const;
    QRectF slotRect(std::uint64_t bucket, unsigned slot) const;
    QRectF stashRect() const;

protected:
    void paintBody(QPainter& p, const QRectF& area) override;

private:
    int appliedKicks() const; // kicks of an insert applied at the current step
    bool atEnd() const;
    struct Layout {
        double x0 = 0, y0 = 0, label = 0, cell = 10, row = 10;
    };
    Layout layout() const;
};

} // namespace hashlab::app
