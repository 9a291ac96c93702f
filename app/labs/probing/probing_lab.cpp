#include "probing_lab.h"

#include "config_panel.h"
#include "operations_panel.h"
#include "probing_model.h"
#include "probing_plot.h"
#include "probing_view.h"
#include "shell/step_player.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hashlab::app {

ProbingLab::ProbingLab(QWidget* parent) : LabPage(parent), m_model(new ProbingModel(this)) {
    auto* root = new QHBoxLayout(this);
    // Left: configuration and operations, scrollable on small screens.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    m_configTitle = new QLabel(left);
    m_config = new ConfigPanel(left);
    m_opsTitle = new QLabel(left);
    m_ops = new OperationsPanel(m_model, left);
    leftLayout->addWidget(m_configTitle);
    leftLayout->addWidget(m_config);
    leftLayout->addSpacing(12);
    leftLayout->addWidget(m_opsTitle);
    leftLayout->addWidget(m_ops);
    leftLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(330);
    root->addWidget(scroll);

    // Right: canvas + step player above the plot.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_view = new ProbingView(m_model, top);
    m_player = new StepPlayer(top);
    topLayout->addWidget(m_view, 1);
    topLayout->addWidget(m_player);
    m_plot = new ProbingPlot(splitter);
    splitter->addWidget(top);
    splitter->addWidget(m_plot);
    // Neither part may be squeezed below its minimum (the table vanished and the plot's axis
    // labels ran into the caption in small exports); the page's minimum size then tells the
    // exporter how much room it really needs.
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 4);
    root->addWidget(splitter, 1);

    connect(m_player, &StepPlayer::indexChanged, m_view, &ProbingView::setStep);
    connect(m_player, &StepPlayer::indexChanged, this, &ProbingLab::updateStatus);
    connect(m_model, &ProbingModel::changed, this, &ProbingLab::syncFromModel);
    connect(m_config, &ConfigPanel::applyRequested, this, [this](const probing::ProbeConfig& c) {
        const QString error = m_model->applyConfig(c);
        if (!error.isEmpty())
            m_config->showError(error);
    });
    connect(m_config, &ConfigPanel::presetRequested, this, [this](const QString& id) {
        const QString error = m_model->loadPreset(id);
        if (!error.isEmpty())
            m_config->showError(error);
    });
    retranslate();
    syncFromModel();
}

// The model changed (an action, undo or redo): show its configuration and restart the player
// on the new trace at the step the state asks for.
void ProbingLab::syncFromModel() {
    m_config->setConfig(m_model->table().scheme().config());
    m_config->showPreset(QString::fromStdString(m_model->preset()));
    const int count = m_model->stepCount();
    const int step = m_model->state().step;
    m_player->setCount(count, step < 0);
    if (step >= 0)
        m_player->setIndex(std::min(step, count));
    m_view->setStep(m_player->index());
    updateStatus();
}

// The counts of the step on screen: the slot an operation changes is not counted as changed
// before its last step, as the canvas draws it.
void ProbingLab::updateStatus() {
    const ProbingFrame f = m_model->frame(m_player->index());
    m_status = tr("%1 of %2 slots occupied, %3 tombstones")
                   .arg(f.occupied)
                   .arg(f.table->size())
                   .arg(f.tombstones);
    emit statusMessage(m_status);
}

nlohmann::json ProbingLab::saveState() const {
    return m_model->save(m_player->index());
}

QString ProbingLab::loadState(const nlohmann::json& state) {
    int step = -1;
    return m_model->load(state, &step);
}

QUndoStack* ProbingLab::undoStack() {
    return m_model->undoStack();
}

void ProbingLab::settleForExport() {
    m_player->pause();
    m_plot->waitForIt();
}

QWidget* ProbingLab::canvasPart() {
    return m_view;
}

QWidget* ProbingLab::plotPart() {
    return m_plot;
}

void ProbingLab::retranslate() {
    if (!m_status.isEmpty())
        updateStatus();
    m_configTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Table and probe sequence")));
    m_opsTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Operations")));
}

void ProbingLab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(event);
}

} // namespace hashlab::app
