#pragma once
// `hashlab export`: renders a lab page headless (offscreen platform) to PNG, SVG or PDF.
#include "cli/args.h"
#include "cli/cli.h"

#include <QApplication>

#include <cstdint>
#include <memory>
#include <string>

namespace hashlab::app {

cli::Command exportCommand();
// `hashlab worksheet`: a drill's questions as a PDF, and its answer key beside it.
cli::Command worksheetCommand(); // worksheet_command.cpp
cli::Command drillCommand();     // drill_command.cpp

// What `worksheet` and `drill` both read: --lab (a drill lab), --seed, --count (1 to 50, default
// 10). Throws cli::UsageError.
struct DrillRequest {
    std::string lab;
    std::uint64_t seed = 0;
    int count = 10;
};
DrillRequest readDrillRequest(const cli::Args& args);

// The offscreen application an export renders in (made if none runs yet), in the language and
// theme asked; quiet about the offscreen platform's chatter.
std::unique_ptr<QApplication> startHeadless(const std::string& themeName, const std::string& lang);

} // namespace hashlab::app
