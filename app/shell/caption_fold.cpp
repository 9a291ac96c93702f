#include "caption_fold.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace hashlab::app {

namespace {
constexpr int kLines = 3; // caption and question together, in presentation mode
}

CaptionFold::CaptionFold(QLabel* caption, QToolButton* more, QObject* parent)
    : QObject(parent), m_caption(caption), m_more(more) {
    setObjectName(QStringLiteral("CaptionFold"));
    m_more->hide();
    m_caption->installEventFilter(this);
    connect(m_more, &QToolButton::clicked, this, [this] {
        m_open = !m_open;
        fit();
    });
}

void CaptionFold::show(const QString& caption, const QString& prompt, const QString& step,
                       bool folding) {
    if (step != m_step)
        m_open = false;
    m_full = caption;
    m_prompt = prompt;
    m_step = step;
    m_folding = folding;
    fit();
}

bool CaptionFold::folded() const {
    return m_caption->text() != m_full;
}

bool CaptionFold::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_caption && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void CaptionFold::fit() {
    const QFontMetrics fm(m_caption->font());
    const int width = m_caption->width();
    // A line's height is the text's own, unwrapped: Chinese comes from a fallback font taller than
    // the label's, and counted in the label font's line spacing one line of it read as two (a
    // caption that fits folded to a bare "…").
    auto lines = [&fm, width](const QString& text) {
        if (text.trimmed().isEmpty())
            return 0;
        const QRect r = fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text);
        const int line =
            std::max(1, fm.boundingRect(QRect(0, 0, 1 << 20, 1 << 20), 0, text).height());
        return std::max(1, (r.height() + line / 2) / line);
    };
    const int budget = std::max(1, kLines - lines(m_prompt));
    const bool tooLong = m_folding && width > 0 && lines(m_full) > budget;
    QString shown = m_full;
    if (tooLong && !m_open) {
        // The longest start that fits with its ellipsis, cut at a space where there is one (a
        // Chinese caption has none: it is cut at a character).
        int lo = 0, hi = static_cast<int>(m_full.size());
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            if (lines(m_full.left(mid) + QStringLiteral(" …")) <= budget)
                lo = mid;
            else
                hi = mid - 1;
        }
        const auto space = m_full.left(lo + 1).lastIndexOf(QLatin1Char(' '));
        shown = m_full.left(space > lo / 2 ? space : lo) + QStringLiteral(" …");
    }
    if (m_caption->text() != shown)
        m_caption->setText(shown);
    m_more->setVisible(tooLong);
    m_more->setText(m_open ? tr("less") : tr("more"));
    m_more->setToolTip(m_open ? tr("Show the caption's first lines only")
                              : tr("Show the whole caption"));
}

} // namespace hashlab::app
