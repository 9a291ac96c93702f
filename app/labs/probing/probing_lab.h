#pragma once
// The probing lab page: configuration and operations on the left; on the right the canvas, the
// step player that walks the last operation probe by probe, and the probe-count plot.
#include "shell/lab_page.h"

class QLabel;

namespace hashlab::app {

class ConfigPanel;
class OperationsPanel;
class ProbingModel;
class ProbingPlot;
class ProbingView;
class StepPlayer;

class ProbingLab : public LabPage {
    Q_OBJECT
public:
    explicit ProbingLab(QWidget* parent = nullptr);

    QString labId() const override { return QStringLiteral("probing"); }
    QString title() const override { return tr("Probing"); }
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    void settleForExport() override;
    QWidget* canvasPart() override;
    QWidget* plotPart() override;

    ProbingModel* model() const { return m_model; }
    ProbingView* view() const { return m_view; }
    StepPlayer* player() const { return m_player; }
    StepPlayer* stepPlayer() const override { return m_player; }
    ConfigPanel* configPanel() const { return m_config; }
    OperationsPanel* operations() const { return m_ops; }
    ProbingPlot* plot() const { return m_plot; }
    QString status() const { return m_status; } // the last status line, for tests

protected:
    void changeEvent(QEvent* event) override;

private:
    void syncFromModel();
    void updateStatus();
    void retranslate();
    ProbingModel* m_model;
    ProbingView* m_view;
    StepPlayer* m_player;
    ConfigPanel* m_config;
    OperationsPanel* m_ops;
    ProbingPlot* m_plot;
    QLabel *m_configTitle, *m_opsTitle;
    QString m_status;
};

} // namespace hashlab::app
