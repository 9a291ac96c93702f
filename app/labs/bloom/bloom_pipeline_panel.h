#pragma once
// The read path (docs/references.md, "A filter in front of a store"): hot cache → Bloom filter →
// store, simulated by hashlab::bloom::simulatePipeline in a BackgroundJob; shows its counters
// (store reads made and avoided, reads caused by false positives, wrong "absent" answers: 0).
#include "hashlab/bloom/pipeline.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QFormLayout;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class BloomPipelinePanel : public QWidget {
    Q_OBJECT
public:
    explicit BloomPipelinePanel(QWidget* parent = nullptr);
    void run();
    const std::optional<bloom::PipelineCounters>& counters() const { return m_counters; }
    QCheckBox* degradedBox() const { return m_degraded; }
    QComboBox* variantBox() const { return m_variant; }
    QDoubleSpinBox* deletedSpin() const { return m_deleted; }
    QPushButton* runButton() const { return m_run; }
    QString countersText() const;

protected:
    void changeEvent(QEvent* e) override;

private:
    void onFinished();
    void retranslate();
    bloom::PipelineConfig config() const;

    QComboBox* m_variant;
    QSpinBox *m_keys, *m_reads, *m_cache;
    QDoubleSpinBox *m_absent, *m_deleted;
    QCheckBox* m_degraded;
    QPushButton* m_run;
    QLabel *m_title, *m_countersLabel;
    QFormLayout* m_form;
    std::vector<QLabel*> m_labels;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<std::optional<Result<bloom::PipelineCounters>>> m_pending;
    std::optional<bloom::PipelineCounters> m_counters;

    // A test fixture (tests/app/bloom/bloom_test_access.h).
    friend class BloomPipelinePanelTestAccess;
    void waitForRun(); // blocks until the run is done and shown
};

} // namespace hashlab::app
