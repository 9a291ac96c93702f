#pragma once
// The probing canvas: the table as a row or grid of slots (at most 128 drawn), the current
// operation's probes up to the step index (probed slot highlighted, path drawn as arrows, the
// filled-in formula large), and the key's step: gcd, period and the reachable slots.
// It only reads the model's table and trace; it computes no probe.
#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <cstdint>
#include <vector>

class QPainter;

namespace hashlab::app {

class ProbingModel;

class ProbingView : public QWidget {
    Q_OBJECT
public:
    static constexpr std::uint64_t kMaxDrawn = 128;
    // The smallest slot the minimum size leaves room for: small in the normal mode (a small export
    // or window still fits), in presentation mode no smaller than the normal mode draws them on
    // a 1280×720 screen (about 64 px).
    static constexpr double kMinCell = 38;
    static constexpr double kMinPresentationCell = 70;

    explicit ProbingView(ProbingModel* model, QWidget* parent = nullptr);

    void setStep(int index); // 0 = before the first probe, probes.size() = all probes shown
    int step() const { return m_step; }

    // What is on screen, for tests and the status bar.
    int highlightedSlot() const; // -1 when no probe is shown
    QString headline() const;    // the large line: the filled-in formula of the current probe
    QString detail() const;      // the line under it
    // The detail's box under the headline, and its type: shrunk where the text needs more lines
    // than the box has (see probing_view.cpp).
    QRectF detailBox() const;
    QFont detailFont() const;
    QRectF slotRect(std::uint64_t slot) const; // empty when the slot is not drawn
    std::uint64_t firstDrawnSlot() const;

    QSize sizeHint() const override { return {900, 420}; }
    // Room for the headline, the footer and the slots at kMinCell (see the definition).
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Layout {
        QRectF grid;
        double cell = 0;
        double pitch = 0; // row height in pixels: the cell, a gap, the index (and badge) line
        int columns = 1;
        std::uint64_t first = 0, count = 0;
    };
    struct LegendItem {
        QColor color;
        QString text;
        bool ring;
    };
    Layout layout() const;
    std::vector<LegendItem> legendItems() const;
    std::vector<QPointF> legendPositions(double* rows) const;
    double footerHeight() const;
    QFont bodyFont() const;
    QRectF cellRect(const Layout& l, std::uint64_t slot) const;
    // The layers paintEvent draws, bottom up (probing_view_paint.cpp); Paint is what they share.
    struct Paint;
    void paintHeadline(QPainter& p, const Paint& c) const;
    void paintSlots(QPainter& p, const Paint& c) const;
    void paintProbePath(QPainter& p, const Paint& c) const;
    void paintProbedSlot(QPainter& p, const Paint& c) const;
    void paintStepLine(QPainter& p, const Paint& c, double y) const;
    void paintLoadLine(QPainter& p, const Paint& c, double y) const;
    void paintLegend(QPainter& p, const Paint& c, double y) const;
    // The page's scroll area (the lab's place in the window), watched in presentation mode.
    QWidget* pageViewport() const;
    ProbingModel* m_model;
    int m_step = 0;
    QWidget* m_watchedViewport = nullptr;

    // Read by the tests only (tests/app/tables/tables_test_access.h).
    friend class ProbingViewTestAccess;
    // The slots with their index and badge lines, the footer's top edge (its two text lines and
    // the legend live below it) and the legend's bounding box.
    QRectF gridBounds() const { return layout().grid; }
    double footerTop() const { return height() - footerHeight(); }
    QRectF legendBounds() const;
};

} // namespace hashlab::app
