// "Steps as text" for the Redis Cluster view: one row per move of the plan the player steps,
// with the slots it moves, their keys, and the balance it leaves (what the circle shows after it).
#include "redis_cluster_view.h"

#include <QLocale>

#include <algorithm>

namespace hashlab::app {

namespace redis = ring::redis;

QString RedisClusterView::rangesText(std::vector<std::uint32_t> slotsAscending) {
    std::sort(slotsAscending.begin(), slotsAscending.end());
    QStringList ranges;
    for (const auto& [first, last] : redis::rangesOf(slotsAscending))
        ranges << (first == last ? QString::number(first)
                                 : QStringLiteral("%1-%2").arg(first).arg(last));
    if (ranges.size() <= 3)
        return ranges.join(QStringLiteral(", "));
    return ranges.mid(0, 3).join(QStringLiteral(", ")) + tr(" … (%1 ranges)").arg(ranges.size());
}

QList<StepRow> RedisClusterView::stepRows() const {
    const auto* p = plan(PlanColumn(shownPlan()));
    if (!m_hasCluster || !p || !*p)
        return {};
    const redis::RebalancePlan& plan = p->value();
    const QLocale loc;
    const bool known = m_planned.hasKeys();
    const std::size_t n = m_planned.masters.size();
    QList<StepRow> rows;
    for (std::size_t i = 0; i < plan.moves.size(); ++i) {
        const redis::PlanMove& move = plan.moves[i];
        // The balance the circle shows once this move is made: of keys when known, else of slots.
        const auto owner = redis::ownerAfterMoves(m_planned, plan, i + 1);
        std::vector<std::uint64_t> load(n, 0);
        for (std::size_t s = 0; s < owner.size(); ++s)
            if (owner[s] < n)
                load[owner[s]] += known ? m_planned.slotKeys[s] : 1;
        const QString balance = loc.toString(redis::maxOverMean(load), 'f', 2);
        rows << StepRow{static_cast<int>(i + 1),
                        tr("move %1 of %2: %3 → %4")
                            .arg(loc.toString(qulonglong(i + 1)),
                                 loc.toString(qulonglong(plan.moves.size())), masterName(move.from),
                                 masterName(move.to)),
                        tr("slots %1").arg(rangesText(move.slotIds)),
                        known ? tr("%1 slots, %2 keys")
                                    .arg(loc.toString(qulonglong(move.slotIds.size())),
                                         loc.toString(qulonglong(move.keys)))
                              : tr("%1 slots").arg(loc.toString(qulonglong(move.slotIds.size()))),
                        known ? tr("keys max/mean after: %1").arg(balance)
                              : tr("slots max/mean after: %1").arg(balance)};
    }
    return rows;
}

} // namespace hashlab::app
