// Placeholder factory until the probing lab's issue lands.
#include "shell/lab_registry.h"
#include "shell/placeholder_lab.h"

#include <QCoreApplication>

namespace hashlab::app {

LabPage* createProbingLab(QWidget* parent) {
    return new PlaceholderLab(
        QStringLiteral("probing"), QCoreApplication::translate("Labs", "Probing"),
        QCoreApplication::translate("Labs",
                                    "This lab will step probe by probe through linear, quadratic "
                                    "and double hashing in a small open-addressing table."),
        parent);
}

} // namespace hashlab::app
