// "Steps as text" for the hash-table lab: one row per step of the operation on screen. Plain
// probing's steps are its probes (the probing model's traces); the other schemes' are the stages
// of the hash-table model's trace, worded as the canvas's caption words them.
#include "probing_lab.h"
#include "probing_model.h"
#include "scheme_captions.h"
#include "scheme_model.h"
#include "shell/core_text.h"
#include "shell/step_rows.h"

namespace hashlab::app {

namespace {

using tables::Outcome;
using tables::SlotState;

QString quoted(const std::string& key) {
    return ProbingLab::tr("“%1”").arg(QString::fromStdString(key));
}

QString outcomeText(const tables::Trace& t) {
    const QString slot = t.slot ? QString::number(*t.slot) : QString();
    switch (t.outcome) {
    case Outcome::Placed:
        return ProbingLab::tr("placed in slot %1").arg(slot);
    case Outcome::Duplicate:
        return ProbingLab::tr("already in slot %1: not inserted again").arg(slot);
    case Outcome::Found:
        return ProbingLab::tr("found in slot %1").arg(slot);
    case Outcome::NotFound:
        return ProbingLab::tr("not found");
    case Outcome::Deleted:
        return ProbingLab::tr("deleted: slot %1 becomes a tombstone").arg(slot);
    case Outcome::Failed:
        return coreText(t.reason);
    }
    return {};
}

// A probe's row: the slot, what it held, and what the search does there.
StepRow probeRow(const tables::Trace& t, int probe, int step) {
    const tables::Probe& p = t.probes[static_cast<std::size_t>(probe)];
    StepRow row;
    row.step = step;
    row.operation = SchemeCaptions::opText(t.op) + QLatin1Char(' ') + quoted(t.key);
    row.cell = ProbingLab::tr("slot %1").arg(p.slot);
    const bool own = p.state == SlotState::Occupied && p.occupant == t.key;
    if (p.state == SlotState::Empty) {
        row.value = ProbingLab::tr("empty");
        row.verdict = ProbingLab::tr("free");
    } else if (p.state == SlotState::Occupied) {
        row.value = quoted(p.occupant);
        row.verdict = own ? ProbingLab::tr("the key itself") : ProbingLab::tr("collision");
    } else {
        row.value = ProbingLab::tr("tombstone (%1 deleted)").arg(quoted(p.occupant));
        row.verdict = ProbingLab::tr("keep probing");
    }
    if (probe + 1 == static_cast<int>(t.probes.size()))
        row.verdict += ProbingLab::tr(": %1").arg(outcomeText(t));
    return row;
}

} // namespace

QList<StepRow> ProbingLab::stepRows() const {
    QList<StepRow> rows;
    if (!m_scheme->active()) {
        const int count = m_model->stepCount();
        for (int i = 1; i <= count; ++i) {
            const ProbingFrame f = m_model->frame(i);
            if (!f.trace)
                continue;
            const int n = static_cast<int>(f.trace->probes.size());
            if (f.step > 0 && n > 0) {
                rows << probeRow(*f.trace, std::min(f.step, n) - 1, i);
                continue;
            }
            // A list insert's key before its first probe: its hashes.
            StepRow row;
            row.step = i;
            row.operation =
                SchemeCaptions::opText(f.trace->op) + QLatin1Char(' ') + quoted(f.trace->key);
            row.cell = tr("hashes");
            row.value = coreText(f.trace->hashes.h1Text);
            row.verdict = n == 0 ? outcomeText(*f.trace) : QString();
            rows << row;
        }
        return rows;
    }
    const tables::HashTable* table = m_scheme->table();
    const int count = m_scheme->stepCount();
    for (int i = 1; table && i <= count; ++i) {
        const SchemeFrame f = m_scheme->frame(i);
        if (!f.op)
            continue;
        const SchemeCaption caption = SchemeCaptions::caption(*table, f);
        StepRow row;
        row.step = i;
        row.operation =
            SchemeCaptions::opText(f.op->trace.op) + QLatin1Char(' ') + quoted(f.op->trace.key);
        if (const auto& cell = f.frame.current) {
            row.cell = SchemeCaptions::cellName(table->config(), *cell, f.frame.tables.size());
            if (cell->table < f.frame.tables.size() &&
                cell->slot < f.frame.tables[cell->table].size()) {
                QStringList keys;
                for (const std::string& k : f.frame.tables[cell->table][cell->slot].keys)
                    keys << quoted(k);
                row.value = keys.isEmpty() ? tr("empty") : keys.join(QStringLiteral(", "));
            }
        }
        row.verdict = caption.detail.isEmpty() ? caption.headline : caption.detail;
        rows << row;
    }
    return rows;
}

} // namespace hashlab::app
