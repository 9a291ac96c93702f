// "Steps as text" for the ring lab: the three stages of the last node change, each with what it
// touches (the points, the arcs, the keys), how many, and the trace's summary of it.
#include "ring_lab.h"
#include "ring_model.h"
#include "shell/core_text.h"
#include "shell/step_rows.h"

#include <QLocale>

namespace hashlab::app {

namespace {

QString names(const std::vector<std::string>& nodes) {
    QStringList out;
    for (const std::string& n : nodes)
        out << QString::fromStdString(n);
    return out.join(QStringLiteral(", "));
}

} // namespace

QList<StepRow> RingLab::stepRows() const {
    const auto s = m_model->snapshot();
    if (!s || !s->hasChange)
        return {};
    const QLocale loc;
    const auto& t = s->trace;
    std::size_t appear = 0;
    for (const auto& p : t.points)
        appear += p.appears ? 1 : 0;
    const QString operation =
        tr("nodes %1 → %2").arg(names(s->migration.fromNodes), names(s->migration.toNodes));
    const QString cells[] = {tr("points"), tr("arcs"), tr("keys")};
    const QString values[] = {
        tr("%1 appear, %2 vanish")
            .arg(loc.toString(qulonglong(appear)),
                 loc.toString(qulonglong(t.points.size() - appear))),
        tr("%1 arcs change owner").arg(loc.toString(qulonglong(t.arcs.size()))),
        tr("%1 keys move").arg(loc.toString(qulonglong(s->migration.moved)))};
    QList<StepRow> rows;
    for (int i = 0; i < 3; ++i)
        rows << StepRow{i + 1, operation, tr("stage %1: %2").arg(i + 1).arg(cells[i]), values[i],
                        coreText(t.summary[static_cast<std::size_t>(i)])};
    return rows;
}

} // namespace hashlab::app
