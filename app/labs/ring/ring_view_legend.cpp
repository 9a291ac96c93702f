// The ring canvas's legend: the algorithm and its points, then each node of the stage shown with
// its share of the hash space and its keys. It goes inside the ring's hole when it fits there
// clear of the key dots; otherwise beside the ring, in as many columns as the height needs. Rows
// are never elided: "424 ke…" and "… and 3 more" hid exactly what the legend is for.
#include "ring_model.h"
#include "ring_stage.h"
#include "ring_view.h"
#include "shell/lesson_figures.h"
#include "shell/theme.h"

#include <QFontInfo>
#include <QLocale>
#include <QPainter>

#include <cmath>
#include <map>
#include <optional>

namespace hashlab::app {
namespace {

// The algorithm as the legend names it: "ring", "modulo" and "bounded" are words, said in the
// window's language; the others are names (ketama, jump, rendezvous, maglev, cassandra, ...).
QString algoText(ring::Algo algo) {
    switch (algo) {
    case ring::Algo::Ring:
        return RingView::tr("ring");
    case ring::Algo::Modulo:
        return RingView::tr("modulo");
    case ring::Algo::Bounded:
        return RingView::tr("bounded loads");
    default:
        return QString::fromUtf8(ring::algoName(algo).data());
    }
}

} // namespace

QString RingView::legendTitle() const {
    const auto s = m_model->snapshot();
    if (!s)
        return {};
    const RingStage st = ringStage(*s, m_step);
    const ring::Placement& pl = *st.points;
    const QString algo = algoText(pl.config().algo);
    return ring::isRingBased(pl.config().algo)
               ? tr("%1 · %2 points").arg(algo, QLocale().toString(qulonglong(pl.points().size())))
               : tr("%1 · no ring: dots sit at their hash").arg(algo);
}

std::vector<RingView::LegendEntry> RingView::legendEntries() const {
    const auto s = m_model->snapshot();
    if (!s)
        return {};
    const QLocale loc;
    std::vector<LegendEntry> out;
    for (const RingStageRow& r : ringStage(*s, m_step).rows) {
        const QString name = QString::fromStdString(r.name);
        const QString keys = loc.toString(qulonglong(r.keys));
        LegendEntry e{{}, r.name, r.failed || r.leaving};
        if (r.leaving)
            e.text = name + tr("  leaving · %1 keys").arg(keys);
        else if (r.failed)
            e.text = r.keys > 0 ? name + tr("  failed · %1 keys").arg(keys) : name + tr("  failed");
        else
            e.text = name + tr("  %1 % of space · %2 keys")
                                .arg(r.share ? loc.toString(100.0 * *r.share, 'f', 1)
                                             : QStringLiteral("–"),
                                     keys);
        out.push_back(std::move(e));
    }
    // Keys coloured by live copies: what each colour means, and how many keys wear it.
    const RingStage stage = ringStage(*s, m_step);
    if (stage.liveCopies && stage.replicas) {
        const int r = stage.replicas->replicas;
        for (int c = r; c >= 0; --c) {
            const auto keys = c < static_cast<int>(stage.replicas->live.size())
                                  ? stage.replicas->live[static_cast<std::size_t>(c)]
                                  : 0;
            if (keys == 0 && c > 0)
                continue;
            const QString count = loc.toString(qulonglong(keys));
            const QString text = c == 0   ? tr("no live copy: unavailable · %1 keys").arg(count)
                                 : c == 1 ? tr("1 live copy · %1 keys").arg(count)
                                          : tr("%1 live copies · %2 keys").arg(c).arg(count);
            out.push_back({text, {}, false, copiesColor(c, r)});
        }
    }
    return out;
}

QStringList RingView::legendTexts() const {
    QStringList out;
    if (!m_model->snapshot())
        return out;
    out << legendTitle();
    for (const LegendEntry& e : legendEntries())
        out << e.text;
    return out;
}

RingView::LegendLayout RingView::legendLayout(const QRectF& rect) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const LegendKey key{
        m_model->snapshot().get(), m_step,       rect,      font().pointSizeF() * pal.fontScale,
        pal.strokeScale,           m_generation, m_headline};
    if (!m_legend || !(m_legend->first == key))
        m_legend.emplace(key, computeLegendLayout(rect));
    return m_legend->second;
}

RingView::LegendLayout RingView::computeLegendLayout(const QRectF& rect) const {
    const QString title = legendTitle();
    const auto entries = legendEntries();
    const int n = std::max<int>(1, static_cast<int>(entries.size()));
    const double base = font().pointSizeF() * ThemeManager::instance().palette().fontScale;
    // The text is measured once per type size (each candidate below tries several column
    // counts at one size): measuring 64 rows for every candidate kept the GUI thread busy for
    // about 100 ms whenever the ring changed.
    struct Measured {
        double height = 0, widest = 0, title = 0;
    };
    std::map<double, Measured> measuredAt;
    auto measure = [&](double pt, int columns) {
        LegendLayout l;
        l.font = font();
        l.font.setPointSizeF(pt);
        auto it = measuredAt.find(pt);
        if (it == measuredAt.end()) {
            const QFontMetricsF fm(l.font);
            Measured m{fm.height(), 0, fm.horizontalAdvance(title)};
            for (const LegendEntry& e : entries)
                m.widest = std::max(m.widest, fm.horizontalAdvance(e.text));
            it = measuredAt.emplace(pt, m).first;
        }
        const Measured& m = it->second;
        l.line = m.height * 1.1;
        const double gap = l.line * 0.8;
        l.column = l.line * 0.9 + m.widest + gap; // swatch, text, gap to the next column
        l.columns = columns;
        const int perColumn = (n + columns - 1) / columns;
        const double width = std::max(m.title + 2, columns * l.column - gap + 2);
        l.box = QRectF(0, 0, width, (perColumn + 1) * l.line);
        return l;
    };
    // Candidates: in the hole (if the whole box stays inside the circle the key dots leave free),
    // in a strip beside the ring (columns as the height needs) or under it (as many columns as the
    // width holds), each at sizes from the theme's type down to 45 % of it (presentation mode has
    // enlarged it). A strip costs ring, smaller type costs legibility: the best trade wins.
    const Geometry full = fitRing(rect);
    // With a headline it takes the top of a strip beside the ring: as wide as the ring, at the
    // canvas's full height, leaves (the legend goes in the ring's hole or under the headline).
    const bool headed = !m_headline.isEmpty();
    const double freeStrip = rect.width() - ringWidthFor(rect.height());
    auto headlineAt = [&](LegendLayout& l, double pt, double strip) {
        l.headlineFont = font();
        l.headlineFont.setPointSizeF(pt);
        l.headlineFont.setBold(true);
        const double width = strip - 8;
        const QRectF r = QFontMetricsF(l.headlineFont)
                             .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, m_headline);
        l.headline = QRectF(rect.right() - strip + 4, rect.top() + 4, width, r.height());
    };
    auto holeAt = [&](double pt) -> std::optional<LegendLayout> {
        if (headed && freeStrip < 160)
            return std::nullopt;
        const QRectF area = headed ? rect.adjusted(0, 0, -freeStrip, 0) : rect;
        const Geometry g = fitRing(area);
        const double clear = 0.60 * g.radius - dotDiameter(g.radius) / 2 - 2;
        for (int columns = 1; columns <= 3; ++columns) {
            LegendLayout l = measure(pt, columns);
            if (std::hypot(l.box.width() / 2, l.box.height() / 2) <= clear) {
                l.box.moveCenter(g.center);
                l.ring = area;
                l.inHole = true;
                if (headed)
                    headlineAt(l, pt, freeStrip);
                return l;
            }
        }
        return std::nullopt;
    };
    auto besideHeadedAt = [&](double pt) -> std::optional<LegendLayout> {
        LegendLayout l = measure(pt, 1);
        double strip = std::max(freeStrip, l.box.width() + 8);
        for (int pass = 0; pass < 2; ++pass) {
            headlineAt(l, pt, strip);
            const double top = l.headline.bottom() + l.line * 0.5;
            const int perColumn = static_cast<int>((rect.bottom() - 4 - top) / l.line) - 1;
            if (perColumn < 1)
                return std::nullopt;
            const QRectF headline = l.headline;
            const QFont headlineFont = l.headlineFont;
            l = measure(pt, (n + perColumn - 1) / perColumn);
            l.headline = headline;
            l.headlineFont = headlineFont;
            l.inHole = false;
            l.box.moveTopLeft(QPointF(rect.right() - strip + 4, top));
            l.ring = rect.adjusted(0, 0, -strip, 0);
            if (l.box.width() + 8 <= strip)
                return l;
            strip = l.box.width() + 8; // more columns than the strip held: widen it, once
        }
        return std::nullopt;
    };
    auto besideAt = [&](double pt) {
        const double line = measure(pt, 1).line;
        const int perColumn = std::max(1, static_cast<int>((rect.height() - 8) / line) - 1);
        LegendLayout l = measure(pt, (n + perColumn - 1) / perColumn);
        l.inHole = false;
        l.box.moveTopRight(QPointF(
            rect.right() - 4, rect.top() + std::max(4.0, (rect.height() - l.box.height()) / 2)));
        l.ring = rect.adjusted(0, 0, -(l.box.width() + l.line), 0);
        return l;
    };
    auto underAt = [&](double pt) {
        const LegendLayout one = measure(pt, 1);
        const int fit =
            std::max(1, static_cast<int>((rect.width() - 8 + one.line * 0.8) / one.column));
        LegendLayout l = measure(pt, std::min(n, fit));
        l.inHole = false;
        l.box.moveBottomLeft(QPointF(rect.center().x() - l.box.width() / 2, rect.bottom() - 4));
        l.ring = rect.adjusted(0, 0, 0, -(l.box.height() + l.line / 2));
        return l;
    };
    std::optional<LegendLayout> best;
    double bestScore = -1;
    auto consider = [&](const LegendLayout& l, double pt) {
        if (!l.inHole && (!rect.contains(l.box) || l.ring.width() < 80 || l.ring.height() < 80))
            return;
        if (!l.headline.isEmpty() && !rect.contains(l.headline))
            return;
        const double score = fitRing(l.ring).radius / full.radius + 0.5 * pt / base;
        if (score > bestScore + 1e-9) {
            best = l;
            bestScore = score;
        }
    };
    // On a projector no legend row is smaller than 18 px (a smaller one is not read at the back
    // of the room) where a layout at that size fits; only a canvas too small for any (the drawer
    // open beside it) goes down to 45 % of the theme's type.
    double least = 0.45 * base;
    if (ThemeManager::instance().presentation()) {
        QFont f = font();
        f.setPixelSize(kLeastPresentationPixels);
        least = std::max(least, QFontInfo(f).pointSizeF());
    }
    for (double pt = base; pt >= 0.45 * base && !(best && pt < least); pt *= 0.93) {
        if (auto hole = holeAt(pt))
            consider(*hole, pt);
        if (!headed) {
            consider(besideAt(pt), pt);
            consider(underAt(pt), pt);
        } else if (auto beside = besideHeadedAt(pt)) {
            consider(*beside, pt);
        }
    }
    return best ? *best : besideAt(0.45 * base); // nothing fits: a canvas far too small
}

void RingView::drawLegend(QPainter& p, const QRectF& rect) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const LegendLayout l = legendLayout(rect);
    if (!l.headline.isEmpty()) {
        p.setFont(l.headlineFont);
        p.setPen(pal.text);
        p.drawText(l.headline, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_headline);
    }
    const auto entries = legendEntries();
    if (entries.empty())
        return;
    p.setFont(l.font);
    const QFontMetricsF fm(l.font);
    p.setPen(pal.text);
    p.drawText(QRectF(l.box.left(), l.box.top(), l.box.width(), l.line), Qt::AlignCenter,
               maskFigures(legendTitle()));
    const int n = static_cast<int>(entries.size());
    const int perColumn = (n + l.columns - 1) / l.columns;
    for (int i = 0; i < n; ++i) {
        const LegendEntry& e = entries[static_cast<std::size_t>(i)];
        const double x = l.box.left() + (i / perColumn) * l.column;
        const double y = l.box.top() + (i % perColumn + 1) * l.line;
        p.fillRect(QRectF(x, y + l.line * 0.2, l.line * 0.6, l.line * 0.6),
                   e.swatch.isValid() ? e.swatch : nodeColor(e.name));
        p.setPen(e.muted ? pal.mutedText : pal.text);
        p.drawText(QPointF(x + l.line * 0.9, y + fm.ascent() + (l.line - fm.height()) / 2),
                   maskFigures(e.text));
    }
}

} // namespace hashlab::app
