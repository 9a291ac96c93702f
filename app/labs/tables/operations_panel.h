#pragma once
// Table operations: a key with Insert / Find / Delete, and a random fill to a load factor (run
// in a BackgroundJob: large tables take a moment). Refusals appear inline; nothing changes.
#include <QWidget>

class QDoubleSpinBox;
class QLineEdit;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;
class InlineMessage;
class ProbingModel;
class SchemeModel;

class OperationsPanel : public QWidget {
    Q_OBJECT
public:
    OperationsPanel(ProbingModel* model, QWidget* parent = nullptr);
    // While the hash-table model is active, the operations go to it instead.
    void setSchemeModel(SchemeModel* model) { m_scheme = model; }

    QLineEdit* keyEdit() const { return m_key; }
    QPushButton* insertButton() const { return m_insert; }
    QPushButton* findButton() const { return m_find; }
    QPushButton* deleteButton() const { return m_delete; }
    QPushButton* fillButton() const { return m_fill; }
    QDoubleSpinBox* alphaBox() const { return m_alpha; }
    InlineMessage* message() const { return m_message; }
    BackgroundJob* fillJob() const { return m_job; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void operate(int op);
    void fill();
    void retranslate();
    ProbingModel* m_model;
    SchemeModel* m_scheme = nullptr;
    QLineEdit* m_key;
    QPushButton *m_insert, *m_find, *m_delete, *m_fill;
    QDoubleSpinBox* m_alpha;
    InlineMessage* m_message;
    BackgroundJob* m_job;
    std::uint64_t m_fillSeed = 0;
};

} // namespace hashlab::app
