// The Hash tables lab's exercises against small implementations written here from the textbook
// rules (linear, quadratic and double probing with tombstones, Robin Hood with backward shift,
// Pagh–Rodler cuckoo, chaining at the head, growth by re-inserting in slot order): they read only
// the exercise's setup and must give every step's answer, for many seeds at every level.
#include "hashlab/scenario/exercise.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

using hashlab::scenario::Exercise;
using hashlab::scenario::makeExercise;
using nlohmann::json;

namespace {

constexpr long kEmpty = -1, kTomb = -2;

std::string slotOf(long s) {
    return "slot:" + std::to_string(s);
}

// Open addressing: a key's probe i, as the lab's textbook formulas define it.
struct Open {
    long m;
    std::string scheme;
    long c1 = 1, c2 = 3;
    std::vector<long> t;
    long probe(long k, long i) const {
        const long h = k % m;
        if (scheme == "quadratic")
            return (h + c1 * i + c2 * i * i) % m;
        if (scheme == "double")
            return (h + i * ((1 + k % (m - 1)) % m)) % m;
        return (h + i) % m;
    }
    // Find (stops at the key or an empty slot) or insert (walks to an empty slot, then takes the
    // first tombstone met, else that slot); returns the slots visited.
    std::vector<long> walk(long k, bool insert) {
        std::vector<long> path;
        std::optional<long> tomb;
        for (long i = 0; i < m; ++i) {
            const long p = probe(k, i);
            path.push_back(p);
            if (t[p] == kEmpty) {
                if (insert)
                    t[tomb.value_or(p)] = k;
                return path;
            }
            if (t[p] == kTomb && !tomb)
                tomb = p;
            if (t[p] == k)
                return path;
        }
        return path;
    }
};

// Robin Hood over linear probing: (key, distance) per slot.
struct Robin {
    long m;
    std::vector<std::pair<long, long>> t; // key (kEmpty) and its distance
    std::vector<long> insert(long k) {
        std::vector<long> path;
        long p = k % m, d = 0;
        for (;; p = (p + 1) % m, ++d) {
            path.push_back(p);
            if (t[p].first == kEmpty) {
                t[p] = {k, d};
                return path;
            }
            if (t[p].second < d) {
                std::swap(t[p].first, k);
                std::swap(t[p].second, d);
            }
        }
    }
    std::vector<long> find(long k) const {
        std::vector<long> path;
        for (long p = k % m, d = 0;; p = (p + 1) % m, ++d) {
            path.push_back(p);
            if (t[p].first == kEmpty || t[p].second < d || t[p].first == k)
                return path;
        }
    }
    // The slots the following keys shift back to.
    std::vector<long> erase(long slot) {
        std::vector<long> to;
        t[slot] = {kEmpty, 0};
        for (long next = (slot + 1) % m; t[next].first != kEmpty && t[next].second > 0;
             slot = next, next = (next + 1) % m) {
            t[slot] = {t[next].first, t[next].second - 1};
            t[next] = {kEmpty, 0};
            to.push_back(slot);
        }
        return to;
    }
};

std::vector<long> keysOf(const json& setup) {
    return setup.at("keys").get<std::vector<long>>();
}

// Every answer, in order, from the setup alone.
std::vector<std::string> expected(const Exercise& e) {
    const json& s = e.setup;
    const long m = s.at("m");
    const std::string scheme = s.at("scheme");
    std::vector<std::string> out;
    if (scheme == "cuckoo") {
        std::vector<long> t1(static_cast<std::size_t>(m), kEmpty), t2(t1);
        auto put = [&](long x, bool record) {
            for (;;) {
                long& a = t1[std::size_t(x % m)];
                if (record)
                    out.push_back("slot:[1," + std::to_string(x % m) + "]");
                std::swap(a, x);
                if (x == kEmpty)
                    return;
                long& b = t2[std::size_t((x / m) % m)];
                if (record)
                    out.push_back("slot:[2," + std::to_string((x / m) % m) + "]");
                std::swap(b, x);
                if (x == kEmpty)
                    return;
            }
        };
        for (long k : keysOf(s))
            put(k, false);
        for (const auto& op : s.at("ops"))
            put(op.at("key").get<long>(), true);
        return out;
    }
    if (scheme == "chaining") {
        std::vector<std::vector<long>> t(static_cast<std::size_t>(m));
        for (long k : keysOf(s))
            t[std::size_t(k % m)].insert(t[std::size_t(k % m)].begin(), k);
        for (const auto& op : s.at("ops")) {
            const long k = op.at("key");
            auto& chain = t[std::size_t(k % m)];
            out.push_back(slotOf(k % m));
            if (op.at("op") == "find")
                out.push_back(
                    std::to_string(std::find(chain.begin(), chain.end(), k) - chain.begin() + 1));
            else
                chain.insert(chain.begin(), k);
        }
        return out;
    }
    if (scheme == "robinhood") {
        Robin r{m, std::vector<std::pair<long, long>>(std::size_t(m), {kEmpty, 0})};
        for (long k : keysOf(s))
            r.insert(k);
        for (const auto& op : s.at("ops")) {
            const long k = op.at("key");
            const auto path = op.at("op") == "insert" ? r.insert(k) : r.find(k);
            for (long p : path)
                out.push_back(slotOf(p));
            if (op.at("op") == "delete")
                for (long p : r.erase(path.back()))
                    out.push_back(slotOf(p));
        }
        return out;
    }
    Open o{m, scheme, 1, 3, std::vector<long>(std::size_t(m), kEmpty)};
    if (s.contains("c1")) {
        o.c1 = s.at("c1");
        o.c2 = s.at("c2");
    }
    std::size_t n = 0;
    for (long k : keysOf(s)) {
        o.walk(k, true);
        ++n;
    }
    for (const auto& op : s.at("ops")) {
        const long k = op.at("key");
        const bool insert = op.at("op") == "insert";
        for (long p : o.walk(k, insert))
            out.push_back(slotOf(p));
        if (op.at("op") == "delete")
            for (long& v : o.t)
                if (v == k)
                    v = kTomb;
        if (insert && s.contains("grow_at") && double(++n) / double(m) > 0.5) {
            Open bigger{2 * m, scheme, 1, 3, std::vector<long>(std::size_t(2 * m), kEmpty)};
            for (long v : o.t)
                if (v >= 0)
                    out.push_back(slotOf(bigger.walk(v, true).back()));
        }
    }
    return out;
}

std::vector<std::string> answers(const Exercise& e) {
    std::vector<std::string> v;
    for (const auto& s : e.steps)
        v.push_back(s.answer);
    return v;
}

} // namespace

TEST(TablesExercise, EveryAnswerMatchesAnIndependentTable) {
    for (std::string kind :
         {"linear", "quadratic", "double", "robinhood", "cuckoo", "chaining", "delete", "resize"})
        for (int level = 1; level <= 3; ++level)
            for (std::uint64_t seed = 0; seed < 60; ++seed) {
                const Exercise e = makeExercise("probing", kind, seed, level).value();
                ASSERT_FALSE(e.steps.empty()) << kind << " " << seed;
                EXPECT_EQ(answers(e), expected(e))
                    << kind << " seed " << seed << " level " << level << "\n"
                    << e.setup.dump();
            }
}

TEST(TablesExercise, LevelsGrowTheTableAndTheOperations) {
    for (std::string kind : {"linear", "cuckoo", "chaining"}) {
        const auto a = makeExercise("probing", kind, 5, 1).value();
        const auto c = makeExercise("probing", kind, 5, 3).value();
        EXPECT_LT(a.setup["m"].get<int>(), c.setup["m"].get<int>()) << kind;
        EXPECT_LT(a.setup["keys"].size(), c.setup["keys"].size()) << kind;
        EXPECT_LT(a.setup["ops"].size(), c.setup["ops"].size()) << kind;
    }
}

TEST(TablesExercise, EveryProbeIsAStepOfItsOwn) {
    // A linear insert that collides is more than one step, one per slot visited.
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const auto e = makeExercise("probing", "linear", seed, 1).value();
        EXPECT_GE(e.steps.size(), 2u) << seed; // kept only when it collides
        for (const auto& s : e.steps)
            EXPECT_EQ(s.kind, "probe");
    }
}
