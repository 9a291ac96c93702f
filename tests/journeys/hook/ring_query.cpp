// The hook's `ring` query: how large the Ring lab draws its ring (issue 29's projector measures).
#include "queries.h"

#include "app/ring/ring_test_access.h"
#include "labs/ring/ring_view.h"
#include "shell/lab_page.h"
#include "window/main_window.h"

#include <QJsonObject>

namespace hashlab::journey_hook {

using namespace hashlab::app;

QJsonObject ringQuery(MainWindow* window) {
    QJsonObject o;
    LabPage* lab = window->lab(QStringLiteral("ring"));
    auto* view = lab ? qobject_cast<RingView*>(lab->canvasPart()) : nullptr;
    if (!view || !view->isVisible())
        return o;
    o[QStringLiteral("view")] = globalRect(view, view->rect());
    o[QStringLiteral("diameter")] = 2 * RingViewTestAccess::ringRadius(*view);
    return o;
}

} // namespace hashlab::journey_hook
