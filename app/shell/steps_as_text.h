#pragma once
// "Steps as text": the operation on screen as a table (operation, cell, value, verdict), one row
// per step, for a screen reader or anyone who would rather read than look. The current step's row
// is selected and follows the step player; choosing a row (click, arrows) moves the player there.
// A window of its own beside the lab, so that no lab's layout changes when it opens.
#include "step_rows.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace hashlab::app {

class StepPlayer;

class StepsAsText : public QDialog {
    Q_OBJECT
public:
    StepsAsText(StepPlayer* player, StepRowSource rows, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // Reads the lab's rows again and selects the step on screen.
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void follow(int index);
    void retranslate();
    StepPlayer* m_player;
    StepRowSource m_rows;
    QList<StepRow> m_shown;
    QLabel* m_empty;
    QTableWidget* m_table;
    bool m_following = false;
    bool m_stale = true; // a new trace (or language) since the rows were read
};

} // namespace hashlab::app
