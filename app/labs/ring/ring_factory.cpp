// Placeholder factory until the ring lab's issue lands.
#include "shell/lab_registry.h"
#include "shell/placeholder_lab.h"

#include <QCoreApplication>

namespace hashlab::app {

LabPage* createRingLab(QWidget* parent) {
    return new PlaceholderLab(
        QStringLiteral("ring"), QCoreApplication::translate("Labs", "Ring"),
        QCoreApplication::translate(
            "Labs", "This lab will draw a consistent-hash ring with virtual nodes, let you add, "
                    "remove and fail nodes, and show which keys migrate and why."),
        parent);
}

} // namespace hashlab::app
