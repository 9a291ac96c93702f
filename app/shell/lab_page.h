#pragma once
// LabPage: what every lab gives the shell. The main window only assembles pages; the exporter,
// the scenario files and the undo menu reach a lab through this interface and nothing else.
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <nlohmann/json.hpp>

class QAction;
class QUndoStack;

namespace hashlab::app {

class StepPlayer;

// What an export renders: the whole page, or one part of it on its own.
enum class ExportPart { Page, Canvas, Plot };

class LabPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Stable id used in scenario files, settings and `hashlab export --lab`.
    virtual QString labId() const = 0;
    // Translated title for the lab switcher.
    virtual QString title() const = 0;

    // The widget the exporter renders (the canvas and plots a document wants); default: the page.
    virtual QWidget* exportView() { return this; }

    // The lab's state for a scenario file.
    virtual nlohmann::json saveState() const = 0;
    // Validates the whole state first; on error returns a message and changes nothing.
    // Returns an empty string on success.
    virtual QString loadState(const nlohmann::json& state) = 0;

    // The lab's undo stack (joined into the shell's QUndoGroup); nullptr if the lab has none.
    virtual QUndoStack* undoStack() { return nullptr; }
    // File → Import…: whether the lab takes files, and its import dialog (modal, on `parent`).
    virtual bool canImport() const { return false; }
    virtual void showImport(QWidget* /*parent*/) {}
    // More File menu items of the lab's own (the ring lab's Import Redis Cluster… and Connect to
    // Redis Cluster…), owned and translated by the lab. The window puts them under Import… once,
    // when it builds the menu, and enables them while the lab is on show.
    virtual QList<QAction*> fileActions() const { return {}; }

    // The player the step keys drive while this lab is visible (the shell's StepKeys route
    // Left/Right, PageUp/PageDown, Space, Home/End to it); nullptr if the lab has none.
    virtual StepPlayer* stepPlayer() const { return nullptr; }

    // Completes animations and background work that an export must not catch half-way. Keeps
    // the step the page shows (a state loaded with a "step" shows that step). Work on a tab the
    // page does not show is left to run when the tab is opened: a page export draws one tab.
    virtual void settleForExport() {}
    // The same for an export of the canvas alone (a lesson's handout, slides, worksheet): labs
    // whose plots take seconds to measure leave them be.
    virtual void settleCanvas() { settleForExport(); }
    // The same for an export of the plot alone (exportPart(Plot)); a lab whose plots sit on
    // different tabs waits for that one only.
    virtual void settlePlot() { settleForExport(); }
    // Starts, without waiting, the work settleFor(part) would wait for and that no BackgroundJob
    // of the page holds yet (PageSettler then waits for it with the event loop running).
    virtual void startSettling(ExportPart /*part*/) {}
    // What an export of `part` needs settled: a canvas alone does not wait for plots.
    void settleFor(ExportPart part) {
        if (part == ExportPart::Canvas)
            settleCanvas();
        else if (part == ExportPart::Plot)
            settlePlot();
        else
            settleForExport();
    }

    // --- Animated exports (`hashlab export --animate/--storyboard`, File → Export animation) ---
    // Milliseconds of the animation the page plays on arriving at step `index` from the step
    // before it (0: the page just shows the step); the export renders its in-between frames.
    virtual int transitionMs(int /*index*/) const { return 0; }
    // Holds the picture at fraction t (0 to 1) of that animation; 1 is the settled step.
    virtual void showInBetween(double /*t*/) {}
    // The step's caption for a storyboard cell; "" uses the last status message.
    virtual QString stepCaption() const { return {}; }

    // --- Export parts and tabs (the export dialog and `hashlab export --part/--tab`) ---
    // The widget that shows `part` on its own, or nullptr when the lab has no such part. The
    // exporter may take it out of the page to lay it out at the export size.
    QWidget* exportPart(ExportPart part) {
        switch (part) {
        case ExportPart::Page:
            return exportView();
        case ExportPart::Canvas:
            return canvasPart();
        case ExportPart::Plot:
            return plotPart();
        }
        return nullptr;
    }
    // The lab's drawing and its main plot, each exportable alone; nullptr if it has none.
    virtual QWidget* canvasPart() { return nullptr; }
    virtual QWidget* plotPart() { return nullptr; }
    // The page's tabs by id (as a scenario's "tab" names them); empty for a page without tabs.
    virtual QStringList pageTabs() const { return {}; }
    virtual bool showPageTab(const QString&) { return false; }

    // --- "Click it" questions (click_picker.h) ---
    // What a click on the lab can answer in a lesson question: each candidate's id ("slot:3",
    // "bit:17", "node:C"), the words a screen reader says for it, and where it is drawn, in the
    // coordinates of `widget`. An id may have several areas (a node's virtual points).
    struct ClickTarget {
        QString id;
        QString label;
        QRectF area;
    };
    struct ClickTargets {
        QWidget* widget = nullptr; // nullptr: the lab has nothing to click
        QList<ClickTarget> targets;
    };
    virtual ClickTargets clickTargets() { return {}; }

    // --- The presentation drawer (F9) ---
    // In presentation mode the canvas is the stage: these widgets (the side form, the plot tabs,
    // anything beside the canvas that the class need not see) fold away until the presenter
    // opens the drawer. The shell hides and shows them; a lab without such parts returns none.
    virtual QList<QWidget*> drawerParts() const { return {}; }
    // The widgets that change the lab's model (its side form, its inputs): Your turn locks them
    // while a student performs an exercise, so the state under the exercise stays its own.
    virtual QList<QWidget*> modelControls() const { return {}; }
    // Folds the drawer (hides its parts) or opens it; the shell's, as presentation mode and F9 say.
    void setDrawerFolded(bool folded) {
        if (folded == m_folded)
            return;
        m_folded = folded;
        for (QWidget* part : drawerParts())
            part->setVisible(!folded);
        drawerFoldChanged();
    }
    bool drawerFolded() const { return m_folded; }

protected:
    // After the drawer folded or opened: a lab that shows other widgets by the same rule follows.
    virtual void drawerFoldChanged() {}

signals:
    // A one-line status for the shell's status bar (e.g. "moved 9,102 of 100,000").
    void statusMessage(const QString& text);

private:
    bool m_folded = false;
};

} // namespace hashlab::app
