#include "lab_registry.h"

namespace hashlab::app {

const std::vector<LabInfo>& labRegistry() {
    static const std::vector<LabInfo> labs = {
        {QStringLiteral("ring"), createRingLab},
        {QStringLiteral("probing"), createProbingLab},
        {QStringLiteral("bloom"), createBloomLab},
        {QStringLiteral("collisions"), createCollisionsLab},
    };
    return labs;
}

QStringList labIds() {
    QStringList ids;
    for (const auto& l : labRegistry())
        ids << l.id;
    return ids;
}

LabPage* createLab(const QString& id, QWidget* parent) {
    for (const auto& l : labRegistry())
        if (l.id == id)
            return l.create(parent);
    return nullptr;
}

} // namespace hashlab::app
