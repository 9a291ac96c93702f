#pragma once
// `hashlab export`: renders a lab page headless (offscreen platform) to PNG, SVG or PDF.
#include "cli/cli.h"

namespace hashlab::app {

cli::Command exportCommand();

} // namespace hashlab::app
