#pragma once
// JSON forms of the cuckoo, xor and scalable filters' traces and measurements (docs/cli.md,
// "hashlab bloom ... --variant cuckoo|scalable|xor").
#include "hashlab/bloom/cuckoo_experiment.h"
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/filters_experiment.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/xor_filter.h"

#include <nlohmann/json.hpp>

namespace hashlab::bloom {

// {op, key, h1, h2, fingerprint, fingerprint_hex, i1, i2, kicks, ...}; the _hex strings are
// zero-padded to the fingerprintBits of the filter (fingerprint_text.h), as the window shows them.
nlohmann::json toJson(const CuckooTrace& t, unsigned fingerprintBits);
nlohmann::json toJson(const CuckooMeasureResult& r);
nlohmann::json toJson(const LoadAtFailure& l); // {trials, mean, min, max, stddev}
// {keys, attempts: [{seed, peeled, stalled}], peel: [{cell, key}], assign: [...]}
nlohmann::json toJson(const XorBuildTrace& t, unsigned fingerprintBits);
nlohmann::json toJson(const XorMeasureResult& r);
nlohmann::json toJson(const ScalableStage& s);
nlohmann::json toJson(const ScalableTheory& t);
nlohmann::json toJson(const ScalableMeasureResult& r);
// The filled buckets of a small cuckoo filter and its stash.
nlohmann::json tableJson(const CuckooFilter& f);

} // namespace hashlab::bloom
