// `hashlab ring --workload uniform|zipf:S --requests N [--seed S]`: requests per node under a
// sampled workload (hashlab/ring/workload.h), beside the keys per node.
#include "args.h"
#include "ring_common.h"

#include <algorithm>

namespace hashlab::cli {

bool wantsWorkload(const Args& args) {
    return args.has("workload") || args.has("requests") || args.has("seed");
}

RequestPlan parseRequestPlan(const Args& args) {
    RequestPlan plan;
    auto w = ring::parseWorkload(args.optText("workload").value_or("uniform"));
    if (!w)
        failRing(w.error());
    plan.workload = *w;
    plan.requests = args.integer("requests", 1, ring::limits::kMaxRequests, 1'000'000);
    plan.seed = args.integer("seed", 0, ~std::uint64_t{0}, 1);
    return plan;
}

std::optional<RequestPlan> requestPlan(const Args& args, const LoadedKeys& keys,
                                       std::vector<std::uint64_t>& perKey) {
    if (!keys.counts.empty()) {
        if (wantsWorkload(args))
            throw UsageError("--workload, --requests and --seed: the counts of --count-column are "
                             "the requests already; give one or the other");
        RequestPlan plan;
        plan.workload.text = "counts";
        plan.sampled = false;
        plan.requests = 0;
        for (std::uint64_t c : keys.counts)
            plan.requests += c;
        perKey = keys.counts;
        return plan;
    }
    if (!wantsWorkload(args))
        return std::nullopt;
    RequestPlan plan = parseRequestPlan(args);
    perKey = sampleRequests(plan, keys.keys.size());
    return plan;
}

std::vector<std::uint64_t> sampleRequests(const RequestPlan& plan, std::uint64_t keys) {
    return ring::sampleRequests(plan.workload, keys, plan.requests, plan.seed);
}

nlohmann::json requestJson(const RequestPlan& plan, const std::vector<std::uint64_t>& perKey,
                           const std::vector<std::uint32_t>& owners,
                           const std::vector<std::string>& names, const ring::KeySource& keys,
                           std::size_t liveNodes) {
    std::vector<std::uint64_t> load(names.size(), 0);
    for (std::size_t k = 0; k < perKey.size(); ++k)
        load[owners[k]] += perKey[k];
    const std::uint64_t top = *std::max_element(load.begin(), load.end());
    const auto hottest =
        static_cast<std::uint64_t>(std::max_element(perKey.begin(), perKey.end()) - perKey.begin());
    // max / mean = max·nodes / requests: one rounding, from the integers.
    const std::size_t nodes = liveNodes == 0 ? names.size() : liveNodes;
    nlohmann::json j = {
        {"workload", plan.workload.text},
        {"requests", plan.requests},
        {"load", perNode(names, load)},
        {"max_over_mean", plan.requests == 0
                              ? 0.0
                              : static_cast<double>(top) * static_cast<double>(nodes) /
                                    static_cast<double>(plan.requests)},
        {"hottest_key",
         {{"key", keys.text(hottest)},
          {"requests", perKey[hottest]},
          {"node", names[owners[hottest]]}}}};
    if (plan.sampled)
        j["seed"] = plan.seed;
    return j;
}

} // namespace hashlab::cli
