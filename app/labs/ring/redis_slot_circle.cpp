#include "redis_slot_circle.h"

#include "shell/theme.h"

#include "hashlab/ring/redis_cluster.h"
#include "hashlab/ring/redis_cluster_state.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

namespace hashlab::app {
namespace {

namespace redis = ring::redis;

constexpr double kSlots = redis::kSlots;

// Qt's angles run counter-clockwise from three o'clock; the slots clockwise from noon.
double qtDegrees(double slot) {
    return 90.0 - 360.0 * slot / kSlots;
}

// Runs of equal owners, as (first, last, owner).
struct Run {
    std::uint32_t first, last, owner;
};
std::vector<Run> runsOf(const std::vector<std::uint32_t>& owner) {
    std::vector<Run> runs;
    for (std::uint32_t s = 0; s < owner.size(); ++s)
        if (runs.empty() || runs.back().owner != owner[s])
            runs.push_back({s, s, owner[s]});
        else
            runs.back().last = s;
    return runs;
}

std::vector<Run> rangesOf(const std::vector<std::uint32_t>& ascending) {
    std::vector<Run> runs;
    for (std::uint32_t s : ascending)
        if (!runs.empty() && runs.back().last + 1 == s)
            runs.back().last = s;
        else
            runs.push_back({s, s, 0});
    return runs;
}

void strokeArc(QPainter& p, QPointF c, double radius, double first, double last, QPen pen) {
    const QRectF box(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
    QPainterPath path;
    path.arcMoveTo(box, qtDegrees(first));
    path.arcTo(box, qtDegrees(first), -360.0 * (last + 1 - first) / kSlots);
    p.strokePath(path, pen);
}

QFont canvasFont(QFont f, bool bold) {
    f.setPointSizeF(f.pointSizeF() * 1.05 * ThemeManager::instance().palette().fontScale);
    f.setBold(bold);
    return f;
}

QPointF polar(QPointF c, double radius, double slot) {
    const double a = qDegreesToRadians(qtDegrees(slot));
    return {c.x() + radius * std::cos(a), c.y() - radius * std::sin(a)};
}

} // namespace

RedisSlotCircle::RedisSlotCircle(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, qOverload<>(&QWidget::update));
}

void RedisSlotCircle::setHeadline(const QString& text) {
    if (text == m_headline)
        return;
    m_headline = text;
    update();
}

void RedisSlotCircle::setScene(const RedisScene& scene) {
    m_scene = scene;
    update();
}

RedisSlotCircle::Geometry RedisSlotCircle::geometry() const {
    Geometry g;
    g.centre = QPointF(width() / 2.0, height() / 2.0);
    // Room beside the ring for the masters' labels, the widest of them.
    const QFontMetricsF fm(canvasFont(font(), true));
    double labelWidth = fm.horizontalAdvance(tr("%1 slots").arg(QLocale().toString(16384)));
    for (const QString& name : m_scene.names)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(name));
    // The moved slots' band and the open slots' ticks stand out 0.6 of the ring's width.
    g.outer = std::max(
        40.0, std::min((height() / 2.0 - 4) / 1.15, (width() / 2.0 - labelWidth - 16) / 1.15));
    g.thickness = g.outer * 0.24;
    return g;
}

QPointF RedisSlotCircle::slotPoint(std::uint32_t slot, double across) const {
    const Geometry g = geometry();
    return polar(g.centre, g.outer - g.thickness + across * g.thickness, slot + 0.5);
}

void RedisSlotCircle::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const ThemePalette& pal = ThemeManager::instance().palette();
    p.fillRect(rect(), pal.background);
    if (m_scene.owner.size() != redis::kSlots)
        return;
    const Geometry g = geometry();
    const double mid = g.outer - g.thickness / 2;
    auto colorOf = [&](std::uint32_t owner) {
        return owner < m_scene.colors.size() ? m_scene.colors[owner] : pal.empty;
    };
    // The ring: each run of one owner as one arc (a slot is 0.02°, far below a pixel).
    const std::vector<Run> runs = runsOf(m_scene.owner);
    for (const Run& r : runs)
        strokeArc(p, g.centre, mid, r.first, r.last,
                  QPen(colorOf(r.owner), g.thickness, Qt::SolidLine, Qt::FlatCap));
    // Range borders, so two neighbouring ranges of close colours still read as two.
    p.setPen(QPen(pal.background, 1.5 * pal.strokeScale));
    for (const Run& r : runs)
        p.drawLine(polar(g.centre, g.outer - g.thickness, r.first),
                   polar(g.centre, g.outer, r.first));

    // A large circle (a 1080p projector) gets larger type, up to half as large again, so its
    // labels stay readable from as far as the circle is.
    QFont font = canvasFont(p.font(), false), bold = canvasFont(p.font(), true);
    const double grow = std::clamp(g.outer / 180.0, 1.0, 1.5);
    font.setPointSizeF(font.pointSizeF() * grow);
    bold.setPointSizeF(bold.pointSizeF() * grow);
    const QLocale loc;

    // The move just made: its slots as a band outside the ring in the taker's colour, and an
    // arrow from them across the circle to the taker's largest range.
    if (m_scene.hasMove && !m_scene.moveSlots.empty()) {
        const QColor taker = colorOf(m_scene.moveTo);
        const double band = g.outer + g.thickness * 0.3;
        for (const Run& r : rangesOf(m_scene.moveSlots)) {
            strokeArc(p, g.centre, band, r.first, r.last,
                      QPen(pal.text, g.thickness * 0.32 + 2 * pal.strokeScale, Qt::SolidLine,
                           Qt::FlatCap));
            strokeArc(p, g.centre, band, r.first, r.last,
                      QPen(taker, g.thickness * 0.32, Qt::SolidLine, Qt::FlatCap));
        }
        // The taker's largest range before this move (its own arc apart from what it just got).
        std::uint32_t bestLen = 0;
        double target = 0;
        for (const Run& r : runs)
            if (r.owner == m_scene.moveTo &&
                !std::binary_search(m_scene.moveSlots.begin(), m_scene.moveSlots.end(), r.first) &&
                r.last - r.first + 1 > bestLen) {
                bestLen = r.last - r.first + 1;
                target = (r.first + r.last + 1) / 2.0;
            }
        const auto from = rangesOf(m_scene.moveSlots).front();
        const double source = (from.first + from.last + 1) / 2.0;
        if (bestLen > 0) {
            const double inner = g.outer - g.thickness - 6 * pal.strokeScale;
            const QPointF a = polar(g.centre, inner, source), b = polar(g.centre, inner, target);
            QPainterPath arrow(a);
            arrow.quadTo(g.centre, b);
            p.strokePath(arrow, QPen(pal.text, 3 * pal.strokeScale));
            const QPointF dir = b - g.centre;
            const double len = std::hypot(dir.x(), dir.y());
            if (len > 0) {
                // The head points along the curve's end, which comes from the centre.
                const QPointF u = QPointF(dir.x() / len, dir.y() / len), n(-u.y(), u.x());
                const double h = 12 * pal.strokeScale;
                p.setPen(Qt::NoPen);
                p.setBrush(pal.text);
                p.drawPolygon(QPolygonF({b, b - u * h + n * h * 0.5, b - u * h - n * h * 0.5}));
            }
        }
    }

    // Open slots: a red tick outside the ring at each.
    p.setPen(QPen(pal.bad, 3 * pal.strokeScale, Qt::SolidLine, Qt::FlatCap));
    for (std::uint32_t s : m_scene.openSlots)
        p.drawLine(polar(g.centre, g.outer + 2, s + 0.5),
                   polar(g.centre, g.outer + g.thickness * 0.6, s + 0.5));

    // Each master's label outside the middle of its largest range: name and slot count.
    std::map<std::uint32_t, Run> largest;
    std::vector<std::uint32_t> counts(m_scene.names.size(), 0);
    for (const Run& r : runs) {
        if (r.owner >= m_scene.names.size())
            continue;
        counts[r.owner] += r.last - r.first + 1;
        auto it = largest.find(r.owner);
        if (it == largest.end() || r.last - r.first > it->second.last - it->second.first)
            largest[r.owner] = r;
    }
    // In two columns beside the circle, each label level with its range's middle where there is
    // room (pushed apart so none overlap), with a line from the ring to it.
    const QFontMetricsF fm(font), fmBold(bold);
    struct Label {
        std::uint32_t owner;
        QPointF anchor;
        double y;
    };
    std::vector<Label> sides[2];
    // The headline's room: the top-left corner, left of the ring's outer marks and of the left
    // labels it would meet.
    std::vector<QRectF> labelBoxes;
    const double lineHeight = fm.height() * 2 + 4;
    for (const auto& [owner, r] : largest) {
        const QPointF anchor = polar(g.centre, g.outer + 2, (r.first + r.last + 1) / 2.0);
        sides[anchor.x() >= g.centre.x() ? 1 : 0].push_back(
            {owner, anchor, anchor.y() - lineHeight / 2});
    }
    for (int side = 0; side < 2; ++side) {
        auto& labels = sides[side];
        std::sort(labels.begin(), labels.end(),
                  [](const Label& a, const Label& b) { return a.y < b.y; });
        for (std::size_t i = 0; i < labels.size(); ++i)
            labels[i].y = std::max(i ? labels[i - 1].y + lineHeight : 0.0, labels[i].y);
        // Overflowing the bottom: pushed back up, keeping the order.
        double bottom = height();
        for (std::size_t i = labels.size(); i-- > 0;) {
            labels[i].y = std::min(labels[i].y, bottom - lineHeight);
            bottom = labels[i].y;
        }
        for (const Label& l : labels) {
            const QString line1 = m_scene.names[l.owner];
            const QString line2 = tr("%1 slots").arg(loc.toString(counts[l.owner]));
            const double w =
                std::max(fmBold.horizontalAdvance(line1), fm.horizontalAdvance(line2)) + 6;
            const double x = std::clamp(side ? g.centre.x() + g.outer + g.thickness * 0.7 + 12
                                             : g.centre.x() - g.outer - g.thickness * 0.7 - 12 - w,
                                        0.0, std::max(0.0, width() - w));
            labelBoxes.emplace_back(x, l.y, w, lineHeight);
            const Qt::Alignment align = (side ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
            p.setPen(QPen(pal.mutedText, 1 * pal.strokeScale));
            p.drawLine(l.anchor, QPointF(side ? x - 2 : x + w + 2, l.y + lineHeight / 2));
            p.setPen(colorOf(l.owner).darker(pal.background.lightness() > 128 ? 130 : 70));
            p.setFont(bold);
            p.drawText(QRectF(x, l.y, w, fm.height()), align, line1);
            p.setPen(pal.text);
            p.setFont(font);
            p.drawText(QRectF(x, l.y + fm.height(), w, fm.height()), align, line2);
        }
    }

    // Where the slots start and half-way, inside the ring.
    p.setPen(pal.mutedText);
    p.setFont(font);
    // (Left out where the ring is too small to hold them beside the centre's text.)
    const bool roomy = g.outer - g.thickness > fm.height() * 4.5;
    for (std::uint32_t s :
         roomy ? std::vector<std::uint32_t>{0u, 8192u} : std::vector<std::uint32_t>{}) {
        const QPointF at = polar(g.centre, g.outer - g.thickness - fm.height() * 0.6, s);
        QRectF box(0, 0, fm.horizontalAdvance(loc.toString(s)) + 4, fm.height());
        box.moveCenter(at);
        p.drawText(box, Qt::AlignCenter, loc.toString(s));
    }
    // The middle: what is shown.
    // Between the slot numbers at noon and six o'clock, its lines whole: smaller type rather
    // than a word broken off (presentation mode's type is 1.5 times larger).
    p.setPen(pal.text);
    const double inner = g.outer - g.thickness;
    const double rim = roomy ? fm.height() * 1.3 : inner * 0.3;
    const QRectF centreBox(g.centre.x() - inner * 0.85, g.centre.y() - inner + rim, inner * 1.7,
                           2 * (inner - rim));
    QFont centre = bold;
    for (int i = 0; i < 8; ++i) {
        const QRectF need =
            QFontMetricsF(centre).boundingRect(QRectF(0, 0, 1e6, 1e6), 0, m_scene.centre);
        if (need.width() <= centreBox.width() && need.height() <= centreBox.height())
            break;
        centre.setPointSizeF(centre.pointSizeF() * 0.87);
    }
    p.setFont(centre);
    p.drawText(centreBox, Qt::AlignCenter, m_scene.centre);
    paintHeadline(p, g.outer + g.thickness * 0.7 + 12, labelBoxes, font);
}

// Wrapped to the room beside the circle, in a corner clear of the labels where there is one
// (beside the left labels' column a 1280-px projector's headline had a word a line), and smaller
// rather than taller than the canvas.
void RedisSlotCircle::paintHeadline(QPainter& p, double ringReach,
                                    const std::vector<QRectF>& labels, const QFont& type) {
    if (m_headline.isEmpty())
        return;
    const double side = width() / 2.0 - ringReach; // the room left (and right) of the ring
    // The box at the top left, `width` wide, and the font that fits it.
    auto boxFor = [&](double width) {
        QFont font = type;
        QRectF need;
        for (int i = 0; i < 8 && width > 0; ++i) {
            need = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6),
                                                    Qt::AlignLeft | Qt::TextWordWrap, m_headline);
            if (need.width() <= width && need.height() <= height() - 8)
                break;
            font.setPointSizeF(font.pointSizeF() * 0.87);
        }
        return std::pair{QRectF(4, 4, width, std::min(need.height(), height() - 8.0)), font};
    };
    auto meets = [&](const QRectF& box) {
        for (const QRectF& label : labels)
            if (label.intersects(box.adjusted(-4, -4, 4, 4)))
                return true;
        return false;
    };
    auto [box, font] = boxFor(side - 12);
    const QRectF corners[] = {
        box, box.translated(0, height() - 8 - box.height()),
        box.translated(width() - 8 - box.width(), 0),
        box.translated(width() - 8 - box.width(), height() - 8 - box.height())};
    const auto free = std::find_if(std::begin(corners), std::end(corners),
                                   [&](const QRectF& c) { return !meets(c); });
    if (free != std::end(corners)) {
        box = *free;
    } else {
        // Labels in every corner: the top left, narrowed to clear those it reaches down to.
        for (int round = 0; round < 4 && meets(box); ++round) {
            double clear = box.right();
            for (const QRectF& label : labels)
                if (label.intersects(box.adjusted(-4, -4, 4, 4)) && label.left() > 4)
                    clear = std::min(clear, label.left() - 8);
            std::tie(box, font) = boxFor(clear - 4);
        }
    }
    if (box.width() < 60)
        return;
    p.setFont(font);
    p.setPen(ThemeManager::instance().palette().text);
    p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_headline);
}

} // namespace hashlab::app
