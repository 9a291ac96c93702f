#include "probing_view.h"
#include "scheme_captions.h"

#include "probing_model.h"
#include "shell/core_text.h"
#include "shell/std_qstring.h"
#include "shell/theme.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QFontMetricsF>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace hashlab::app {
using namespace hashlab::tables;

ProbingView::ProbingView(ProbingModel* model, QWidget* parent) : QWidget(parent), m_model(model) {
    setAutoFillBackground(false);
    // The minimum size follows the type scale (presentation mode, the classroom theme) and the
    // table: a layout that kept the old minimum squeezed the slots to dots under a lesson caption.
    connect(m_model, &ProbingModel::changed, this, [this] {
        updateGeometry();
        update();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        updateGeometry();
        update();
    });
}

void ProbingView::setStep(int index) {
    m_step = index;
    update();
}

std::uint64_t ProbingView::firstDrawnSlot() const {
    const std::uint64_t m = m_model->table().size();
    if (m <= kMaxDrawn)
        return 0;
    // Large tables: show the 128-slot window holding the probe on screen (or slot 0).
    const int slot = highlightedSlot();
    const std::uint64_t focus = slot >= 0 ? static_cast<std::uint64_t>(slot) : 0;
    return std::min(focus / kMaxDrawn * kMaxDrawn, m - kMaxDrawn);
}

int ProbingView::highlightedSlot() const {
    const ProbingFrame f = m_model->frame(m_step);
    const Trace* t = f.trace;
    if (!t || f.step <= 0 || t->probes.empty())
        return -1;
    const int i = std::min<int>(f.step, static_cast<int>(t->probes.size())) - 1;
    return static_cast<int>(t->probes[static_cast<std::size_t>(i)].slot);
}

QString ProbingView::headline() const {
    const ProbingFrame f = m_model->frame(m_step);
    const Trace* t = f.trace;
    const ProbeConfig& c = m_model->table().scheme().config();
    if (!t) {
        const QString m = QString::number(c.m);
        switch (c.strategy) {
        case Strategy::Linear:
            return tr("linear probing: p\u1d62 = (h1 + i) mod %1").arg(m);
        case Strategy::Quadratic:
            return tr("quadratic probing: p\u1d62 = (h1 + %1\u00b7i + %2\u00b7i\u00b2) mod %3")
                .arg(c.c1)
                .arg(c.c2)
                .arg(m);
        case Strategy::Double:
            return tr("double hashing: p\u1d62 = (h1 + i\u00b7s) mod %1").arg(m);
        }
    }
    if (f.step <= 0 || t->probes.empty())
        return tr("%1 %2").arg(SchemeCaptions::opText(t->op), q(t->key));
    const int i = std::min<int>(f.step, static_cast<int>(t->probes.size())) - 1;
    return coreText(t->probes[static_cast<std::size_t>(i)].formula);
}

QString ProbingView::detail() const {
    const ProbingFrame f = m_model->frame(m_step);
    const Trace* t = f.trace;
    const ProbeConfig& c = m_model->table().scheme().config();
    if (!t) {
        if (c.source != HashSource::Textbook)
            return tr("h1, h2 = the two 64-bit halves of %1(key)")
                .arg(q(std::string(hashSourceName(c.source))));
        QString s = tr("h1(k) = %1").arg(q(c.h1));
        if (c.strategy == Strategy::Double)
            s += tr("    h2(k) = %1    step fix: %2")
                     .arg(q(c.h2), q(std::string(stepFixName(c.fix))));
        return s + tr("    (% is the non-negative modulo)");
    }
    const int n = static_cast<int>(t->probes.size());
    if (f.step <= 0 || n == 0) {
        QStringList parts = {coreText(t->hashes.h1Text)};
        if (!t->hashes.h2Text.empty())
            parts << coreText(t->hashes.h2Text);
        if (!t->hashes.stepText.empty())
            parts << coreText(t->hashes.stepText);
        return parts.join(QStringLiteral("    "));
    }
    const int i = std::min(f.step, n) - 1;
    const Probe& p = t->probes[static_cast<std::size_t>(i)];
    const QString slot = QString::number(p.slot);
    QString s;
    const bool own = p.state == SlotState::Occupied && p.occupant == t->key;
    if (p.state == SlotState::Empty)
        s = tr("slot %1 is empty").arg(slot);
    else if (own)
        s = tr("slot %1 holds %2").arg(slot, q(t->key));
    else if (p.state == SlotState::Occupied)
        s = tr("slot %1 holds %2: collision").arg(slot, q(p.occupant));
    else
        s = tr("slot %1 is a tombstone (%2 was deleted): keep probing").arg(slot, q(p.occupant));
    if (p.revisit)
        s += tr(" (visited before)");
    if (f.step < n)
        return s;
    const QString at = t->slot ? QString::number(*t->slot) : QString();
    switch (t->outcome) {
    case Outcome::Placed:
        return s + tr("  \u2192  %1 placed in slot %2").arg(q(t->key), at);
    case Outcome::Duplicate:
        return s + tr("  \u2192  %1 is already in the table").arg(q(t->key));
    case Outcome::Found:
        return s + tr("  \u2192  found in slot %1").arg(at);
    case Outcome::Deleted:
        return s + tr("  \u2192  deleted: slot %1 becomes a tombstone").arg(at);
    case Outcome::NotFound:
        return s + tr("  \u2192  %1 is not in the table").arg(q(t->key)) +
               (t->reason.empty() ? QString() : QStringLiteral(": ") + coreText(t->reason));
    case Outcome::Failed:
        return s + tr("  \u2192  insert failed: %1").arg(coreText(t->reason));
    }
    return s;
}

ProbingView::Layout ProbingView::layout() const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double fs = pal.fontScale;
    Layout l;
    const std::uint64_t m = m_model->table().size();
    l.first = firstDrawnSlot();
    l.count = std::min<std::uint64_t>(m, kMaxDrawn);
    const double top = 120 * fs, bottom = footerHeight(), side = 20 * fs;
    const QRectF area(side, top, width() - 2 * side, std::max(40.0, height() - top - bottom));
    // Each row: the cell, then its index underneath (one row: also the p_i badges) in a fixed
    // number of pixels, so the labels never reach the footer however short the canvas gets.
    // The column count is the one that gives the largest cells.
    auto labels = [&](int rows) { return rows == 1 ? 46 * fs : 22 * fs; };
    auto fit = [&](int columns) {
        const auto rows = static_cast<int>((l.count + static_cast<std::uint64_t>(columns) - 1) /
                                           static_cast<std::uint64_t>(columns));
        // 0.45 cell above the first row holds the arrows between neighbours.
        return std::min({area.width() / columns,
                         (area.height() - rows * labels(rows)) / (rows * 1.1 + 0.45), 150.0 * fs});
    };
    l.columns = 1;
    double best = 0;
    // From the widest layout down: on a tie (cells at their cap) fewer rows win.
    for (int c = static_cast<int>(l.count); c >= 1; --c) {
        const double cell = fit(c);
        if (cell > best + 1e-9) {
            best = cell;
            l.columns = c;
        }
    }
    const int rows = static_cast<int>((l.count + static_cast<std::uint64_t>(l.columns) - 1) /
                                      static_cast<std::uint64_t>(l.columns));
    l.cell = std::max(4.0, fit(l.columns));
    l.pitch = l.cell * 1.1 + labels(rows);
    const double w = l.cell * l.columns;
    const double h = rows * l.pitch;
    l.grid = QRectF(
        area.left() + (area.width() - w) / 2,
        area.top() + 0.45 * l.cell + std::max(0.0, area.height() - h - 0.45 * l.cell) / 2, w, h);
    return l;
}

std::vector<ProbingView::LegendItem> ProbingView::legendItems() const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    return {{pal.empty, tr("empty"), false},
            {pal.occupied, tr("occupied"), false},
            {pal.tombstone, tr("tombstone (deleted)"), false},
            {pal.highlight, tr("probed now"), true},
            {pal.warning, tr("reachable by this key's step"), false}};
}

QRectF ProbingView::detailBox() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    return QRectF(20 * fs, 54 * fs, width() - 40 * fs, 60 * fs);
}

// The sentence under the headline has a box of two lines above the slots. Where it wraps to more
// (the gcd trap's explanation in Chinese, in the classroom type, wraps to three) the box cut its
// last line in half: its type shrinks instead, down to 70 %, before anything is lost.
QFont ProbingView::detailFont() const {
    QFont f = bodyFont();
    const double size = f.pointSizeF();
    const QRectF box = detailBox();
    const QString text = detail();
    for (int percent = 100; percent >= 70; percent -= 5) {
        f.setPointSizeF(size * percent / 100.0);
        if (QFontMetricsF(f)
                .boundingRect(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text)
                .height() <= box.height())
            break;
    }
    return f;
}

QFont ProbingView::bodyFont() const {
    QFont body = font();
    body.setPointSizeF(11.5 * ThemeManager::instance().palette().fontScale);
    return body;
}

// Legend entries flow into as many rows as the width needs (Chinese labels, large scales).
std::vector<QPointF> ProbingView::legendPositions(double* rowsOut) const {
    const double fs = ThemeManager::instance().palette().fontScale;
    const double side = 20 * fs, right = width() - side;
    const QFontMetricsF metrics(bodyFont());
    std::vector<QPointF> at;
    double x = side, y = 0;
    for (const LegendItem& it : legendItems()) {
        const double w = 22 * fs + metrics.horizontalAdvance(it.text);
        if (x > side && x + w > right) {
            x = side;
            y += 24 * fs;
        }
        at.emplace_back(x, y);
        x += w + 22 * fs;
    }
    if (rowsOut)
        *rowsOut = y / (24 * fs) + 1;
    return at;
}

// Room for the headline, the footer and the rows of slots at the floor size (at most two rows: a
// larger table gets smaller slots, as it does in the normal mode). Presentation mode enlarges the
// text around the table, not the table's share of a 720-line screen: with the normal mode's floor
// the slots shrank from 60 to 35 px; now the page scrolls instead.
QSize ProbingView::minimumSizeHint() const {
    const ThemeManager& theme = ThemeManager::instance();
    const double fs = theme.palette().fontScale;
    const double minCell = theme.presentation() ? kMinPresentationCell : kMinCell;
    const double usable = std::max(1.0, (width() > 0 ? width() : sizeHint().width()) - 40 * fs);
    const auto count =
        static_cast<double>(std::min<std::uint64_t>(m_model->table().size(), kMaxDrawn));
    const double perRow = std::max(1.0, std::floor(usable / minCell));
    const int rows = static_cast<int>(std::min(2.0, std::ceil(count / perRow)));
    const double labels = rows == 1 ? 46 * fs : 22 * fs;
    const double table = rows * (minCell * 1.1 + labels) + 0.45 * minCell;
    int height = static_cast<int>(std::ceil(120 * fs + footerHeight() + table));
    if (theme.presentation()) {
        // On the projector the table has the screen: the larger type around it must not cost
        // the slots their size (60 → 35 px at 1280×720), so the canvas takes the page's visible
        // height, less the step player's row, and the plots scroll into view below.
        if (const QWidget* viewport = pageViewport())
            height = std::max(height, viewport->height() - static_cast<int>(std::ceil(56 * fs)));
    }
    return {420, height};
}

QWidget* ProbingView::pageViewport() const {
    for (QWidget* p = parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p))
            return area->viewport();
    return nullptr;
}

void ProbingView::showEvent(QShowEvent* event) {
    QWidget* viewport = pageViewport();
    if (viewport != m_watchedViewport) {
        if (m_watchedViewport)
            m_watchedViewport->removeEventFilter(this);
        m_watchedViewport = viewport;
        if (viewport)
            viewport->installEventFilter(this); // its height feeds the presentation minimum
    }
    updateGeometry();
    QWidget::showEvent(event);
}

bool ProbingView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_watchedViewport && event->type() == QEvent::Resize &&
        ThemeManager::instance().presentation())
        updateGeometry();
    return QWidget::eventFilter(watched, event);
}

void ProbingView::resizeEvent(QResizeEvent* event) {
    // The slots per row and the legend's rows depend on the width, and so does the minimum height.
    if (event->oldSize().width() != width())
        updateGeometry();
    QWidget::resizeEvent(event);
}

QRectF ProbingView::legendBounds() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    const std::vector<LegendItem> items = legendItems();
    const std::vector<QPointF> at = legendPositions(nullptr);
    const QFontMetricsF metrics(bodyFont());
    const double y = footerTop() + 6 * fs + 52 * fs;
    QRectF bounds;
    for (std::size_t i = 0; i < items.size(); ++i)
        bounds |= QRectF(at[i].x(), y + at[i].y(),
                         22 * fs + metrics.horizontalAdvance(items[i].text) + 4, 22 * fs);
    return bounds;
}

double ProbingView::footerHeight() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    double rows = 1;
    legendPositions(&rows);
    return 60 * fs + rows * 24 * fs + 8 * fs;
}

QRectF ProbingView::slotRect(std::uint64_t slot) const {
    return cellRect(layout(), slot);
}

QRectF ProbingView::cellRect(const Layout& l, std::uint64_t slot) const {
    if (slot < l.first || slot >= l.first + l.count)
        return {};
    const std::uint64_t k = slot - l.first;
    const int row = static_cast<int>(k / static_cast<std::uint64_t>(l.columns));
    const int col = static_cast<int>(k % static_cast<std::uint64_t>(l.columns));
    const double gap = l.cell * 0.08;
    return QRectF(l.grid.left() + col * l.cell + gap / 2, l.grid.top() + row * l.pitch,
                  l.cell - gap, l.cell - gap);
}

void ProbingView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        updateGeometry(); // the legend's labels, and so its rows, change
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
