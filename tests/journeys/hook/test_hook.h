#pragma once
// The journeys' window into the running app, linked into hashlab_journey only (never into the
// installed hashlab): when HASHLAB_TEST_HOOK=<socket path> is set, a QLocalServer on that path
// answers one-line queries with one line of JSON. tests/journeys/driver.h pins the protocol.
// The journeys drive the app only through real X input; the hook only reads (and writes the
// screenshots it is asked for).

namespace hashlab::app {
class MainWindow;
}

namespace hashlab::journey_hook {

// Starts the hook if HASHLAB_TEST_HOOK is set; the server lives as long as the window.
void startTestHookIfRequested(app::MainWindow* window);

} // namespace hashlab::journey_hook
