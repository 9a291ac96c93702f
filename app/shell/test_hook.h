#pragma once
// A test-only window into the running app for the end-to-end journeys (tests/journeys/): when
// HASHLAB_TEST_HOOK=<socket path> is set, a QLocalServer on that path answers one-line queries
// with one line of JSON. Without the variable nothing is started and nothing changes.
// The journeys drive the app only through real X input; this hook only reads.
//   state             lab id, window state and geometry, focus widget, the lab's step player,
//                     View → Presentation mode, the open modal dialog
//   widgets           every visible widget: class, objectName, global geometry, text, checked,
//                     value, list rows, tab rects, ancestors' classes
//   actions           menu bar titles with their rects, every action's text/checked/enabled,
//                     the open popup menu's items with their rects
//   probing           the probing canvas's slot rects (global) and the palette's slot colours
//   screenshot PATH   grabs the whole screen into PATH (PNG)
class QWidget;

namespace hashlab::app {

class MainWindow;

// Starts the hook if HASHLAB_TEST_HOOK is set; the server lives as long as the window.
void startTestHookIfRequested(MainWindow* window);

} // namespace hashlab::app
