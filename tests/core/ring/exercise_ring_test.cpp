// The ring lab's exercises against a clockwise walk written here over the points and key hashes
// the setup lists (and the key hashes against xxh3_64 itself): owners, the keys a join or a
// failure moves, and rack-aware preference lists taken as Cassandra's NetworkTopologyStrategy
// takes them.
#include "hashlab/hash/hash.h"
#include "hashlab/scenario/exercise.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using hashlab::scenario::Exercise;
using hashlab::scenario::makeExercise;
using nlohmann::json;

namespace {

struct Pt {
    std::uint64_t pos;
    std::string node;
};

std::uint64_t hexValue(const json& j) {
    return std::stoull(j.get<std::string>(), nullptr, 16);
}

std::vector<Pt> pointsOf(const json& list, const std::string& without = "") {
    std::vector<Pt> v;
    for (const auto& p : list)
        if (p.at("node") != without)
            v.push_back({hexValue(p.at("position")), p.at("node")});
    // Points come in ring order; ties at one position keep that order.
    std::stable_sort(v.begin(), v.end(), [](const Pt& a, const Pt& b) { return a.pos < b.pos; });
    return v;
}

// Index of the first point at or after h, wrapping.
std::size_t firstAtOrAfter(const std::vector<Pt>& pts, std::uint64_t h) {
    for (std::size_t i = 0; i < pts.size(); ++i)
        if (pts[i].pos >= h)
            return i;
    return 0;
}

std::vector<std::string> expected(const Exercise& e) {
    const json& s = e.setup;
    std::vector<std::string> out;
    const auto pts = pointsOf(s.at("points"));
    for (const auto& k : s.at("keys")) {
        const std::uint64_t h = hexValue(k.at("hash"));
        EXPECT_EQ(h, hashlab::hash::xxh3_64(k.at("key").get<std::string>().data(),
                                            k.at("key").get<std::string>().size(), 0));
        const std::string owner = pts[firstAtOrAfter(pts, h)].node;
        if (e.kind == "owner") {
            out.push_back(owner);
        } else if (e.kind == "moved") {
            const json& c = s.at("change");
            std::vector<Pt> after;
            if (c.contains("fail")) {
                after = pointsOf(s.at("points"), c.at("fail"));
            } else {
                json all = s.at("points");
                for (const auto& p : c.at("points"))
                    all.push_back(p);
                after = pointsOf(all);
            }
            out.push_back(after[firstAtOrAfter(after, h)].node == owner ? "no" : "yes");
        } else {
            std::map<std::string, std::string> rack;
            std::set<std::string> racks;
            for (const auto& n : s.at("nodes")) {
                rack[n.at("name")] = n.at("rack");
                racks.insert(n.at("rack").get<std::string>());
            }
            const std::size_t r = s.at("replicas");
            std::vector<std::string> list, skipped;
            std::set<std::string> seen, used;
            const std::size_t start = firstAtOrAfter(pts, h);
            for (std::size_t i = 0; i < pts.size() && list.size() < r; ++i) {
                const std::string& n = pts[(start + i) % pts.size()].node;
                if (!seen.insert(n).second)
                    continue;
                if (used.size() == racks.size() || used.insert(rack[n]).second)
                    list.push_back(n);
                else
                    skipped.push_back(n);
                if (used.size() == racks.size() && !skipped.empty()) {
                    for (const auto& sk : skipped)
                        if (list.size() < r)
                            list.push_back(sk);
                    skipped.clear();
                }
            }
            for (const auto& sk : skipped)
                if (list.size() < r)
                    list.push_back(sk);
            out.insert(out.end(), list.begin(), list.end());
        }
    }
    return out;
}

} // namespace

TEST(RingExercise, EveryAnswerMatchesAnIndependentWalk) {
    for (std::string kind : {"owner", "moved", "preference"})
        for (int level = 1; level <= 3; ++level)
            for (std::uint64_t seed = 0; seed < 60; ++seed) {
                const Exercise e = makeExercise("ring", kind, seed, level).value();
                std::vector<std::string> got;
                for (const auto& s : e.steps)
                    got.push_back(s.answer);
                EXPECT_EQ(got, expected(e)) << kind << " seed " << seed << " level " << level;
            }
}

TEST(RingExercise, MovedAsksAboutKeysThatMoveAndKeysThatStay) {
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        const Exercise e = makeExercise("ring", "moved", seed, 2).value();
        std::set<std::string> answers;
        for (const auto& s : e.steps)
            answers.insert(s.answer);
        EXPECT_EQ(answers, (std::set<std::string>{"no", "yes"})) << seed;
    }
}
