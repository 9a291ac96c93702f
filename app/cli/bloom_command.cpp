// Placeholder until the lab's issue lands: the subcommand exists and says so honestly.
#include "cli.h"

#include "args.h"

namespace hashlab::cli {

Command bloomCommand() {
    return {"bloom", "Bloom filters: size, theory, measure, sweep",
            [](const std::vector<std::string>&, std::ostream&, std::ostream&) -> int {
                throw UsageError("'bloom' is not available in this build yet");
            }};
}

} // namespace hashlab::cli
