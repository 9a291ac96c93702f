#include "scheme_view.h"

#include "scheme_captions.h"
#include "scheme_model.h"
#include "shell/theme.h"

#include <QEvent>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

using namespace hashlab::tables;

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
    // 32 px on a projector: its 18 px labels still fit, and the cuckoo lesson's two tables and
    // graph fit 1280x720 without the page scrolling (at 40 px they did not, by 33 px).
    const double cell = (ThemeManager::instance().presentation() ? 32.0 : 30.0) * fs;
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

void SchemeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
