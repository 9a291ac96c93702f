// Weighted rendezvous (highest random weight) hashing: every node scores every key, the highest
// score owns it and the scores from the highest down are its preference order.
#include "placements.h"
#include "rendezvous_scan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace hashlab::ring::detail {
namespace {

class RendezvousPlacement final : public Placement {
public:
    explicit RendezvousPlacement(const Config& c) : Placement(c) {
        for (const Node& n : c.nodes) {
            m_seed.push_back(textHash(c.hash, n.name));
            m_weight.push_back(n.weight);
            m_equal = m_equal && n.weight == c.nodes.front().weight;
        }
        const std::uint64_t top = std::uint64_t{1} << 53, n = m_seed.size();
        m_cut.assign(n, n <= kExpected ? 0 : top - top / n * kExpected);
    }
    std::uint32_t lookup(std::uint64_t hash) const override {
        // The highest score; ties go to the earlier node.
        if (m_equal) {
            std::uint64_t* cand = candidates();
            const std::size_t found = scanAtLeast(hash, m_seed, m_cut, cand);
            if (found > 0)
                return candidateNode(*std::max_element(cand, cand + found));
        }
        std::uint32_t best = 0;
        double top = 0;
        for (std::uint32_t i = 0; i < m_seed.size(); ++i) {
            const double s = score(hash, i);
            if (i == 0 || s > top) {
                top = s;
                best = i;
            }
        }
        return best;
    }
    std::size_t memoryBytes() const override {
        return m_seed.size() * sizeof(std::uint64_t) + m_weight.size() * sizeof(double);
    }
    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        // Nodes by falling score, ties to the earlier node. With equal weights the score is the
        // 53-bit mix itself, compared as an integer (the same order as the double, no logarithm).
        if (m_equal)
            visitEqual(hash, visit);
        else
            visitByScore(visit, [&](std::uint32_t i) { return score(hash, i); });
    }
    bool topNodes(std::uint64_t hash, std::span<std::uint32_t> out) const override {
        // As many places as asked for: each place costs every candidate a compare.
        switch (out.size()) {
        case 1:
            return topNodesOf<1>(hash, out);
        case 2:
            return topNodesOf<2>(hash, out);
        case 3:
            return topNodesOf<3>(hash, out);
        case 4:
            return topNodesOf<4>(hash, out);
        case 5:
            return topNodesOf<5>(hash, out);
        default:
            return false;
        }
    }
    std::optional<bool> ranksBefore(std::uint64_t hash, std::uint32_t a,
                                    std::uint32_t b) const override {
        const double sa = score(hash, a), sb = score(hash, b);
        return sa > sb || (sa == sb && a < b);
    }

private:
    // Ranked in one pass: R <= 5 for a plain list, and topNodes() hands over up to five.
    static constexpr std::size_t kTop = kMaxTopNodes;

    // A sorted top-kTop, ties to the earlier node as long as nodes arrive in node order.
    template <typename S>
    struct Top {
        std::array<S, kTop> score{};
        std::array<std::uint32_t, kTop> node{};
        std::size_t held = 0;
        void offer(S s, std::uint32_t i) {
            if (held == kTop && !(s > score[kTop - 1]))
                return;
            std::size_t at = held < kTop ? held++ : kTop - 1;
            for (; at > 0 && s > score[at - 1]; --at) {
                score[at] = score[at - 1];
                node[at] = node[at - 1];
            }
            score[at] = s;
            node[at] = i;
        }
    };

    // One pass keeps the best kTop in order without storing every score: a preference list
    // rarely needs more (R <= 5; a rack-aware walk that skips some). Past them, the rest are
    // ranked by a sort of all scores (rare).
    template <typename ScoreFn>
    void visitByScore(const std::function<bool(std::uint32_t)>& visit, ScoreFn scoreOf) const {
        using S = decltype(scoreOf(0));
        const auto n = static_cast<std::uint32_t>(m_seed.size());
        Top<S> top;
        for (std::uint32_t i = 0; i < n; ++i)
            top.offer(scoreOf(i), i);
        for (std::size_t k = 0; k < top.held; ++k)
            if (visit(top.node[k]))
                return;
        if (top.held == n)
            return;
        thread_local std::vector<std::pair<S, std::uint32_t>> rest;
        rest.clear();
        for (std::uint32_t i = 0; i < n; ++i)
            rest.push_back({scoreOf(i), i});
        std::sort(rest.begin(), rest.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
        for (std::size_t k = top.held; k < rest.size(); ++k)
            if (visit(rest[k].second))
                return;
    }

    // Equal weights: the scores are uniform 53-bit integers, so about kExpected of the n nodes
    // score at or above the cut, and every other node scores lower. The candidates are ranked
    // and offered first (the best kTop in one pass, the others sorted only if the walk goes on);
    // too few for the list, the general path ranks the rest.
    void visitEqual(std::uint64_t hash, const std::function<bool(std::uint32_t)>& visit) const {
        std::uint64_t* cand = candidates();
        const std::size_t found = scanAtLeast(hash, m_seed, m_cut, cand);
        const std::array<std::uint64_t, kTop> best = bestOf<kTop>(cand, found);
        const std::size_t held = std::min(found, kTop);
        for (std::size_t k = 0; k < held; ++k)
            if (visit(candidateNode(best[k])))
                return;
        if (found > held) {
            std::sort(cand, cand + found, std::greater<>());
            for (std::size_t k = held; k < found; ++k)
                if (visit(candidateNode(cand[k])))
                    return;
        }
        if (found == m_seed.size())
            return;
        // Every candidate offered and the list still open: rank the rest the general way.
        std::size_t offered = 0;
        visitByScore([&](std::uint32_t node) { return offered++ >= found ? visit(node) : false; },
                     [&](std::uint32_t i) { return rendezvousMix(hash, m_seed[i]); });
    }

    // The best K candidates, packed, highest first (0: an empty place). No branch on a random
    // score: each candidate bubbles down the sorted places by masks (GCC turns std::max into a
    // branch here, which mispredicts on about every other candidate).
    template <std::size_t K>
    static std::array<std::uint64_t, K> bestOf(const std::uint64_t* cand, std::size_t found) {
        std::array<std::uint64_t, K> best{};
        for (std::size_t k = 0; k < found; ++k) {
            std::uint64_t x = cand[k];
            for (std::uint64_t& b : best) {
                const std::uint64_t swap = (b ^ x) & (0 - std::uint64_t{b < x});
                b ^= swap; // the higher
                x ^= swap; // the lower goes on down
            }
        }
        return best;
    }

    template <std::size_t K>
    bool topNodesOf(std::uint64_t hash, std::span<std::uint32_t> out) const {
        // Too few candidates above the cut (rare): the walk ranks the rest.
        if (!m_equal)
            return false;
        std::uint64_t* cand = candidates();
        const std::size_t found = scanAtLeast(hash, m_seed, m_cut, cand);
        if (found < K)
            return false;
        const std::array<std::uint64_t, K> best = bestOf<K>(cand, found);
        for (std::size_t k = 0; k < K; ++k)
            out[k] = candidateNode(best[k]);
        return true;
    }

    static_assert(limits::kMaxNodes <= kMaxScanNodes); // every node index fits a packed candidate

    // Scratch room for one scan, per thread (placements are shared by worker threads).
    std::uint64_t* candidates() const {
        thread_local std::vector<std::uint64_t> cand;
        if (cand.size() < scanRoom(m_seed.size()))
            cand.resize(scanRoom(m_seed.size()));
        return cand.data();
    }

    // Highest random weight: score = -w / ln(u), u = mix(hash ^ seed) mapped into (0, 1). With
    // equal weights the score is monotone in u, so the raw 53-bit mix is the score (exact in a
    // double, the same winner, no logarithm).
    double score(std::uint64_t hash, std::uint32_t i) const {
        const std::uint64_t m = rendezvousMix(hash, m_seed[i]);
        if (m_equal)
            return static_cast<double>(m);
        const double u = (static_cast<double>(m) + 0.5) * 0x1.0p-53;
        return -m_weight[i] / std::log(u);
    }

    static constexpr std::uint64_t kExpected = 10;
    std::vector<std::uint64_t> m_seed;
    std::vector<double> m_weight;
    std::vector<std::uint64_t> m_cut; // equal weights: scores at or above it are candidates
    bool m_equal = true;
};

} // namespace

std::unique_ptr<Placement> makeRendezvousPlacement(const Config& c) {
    return std::make_unique<RendezvousPlacement>(c);
}

} // namespace hashlab::ring::detail
