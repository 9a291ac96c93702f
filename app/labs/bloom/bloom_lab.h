#pragma once
// The Bloom lab page: the bit-array canvas with its word input, step player and the "Why not
// delete?" demo on the left; the FP plot, the sizing panel and the read-path simulation as tabs
// on the right. Assembles the pieces; the model holds the state.
#include "shell/lab_page.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace hashlab::app {

class BloomModel;
class BloomView;
class BloomPlotPanel;
class BloomSizingPanel;
class BloomPipelinePanel;
class InlineMessage;
class StepPlayer;

class BloomLab : public LabPage {
    Q_OBJECT
public:
    explicit BloomLab(QWidget* parent = nullptr);
    QString labId() const override { return QStringLiteral("bloom"); }
    QString title() const override { return tr("Bloom"); }
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    bool canImport() const override { return true; }
    void showImport(QWidget* parent) override; // a word list: BloomImportDialog
    void settleForExport() override;
    void settleCanvas() override;
    QWidget* canvasPart() override;
    ClickTargets clickTargets() override; // bloom_click_targets.cpp
    QWidget* plotPart() override;

    BloomModel* model() const { return m_model; }
    BloomView* view() const { return m_view; }
    StepPlayer* player() const { return m_player; }
    StepPlayer* stepPlayer() const override { return m_player; }
    BloomPlotPanel* plotPanel() const { return m_plot; }
    BloomSizingPanel* sizingPanel() const { return m_sizing; }
    BloomPipelinePanel* pipelinePanel() const { return m_pipeline; }
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
    int demoStage() const { return m_demoStage; }
    QString status() const { return m_status; } // the last status line, for tests

    // A teacher's first picture: a 64-bit filter with eight fruits and a false positive.
    void loadDefaultExample();
    void runDemoStage(); // "Why not delete?": plain filter first, then the counting filter
    void clearClickedBit(quint64 index);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void act(const QString& error);
    void onModelChanged();
    void updateStatus();
    void retranslate();
    void syncConfigControls();

    BloomModel* m_model;
    BloomView* m_view;
    StepPlayer* m_player;
    BloomPlotPanel* m_plot;
    BloomSizingPanel* m_sizing;
    BloomPipelinePanel* m_pipeline;
    QTabWidget* m_tabs;
    QLineEdit* m_word;
    QPushButton *m_insert, *m_query, *m_remove, *m_clearBits, *m_demo, *m_apply;
    QComboBox* m_variant;
    QSpinBox *m_m, *m_k;
    QLabel *m_mLabel, *m_kLabel, *m_demoText;
    InlineMessage* m_message;
    int m_demoStage = 0;
    QString m_status;
    bool m_shownOnce = false;
};

} // namespace hashlab::app
