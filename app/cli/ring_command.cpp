// Placeholder until the lab's issue lands: the subcommand exists and says so honestly.
#include "cli.h"

#include "args.h"

namespace hashlab::cli {

Command ringCommand() {
    return {"ring",
            "consistent hashing: load and migration (ring, ketama, jump, rendezvous, maglev, "
            "modulo, bounded)",
            [](const std::vector<std::string>&, std::ostream&, std::ostream&) -> int {
                throw UsageError("'ring' is not available in this build yet");
            }};
}

} // namespace hashlab::cli
