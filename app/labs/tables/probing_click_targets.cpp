// The slots a lesson's "click it" question can pick in the hash-tables lab: the probing table's
// drawn slots, or every table of the scheme view (cuckoo's second table as "t2:i").
#include "probing_lab.h"
#include "probing_view.h"
#include "scheme_view.h"
#include "shell/click_picker.h"

#include <QStackedWidget>

namespace hashlab::app {

LabPage::ClickTargets ProbingLab::clickTargets() {
    ClickTargets out;
    auto add = [&out](const QString& id, const QRectF& area) {
        out.targets.append({id, clickTargetLabel(id), area});
    };
    if (m_canvas->currentWidget() == m_view) {
        out.widget = m_view;
        const std::uint64_t first = m_view->firstDrawnSlot();
        for (std::uint64_t slot = first; slot < first + ProbingView::kMaxDrawn; ++slot) {
            const QRectF r = m_view->slotRect(slot);
            if (r.isEmpty())
                break;
            add(QStringLiteral("slot:%1").arg(slot), r);
        }
        return out;
    }
    out.widget = m_schemeView;
    for (std::size_t table = 0; table < 2; ++table)
        for (std::uint64_t slot = 0; slot < ProbingView::kMaxDrawn; ++slot) {
            const QRectF r = m_schemeView->cellRect(table, slot);
            if (r.isEmpty())
                break;
            add(QStringLiteral("%1:%2")
                    .arg(table == 0 ? QStringLiteral("slot") : QStringLiteral("t2"))
                    .arg(slot),
                r);
        }
    return out;
}

} // namespace hashlab::app
