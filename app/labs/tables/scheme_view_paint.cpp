// SchemeView's painting, one function per layer from the bottom up: the header (headline and
// detail), each table's band of cells (a cell per slot: bucket slots, chain nodes or a key), the
// cuckoo graph, the ring round the cell the stage looks at, and the chip of keys in hand.
#include "scheme_captions.h"
#include "scheme_model.h"
#include "scheme_view.h"
#include "shell/std_qstring.h"
#include "shell/theme.h"
#include "slot_marks.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <set>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

void drawKey(QPainter& p, const QRectF& r, const QString& key, const QFont& font) {
    p.setFont(font);
    p.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignCenter,
               QFontMetricsF(font).elidedText(key, Qt::ElideRight, r.width() - 4));
}

// On a projector no type is under 18 px (at the back of a room it is not read): `points` rises to
// that there.
QFont sized(const QWidget& view, double points, bool bold = false) {
    QFont font = view.font();
    if (ThemeManager::instance().presentation())
        points = std::max(points, 18.0 * 72.0 / view.logicalDpiY());
    font.setPointSizeF(points);
    if (bold)
        font.setBold(true);
    return font;
}

} // namespace

// What every layer draws with: the theme's scales, the frame on screen and its layout, the type.
struct SchemeView::Paint {
    Paint(const SchemeView& view, const HashTable& t, const SchemeFrame& frame,
          const Layout& layout)
        : pal(ThemeManager::instance().palette()), fs(pal.fontScale), ss(pal.strokeScale),
          side(20 * fs), table(t), c(t.config()), sf(frame), f(frame.frame), l(layout),
          caption(SchemeCaptions::caption(t, frame)),
          keyFont(sized(view, std::max(6.0, std::min(17.0 * fs, l.cell * 0.27)))),
          smallFont(sized(view, std::max(6.0, std::min(9.5 * fs, l.cell * 0.2)))),
          labelFont(sized(view, 11 * fs, true)) {
        // Cells visited so far by this operation (the path up to the stage on screen).
        if (sf.op && sf.stage.kind == StageKind::Visit)
            for (std::size_t i = 0; i < sf.stage.index; ++i)
                visited.insert({sf.op->trace.path[i].table, sf.op->trace.path[i].slot});
    }
    const ThemePalette& pal;
    const double fs, ss, side;
    const HashTable& table;
    const TableConfig& c;
    const SchemeFrame& sf;
    const TraceFrame& f;
    const Layout& l;
    const SchemeCaption caption;
    const QFont keyFont, smallFont, labelFont;
    std::set<std::pair<std::uint32_t, std::uint64_t>> visited;
};

void SchemeView::paintEvent(QPaintEvent*) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.background);
    const HashTable* table = m_model->table();
    if (!table)
        return;
    const SchemeFrame sf = m_model->frame(m_step);
    const Layout l = layout(sf);
    const Paint c(*this, *table, sf, l);
    paintHeader(p, c);
    for (const Band& b : l.bands)
        paintBand(p, c, b);
    m_edges = l.graph ? paintCuckooGraph(p, c) : 0;
    paintCurrentCell(p, c);
    paintHand(p, c);
}

// The headline (shrunk to the width, down to 60 %, before it is elided), the detail under it.
void SchemeView::paintHeader(QPainter& p, const Paint& c) const {
    const double fs = c.fs, side = c.side;
    QFont big = font();
    big.setPointSizeF(20 * fs);
    big.setBold(true);
    const double headWidth = QFontMetricsF(big).horizontalAdvance(c.caption.headline);
    if (headWidth > width() - 2 * side)
        big.setPointSizeF(big.pointSizeF() * std::max(0.6, (width() - 2 * side) / headWidth));
    p.setFont(big);
    p.setPen(c.pal.text);
    p.drawText(
        QRectF(side, 8 * fs, width() - 2 * side, 44 * fs), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(big).elidedText(c.caption.headline, Qt::ElideRight, width() - 2 * side));
    // The widget's font already follows the theme's type scale.
    const QFont body = font();
    p.setFont(body);
    p.setPen(c.caption.failed ? c.pal.bad : c.pal.text);
    p.drawText(QRectF(side, 54 * fs, width() - 2 * side, headerHeight() - 58 * fs),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, c.caption.detail);
}

// One table: its label, its cells, and which of its slots are drawn when not all are.
void SchemeView::paintBand(QPainter& p, const Paint& c, const Band& b) const {
    const ThemePalette& pal = c.pal;
    const Layout& l = c.l;
    if (!b.label.isEmpty()) {
        p.setFont(c.labelFont);
        p.setPen(pal.text);
        p.drawText(QRectF(c.side, b.area.top(), l.labelWidth - 8 * c.fs, l.cell),
                   Qt::AlignLeft | Qt::AlignVCenter, b.label);
    }
    const auto& cells = c.f.tables[b.table];
    for (std::uint64_t s = b.first; s < b.first + b.count; ++s)
        paintCell(p, c, b, s);
    if (b.count < cells.size()) {
        p.setFont(c.smallFont);
        p.setPen(pal.mutedText);
        p.drawText(
            QRectF(b.area.left(), b.area.bottom() - l.cell * 0.1, b.area.width(), l.cell * 0.4),
            Qt::AlignRight | Qt::AlignTop,
            tr("slots %1\u2013%2 of %3").arg(b.first).arg(b.first + b.count - 1).arg(cells.size()));
    }
}

// A slot: its box, what it holds (the scheme decides how), a tombstone's dagger, its number and,
// when this operation visited it before the stage on screen, a thin dashed ring.
void SchemeView::paintCell(QPainter& p, const Paint& c, const Band& b, std::uint64_t s) const {
    const ThemePalette& pal = c.pal;
    const double ss = c.ss;
    const QRectF r = cellIn(c.l, b.table, s);
    const SlotView& v = c.f.tables[b.table][s];
    const bool chaining = c.c.scheme == Scheme::Chaining;
    const bool filled = !v.keys.empty() && !chaining;
    const QColor fill = filled ? pal.occupied : v.tombstone ? pal.tombstone : pal.empty;
    p.setPen(QPen(pal.grid, 1.0 * ss));
    p.setBrush(fill);
    p.drawRoundedRect(r, 4 * ss, 4 * ss);
    p.setPen(readableOn(fill));
    if (c.c.scheme == Scheme::Bucket) {
        // b slots side by side inside the bucket.
        const double w = r.width() / c.c.bucketSize;
        for (std::uint32_t k = 1; k < c.c.bucketSize; ++k) {
            p.setPen(QPen(pal.grid, 1.0 * ss));
            p.drawLine(QPointF(r.left() + k * w, r.top() + 3),
                       QPointF(r.left() + k * w, r.bottom() - 3));
        }
        p.setPen(readableOn(fill));
        for (std::size_t k = 0; k < v.keys.size() && k < c.c.bucketSize; ++k)
            drawKey(p, QRectF(r.left() + double(k) * w, r.top(), w, r.height()), q(v.keys[k]),
                    c.keyFont);
    } else if (chaining) {
        paintChain(p, c, b, r, s);
    } else if (!v.keys.empty()) {
        const bool robinHood = c.c.scheme == Scheme::RobinHood;
        drawKey(p, robinHood ? r.adjusted(0, 0, 0, -r.height() * 0.25) : r, q(v.keys.front()),
                c.keyFont);
        if (robinHood && !c.f.resizing) {
            p.setFont(c.smallFont);
            p.drawText(r.adjusted(0, r.height() * 0.55, 0, 0), Qt::AlignCenter,
                       tr("d = %1").arg(v.distance));
        }
    }
    if (v.tombstone && !chaining) {
        p.setFont(c.smallFont);
        p.setPen(pal.mutedText);
        p.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignRight | Qt::AlignTop,
                   QStringLiteral("\u2020"));
    }
    // The slot number under the cell (chaining shows it in the head cell).
    if (!chaining) {
        p.setFont(c.smallFont);
        p.setPen(pal.mutedText);
        p.drawText(QRectF(r.left() - 4, r.bottom() + 1 * ss, r.width() + 8, c.l.cell * 0.42),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(s));
    }
    if (c.visited.count({static_cast<std::uint32_t>(b.table), s})) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(pal.highlight, 2 * ss, Qt::DashLine));
        p.drawRoundedRect(r.adjusted(-2 * ss, -2 * ss, 2 * ss, 2 * ss), 5 * ss, 5 * ss);
    }
}

// Chaining: the slot holds the head pointer (its number; "/" when the chain is empty); the chain
// hangs under it, "+k" on its last node drawn when more keys follow.
void SchemeView::paintChain(QPainter& p, const Paint& c, const Band& b, const QRectF& r,
                            std::uint64_t s) const {
    const ThemePalette& pal = c.pal;
    const double ss = c.ss, cell = c.l.cell;
    const SlotView& v = c.f.tables[b.table][s];
    p.setFont(c.keyFont);
    p.setPen(pal.mutedText);
    p.drawText(r, Qt::AlignCenter, QString::number(s));
    if (v.keys.empty()) {
        p.setFont(c.smallFont);
        p.drawText(r.adjusted(2, 1, -3, -1), Qt::AlignRight | Qt::AlignBottom, QStringLiteral("/"));
    }
    const double h = cell * 0.58, step = cell * 0.78;
    const int drawn = std::min<int>(static_cast<int>(v.keys.size()), b.depth);
    for (int k = 0; k < drawn; ++k) {
        const QRectF node(r.left(), r.bottom() + cell * 0.45 + k * step, r.width(), h);
        const QPointF from = k == 0 ? QPointF(r.center().x(), r.center().y() + 4 * ss)
                                    : QPointF(node.center().x(), node.top() - (step - h));
        p.setPen(QPen(pal.text, 1.4 * ss));
        p.drawLine(from, QPointF(node.center().x(), node.top()));
        p.setPen(QPen(pal.grid, 1.0 * ss));
        p.setBrush(pal.occupied);
        p.drawRoundedRect(node, 3 * ss, 3 * ss);
        p.setPen(readableOn(pal.occupied));
        const bool more = k == drawn - 1 && static_cast<int>(v.keys.size()) > drawn;
        drawKey(p, node,
                more ? tr("+%1").arg(v.keys.size() - std::size_t(drawn) + 1)
                     : q(v.keys[std::size_t(k)]),
                c.keyFont);
    }
}

// The cuckoo graph: every key an edge between its two cells, a dot where it sits; the key in
// focus, the keys in hand and, after a failed insert, the nestless key's component stand out.
int SchemeView::paintCuckooGraph(QPainter& p, const Paint& c) const {
    const ThemePalette& pal = c.pal;
    const SchemeFrame& sf = c.sf;
    const TraceFrame& f = c.f;
    const Layout& l = c.l;
    const double ss = c.ss;
    std::vector<std::string> keys;
    for (const auto& t : f.tables)
        for (const SlotView& v : t)
            keys.insert(keys.end(), v.keys.begin(), v.keys.end());
    keys.insert(keys.end(), f.inHand.begin(), f.inHand.end());
    const std::string focus = sf.op ? sf.op->trace.key : std::string();
    if (sf.op && std::find(keys.begin(), keys.end(), focus) == keys.end())
        keys.push_back(focus);
    int edges = 0;
    const double numberHeight = QFontMetricsF(c.smallFont).height();
    for (const std::string& k : keys) {
        const std::vector<Cell> cells = c.table.cuckooCells(k);
        if (cells.size() != 2)
            continue;
        const QRectF a = cellIn(l, 0, cells[0].slot), b = cellIn(l, 1, cells[1].slot);
        if (a.isEmpty() || b.isEmpty())
            continue;
        const bool inHand = std::find(f.inHand.begin(), f.inHand.end(), k) != f.inHand.end();
        const bool mine = k == focus;
        // At the end of a failed insert the nestless key's component is the point.
        const bool inComponent =
            sf.stage.kind == StageKind::Done && sf.op &&
            std::find(sf.op->trace.component.begin(), sf.op->trace.component.end(), k) !=
                sf.op->trace.component.end();
        const QColor color = inHand        ? pal.bad
                             : mine        ? pal.highlight
                             : inComponent ? pal.warning
                                           : pal.mutedText;
        p.setPen(
            QPen(color, (mine || inHand ? 3.0 : 1.4) * ss, inHand ? Qt::DashLine : Qt::SolidLine));
        // Below T1's slot number, whose type (18 px at least on a projector) can be taller than
        // the 0.42 cells it was given: a dot there hid the number.
        const double under = std::max(l.cell * 0.42, 1 * ss + numberHeight + 4.5 * ss + 1);
        const QPointF top(a.center().x(), a.bottom() + under);
        const QPointF bottom(b.center().x(), b.top() - 2 * ss);
        p.drawLine(top, bottom);
        ++edges;
        const bool inT1 = !f.tables[0][cells[0].slot].keys.empty() &&
                          f.tables[0][cells[0].slot].keys.front() == k;
        const bool inT2 = !f.tables[1][cells[1].slot].keys.empty() &&
                          f.tables[1][cells[1].slot].keys.front() == k;
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        const double dot = 4.5 * ss;
        if (inT1)
            p.drawEllipse(top, dot, dot);
        if (inT2)
            p.drawEllipse(bottom, dot, dot);
    }
    p.setFont(c.smallFont);
    p.setPen(pal.mutedText);
    const Band& t2 = l.bands[1];
    // Wrapped into the height left below the tables: at 18 px it ran past the canvas's edge.
    const double legendTop = t2.area.bottom() + 0.2 * l.cell;
    p.drawText(QRectF(t2.area.left(), legendTop, width() - t2.area.left() - c.side,
                      std::max(l.cell * 0.5, height() - legendTop)),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Cuckoo graph: each key is an edge between its two cells, the dot marks the "
                  "cell it occupies"));
    return edges;
}

// The cell the stage looks at: a thick ring.
void SchemeView::paintCurrentCell(QPainter& p, const Paint& c) const {
    const auto& current = c.f.current;
    if (!current)
        return;
    const QRectF r = cellIn(c.l, current->table, current->slot);
    if (r.isEmpty())
        return;
    const double ss = c.ss;
    drawCurrentRing(p, r, c.pal.highlight, ss);
}

// Keys in hand ride in a chip above the ring. A key left over at the end has no cell: the caption
// names it and its dashed edge marks it.
void SchemeView::paintHand(QPainter& p, const Paint& c) const {
    const TraceFrame& f = c.f;
    const Layout& l = c.l;
    if (f.inHand.empty() || l.bands.empty() || !f.current)
        return;
    const double fs = c.fs, ss = c.ss;
    const QRectF r = f.current ? cellIn(l, f.current->table, f.current->slot) : QRectF();
    QStringList hand;
    for (const std::string& k : f.inHand)
        hand << q(k);
    const QString text = tr("in hand: %1").arg(hand.join(QStringLiteral(", ")));
    p.setFont(c.keyFont);
    const double w = QFontMetricsF(c.keyFont).horizontalAdvance(text) + 16 * fs;
    const double h = QFontMetricsF(c.keyFont).height() + 6 * fs;
    // Above the ring; without a cell (a key left over), beside the first table.
    const QRectF& band = l.bands[0].area;
    QRectF chip = r.isEmpty() ? QRectF(band.right() + 12 * fs, band.top() + (l.cell - h) / 2, w, h)
                              : QRectF(r.center().x() - w / 2, r.top() - h - 8 * ss, w, h);
    chip.moveLeft(std::clamp(chip.left(), 4.0, width() - w - 4));
    chip.moveTop(std::max(chip.top(), l.top - h - 2));
    p.setPen(Qt::NoPen);
    p.setBrush(c.pal.bad);
    p.drawRoundedRect(chip, h / 2, h / 2);
    p.setPen(readableOn(c.pal.bad));
    p.drawText(chip, Qt::AlignCenter, text);
}

} // namespace hashlab::app
