#include "ring_view.h"

#include "hashlab/ring/bounded.h"
#include "ring_model.h"
#include "ring_stage.h"
#include "shell/theme.h"

#include <QFontInfo>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <map>

namespace hashlab::app {
namespace {

// A fixed pseudo-random radius per key, so dots do not pile up on one circle.
double jitter(std::uint64_t key) {
    std::uint64_t z = key * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 31)) * 0xbf58476d1ce4e5b9ULL;
    return static_cast<double>(z >> 11) * 0x1.0p-53;
}

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

RingView::RingView(RingModel* model, QWidget* parent) : QWidget(parent), m_model(model) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(model, &RingModel::snapshotChanged, this, [this] {
        m_hoverKey.reset();
        m_hoverPoint.reset();
        m_hoverText.clear();
        update();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, qOverload<>(&QWidget::update));
}

void RingView::setHeadline(const QString& text) {
    if (text == m_headline)
        return;
    m_headline = text;
    update();
}

QColor RingView::copiesColor(int live, int replicas) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    if (live >= replicas)
        return pal.good;
    if (live == 0)
        return pal.text; // unavailable: the darkest mark there is
    return live == 1 ? pal.bad : pal.warning;
}

void RingView::setStep(int step) {
    m_step = std::clamp(step, 0, 3);
    update();
}

void RingView::setAnimation(double t) {
    m_t = std::clamp(t, 0.0, 1.0);
    update();
}

int RingView::sampleStride() const {
    const auto s = m_model->snapshot();
    const int keys = s ? static_cast<int>(s->owners.size()) : 0;
    return std::max(1, (keys + kMaxDrawnKeys - 1) / kMaxDrawnKeys);
}

int RingView::drawnKeys() const {
    const auto s = m_model->snapshot();
    const int keys = s ? static_cast<int>(s->owners.size()) : 0;
    return (keys + sampleStride() - 1) / sampleStride();
}

RingView::Geometry RingView::geometry(const QRectF& rect) const {
    return fitRing(legendLayout(rect).ring);
}

QPointF RingView::ringCenter() const {
    return geometry(QRectF(rect())).center;
}

double RingView::ringRadius() const {
    return geometry(QRectF(rect())).radius;
}

QRectF RingView::quarterLabelRect(int q) const {
    const QFontMetricsF fm(quarterLabelFont());
    const QSizeF sz(fm.horizontalAdvance(quarterLabels()[q]), fm.height());
    const QPointF c = quarterLabelCentre(geometry(QRectF(rect())), q, sz);
    return {c - QPointF(sz.width() / 2, sz.height() / 2), sz};
}

double RingView::dotDiameter(double radius) const {
    return std::clamp(radius / 90.0, 3.0, 6.0) * ThemeManager::instance().palette().strokeScale;
}

QPointF RingView::at(const Geometry& g, double fraction, double radiusFactor) const {
    const double a = kTau * fraction;
    return {g.center.x() + g.radius * radiusFactor * std::sin(a),
            g.center.y() - g.radius * radiusFactor * std::cos(a)};
}

double RingView::keyRadius(std::uint64_t key) const {
    return 0.60 + 0.28 * jitter(key);
}

double RingView::fractionOf(std::uint64_t pos) const {
    const auto s = m_model->snapshot();
    const int bits = s ? s->placement->spaceBits() : 64;
    return std::ldexp(static_cast<double>(pos), -bits);
}

QColor RingView::nodeColor(const std::string& name) const {
    return m_model->nodeColor(name);
}

QPointF RingView::keyPosition(std::uint64_t key) const {
    const auto s = m_model->snapshot();
    return at(geometry(QRectF(rect())), fractionOf((*s->hashes)[key]), keyRadius(key));
}

QPointF RingView::pointPosition(std::size_t index) const {
    const auto s = m_model->snapshot();
    return at(geometry(QRectF(rect())), fractionOf(s->placement->points()[index].pos), 1.0);
}

void RingView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    render(p, QRectF(rect()));
}

void RingView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_hoverKey.reset();
    m_hoverPoint.reset();
    m_hoverText.clear();
}

void RingView::render(QPainter& p, const QRectF& rect) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    p.fillRect(rect, pal.background);
    const auto s = m_model->snapshot();
    if (!s)
        return;
    p.setRenderHint(QPainter::Antialiasing, true);
    const Geometry g = geometry(rect);
    if (isRaster(p)) {
        // Arcs, ticks and points change with the snapshot and the step, not with the animation:
        // they are drawn once into a layer, so an animation frame costs a blit plus the dots.
        const qreal dpr = p.device()->devicePixelRatioF();
        const LayerKey key{s.get(),
                           m_step,
                           rect.size().toSize(),
                           dpr,
                           ThemeManager::instance().palette().background.rgb(),
                           ThemeManager::instance().palette().strokeScale,
                           ThemeManager::instance().palette().fontScale,
                           m_generation};
        if (!(key == m_layerKey) || m_layer.isNull()) {
            m_layer = QImage((rect.size() * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
            m_layer.setDevicePixelRatio(dpr);
            m_layer.fill(Qt::transparent);
            QPainter lp(&m_layer);
            lp.setRenderHint(QPainter::Antialiasing, true);
            lp.translate(-rect.topLeft());
            drawStatic(lp, g);
            drawKeys(lp, g, KeyPart::Static);
            m_layerKey = key;
        }
        p.drawImage(rect.topLeft(), m_layer);
        drawKeys(p, g, KeyPart::Moving);
    } else {
        drawStatic(p, g);
        drawKeys(p, g, KeyPart::All);
    }
    drawLegend(p, rect);
    drawHover(p, g);
}

// The engine decides, not the device: a widget rendered into an SVG or PDF painter (exports call
// QWidget::render) still names the widget as its painter's device, and then got pixels: a raster
// layer and dot sprites where the file should keep vectors and text.
bool RingView::isRaster(const QPainter& p) {
    const QPaintEngine* engine = p.paintEngine();
    return engine && engine->type() == QPaintEngine::Raster;
}

void RingView::drawStatic(QPainter& p, const Geometry& g) const {
    drawArcs(p, g);
    drawSlots(p, g);
    drawTicks(p, g);
    drawPoints(p, g);
}

const QImage& RingView::sprite(QRgb color, double diameter, qreal dpr) const {
    // One disc per colour and size, stamped for every key: much cheaper than antialiasing 20,000
    // round pen caps. Its edge is hard (a pixel is the colour or empty): where thousands of dots
    // overlap, soft rims blend neighbouring colours into hues of other nodes (a dark blue rim on
    // white reads as the sky-blue node), so the cloud's colours would no longer count the keys.
    const SpriteKey key{color, static_cast<int>(std::lround(diameter * 8)),
                        static_cast<int>(std::lround(dpr * 8))};
    auto it = m_sprites.find(key);
    if (it != m_sprites.end())
        return it->second;
    const int px = static_cast<int>(std::ceil(diameter * dpr)) + 2;
    QImage img(px, px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter sp(&img);
        sp.setRenderHint(QPainter::Antialiasing, true);
        sp.setPen(Qt::NoPen);
        sp.setBrush(QColor(color));
        sp.drawEllipse(QPointF(px / 2.0, px / 2.0), diameter * dpr / 2, diameter * dpr / 2);
    }
    const QRgb solid = QColor(color).rgba();
    for (int y = 0; y < px; ++y) {
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < px; ++x)
            line[x] = qAlpha(line[x]) >= 128 ? solid : 0;
    }
    img.setDevicePixelRatio(dpr);
    if (m_sprites.size() > 512)
        m_sprites.clear();
    return m_sprites.emplace(key, std::move(img)).first->second;
}

void RingView::drawTicks(QPainter& p, const Geometry& g) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    p.setPen(QPen(pal.grid, 1.0 * pal.strokeScale));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(g.center, g.radius, g.radius);
    for (int i = 0; i < 32; ++i) {
        const double f = i / 32.0;
        const double len = i % 8 == 0 ? 0.07 : (i % 4 == 0 ? 0.045 : 0.025);
        p.setPen(QPen(i % 8 == 0 ? pal.mutedText : pal.grid, 1.0 * pal.strokeScale));
        p.drawLine(at(g, f, 1.0 + 0.04), at(g, f, 1.0 + 0.04 + len));
    }
    const QStringList labels = quarterLabels();
    const QFont f = quarterLabelFont();
    p.setFont(f);
    p.setPen(pal.mutedText);
    const QFontMetricsF fm(f);
    for (int q = 0; q < 4; ++q) {
        const QSizeF sz(fm.horizontalAdvance(labels[q]), fm.height());
        const QPointF c = quarterLabelCentre(g, q, sz);
        p.drawText(QRectF(c - QPointF(sz.width() / 2, sz.height() / 2), sz), Qt::AlignCenter,
                   labels[q]);
    }
}

void RingView::drawArcs(QPainter& p, const Geometry& g) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto s = m_model->snapshot();
    const bool useBefore = s->hasChange && m_step < 2;
    const ring::Placement& pl = useBefore ? *s->before : *s->placement;
    const auto pts = pl.points();
    if (pts.empty())
        return;
    const QRectF box(g.center - QPointF(g.radius, g.radius), QSizeF(2 * g.radius, 2 * g.radius));
    const double width = std::max(6.0, 0.085 * g.radius);
    auto drawSpan = [&](double f1, double f2, const QColor& c, double w) {
        // Qt angles: 1/16 degree, 0 at three o'clock, counter-clockwise; ours clockwise from 12.
        const int start = static_cast<int>(std::lround((90.0 - 360.0 * f1) * 16));
        const int span = -static_cast<int>(std::lround(360.0 * (f2 - f1) * 16));
        if (span == 0)
            return;
        p.setPen(QPen(c, w, Qt::SolidLine, Qt::FlatCap));
        p.drawArc(box, start, span);
    };
    // Runs of consecutive points with one owner form one tinted arc.
    std::vector<QColor> colors;
    for (const ring::Node& n : pl.config().nodes) {
        QColor c = nodeColor(n.name);
        c.setAlpha(95);
        colors.push_back(c);
    }
    const std::size_t n = pts.size();
    // Thousands of arcs are a pixel or two wide each: antialiasing them costs much and shows
    // nothing (this halves the cost of a full redraw at 10,000 points).
    p.setRenderHint(QPainter::Antialiasing, n <= 2000);
    std::size_t first = 0; // a run boundary, so runs never wrap mid-way
    while (first < n && pts[first].node == pts[(first + n - 1) % n].node)
        ++first;
    if (first == n) { // one owner everywhere
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(colors[pts[0].node], width, Qt::SolidLine, Qt::FlatCap));
        p.drawEllipse(g.center, g.radius, g.radius);
        return;
    }
    for (std::size_t k = 0; k < n;) {
        const std::size_t i = (first + k) % n;
        std::size_t len = 1;
        while (k + len < n && pts[(first + k + len) % n].node == pts[i].node)
            ++len;
        const std::size_t last = (first + k + len - 1) % n;
        const double f1 = fractionOf(pts[(i + n - 1) % n].pos);
        double f2 = fractionOf(pts[last].pos);
        if (f2 < f1)
            f2 += 1.0;
        drawSpan(f1, f2, colors[pts[i].node], width);
        k += len;
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    if (s->hasChange && m_step == 2) {
        // Stage 2: outline the arcs that change owner.
        QColor hl = pal.highlight;
        for (const ring::ArcChange& a : s->trace.arcs) {
            const double f1 = fractionOf(a.start);
            double f2 = fractionOf(a.end);
            if (f2 <= f1)
                f2 += 1.0;
            drawSpan(f1, f2, hl, width * 0.35);
        }
    }
}

void RingView::drawPoints(QPainter& p, const Geometry& g) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto s = m_model->snapshot();
    const bool useBefore = s->hasChange && m_step < 1;
    const ring::Placement& pl = useBefore ? *s->before : *s->placement;
    const auto pts = pl.points();
    const double w = (pts.size() > 3000 ? 1.0 : 2.0) * pal.strokeScale;
    // At the limits (64 nodes x 1,000 vnodes) there are many more points than pixels around the
    // ring: one tick per pixel of circumference (the first point falling there) looks the same
    // and keeps a repaint on the GUI thread short.
    const int bits = s->placement->spaceBits();
    const auto bins = static_cast<std::int64_t>(std::max(360.0, kTau * g.radius * 1.07));
    std::int64_t lastBin = -1;
    std::map<std::uint32_t, QVector<QLineF>> byNode;
    for (const ring::Point& pt : pts) {
        const double f = std::ldexp(static_cast<double>(pt.pos), -bits);
        const auto bin = static_cast<std::int64_t>(f * static_cast<double>(bins));
        if (bin == lastBin)
            continue;
        lastBin = bin;
        byNode[pt.node].push_back(QLineF(at(g, f, 0.93), at(g, f, 1.07)));
    }
    p.setRenderHint(QPainter::Antialiasing, pts.size() <= 2000); // as for the arcs
    for (auto& [node, lines] : byNode) {
        p.setPen(QPen(nodeColor(pl.config().nodes[node].name), w, Qt::SolidLine, Qt::FlatCap));
        p.drawLines(lines);
    }
    drawFailedPoints(p, g, bins);
    p.setRenderHint(QPainter::Antialiasing, true);
    if (!s->hasChange || m_step == 0 || m_step == 3)
        return;
    // Stages 1 and 2: new points wear a halo; vanished points remain as faded crosses (stage 1).
    for (const ring::PointChange& c : s->trace.points) {
        const double f = fractionOf(c.pos);
        const QPointF q = at(g, f, 1.0);
        if (c.appears) {
            p.setPen(QPen(pal.highlight, 1.5 * pal.strokeScale));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(q, 0.035 * g.radius, 0.035 * g.radius);
        } else if (m_step == 1) {
            QColor col = nodeColor(c.node);
            col.setAlpha(150);
            p.setPen(QPen(col, 2 * pal.strokeScale));
            const double d = 0.03 * g.radius;
            p.drawLine(q + QPointF(-d, -d), q + QPointF(d, d));
            p.drawLine(q + QPointF(-d, d), q + QPointF(d, -d));
        }
    }
}

// A failed node is down, not gone: its points keep their place, drawn grey and crossed out (a
// removed node's points vanish).
void RingView::drawFailedPoints(QPainter& p, const Geometry& g, std::int64_t bins) const {
    const auto s = m_model->snapshot();
    if (!s->fullPlacement || (s->hasChange && m_step < 1))
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const ring::Placement& full = *s->fullPlacement;
    const int bits = full.spaceBits();
    QVector<QLineF> lines;
    std::int64_t lastBin = -1;
    for (const ring::Point& pt : full.points()) {
        if (!s->state.isFailed(full.config().nodes[pt.node].name))
            continue;
        const double f = std::ldexp(static_cast<double>(pt.pos), -bits);
        const auto bin = static_cast<std::int64_t>(f * static_cast<double>(bins));
        if (bin == lastBin)
            continue;
        lastBin = bin;
        const QPointF q = at(g, f, 1.0);
        const double d = 0.018 * g.radius;
        lines << QLineF(at(g, f, 0.95), at(g, f, 1.05))
              << QLineF(q + QPointF(-d, -d), q + QPointF(d, d))
              << QLineF(q + QPointF(-d, d), q + QPointF(d, -d));
    }
    p.setPen(QPen(pal.mutedText, 1.5 * pal.strokeScale, Qt::SolidLine, Qt::FlatCap));
    p.drawLines(lines);
}

void RingView::drawKeys(QPainter& p, const Geometry& g, KeyPart part) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto s = m_model->snapshot();
    const auto& hashes = *s->hashes;
    const int stride = sampleStride();
    const double dot = dotDiameter(g.radius);
    std::vector<QColor> from, to;
    if (s->hasChange) {
        for (const auto& n : s->migration.fromNodes)
            from.push_back(nodeColor(n));
        for (const auto& n : s->migration.toNodes)
            to.push_back(nodeColor(n));
    } else {
        for (const auto& n : s->placement->config().nodes)
            to.push_back(nodeColor(n.name));
    }
    // Unmoved dots are drawn in key order, which the hash makes independent of the owner: drawn
    // colour by colour, the last colours covered the others wherever dots overlap (6 equal nodes
    // at 1,000 vnodes looked all orange and red). Moved keys at stage 3 animate: they are the only
    // dots drawn per frame (part Moving); all others sit in the cached layer (part Static).
    std::vector<std::pair<QRgb, QPointF>> still;
    std::map<QRgb, QVector<QPointF>> moved;
    const bool animating = s->hasChange && m_step == 3;
    const auto step = static_cast<std::size_t>(stride);
    const RingStage stage = ringStage(*s, m_step);
    const std::vector<std::uint8_t>* copies = stage.replicas ? stage.liveCopies : nullptr;
    std::vector<QColor> byCopies;
    if (copies)
        for (int c = 0; c <= stage.replicas->replicas; ++c)
            byCopies.push_back(copiesColor(c, stage.replicas->replicas));
    auto add = [&](std::size_t k) {
        const QPointF pos = at(g, fractionOf(hashes[k]), keyRadius(k));
        if (!s->hasChange) {
            still.emplace_back((copies ? byCopies[(*copies)[k]] : to[s->owners[k]]).rgb(), pos);
            return;
        }
        const QColor& a = copies ? byCopies[(*copies)[k]] : from[s->migration.before[k]];
        const QColor& b = copies ? byCopies[(*copies)[k]] : to[s->migration.after[k]];
        const bool isMoved = s->migration.fromNodes[s->migration.before[k]] !=
                             s->migration.toNodes[s->migration.after[k]];
        if (!isMoved)
            still.emplace_back(a.rgb(), pos);
        else if (part != KeyPart::Static || !animating)
            moved[(m_step < 3 ? a : mix(a, b, m_t)).rgb()].push_back(pos);
    };
    if (part == KeyPart::Moving) {
        if (!animating)
            return;
        for (const ring::KeyMove& m : s->trace.keys)
            if (m.key % step == 0)
                add(static_cast<std::size_t>(m.key));
    } else {
        for (std::size_t k = 0; k < hashes.size(); k += step)
            add(k);
    }
    const bool raster = isRaster(p);
    const qreal dpr = raster ? p.device()->devicePixelRatioF() : 1.0;
    auto stamp = [&](QRgb rgb, double diameter, const QVector<QPointF>& pts) {
        if (!raster) { // vector export: real circles
            p.setPen(QPen(QColor(rgb), diameter, Qt::SolidLine, Qt::RoundCap));
            p.drawPoints(pts);
            return;
        }
        const QImage img = sprite(rgb, diameter, dpr);
        const double half = img.width() / dpr / 2.0;
        for (const QPointF& q : pts)
            p.drawImage(QPointF(q.x() - half, q.y() - half), img);
    };
    if (raster) {
        std::map<QRgb, QImage> sprites; // copies: sprite() may flush its cache
        for (const auto& [rgb, pos] : still) {
            auto it = sprites.find(rgb);
            if (it == sprites.end())
                it = sprites.emplace(rgb, sprite(rgb, dot, dpr)).first;
            const double half = it->second.width() / dpr / 2.0;
            p.drawImage(QPointF(pos.x() - half, pos.y() - half), it->second);
        }
    } else {
        for (std::size_t i = 0; i < still.size();) { // runs of one colour, still in key order
            QVector<QPointF> run;
            const QRgb rgb = still[i].first;
            for (; i < still.size() && still[i].first == rgb; ++i)
                run.push_back(still[i].second);
            stamp(rgb, dot, run);
        }
    }
    // Moved keys: larger, outlined in the text colour once they have moved.
    for (auto& [rgb, pts] : moved) {
        if (m_step == 3)
            stamp(pal.text.rgb(), dot * 1.9, pts);
        stamp(rgb, dot * 1.4, pts);
    }
    if (part != KeyPart::Static && animating && m_t < 1.0)
        drawTravel(p, g, stamp, dot);
}

template <typename Stamp>
void RingView::drawTravel(QPainter&, const Geometry& g, Stamp& stamp, double dot) const {
    // While the migration animates, each moved key (up to 2,000 of them) sends a marker along
    // the ring from the point that owned it to the point that owns it now, changing colour on
    // the way: the key's place on the ring (its hash) never changes, its owner's point does.
    const auto s = m_model->snapshot();
    if (!ring::isRingBased(s->placement->config().algo) || !s->before)
        return;
    const auto& hashes = *s->hashes;
    const std::size_t every = std::max<std::size_t>(1, s->trace.keys.size() / 2000);
    std::map<QRgb, QVector<QPointF>> markers;
    for (std::size_t i = 0; i < s->trace.keys.size(); i += every) {
        const ring::KeyMove& m = s->trace.keys[i];
        // From the point the key landed on to the one it lands on now (under bounded loads not
        // always the point owning its hash).
        const std::int64_t a = ring::landingPoint(*s->before, hashes[m.key], m.from);
        const std::int64_t b = ring::landingPoint(*s->placement, hashes[m.key], m.to);
        if (a < 0 || b < 0)
            continue;
        const double fa = fractionOf(s->before->points()[static_cast<std::size_t>(a)].pos);
        double fb = fractionOf(s->placement->points()[static_cast<std::size_t>(b)].pos);
        if (fb - fa > 0.5) // travel the short way round
            fb -= 1.0;
        else if (fa - fb > 0.5)
            fb += 1.0;
        const double f = fa + (fb - fa) * m_t;
        const QColor c = mix(nodeColor(s->migration.fromNodes[m.from]),
                             nodeColor(s->migration.toNodes[m.to]), m_t);
        markers[c.rgb()].push_back(at(g, f - std::floor(f), 1.0));
    }
    for (auto& [rgb, pts] : markers)
        stamp(rgb, dot * 1.6, pts);
}

void RingView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        ++m_generation; // the cached layer holds translated tick labels
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
