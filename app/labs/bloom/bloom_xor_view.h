#pragma once
// The xor filter's fingerprint array (⌊1.23·n⌋ + 32 cells in three blocks) and its build in
// steps: each stalled attempt (a retry on a new seed), the peel order (a cell that one key alone
// uses is removed with that key), then the assignment in reverse (cell = fp ⊕ the key's two other
// cells). Before the build, the words collected so far.
#include "filter_canvas.h"

#include <optional>

namespace hashlab::app {

class XorView : public FilterCanvas {
    Q_OBJECT
public:
    using FilterCanvas::FilterCanvas;
    QStringList lines() const override;
    // The cell's value at the current step (nullopt: not assigned yet), and whether it is peeled.
    std::optional<std::uint32_t> shownCell(std::uint64_t i) const;
    bool peeledAt(std::uint64_t i) const;
    QRectF cellRect(std::uint64_t i) const;

protected:
    void paintBody(QPainter& p, const QRectF& area) override;

private:
    // The step on screen split into its phase: failed attempts, peels, assignments applied.
    struct Phase {
        int retries = 0, peeled = 0, assigned = 0;
    };
    Phase phase() const;
    int columns() const;
};

} // namespace hashlab::app
