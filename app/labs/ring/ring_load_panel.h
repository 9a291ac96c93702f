#pragma once
// Load panel: a bar per node (keys it holds) against the mean, and the spread of exact shares
// (CV and max/mean) against vnodes for the current nodes, beside 1/sqrt(V). The sweep runs in a
// BackgroundJob; both plots follow the theme.
#include <QStringList>
#include <QWidget>

class QCustomPlot;
class QLabel;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;
class RingModel;
struct RingStage;

class RingLoadPanel : public QWidget {
    Q_OBJECT
public:
    explicit RingLoadPanel(RingModel* model, QWidget* parent = nullptr);
    BackgroundJob* sweepJob() const { return m_job; }
    QCustomPlot* barsPlot() const { return m_bars; }
    QCustomPlot* sweepPlot() const { return m_sweep; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refreshBars();
    void layoutBarLabels();
    // Bounded loads: capacity lines and their label; returns the highest line (0 otherwise).
    double drawCapacities(const RingStage& stage, const QStringList& names);
    void reserveTextLines();
    void startSweep();
    void showSweep();
    void retranslate();

    RingModel* m_model;
    QCustomPlot *m_bars, *m_sweep;
    QLabel* m_caption;
    QLabel* m_stats;
    QStringList m_barNames;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::string m_sweepKey; // what the last sweep was computed for (nodes, weights, hash)
    struct Result;
    std::shared_ptr<Result> m_result;
};

} // namespace hashlab::app
