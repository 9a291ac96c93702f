// The ring canvas under Redis Cluster: its 16,384 slots as a band round the ring, one arc per
// run of slots with one owner in the owner's colour (before a node change until stage 2, when
// slots change owner as arcs do), and the hover texts of a key (the part Redis hashes, its CRC16
// and slot) and of a slot run.
#include "ring_view.h"

#include "ring_model.h"
#include "shell/theme.h"

#include <QLocale>
#include <QPainter>

#include <cmath>

namespace hashlab::app {
namespace {

namespace redis = ring::redis;

// The state whose slot table is shown at `step`.
const RingState& shownSlots(const RingSnapshot& s, int step) {
    return s.hasChange && step < 2 ? s.beforeState : s.state;
}

} // namespace

void RingView::drawSlots(QPainter& p, const Geometry& g) const {
    const auto s = m_model->snapshot();
    const RingState& st = shownSlots(*s, m_step);
    if (!st.isRedis() || st.slotOwners.size() != redis::kSlots)
        return;
    const QRectF box(g.center - QPointF(g.radius, g.radius), QSizeF(2 * g.radius, 2 * g.radius));
    const double width = std::max(6.0, 0.085 * g.radius);
    // Qt angles: 1/16 degree, 0 at three o'clock, counter-clockwise; ours clockwise from 12.
    // Runs are a few per node (joins take whole runs from each node's bottom), so this is cheap.
    for (std::uint32_t first = 0; first < redis::kSlots;) {
        std::uint32_t end = first;
        while (end < redis::kSlots && st.slotOwners[end] == st.slotOwners[first])
            ++end;
        const double f1 = static_cast<double>(first) / redis::kSlots;
        const double f2 = static_cast<double>(end) / redis::kSlots;
        p.setPen(QPen(nodeColor(st.config.nodes[st.slotOwners[first]].name), width, Qt::SolidLine,
                      Qt::FlatCap));
        p.drawArc(box, static_cast<int>(std::lround((90.0 - 360.0 * f1) * 16)),
                  -std::max(1, static_cast<int>(std::lround(360.0 * (f2 - f1) * 16))));
        first = end;
    }
}

QString RingView::slotKeyText(std::uint64_t key) const {
    const auto s = m_model->snapshot();
    const QString label = keyLabel(s->state, key);
    // The bytes Redis hashes, not a round trip through QString (imported keys may not be UTF-8).
    const std::string text =
        s->state.keys.imported() ? (*s->state.keys.list)[key] : label.toStdString();
    const std::string_view hashed = redis::hashedPart(text);
    const QLocale loc;
    QString out =
        hashed.size() == text.size()
            ? tr("%1\nhashed: the whole key (no {…} with something inside)").arg(label)
            : tr("%1\nhashed: \"%2\" (the part inside {…})")
                  .arg(label, QString::fromUtf8(hashed.data(), static_cast<int>(hashed.size())));
    out += tr("\nCRC16 0x%1 mod 16,384 = slot %2")
               .arg(static_cast<uint>(redis::crc16(hashed)), 4, 16, QLatin1Char('0'))
               .arg(loc.toString((*s->hashes)[key]));
    return out;
}

QString RingView::slotRangeText(const Geometry& g, const QPointF& pos) const {
    const auto s = m_model->snapshot();
    const RingState& st = shownSlots(*s, m_step);
    const double r = std::hypot(pos.x() - g.center.x(), pos.y() - g.center.y()) / g.radius;
    if (!st.isRedis() || st.slotOwners.size() != redis::kSlots || r < 0.9 || r > 1.1)
        return {};
    const double f =
        std::fmod(std::atan2(pos.x() - g.center.x(), g.center.y() - pos.y()) / kTau + 1.0, 1.0);
    const auto slot = std::min<std::uint32_t>(
        redis::kSlots - 1, static_cast<std::uint32_t>(f * static_cast<double>(redis::kSlots)));
    std::uint32_t first = slot, last = slot;
    while (first > 0 && st.slotOwners[first - 1] == st.slotOwners[slot])
        --first;
    while (last + 1 < redis::kSlots && st.slotOwners[last + 1] == st.slotOwners[slot])
        ++last;
    const QLocale loc;
    return tr("slots %1–%2 (%3 slots)\nowner: %4")
        .arg(loc.toString(first), loc.toString(last), loc.toString(last - first + 1),
             QString::fromStdString(st.config.nodes[st.slotOwners[slot]].name));
}

} // namespace hashlab::app
