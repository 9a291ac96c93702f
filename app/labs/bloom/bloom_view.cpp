#include "bloom_view.h"

#include "bloom_model.h"
#include "shell/core_text.h"
#include "shell/theme.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {

// One line of text at `at` (baseline) within `maxWidth`: the font shrinks (to 60 %) before the
// text is elided, so a long formula or a Chinese verdict stays whole and inside the canvas.
void drawFitted(QPainter& p, QPointF at, const QString& text, QFont font, double maxWidth) {
    // Metrics of the device painted on: an export's image measures text unlike the screen.
    const double w = QFontMetricsF(font, p.device()).horizontalAdvance(text);
    if (w > maxWidth)
        font.setPointSizeF(font.pointSizeF() * std::max(0.6, maxWidth / w * 0.93));
    p.save();
    p.setFont(font);
    p.drawText(at, QFontMetricsF(font, p.device()).elidedText(text, Qt::ElideRight, maxWidth));
    p.restore();
}

} // namespace

QFont BloomView::textFont(double points) const {
    QFont f = font();
    f.setPointSizeF(points * ThemeManager::instance().palette().fontScale);
    return f;
}

BloomView::BloomView(const BloomModel* model, QWidget* parent) : QWidget(parent), m_model(model) {
    setMinimumSize(minimumSizeHint());
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, qOverload<>(&QWidget::update));
}

void BloomView::setStep(int index) {
    m_step = index;
    update();
}

// The configuration line and up to four lines of hashes and derivation (see paintEvent).
double BloomView::headerHeight() const {
    return 10 + QFontMetricsF(textFont(12.5)).height() + 4 * QFontMetricsF(textFont(9.5)).height() +
           6;
}

BloomView::Layout BloomView::layout() const {
    const double fs = ThemeManager::instance().palette().fontScale;
    // The step's formula and a verdict of up to two lines (a Chinese verdict wraps).
    const double footer = 10 * fs + 3.5 * QFontMetricsF(textFont(12.5)).height();
    const QRectF area(8, headerHeight(), width() - 16, height() - headerHeight() - footer);
    const auto m = static_cast<double>(m_model->filter().m());
    Layout l;
    // Square cells filling the area: cols/rows ≈ width/height.
    l.cols =
        std::max(1, int(std::ceil(std::sqrt(m * area.width() / std::max(1.0, area.height())))));
    int rows = int(std::ceil(m / l.cols));
    l.cell = std::min(area.width() / l.cols, area.height() / std::max(1, rows));
    // Prefer a column count that divides into tidy rows of 8.
    if (l.cols > 8 && l.cols % 8 != 0) {
        const int c8 = (l.cols + 7) / 8 * 8;
        const int r8 = int(std::ceil(m / c8));
        const double cell8 = std::min(area.width() / c8, area.height() / std::max(1, r8));
        if (cell8 >= l.cell * 0.85)
            l.cols = c8, rows = r8, l.cell = cell8;
    }
    const double w = l.cols * l.cell, h = rows * l.cell;
    l.grid = QRectF(area.left() + (area.width() - w) / 2, area.top(), w, h);
    return l;
}

QStringList BloomView::derivationLines() const {
    QStringList lines;
    if (const auto& t = m_model->trace())
        for (std::size_t i = 0; i < t->derivation.size() && i < 3; ++i)
            lines << coreText(t->derivation[i]);
    return lines;
}

QRectF BloomView::cellRect(std::uint64_t index) const {
    const Layout l = layout();
    const auto col = static_cast<double>(index % std::uint64_t(l.cols));
    const auto row = static_cast<double>(index / std::uint64_t(l.cols));
    return {l.grid.left() + col * l.cell, l.grid.top() + row * l.cell, l.cell, l.cell};
}

// A cell's value at the step index: what the trace's steps before the index left there.
unsigned BloomView::displayedValue(std::uint64_t index) const {
    return m_model->cellAt(index, m_step);
}

// What every layer draws with: the theme's scales, the type, the filter and the trace on screen.
struct BloomView::Paint {
    Paint(const BloomView& view, const BloomModel& model)
        : pal(ThemeManager::instance().palette()), fs(pal.fontScale), ss(pal.strokeScale),
          small(view.textFont(9.5)), big(view.textFont(12.5)), fmBig(big),
          textWidth(view.width() - 20), f(model.filter()), t(model.trace()), l(view.layout()),
          counting(f.variant() == Variant::Counting), cellFont(small) {
        cellFont.setPointSizeF(std::max(6.0, std::min(9.0 * fs, l.cell * 0.3)));
    }
    const ThemePalette& pal;
    const double fs, ss;
    // 9.5 pt, not 8.5: the hashes and derivation were the smallest text of any lab.
    const QFont small, big;
    const QFontMetricsF fmBig;
    const double textWidth;
    const BloomFilter& f;
    const std::optional<OpTrace>& t;
    const Layout l;
    const bool counting; // cells are counters
    QFont cellFont;
};

void BloomView::paintEvent(QPaintEvent*) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.background);
    const Paint c(*this, *m_model);
    paintHeader(p, c);
    paintCells(p, c);
    paintDividers(p, c);
    paintDerived(p, c);
    // The footer: the current step's formula, or the verdict at the end.
    p.setFont(c.big);
    const double fy = c.l.grid.bottom() + 10 * c.fs + c.fmBig.ascent();
    paintStepFormula(p, c, fy);
    paintVerdict(p, c, fy);
}

// The configuration line, then the trace's hashes and derivation (or what to do first).
void BloomView::paintHeader(QPainter& p, const Paint& c) const {
    const BloomFilter& f = c.f;
    const auto& t = c.t;
    const QLocale loc;
    const BloomModel::Shown shown = m_model->shownAt(m_step); // the step on screen
    p.setPen(c.pal.text);
    p.setFont(c.big);
    const QString config = tr("%1 filter · m = %2 · k = %3 · %4 words · fill %5 %")
                               .arg(QString::fromLatin1(variantName(f.variant()).data()))
                               .arg(loc.toString(qulonglong(f.m())))
                               .arg(f.k())
                               .arg(shown.words)
                               .arg(loc.toString(100.0 * shown.fillRatio, 'f', 1));
    drawFitted(p, QPointF(10, 6 + c.fmBig.ascent()), config, c.big, c.textWidth);
    p.setFont(c.small);
    QFontMetricsF fmSmall(c.small);
    double y = 10 + c.fmBig.height() + fmSmall.ascent();
    p.setPen(c.pal.mutedText);
    if (t) {
        static const char* ops[] = {QT_TR_NOOP("insert"), QT_TR_NOOP("query"),
                                    QT_TR_NOOP("remove")};
        drawFitted(p, QPointF(10, y),
                   tr("%1 “%2”:  h1 = 0x%3,  h2 = 0x%4")
                       .arg(tr(ops[int(t->op)]), QString::fromStdString(t->key))
                       .arg(t->h1, 16, 16, QLatin1Char('0'))
                       .arg(t->h2, 16, 16, QLatin1Char('0')),
                   c.small, c.textWidth);
        for (const QString& line : derivationLines()) {
            y += fmSmall.height();
            drawFitted(p, QPointF(10, y), line, c.small, c.textWidth);
        }
    } else {
        drawFitted(p, QPointF(10, y), tr("Type a word and press Insert or Query."), c.small,
                   c.textWidth);
    }
}

// The grid: each cell set or clear at the step on screen, with its count (counting) or, where
// the cells are large enough, its index.
void BloomView::paintCells(QPainter& p, const Paint& c) const {
    const ThemePalette& pal = c.pal;
    const bool numbers = c.l.cell >= 26 * c.fs;
    for (std::uint64_t i = 0; i < c.f.m(); ++i) {
        const QRectF r = cellRect(i).adjusted(1, 1, -1, -1);
        const unsigned v = displayedValue(i);
        p.setPen(Qt::NoPen);
        p.setBrush(v ? pal.occupied : pal.empty);
        p.drawRect(r);
        if (c.counting && v > 0 && c.l.cell >= 14) {
            p.setPen(pal.background);
            p.setFont(c.cellFont);
            p.drawText(r, Qt::AlignCenter, QString::number(v));
        } else if (numbers) {
            p.setPen(v ? pal.background : pal.mutedText);
            p.setFont(c.cellFont);
            p.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignLeft | Qt::AlignTop, QString::number(i));
        }
    }
}

// The blocked variant's 32-bit words (a key sets one bit in each), finer than its blocks; then
// the block or shard boundaries of the partitioned variants.
void BloomView::paintDividers(QPainter& p, const Paint& c) const {
    const BloomFilter& f = c.f;
    if (f.variant() == Variant::Blocked) {
        p.setPen(QPen(c.pal.grid, 1 * c.ss, Qt::DotLine));
        for (std::uint64_t b = 32; b < f.m(); b += 32) {
            const QRectF r = cellRect(b);
            p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom()));
        }
    }
    const std::uint64_t part = f.partitionSize();
    if (part < f.m()) {
        p.setPen(QPen(c.pal.grid, 2 * c.ss, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        for (std::uint64_t b = part; b < f.m(); b += part) {
            const QRectF r = cellRect(b);
            p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom()));
        }
    }
}

// The trace's indices so far, each outlined and labelled g_i, the current one bolder.
void BloomView::paintDerived(QPainter& p, const Paint& c) const {
    const auto& t = c.t;
    if (!t)
        return;
    for (int j = 0; j < std::min<int>(m_step, int(t->steps.size())); ++j) {
        const IndexStep& s = t->steps[std::size_t(j)];
        const bool current = j == m_step - 1;
        const QRectF r = cellRect(s.index).adjusted(2, 2, -2, -2);
        // A zero met by a query is the reason for "definitely not": mark it in the good colour;
        // every other derived index in the highlight colour, the current one bolder.
        const QColor color = t->op == Op::Query && s.before == 0 ? c.pal.good : c.pal.highlight;
        p.setPen(QPen(color, (current ? 5 : 3) * c.ss));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        if (c.l.cell >= 12) {
            QFont gf = c.cellFont;
            gf.setBold(true);
            p.setFont(gf);
            p.setPen(displayedValue(s.index) ? c.pal.background : c.pal.text);
            p.drawText(r.adjusted(0, 0, -3, -2), Qt::AlignRight | Qt::AlignBottom,
                       QStringLiteral("g%1").arg(s.i));
        }
    }
}

// The step on screen: its formula and what it did to the cell.
void BloomView::paintStepFormula(QPainter& p, const Paint& c, double fy) const {
    const auto& t = c.t;
    if (!t || m_step <= 0 || m_step > int(t->steps.size()))
        return;
    const IndexStep& s = t->steps[std::size_t(m_step - 1)];
    p.setPen(c.pal.text);
    const QString cellWord = c.counting ? tr("counter") : tr("bit");
    drawFitted(p, QPointF(10, fy),
               coreText(s.formula) + tr("   %1 %2 → %3").arg(cellWord).arg(s.before).arg(s.after),
               c.big, c.textWidth);
}

// What the operation concluded: the verdict of a query, or what an insert or removal did.
QString BloomView::verdictLine() const {
    const auto& t = m_model->trace();
    if (!t)
        return {};
    if (const Verdict v = m_model->verdict(); v != Verdict::None)
        return tr("Verdict: %1").arg(verdictText(v));
    if (!t->note.empty())
        return coreText(t->note);
    if (t->op == Op::Insert)
        return tr("Inserted: all %1 cells set").arg(t->steps.size());
    if (t->op == Op::Remove)
        return t->result ? tr("Removed: every counter decremented") : tr("Not removed");
    return {};
}

// The step on screen in one line, as drawn: its formula and the cell's change, then the verdict
// at the last step (what a screen reader says for the step).
QString BloomView::stepLine() const {
    const auto& t = m_model->trace();
    if (!t)
        return {};
    const int n = static_cast<int>(t->steps.size());
    if (m_step <= 0 || n == 0)
        return m_step >= n ? verdictLine() : derivationLines().join(QStringLiteral("; "));
    const IndexStep& s = t->steps[std::size_t(std::min(m_step, n) - 1)];
    const bool counting = m_model->filter().variant() == Variant::Counting;
    QString line =
        coreText(s.formula) +
        tr("   %1 %2 → %3").arg(counting ? tr("counter") : tr("bit")).arg(s.before).arg(s.after);
    if (m_step >= n)
        line += QStringLiteral(" — ") + verdictLine();
    return line;
}

// At the end of the trace: the verdict in its colour, or what the operation did.
void BloomView::paintVerdict(QPainter& p, const Paint& c, double fy) const {
    const auto& t = c.t;
    if (!t || m_step < int(t->steps.size()))
        return;
    const Verdict v = m_model->verdict();
    const QString text = verdictLine();
    QColor color = c.pal.text;
    switch (v) {
    case Verdict::DefinitelyNot:
        color = c.pal.good;
        break;
    case Verdict::MaybePresent:
        color = c.pal.warning;
        break;
    case Verdict::FalsePositive:
    case Verdict::FalseNegative:
        color = c.pal.bad;
        break;
    case Verdict::None:
        break;
    }
    p.setPen(color);
    // The verdict is the lesson's point: it wraps onto a second line rather than shrink
    // ("结论：一定不存在——漏判（假阴性）：它已插入，但一个被清零的位抹掉了它" was at 60 %).
    const QFontMetricsF& fmBig = c.fmBig;
    const QRectF box(10, fy + fmBig.height() * 1.15 - fmBig.ascent(), c.textWidth,
                     fmBig.height() * 2.2);
    QFont vf = c.big;
    for (int i = 0; i < 4; ++i) {
        const QRectF need =
            QFontMetricsF(vf, p.device())
                .boundingRect(QRectF(0, 0, box.width(), 1e6), Qt::TextWordWrap, text);
        if (need.height() <= box.height())
            break;
        vf.setPointSizeF(vf.pointSizeF() * 0.9);
    }
    p.save();
    p.setFont(vf);
    p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    p.restore();
}

std::optional<std::uint64_t> BloomView::cellAt(const QPointF& pos) const {
    const Layout l = layout();
    if (!l.grid.contains(pos))
        return std::nullopt;
    const auto col = std::uint64_t((pos.x() - l.grid.left()) / l.cell);
    const auto row = std::uint64_t((pos.y() - l.grid.top()) / l.cell);
    const std::uint64_t idx = row * std::uint64_t(l.cols) + col;
    if (idx >= m_model->filter().m())
        return std::nullopt;
    return idx;
}

void BloomView::mousePressEvent(QMouseEvent* e) {
    if (const auto idx = cellAt(e->position()))
        emit cellClicked(*idx);
}

void BloomView::mouseDoubleClickEvent(QMouseEvent* e) {
    if (const auto idx = cellAt(e->position()))
        emit cellDoubleClicked(*idx);
}

} // namespace hashlab::app
