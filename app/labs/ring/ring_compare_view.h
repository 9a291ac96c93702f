#pragma once
// Compare view: the same keys and the same node change (the last one made on the ring, or adding
// one node) under every algorithm: moved fraction against the ideal, max/mean of keys and of
// requests under one Zipf(s) workload (s chosen here), keys moved by a join and by a leave,
// lookup bytes per node and lookup time, as a table and a grouped bar chart. Requests are the
// lab's own when it has a workload. Recomputed on every change of the lab's state. Algorithms that
// cannot make the change (jump in the middle, weights where none are allowed) say why. Redis
// Cluster is a row too, starting from the lab's slot table when the lab runs it. The lab's failed
// nodes, replicas and racks go to every algorithm that can honour them; a row that cannot says so
// (a star, and a line under the table).
#include "hashlab/ring/compare.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;
class RingModel;

class RingCompareView : public QWidget {
    Q_OBJECT
public:
    explicit RingCompareView(RingModel* model, QWidget* parent = nullptr);
    void run();
    BackgroundJob* job() const { return m_job; }
    QTableWidget* table() const { return m_table; }
    QDoubleSpinBox* zipfBox() const { return m_zipf; }
    // The workload the last run used (s from the box when it started).
    const ring::CompareWorkload& workload() const { return m_workload; }
    QLabel* notes() const { return m_notes; }
    const std::vector<ring::CompareRow>& rows() const { return m_rows; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showRows();
    void retranslate();
    QString setupSentence() const; // the lab's failures, replicas and racks the rows were given

    RingModel* m_model;
    QPushButton* m_run;
    QDoubleSpinBox* m_zipf;
    QLabel *m_caption, *m_zipfLabel;
    ring::CompareWorkload m_workload;
    QTableWidget* m_table;
    QLabel* m_notes; // why an algorithm cannot make the change
    QCustomPlot* m_plot;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::vector<ring::CompareRow> m_rows;
    std::shared_ptr<std::vector<ring::CompareRow>> m_pending;
    // What the last run compared, kept as numbers: the caption is worded in retranslate, so a
    // language switch rewords it too.
    enum class Change { None, Last, AddOne } m_change = Change::None;
    std::size_t m_nodesBefore = 0, m_nodesAfter = 0;
    std::ptrdiff_t m_failedBefore = 0;
    ring::ReplicaSetup m_setup; // the side after the change
};

} // namespace hashlab::app
