#include "redis_heat_strip.h"

#include "shell/theme.h"

#include "hashlab/ring/redis_cluster.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace hashlab::app {
namespace {

QFont stripFont(const QFont& base) {
    QFont f = base;
    f.setPointSizeF(f.pointSizeF() * ThemeManager::instance().palette().fontScale);
    return f;
}

} // namespace

RedisHeatStrip::RedisHeatStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        updateGeometry();
        update();
    });
}

void RedisHeatStrip::setScene(const RedisScene& scene) {
    m_scene = scene;
    update();
}

void RedisHeatStrip::setCompact(bool compact) {
    if (compact == m_compact)
        return;
    m_compact = compact;
    updateGeometry();
    update();
}

QSize RedisHeatStrip::sizeHint() const {
    const QFontMetrics fm(stripFont(font()));
    return {520, m_compact ? fm.height() + 26 : fm.height() * 2 + 44};
}

QRectF RedisHeatStrip::plotArea() const {
    const QFontMetricsF fm(stripFont(font()));
    const int rows = m_compact ? 1 : 2;
    return QRectF(4, fm.height() + 2, width() - 8, height() - rows * fm.height() - 6);
}

void RedisHeatStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ThemePalette& pal = ThemeManager::instance().palette();
    p.fillRect(rect(), pal.background);
    const QFont f = stripFont(font());
    p.setFont(f);
    const QFontMetricsF fm(f);
    const QRectF area = plotArea();
    const QLocale loc;
    const auto kSlots = ring::redis::kSlots;
    p.setPen(pal.text);
    if (m_scene.metric.size() != kSlots || m_scene.owner.size() != kSlots) {
        p.drawText(QRectF(0, 0, width(), height()), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No key counts: a text import has none (connect to the cluster to read "
                      "them)."));
        return;
    }
    // One column per pixel: the slots it covers, summed.
    const int columns = std::max(1, static_cast<int>(area.width()));
    std::vector<std::uint64_t> sums(static_cast<std::size_t>(columns), 0);
    std::vector<std::uint32_t> owners(static_cast<std::size_t>(columns), 0);
    std::uint64_t hottest = 0;
    std::uint32_t hottestSlot = 0;
    for (std::uint32_t s = 0; s < kSlots; ++s) {
        const auto c = static_cast<std::size_t>(std::uint64_t(s) * columns / kSlots);
        if (sums[c] == 0 || m_scene.metric[s] > 0)
            owners[c] = m_scene.owner[s];
        sums[c] += m_scene.metric[s];
        if (m_scene.metric[s] > hottest) {
            hottest = m_scene.metric[s];
            hottestSlot = s;
        }
    }
    const std::uint64_t top =
        std::max<std::uint64_t>(1, *std::max_element(sums.begin(), sums.end()));
    p.fillRect(area, pal.surface);
    for (int c = 0; c < columns; ++c) {
        const double h =
            area.height() * static_cast<double>(sums[std::size_t(c)]) / static_cast<double>(top);
        const std::uint32_t o = owners[std::size_t(c)];
        const QColor color = o < m_scene.colors.size() ? m_scene.colors[o] : pal.empty;
        p.fillRect(QRectF(area.left() + c, area.bottom() - h, 1, h), color);
    }
    const double slotsPerColumn = static_cast<double>(kSlots) / columns;
    const QString title = tr("%1 — each bar %2 slots — hottest slot %3: %4")
                              .arg(m_scene.metricName, loc.toString(slotsPerColumn, 'f', 1),
                                   loc.toString(hottestSlot), loc.toString(qulonglong(hottest)));
    const QString axis[] = {QStringLiteral("0"), loc.toString(8192), loc.toString(16383)};
    if (m_compact) {
        // The axis's ends at the title row's right: "slots 0–16,383".
        const QString ends = tr("slots %1–%2").arg(axis[0], axis[2]);
        const double endsWidth = fm.horizontalAdvance(ends) + 4;
        p.setPen(pal.mutedText);
        p.drawText(QRectF(area.right() - endsWidth, 0, endsWidth, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, ends);
        p.setPen(pal.text);
        p.drawText(QRectF(area.left(), 0, area.width() - endsWidth - 8, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(title, Qt::ElideRight, area.width() - endsWidth - 8));
        return;
    }
    p.setPen(pal.text);
    p.drawText(QRectF(area.left(), 0, area.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(title, Qt::ElideRight, area.width()));
    p.setPen(pal.mutedText);
    const double y = area.bottom() + 2;
    const Qt::Alignment at[] = {Qt::AlignLeft, Qt::AlignHCenter, Qt::AlignRight};
    for (int i = 0; i < 3; ++i)
        p.drawText(QRectF(area.left(), y, area.width(), fm.height()), at[i], axis[i]);
}

} // namespace hashlab::app
