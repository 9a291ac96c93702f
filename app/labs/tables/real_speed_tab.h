#pragma once
// Real speed: ns per successful and unsuccessful lookup against the number of keys, measured on
// this computer (core's measureSpeed) for the lab's chaining, linear, Robin Hood and cuckoo
// tables beside std::unordered_map and absl::flat_hash_map, with the machine's L1d, L2 and L3
// marked on the key axis. A sweep is not free (the full one may take a minute and a gigabyte), so
// nothing runs until the user presses Start; it runs in a BackgroundJob with progress and
// Cancel, and each point is drawn as it arrives.
#include "hashlab/common/machine_info.h"
#include "hashlab/tables/speed_sweep.h"

#include <QString>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;
class QLabel;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class RealSpeedTab : public QWidget {
    Q_OBJECT
public:
    enum class Sweep { Quick, Full };                  // 10^3 … 10^6 keys, 10^3 … 10^7 keys
    static constexpr std::uint64_t kLookups = 500'000; // hits per point, and as many misses

    struct CacheMark {
        QString label;      // "L2 1 MiB"
        std::uint64_t keys; // where it is drawn: tables::linearKeysFittingIn(cache bytes)
    };

    explicit RealSpeedTab(QWidget* parent = nullptr);
    ~RealSpeedTab() override;

    void start();  // measures the chosen sweep (or the test sizes); restarts if running
    void cancel(); // keeps the points measured so far
    bool running() const;
    void waitForIt(); // blocks until a run has ended and everything it measured is drawn

    std::vector<std::uint64_t> sizes() const;  // what start() measures
    std::vector<CacheMark> cacheMarks() const; // the marks inside the plotted key range

    Sweep sweep() const;
    void setSweep(Sweep s);
    bool logTime() const;
    void setLogTime(bool on);

    QCustomPlot* plot() const { return m_plot; }
    QCPGraph* hitGraph(tables::SpeedKind k) const;
    QCPGraph* missGraph(tables::SpeedKind k) const;
    // The points shown: a whole sweep, or what a cancelled one measured (complete() false).
    const tables::SpeedSweepResult& result() const { return m_result; }
    bool complete() const { return m_complete; }
    QString csv() const; // empty before any point
    void copyCsv() const;
    QPushButton* startButton() const { return m_start; }
    QPushButton* copyButton() const { return m_copy; }
    ProgressPanel* progressPanel() const { return m_progress; }
    QComboBox* sweepBox() const { return m_sweep; }
    QCheckBox* logTimeBox() const { return m_logTime; }
    QLabel* caption() const { return m_caption; }

    // The chosen options (not the measurement, which belongs to the machine it ran on):
    // {"sweep": "quick" | "full", "log_time": bool}.
    nlohmann::json save() const;
    QString load(const nlohmann::json& state); // the error, and nothing changed; or empty

    static QString kindLabel(tables::SpeedKind k);
    static QString cacheSizeText(std::uint64_t bytes); // "48 KiB", "1 MiB", "1.5 MiB"

Q_SIGNALS:
    void pointMeasured();
    void finished(); // a run ended, complete or cancelled

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addPoint(const tables::SpeedPoint& p);
    void onFinished();
    void redraw();
    void drawCacheMarks();
    void rescale();
    void restyle();
    void retranslate();
    void updateCaption();
    QLabel* m_intro;
    QComboBox* m_sweep;
    QCheckBox* m_logTime;
    QPushButton* m_start;
    QPushButton* m_copy;
    ProgressPanel* m_progress;
    QCustomPlot* m_plot;
    QLabel* m_caption;
    std::vector<QCPGraph*> m_hit, m_miss; // by SpeedKind
    QCPGraph* m_hitKey = nullptr;         // legend rows for the line styles
    QCPGraph* m_missKey = nullptr;
    std::vector<QCPItemStraightLine*> m_markLines;
    std::vector<QCPItemText*> m_markTexts;
    BackgroundJob* m_job;
    MachineInfo m_machine;
    std::optional<std::vector<std::uint64_t>> m_testSizes;
    std::uint64_t m_lookups = kLookups;
    tables::SpeedSweepResult m_result;
    bool m_complete = false;
    bool m_running = false;
    std::uint64_t m_run = 0; // numbers the runs, so a stale run's late points are dropped
    std::shared_ptr<std::optional<hashlab::Error>> m_error; // the run's, written by its thread

    // Test fixtures (tests/app/tables/tables_test_access.h).
    friend class RealSpeedTabTestAccess;
    // Measure these sizes with this many lookups instead of the chosen sweep.
    void setSizesForTest(std::vector<std::uint64_t> sizes, std::uint64_t lookups = 2000);
    // The machine whose caches are marked and named in the caption (the real one by default).
    void setMachineInfo(const MachineInfo& info);
};

} // namespace hashlab::app
