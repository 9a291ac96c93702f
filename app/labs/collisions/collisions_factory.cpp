// The Collisions lab's factory (registered in shell/lab_registry).
#include "collisions_lab.h"

#include "shell/lab_registry.h"

namespace hashlab::app {

LabPage* createCollisionsLab(QWidget* parent) {
    return new CollisionsLab(parent);
}

} // namespace hashlab::app
