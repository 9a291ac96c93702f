// The bits a lesson's "click it" question can pick in the Bloom lab ("bit:17").
#include "bloom_lab.h"
#include "bloom_model.h"
#include "bloom_view.h"
#include "shell/click_picker.h"

namespace hashlab::app {

LabPage::ClickTargets BloomLab::clickTargets() {
    ClickTargets out;
    out.widget = m_view;
    const std::uint64_t m = m_model->filter().m();
    for (std::uint64_t bit = 0; bit < m; ++bit) {
        const QRectF r = m_view->cellRect(bit);
        if (r.isEmpty())
            break; // a filter too large to draw cell by cell has nothing to click
        const QString id = QStringLiteral("bit:%1").arg(bit);
        out.targets.append({id, clickTargetLabel(id), r});
    }
    return out;
}

} // namespace hashlab::app
