// ProbingView's painting, one function per layer from the bottom up: the headline (the filled-in
// formula) and the sentence under it, the slots, the probe path's arrows, the ring round the
// probed slot, and the footer's lines (the key's step, the table's load) and legend.
#include "probing_model.h"
#include "probing_view.h"
#include "shell/lesson_figures.h"
#include "shell/std_qstring.h"
#include "shell/theme.h"
#include "slot_marks.h"

#include "hashlab/tables/stats.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

void arrow(QPainter& p, QPointF from, QPointF to, double bend, double head) {
    QPainterPath path(from);
    const QPointF mid = (from + to) / 2 + QPointF(0, -bend);
    path.quadTo(mid, to);
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    // The head follows the curve's final direction (from the control point to the end).
    const QPointF dir = to - (bend != 0 ? mid : from);
    const double len = std::hypot(dir.x(), dir.y());
    if (len < 1e-6)
        return;
    const QPointF u = dir / len, n(-u.y(), u.x());
    QPolygonF tip({to, to - u * head + n * head * 0.5, to - u * head - n * head * 0.5});
    p.setBrush(p.pen().color());
    p.drawPolygon(tip);
}

// The state and key a slot shows at the step on screen: the slot the operation changes keeps its
// old state until the last step (a deleted key is still there; an insert's slot is empty, or the
// tombstone it reuses).
std::pair<SlotState, std::string> shownSlot(const Table& table, const Trace* trace, bool changing,
                                            std::uint64_t slot) {
    SlotState st = table.state(slot);
    std::string key = table.key(slot);
    if (changing && slot == *trace->slot) {
        if (trace->outcome == Outcome::Deleted) {
            st = SlotState::Occupied;
        } else {
            st = SlotState::Empty;
            for (const Probe& pr : trace->probes)
                if (pr.slot == slot && pr.state == SlotState::Tombstone) {
                    st = SlotState::Tombstone;
                    key = pr.occupant;
                }
        }
    }
    return {st, key};
}

} // namespace

// What every layer draws with: the theme's scales, the step on screen (the table, trace and counts
// of the frame; a list insert walks several traces) and the layout.
struct ProbingView::Paint {
    Paint(const ProbingView& view, const ProbingFrame& f)
        : pal(ThemeManager::instance().palette()), fs(pal.fontScale), ss(pal.strokeScale),
          side(20 * fs), frame(f), table(*f.table), trace(f.trace),
          n(trace ? static_cast<int>(trace->probes.size()) : 0), shown(trace ? f.step : 0),
          l(view.layout()), reach(*f.reachable), partial(trace && reach.size() < table.size()),
          body(view.bodyFont()) {}
    const ThemePalette& pal;
    const double fs, ss, side;
    const ProbingFrame& frame;
    const Table& table;
    const Trace* trace;
    const int n, shown; // the trace's probes, and how many of them are shown
    const Layout l;
    const std::vector<std::uint64_t>& reach; // the slots the current key's sequence reaches
    const bool partial;                      // it does not reach every slot
    const QFont body;
};

void ProbingView::paintEvent(QPaintEvent*) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.background);
    const ProbingFrame frame = m_model->frame(m_step);
    const Paint c(*this, frame);
    paintHeadline(p, c);
    paintSlots(p, c);
    paintProbePath(p, c);
    paintProbedSlot(p, c);
    // The footer: the key's step, the table's load, the legend.
    p.setFont(c.body);
    const double stepY = height() - footerHeight() + 6 * c.fs;
    const double loadY = stepY + 26 * c.fs;
    paintStepLine(p, c, stepY);
    paintLoadLine(p, c, loadY);
    paintLegend(p, c, loadY + 26 * c.fs);
}

// The filled-in formula, the point of the picture: shrunk to the width (down to 60 %) before
// anything is elided; the sentence under it in the detail's box and type.
void ProbingView::paintHeadline(QPainter& p, const Paint& c) const {
    const double fs = c.fs, side = c.side;
    QFont big = font();
    big.setPointSizeF(21 * fs);
    big.setBold(true);
    const QString head = headline();
    const double headWidth = QFontMetricsF(big).horizontalAdvance(head);
    if (headWidth > width() - 2 * side)
        big.setPointSizeF(big.pointSizeF() * std::max(0.6, (width() - 2 * side) / headWidth));
    p.setFont(big);
    p.setPen(c.pal.text);
    p.drawText(QRectF(side, 8 * fs, width() - 2 * side, 44 * fs), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(big).elidedText(head, Qt::ElideRight, width() - 2 * side));
    p.setFont(detailFont());
    const bool failed = c.trace && c.shown == c.n && c.trace->outcome == Outcome::Failed;
    p.setPen(failed ? c.pal.bad : c.pal.text);
    p.drawText(detailBox(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail());
    p.setFont(c.body);
}

// Each slot: its state's colour and key (a tombstone's struck through), a band under it when the
// key's sequence reaches it but not every slot, its number and the p_i badge of the probe that
// visited it first.
void ProbingView::paintSlots(QPainter& p, const Paint& c) const {
    const ThemePalette& pal = c.pal;
    const double fs = c.fs, ss = c.ss;
    const Layout& l = c.l;
    const Trace* trace = c.trace;
    const bool changing = trace && trace->slot && c.shown < c.n &&
                          (trace->outcome == Outcome::Placed || trace->outcome == Outcome::Deleted);
    QFont cellFont = font();
    cellFont.setPointSizeF(std::max(6.0, std::min(18.0 * fs, l.cell * 0.26)));
    QFont struckFont = cellFont;
    struckFont.setStrikeOut(true);
    const QFontMetricsF cellMetrics(cellFont), struckMetrics(struckFont);
    QFont indexFont = font();
    indexFont.setPointSizeF(std::max(6.0, std::min(9.5 * fs, l.cell * 0.2)));
    std::vector<int> probeOrder(l.count, -1);
    for (int i = 0; i < c.shown; ++i) {
        const std::uint64_t s = trace->probes[static_cast<std::size_t>(i)].slot;
        if (s >= l.first && s < l.first + l.count && probeOrder[s - l.first] < 0)
            probeOrder[s - l.first] = i;
    }
    for (std::uint64_t k = 0; k < l.count; ++k) {
        const std::uint64_t slot = l.first + k;
        const QRectF r = cellRect(l, slot);
        const auto [st, key] = shownSlot(c.table, trace, changing, slot);
        const QColor fill = st == SlotState::Occupied    ? pal.occupied
                            : st == SlotState::Tombstone ? pal.tombstone
                                                         : pal.empty;
        p.setPen(QPen(pal.grid, 1.0 * ss));
        p.setBrush(fill);
        p.drawRoundedRect(r, 4 * ss, 4 * ss);
        if (st != SlotState::Empty) {
            const bool dead = st == SlotState::Tombstone;
            p.setFont(dead ? struckFont : cellFont);
            p.setPen(readableOn(fill));
            p.drawText(r.adjusted(2, 2, -2, -2), Qt::AlignCenter,
                       (dead ? struckMetrics : cellMetrics)
                           .elidedText(q(key), Qt::ElideRight, r.width() - 4));
        }
        if (c.partial && std::binary_search(c.reach.begin(), c.reach.end(), slot)) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.warning);
            p.drawRect(QRectF(r.left(), r.bottom() + 2 * ss, r.width(), 4 * ss));
        }
        p.setFont(indexFont);
        p.setPen(pal.mutedText);
        p.drawText(QRectF(r.left() - 4, r.bottom() + 6 * ss, r.width() + 8, 16 * fs),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(slot));
        // One row: the badge under the slot number, clear of the arrows; grids: in the cell's
        // corner, if the cell has room.
        const bool oneRow = l.count <= static_cast<std::uint64_t>(l.columns);
        if (probeOrder[k] >= 0 && (oneRow || l.cell >= 44 * fs)) {
            const QRectF badge =
                oneRow ? QRectF(r.center().x() - 12 * fs, r.bottom() + 24 * fs, 24 * fs, 16 * fs)
                       : QRectF(r.left() + 2, r.top() + 2, 22 * fs, 14 * fs);
            p.setPen(Qt::NoPen);
            p.setBrush(pal.text);
            p.drawRoundedRect(badge, 6 * fs, 6 * fs);
            p.setPen(pal.background);
            p.drawText(badge, Qt::AlignCenter, QStringLiteral("p%1").arg(probeOrder[k]));
        }
    }
}

// The path so far, as arrows from each probe to the next (bent over a row, straight between rows).
void ProbingView::paintProbePath(QPainter& p, const Paint& c) const {
    const double fs = c.fs, ss = c.ss;
    const Layout& l = c.l;
    p.setPen(QPen(c.pal.text, 1.8 * ss));
    for (int i = 1; i < c.shown; ++i) {
        const QRectF a = cellRect(l, c.trace->probes[static_cast<std::size_t>(i - 1)].slot);
        const QRectF b = cellRect(l, c.trace->probes[static_cast<std::size_t>(i)].slot);
        if (a.isEmpty() || b.isEmpty())
            continue;
        const bool sameRow = qFuzzyCompare(a.top(), b.top());
        if (a == b)
            continue;
        const QPointF from = sameRow ? QPointF(a.center().x(), a.top()) : a.center();
        // End just above the highlight ring so the head stays visible.
        const QPointF to = sameRow ? QPointF(b.center().x(), b.top() - 7 * ss) : b.center();
        const double bend =
            sameRow ? std::min(0.55 * l.cell, 12 * fs + std::abs(to.x() - from.x()) * 0.18) : 0;
        arrow(p, from, to, bend, 9 * fs);
    }
}

// The probed slot: a thick highlight ring with a thin one round it.
void ProbingView::paintProbedSlot(QPainter& p, const Paint& c) const {
    const int current = highlightedSlot();
    if (current < 0)
        return;
    const QRectF r = cellRect(c.l, static_cast<std::uint64_t>(current));
    if (r.isEmpty())
        return;
    const double ss = c.ss;
    drawCurrentRing(p, r, c.pal.highlight, ss);
    p.setPen(QPen(c.pal.text, 1.2 * ss));
    p.drawRoundedRect(r.adjusted(-6 * ss, -6 * ss, 6 * ss, 6 * ss), 7 * ss, 7 * ss);
}

// The key's step: gcd, period and the slots it reaches (in the warning colour when not all).
void ProbingView::paintStepLine(QPainter& p, const Paint& c, double y) const {
    const Trace* trace = c.trace;
    if (!trace)
        return;
    const QRectF line(c.side, y, width() - 2 * c.side, 22 * c.fs);
    const KeyHashes& h = trace->hashes;
    const ProbeConfig& config = c.table.scheme().config();
    const QString m = QString::number(c.table.size());
    const std::size_t reached = c.reach.size();
    QString s;
    if (config.strategy == Strategy::Linear)
        s = tr("key %1: linear probing walks slot by slot, period m = %2")
                .arg(q(trace->key))
                .arg(m);
    else if (config.strategy == Strategy::Quadratic)
        s = tr("key %1: period %2, the sequence reaches %3 of %4 slots")
                .arg(q(trace->key))
                .arg(h.period)
                .arg(reached)
                .arg(m);
    else
        s = tr("key %1: step s = %2, gcd(%2, %3) = %4, period %3/%4 = %5")
                .arg(q(trace->key))
                .arg(h.step)
                .arg(m)
                .arg(h.gcd)
                .arg(h.period);
    if (config.strategy != Strategy::Quadratic)
        // Not "the 4 marked slots": the period already says how many, and a lesson hides it.
        s += c.partial ? tr(": reaches only the marked slots") : tr(": reaches every slot");
    else if (c.partial)
        s += tr(" (marked)");
    p.setPen(c.partial ? c.pal.warning.darker(
                             ThemeManager::instance().kind() == ThemeKind::Dark ? 100 : 130)
                       : c.pal.text);
    p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(c.body).elidedText(maskFigures(s), Qt::ElideRight, line.width()));
}

// The table's load: occupied slots, α and tombstones; linear probing's clusters; which slots are
// drawn when not all are.
void ProbingView::paintLoadLine(QPainter& p, const Paint& c, double y) const {
    const Table& table = c.table;
    p.setPen(c.pal.mutedText);
    QString load =
        tr("%1 of %2 slots occupied (\u03b1 = %3), tombstones: %4")
            .arg(c.frame.occupied)
            .arg(table.size())
            .arg(QLocale().toString(double(c.frame.occupied) / double(table.size()), 'f', 2))
            .arg(c.frame.tombstones);
    if (table.scheme().config().strategy == Strategy::Linear) {
        const ClusterStats cs = clusterStats(table);
        load += tr("; clusters: %1, longest %2, mean %3")
                    .arg(cs.clusters)
                    .arg(cs.longest)
                    .arg(QLocale().toString(cs.mean, 'f', 1));
    }
    if (table.size() > kMaxDrawn)
        load += tr("; slots %1\u2013%2 of %3 drawn")
                    .arg(c.l.first)
                    .arg(c.l.first + c.l.count - 1)
                    .arg(table.size());
    p.drawText(QRectF(c.side, y, width() - 2 * c.side, 22 * c.fs), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(c.body).elidedText(load, Qt::ElideRight, width() - 2 * c.side));
}

// The legend, wrapped into rows by legendPositions().
void ProbingView::paintLegend(QPainter& p, const Paint& c, double y) const {
    const double fs = c.fs;
    const std::vector<LegendItem> items = legendItems();
    const std::vector<QPointF> at = legendPositions(nullptr);
    p.setFont(c.body);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const LegendItem& it = items[i];
        const double x = at[i].x(), ly = y + at[i].y();
        const QRectF sw(x, ly + 4 * fs, 16 * fs, 14 * fs);
        p.setPen(it.ring ? QPen(it.color, 3 * c.ss) : QPen(c.pal.grid, 1));
        p.setBrush(it.ring ? QBrush(Qt::NoBrush) : QBrush(it.color));
        p.drawRoundedRect(sw, 3, 3);
        p.setPen(c.pal.text);
        const double tw = QFontMetricsF(c.body).horizontalAdvance(it.text);
        p.drawText(QRectF(x + 22 * fs, ly, tw + 4, 22 * fs), Qt::AlignLeft | Qt::AlignVCenter,
                   it.text);
    }
}

} // namespace hashlab::app
