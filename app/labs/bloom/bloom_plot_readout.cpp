#include "bloom_plot_readout.h"

#include "shell/theme.h"

#include "hashlab/bloom/json.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <QMouseEvent>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {
constexpr double kReach = 16; // pixels: how near the mouse must be to a point

QString rate(double v) {
    return QLocale().toString(v, 'g', 3);
}
} // namespace

BloomPlotReadout::BloomPlotReadout(QCustomPlot* plot) : QObject(plot), m_plot(plot) {
    m_label = new QCPItemText(plot);
    m_label->setLayer(QStringLiteral("legend")); // above the points and error bars
    m_label->setClipToAxisRect(false);
    m_label->position->setType(QCPItemPosition::ptAbsolute);
    m_label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_label->setTextAlignment(Qt::AlignLeft);
    m_label->setPadding(QMargins(6, 4, 6, 4));
    m_label->setVisible(false);
    plot->setMouseTracking(true);
    connect(plot, &QCustomPlot::mouseMove, this, &BloomPlotReadout::onMouseMove);
}

void BloomPlotReadout::setPlotted(SweepResult plotted) {
    m_plotted = std::move(plotted);
    m_label->setVisible(false);
}

bool BloomPlotReadout::hasData() const {
    for (const SweepSeries& s : m_plotted.series)
        if (!s.points.empty())
            return true;
    return false;
}

QString BloomPlotReadout::csv() const {
    return hasData() ? QString::fromStdString(toCsv(m_plotted)) : QString();
}

void BloomPlotReadout::copyCsv() const {
    if (hasData())
        QGuiApplication::clipboard()->setText(csv());
}

QString BloomPlotReadout::copyActionText() const {
    return tr("Copy data as CSV");
}

void BloomPlotReadout::onMouseMove(QMouseEvent* event) {
    hoverAt(event->position());
}

void BloomPlotReadout::hide() {
    if (!m_label->visible())
        return;
    m_label->setVisible(false);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

// The nearest point in pixels, measured where it is drawn, else where its theory is (a point
// with no false positive has no dot on the log scale, but its numbers are still worth reading).
void BloomPlotReadout::hoverAt(QPointF pixel) {
    const SweepSeries* bestSeries = nullptr;
    const SweepPoint* best = nullptr;
    double bestDistance = std::numeric_limits<double>::infinity();
    QPointF bestAt;
    for (const SweepSeries& s : m_plotted.series)
        for (const SweepPoint& p : s.points) {
            const double y = p.result.falsePositives > 0 ? p.result.measured
                                                         : std::max(1e-12, p.result.theory.variant);
            const QPointF at(m_plot->xAxis->coordToPixel(p.x), m_plot->yAxis->coordToPixel(y));
            const double d = std::hypot(at.x() - pixel.x(), at.y() - pixel.y());
            if (d < bestDistance) {
                bestDistance = d, best = &p, bestSeries = &s, bestAt = at;
            }
        }
    if (!best || bestDistance > kReach) {
        hide();
        return;
    }
    const QLocale loc;
    const MeasureResult& r = best->result;
    QString text = tr("%1 · %2 bits per key (m = %3, n = %4, k = %5)")
                       .arg(QString::fromLatin1(variantName(bestSeries->variant).data()),
                            loc.toString(best->x, 'g', 4), loc.toString(qulonglong(best->m)),
                            loc.toString(qulonglong(best->n)))
                       .arg(best->k);
    text +=
        QLatin1Char('\n') + tr("measured %1 (%2 of %3 queries)")
                                .arg(rate(r.measured), loc.toString(qulonglong(r.falsePositives)),
                                     loc.toString(qulonglong(r.queries)));
    text += QLatin1Char('\n') + tr("95 % CI %1 – %2").arg(rate(r.ci95.lo), rate(r.ci95.hi));
    text += QLatin1Char('\n') + tr("theory %1").arg(rate(r.theory.variant));
    const ThemePalette& pal = ThemeManager::instance().palette();
    m_label->setText(text);
    m_label->setFont(m_plot->font());
    m_label->setColor(pal.text);
    m_label->setBrush(QBrush(pal.background));
    m_label->setPen(QPen(pal.mutedText));
    // Beside the mouse, kept inside the plot: flipped left or down near the right or top edge.
    const QFontMetricsF fm(m_plot->font());
    const QRectF box = fm.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignLeft, text);
    const bool left = pixel.x() + 14 + box.width() + 12 > m_plot->width();
    const bool below = pixel.y() - 14 - box.height() - 8 < 0;
    m_label->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                  (below ? Qt::AlignTop : Qt::AlignBottom));
    m_label->position->setCoords(pixel.x() + (left ? -14 : 14), pixel.y() + (below ? 14 : -14));
    m_label->setVisible(true);
    m_anchor = bestAt;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString BloomPlotReadout::hoverText() const {
    return m_label->visible() ? m_label->text() : QString();
}

} // namespace hashlab::app
