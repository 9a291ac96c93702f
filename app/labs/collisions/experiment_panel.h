#pragma once
// One collision experiment at classroom scale (docs/references.md "Birthday bound: sources": a
// million URLs in 6 hex digits of md5): n, hash and prefix bits in, colliding pairs, keys involved
// and the birthday bound's expectation out, with example URLs that share a prefix. Runs in a
// BackgroundJob.
#include "hashlab/collisions/experiment.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExperimentPanel(QWidget* parent = nullptr);
    void run();
    void waitForResults();
    QSpinBox* keysBox() const { return m_keys; }
    QSpinBox* bitsBox() const { return m_bits; }
    QLabel* resultLabel() const { return m_result; }
    const collisions::ExperimentResult* result() const { return m_last.get(); }
    // The result's text again (a lesson's hidden figures changed: a hidden one reads "?").
    void refresh();

signals:
    void resultShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void show(const collisions::ExperimentResult& r);
    void retranslate();
    QSpinBox *m_keys, *m_bits;
    QComboBox* m_hash;
    QPushButton* m_run;
    QLabel *m_keysLabel, *m_bitsLabel, *m_result;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<Result<collisions::ExperimentResult>> m_pending;
    std::unique_ptr<collisions::ExperimentResult> m_last;
};

} // namespace hashlab::app
