#pragma once
// The random-input soak (issue 28, item 3): a seeded random walk of real X input against
// hashlab_journey (the ASan + UBSan build in CI) under Xvfb and openbox, through the journeys'
// driver. Keys (F11, B, digits, Ctrl+Z / Ctrl+Shift+Z, Tab, Space, arrows, Page Up / Page Down,
// Esc, Enter), clicks and drags at random points, window resizes between 640×400 and 1920×1080,
// language and theme switches and lessons opened from the menus (by keyboard), lessons closed
// (Esc). Never Ctrl+Q nor the window's close button; a click that quits (File → Quit in a menu a
// random click opened) restarts the app. After every input the hook's `state` must answer within
// 2 s (a longer round trip is a freeze). The walk depends on the seed alone, so a seed replays.
#include <QString>
#include <QStringList>

#include <cstdint>

namespace journeys {
class Session;
}

namespace journeys::soak {

struct Options {
    std::uint64_t seed = 1;
    double seconds = 60;
    bool keepGoing = false; // after a crash: report it, restart the app and go on
};

struct Report {
    std::uint64_t seed = 0;
    long inputs = 0;
    int crashes = 0;
    int sanitizerReports = 0; // AddressSanitizer / UndefinedBehaviorSanitizer reports
    int freezes = 0;          // state round trips over 2 s, or none at all from a live app
    int restarts = 0;         // after the app quit normally
    qint64 longestResponseMs = 0;
    QStringList failures; // each with the seed and the inputs before it
    bool ok() const { return crashes == 0 && sanitizerReports == 0 && freezes == 0; }
    QString summary() const;
};

// Runs the walk in `session` (already started) for options.seconds.
Report walk(Session& session, const Options& options);

} // namespace journeys::soak
