#pragma once
// The hash-table lab page (its id stays "probing"): configuration and operations on the left; on
// the right the canvas, the step player that walks the last operation cell by cell, and the
// plots. Linear, quadratic and double probing without resizing run on the probing model (its
// filled-in formulas, reachable slots and tombstones); every other scheme, and any table that
// grows, on the hash-table model. Both share one undo stack; the canvas shows the active one.
#include "shell/lab_page.h"
#include "shell/step_rows.h"

#include "hashlab/tables/hash_table.h"

#include <QStringList>

class QLabel;
class QScrollArea;
class QStackedWidget;
class QTabWidget;

namespace hashlab::app {

class ConfigPanel;
class OperationsPanel;
class ProbingModel;
class ProbingPlot;
class ProbingView;
class CompareView;
class PseudocodePanel;
class RealSpeedTab;
class TableTheoryPlot;
class SchemeModel;
class SchemeView;
class StepPlayer;

class ProbingLab : public LabPage {
    Q_OBJECT
public:
    explicit ProbingLab(QWidget* parent = nullptr);

    QString labId() const override { return QStringLiteral("probing"); }
    QString title() const override { return tr("Hash tables"); }
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    void settleForExport() override;
    void settleCanvas() override;
    QString stepCaption() const override;
    QWidget* canvasPart() override;
    QList<QWidget*> drawerParts() const override;
    QList<QWidget*> modelControls() const override;
    ClickTargets clickTargets() override; // probing_click_targets.cpp
    QList<StepRow> stepRows() const;      // "Steps as text" (tables_step_rows.cpp)
    QWidget* plotPart() override;
    // The plot tabs by id, for `hashlab export --tab`: probe_plot, theory, compare, real_speed.
    QStringList pageTabs() const override;
    bool showPageTab(const QString& id) override;

    ProbingModel* model() const { return m_model; }
    ProbingView* view() const { return m_view; }
    SchemeModel* schemeModel() const { return m_scheme; }
    SchemeView* schemeView() const { return m_schemeView; }
    StepPlayer* player() const { return m_player; }
    StepPlayer* stepPlayer() const override { return m_player; }
    ConfigPanel* configPanel() const { return m_config; }
    OperationsPanel* operations() const { return m_ops; }
    ProbingPlot* plot() const { return m_plot; }
    QTabWidget* plotTabs() const { return m_plots; }
    RealSpeedTab* speedTab() const { return m_speed; }
    TableTheoryPlot* theoryPlot() const { return m_theory; }
    CompareView* compareView() const { return m_compare; }
    PseudocodePanel* pseudocode() const { return m_code; }

protected:
    void changeEvent(QEvent* event) override;
    void drawerFoldChanged() override { placeCode(); }

private:
    void syncFromModel();
    void updateCode();
    void placeCode();
    void applyConfig(const tables::TableConfig& config);
    QString loadModels(const nlohmann::json& state);
    QWidget* page(int index) const;
    void sizeToCurrent(int current);
    void unscrollShownTab();
    void loadPreset(const QString& id);
    void updateStatus();
    void retranslate();
    ProbingModel* m_model;
    SchemeModel* m_scheme;
    ProbingView* m_view;
    SchemeView* m_schemeView;
    QStackedWidget* m_canvas;
    QTabWidget* m_plots;
    QWidget* m_form = nullptr; // the side form's scroller
    QScrollArea* m_plotScroll; // the probe plot's tab in the normal mode
    RealSpeedTab* m_speed;
    TableTheoryPlot* m_theory;
    CompareView* m_compare;
    PseudocodePanel* m_code;
    QStringList m_comparedKeys; // the keys last handed to the compare view, and their m
    std::int64_t m_comparedM = 0;
    StepPlayer* m_player;
    ConfigPanel* m_config;
    OperationsPanel* m_ops;
    ProbingPlot* m_plot;
    QLabel *m_configTitle, *m_opsTitle;
    QString m_status;

    // Read by the tests only (tests/app/tables/tables_test_access.h).
    friend class ProbingLabTestAccess;
    bool schemeActive() const;                  // the hash-table model is the one on screen
    QString status() const { return m_status; } // the last status line
};

} // namespace hashlab::app
