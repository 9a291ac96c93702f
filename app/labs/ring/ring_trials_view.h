#pragma once
// The ring lab's "Failure trials" tab (issue 16): how many random node failures until the first
// key has no live copy, over many trials, plain next to rack-aware placement of the same keys on
// the same nodes. The ring's failed nodes are down from the start; nodes are dealt round-robin
// into the racks chosen here. Computed by core (ring/failure_trials.h) in a BackgroundJob with
// progress and Cancel; the plot shows, per number of failures, the fraction of trials in which a
// key was already unavailable.
#include "hashlab/ring/failure_trials.h"

#include <QString>
#include <QWidget>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>

class QCustomPlot;
class QCPTextElement;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;
class RingModel;
struct RingState;

class RingTrialsView : public QWidget {
    Q_OBJECT
public:
    explicit RingTrialsView(RingModel* model, QWidget* parent = nullptr);
    void run();
    BackgroundJob* job() const { return m_job; }
    ProgressPanel* progressPanel() const { return m_progress; }
    QSpinBox* replicasBox() const { return m_replicas; }
    QSpinBox* racksBox() const { return m_racks; }
    QSpinBox* trialsBox() const { return m_trialsBox; }
    QSpinBox* seedBox() const { return m_seedBox; }
    QPushButton* runButton() const { return m_run; }
    QLabel* summary() const { return m_summary; }
    QCustomPlot* plot() const { return m_plot; }
    // The last finished run: plain and rack-aware (empty before one, or when refused).
    const std::optional<ring::FailureTrials>& plain() const { return m_plain; }
    const std::optional<ring::FailureTrials>& rackAware() const { return m_aware; }

    static constexpr int kMaxTrials = 10000;
    static constexpr std::uint64_t kSeed = 1; // the seed box's first value
    // The boxes as a scenario saves them: {"replicas", "racks", "trials", "seed"}.
    nlohmann::json settings() const;
    // Every field checked before any box changes; a missing field takes the box's first value
    // (files from before the trials were saved open with the tab as it starts). "" or why not.
    QString setSettings(const nlohmann::json& j);
    // The setup a run uses for the ring's current state: the nodes' own racks when the ring has
    // any; otherwise `racks` racks "rack 1" ... dealt round-robin.
    static ring::ReplicaSetup setupFor(const RingState& state, int replicas, int racks,
                                       bool rackAware);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Outcome {
        ring::FailureTrials plain, aware;
    };
    void showResult();
    void retranslate();
    void followRacks();

    RingModel* m_model;
    QSpinBox *m_replicas, *m_racks, *m_trialsBox, *m_seedBox;
    QLabel *m_replicasLabel, *m_racksLabel, *m_trialsLabel, *m_seedLabel;
    QPushButton* m_run;
    QLabel *m_caption, *m_summary;
    QCustomPlot* m_plot;
    QCPTextElement* m_yTitle; // the y axis's name, above the axes: beside them it was cut
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<Outcome> m_pending;
    std::optional<ring::FailureTrials> m_plain, m_aware;
    QString m_refused; // why the last run could not start (translated when it was set)
    bool m_cancelled = false;
};

} // namespace hashlab::app
