// Placeholder until the lab's issue lands: the subcommand exists and says so honestly.
#include "cli.h"

#include "args.h"

namespace hashlab::cli {

Command collideCommand() {
    return {"collide", "collisions: birthday bound, experiments, hash_id, Base62, dedup",
            [](const std::vector<std::string>&, std::ostream&, std::ostream&) -> int {
                throw UsageError("'collide' is not available in this build yet");
            }};
}

} // namespace hashlab::cli
