#pragma once
// The shell's rule for actions (issue 28, item 1): nothing rebuilds, retranslates or deletes
// menus, actions or widgets synchronously inside an action's trigger or a modal loop. Such a
// change is queued with deferToEventLoop() and runs after the triggering event (the key press,
// the click on a menu item or a button, the shortcut) has returned to the event loop.
//
// Why: Qt is still inside the object that delivered the trigger while the handler runs. A menu
// is in its key or mouse handler, a button in its click, QAction in a loop over the widgets that
// show it, a modal dialog in exec(). Switching the language from View → Language retranslated
// the menu bar inside that loop and crashed every time (QAction::event on a freed pointer); a
// button a handler deletes is still in its own mouseReleaseEvent.
#include <QMetaObject>
#include <QObject>
#include <QWidget>

#include <utility>

namespace hashlab::app {

// Runs `fn` from the event loop once the current event has been handled; never if `context` is
// destroyed first. Changes queued in one event run in the order they were queued.
template <typename Fn>
void deferToEventLoop(QObject* context, Fn&& fn) {
    QMetaObject::invokeMethod(context, std::forward<Fn>(fn), Qt::QueuedConnection);
}

// Takes `widget` out of its window at once (hidden and without a parent, so no layout, focus
// chain or findChildren() sees it) and deletes it from the event loop: it may be the widget whose
// event or signal is being delivered (the answer field a Page Down was typed in).
inline void retireWidget(QWidget* widget) {
    if (!widget)
        return;
    widget->hide();
    widget->setParent(nullptr);
    widget->deleteLater();
}

} // namespace hashlab::app
