#include "scheme_view.h"

#include "scheme_captions.h"
#include "scheme_model.h"
#include "shell/theme.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <set>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QColor readableOn(const QColor& fill) {
    return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
}

void drawKey(QPainter& p, const QRectF& r, const QString& key, const QFont& font) {
    p.setFont(font);
    p.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignCenter,
               QFontMetricsF(font).elidedText(key, Qt::ElideRight, r.width() - 4));
}

} // namespace

SchemeView::SchemeView(SchemeModel* model, QWidget* parent) : QWidget(parent), m_model(model) {
    connect(m_model, &SchemeModel::changed, this, [this] {
        updateGeometry();
        update();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        updateGeometry();
        update();
    });
}

void SchemeView::setStep(int index) {
    m_step = index;
    updateGeometry(); // a rehash stage draws two tables
    update();
}

QString SchemeView::headline() const {
    const HashTable* t = m_model->table();
    return t ? SchemeCaptions::caption(*t, m_model->frame(m_step)).headline : QString();
}

QString SchemeView::detail() const {
    const HashTable* t = m_model->table();
    return t ? SchemeCaptions::caption(*t, m_model->frame(m_step)).detail : QString();
}

// The headline, then the detail as wrapped at this width (at least two lines, at most six: a
// long explanation must push the tables down, never run over them).
double SchemeView::headerHeight() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    const QFontMetricsF fm(font());
    double lines = 2;
    if (const HashTable* t = m_model->table(); t && width() > 100) {
        const QString detail = SchemeCaptions::caption(*t, m_model->frame(m_step)).detail;
        const QRectF r =
            fm.boundingRect(QRectF(0, 0, width() - 40 * fs, 10000), Qt::TextWordWrap, detail);
        lines = std::clamp(std::ceil(r.height() / fm.lineSpacing()), 2.0, 6.0);
    }
    return 8 * fs + 44 * fs + (lines + 0.3) * fm.lineSpacing() + 8 * fs;
}

// Room for the header and the tables at a cell a class can still read from the back.
QSize SchemeView::minimumSizeHint() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    const Layout l = layout(m_model->frame(m_step));
    const double cell = (ThemeManager::instance().presentation() ? 40.0 : 30.0) * fs;
    // As narrow as the probing canvas it shares the page with (the tables scale to the width).
    return {420, int(headerHeight() + std::max(4.0, l.heightInCells) * cell + 10 * fs)};
}

SchemeView::Layout SchemeView::layout(const SchemeFrame& f) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double fs = pal.fontScale;
    const HashTable* table = m_model->table();
    Layout l;
    if (!table)
        return l;
    const TableConfig& c = table->config();
    const auto& tables = f.frame.tables;
    const double side = 20 * fs;
    l.top = headerHeight();
    // Which slots of each table: the 64 around the cell on screen (or the first 64).
    for (std::size_t i = 0; i < tables.size(); ++i) {
        Band b;
        b.table = i;
        const std::uint64_t m = tables[i].size();
        b.count = std::min<std::uint64_t>(m, kMaxDrawn);
        if (m > kMaxDrawn && f.frame.current && f.frame.current->table == i)
            b.first = std::min(f.frame.current->slot / kMaxDrawn * kMaxDrawn, m - kMaxDrawn);
        b.columns = static_cast<int>(std::min<std::uint64_t>(b.count, kMaxColumns));
        b.rows =
            static_cast<int>((b.count + std::uint64_t(b.columns) - 1) / std::uint64_t(b.columns));
        if (c.scheme == Scheme::Chaining && !f.frame.resizing)
            for (std::uint64_t s = b.first; s < b.first + b.count; ++s)
                b.depth = std::max(
                    b.depth, std::min(kMaxChainDrawn, static_cast<int>(tables[i][s].keys.size())));
        if (c.scheme == Scheme::Chaining && f.frame.resizing)
            for (std::uint64_t s = b.first; s < b.first + b.count; ++s)
                b.depth =
                    std::max(b.depth, std::min(3, static_cast<int>(tables[i][s].keys.size())));
        b.label = SchemeCaptions::tableLabel(c, f.frame, i);
        l.bands.push_back(b);
    }
    QFont labelFont = font();
    labelFont.setPointSizeF(11 * fs);
    labelFont.setBold(true);
    for (const Band& b : l.bands)
        l.labelWidth = std::max(
            l.labelWidth, b.label.isEmpty()
                              ? 0.0
                              : QFontMetricsF(labelFont).horizontalAdvance(b.label) + 14 * fs);
    l.labelWidth = std::min(l.labelWidth, width() * 0.3);
    // The cuckoo graph needs each table in one row, one above the other.
    l.graph = c.scheme == Scheme::Cuckoo && !f.frame.resizing && l.bands.size() == 2 &&
              l.bands[0].rows == 1 && l.bands[1].rows == 1;
    int columns = 1;
    double perCell = 0; // height in cells
    const double wide = c.scheme == Scheme::Bucket ? std::max(1.0, c.bucketSize * 0.8) : 1.0;
    for (const Band& b : l.bands) {
        columns = std::max(columns, b.columns);
        const double pitch =
            1.0 + 0.45 + (c.scheme == Scheme::RobinHood ? 0.3 : 0.0) + b.depth * 0.78;
        perCell += b.rows * pitch + 0.35;
    }
    if (l.graph)
        perCell += 1.6 + 0.6; // the edges, then the graph's legend line
    l.heightInCells = perCell;
    const double availW = width() - 2 * side - l.labelWidth;
    const double availH = height() - l.top - 10 * fs;
    l.cell = std::clamp(std::min(availW / (columns * wide), availH / std::max(perCell, 1.0)), 14.0,
                        84.0 * fs);
    double y = l.top;
    for (Band& b : l.bands) {
        const double pitch =
            l.cell * (1.0 + 0.45 + (c.scheme == Scheme::RobinHood ? 0.3 : 0.0) + b.depth * 0.78);
        b.area = QRectF(side + l.labelWidth, y, b.columns * l.cell * wide, b.rows * pitch);
        y += b.rows * pitch + 0.35 * l.cell;
        if (l.graph && &b == &l.bands[0])
            y += 1.6 * l.cell;
    }
    return l;
}

QRectF SchemeView::cellIn(const Layout& l, std::size_t table, std::uint64_t slot) const {
    for (const Band& b : l.bands) {
        if (b.table != table || slot < b.first || slot >= b.first + b.count)
            continue;
        const std::uint64_t k = slot - b.first;
        const int row = static_cast<int>(k / std::uint64_t(b.columns));
        const int col = static_cast<int>(k % std::uint64_t(b.columns));
        const double w = b.area.width() / b.columns;
        const double pitch = b.area.height() / b.rows;
        const double gap = l.cell * 0.1;
        return QRectF(b.area.left() + col * w + gap / 2, b.area.top() + row * pitch, w - gap,
                      l.cell - gap);
    }
    return {};
}

QRectF SchemeView::cellRect(std::size_t table, std::uint64_t slot) const {
    return cellIn(layout(m_model->frame(m_step)), table, slot);
}

QRectF SchemeView::chainNodeRect(std::size_t table, std::uint64_t slot, int node) const {
    const Layout l = layout(m_model->frame(m_step));
    const QRectF r = cellIn(l, table, slot);
    if (r.isEmpty())
        return {};
    const double h = l.cell * 0.58, step = l.cell * 0.78;
    return QRectF(r.left(), r.bottom() + l.cell * 0.45 + node * step, r.width(), h);
}

bool SchemeView::graphDrawn() const {
    return layout(m_model->frame(m_step)).graph;
}

int SchemeView::edgesDrawn() const {
    return m_edges;
}

void SchemeView::paintEvent(QPaintEvent*) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double fs = pal.fontScale, ss = pal.strokeScale;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.background);
    const HashTable* table = m_model->table();
    if (!table)
        return;
    const TableConfig& c = table->config();
    const SchemeFrame sf = m_model->frame(m_step);
    const TraceFrame& f = sf.frame;
    const SchemeCaption caption = SchemeCaptions::caption(*table, sf);
    const double side = 20 * fs;

    QFont big = font();
    big.setPointSizeF(20 * fs);
    big.setBold(true);
    const double headWidth = QFontMetricsF(big).horizontalAdvance(caption.headline);
    if (headWidth > width() - 2 * side)
        big.setPointSizeF(big.pointSizeF() * std::max(0.6, (width() - 2 * side) / headWidth));
    p.setFont(big);
    p.setPen(pal.text);
    p.drawText(QRectF(side, 8 * fs, width() - 2 * side, 44 * fs), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(big).elidedText(caption.headline, Qt::ElideRight, width() - 2 * side));
    // The widget's font already follows the theme's type scale.
    const QFont body = font();
    p.setFont(body);
    p.setPen(caption.failed ? pal.bad : pal.text);
    p.drawText(QRectF(side, 54 * fs, width() - 2 * side, headerHeight() - 58 * fs),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption.detail);

    const Layout l = layout(sf);
    QFont keyFont = font();
    keyFont.setPointSizeF(std::max(6.0, std::min(17.0 * fs, l.cell * 0.27)));
    QFont smallFont = font();
    smallFont.setPointSizeF(std::max(6.0, std::min(9.5 * fs, l.cell * 0.2)));
    QFont labelFont = font();
    labelFont.setPointSizeF(11 * fs);
    labelFont.setBold(true);

    // Cells visited so far by this operation (the path up to the stage on screen).
    std::set<std::pair<std::uint32_t, std::uint64_t>> visited;
    if (sf.op && sf.stage.kind == StageKind::Visit)
        for (std::size_t i = 0; i < sf.stage.index; ++i)
            visited.insert({sf.op->trace.path[i].table, sf.op->trace.path[i].slot});

    for (const Band& b : l.bands) {
        if (!b.label.isEmpty()) {
            p.setFont(labelFont);
            p.setPen(pal.text);
            p.drawText(QRectF(side, b.area.top(), l.labelWidth - 8 * fs, l.cell),
                       Qt::AlignLeft | Qt::AlignVCenter, b.label);
        }
        const auto& cells = f.tables[b.table];
        for (std::uint64_t s = b.first; s < b.first + b.count; ++s) {
            const QRectF r = cellIn(l, b.table, s);
            const SlotView& v = cells[s];
            const bool chaining = c.scheme == Scheme::Chaining;
            const bool filled = !v.keys.empty() && !chaining;
            const QColor fill = filled ? pal.occupied : v.tombstone ? pal.tombstone : pal.empty;
            p.setPen(QPen(pal.grid, 1.0 * ss));
            p.setBrush(fill);
            p.drawRoundedRect(r, 4 * ss, 4 * ss);
            p.setPen(readableOn(fill));
            if (c.scheme == Scheme::Bucket) {
                // b slots side by side inside the bucket.
                const double w = r.width() / c.bucketSize;
                for (std::uint32_t k = 1; k < c.bucketSize; ++k) {
                    p.setPen(QPen(pal.grid, 1.0 * ss));
                    p.drawLine(QPointF(r.left() + k * w, r.top() + 3),
                               QPointF(r.left() + k * w, r.bottom() - 3));
                }
                p.setPen(readableOn(fill));
                for (std::size_t k = 0; k < v.keys.size() && k < c.bucketSize; ++k)
                    drawKey(p, QRectF(r.left() + double(k) * w, r.top(), w, r.height()),
                            q(v.keys[k]), keyFont);
            } else if (chaining) {
                // The slot holds the head pointer (its number; "/" when the chain is empty); the
                // chain hangs under it.
                p.setFont(keyFont);
                p.setPen(pal.mutedText);
                p.drawText(r, Qt::AlignCenter, QString::number(s));
                if (v.keys.empty()) {
                    p.setFont(smallFont);
                    p.drawText(r.adjusted(2, 1, -3, -1), Qt::AlignRight | Qt::AlignBottom,
                               QStringLiteral("/"));
                }
                const double h = l.cell * 0.58, step = l.cell * 0.78;
                const int drawn = std::min<int>(static_cast<int>(v.keys.size()), b.depth);
                for (int k = 0; k < drawn; ++k) {
                    const QRectF node(r.left(), r.bottom() + l.cell * 0.45 + k * step, r.width(),
                                      h);
                    const QPointF from = k == 0
                                             ? QPointF(r.center().x(), r.center().y() + 4 * ss)
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
                            keyFont);
                }
            } else if (!v.keys.empty()) {
                drawKey(p,
                        c.scheme == Scheme::RobinHood ? r.adjusted(0, 0, 0, -r.height() * 0.25) : r,
                        q(v.keys.front()), keyFont);
                if (c.scheme == Scheme::RobinHood && !f.resizing) {
                    p.setFont(smallFont);
                    p.drawText(r.adjusted(0, r.height() * 0.55, 0, 0), Qt::AlignCenter,
                               tr("d = %1").arg(v.distance));
                }
            }
            if (v.tombstone && c.scheme != Scheme::Chaining) {
                p.setFont(smallFont);
                p.setPen(pal.mutedText);
                p.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignRight | Qt::AlignTop,
                           QStringLiteral("\u2020"));
            }
            // The slot number under the cell (chaining shows it in the head cell).
            if (!chaining) {
                p.setFont(smallFont);
                p.setPen(pal.mutedText);
                p.drawText(QRectF(r.left() - 4, r.bottom() + 1 * ss, r.width() + 8, l.cell * 0.42),
                           Qt::AlignHCenter | Qt::AlignTop, QString::number(s));
            }
            if (visited.count({static_cast<std::uint32_t>(b.table), s})) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(pal.highlight, 2 * ss, Qt::DashLine));
                p.drawRoundedRect(r.adjusted(-2 * ss, -2 * ss, 2 * ss, 2 * ss), 5 * ss, 5 * ss);
            }
        }
        if (b.count < cells.size()) {
            p.setFont(smallFont);
            p.setPen(pal.mutedText);
            p.drawText(
                QRectF(b.area.left(), b.area.bottom() - l.cell * 0.1, b.area.width(), l.cell * 0.4),
                Qt::AlignRight | Qt::AlignTop,
                tr("slots %1\u2013%2 of %3")
                    .arg(b.first)
                    .arg(b.first + b.count - 1)
                    .arg(cells.size()));
        }
    }

    // The cuckoo graph: every key an edge between its two cells, a dot where it sits.
    m_edges = 0;
    if (l.graph) {
        std::vector<std::string> keys;
        for (const auto& t : f.tables)
            for (const SlotView& v : t)
                keys.insert(keys.end(), v.keys.begin(), v.keys.end());
        keys.insert(keys.end(), f.inHand.begin(), f.inHand.end());
        const std::string focus = sf.op ? sf.op->trace.key : std::string();
        if (sf.op && std::find(keys.begin(), keys.end(), focus) == keys.end())
            keys.push_back(focus);
        for (const std::string& k : keys) {
            const std::vector<Cell> cells = table->cuckooCells(k);
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
            p.setPen(QPen(color, (mine || inHand ? 3.0 : 1.4) * ss,
                          inHand ? Qt::DashLine : Qt::SolidLine));
            const QPointF top(a.center().x(), a.bottom() + l.cell * 0.42);
            const QPointF bottom(b.center().x(), b.top() - 2 * ss);
            p.drawLine(top, bottom);
            ++m_edges;
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
        p.setFont(smallFont);
        p.setPen(pal.mutedText);
        const Band& t2 = l.bands[1];
        p.drawText(QRectF(t2.area.left(), t2.area.bottom() + 0.2 * l.cell,
                          width() - t2.area.left() - side, l.cell * 0.5),
                   Qt::AlignLeft | Qt::AlignTop,
                   tr("Cuckoo graph: each key is an edge between its two cells, the dot marks the "
                      "cell it occupies"));
    }

    // The cell the stage looks at.
    if (f.current) {
        const QRectF r = cellIn(l, f.current->table, f.current->slot);
        if (!r.isEmpty()) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(pal.highlight, 5 * ss));
            p.drawRoundedRect(r.adjusted(-3 * ss, -3 * ss, 3 * ss, 3 * ss), 6 * ss, 6 * ss);
        }
    }
    // Keys in hand ride in a chip above the ring. A key left over at the end has no cell: the
    // caption names it and its dashed edge marks it.
    if (!f.inHand.empty() && !l.bands.empty() && f.current) {
        const QRectF r = f.current ? cellIn(l, f.current->table, f.current->slot) : QRectF();
        {
            QStringList hand;
            for (const std::string& k : f.inHand)
                hand << q(k);
            const QString text = tr("in hand: %1").arg(hand.join(QStringLiteral(", ")));
            p.setFont(keyFont);
            const double w = QFontMetricsF(keyFont).horizontalAdvance(text) + 16 * fs;
            const double h = QFontMetricsF(keyFont).height() + 6 * fs;
            // Above the ring; without a cell (a key left over), beside the first table.
            const QRectF& band = l.bands[0].area;
            QRectF chip = r.isEmpty()
                              ? QRectF(band.right() + 12 * fs, band.top() + (l.cell - h) / 2, w, h)
                              : QRectF(r.center().x() - w / 2, r.top() - h - 8 * ss, w, h);
            chip.moveLeft(std::clamp(chip.left(), 4.0, width() - w - 4));
            chip.moveTop(std::max(chip.top(), l.top - h - 2));
            p.setPen(Qt::NoPen);
            p.setBrush(pal.bad);
            p.drawRoundedRect(chip, h / 2, h / 2);
            p.setPen(readableOn(pal.bad));
            p.drawText(chip, Qt::AlignCenter, text);
        }
    }
}

void SchemeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
