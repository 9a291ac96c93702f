#pragma once
// Your turn… (issue 31): which exercise the lab becomes. The kind and level, a seed pre-filled with
// a fresh one (editable, so a teacher can hand out "exercise 41": the same seed, the same
// exercise), practice or exam, and in an exam the student's name for the record.
#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

struct YourTurnChoice {
    QString lab, kind;
    quint64 seed = 0;
    int level = 1;
    bool exam = false;
    QString student;
};

class YourTurnDialog : public QDialog {
    Q_OBJECT
public:
    // `previous`: the last exercise started in this lab (its kind, level and mode are kept).
    YourTurnDialog(const YourTurnChoice& previous, QWidget* parent = nullptr);
    // False while the seed field holds no whole number (the dialog then says why).
    bool choice(YourTurnChoice* out) const;

    QComboBox* kindBox() const { return m_kind; }
    QSpinBox* levelBox() const { return m_level; }
    QLineEdit* seedField() const { return m_seed; }
    QComboBox* modeBox() const { return m_mode; }
    QLineEdit* studentField() const { return m_student; }
    QPushButton* startButton() const { return m_start; }

    // A seed short enough to read out to a class.
    static quint64 freshSeed();
    // An exercise kind's name as the chooser lists it ("linear" -> "Linear probing: insert").
    static QString kindTitle(const QString& kind);

private:
    void check();
    QString m_lab;
    QComboBox* m_kind;
    QSpinBox* m_level;
    QLineEdit* m_seed;
    QComboBox* m_mode;
    QLineEdit* m_student;
    QLabel* m_problem;
    QPushButton* m_start;
};

} // namespace hashlab::app
