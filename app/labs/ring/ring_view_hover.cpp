// The ring canvas's hover: which key or point is under the mouse, and the box that explains it
// (the key's hash, its clockwise walk to the point that owns it; a point's label and arc share).
#include "ring_view.h"

#include "hashlab/ring/bounded.h"
#include "hashlab/ring/replication.h"
#include "ring_model.h"
#include "shell/theme.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace hashlab::app {
namespace {

double toDouble(ring::U128 v) {
    return static_cast<double>(static_cast<long double>(v));
}

QString hex64(std::uint64_t v, int bits) {
    return QStringLiteral("0x%1").arg(v, bits / 4, 16, QLatin1Char('0'));
}

// Clockwise distance from a key's hash to the point it landed on (its owning point or, under
// bounded loads, the first point of its owner past the full ones).
ring::U128 walkTo(const ring::Placement& pl, std::uint64_t hash, std::int64_t point) {
    const std::uint64_t pos = pl.points()[static_cast<std::size_t>(point)].pos;
    return pos >= hash ? ring::U128{pos - hash} : (ring::U128{1} << pl.spaceBits()) - hash + pos;
}

// The hovered key's copies: its preference list over every node (failed ones keep their place)
// and, on a ring, the point where the clockwise walk first met each of them.
std::vector<RingView::Copy> copiesOf(const RingSnapshot& s, std::uint64_t hash) {
    std::vector<RingView::Copy> out;
    if (!s.fullPlacement)
        return out;
    const ring::Placement& full = *s.fullPlacement;
    ring::Replicator replicator(full, s.state.replicaSetup());
    const auto pts = full.points();
    for (std::uint32_t node : replicator.list(hash)) {
        RingView::Copy c{node, -1, s.state.isFailed(full.config().nodes[node].name)};
        for (std::size_t step = 0, i = static_cast<std::size_t>(
                                       std::max<std::int64_t>(0, full.pointIndexFor(hash)));
             !pts.empty() && step < pts.size(); ++step, i = (i + 1) % pts.size())
            if (pts[i].node == node) {
                c.point = static_cast<std::int64_t>(i);
                break;
            }
        out.push_back(c);
    }
    return out;
}

} // namespace

void RingView::drawHover(QPainter& p, const Geometry& g) const {
    if (m_hoverText.isEmpty())
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto s = m_model->snapshot();
    const ring::Placement& pl = *s->placement;
    const QRectF box(g.center - QPointF(g.radius, g.radius), QSizeF(2 * g.radius, 2 * g.radius));
    p.setBrush(Qt::NoBrush);
    if (m_hoverKey) {
        const std::uint64_t h = (*s->hashes)[*m_hoverKey];
        const QPointF dot = at(g, fractionOf(h), keyRadius(*m_hoverKey));
        p.setPen(QPen(pal.highlight, 2.0 * pal.strokeScale));
        p.drawEllipse(dot, 7 * pal.strokeScale, 7 * pal.strokeScale);
        const std::int64_t idx = ring::landingPoint(pl, h, s->owners[*m_hoverKey]);
        if (idx >= 0) {
            // The clockwise walk from the key's hash to the point it landed on.
            const double f1 = fractionOf(h);
            const double walk = std::ldexp(toDouble(walkTo(pl, h, idx)), -pl.spaceBits());
            p.drawLine(dot, at(g, f1, 1.0));
            p.setPen(QPen(pal.highlight, 5.0 * pal.strokeScale, Qt::SolidLine, Qt::RoundCap));
            p.drawArc(box, static_cast<int>(std::lround((90.0 - 360.0 * f1) * 16)),
                      -std::max(1, static_cast<int>(std::lround(360.0 * walk * 16))));
            p.drawEllipse(at(g, f1 + walk, 1.0), 6 * pal.strokeScale, 6 * pal.strokeScale);
        }
        // Lines to the key's copies: the primary thick, the others thin, failed ones dashed grey.
        for (std::size_t i = 0; i < m_hoverCopies.size(); ++i) {
            const Copy& c = m_hoverCopies[i];
            if (c.point < 0 || !s->fullPlacement)
                continue;
            const ring::Placement& full = *s->fullPlacement;
            const auto& pt = full.points()[static_cast<std::size_t>(c.point)];
            const QColor col =
                c.failed ? pal.mutedText : nodeColor(full.config().nodes[c.node].name);
            p.setPen(QPen(col, (i == 0 ? 3.0 : 1.5) * pal.strokeScale,
                          c.failed ? Qt::DashLine : Qt::SolidLine));
            p.drawLine(dot, at(g, fractionOf(pt.pos), 1.0));
        }
    } else if (m_hoverPoint) {
        const auto& pt = pl.points()[*m_hoverPoint];
        p.setPen(QPen(pal.highlight, 3.0 * pal.strokeScale));
        p.drawLine(at(g, fractionOf(pt.pos), 0.88), at(g, fractionOf(pt.pos), 1.12));
    }
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * pal.fontScale);
    p.setFont(f);
    const QFontMetricsF fm(f);
    // As wide as the canvas allows, never past its right edge (a narrow canvas in presentation
    // mode cut the box's last words off).
    const double wrap = std::max(80.0, std::min(420 * pal.fontScale, width() - 28.0));
    QRectF text = fm.boundingRect(QRectF(0, 0, wrap, height()), Qt::TextWordWrap, m_hoverText);
    text.moveTopLeft(QPointF(8, 8));
    p.setPen(pal.grid);
    p.setBrush(pal.surface);
    p.drawRoundedRect(text.adjusted(-6, -4, 6, 4), 4, 4);
    p.setPen(pal.text);
    p.drawText(text, Qt::TextWordWrap, m_hoverText);
}

void RingView::hoverAt(const QPointF& pos) {
    m_hoverKey.reset();
    m_hoverPoint.reset();
    m_hoverText.clear();
    m_hoverCopies.clear();
    const auto s = m_model->snapshot();
    if (!s) {
        update();
        return;
    }
    const Geometry g = geometry(QRectF(rect()));
    const ring::Placement& pl = *s->placement;
    const QLocale loc;
    const int bits = pl.spaceBits();
    auto pct = [&](ring::U128 v) {
        return loc.toString(100.0 * std::ldexp(toDouble(v), -bits), 'f', 3) + QStringLiteral(" %");
    };
    // A key dot within 7 px wins; otherwise a point mark near the ring.
    double best = 7.0 * 7.0;
    const auto& hashes = *s->hashes;
    const auto stride = static_cast<std::size_t>(sampleStride());
    // The mouse in polar form, so most dots are ruled out without a sine: for radii r1, r2 and
    // an angle of t turns apart (t <= 1/2), distance^2 = (r1 - r2)^2 + 4 r1 r2 sin^2(pi t)
    // >= (r1 - r2)^2 + 16 r1 r2 t^2. Only dots whose bound is within 1 % of the best so far are
    // measured exactly, so the same dot wins as if every one were measured.
    const double mouseR = std::hypot(pos.x() - g.center.x(), pos.y() - g.center.y());
    const double mouseF =
        std::fmod(std::atan2(pos.x() - g.center.x(), g.center.y() - pos.y()) / kTau + 1.0, 1.0);
    for (std::size_t k = 0; k < hashes.size(); k += stride) {
        const double f = std::ldexp(static_cast<double>(hashes[k]), -bits); // fractionOf
        const double r = g.radius * keyRadius(k);
        double t = std::abs(f - mouseF);
        t = std::min(t, 1.0 - t);
        if ((r - mouseR) * (r - mouseR) + 16.0 * r * mouseR * t * t > best * 1.01)
            continue;
        const QPointF d = at(g, f, keyRadius(k)) - pos;
        const double dd = d.x() * d.x() + d.y() * d.y();
        if (dd < best) {
            best = dd;
            m_hoverKey = k;
        }
    }
    if (m_hoverKey) {
        const std::uint64_t h = hashes[*m_hoverKey];
        const QString owner =
            QString::fromStdString(pl.config().nodes[s->owners[*m_hoverKey]].name);
        m_hoverText = s->state.isRedis() ? slotKeyText(*m_hoverKey)
                                         : tr("%1\nhash %2 (%3 round the ring)")
                                               .arg(keyLabel(s->state, *m_hoverKey), hex64(h, bits),
                                                    pct(ring::U128{h}));
        const std::uint32_t ownerIndex = s->owners[*m_hoverKey];
        const std::int64_t idx = pl.pointIndexFor(h);
        const std::int64_t landed = ring::landingPoint(pl, h, ownerIndex);
        auto pointName = [&](std::int64_t i) {
            const auto& pt = pl.points()[static_cast<std::size_t>(i)];
            return QStringLiteral("%1#%2")
                .arg(QString::fromStdString(pl.config().nodes[pt.node].name))
                .arg(pt.vnode);
        };
        if (idx >= 0)
            m_hoverText += tr("\nwalks %1 clockwise to %2")
                               .arg(pct(ring::clockwiseWalk(pl, h)), pointName(idx));
        if (idx >= 0 && landed != idx) {
            // Bounded loads passed the key on: say which node was full and at what capacity.
            const auto cap = ring::boundedCapacities(pl.config(), hashes.size());
            const std::uint32_t full = pl.points()[static_cast<std::size_t>(idx)].node;
            m_hoverText +=
                tr("\n%1 was full (capacity %2 keys), so the key went on to %3")
                    .arg(QString::fromStdString(pl.config().nodes[full].name),
                         loc.toString(static_cast<qulonglong>(cap[full])), pointName(landed));
        }
        m_hoverText += tr("\nowner: %1").arg(owner);
        m_hoverCopies = copiesOf(*s, h);
        QStringList copies;
        for (const Copy& c : m_hoverCopies) {
            const QString name =
                QString::fromStdString(s->fullPlacement->config().nodes[c.node].name);
            copies << (c.failed ? tr("%1 (failed)").arg(name) : name);
        }
        if (!copies.isEmpty())
            m_hoverText += tr("\ncopies: %1").arg(copies.join(QStringLiteral(", ")));
    } else if (s->state.isRedis()) {
        m_hoverText = slotRangeText(g, pos);
    } else {
        const double r = std::hypot(pos.x() - g.center.x(), pos.y() - g.center.y()) / g.radius;
        if (r > 0.9 && r < 1.1 && !pl.points().empty()) {
            double bestAngle = 0.012;
            const double f = std::fmod(
                std::atan2(pos.x() - g.center.x(), g.center.y() - pos.y()) / kTau + 1.0, 1.0);
            const auto pts = pl.points();
            for (std::size_t i = 0; i < pts.size(); ++i) {
                double d = std::abs(fractionOf(pts[i].pos) - f);
                d = std::min(d, 1.0 - d);
                if (d < bestAngle) {
                    bestAngle = d;
                    m_hoverPoint = i;
                }
            }
            if (m_hoverPoint) {
                const auto& pt = pts[*m_hoverPoint];
                m_hoverText = tr("%1#%2\nposition %3\narc share %4 of the space")
                                  .arg(QString::fromStdString(pl.config().nodes[pt.node].name))
                                  .arg(pt.vnode)
                                  .arg(hex64(pt.pos, bits), pct(ring::pointArc(pl, *m_hoverPoint)));
            }
        }
    }
    update();
}

void RingView::mouseMoveEvent(QMouseEvent* event) {
    hoverAt(event->position());
}

void RingView::leaveEvent(QEvent*) {
    m_hoverCopies.clear();
    m_hoverKey.reset();
    m_hoverPoint.reset();
    m_hoverText.clear();
    update();
}

} // namespace hashlab::app
