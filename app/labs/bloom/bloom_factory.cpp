#include "bloom_lab.h"
#include "shell/lab_registry.h"

namespace hashlab::app {

LabPage* createBloomLab(QWidget* parent) {
    return new BloomLab(parent);
}

} // namespace hashlab::app
