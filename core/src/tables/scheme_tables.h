#pragma once
// Private factories of the hash-table lab's schemes (one file per scheme) and what they share.
#include "hashlab/tables/hash_table.h"

#include <memory>

namespace hashlab::tables::detail {

// The probe configuration a scheme hashes with: its own strategy (chaining, bucket and Robin
// Hood walk linearly; cuckoo reads h2 unfixed as T2's index) at the table's size m.
ProbeConfig probeFor(const TableConfig& config, std::uint64_t m);

std::unique_ptr<SchemeTable> makeChained(const TableConfig& config, ProbeScheme scheme);
std::unique_ptr<SchemeTable> makeBucket(const TableConfig& config, ProbeScheme scheme);
std::unique_ptr<SchemeTable> makeOpen(ProbeScheme scheme);
std::unique_ptr<SchemeTable> makeRobinHood(ProbeScheme scheme);
std::unique_ptr<SchemeTable> makeCuckoo(const TableConfig& config, ProbeScheme scheme);

} // namespace hashlab::tables::detail
