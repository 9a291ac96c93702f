#include "collisions_view.h"

#include "shell/theme.h"

#include <QPainter>
#include <QPainterPath>

namespace hashlab::app {
namespace {

QString ids(const std::vector<std::uint64_t>& list) {
    QStringList s;
    for (auto id : list)
        s << QStringLiteral("#%1").arg(id);
    return s.join(QStringLiteral(", "));
}

} // namespace

WritePathView::WritePathView(QWidget* parent) : QWidget(parent) {
    setMinimumSize(320, 260);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] { update(); });
}

void WritePathView::setTrace(const std::optional<collisions::WriteTrace>& trace, int bits,
                             collisions::Strategy strategy) {
    m_trace = trace;
    m_bits = bits;
    m_strategy = strategy;
    m_index = trace ? static_cast<int>(trace->steps.size()) : 0;
    update();
}

void WritePathView::setStepIndex(int index) {
    m_index = index;
    update();
}

QString WritePathView::stepTitle(const collisions::WriteStep& step) const {
    switch (step.kind) {
    case collisions::StepKind::Canonicalise:
        return tr("Canonicalise: json.dumps(sort_keys, no spaces, UTF-8)");
    case collisions::StepKind::Hash:
        return tr("Hash: mmh3.hash128(canonical, seed=42, unsigned)");
    case collisions::StepKind::Truncate:
        return tr("hash_id: first %n bit(s)", nullptr, m_bits);
    case collisions::StepKind::Lookup:
        return tr("Look up hash_id on the non-unique index");
    case collisions::StepKind::Compare:
        return tr("Compare raw data");
    case collisions::StepKind::Apply:
        return tr("Apply (%1)")
            .arg(QString::fromStdString(std::string(collisions::strategyName(m_strategy))));
    }
    return {};
}

QString WritePathView::stepBody(const collisions::WriteStep& step) const {
    if (!m_trace)
        return {};
    const auto& t = *m_trace;
    switch (step.kind) {
    case collisions::StepKind::Canonicalise:
        return QString::fromStdString(t.canonical);
    case collisions::StepKind::Hash:
        return QString::fromStdString(t.fullHash);
    case collisions::StepKind::Truncate:
        return QString::fromStdString(t.hashId);
    case collisions::StepKind::Lookup:
        return t.matches.empty() ? tr("no record has this hash_id")
                                 : tr("found %1").arg(ids(t.matches));
    case collisions::StepKind::Compare:
        return t.sameAs ? tr("same data as #%1: a duplicate").arg(*t.sameAs)
                        : tr("data differs from %1: a hash collision").arg(ids(t.matches));
    case collisions::StepKind::Apply:
        switch (t.outcome) {
        case collisions::Outcome::Inserted:
            return tr("new record #%1 inserted (created_at = updated_at = t%2)")
                .arg(t.recordId)
                .arg(t.tick);
        case collisions::Outcome::Duplicate:
            return tr("nothing inserted; updated_at of #%1 set to t%2").arg(t.recordId).arg(t.tick);
        case collisions::Outcome::Overwritten:
            return tr("#%1 overwrites #%2 under the same key: #%2's data is LOST")
                .arg(t.recordId)
                .arg(t.lostId.value_or(0));
        case collisions::Outcome::Rejected:
            return tr("write refused; alert logged with #%1 and the new data")
                .arg(t.matches.empty() ? 0 : t.matches.front());
        case collisions::Outcome::InsertedFlagged:
            return tr("#%1 inserted beside %2 with collision_flag = true")
                .arg(t.recordId)
                .arg(ids(t.matches));
        }
    }
    return {};
}

void WritePathView::paintEvent(QPaintEvent*) {
    const auto& pal = ThemeManager::instance().palette();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.surface);
    QFont base = font();
    base.setPointSizeF(base.pointSizeF() * pal.fontScale);
    QFont bold = base;
    bold.setBold(true);
    QFont mono = base;
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    const qreal margin = 10 * pal.fontScale;

    p.setFont(bold);
    p.setPen(pal.text);
    const qreal titleH = QFontMetricsF(bold).height() * 1.6;
    p.drawText(QRectF(margin, 0, width() - 2 * margin, titleH), Qt::AlignVCenter,
               tr("Write path of the last write"));
    if (!m_trace) {
        p.setFont(base);
        p.setPen(pal.mutedText);
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Write a JSON record to see its path: canonicalise → hash → look up → "
                      "new, duplicate or collision."));
        return;
    }
    const auto& steps = m_trace->steps;
    const int n = static_cast<int>(steps.size());
    const qreal gap = 6 * pal.fontScale;
    // Two lines per card (title, then the numbers) when there is room; otherwise one line each,
    // title and numbers side by side, so that all steps stay on the canvas.
    const qreal lineH = QFontMetricsF(bold).height();
    const qreal cardH =
        std::max<qreal>((height() - titleH - margin - gap * (n - 1)) / std::max(1, n), lineH + 8);
    const bool oneLine = cardH < lineH * 2.4;
    qreal y = titleH;
    for (int i = 0; i < n; ++i) {
        const bool shown = i < m_index;
        const bool current = i == m_index - 1;
        const QRectF card(margin, y, width() - 2 * margin, cardH);
        QColor fill = pal.background;
        QColor border = shown ? pal.grid : pal.grid.lighter(110);
        if (current)
            border = pal.accent;
        if (shown && steps[static_cast<std::size_t>(i)].kind == collisions::StepKind::Apply) {
            const auto o = m_trace->outcome;
            QColor verdict =
                o == collisions::Outcome::Overwritten ? pal.bad
                : o == collisions::Outcome::Rejected || o == collisions::Outcome::InsertedFlagged
                    ? pal.warning
                    : pal.good;
            verdict.setAlpha(60);
            fill = verdict;
        }
        p.setPen(QPen(border, (current ? 2.5 : 1.0) * pal.strokeScale));
        p.setBrush(fill);
        p.drawRoundedRect(card, 6, 6);
        const QRectF inner = card.adjusted(10, 4, -10, -4);
        p.setFont(bold);
        p.setPen(shown ? pal.text : pal.mutedText);
        const QString title =
            QStringLiteral("%1. %2").arg(i + 1).arg(stepTitle(steps[static_cast<std::size_t>(i)]));
        const qreal titleW = oneLine ? inner.width() * 0.45 : inner.width();
        // Not clipped to the line: Chinese glyphs come from a fallback font taller than the
        // Latin one the line height is measured on, and lost their lower part.
        p.drawText(QRectF(inner.left(), inner.top(), titleW, lineH),
                   Qt::AlignLeft | Qt::TextDontClip,
                   QFontMetricsF(bold).elidedText(title, Qt::ElideRight, titleW));
        if (shown) {
            const auto& step = steps[static_cast<std::size_t>(i)];
            const bool code = step.kind == collisions::StepKind::Canonicalise ||
                              step.kind == collisions::StepKind::Hash ||
                              step.kind == collisions::StepKind::Truncate;
            p.setFont(code ? mono : base);
            p.setPen(pal.text);
            const QRectF body = oneLine ? QRectF(inner.left() + titleW + 8, inner.top(),
                                                 inner.width() - titleW - 8, lineH)
                                        : QRectF(inner.left(), inner.top() + lineH + 2,
                                                 inner.width(), inner.height() - lineH - 2);
            const QFontMetricsF fm(p.font());
            // As many lines as the card holds (a short card held one, and the second line of
            // "#12 overwrote #9 under the same key: #9's data is lost" was cut off mid-glyph);
            // sentences lose a little to word wrap, hence the 0.9.
            const int lines =
                oneLine ? 1 : std::max(1, static_cast<int>(body.height() / fm.lineSpacing()));
            const QString text = fm.elidedText(
                stepBody(step), code ? Qt::ElideMiddle : Qt::ElideRight,
                lines == 1 ? body.width() : body.width() * lines * (code ? 1.0 : 0.9));
            // Hashes and JSON may break anywhere; sentences break between words.
            p.drawText(body,
                       Qt::AlignLeft | (oneLine ? Qt::TextSingleLine | Qt::TextDontClip
                                        : code  ? Qt::TextWrapAnywhere
                                                : Qt::TextWordWrap),
                       text);
        }
        y += cardH + gap;
    }
}

} // namespace hashlab::app
