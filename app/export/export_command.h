#pragma once
// `hashlab export`: renders a lab page headless (offscreen platform) to PNG, SVG or PDF.
#include "cli/cli.h"

#include <QApplication>

#include <memory>
#include <string>

namespace hashlab::app {

cli::Command exportCommand();
// `hashlab worksheet`: a drill's questions as a PDF, and its answer key beside it.
cli::Command worksheetCommand(); // worksheet_command.cpp

// The offscreen application an export renders in (made if none runs yet), in the language and
// theme asked; quiet about the offscreen platform's chatter.
std::unique_ptr<QApplication> startHeadless(const std::string& themeName, const std::string& lang);

} // namespace hashlab::app
