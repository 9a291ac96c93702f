#include "filter_canvas.h"

#include "filters_model.h"
#include "shell/lesson_figures.h"
#include "shell/theme.h"

#include "hashlab/bloom/fingerprint_text.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

namespace hashlab::app {

QString hexFp(std::uint32_t fp, unsigned bits) {
    return QString::fromStdString(bloom::fingerprintHex(fp, bits));
}

FilterCanvas::FilterCanvas(const FiltersModel* model, QWidget* parent)
    : QWidget(parent), m_model(model) {
    setMinimumSize(minimumSizeHint());
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, qOverload<>(&QWidget::update));
}

void FilterCanvas::setStep(int index) {
    m_step = index;
    update();
}

QFont FilterCanvas::textFont(double points) const {
    QFont f = font();
    f.setPointSizeF(points * ThemeManager::instance().palette().fontScale);
    return f;
}

// Room for eight lines: the filter's summary, its measured FP, then what the step does.
double FilterCanvas::headerHeight() const {
    return 8 + QFontMetricsF(textFont(12)).height() + 7 * QFontMetricsF(textFont(9.5)).height();
}

QString FilterCanvas::verdict(bool maybe, const std::string& key) const {
    const bool present = m_model->inserted().contains(key);
    if (maybe)
        return present ? tr("maybe — and it is present")
                       : tr("maybe — a false positive: never inserted");
    return present ? tr("definitely not — a FALSE NEGATIVE: it was inserted")
                   : tr("definitely not");
}

QString FilterCanvas::measuredLine(int decimals, const QString& theory) const {
    const QLocale loc;
    return tr("measured FP %1 % over %2 never-inserted words · %3")
        .arg(loc.toString(100 * m_model->measuredFp(), 'f', decimals))
        .arg(loc.toString(FiltersModel::kProbeQueries))
        .arg(theory);
}

unsigned FilterCanvas::fpBits() const {
    const FiltersConfig& c = m_model->snapshot().config;
    return c.kind == FilterKind::Xor ? c.xorBits : c.cuckoo.fingerprintBits;
}

void FilterCanvas::paintEvent(QPaintEvent*) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), pal.background);
    const QStringList text = lines();
    double y = 6;
    for (int i = 0; i < text.size() && i < 8; ++i) {
        const QFont f = textFont(i == 0 ? 12 : 9.5);
        const QFontMetricsF fm(f, p.device());
        p.setFont(f);
        p.setPen(i == 0 ? pal.text : pal.mutedText);
        // Elided rather than clipped: the full text is in lines() and the status bar.
        p.drawText(QPointF(10, y + fm.ascent()),
                   fm.elidedText(maskFigures(text[i]), Qt::ElideRight, width() - 20));
        y += fm.height();
    }
    paintBody(p, QRectF(8, headerHeight(), width() - 16, height() - headerHeight() - 8));
}

} // namespace hashlab::app
