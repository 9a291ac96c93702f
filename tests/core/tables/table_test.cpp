#include "hashlab/tables/table.h"
#include "hashlab/tables/table_presets.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <set>
#include <unordered_set>

namespace {

using namespace hashlab::tables;

// The table as a row: the key in each slot, "" for empty, "†key" for a tombstone.
std::vector<std::string> row(const Table& t) {
    std::vector<std::string> out;
    for (std::uint64_t s = 0; s < t.size(); ++s)
        out.push_back(t.state(s) == SlotState::Empty       ? ""
                      : t.state(s) == SlotState::Tombstone ? "\u2020" + t.key(s)
                                                           : t.key(s));
    return out;
}

Table presetTable(const std::string& id) {
    const Preset* p = findPreset(id);
    EXPECT_NE(p, nullptr) << id;
    auto t = Table::create(p->config);
    EXPECT_TRUE(t.ok()) << (t.ok() ? "" : t.error().text());
    return *t;
}

std::vector<std::uint64_t> slots(const Trace& t) {
    std::vector<std::uint64_t> out;
    for (const Probe& p : t.probes)
        out.push_back(p.slot);
    return out;
}

TEST(Seed002, M7KeysFourteenTwentyOneTwentyEightLandInZeroFourTwo) {
    Table t = presetTable("seed002_m7");
    auto a = t.insert("14");
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(slots(*a), (std::vector<std::uint64_t>{0}));
    EXPECT_EQ(a->hashes.h1Text.english(), "h1(14) = 14 mod 7 = 0");
    auto b = t.insert("21");
    ASSERT_TRUE(b.ok());
    EXPECT_EQ(b->hashes.h2Text.english(), "h2(21) = 5 - 21 mod 5 = 4");
    EXPECT_EQ(slots(*b), (std::vector<std::uint64_t>{0, 4}));
    EXPECT_EQ(b->probes[1].formula.english(), "p\u2081 = (0 + 1\u00b74) mod 7 = 4");
    EXPECT_EQ(b->probes[0].state, SlotState::Occupied);
    EXPECT_EQ(b->probes[0].occupant, "14");
    auto c = t.insert("28");
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->hashes.step, 2u);
    EXPECT_EQ(slots(*c), (std::vector<std::uint64_t>{0, 2}));
    EXPECT_EQ(c->outcome, Outcome::Placed);
    EXPECT_EQ(c->slot, 2u);
    EXPECT_EQ(row(t), (std::vector<std::string>{"14", "", "28", "", "21", "", ""}));
    EXPECT_EQ(c->hashes.gcd, 1u);
    EXPECT_EQ(c->hashes.period, 7u);
}

std::vector<std::string> insertAll(Table& t, const std::vector<std::string>& keys) {
    for (const auto& k : keys) {
        auto r = t.insert(k);
        EXPECT_TRUE(r.ok());
        EXPECT_EQ(r->outcome, Outcome::Placed) << k;
    }
    return row(t);
}

// CLRS (Cormen, Leiserson, Rivest, Stein), Introduction to Algorithms, 3rd ed., Exercise 11.4-1:
// keys 10, 22, 31, 4, 15, 28, 17, 88, 59 into m = 11 with h'(k) = k. Published answer as in
// walkccc's CLRS solutions (https://walkccc.me/CLRS/Chap11/11.4/, "hand-rolled table"):
//   linear    22 88 __ __  4 15 28 17 59 31 10
//   quadratic 22 __ 88 17  4 __ 28 59 15 31 10   (c1 = 1, c2 = 3)
//   double    22 __ 59 17  4 15 28 88 __ 31 10   (h2(k) = 1 + (k mod (m - 1)))
TEST(Clrs11_4_1, LinearProbingSlotForSlot) {
    Table t = presetTable("clrs_linear");
    EXPECT_EQ(
        insertAll(t, findPreset("clrs_linear")->keys),
        (std::vector<std::string>{"22", "88", "", "", "4", "15", "28", "17", "59", "31", "10"}));
    auto f = t.find("59");
    EXPECT_EQ(slots(*f), (std::vector<std::uint64_t>{4, 5, 6, 7, 8}));
    EXPECT_EQ(f->probes[4].formula.english(), "p\u2084 = (4 + 4) mod 11 = 8");
}

TEST(Clrs11_4_1, QuadraticProbingSlotForSlot) {
    Table t = presetTable("clrs_quadratic");
    EXPECT_EQ(
        insertAll(t, findPreset("clrs_quadratic")->keys),
        (std::vector<std::string>{"22", "", "88", "17", "4", "", "28", "59", "15", "31", "10"}));
    auto f = t.find("88");
    EXPECT_EQ(slots(*f), (std::vector<std::uint64_t>{0, 4, 3, 8, 8, 3, 4, 0, 2}));
    EXPECT_TRUE(f->probes[4].revisit);
    EXPECT_EQ(f->probes[2].formula.english(),
              "p\u2082 = (0 + 1\u00b72 + 3\u00b72\u00b2) mod 11 = 3");
}

TEST(Clrs11_4_1, DoubleHashingSlotForSlot) {
    Table t = presetTable("clrs_double");
    EXPECT_EQ(
        insertAll(t, findPreset("clrs_double")->keys),
        (std::vector<std::string>{"22", "", "59", "17", "4", "15", "28", "88", "", "31", "10"}));
}

TEST(GcdTrap, StepTwoInEightSlotsFailsWithEmptySlotsLeft) {
    Table t = presetTable("gcd_trap");
    for (const char* k : {"0", "8", "16", "24"})
        ASSERT_EQ(t.insert(k)->outcome, Outcome::Placed);
    auto r = t.insert("32");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->outcome, Outcome::Failed);
    EXPECT_EQ(r->failReason, FailReason::Cycle);
    EXPECT_EQ(slots(*r), (std::vector<std::uint64_t>{0, 2, 4, 6}));
    EXPECT_EQ(r->reachable, (std::vector<std::uint64_t>{0, 2, 4, 6}));
    EXPECT_EQ(r->hashes.gcd, 2u);
    EXPECT_EQ(r->hashes.period, 4u);
    EXPECT_NE(r->reason.english().find("gcd(s, m) = 2"), std::string::npos) << r->reason.english();
    EXPECT_NE(r->reason.english().find("0, 2, 4, 6"), std::string::npos) << r->reason.english();
    EXPECT_NE(r->reason.english().find("4 other slots are free"), std::string::npos)
        << r->reason.english();
    EXPECT_EQ(t.occupied(), 4u); // nothing changed
}

TEST(QuadraticPrime, BeyondHalfLoadAnInsertCanFail) {
    Table t = presetTable("quadratic_prime");
    const auto& keys = findPreset("quadratic_prime")->keys;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i)
        ASSERT_EQ(t.insert(keys[i])->outcome, Outcome::Placed) << keys[i];
    auto r = t.insert(keys.back());
    EXPECT_EQ(r->outcome, Outcome::Failed);
    EXPECT_EQ(r->reachable, (std::vector<std::uint64_t>{0, 1, 3, 4, 5, 9}));
    EXPECT_LE(r->probes.size(), 11u);
}

TEST(Pow2Odd, OddStepsReachEverySlot) {
    Table t = presetTable("pow2_odd");
    for (const auto& k : findPreset("pow2_odd")->keys) {
        auto r = t.insert(k);
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(r->hashes.step % 2, 1u);
        EXPECT_EQ(r->hashes.period, 16u);
        EXPECT_EQ(r->outcome, Outcome::Placed);
    }
}

TEST(Table, FullTableFailsWithTableFull) {
    ProbeConfig c;
    c.m = 3;
    c.strategy = Strategy::Linear;
    auto tResult = Table::create(c);
    ASSERT_TRUE(tResult.ok());
    Table* t = &tResult.value();
    for (const char* k : {"1", "2", "3"})
        ASSERT_EQ(t->insert(k)->outcome, Outcome::Placed);
    auto r = t->insert("4");
    EXPECT_EQ(r->outcome, Outcome::Failed);
    EXPECT_EQ(r->failReason, FailReason::TableFull);
    EXPECT_EQ(r->probes.size(), 3u);
    EXPECT_NE(r->reason.english().find("table full"), std::string::npos);
    EXPECT_EQ(t->insert("2")->outcome, Outcome::Duplicate);
}

TEST(Tombstones, FindContinuesPastThemAndInsertReusesTheFirst) {
    Table t = presetTable("clrs_linear");
    insertAll(t, {"4", "15", "26"}); // 4, 5, 6
    auto d = t.erase("15");
    EXPECT_EQ(d->outcome, Outcome::Deleted);
    EXPECT_EQ(d->slot, 5u);
    EXPECT_EQ(t.state(5), SlotState::Tombstone);
    auto f = t.find("26");
    EXPECT_EQ(f->outcome, Outcome::Found);
    EXPECT_EQ(slots(*f), (std::vector<std::uint64_t>{4, 5, 6}));
    EXPECT_EQ(f->probes[1].state, SlotState::Tombstone);
    // Inserting 26 again is a duplicate found past the tombstone, not a second copy.
    EXPECT_EQ(t.insert("26")->outcome, Outcome::Duplicate);
    auto i = t.insert("37"); // start 4; absent; reuses tombstone 5 after checking 6 and 7
    EXPECT_EQ(i->outcome, Outcome::Placed);
    EXPECT_EQ(i->slot, 5u);
    EXPECT_EQ(slots(*i), (std::vector<std::uint64_t>{4, 5, 6, 7}));
    EXPECT_EQ(t.tombstones(), 0u);
    EXPECT_EQ(t.erase("99")->outcome, Outcome::NotFound);
}

TEST(ZeroStep, IsAnErrorOnTheInsertThatNeedsASecondProbe) {
    ProbeConfig c;
    c.m = 7;
    c.strategy = Strategy::Double;
    c.h1 = "k % m";
    c.h2 = "k % 7"; // 0 for multiples of 7
    auto tResult = Table::create(c);
    ASSERT_TRUE(tResult.ok());
    Table* t = &tResult.value();
    EXPECT_EQ(t->insert("14")->outcome, Outcome::Placed); // one probe: no step needed
    auto r = t->insert("21");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "h2");
    EXPECT_NE(r.error().message.find("step is 0"), std::string::npos) << r.error().message;
    EXPECT_EQ(t->occupied(), 1u);
    c.fix = StepFix::Prime; // h2 mod 6 + 1 = 1
    auto fixedResult = Table::create(c);
    ASSERT_TRUE(fixedResult.ok());
    Table* fixed = &fixedResult.value();
    ASSERT_TRUE(fixed->insert("14").ok());
    auto ok = fixed->insert("21");
    ASSERT_TRUE(ok.ok());
    EXPECT_EQ(ok->slot, 1u);
    EXPECT_EQ(ok->hashes.stepText.english(), "s = h2 mod (m - 1) + 1 = 0 mod 6 + 1 = 1");
}

TEST(BadConfig, NamesTheParameter) {
    ProbeConfig c;
    c.m = 0;
    EXPECT_EQ(Table::create(c).error().parameter, "m");
    c.m = 1'000'001;
    EXPECT_EQ(Table::create(c).error().parameter, "m");
    c.m = 11;
    c.strategy = Strategy::Quadratic;
    c.c1 = c.c2 = 0;
    EXPECT_EQ(Table::create(c).error().parameter, "c1/c2");
    c.strategy = Strategy::Double;
    c.h2 = "k +";
    auto e = Table::create(c);
    EXPECT_EQ(e.error().parameter, "h2");
    EXPECT_NE(e.error().message.find("column 4"), std::string::npos);
    c.h2 = "1";
    auto tResult = Table::create(c);
    ASSERT_TRUE(tResult.ok());
    Table* t = &tResult.value();
    auto bad = t->insert("abc");
    EXPECT_EQ(bad.error().parameter, "key");
    EXPECT_EQ(t->insert("12x").error().parameter, "key");
    c.h1 = "k / (m - 11)";
    EXPECT_NE(Table::create(c).value().insert("5").error().message.find("division by zero"),
              std::string::npos);
}

TEST(HashMode, StringKeysUseTheTwoHalvesOfARealHash) {
    for (HashSource src : {HashSource::Murmur3, HashSource::Xxh3}) {
        ProbeConfig c;
        c.m = 16;
        c.source = src;
        c.strategy = Strategy::Double;
        c.fix = StepFix::Odd;
        auto tResult = Table::create(c);
        ASSERT_TRUE(tResult.ok());
        Table* t = &tResult.value();
        std::set<std::uint64_t> used;
        for (int i = 0; i < 16; ++i) {
            auto r = t->insert("user:" + std::to_string(i));
            ASSERT_TRUE(r.ok());
            EXPECT_EQ(r->outcome, Outcome::Placed);
            EXPECT_EQ(r->hashes.period, 16u);
            used.insert(*r->slot);
        }
        EXPECT_EQ(used.size(), 16u);
        EXPECT_EQ(t->insert("one more")->failReason, FailReason::TableFull);
    }
}

// Property: with step s the double-hash sequence visits exactly m / gcd(s, m) distinct slots.
TEST(DoubleHashingProperty, StepSharingAFactorWithMReachesOnlyMOverGSlots) {
    for (std::int64_t m : {8, 12, 15, 16, 30, 36, 49, 64, 97, 100}) {
        for (std::int64_t s = 1; s < 2 * m; ++s) {
            ProbeConfig c;
            c.m = m;
            c.strategy = Strategy::Double;
            c.h1 = "k";
            c.h2 = std::to_string(s);
            auto scheme = ProbeScheme::create(c);
            auto h = scheme->hashes("3");
            const std::uint64_t g =
                gcd(static_cast<std::uint64_t>(s), static_cast<std::uint64_t>(m));
            std::set<std::uint64_t> seen;
            for (std::int64_t i = 0; i < 3 * m; ++i)
                seen.insert(scheme->position(*h, static_cast<std::uint64_t>(i)));
            EXPECT_EQ(seen.size(), static_cast<std::uint64_t>(m) / g) << m << " " << s;
            EXPECT_EQ(h->period, static_cast<std::uint64_t>(m) / g);
            EXPECT_EQ(scheme->reachable(*h).size(), h->period);
        }
    }
}

// Property: the quadratic period holds every slot the sequence ever reaches, and is <= m.
TEST(QuadraticProperty, PeriodCoversEveryReachableSlot) {
    for (std::int64_t m : {1, 2, 8, 11, 12, 16, 27}) {
        for (std::int64_t c1 = 0; c1 < 4; ++c1)
            for (std::int64_t c2 = 0; c2 < 4; ++c2) {
                if (c1 == 0 && c2 == 0)
                    continue;
                ProbeConfig c;
                c.m = m;
                c.strategy = Strategy::Quadratic;
                c.c1 = c1;
                c.c2 = c2;
                auto scheme = ProbeScheme::create(c);
                if (!scheme.ok())
                    continue; // both multiples of m
                auto h = scheme->hashes("5");
                std::set<std::uint64_t> all;
                for (std::int64_t i = 0; i < 4 * m; ++i)
                    all.insert(scheme->position(*h, static_cast<std::uint64_t>(i)));
                const auto r = scheme->reachable(*h);
                EXPECT_EQ(std::set<std::uint64_t>(r.begin(), r.end()), all);
                EXPECT_LE(h->period, static_cast<std::uint64_t>(m));
                for (std::int64_t i = 0; i < 2 * m; ++i)
                    EXPECT_EQ(scheme->position(*h, static_cast<std::uint64_t>(i)),
                              scheme->position(*h, static_cast<std::uint64_t>(i) + h->period));
            }
    }
}

// Property: random insert/find/delete sequences answer like std::unordered_set, and no
// operation makes more than m probes.
TEST(TableProperty, AnswersLikeUnorderedSetAndNeverExceedsMProbes) {
    std::mt19937_64 rng(2024);
    struct Setup {
        ProbeConfig config;
    };
    std::vector<ProbeConfig> configs;
    for (Strategy s : {Strategy::Linear, Strategy::Quadratic, Strategy::Double})
        for (std::int64_t m : {1, 7, 13, 16, 31}) {
            ProbeConfig c;
            c.m = m;
            c.strategy = s;
            c.h1 = "k % m";
            c.h2 = "1 + k % 5";
            c.c1 = 1;
            c.c2 = 1;
            c.fix = m == 16 ? StepFix::Odd : StepFix::Prime;
            configs.push_back(c);
        }
    for (const ProbeConfig& c : configs) {
        auto tableResult = Table::create(c);
        ASSERT_TRUE(tableResult.ok());
        Table* table = &tableResult.value();

        std::unordered_set<std::string> ref;
        for (int step = 0; step < 600; ++step) {
            const std::string key = std::to_string(rng() % 40);
            const auto op = rng() % 3;
            auto r = table->apply(op == 0   ? OpKind::Insert
                                  : op == 1 ? OpKind::Find
                                            : OpKind::Delete,
                                  key);
            ASSERT_TRUE(r.ok()) << r.error().text();
            EXPECT_LE(r->probes.size(), static_cast<std::size_t>(c.m));
            EXPECT_GE(r->probes.size(), 1u);
            const bool present = ref.count(key) != 0;
            if (op == 0) {
                if (present)
                    EXPECT_EQ(r->outcome, Outcome::Duplicate);
                else if (r->outcome == Outcome::Placed)
                    ref.insert(key);
                else
                    EXPECT_EQ(r->outcome, Outcome::Failed); // quadratic may miss free slots
                if (r->outcome == Outcome::Failed && c.strategy != Strategy::Quadratic) {
                    EXPECT_EQ(table->occupied(), static_cast<std::uint64_t>(c.m))
                        << "linear and coprime double steps fail only on a full table";
                }
            } else if (op == 1) {
                EXPECT_EQ(r->outcome, present ? Outcome::Found : Outcome::NotFound);
            } else {
                EXPECT_EQ(r->outcome, present ? Outcome::Deleted : Outcome::NotFound);
                ref.erase(key);
            }
            EXPECT_EQ(table->occupied(), ref.size());
        }
    }
}

TEST(Table, RestoreValidatesEverythingFirst) {
    Table t = presetTable("seed002_m7");
    ASSERT_TRUE(t.insert("14").ok());
    auto bad = t.restore({{1, SlotState::Occupied, "5"}, {9, SlotState::Occupied, "6"}});
    EXPECT_FALSE(bad.ok());
    EXPECT_EQ(t.occupied(), 1u);
    EXPECT_FALSE(t.restore({{1, SlotState::Occupied, "5"}, {2, SlotState::Occupied, "5"}}).ok());
    EXPECT_FALSE(t.restore({{1, SlotState::Occupied, "x"}}).ok());
    ASSERT_TRUE(t.restore({{1, SlotState::Occupied, "5"}, {3, SlotState::Tombstone, "6"}}).ok());
    EXPECT_EQ(t.occupied(), 1u);
    EXPECT_EQ(t.tombstones(), 1u);
    EXPECT_EQ(t.contents().size(), 2u);
    t.setSlot(3, SlotState::Occupied, "6"); // undo of a delete
    EXPECT_EQ(t.occupied(), 2u);
    EXPECT_EQ(t.tombstones(), 0u);
    t.setSlot(1, SlotState::Empty, "");
    EXPECT_EQ(t.occupied(), 1u);
    EXPECT_EQ(t.find("6")->outcome, Outcome::NotFound); // its start slot 6 is empty
}

} // namespace
