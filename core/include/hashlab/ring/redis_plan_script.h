#pragma once
// A plan as a commented bash script for the cluster it was read from (docs/redis.md "Exporting a
// plan"). Run plainly it prints what it would do; with --execute it moves each slot the way
// redis-cli --cluster does (clusterManagerMoveSlot): CLUSTER SETSLOT IMPORTING on the target and
// MIGRATING on the source, CLUSTER GETKEYSINSLOT + MIGRATE … KEYS until the slot is empty, a
// check that COUNTKEYSINSLOT on the source is 0, then SETSLOT NODE on the target, the source and
// every other master, and the check again; any unexpected reply stops it with a message.
// HashLab itself never writes to a cluster. The script holds no password: redis-cli reads
// REDISCLI_AUTH from the environment, and MIGRATE's AUTH/AUTH2 gets it through redis-cli's
// standard input, so it appears neither in the file nor in any command line.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_plan.h"

#include <string>

namespace hashlab::ring::redis {

struct ScriptOptions {
    std::string user;     // ACL user for --user and AUTH2 (REDIS_USER overrides it at run time)
    std::string readFrom; // where the cluster was read, for the header ("live 10.0.0.1:7000")
    std::uint32_t keysPerBatch = 100; // GETKEYSINSLOT count, 1 to 100000
    std::uint32_t migrateTimeoutMs = 60000;
};

// Refused when a move involves a master without an address (a what-if master not added yet).
Result<std::string> planScript(const ClusterState& state, const RebalancePlan& plan,
                               const ScriptOptions& options);

} // namespace hashlab::ring::redis
