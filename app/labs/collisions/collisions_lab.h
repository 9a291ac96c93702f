#pragma once
// The Collisions lab page, in three tabs: the dedup store (panel + table) with its write path
// (canvas + step player); the birthday bound (plot + experiment); the short-link service.
#include "shell/lab_page.h"
#include "shell/step_rows.h"

class QLabel;
class QSplitter;
class QTabWidget;

namespace hashlab::app {

class BirthdayPlot;
class CollisionsModel;
class DedupPanel;
class ExperimentPanel;
class ShortLinkPanel;
class StepPlayer;
class WritePathView;

class CollisionsLab : public LabPage {
    Q_OBJECT
public:
    explicit CollisionsLab(QWidget* parent = nullptr);

    QString labId() const override { return QStringLiteral("collisions"); }
    QString title() const override { return tr("Collisions"); }
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    void settleForExport() override;
    void settlePlot() override;
    // The write path alone needs no plot or experiment to finish.
    void settleCanvas() override;
    QWidget* canvasPart() override;
    QList<QWidget*> drawerParts() const override;
    QList<QWidget*> modelControls() const override;
    QWidget* plotPart() override;
    QStringList pageTabs() const override { return tabIds(); }
    bool showPageTab(const QString& id) override { return showTab(id); }

    CollisionsModel* model() const { return m_model; }
    DedupPanel* dedupPanel() const { return m_dedup; }
    WritePathView* pathView() const { return m_view; }
    StepPlayer* stepPlayer() const override { return m_player; }
    BirthdayPlot* birthdayPlot() const { return m_plot; }
    ExperimentPanel* experimentPanel() const { return m_experiment; }
    ShortLinkPanel* shortLinks() const { return m_links; }
    // The tabs by id, as scenarios name them in "tab": dedup, birthday, short_links.
    static const QStringList& tabIds();
    bool showTab(const QString& id);
    QString currentTab() const;
    // What a screen reader hears for the step, and "Steps as text" (collisions_step_rows.cpp).
    QString spokenCaption() const;
    QList<StepRow> stepRows() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void onModelChanged();
    void onStep(int index);
    void retranslate();
    CollisionsModel* m_model;
    DedupPanel* m_dedup;
    WritePathView* m_view;
    StepPlayer* m_player;
    BirthdayPlot* m_plot;
    ExperimentPanel* m_experiment;
    ShortLinkPanel* m_links;
    QString m_status;
    QLabel *m_dedupTitle, *m_plotTitle, *m_linksTitle;
    QTabWidget* m_tabs;
    QWidget* m_dedupBox = nullptr; // the dedup table and its title, beside the write path
};

} // namespace hashlab::app
