// The hook's `probing` query: where the Hash tables lab's probing canvas draws its slots.
#include "queries.h"

#include "app/tables/tables_test_access.h"
#include "labs/tables/probing_view.h"
#include "shell/lab_page.h"
#include "shell/theme.h"
#include "window/main_window.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hashlab::journey_hook {

using namespace hashlab::app;

QJsonObject probingQuery(MainWindow* window) {
    QJsonObject o;
    const ThemePalette& pal = ThemeManager::instance().palette();
    o[QStringLiteral("empty")] = pal.empty.name();
    o[QStringLiteral("occupied")] = pal.occupied.name();
    o[QStringLiteral("tombstone")] = pal.tombstone.name();
    o[QStringLiteral("background")] = pal.background.name();
    LabPage* lab = window->lab(QStringLiteral("probing"));
    auto* view = lab ? lab->findChild<ProbingView*>() : nullptr;
    if (!view)
        return o;
    o[QStringLiteral("view")] = globalRect(view, view->rect());
    o[QStringLiteral("grid")] =
        globalRect(view, ProbingViewTestAccess::gridBounds(*view).toAlignedRect());
    o[QStringLiteral("step")] = view->step();
    QJsonArray cells;
    for (std::uint64_t s = view->firstDrawnSlot();
         s < view->firstDrawnSlot() + ProbingView::kMaxDrawn; ++s) {
        const QRectF r = view->slotRect(s);
        if (r.isEmpty())
            break;
        cells.append(globalRect(view, r.toAlignedRect()));
    }
    o[QStringLiteral("slots")] = cells;
    return o;
}

} // namespace hashlab::journey_hook
