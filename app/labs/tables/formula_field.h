#pragma once
// A line edit for one textbook formula (h1 or h2) that validates as the user types: a formula
// that does not parse gets the bad characters underlined in red and a message naming the column.
#include <QLineEdit>

namespace hashlab::app {

class FormulaField : public QLineEdit {
    Q_OBJECT
public:
    explicit FormulaField(QString name, QWidget* parent = nullptr);

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; } // "h2: column 5: unknown variable 'x' ..."

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override; // the message follows the language

private:
    void validate();
    QString m_name;
    QString m_error;
    int m_column = 0, m_length = 0;

    // Read by the tests only (tests/app/tables/tables_test_access.h).
    friend class FormulaFieldTestAccess;
    int errorColumn() const { return m_column; } // 1-based; 0 when valid
};

} // namespace hashlab::app
