#pragma once
// Load in requests (docs/ring.md "Skewed load"): a bar per live node for the requests its keys
// draw under the lab's workload, the capacity line, nodes over it flagged in colour, hatching
// and words; under bounded loads a sentence on what capping keys does to a hot key. Hidden while
// the workload is off. Follows the step player: until the keys move (stage 3 of a node change)
// it shows the requests on the nodes before the change (ring_stage.h).
#include <QStringList>
#include <QWidget>

class QCustomPlot;
class QLabel;

namespace hashlab::app {

class RingModel;
struct RingSnapshot;

class RingRequestPanel : public QWidget {
    Q_OBJECT
public:
    explicit RingRequestPanel(RingModel* model, QWidget* parent = nullptr);
    QCustomPlot* plot() const { return m_plot; }
    QLabel* statsLabel() const { return m_stats; }     // max, mean, over-capacity nodes
    QLabel* boundedLabel() const { return m_bounded; } // bounded loads only
    // "requests per node: max …"; the over-capacity and bounded sentences at a stage of the last
    // node change (3: after it), for tests and export.
    static QString statsText(const RingSnapshot& s, int step = 3);
    static QString boundedText(const RingSnapshot& s, int step = 3);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();

    RingModel* m_model;
    QCustomPlot* m_plot;
    QLabel *m_stats, *m_bounded;
    QStringList m_barNames; // under the bars, as layoutBarNames() places them
};

} // namespace hashlab::app
