#pragma once
// The birthday plot: P(any collision) against n (log axis) for the spaces the user sets (whole
// bits, or an alphabet at several code lengths), from core/ids' birthdayInSpace(), with a line at
// the user's n, the exact numbers in a BirthdayTable below, and measured points over the curves
// (core's runBirthdayTrials: `trials` draws of random URLs per point and the fraction that had a
// collision, where N ≤ 2^32). Everything is computed in a BackgroundJob (the product form is O(n)
// per point) behind a ProgressPanel; the widget only draws.
#include "birthday_table.h"
#include "code_spaces.h"

#include <QWidget>

#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

class QCustomPlot;
class QComboBox;
class QLabel;
class QPushButton;
class QUndoStack;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class CodeSpaceInputs;

struct BirthdaySeries {
    int bits = 0; // 0 for an alphabet's space
    BirthdayRow row;
    std::vector<double> n, p;                   // the curve
    std::vector<double> measuredN, measuredP;   // the experiment
    std::vector<double> measuredLo, measuredHi; // its 95 % Wilson interval
    double nFor1 = 0, nFor50 = 0;
};

class BirthdayPlot : public QWidget {
    Q_OBJECT
public:
    static constexpr int kTrials = 30;
    explicit BirthdayPlot(QWidget* parent = nullptr);
    ~BirthdayPlot() override;

    void recompute();
    // Edits of the spaces go on this stack (the lab's), so Undo takes them back.
    void setUndoStack(QUndoStack* stack) { m_undo = stack; }
    const CodeSpaces& spaces() const { return m_spaces; }
    void setSpaces(const CodeSpaces& spaces); // shows and recomputes; no undo step
    CodeSpaceInputs* inputs() const { return m_inputs; }
    BirthdayTable* table() const { return m_table; }
    void waitForResults(); // tests and export: block until the job is done and drawn
    const std::vector<BirthdaySeries>& series() const { return m_series; }
    QCustomPlot* plot() const { return m_plot; }

    nlohmann::json saveState() const;
    QString validateState(const nlohmann::json& state) const;
    void loadState(const nlohmann::json& state); // after validateState

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    void retranslate();
    QCustomPlot* m_plot;
    QComboBox* m_hash;
    QPushButton* m_run;
    QLabel* m_summary;
    CodeSpaceInputs* m_inputs;
    BirthdayTable* m_table;
    QUndoStack* m_undo = nullptr;
    CodeSpaces m_spaces;
    int m_trials = kTrials;
    CodeSpaces m_drawn; // the spaces m_series was computed for
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::vector<BirthdaySeries> m_series;
    std::shared_ptr<std::vector<BirthdaySeries>> m_pending;
    std::shared_ptr<CodeSpaces> m_pendingSpaces;

    // A test fixture (tests/app/collisions/collisions_test_access.h).
    friend class BirthdayPlotTestAccess;
    // Experiments per measured point (kTrials). Fewer for the tests of the table and the spaces,
    // which read no measured point: 30 trials at five points cost seconds of CPU per edit.
    void setTrials(int trials) { m_trials = trials; }
};

} // namespace hashlab::app
