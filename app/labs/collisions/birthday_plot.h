#pragma once
// The birthday plot: P(any collision) against n (log axis) for several hash widths, from
// core/ids' birthday(), with measured points over it: at each point, `trials` independent
// collision experiments (different URL seeds) and the fraction that had a collision. Both are
// computed in a BackgroundJob (the product form is O(n) per point) behind a ProgressPanel.
#include <QWidget>

#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

class QCustomPlot;
class QComboBox;
class QLabel;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

struct BirthdaySeries {
    int bits = 0;
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
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::vector<BirthdaySeries> m_series;
    std::shared_ptr<std::vector<BirthdaySeries>> m_pending;
};

} // namespace hashlab::app
