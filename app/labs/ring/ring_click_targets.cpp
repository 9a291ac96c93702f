// The nodes a lesson's "click it" question can pick in the ring lab: each node's points on the
// ring ("node:C"), so a node is picked by any of its virtual nodes.
#include "ring_lab.h"
#include "ring_model.h"
#include "ring_view.h"
#include "shell/click_picker.h"
#include "shell/theme.h"

namespace hashlab::app {

LabPage::ClickTargets RingLab::clickTargets() {
    ClickTargets out;
    const auto snapshot = m_model->snapshot();
    if (!snapshot || !snapshot->placement)
        return out;
    out.widget = m_view;
    const auto nodes = snapshot->state.activeConfig().nodes;
    const auto points = snapshot->placement->points();
    // A hit area a finger-width across, whatever the theme draws the point as.
    const double half = 9 * ThemeManager::instance().palette().strokeScale;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (points[i].node >= nodes.size())
            continue;
        const QPointF c = m_view->pointPosition(i);
        const QString id =
            QStringLiteral("node:%1").arg(QString::fromStdString(nodes[points[i].node].name));
        out.targets.append(
            {id, clickTargetLabel(id), QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half)});
    }
    return out;
}

} // namespace hashlab::app
