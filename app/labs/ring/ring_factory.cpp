#include "ring_lab.h"
#include "shell/lab_registry.h"

namespace hashlab::app {

LabPage* createRingLab(QWidget* parent) {
    return new RingLab(parent);
}

} // namespace hashlab::app
