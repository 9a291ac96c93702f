#pragma once
// The Hash tables lab's test fixtures and reads for tests only: friends of the classes they
// reach, so that what only the tests set (a small sweep, a fake machine, cheaper theory plots) or
// look at (the highlighted pseudocode line, the cuckoo graph's edges) is not public API.
#include "labs/tables/formula_field.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_view.h"
#include "labs/tables/pseudocode_panel.h"
#include "labs/tables/real_speed_tab.h"
#include "labs/tables/scheme_view.h"
#include "labs/tables/table_theory_plot.h"

#include <QRect>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace hashlab::app {

class FormulaFieldTestAccess {
public:
    static int errorColumn(const FormulaField& f) { return f.errorColumn(); }
};

class ProbingLabTestAccess {
public:
    static bool schemeActive(const ProbingLab& lab) { return lab.schemeActive(); }
    static QString status(const ProbingLab& lab) { return lab.status(); }
};

class ProbingViewTestAccess {
public:
    static QRectF gridBounds(const ProbingView& v) { return v.gridBounds(); }
    static double footerTop(const ProbingView& v) { return v.footerTop(); }
    static QRectF legendBounds(const ProbingView& v) { return v.legendBounds(); }
};

class PseudocodePanelTestAccess {
public:
    static int currentLine(const PseudocodePanel& p) { return p.currentLine(); }
    static QRect lineRect(const PseudocodePanel& p, int line) { return p.lineRect(line); }
};

class RealSpeedTabTestAccess {
public:
    static void setSizesForTest(RealSpeedTab& tab, std::vector<std::uint64_t> sizes,
                                std::uint64_t lookups = 2000) {
        tab.setSizesForTest(std::move(sizes), lookups);
    }
    static void setMachineInfo(RealSpeedTab& tab, const MachineInfo& info) {
        tab.setMachineInfo(info);
    }
};

class SchemeViewTestAccess {
public:
    static bool graphDrawn(const SchemeView& v) { return v.graphDrawn(); }
    static int edgesDrawn(const SchemeView& v) { return v.edgesDrawn(); }
    static QRectF chainNodeRect(const SchemeView& v, std::size_t table, std::uint64_t slot,
                                int node) {
        return v.chainNodeRect(table, slot, node);
    }
};

class TableTheoryPlotTestAccess {
public:
    static void setParams(TableTheoryPlot& plot, const TableTheoryPlot::Params& params) {
        plot.setParams(params);
    }
};

} // namespace hashlab::app
