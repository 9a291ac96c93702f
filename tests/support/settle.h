#pragma once
// Waiting on what a widget test waits for, not on the clock (issue 28, item 7): a resize, a
// shown tab or a new font posts layout requests, updates and queued results; they run here, in
// the order Qt posted them, including those the first ones post in turn. A fixed qWait(50) waited
// for the same thing and could run short on a loaded machine.
#include <QCoreApplication>

namespace hashlab::test {

inline void settlePosted() {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
}

} // namespace hashlab::test
