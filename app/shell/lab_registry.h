#pragma once
// The four labs in switcher order. Each lab implements its factory in
// app/labs/<lab>/<lab>_factory.cpp.
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QWidget;

namespace hashlab::app {

class LabPage;

LabPage* createRingLab(QWidget* parent);
LabPage* createProbingLab(QWidget* parent);
LabPage* createBloomLab(QWidget* parent);
LabPage* createCollisionsLab(QWidget* parent);

struct LabInfo {
    QString id; // "ring", "probing", "bloom", "collisions"
    std::function<LabPage*(QWidget*)> create;
};

const std::vector<LabInfo>& labRegistry();
QStringList labIds();
LabPage* createLab(const QString& id, QWidget* parent); // nullptr for an unknown id

} // namespace hashlab::app
