// Placeholder factory until the bloom lab's issue lands.
#include "shell/lab_registry.h"
#include "shell/placeholder_lab.h"

#include <QCoreApplication>

namespace hashlab::app {

LabPage* createBloomLab(QWidget* parent) {
    return new PlaceholderLab(
        QStringLiteral("bloom"), QCoreApplication::translate("Labs", "Bloom"),
        QCoreApplication::translate(
            "Labs", "This lab will light up the bits of a Bloom filter, size filters, and plot "
                    "measured against theoretical false-positive rates."),
        parent);
}

} // namespace hashlab::app
