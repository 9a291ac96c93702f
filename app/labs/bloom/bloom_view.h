#pragma once
// The bit-array canvas: the filter's cells as a grid (up to 4,096), the last operation's trace
// drawn at the step player's index (the derived indices so far outlined, the current one filled,
// its formula underneath), and the verdict once the trace is complete. Pure painting of
// (model state, trace, index); colours and scales from the theme.
#include <QStringList>
#include <QWidget>

#include <optional>

class QPainter;

namespace hashlab::app {

class BloomModel;

class BloomView : public QWidget {
    Q_OBJECT
public:
    explicit BloomView(const BloomModel* model, QWidget* parent = nullptr);
    void setStep(int index);
    int step() const { return m_step; }
    // The grid rectangle of a cell (for tests and hit-testing).
    QRectF cellRect(std::uint64_t index) const;
    // The derivation lines of the current trace as the header shows them (translated).
    QStringList derivationLines() const;
    // The step on screen in one line (its formula, the cell's change, the verdict at the end).
    QString stepLine() const;
    QString verdictLine() const;
    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {320, 240}; }

signals:
    // A click only points at a cell (a lecturer clicks the canvas to step it with the keys); a
    // double-click is the deliberate act that clears it.
    void cellClicked(quint64 index);
    void cellDoubleClicked(quint64 index);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;

private:
    std::optional<std::uint64_t> cellAt(const QPointF& pos) const;
    struct Layout {
        QRectF grid;
        int cols = 1;
        double cell = 10;
    };
    Layout layout() const;
    unsigned displayedValue(std::uint64_t index) const;
    double headerHeight() const;
    QFont textFont(double points) const; // the widget's font at points × the theme's font scale
    // The layers paintEvent draws, bottom up; Paint is what they share.
    struct Paint;
    void paintHeader(QPainter& p, const Paint& c) const;
    void paintCells(QPainter& p, const Paint& c) const;
    void paintDividers(QPainter& p, const Paint& c) const;
    void paintDerived(QPainter& p, const Paint& c) const;
    void paintStepFormula(QPainter& p, const Paint& c, double y) const;
    void paintVerdict(QPainter& p, const Paint& c, double y) const;

    const BloomModel* m_model;
    int m_step = 0;
};

} // namespace hashlab::app
