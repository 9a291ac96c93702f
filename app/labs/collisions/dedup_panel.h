#pragma once
// The dedup store's controls and table: strategy switch, the "force collisions" hash_id width,
// the JSON write form (validated live, with the error's line and column), the counters and the
// audit. Every action goes through CollisionsModel's undoable commands.
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSlider;
class QTableView;

namespace hashlab::app {

class CollisionsModel;
class DedupTableModel;
class InlineMessage;

class DedupPanel : public QWidget {
    Q_OBJECT
public:
    DedupPanel(CollisionsModel* model, QWidget* parent = nullptr);

    QPlainTextEdit* editor() const { return m_editor; }
    QPushButton* writeButton() const { return m_write; }
    QPushButton* randomButton() const { return m_random; }
    QComboBox* strategyBox() const { return m_strategy; }
    QSlider* bitsSlider() const { return m_bits; }
    QLabel* countersLabel() const { return m_counters; }
    QTableView* table() const { return m_table; }
    DedupTableModel* tableModel() const { return m_tableModel; }
    InlineMessage* message() const { return m_message; }
    // Shows the store at the step player's index (the lab calls it on every step).
    void showStep(int step);

protected:
    void changeEvent(QEvent* event) override;

private:
    void validate();
    void submit();
    void refresh();
    void retranslate();
    CollisionsModel* m_model;
    QComboBox* m_strategy;
    QSlider* m_bits;
    QLabel *m_bitsLabel, *m_strategyLabel, *m_counters, *m_audit, *m_formLabel;
    QPlainTextEdit* m_editor;
    QPushButton *m_write, *m_random, *m_clear;
    InlineMessage* m_message;
    QTableView* m_table;
    DedupTableModel* m_tableModel;
    int m_step = -1; // -1: the end
};

} // namespace hashlab::app
