#pragma once
// The hash-table lab's compare view: one key sequence (typed, the lab's current keys, or n random
// keys from a seed) into chaining, linear, double, Robin Hood and cuckoo at the same m, side by
// side: cells visited per insert, hit and miss, keys compared, the worst single operation, keys
// moved, failures, load and memory per key, as a table and a grouped bar chart. The numbers are
// core's compareSchemes() (core/include/hashlab/tables/scheme_compare.h), which runs the lab's own
// traced tables; large runs go to a BackgroundJob with progress and Cancel.
#include "hashlab/tables/scheme_compare.h"

#include <QWidget>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hashlab::app {

class BackgroundJob;
class InlineMessage;

class CompareView : public QWidget {
    Q_OBJECT
public:
    // Runs in the background above this many operations (inserts + finds, over all schemes):
    // a traced HashTable operation takes about 25 µs, so this is about 50 ms on the GUI thread.
    static constexpr std::uint64_t kBackgroundOps = 2'000;
    enum Column {
        ColScheme,
        ColInsert,
        ColHit,
        ColMiss,
        ColCompared,
        ColWorst,
        ColMoved,
        ColFailures,
        ColLoad,
        ColMemory,
        ColumnCount
    };

    explicit CompareView(QWidget* parent = nullptr);

    // The lab's current keys (typed mode) and its m; the next compute() uses them.
    void setKeys(const QStringList& keys, std::int64_t m);
    // Reads the inputs and computes; bad input shows an inline explanation and changes nothing.
    void compute();
    void waitForIt(); // blocks until a running computation is shown (tests, export)

    const std::optional<tables::CompareResult>& result() const { return m_result; }
    QTableWidget* table() const { return m_table; }
    QCustomPlot* plot() const { return m_plot; }
    InlineMessage* message() const { return m_message; }
    QLineEdit* keysEdit() const { return m_keys; }
    QComboBox* modeBox() const { return m_mode; } // 0: typed keys, 1: random keys
    QSpinBox* countBox() const { return m_count; }
    QSpinBox* seedBox() const { return m_seed; }
    QSpinBox* mBox() const { return m_m; }
    QSpinBox* missesBox() const { return m_misses; }
    QComboBox* sourceBox() const { return m_source; }
    QPushButton* computeButton() const { return m_compute; }
    BackgroundJob* job() const { return m_job; }

    // {"mode":"typed"|"random","keys":[…],"n","seed","m","misses","source"}; load() validates
    // everything and changes nothing on error (the message is returned), else recomputes.
    nlohmann::json save() const;
    QString load(const nlohmann::json& state);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The form's values, read or applied as one, so that load() can check before it changes.
    struct Inputs {
        int mode = 0; // 0 typed, 1 random
        QString keys;
        int n = 1000, seed = 1, m = 11, misses = 100, source = 0;
    };
    Inputs inputs() const;
    void apply(const Inputs& in);
    // The configuration, checked by core (keys read, limits, m large enough); nullopt and the
    // explanation when refused.
    static std::optional<tables::CompareConfig> configFor(const Inputs& in, QString* error);
    void showResult();
    void showPlot();
    void retranslate();
    void updateModeFields();

    QComboBox* m_mode;
    QLineEdit* m_keys;
    QSpinBox* m_count;
    QSpinBox* m_seed;
    QSpinBox* m_m;
    QSpinBox* m_misses;
    QComboBox* m_source;
    QPushButton* m_compute;
    QLabel* m_keysLabel;
    QLabel* m_countLabel;
    QLabel* m_seedLabel;
    QLabel* m_mLabel;
    QLabel* m_missesLabel;
    QLabel* m_sourceLabel;
    InlineMessage* m_message;
    QLabel* m_caption;
    QTableWidget* m_table;
    QCustomPlot* m_plot;
    BackgroundJob* m_job;
    std::optional<tables::CompareResult> m_result;
    struct Pending {
        std::optional<tables::CompareResult> result;
        std::optional<Error> error;
    };
    std::shared_ptr<Pending> m_pending;
};

} // namespace hashlab::app
