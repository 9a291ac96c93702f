#include "probing_lab.h"
#include "shell/lab_registry.h"

namespace hashlab::app {

LabPage* createProbingLab(QWidget* parent) {
    return new ProbingLab(parent);
}

} // namespace hashlab::app
