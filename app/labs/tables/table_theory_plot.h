#pragma once
// "Schemes vs theory": five plots of the hash-table curriculum measured against their formulas,
// one at a time behind a selector — chaining's keys compared per search, Robin Hood vs linear
// probing's probe distance, cuckoo inserts that succeed without a rehash, moves and probes per
// insert of a doubling table, and incremental vs stop-the-world rehash cost per insert. Each is
// computed in a BackgroundJob (progress bar, Cancel) the first time it is shown, and again with
// the next seed on "Measure again".
#include "hashlab/tables/theory_plot_config.h"

#include <QWidget>

#include <nlohmann/json.hpp>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QCustomPlot;
class QCPTextElement;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class TableTheoryPlot : public QWidget {
    Q_OBJECT
public:
    enum Kind { Chaining, Distances, Cuckoo, Resizing, Rehash, KindCount };

    // What each measurement computes; the seed is replaced by the plot's own.
    using Params = tables::TheoryPlotConfig;

    struct Results {
        // The configurations the points were measured with (the plots' theory lines need m).
        tables::SchemeStatsConfig chainingConfig, distancesConfig, cuckooConfig;
        std::optional<std::vector<tables::ChainingPoint>> chaining;
        std::optional<std::vector<tables::DistancePoint>> distances;
        std::optional<std::vector<tables::CuckooPoint>> cuckoo;
        std::optional<tables::ResizeResult> resize;
        std::optional<tables::RehashResult> rehash;
    };

    explicit TableTheoryPlot(QWidget* parent = nullptr);

    void measure();   // (re)measures the current plot with its next seed
    void waitForIt(); // blocks until the running measurement is shown; measures if none was
    int current() const;
    void setCurrent(int kind);        // ignored outside 0 … KindCount − 1
    static const char* key(int kind); // "chaining", "distances", "cuckoo", "resizing", "rehash"

    const Params& params() const { return m_params; }
    // The seed of the plot shown (0 before its first measurement).
    std::uint64_t seed(int kind) const { return m_seeds.at(std::size_t(kind)); }

    QComboBox* selector() const { return m_selector; }
    QPushButton* againButton() const { return m_again; }
    QWidget* chart() const { return m_chart; } // the legend and the plots, no controls
    ProgressPanel* progressPanel() const { return m_progress; }
    const std::vector<QCustomPlot*>& plots(int kind) const { return m_plots.at(std::size_t(kind)); }
    const Results& results() const { return m_results; }
    QString caption() const;

    nlohmann::json save() const;               // {"plot": key(current())}
    QString load(const nlohmann::json& state); // an error, or empty; changes nothing on error

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    bool hasResult(int kind) const;
    void finish();
    void draw(int kind);
    void showChaining();
    void showDistances();
    void showCuckoo();
    void showResizing();
    void showRehash();
    void restyle();
    void retranslate();
    void setLegend(const QStringList& entries);

    Params m_params = tables::theoryPlotDefaults();
    Results m_results;
    std::array<std::uint64_t, KindCount> m_seeds{};
    std::array<std::vector<QCustomPlot*>, KindCount> m_plots;
    std::array<std::vector<QCPTextElement*>, KindCount> m_titles;
    std::array<QString, KindCount> m_captions;
    std::array<QStringList, KindCount> m_legends;
    QComboBox* m_selector;
    QLabel* m_selectorLabel;
    QWidget* m_chart;
    QStackedWidget* m_pages;
    QLabel* m_legend;
    QLabel* m_caption;
    QPushButton* m_again;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    int m_pendingKind = -1;
    std::uint64_t m_pendingSeed = 0;
    std::shared_ptr<Results> m_pending;

    // A test fixture (tests/app/tables/tables_test_access.h).
    friend class TableTheoryPlotTestAccess;
    // Smaller computations; applies from the next measure().
    void setParams(const Params& params) { m_params = params; }
};

} // namespace hashlab::app
