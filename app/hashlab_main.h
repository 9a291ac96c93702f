#pragma once
// The whole of `hashlab` as a function, so that the installed binary (app/main.cpp) and the
// journeys' hashlab_journey (tests/journeys/hook/: the same app plus a test hook) run the same
// start-up: the command line when called with a subcommand, else the GUI.
#include <functional>

namespace hashlab::app {

class MainWindow;

// `onWindow` runs once the main window exists, before it shows its first lab or scenario; the
// installed app passes none.
int hashlabMain(int argc, char** argv, const std::function<void(MainWindow&)>& onWindow = {});

} // namespace hashlab::app
