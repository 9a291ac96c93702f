// Model-based tests: no scheme ever loses a key, or finds one it does not hold. Random sequences
// of inserts, finds and deletes over a universe of 32 keys, 64 operations each, go to a HashTable
// and to a std::set; after every operation the table holds exactly the set's keys, find answers
// its membership, count is its size, and a failed insert has left the table exactly as it was.
// Every scheme, with textbook formulas and seeded hashes, with and without growth, and chaining's
// incremental rehash. HASHLAB_MODEL_SEQUENCES sets the sequences per configuration: 1,000 by
// default, 10^5 in the ctest entry labelled long (tests/CMakeLists.txt).
#include "hashlab/common/mix.h"
#include "hashlab/tables/hash_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

std::uint64_t sequences() {
    const char* v = std::getenv("HASHLAB_MODEL_SEQUENCES");
    return v ? std::strtoull(v, nullptr, 10) : 1000;
}

struct Configuration {
    std::string name;
    TableConfig config;
};

// A scheme's configurations: small tables that fill up and fail, textbook and seeded, fixed and
// growing at the lab's suggested threshold.
std::vector<Configuration> configurations(Scheme s) {
    std::vector<Configuration> out;
    for (HashSource source : {HashSource::Textbook, HashSource::Xxh3})
        for (bool grow : {false, true}) {
            TableConfig c;
            c.scheme = s;
            c.probe.source = source;
            c.probe.m = s == Scheme::Cuckoo ? 5 : s == Scheme::Bucket ? 4 : 7;
            c.probe.h1 = "k % m";
            c.probe.h2 = s == Scheme::Cuckoo ? "(k / m) % m" : "1 + k % (m - 1)";
            c.probe.fix = StepFix::Prime; // double hashing: a step is never 0 mod m
            c.maxLoop = 8;
            if (grow)
                c.growAt = tablelimits::suggestedGrowAt(s);
            std::string name = std::string(schemeName(s)) + ", " +
                               std::string(hashSourceName(source)) + (grow ? ", growing" : "");
            out.push_back({name, c});
            if (s == Scheme::Chaining && grow) {
                c.incremental = true;
                out.push_back({name + ", incremental", c});
            }
        }
    return out;
}

std::vector<std::vector<std::string>> contents(const HashTable& t) {
    std::vector<std::vector<std::string>> out;
    for (const auto& table : t.tables())
        for (const SlotView& slot : table)
            out.push_back(slot.keys);
    return out;
}

// One sequence; false (with a failure recorded) at the first operation that breaks the model.
bool runSequence(const Configuration& model, std::uint64_t seed) {
    HashTable t = HashTable::create(model.config).value();
    std::uint64_t rng = hashlab::mix64(seed);
    // 32 distinct keys below 1000, whose homes k mod m collide, in increasing order (keys()
    // sorted as text is then compared with the model by index).
    std::set<std::string> drawn;
    while (drawn.size() < 32)
        drawn.insert(std::to_string(hashlab::splitmix64Next(rng) % 1000));
    const std::vector<std::string> universe(drawn.begin(), drawn.end());
    std::vector<bool> stored(universe.size(), false); // the model: a std::set of indices
    std::size_t size = 0;
    for (int i = 0; i < 64; ++i) {
        const std::size_t which = hashlab::splitmix64Next(rng) % universe.size();
        const std::string& key = universe[which];
        const std::uint64_t dice = hashlab::splitmix64Next(rng) % 4;
        const OpKind op = dice < 2 ? OpKind::Insert : dice == 2 ? OpKind::Find : OpKind::Delete;
        const auto where = [&] {
            return model.name + ", sequence " + std::to_string(seed) + ", operation " +
                   std::to_string(i) + ": " + std::string(opName(op)) + " " + key;
        };
        const auto before = op == OpKind::Insert ? contents(t) : decltype(contents(t)){};
        const auto r = t.apply(op, key);
        if (!r) {
            ADD_FAILURE() << where() << ": " << r.error().text();
            return false;
        }
        const bool had = stored[which];
        const Outcome o = r->outcome;
        bool consistent = true;
        switch (op) {
        case OpKind::Insert:
            consistent =
                had ? o == Outcome::Duplicate : o == Outcome::Placed || o == Outcome::Failed;
            if (o == Outcome::Failed && contents(t) != before) {
                ADD_FAILURE() << where() << ": the failed insert changed the table";
                return false;
            }
            if (o == Outcome::Placed) {
                stored[which] = true;
                ++size;
            }
            break;
        case OpKind::Find:
            consistent = o == (had ? Outcome::Found : Outcome::NotFound);
            break;
        case OpKind::Delete:
            consistent = o == (had ? Outcome::Deleted : Outcome::NotFound);
            if (had) {
                stored[which] = false;
                --size;
            }
            break;
        }
        if (!consistent) {
            ADD_FAILURE() << where() << ": answered " << outcomeName(o);
            return false;
        }
        if (t.count() != size) {
            ADD_FAILURE() << where() << ": count " << t.count() << ", the model holds " << size;
            return false;
        }
        // What the table holds is the model: no key lost, none left over or brought back.
        std::vector<std::string> held = t.keys();
        std::sort(held.begin(), held.end());
        std::size_t next = 0;
        for (std::size_t k = 0; k < universe.size() && next <= held.size(); ++k)
            if (stored[k] && (next == held.size() || held[next++] != universe[k]))
                next = held.size() + 1;
        if (next != held.size()) {
            ADD_FAILURE() << where() << ": the table holds other keys than the model";
            return false;
        }
        // Find answers the model for every stored key and for the key just used (present or
        // not), and, every eighth operation (the last included), for all 32. A key the table
        // does not hold (just checked) cannot be found, so these are all the answers find can
        // give wrongly, at a third of the finds. An incremental rehash moves a bucket on every
        // operation, finds included: ask a copy.
        std::optional<HashTable> copy;
        if (model.config.incremental)
            copy = t;
        HashTable& asked = copy ? *copy : t;
        const bool all = i % 8 == 7;
        for (std::size_t k = 0; k < universe.size(); ++k) {
            if (!all && k != which && !stored[k])
                continue;
            const bool found =
                asked.apply(OpKind::Find, universe[k]).value().outcome == Outcome::Found;
            if (found != stored[k]) {
                ADD_FAILURE() << where() << ": then find " << universe[k] << " answers "
                              << (found ? "found" : "not found");
                return false;
            }
        }
    }
    return true;
}

void check(Scheme s) {
    const std::uint64_t n = sequences();
    for (const Configuration& m : configurations(s))
        for (std::uint64_t q = 0; q < n; ++q)
            if (!runSequence(m, q))
                break; // one failure a configuration tells enough
}

class Model : public testing::TestWithParam<Scheme> {};

TEST_P(Model, NeverLosesAKey) {
    check(GetParam());
}

INSTANTIATE_TEST_SUITE_P(EveryScheme, Model,
                         testing::Values(Scheme::Chaining, Scheme::Bucket, Scheme::Linear,
                                         Scheme::Quadratic, Scheme::Double, Scheme::RobinHood,
                                         Scheme::Cuckoo),
                         [](const testing::TestParamInfo<Scheme>& p) {
                             return std::string(schemeName(p.param));
                         });

} // namespace
