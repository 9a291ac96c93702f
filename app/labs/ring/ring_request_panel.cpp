#include "ring_request_panel.h"
#include "ring_bar_names.h"

#include "ring_model.h"
#include "ring_stage.h"
#include "shell/lesson_figures.h"
#include "shell/plot_style.h"
#include "shell/theme.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace hashlab::app {

namespace {

QString number(std::uint64_t n) {
    return QLocale().toString(static_cast<qulonglong>(n));
}

QString nodeName(const RingStage& s, std::size_t node) {
    return QString::fromStdString(s.keyOwners->config().nodes[node].name);
}

std::uint64_t hottestKey(const RingSnapshot& s) {
    const auto& r = *s.requests;
    return static_cast<std::uint64_t>(std::max_element(r.begin(), r.end()) - r.begin());
}

} // namespace

RingRequestPanel::RingRequestPanel(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_plot(new QCustomPlot), m_stats(new QLabel),
      m_bounded(new QLabel) {
    m_stats->setObjectName(QStringLiteral("requestStats"));
    m_bounded->setObjectName(QStringLiteral("boundedRequests"));
    m_stats->setWordWrap(true);
    m_bounded->setWordWrap(true);
    m_plot->setMinimumHeight(140);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_stats);
    layout->addWidget(m_bounded);
    connect(model, &RingModel::snapshotChanged, this, &RingRequestPanel::refresh);
    connect(model, &RingModel::shownStepChanged, this, &RingRequestPanel::refresh);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &RingRequestPanel::refresh);
    // A lesson's question hid the busiest node's requests, or its answer was revealed.
    connect(&LessonFigures::instance(), &LessonFigures::changed, this, &RingRequestPanel::refresh);
    refresh();
}

QString RingRequestPanel::statsText(const RingSnapshot& s, int step) {
    const RingStage stage = ringStage(s, step);
    if (!stage.requests || !s.requests)
        return {};
    const ring::RequestLoad& load = *stage.requests;
    const std::uint64_t hot = hottestKey(s);
    QString text =
        tr("%1 requests · max %2 per node · max/mean %3 · hottest key %4: %5 requests, on %6")
            .arg(number(load.total), number(load.max), QLocale().toString(load.maxOverMean, 'f', 3),
                 keyLabel(*stage.keyState, hot), number((*s.requests)[hot]),
                 nodeName(stage, (*stage.owners)[hot]));
    if (load.capacity == 0)
        return text;
    if (load.overCapacity.empty())
        return text + QLatin1Char('\n') +
               tr("every node within its capacity of %1 requests").arg(number(load.capacity));
    QStringList over;
    for (std::uint32_t n : load.overCapacity)
        over << tr("%1 (%2)").arg(nodeName(stage, n), number(load.perNode[n]));
    return text + QLatin1Char('\n') +
           tr("over capacity (%1 requests): %2")
               .arg(number(load.capacity), over.join(QStringLiteral(", ")));
}

QString RingRequestPanel::boundedText(const RingSnapshot& s, int step) {
    const RingStage stage = ringStage(s, step);
    if (!stage.requests || !s.requests || stage.keyOwners->config().algo != ring::Algo::Bounded)
        return {};
    const ring::RequestLoad& load = *stage.requests;
    const std::uint64_t hot = hottestKey(s);
    const std::uint32_t owner = (*stage.owners)[hot];
    const QString serves =
        load.capacity > 0
            ? tr("%1 serves %2 requests against a capacity of %3")
                  .arg(nodeName(stage, owner), number(load.perNode[owner]), number(load.capacity))
            : tr("%1 serves %2 requests, %3 times the mean")
                  .arg(nodeName(stage, owner), number(load.perNode[owner]),
                       QLocale().toString(
                           static_cast<double>(load.perNode[owner]) *
                               static_cast<double>(load.perNode.size()) /
                               static_cast<double>(std::max<std::uint64_t>(1, load.total)),
                           'f', 2));
    return tr("Bounded loads cap the keys on a node, not its requests: they even out many warm "
              "keys, but cannot split one hot key. %1 alone draws %2 requests, all on %3; %4.")
        .arg(keyLabel(*stage.keyState, hot), number((*s.requests)[hot]), nodeName(stage, owner),
             serves);
}

void RingRequestPanel::refresh() {
    const auto s = m_model->snapshot();
    const int step = m_model->shownStep();
    const RingStage stage = s ? ringStage(*s, step) : RingStage{};
    const bool on = s && stage.requests;
    setVisible(on);
    if (!on)
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    applyPlotTheme(m_plot);
    m_plot->clearPlottables();
    m_plot->clearItems();
    const ring::RequestLoad& load = *stage.requests;
    m_barNames.clear();
    for (std::size_t i = 0; i < load.perNode.size(); ++i) {
        auto* bar = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        const std::string& name = stage.keyOwners->config().nodes[i].name;
        const bool over = std::find(load.overCapacity.begin(), load.overCapacity.end(), i) !=
                          load.overCapacity.end();
        // Over capacity: the warning colour and a hatch, so it does not rest on colour alone.
        const QColor c = over ? pal.bad : m_model->nodeColor(name);
        bar->setBrush(over ? QBrush(c, Qt::BDiagPattern) : QBrush(c));
        bar->setPen(QPen(c.darker(130), over ? 2.0 : 1.0));
        bar->setWidth(0.7);
        bar->addData(static_cast<double>(i), static_cast<double>(load.perNode[i]));
        m_barNames << QString::fromStdString(name) + (over ? QStringLiteral(" !") : QString());
    }
    double top = static_cast<double>(load.max);
    if (load.capacity > 0) {
        auto* cap = new QCPItemStraightLine(m_plot);
        cap->point1->setCoords(0, static_cast<double>(load.capacity));
        cap->point2->setCoords(1, static_cast<double>(load.capacity));
        cap->setPen(QPen(pal.bad, 2 * plotLineWidth(), Qt::DashLine));
        top = std::max(top, static_cast<double>(load.capacity));
    }
    m_plot->xAxis->setRange(-0.6, static_cast<double>(load.perNode.size()) - 0.4);
    layoutBarNames(m_plot, m_barNames);
    m_plot->yAxis->setRange(0, std::max(1.0, top * 1.15));
    m_plot->xAxis->setLabel(load.capacity > 0 ? tr("requests per node (dashed: capacity)")
                                              : tr("requests per node"));
    m_plot->replot();
    m_stats->setText(maskFigures(statsText(*s, step)));
    const QString bounded = maskFigures(boundedText(*s, step));
    m_bounded->setText(bounded);
    m_bounded->setVisible(!bounded.isEmpty());
}

void RingRequestPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!m_barNames.isEmpty()) {
        layoutBarNames(m_plot, m_barNames);
        m_plot->replot();
    }
}

void RingRequestPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
