#pragma once
// The Collisions lab's test fixture and reads for tests only: friends of the classes they reach,
// so that what only the tests set (fewer birthday trials) or read is not public API of the app.
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/code_spaces.h"
#include "labs/collisions/collisions_view.h"
#include "labs/collisions/short_link_panel.h"

namespace hashlab::app {

class BirthdayPlotTestAccess {
public:
    static void setTrials(BirthdayPlot& plot, int trials) { plot.setTrials(trials); }
};

class WritePathViewTestAccess {
public:
    static int stepIndex(const WritePathView& v) { return v.stepIndex(); }
};

class ShortLinkPanelTestAccess {
public:
    static const CodeSpaces& compareSpaces(const ShortLinkPanel& panel) {
        return panel.compareSpaces();
    }
};

} // namespace hashlab::app
