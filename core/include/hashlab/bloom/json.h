#pragma once
// JSON forms of the Bloom lab's results: the command line prints them, the GUI saves them.
// Field names are the contract of DESIGN.md ("hashlab bloom ...").
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/pipeline.h"
#include "hashlab/bloom/theory.h"

#include <nlohmann/json.hpp>

#include <string>

namespace hashlab::bloom {

nlohmann::json toJson(const Sizing& s);        // {m_bits, bytes, k, p}
nlohmann::json toJson(const TheoryReport& t);  // {classic, textbook, exact|null, blocked?, ...}
nlohmann::json toJson(const MeasureResult& r); // {variant, measured, ci95, false_negatives, ...}
nlohmann::json toJson(const SweepResult& r);   // {axis, series: [{variant, points: [...]}]}
nlohmann::json toJson(const OpTrace& t);       // {op, key, h1, h2, derivation, steps, result}
nlohmann::json toJson(const PipelineCounters& c);
// variant,x,m,n,k,measured,ci_lo,ci_hi,theory,false_negatives (one header line, one row a point)
std::string toCsv(const SweepResult& r);

} // namespace hashlab::bloom
