#include "ring_stage.h"

#include <algorithm>

namespace hashlab::app {
namespace {

std::optional<std::size_t> indexOf(const ring::Placement& p, const std::string& name) {
    const auto& nodes = p.config().nodes;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].name == name)
            return i;
    return std::nullopt;
}

} // namespace

RingStage ringStage(const RingSnapshot& s, int step) {
    RingStage out;
    const bool change = s.hasChange && s.before;
    out.step = change ? std::clamp(step, 0, 3) : 3;
    const bool newMembers = out.step >= 1, newShares = out.step >= 2, newKeys = out.step >= 3;
    out.members = newMembers ? &s.state : &s.beforeState;
    out.points = newMembers ? s.placement.get() : s.before.get();
    out.load = newKeys ? &s.load : &s.beforeLoad;
    out.keyOwners = newKeys ? s.placement.get() : s.before.get();
    out.keyState = newKeys ? &s.state : &s.beforeState;
    out.owners = newKeys ? &s.owners : &s.beforeOwners;
    const auto& requests = newKeys ? s.requestLoad : s.beforeRequestLoad;
    const auto& replicas = newKeys ? s.replicas : s.beforeReplicas;
    out.requests = requests ? &*requests : nullptr;
    out.replicas = replicas ? &*replicas : nullptr;
    const auto& copies = newKeys ? s.liveCopies : s.beforeLiveCopies;
    out.liveCopies = copies ? copies.get() : nullptr;
    const ring::Placement& sharesOf = newShares ? *s.placement : *s.before;
    const auto& shares = newShares ? s.shares : s.beforeShares;

    auto row = [&](const ring::Node& n, bool leaving) {
        RingStageRow r;
        r.name = n.name;
        r.weight = n.weight;
        r.failed = out.members->isFailed(n.name);
        r.leaving = leaving;
        if (auto k = indexOf(*out.keyOwners, n.name))
            r.keys = out.load->counts[*k];
        if (auto i = indexOf(sharesOf, n.name); i && shares)
            r.share = shares->fraction(*i);
        return r;
    };
    for (const ring::Node& n : out.members->config.nodes)
        out.rows.push_back(row(n, false));
    if (newMembers && !newKeys) {
        // A removed node's keys stay on it until stage 3: it is listed, as leaving, until then.
        for (const ring::Node& n : s.beforeState.config.nodes) {
            const auto& now = s.state.config.nodes;
            if (std::none_of(now.begin(), now.end(),
                             [&](const ring::Node& m) { return m.name == n.name; }))
                out.rows.push_back(row(n, true));
        }
    }
    return out;
}

} // namespace hashlab::app
