// The hash-table lessons' captions state numbers; each is recomputed here from core's tables with
// the lesson's own keys, so a caption cannot drift from what the lab shows.
#include "shell/scenario_io.h"
#include "support/lesson_window.h"

#include "hashlab/tables/hash_table.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

// A lesson as {"caption": {language: text}, "state": ...}: a guided lesson's caption is every text
// of its steps (captions, prompts, choices, explanations) and its state the last step's, with
// every action applied.
nlohmann::json lesson(const char* name) {
    hashlab::scenario::Lesson l;
    EXPECT_EQ(hashlab::app::readLessonFile(QStringLiteral(":/scenarios/%1.json").arg(name), &l),
              QString())
        << name;
    if (l.steps.empty())
        return {{"caption", {{"en", ""}, {"zh_CN", ""}}},
                {"state", {{"ops", nlohmann::json::array()}}}};
    nlohmann::json out = {{"state", l.steps.back().state}};
    for (const char* lang : {"en", "zh_CN"})
        out["caption"][lang] = hashlab::app::testing::allText(l, lang);
    // Each question's answer: a choice's index, a number, or a click target.
    out["questions"] = nlohmann::json::array();
    using Kind = hashlab::scenario::Question::Kind;
    for (const auto& step : l.steps) {
        if (!step.question)
            continue;
        const auto& q = *step.question;
        out["questions"].push_back(q.kind == Kind::Click    ? nlohmann::json(q.target)
                                   : q.kind == Kind::Choice ? nlohmann::json(q.correct)
                                                            : nlohmann::json(q.answer));
    }
    return out;
}

// Both languages' captions carry the number as written.
void expectInCaptions(const nlohmann::json& l, const std::string& text) {
    for (const char* lang : {"en", "zh_CN"})
        EXPECT_NE(l["caption"][lang].get<std::string>().find(text), std::string::npos)
            << lang << " caption lacks " << text;
}

std::vector<std::string> insertedKeys(const nlohmann::json& l) {
    std::vector<std::string> keys;
    for (const auto& op : l["state"]["ops"])
        if (op["op"] == "insert")
            keys.push_back(op["key"]);
    return keys;
}

TableConfig textbook(Scheme s, std::int64_t m) {
    TableConfig c;
    c.scheme = s;
    c.probe.m = m;
    c.probe.source = HashSource::Textbook;
    c.probe.h1 = "k % m";
    return c;
}

struct Costs {
    std::uint64_t hitCompares = 0, hitCells = 0, missCompares = 0, missCells = 0;
};

// Successful searches of every key and unsuccessful ones starting at each of the m slots.
Costs costs(Scheme s, const std::vector<std::string>& keys, std::int64_t m) {
    HashTable t = HashTable::create(textbook(s, m)).value();
    for (const auto& k : keys)
        t.apply(OpKind::Insert, k).value();
    Costs c;
    for (const auto& k : keys) {
        const OpTrace f = t.apply(OpKind::Find, k).value();
        c.hitCompares += f.compares;
        c.hitCells += f.path.size();
    }
    for (std::int64_t home = 0; home < m; ++home) {
        const OpTrace f = t.apply(OpKind::Find, std::to_string(40 + home)).value();
        EXPECT_EQ(f.outcome, Outcome::NotFound);
        c.missCompares += f.compares;
        c.missCells += f.path.size();
    }
    return c;
}

TEST(TableLessons, ChainingVsProbingStatesTheCostsOfItsKeys) {
    const auto l = lesson("tables_chaining_vs_probing");
    const auto keys = insertedKeys(l);
    ASSERT_EQ(keys.size(), 9u);
    const Costs chained = costs(Scheme::Chaining, keys, 10);
    const Costs linear = costs(Scheme::Linear, keys, 10);
    EXPECT_EQ(chained.hitCompares, 14u);
    expectInCaptions(l, "14/9 ≈ 1.56");
    EXPECT_EQ(chained.missCompares, 9u); // over 10 starting slots: 0.9
    expectInCaptions(l, "0.9");
    EXPECT_EQ(linear.hitCells, 15u);
    expectInCaptions(l, "15/9 ≈ 1.67");
    EXPECT_EQ(linear.missCells, 55u);
    expectInCaptions(l, "5.5");
    // Knuth at α = 0.9 and chaining's 1 + α.
    EXPECT_DOUBLE_EQ(0.5 * (1 + 1 / ((1 - 0.9) * (1 - 0.9))), 50.5);
    expectInCaptions(l, "50.5");
    expectInCaptions(l, "1.9");
    // The guided lesson's questions: a hit's mean compares chained, and 42's miss probed.
    HashTable t = HashTable::create(textbook(Scheme::Linear, 10)).value();
    for (const auto& k : keys)
        t.apply(OpKind::Insert, k).value();
    const OpTrace miss = t.apply(OpKind::Find, "42").value();
    ASSERT_EQ(l["questions"].size(), 2u);
    EXPECT_NEAR(l["questions"][0].get<double>(), double(chained.hitCompares) / 9, 0.005);
    EXPECT_EQ(l["questions"][1], static_cast<double>(miss.path.size()));
}

std::vector<double> distances(Scheme s, const std::vector<std::string>& keys) {
    HashTable t = HashTable::create(textbook(s, 10)).value();
    for (const auto& k : keys)
        t.apply(OpKind::Insert, k).value();
    std::vector<double> out;
    const std::vector<std::vector<SlotView>> tables = t.tables();
    for (std::size_t slot = 0; slot < tables[0].size(); ++slot)
        for (const auto& k : tables[0][slot].keys)
            out.push_back(double((slot + 10 - std::stoull(k) % 10) % 10));
    return out;
}

std::string twoDecimals(double v) {
    return QString::number(v, 'f', 2).toStdString();
}

TEST(TableLessons, RobinHoodStatesTheDistancesOfBothSchemes) {
    const auto l = lesson("tables_robin_hood");
    const auto keys = insertedKeys(l);
    auto stats = [](const std::vector<double>& d, double* mean, double* var, double* max) {
        *mean = std::accumulate(d.begin(), d.end(), 0.0) / double(d.size());
        double sq = 0;
        for (double x : d)
            sq += (x - *mean) * (x - *mean);
        *var = sq / double(d.size());
        *max = *std::max_element(d.begin(), d.end());
    };
    double rm, rv, rx, lm, lv, lx;
    stats(distances(Scheme::RobinHood, keys), &rm, &rv, &rx);
    stats(distances(Scheme::Linear, keys), &lm, &lv, &lx);
    EXPECT_DOUBLE_EQ(rm, 11.0 / 6);
    EXPECT_DOUBLE_EQ(lm, 11.0 / 6);
    expectInCaptions(l, "11/6 ≈ 1.83");
    EXPECT_EQ(rx, 3);
    EXPECT_EQ(lx, 5);
    expectInCaptions(l, twoDecimals(rv)); // 1.14
    expectInCaptions(l, twoDecimals(lv)); // 2.47
    // The guided lesson's questions: the slot 40 takes, then the largest distance of each scheme.
    HashTable t = HashTable::create(textbook(Scheme::RobinHood, 10)).value();
    OpTrace last;
    for (const auto& k : keys)
        last = t.apply(OpKind::Insert, k).value();
    ASSERT_EQ(last.key, "40");
    ASSERT_EQ(l["questions"].size(), 3u);
    EXPECT_EQ(l["questions"][0], "slot:" + std::to_string(last.at->slot));
    EXPECT_EQ(l["questions"][1], rx);
    EXPECT_EQ(l["questions"][2], lx);
}

TEST(TableLessons, TheCuckooCycleStatesItsComponentAndKicks) {
    const auto l = lesson("tables_cuckoo_cycle");
    TableConfig c = textbook(Scheme::Cuckoo, 11);
    c.probe.h2 = "(k / m) % m";
    HashTable t = HashTable::create(c).value();
    OpTrace last;
    for (const auto& k : insertedKeys(l))
        last = t.apply(OpKind::Insert, k).value();
    EXPECT_EQ(last.reason, "cycle");
    expectInCaptions(l, std::to_string(last.path.size()) + " ");
    expectInCaptions(l, "T1[" + std::to_string(last.path[0].slot) + "]");
    expectInCaptions(l, "T2[" + std::to_string(last.path[1].slot) + "]");
    expectInCaptions(l, std::to_string(last.component.size()));
    expectInCaptions(l, std::to_string(last.componentCells));
    EXPECT_EQ(last.component.size(), 11u);
    EXPECT_EQ(last.componentCells, 10u);
    // The guided lesson's questions: the insert gives up (choice 1); the component's keys.
    ASSERT_EQ(l["questions"].size(), 2u);
    EXPECT_EQ(l["questions"][0], 1u);
    EXPECT_EQ(l["questions"][1], static_cast<double>(last.component.size()));
}

TEST(TableLessons, DoublingNamesTheKeysThatMove) {
    const auto l = lesson("tables_doubling_half");
    TableConfig c = textbook(Scheme::Chaining, 8);
    c.growAt = hashlab::Decimal{1, 0};
    HashTable t = HashTable::create(c).value();
    OpTrace last;
    for (const auto& k : insertedKeys(l))
        last = t.apply(OpKind::Insert, k).value();
    ASSERT_TRUE(last.resize);
    std::vector<std::string> moved;
    for (const KeyMove& mv : last.resize->moves)
        if (!(mv.from == mv.to))
            moved.push_back(mv.key);
    std::sort(moved.begin(), moved.end(), [](const std::string& a, const std::string& b) {
        return std::stoi(a) < std::stoi(b);
    });
    EXPECT_EQ(moved, (std::vector<std::string>{"11", "14", "15", "24"}));
    EXPECT_NE(l["caption"]["en"].get<std::string>().find("11, 14, 15 and 24"), std::string::npos);
    EXPECT_NE(l["caption"]["zh_CN"].get<std::string>().find("11、14、15、24"), std::string::npos);
    // The guided lesson's questions: how many keys move, and where 11 lands.
    ASSERT_EQ(l["questions"].size(), 2u);
    EXPECT_EQ(l["questions"][0], static_cast<double>(moved.size()));
    std::uint64_t slotOf11 = 99;
    const auto tables = t.tables();
    for (std::size_t slot = 0; slot < tables[0].size(); ++slot)
        for (const auto& k : tables[0][slot].keys)
            if (k == "11")
                slotOf11 = slot;
    EXPECT_EQ(l["questions"][1], static_cast<double>(slotOf11));
    EXPECT_EQ(slotOf11, 11u);
}

TEST(TableLessons, IncrementalRehashNamesTheBucketsMoved) {
    const auto l = lesson("tables_incremental_rehash");
    TableConfig c = textbook(Scheme::Chaining, 4);
    c.growAt = hashlab::Decimal{1, 0};
    c.incremental = true;
    HashTable t = HashTable::create(c).value();
    std::vector<OpTrace> traces;
    for (const auto& k : insertedKeys(l))
        traces.push_back(t.apply(OpKind::Insert, k).value());
    ASSERT_EQ(traces.size(), 7u);
    ASSERT_TRUE(traces[4].resize);
    EXPECT_EQ(traces[4].resize->toM, 8u);
    // 4 itself goes into the old table; the rehash starts after it.
    ASSERT_TRUE(traces[4].at);
    EXPECT_EQ(traces[4].at->table, 0u);
    expectInCaptions(l, "ht[0][" + std::to_string(traces[4].at->slot) + "]");
    EXPECT_TRUE(traces[4].rehashMoves.empty());  // ht[1] "still empty"
    ASSERT_EQ(traces[5].rehashMoves.size(), 2u); // bucket 0: 4 and 0
    EXPECT_EQ(traces[5].rehashMoves[0].key, "4");
    EXPECT_EQ(traces[5].rehashMoves[1].key, "0");
    ASSERT_EQ(traces[6].rehashMoves.size(), 1u); // bucket 1: key 1 to ht[1][1]
    EXPECT_EQ(traces[6].rehashMoves[0].key, "1");
    EXPECT_EQ(traces[6].rehashMoves[0].to->slot, 1u);
    expectInCaptions(l, "ht[1][1]");
    EXPECT_EQ(t.tables().size(), 2u); // buckets 2 and 3 still waiting
    // The guided lesson's questions: a second table (choice 1); bucket 0's keys; where 1 goes.
    ASSERT_EQ(l["questions"].size(), 3u);
    EXPECT_EQ(l["questions"][0], 1u);
    EXPECT_EQ(l["questions"][1], static_cast<double>(traces[5].rehashMoves.size()));
    EXPECT_EQ(l["questions"][2], static_cast<double>(traces[6].rehashMoves[0].to->slot));
}

} // namespace
