#pragma once
// What the ring lab's widget tests do as a user does: wait until the lab has computed the state
// on screen, and pick a node in the form's list (its rack, fail and remove buttons act on it).
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QString>

namespace hashlab::app::testing {

inline void settleRing(RingLab& lab) {
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
}

inline void selectNode(RingControls* c, const QString& name) {
    QListWidget* list = c->nodeList();
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == name)
            list->setCurrentRow(i);
}

} // namespace hashlab::app::testing
