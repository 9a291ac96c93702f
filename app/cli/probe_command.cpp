// Placeholder until the lab's issue lands: the subcommand exists and says so honestly.
#include "cli.h"

#include "args.h"

namespace hashlab::cli {

Command probeCommand() {
    return {"probe",
            "open addressing: insert, find, delete with linear, quadratic or double probing",
            [](const std::vector<std::string>&, std::ostream&, std::ostream&) -> int {
                throw UsageError("'probe' is not available in this build yet");
            }};
}

} // namespace hashlab::cli
