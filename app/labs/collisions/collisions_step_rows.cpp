// "Steps as text" and the step's caption for the Collisions lab: the write path of the last
// write, one row per card of the canvas (canonicalise, hash, truncate, look up, compare, apply).
#include "collisions_lab.h"
#include "collisions_model.h"
#include "collisions_view.h"
#include "shell/step_player.h"
#include "shell/step_rows.h"

namespace hashlab::app {

namespace {

bool computes(collisions::StepKind kind) {
    return kind == collisions::StepKind::Canonicalise || kind == collisions::StepKind::Hash ||
           kind == collisions::StepKind::Truncate;
}

} // namespace

// The card on screen as the canvas titles and fills it.
QString CollisionsLab::spokenCaption() const {
    const auto& trace = m_model->lastTrace();
    const int index = m_player->index();
    if (!trace || index <= 0 || index > static_cast<int>(trace->steps.size()))
        return {};
    const auto& step = trace->steps[static_cast<std::size_t>(index - 1)];
    return m_view->stepTitle(step) + QStringLiteral(": ") + m_view->stepBody(step);
}

QList<StepRow> CollisionsLab::stepRows() const {
    QList<StepRow> rows;
    const auto& trace = m_model->lastTrace();
    if (!trace)
        return rows;
    const QString operation = tr("write at t%1").arg(trace->tick);
    for (std::size_t i = 0; i < trace->steps.size(); ++i) {
        const auto& step = trace->steps[i];
        StepRow row{static_cast<int>(i) + 1, operation, m_view->stepTitle(step), {}, {}};
        if (computes(step.kind)) {
            row.value = m_view->stepBody(step);
        } else {
            QStringList records;
            for (std::uint64_t id : step.records)
                records << QStringLiteral("#%1").arg(id);
            row.value = records.join(QStringLiteral(", "));
            row.verdict = m_view->stepBody(step);
        }
        rows << row;
    }
    return rows;
}

} // namespace hashlab::app
