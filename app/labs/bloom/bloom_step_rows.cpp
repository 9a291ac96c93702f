// "Steps as text" and the step's caption for the Bloom lab. The Bloom filter's steps are the
// trace's derived cells (the bit trace); the cuckoo, scalable and xor canvases word each step in
// their header's last line, so their rows are those lines.
#include "bloom_lab.h"
#include "bloom_model.h"
#include "bloom_view.h"
#include "filter_canvas.h"
#include "filters_model.h"
#include "shell/core_text.h"
#include "shell/step_player.h"
#include "shell/step_rows.h"

#include <QStackedWidget>

namespace hashlab::app {

namespace {

using bloom::Op;

QString operationText(Op op, const std::string& key) {
    const QString word = BloomLab::tr("“%1”").arg(QString::fromStdString(key));
    switch (op) {
    case Op::Insert:
        return BloomLab::tr("insert %1").arg(word);
    case Op::Query:
        return BloomLab::tr("query %1").arg(word);
    case Op::Remove:
        return BloomLab::tr("remove %1").arg(word);
    }
    return word;
}

} // namespace

// The canvas's own line for the step: the Bloom filter's formula and verdict, or another filter's
// header line (stepCaption()).
QString BloomLab::spokenCaption() const {
    return filtersShown() ? stepCaption() : m_view->stepLine();
}

QList<StepRow> BloomLab::stepRows() const {
    QList<StepRow> rows;
    if (filtersShown()) {
        // The header lines are drawn from (state, step) only: reading them at each step and going
        // back leaves the canvas as it was.
        auto* canvas = static_cast<FilterCanvas*>(m_canvases->currentWidget());
        const int was = canvas->step();
        const int count = m_filters->stepCount();
        const QString key = QString::fromStdString(m_filters->snapshot().lastKey);
        for (int i = 1; i <= count; ++i) {
            canvas->setStep(i);
            rows << StepRow{i, tr("“%1”").arg(key), tr("step %1").arg(i), QString(),
                            canvas->lines().value(canvas->lines().size() - 1)};
        }
        canvas->setStep(was);
        return rows;
    }
    const auto& t = m_model->trace();
    if (!t)
        return rows;
    const bool counting = t->variant == bloom::Variant::Counting;
    const int n = static_cast<int>(t->steps.size());
    for (int i = 0; i < n; ++i) {
        const bloom::IndexStep& s = t->steps[static_cast<std::size_t>(i)];
        StepRow row;
        row.step = i + 1;
        row.operation = operationText(t->op, t->key);
        row.cell = (counting ? tr("counter %1") : tr("bit %1")).arg(s.index);
        row.value = s.before == s.after ? QString::number(s.after)
                                        : tr("%1 → %2").arg(s.before).arg(s.after);
        if (t->op == Op::Query)
            row.verdict = s.before == 0 ? tr("0: the word cannot be stored") : tr("set");
        else if (s.before == s.after)
            row.verdict = tr("unchanged");
        else if (counting)
            row.verdict = s.after > s.before ? tr("counter up") : tr("counter down");
        else
            row.verdict = s.before == 0 ? tr("set now") : tr("cleared");
        if (i + 1 == n)
            row.verdict += QStringLiteral(" — ") + m_view->verdictLine();
        rows << row;
    }
    return rows;
}

} // namespace hashlab::app
