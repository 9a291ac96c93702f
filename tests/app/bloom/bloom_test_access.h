#pragma once
// The Bloom lab's test fixture and reads for tests only: friends of the classes they reach, so
// that what only the tests wait for or read is not public API of the app.
#include "labs/bloom/bloom_pipeline_panel.h"
#include "labs/bloom/bloom_plot_readout.h"
#include "labs/bloom/bloom_sizing_panel.h"

#include <QPointF>
#include <QString>

namespace hashlab::app {

class BloomPipelinePanelTestAccess {
public:
    static void waitForRun(BloomPipelinePanel& panel) { panel.waitForRun(); }
};

class BloomPlotReadoutTestAccess {
public:
    static QPointF hoverAnchor(const BloomPlotReadout& r) { return r.hoverAnchor(); }
};

class BloomSizingPanelTestAccess {
public:
    static QString resultText(const BloomSizingPanel& panel) { return panel.resultText(); }
};

} // namespace hashlab::app
