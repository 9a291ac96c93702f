#pragma once
// A probe configuration in a scenario file: {"m","mode","hash","h1","h2","c1","c2","step_fix"};
// shared by the probing and hash-table models so both read the same fields the same way.
#include "hashlab/common/result.h"
#include "hashlab/tables/probe_config.h"

#include <nlohmann/json.hpp>

namespace hashlab::app {

nlohmann::json configJson(const tables::ProbeConfig& c);
// Missing fields keep their defaults; a wrong type or an unknown name is an error naming it.
Result<tables::ProbeConfig> configFromJson(const nlohmann::json& j);

} // namespace hashlab::app
