// Placeholder factory until the collisions lab's issue lands.
#include "shell/lab_registry.h"
#include "shell/placeholder_lab.h"

#include <QCoreApplication>

namespace hashlab::app {

LabPage* createCollisionsLab(QWidget* parent) {
    return new PlaceholderLab(
        QStringLiteral("collisions"), QCoreApplication::translate("Labs", "Collisions"),
        QCoreApplication::translate(
            "Labs",
            "This lab will show birthday bounds, collision-safe hash ids and Base62 short links."),
        parent);
}

} // namespace hashlab::app
