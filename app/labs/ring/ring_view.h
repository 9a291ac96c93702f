#pragma once
// The ring canvas: the hash space as a circle (0 at the top, clockwise), tick labels of the space,
// each node's points as marks in its colour, owned arcs tinted, keys as dots in their owner's
// colour. It renders (snapshot, step, animation t): step 0 = before a node change, 1 = points
// appear / vanish, 2 = arcs change owner, 3 = keys migrated (t animates old -> new colour).
// Hovering a key shows its hash and the clockwise walk to its point; hovering a point shows its
// label (B#17) and arc share.
#include <QFont>
#include <QImage>
#include <QWidget>

#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

#include <memory>
#include <optional>

namespace hashlab::app {

class RingModel;
struct RingSnapshot;

class RingView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxDrawnKeys = 20000; // above this a deterministic sample is drawn
    static constexpr double kTau = 6.283185307179586;
    // The least type size the canvas draws with in presentation mode.
    static constexpr int kLeastPresentationPixels = 18;

    explicit RingView(RingModel* model, QWidget* parent = nullptr);

    void setStep(int step);      // 0..3 (3 also when there is no change)
    void setAnimation(double t); // 0..1 within step 3
    int step() const { return m_step; }
    double animation() const { return m_t; } // 0..1 within step 3; 1 = the keys have landed
    // Keys drawn and the stride of the sample (1 = every key).
    int drawnKeys() const;
    int sampleStride() const;
    // The text of the hover box, empty when nothing is hovered (tests read it).
    QString hoverText() const { return m_hoverText; }
    // With replicas: the hovered key's preference list (nodes of every node, failed ones too),
    // primary first, each with the ring point its walk met it at (-1 without a ring).
    struct Copy {
        std::uint32_t node = 0;
        std::int64_t point = -1;
        bool failed = false;
    };
    // Where the legend goes: inside the ring's hole when it fits there clear of the key dots,
    // else in a strip beside the ring (which then shrinks to make room). Full rows, never elided.
    struct LegendLayout {
        QRectF box; // the legend's area, title included
        QFont font;
        double line = 0;   // row height
        double column = 0; // column width
        int columns = 1;
        bool inHole = true;
        QRectF ring; // the area the ring is fitted into (the canvas less a strip for the legend)
        QRectF headline; // the headline's box at the strip's top (empty without a headline)
        QFont headlineFont;
    };
    LegendLayout legendLayout() const { return legendLayout(QRectF(rect())); }
    LegendLayout legendLayout(const QRectF& rect) const; // cached

    // The lab's headline ("moved 214 of 1,500 …"), drawn at the top of the strip beside the ring
    // on a projector with the drawer folded: there the line above the canvas was 35 to 60 px of
    // ring diameter. Empty: none (the lab shows it above the canvas).
    void setHeadline(const QString& text);
    QString headline() const { return m_headline; }

    // Diameter of a key dot in pixels (the legend keeps clear of them).
    double dotDiameter(double radius) const;
    // Hover at a widget position as the mouse would.
    void hoverAt(const QPointF& pos);
    // Screen position of point `index` of the current placement.
    QPointF pointPosition(std::size_t index) const;

    // Renders everything into `painter` over `rect` (paintEvent and the render benchmark).
    void render(QPainter& painter, const QRectF& rect) const;

    QSize sizeHint() const override { return {720, 720}; }
    QSize minimumSizeHint() const override { return {320, 320}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Geometry {
        QPointF center;
        double radius = 1;
    };
    Geometry geometry(const QRectF& rect) const; // the ring, after the legend's room
    Geometry fitRing(const QRectF& rect) const;  // the ring filling `rect`
    QFont quarterLabelFont() const;              // 0 = 2^64, 2^62, ... around the ring
    double ringWidthFor(double height) const;    // the width a ring as tall as `height` needs
    QStringList quarterLabels() const;           // at 12, 3, 6 and 9 o'clock
    // Where quarter label q of `size` is centred: its near edge just outside the tick marks.
    QPointF quarterLabelCentre(const Geometry& g, int q, const QSizeF& size) const;
    QPointF at(const Geometry& g, double fraction, double radiusFactor) const;
    double keyRadius(std::uint64_t key) const;
    double fractionOf(std::uint64_t pos) const;
    QColor nodeColor(const std::string& name) const;

    static bool isRaster(const QPainter& p);
    void drawStatic(QPainter& p, const Geometry& g) const;
    const QImage& sprite(QRgb color, double diameter, qreal dpr) const;
    void drawTicks(QPainter& p, const Geometry& g) const;
    void drawArcs(QPainter& p, const Geometry& g) const;
    void drawFailedPoints(QPainter& p, const Geometry& g, std::int64_t bins) const;
    void drawPoints(QPainter& p, const Geometry& g) const;
    enum class KeyPart { Static, Moving, All };
    void drawKeys(QPainter& p, const Geometry& g, KeyPart part) const;
    template <typename Stamp>
    void drawTravel(QPainter& p, const Geometry& g, Stamp& stamp, double dot) const;
    struct LegendEntry {
        QString text;
        std::string name;
        bool muted = false;
        QColor swatch = {}; // invalid: the node's colour
    };
    // With a failed node and replicas the keys wear their live copies' colour, not their owner's:
    // all R copies, fewer (under-replicated), one, none (unavailable).
    QColor copiesColor(int live, int replicas) const;
    QString legendTitle() const;
    std::vector<LegendEntry> legendEntries() const;
    LegendLayout computeLegendLayout(const QRectF& rect) const;
    void drawLegend(QPainter& p, const QRectF& rect) const;
    void drawHover(QPainter& p, const Geometry& g) const;
    // Redis Cluster (ring_view_slots.cpp): the slot band and the hover texts.
    void drawSlots(QPainter& p, const Geometry& g) const;
    QString slotKeyText(std::uint64_t key) const;
    QString slotRangeText(const Geometry& g, const QPointF& pos) const;

    RingModel* m_model;
    int m_step = 3;
    double m_t = 1.0;
    // Hover: a key index or a point index of the current placement.
    std::optional<std::uint64_t> m_hoverKey;
    std::optional<std::size_t> m_hoverPoint;
    QString m_hoverText;
    std::vector<Copy> m_hoverCopies;

    // Cache of the static layer (arcs, ticks, points) and of the key-dot sprites.
    struct LayerKey {
        const RingSnapshot* snapshot = nullptr;
        int step = -1;
        QSize size;
        qreal dpr = 0;
        QRgb background = 0;
        double stroke = 0;
        double font = 0;
        int generation = 0;
        bool operator==(const LayerKey&) const = default;
    };
    // The legend's layout (font metrics of every row at several sizes): computed once per
    // snapshot, step, size and look, not for every key position asked or frame painted.
    struct LegendKey {
        const RingSnapshot* snapshot = nullptr;
        int step = -1;
        QRectF rect;
        double font = 0, stroke = 0;
        int generation = 0;
        QString headline;
        bool operator==(const LegendKey&) const = default;
    };
    mutable std::optional<std::pair<LegendKey, LegendLayout>> m_legend;
    mutable QImage m_layer;
    mutable LayerKey m_layerKey;
    int m_generation = 0; // bumped on language or font change
    QString m_headline;
    using SpriteKey = std::tuple<QRgb, int, int>;
    mutable std::map<SpriteKey, QImage> m_sprites;

    // What is drawn where, read by the tests only (tests/app/ring/ring_test_access.h).
    friend class RingViewTestAccess;
    const std::vector<Copy>& hoverCopies() const { return m_hoverCopies; }
    // The legend's texts as drawn: the title, then one row per node of the stage shown.
    QStringList legendTexts() const;
    // The ring's centre and radius on the widget.
    QPointF ringCenter() const;
    double ringRadius() const;
    // Where quarter label q (0 at 12 o'clock, clockwise) is drawn, in widget coordinates.
    QRectF quarterLabelRect(int q) const;
    // Screen position of the i-th key's dot.
    QPointF keyPosition(std::uint64_t key) const;
};

} // namespace hashlab::app
