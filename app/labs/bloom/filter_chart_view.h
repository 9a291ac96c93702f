#pragma once
// "Choosing a filter" (issue 17): bits per key against the false-positive rate ε for classic,
// blocked, counting, cuckoo, scalable and xor filters, each point measured where its parameters
// put it (core filter_chart.h), with the lower bound log2(1/ε) and Bloom's 1.44·log2(1/ε) drawn,
// and a table beside it: bits/key, cache lines a lookup reads, deletes?, grows?, ns per lookup.
// Measured in a BackgroundJob (progress bar, Cancel) the first time it is shown.
#include "hashlab/bloom/filter_chart.h"

#include <QWidget>

#include <memory>
#include <optional>

class QBoxLayout;
class QCPGraph;
class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class FilterChartView : public QWidget {
    Q_OBJECT
public:
    enum Column {
        Filter,
        Parameters,
        Target,
        Measured,
        BitsPerKey,
        Lines,
        Deletes,
        Grows,
        Ns,
        ColumnCount
    };

    explicit FilterChartView(QWidget* parent = nullptr);
    ~FilterChartView() override;

    // Applies from the next measure(); tests use a smaller chart.
    void setConfig(const bloom::ChartConfig& c) { m_config = c; }
    const bloom::ChartConfig& config() const { return m_config; }

    void measure();
    void cancel();
    bool isMeasuring() const;
    // Blocks until the running measurement is shown; starts one if nothing was measured yet.
    void waitForIt();

    const std::optional<bloom::ChartResult>& result() const { return m_result; }
    QCustomPlot* plot() const { return m_plot; }
    QTableWidget* table() const { return m_table; }
    QPushButton* measureButton() const { return m_run; }
    ProgressPanel* progressPanel() const { return m_progress; }
    QString statusText() const;
    // The scatter of one filter ("classic", ..., "xor"), and the two bound curves.
    QCPGraph* filterGraph(const QString& filter) const;
    QCPGraph* lowerBoundGraph() const { return m_lowerBound; }
    QCPGraph* bloomBoundGraph() const { return m_bloomBound; }

    static const QStringList& filters(); // the six filters, in the table's order

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void finish();
    void redraw();
    void fillTable();
    void retranslate();
    void showStatus();

    bloom::ChartConfig m_config;
    std::optional<bloom::ChartResult> m_result;
    std::shared_ptr<std::optional<Result<bloom::ChartResult>>> m_pending;
    enum class State { Idle, Measuring, Cancelled, Failed, Done } m_status = State::Idle;
    QString m_failure;
    QBoxLayout* m_body;
    QLabel* m_title;
    QCustomPlot* m_plot;
    QTableWidget* m_table;
    QLabel* m_statusLabel;
    QPushButton* m_run;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    QCPGraph* m_lowerBound = nullptr;
    QCPGraph* m_bloomBound = nullptr;
    QList<QCPGraph*> m_graphs; // one per filters() entry
};

} // namespace hashlab::app
