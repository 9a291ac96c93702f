#include "formula_field.h"

#include "shell/core_text.h"
#include "shell/theme.h"

#include "hashlab/expr/formula.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOptionFrame>

namespace hashlab::app {

FormulaField::FormulaField(QString name, QWidget* parent)
    : QLineEdit(parent), m_name(std::move(name)) {
    setFont(QFont(QStringLiteral("monospace")));
    connect(this, &QLineEdit::textChanged, this, &FormulaField::validate);
    validate();
}

void FormulaField::validate() {
    expr::ParseError detail;
    const std::string text = this->text().toStdString();
    auto f = expr::Formula::parse(text, m_name.toStdString(), &detail);
    if (f.ok()) {
        m_error.clear();
        m_column = m_length = 0;
    } else {
        m_column = static_cast<int>(detail.column);
        m_length = static_cast<int>(detail.length);
        m_error = tr("%1: column %2: %3").arg(m_name).arg(m_column).arg(coreText(detail.what));
    }
    setToolTip(m_error);
    update();
}

void FormulaField::changeEvent(QEvent* event) {
    QLineEdit::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        validate();
}

void FormulaField::paintEvent(QPaintEvent* event) {
    QLineEdit::paintEvent(event);
    if (m_error.isEmpty())
        return;
    // Underline the bad characters (past the end: a short mark after the text).
    QStyleOptionFrame option;
    initStyleOption(&option);
    const QRect contents = style()->subElementRect(QStyle::SE_LineEditContents, &option, this);
    const QFontMetricsF fm(font());
    // Columns count bytes of the UTF-8 text; formulas are ASCII, so bytes are characters.
    const QString t = text();
    const int from = std::min<int>(m_column - 1, static_cast<int>(t.size()));
    const double x0 =
        contents.left() + textMargins().left() + 2 + fm.horizontalAdvance(t.left(from));
    const double width = from < t.size() ? fm.horizontalAdvance(t.mid(from, m_length))
                                         : fm.horizontalAdvance(QLatin1Char('m'));
    const double y = contents.center().y() + fm.ascent() / 2 + 2;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(ThemeManager::instance().palette().bad, 2);
    p.setPen(pen);
    // A wavy line, as spell checkers draw it.
    QPainterPath wave(QPointF(x0, y));
    for (double x = x0; x < x0 + width; x += 3)
        wave.lineTo(x + 1.5, y + ((static_cast<int>((x - x0) / 3) % 2) ? -1.5 : 1.5));
    p.drawPath(wave);
}

} // namespace hashlab::app
