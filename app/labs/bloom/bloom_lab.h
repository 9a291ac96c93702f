#pragma once
// The Bloom lab page: the bit-array canvas with its word input, step player and the "Why not
// delete?" demo on the left; the FP plot, the sizing panel and the read-path simulation as tabs
// on the right. Assembles the pieces; the model holds the state.
#include "shell/lab_page.h"
#include "shell/step_rows.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QHBoxLayout;

namespace hashlab::app {

class BloomModel;
class BloomView;
class BloomPlotPanel;
class BloomSizingPanel;
class BloomPipelinePanel;
class FilterChartView;
class FiltersModel;
class FiltersParams;
class CuckooView;
class ScalableView;
class XorView;
enum class FilterKind;
class InlineMessage;
class StepPlayer;

class BloomLab : public LabPage {
    Q_OBJECT
public:
    explicit BloomLab(QWidget* parent = nullptr);
    QString labId() const override { return QStringLiteral("bloom"); }
    QString title() const override { return tr("Bloom"); }
    // A storyboard cell's caption: under the other filters, the canvas's line for the step on
    // screen (a kick, the result); the Bloom filter's status line says its fill already.
    QString stepCaption() const override;
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    bool canImport() const override { return true; }
    void showImport(QWidget* parent) override; // a word list: BloomImportDialog
    void settleForExport() override;
    void settlePlot() override;
    void startSettling(ExportPart part) override;
    void settleCanvas() override;
    QWidget* canvasPart() override;
    QList<QWidget*> drawerParts() const override;
    QList<QWidget*> modelControls() const override;
    ClickTargets clickTargets() override; // bloom_click_targets.cpp
    // What a screen reader hears for the step, and "Steps as text" (bloom_step_rows.cpp).
    QString spokenCaption() const;
    QList<StepRow> stepRows() const;
    QWidget* plotPart() override;
    // The tabs on the right, by id (bloom_lab_tabs.cpp): `hashlab export --lab bloom --tab ...`.
    QStringList pageTabs() const override;
    bool showPageTab(const QString& id) override;
    QString currentPageTab() const; // the id of the tab on show, saved in scenarios as "tab"

    BloomModel* model() const { return m_model; }
    BloomView* view() const { return m_view; }
    StepPlayer* player() const { return m_player; }
    StepPlayer* stepPlayer() const override { return m_player; }
    BloomPlotPanel* plotPanel() const { return m_plot; }
    BloomSizingPanel* sizingPanel() const { return m_sizing; }
    BloomPipelinePanel* pipelinePanel() const { return m_pipeline; }
    FilterChartView* chartView() const { return m_chart; }
    QLineEdit* wordEdit() const { return m_word; }
    QPushButton* insertButton() const { return m_insert; }
    QPushButton* queryButton() const { return m_query; }
    QPushButton* removeButton() const { return m_remove; }
    QPushButton* clearBitsButton() const { return m_clearBits; }
    QPushButton* demoButton() const { return m_demo; }
    QSpinBox* mSpin() const { return m_m; }
    QSpinBox* kSpin() const { return m_k; }
    QComboBox* variantCombo() const { return m_variant; }
    QPushButton* applyButton() const { return m_apply; }
    InlineMessage* message() const { return m_message; }
    QLabel* demoTextLabel() const { return m_demoText; }
    // Beyond Bloom (bloom_lab_filters.cpp): the cuckoo, scalable and xor filters.
    FiltersModel* filtersModel() const { return m_filters; }
    FiltersParams* filtersParams() const { return m_params; }
    CuckooView* cuckooView() const { return m_cuckooView; }
    ScalableView* scalableView() const { return m_scalableView; }
    XorView* xorView() const { return m_xorView; }
    QPushButton* buildButton() const { return m_build; }
    QPushButton* addTenButton() const { return m_addTen; }
    QWidget* shownCanvas() const;
    // Combo data of a kind beyond Bloom (the Bloom variants use int(Variant)).
    static int kindData(FilterKind kind);

    // A teacher's first picture: a 64-bit filter with eight fruits and a false positive.
    void loadDefaultExample();
    void runDemoStage(); // "Why not delete?": plain filter first, then the counting filter
    void describeClickedBit(quint64 index);
    void clearClickedBit(quint64 index);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void settleTab(const QWidget* shown);
    QWidget* plotTab() const;
    void act(const QString& error);
    void onModelChanged();
    void updateStatus();
    void retranslate();
    void syncConfigControls();
    // bloom_lab_filters.cpp
    QWidget* setupFilters(QHBoxLayout* configRow, QHBoxLayout* wordRow);
    bool filtersShown() const;
    void snapToVariant();
    void applyConfig();
    void onFiltersChanged();
    void syncFilterControls();
    void runCuckooHazardDemo();
    void retranslateFilters();

    BloomModel* m_model;
    BloomView* m_view;
    StepPlayer* m_player;
    BloomPlotPanel* m_plot;
    BloomSizingPanel* m_sizing;
    BloomPipelinePanel* m_pipeline;
    FilterChartView* m_chart;
    QWidget* m_chartPage; // the chart's tab: m_chart in its own scroll area
    QTabWidget* m_tabs;
    QWidget* m_form = nullptr; // the variant, size and word rows above the canvas
    QLineEdit* m_word;
    QPushButton *m_insert, *m_query, *m_remove, *m_clearBits, *m_demo, *m_apply;
    QComboBox* m_variant;
    QString m_shownConfig; // the filter configuration the controls were last set from
    QSpinBox *m_m, *m_k;
    QLabel *m_mLabel, *m_kLabel, *m_demoText;
    InlineMessage* m_message;
    FiltersModel* m_filters = nullptr;
    FiltersParams* m_params = nullptr;
    QStackedWidget* m_canvases = nullptr;
    CuckooView* m_cuckooView = nullptr;
    ScalableView* m_scalableView = nullptr;
    XorView* m_xorView = nullptr;
    QPushButton* m_build = nullptr;
    QPushButton* m_addTen = nullptr;
    int m_demoStage = 0;
    QString m_status;
    bool m_shownOnce = false;
};

} // namespace hashlab::app
