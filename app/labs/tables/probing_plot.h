#pragma once
// The probe-count plot: average probes of successful and unsuccessful search against the load
// factor for linear, quadratic and double probing, measured (points with 95 % bars) beside
// Knuth's formulas (lines). The measurement runs in a BackgroundJob with a progress bar.
#include "hashlab/tables/stats.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCustomPlot;
class QCPTextElement;
class QLabel;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;

class ProbingPlot : public QWidget {
    Q_OBJECT
public:
    explicit ProbingPlot(QWidget* parent = nullptr);

    void measure();   // starts (or restarts) the measurement with the next seed
    void waitForIt(); // blocks until a running measurement is shown (export, tests)
    const std::optional<tables::StatsResult>& result() const { return m_result; }
    QCustomPlot* successfulPlot() const { return m_plots[0]; }
    QCustomPlot* unsuccessfulPlot() const { return m_plots[1]; }
    QWidget* chart() const { return m_chart; } // the legend and the plots, no controls

protected:
    void changeEvent(QEvent* event) override;

private:
    void show(const tables::StatsResult& r);
    void restyle();
    void retranslate();
    QWidget* m_chart;
    QCustomPlot* m_plots[2];
    QCPTextElement* m_titles[2] = {nullptr, nullptr};
    QLabel* m_caption;
    QLabel* m_legend;
    QPushButton* m_again;
    BackgroundJob* m_job;
    std::uint64_t m_seed = 0;
    std::shared_ptr<std::optional<tables::StatsResult>> m_pending;
    std::optional<tables::StatsResult> m_result;
};

} // namespace hashlab::app
