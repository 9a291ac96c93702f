#pragma once
// The exact numbers under the birthday plot, one row per space: N written out, log2 N, the
// expected colliding pairs C(n,2)/N and P(any collision) at the user's n, and the n at which P
// reaches 1 % and 50 %. Every number is core's (collisions/birthday.h), as `hashlab collide
// birthday` prints it; this table only formats them.
#include "code_spaces.h"

#include "shell/lesson_figures.h"

#include "hashlab/collisions/birthday.h"

#include <QTableWidget>

namespace hashlab::app {

struct BirthdayRow {
    SpaceRow space;
    collisions::BirthdayPoint at; // at the user's n
    double nFor1 = 0, nFor50 = 0;
};
// Core's numbers for one space (the sizes were checked when typed).
BirthdayRow birthdayRow(const SpaceRow& space, std::uint64_t n);

// The figures a lesson may hide and quote (scenario/lesson_figures.h), as the table writes them:
// the 2^24 row's expected pairs and the n at which P reaches 50 % (the birthday lessons' 24 bits).
LessonFigures::Values birthdayFigures(const std::vector<BirthdayRow>& rows);

// A key count as the CLI prints it: an exact integer below 2^53, otherwise 6 significant digits.
QString formatKeyCount(double n);
// 6 significant digits, as the CLI's text output.
QString formatReal(double v);
// An exact decimal with the locale's group separators.
QString groupDigits(const std::string& digits);

class BirthdayTable : public QTableWidget {
    Q_OBJECT
public:
    explicit BirthdayTable(QWidget* parent = nullptr);
    void setRows(std::uint64_t n, std::vector<BirthdayRow> rows);
    const std::vector<BirthdayRow>& rows() const { return m_rows; }
    // The cells again from the rows: after setRows(), a language change, or a lesson's hidden
    // figures changing (a hidden figure reads "?").
    void fill();

signals:
    void rowsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    std::uint64_t m_n = 0;
    std::vector<BirthdayRow> m_rows;
};

} // namespace hashlab::app
