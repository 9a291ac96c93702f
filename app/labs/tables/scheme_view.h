#pragma once
// The hash-table canvas for the schemes beyond plain probing: one band of slots per table (two for
// cuckoo and for a rehash in progress), chains drawn under their slots, buckets split into their
// slots, Robin Hood's probe distance under each key, and for cuckoo the graph its keys make (each
// key an edge from its T1 cell to its T2 cell, a dot at the end it occupies). The cell the stage
// looks at has a thick ring, the cells visited before it a thin one, and the keys in hand (Robin
// Hood's carried key, cuckoo's kicked-out key) ride in a chip. It draws SchemeModel::frame().
#include <QRectF>
#include <QWidget>

#include <cstdint>
#include <vector>

class QPainter;

namespace hashlab::app {

class SchemeModel;
struct SchemeFrame;

class SchemeView : public QWidget {
    Q_OBJECT
public:
    static constexpr std::uint64_t kMaxDrawn = 64; // slots drawn per table
    static constexpr int kMaxColumns = 32;
    static constexpr int kMaxChainDrawn = 6; // chain nodes drawn under a slot ("+k" for more)

    explicit SchemeView(SchemeModel* model, QWidget* parent = nullptr);

    void setStep(int index);
    int step() const { return m_step; }

    // What is on screen, for tests.
    QString headline() const;
    QString detail() const;
    QRectF cellRect(std::size_t table, std::uint64_t slot) const; // empty when not drawn

    QSize sizeHint() const override { return {900, 460}; }
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Band {
        std::size_t table = 0;
        std::uint64_t first = 0, count = 0; // slots drawn
        int columns = 1, rows = 1;
        int depth = 0; // chain nodes drawn under the deepest slot (chaining)
        QRectF area;   // the band's slots (without its label)
        QString label;
    };
    struct Layout {
        std::vector<Band> bands;
        double cell = 0, pitch = 0, labelWidth = 0, top = 0;
        double heightInCells = 0; // the bands' height in cells (minimum size)
        bool graph = false;
    };
    Layout layout(const SchemeFrame& f) const;
    double headerHeight() const;
    QRectF cellIn(const Layout& l, std::size_t table, std::uint64_t slot) const;
    // The layers paintEvent draws, bottom up (scheme_view_paint.cpp); Paint is what they share.
    struct Paint;
    void paintHeader(QPainter& p, const Paint& c) const;
    void paintBand(QPainter& p, const Paint& c, const Band& b) const;
    void paintCell(QPainter& p, const Paint& c, const Band& b, std::uint64_t slot) const;
    void paintChain(QPainter& p, const Paint& c, const Band& b, const QRectF& r,
                    std::uint64_t slot) const;
    int paintCuckooGraph(QPainter& p, const Paint& c) const; // returns the edges drawn
    void paintCurrentCell(QPainter& p, const Paint& c) const;
    void paintHand(QPainter& p, const Paint& c) const;
    SchemeModel* m_model;
    int m_step = 0;
    mutable int m_edges = 0;

    // Read by the tests only (tests/app/tables/tables_test_access.h).
    friend class SchemeViewTestAccess;
    bool graphDrawn() const; // the cuckoo graph is on screen
    int edgesDrawn() const;  // its edges in the last paint
    QRectF chainNodeRect(std::size_t table, std::uint64_t slot, int node) const;
};

} // namespace hashlab::app
