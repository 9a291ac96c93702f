#pragma once
// Lessons → Drill…: a lab, a seed and a number of questions. The seed is shown large so a teacher
// can read it out: the same seed gives every student the same questions (scenario/drill.h).
#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hashlab::app {

class DrillDialog : public QDialog {
    Q_OBJECT
public:
    DrillDialog(const QString& lab, QWidget* parent = nullptr);
    QString lab() const;
    // The seed typed (a whole number from 0 to 2^64 − 1); false when the field holds none.
    bool seed(quint64* out) const;
    int count() const;

    QComboBox* labBox() const { return m_lab; }
    QLineEdit* seedField() const { return m_seed; }
    QSpinBox* countBox() const { return m_count; }

private:
    void check();
    QComboBox* m_lab;
    QLineEdit* m_seed;
    QSpinBox* m_count;
    QLabel* m_problem;
};

} // namespace hashlab::app
