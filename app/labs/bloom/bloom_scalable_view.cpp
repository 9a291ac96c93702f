#include "bloom_scalable_view.h"

#include "filters_model.h"
#include "shell/lesson_figures.h"
#include "shell/theme.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::bloom;

QStringList ScalableView::lines() const {
    const auto& s = m_model->snapshot();
    if (!s.scalable)
        return {};
    const ScalableBloomFilter& f = *s.scalable;
    const QLocale loc;
    QStringList out;
    out << tr("scalable Bloom filter · %1 words · %2 sub-filters · %3 bits/key")
               .arg(f.inserted())
               .arg(f.stageCount())
               .arg(loc.toString(f.bitsPerKey(), 'f', 1));
    // Short lines: the canvas is narrow beside the tabs, and a line too long is elided.
    out << measuredLine(2, tr("expected %1 % · these very bits %2 %")
                               .arg(loc.toString(100 * f.compoundTheory(), 'f', 2))
                               .arg(loc.toString(100 * f.stateFp(), 'f', 2)));
    out << tr("design 1 − Π(1 − P_i) = %1 % · bound P0/(1 − r) = %2 %")
               .arg(loc.toString(100 * f.compoundDesign(), 'f', 2))
               .arg(loc.toString(100 * f.bound(), 'f', 2));
    out << tr("expected = 1 − Π(1 − FP_i), FP_i = (1 − (1 − 1/M_i)^n_i)^k_i: k_i slices of M_i "
              "bits, n_i words");
    out << tr("P0 = %1 · growth s = %2 · tightening r = %3: sub-filter i holds n0·s^i words at "
              "rate P0·r^i")
               .arg(loc.toString(f.config().p))
               .arg(f.config().growth)
               .arg(loc.toString(f.config().tightening));
    if (s.lastQuery)
        out << tr("query “%1”: %2")
                   .arg(QString::fromStdString(s.lastKey), verdict(*s.lastQuery, s.lastKey));
    return out;
}

QStringList ScalableView::rowTexts() const {
    const auto& s = m_model->snapshot();
    QStringList out;
    if (!s.scalable)
        return out;
    const QLocale loc;
    const auto stages = s.scalable->stages();
    for (std::size_t i = 0; i < stages.size(); ++i) {
        const ScalableStage& st = stages[i];
        const double fill = s.scalable->filters()[i].fillRatio();
        out << tr("#%1  n = %2/%3 · m = %4 = %5 slices × %6 bits · fill %7 % · FP_%1 = %8 "
                  "(design P_%1 = %9)")
                   .arg(i)
                   .arg(st.stored)
                   .arg(st.capacity)
                   .arg(loc.toString(qulonglong(st.m)))
                   .arg(st.k)
                   .arg(loc.toString(qulonglong(st.slice)))
                   .arg(loc.toString(100 * fill, 'f', 1))
                   .arg(loc.toString(st.theory, 'g', 3))
                   .arg(loc.toString(st.p, 'g', 3));
    }
    return out;
}

QRectF ScalableView::rowRect(int i) const {
    const auto& s = m_model->snapshot();
    const double n = s.scalable ? double(std::max<std::size_t>(4, s.scalable->stageCount())) : 4;
    const double top = headerHeight(), h = height() - top - 8;
    // The rows follow the canvas, as their type does (48 px rows held 13 px type on a projector).
    const double row = ThemeManager::instance().presentation() ? h / n : std::min(48.0, h / n);
    return {8, top + i * row, width() - 16.0, row};
}

void ScalableView::paintBody(QPainter& p, const QRectF&) {
    const auto& s = m_model->snapshot();
    if (!s.scalable)
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const QStringList texts = rowTexts();
    QFont font = textFont(9.5);
    for (int i = 0; i < texts.size(); ++i) {
        const QRectF r = rowRect(i).adjusted(1, 2, -1, -2);
        font.setPointSizeF(std::max(6.0, std::min(9.5, r.height() * 0.3)));
        if (ThemeManager::instance().presentation()) // never under 18 px there
            font.setPixelSize(std::clamp(static_cast<int>(r.height() * 0.4), 18, 32));
        p.setFont(font);
        const double fill = s.scalable->filters()[std::size_t(i)].fillRatio();
        p.setPen(QPen(pal.grid, pal.strokeScale));
        p.setBrush(pal.empty);
        p.drawRect(r);
        p.setPen(Qt::NoPen);
        p.setBrush(i + 1 == texts.size() ? pal.highlight : pal.occupied);
        p.drawRect(QRectF(r.left(), r.top(), r.width() * fill, r.height() * 0.35));
        p.setPen(pal.text);
        // Elided rather than run past the canvas: at 18 px a row's line is wider than 1280 px.
        const QRectF line = r.adjusted(6, r.height() * 0.35, -6, 0);
        p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font, p.device())
                       .elidedText(maskFigures(texts[i]), Qt::ElideRight, line.width()));
    }
}

} // namespace hashlab::app
