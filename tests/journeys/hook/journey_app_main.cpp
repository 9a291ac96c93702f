// hashlab_journey: the installed app (app/hashlab_main.h) plus the journeys' test hook. Built
// with the tests only; tests/journeys/ runs it.
#include "hashlab_main.h"
#include "test_hook.h"

int main(int argc, char** argv) {
    return hashlab::app::hashlabMain(argc, argv, [](hashlab::app::MainWindow& window) {
        hashlab::journey_hook::startTestHookIfRequested(&window);
    });
}
