#pragma once
// The FP plot: measured false-positive rates (95 % Wilson error bars) against the theory of each
// variant, over bits per key, logarithmic y. The measurement is hashlab::bloom::sweep in a
// BackgroundJob with a ProgressPanel (Cancel keeps the previous plot).
#include "hashlab/bloom/experiment.h"

#include <QWidget>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>

class QCheckBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class BackgroundJob;
class BloomPlotReadout;
class InlineMessage;
class ProgressPanel;

class BloomPlotPanel : public QWidget {
    Q_OBJECT
public:
    explicit BloomPlotPanel(QWidget* parent = nullptr);
    ~BloomPlotPanel() override;

    void startMeasurement();
    bool isMeasuring() const;
    void waitForMeasurement(); // blocks, then shows the result (export, tests)
    const std::optional<bloom::SweepResult>& result() const { return m_result; }
    QCustomPlot* plot() const { return m_plot; }
    // A variant's colour on the plot, in the current theme (tests check the legend with it).
    static QColor variantColor(bloom::Variant v);
    QPushButton* measureButton() const { return m_run; }
    ProgressPanel* progressPanel() const { return m_progress; }
    QCheckBox* variantBox(bloom::Variant v) const;
    QSpinBox* nSpin() const { return m_n; }
    QSpinBox* queriesSpin() const { return m_queries; }
    QPushButton* copyCsvButton() const { return m_copyCsv; }
    BloomPlotReadout* readout() const { return m_readout; }
    QString statusText() const; // the line under the plot

    nlohmann::json saveState() const;
    QString loadState(const nlohmann::json& state, bool dryRun = false); // validates first

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void onFinished();
    void redraw();
    void showStatus(); // from the stored state, in the current language
    void showContextMenu(const QPoint& at);
    void retranslate();
    bloom::SweepConfig config() const;

    QCustomPlot* m_plot;
    std::vector<QCheckBox*> m_variants;
    QSpinBox *m_n, *m_queries;
    QPushButton* m_run;
    QLabel *m_title, *m_nLabel, *m_qLabel, *m_status;
    InlineMessage* m_message;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<std::optional<Result<bloom::SweepResult>>> m_pending;
    std::optional<bloom::SweepResult> m_result;
    QPushButton* m_copyCsv;
    BloomPlotReadout* m_readout;
    // What the status line says, kept as data so that a language switch retranslates it.
    enum class StatusKind { Idle, Measuring, Cancelled, Failed, Done };
    StatusKind m_statusKind = StatusKind::Idle;
    std::size_t m_measuringVariants = 0;
    std::optional<Error> m_failure;
};

} // namespace hashlab::app
