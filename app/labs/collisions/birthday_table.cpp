#include "birthday_table.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QRegularExpression>

#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

BirthdayRow birthdayRow(const SpaceRow& space, std::uint64_t n) {
    BirthdayRow r;
    r.space = space;
    // The space was checked against core's limits when it was typed.
    if (auto at = collisions::birthdayInSpace(n, space.space))
        r.at = *at;
    if (auto n1 = collisions::keysForProbabilityInSpace(0.01, space.space))
        r.nFor1 = *n1;
    if (auto n50 = collisions::keysForProbabilityInSpace(0.5, space.space))
        r.nFor50 = *n50;
    return r;
}

LessonFigures::Values birthdayFigures(const std::vector<BirthdayRow>& rows) {
    LessonFigures::Values f;
    for (const BirthdayRow& r : rows)
        if (r.space.bits && r.space.size == 24) {
            f.insert(QStringLiteral("pairs_24"), {formatReal(r.at.pairsExpected)});
            f.insert(QStringLiteral("n50_24"), {formatKeyCount(r.nFor50)});
        }
    return f;
}

QString formatKeyCount(double n) {
    if (n < 9007199254740992.0)
        return QLocale().toString(static_cast<qulonglong>(n));
    return formatReal(n);
}

QString formatReal(double v) {
    // 6 significant digits; an exponent as a teacher writes it: 7.62939×10^6, not 7.62939E+06.
    QString text = QLocale().toString(v, 'g', 6);
    static const QRegularExpression exponent(QStringLiteral("[eE]\\+?(-?)0*(\\d+)$"));
    return text.replace(exponent, QStringLiteral("×10^\\1\\2"));
}

QString groupDigits(const std::string& digits) {
    const QString sep = QLocale().groupSeparator();
    QString out;
    const int len = static_cast<int>(digits.size());
    for (int i = 0; i < len; ++i) {
        if (i > 0 && (len - i) % 3 == 0)
            out += sep;
        out += QLatin1Char(digits[static_cast<std::size_t>(i)]);
    }
    return out;
}

BirthdayTable::BirthdayTable(QWidget* parent) : QTableWidget(0, 6, parent) {
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setTabKeyNavigation(false);
    horizontalHeader()->setStretchLastSection(true);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // sized to its rows by fitRows()
    fill();
}

void BirthdayTable::setRows(std::uint64_t n, std::vector<BirthdayRow> rows) {
    m_n = n;
    m_rows = std::move(rows);
    fill();
    emit rowsChanged();
}

void BirthdayTable::fill() {
    setHorizontalHeaderLabels(
        {tr("space N"), tr("log2 N"),
         tr("pairs C(n,2)/N at n = %1").arg(QLocale().toString(static_cast<qulonglong>(m_n))),
         tr("P(collision) at n"), tr("n for 1 %"), tr("n for 50 %")});
    setRowCount(static_cast<int>(m_rows.size()));
    for (int i = 0; i < rowCount(); ++i) {
        const auto& r = m_rows[static_cast<std::size_t>(i)];
        const QStringList cells = {
            QStringLiteral("%1 = %2").arg(r.space.label(), groupDigits(r.space.exact)),
            r.space.bits ? QString::number(r.space.size)
                         : QLocale().toString(std::log2(r.space.space), 'f', 2),
            formatReal(r.at.pairsExpected),
            formatReal(r.at.pAny),
            formatKeyCount(r.nFor1),
            formatKeyCount(r.nFor50)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(maskFigures(cells[c]));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(i, c, item);
        }
    }
    resizeColumnsToContents();
    // Every row on show: the table is as tall as its rows (at most kMaxSpaceSizes).
    setFixedHeight(horizontalHeader()->sizeHint().height() +
                   std::max(verticalHeader()->length(), verticalHeader()->defaultSectionSize()) +
                   2 * frameWidth() +
                   (horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0));
}

void BirthdayTable::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        fill();
    QTableWidget::changeEvent(event);
}

} // namespace hashlab::app
