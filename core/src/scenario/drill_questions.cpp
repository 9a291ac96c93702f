#include "drill_questions.h"

#include "hashlab/bloom/filter.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/common/format.h"
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/placement.h"
#include "hashlab/scenario/exercise.h"
#include "hashlab/tables/table.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace hashlab::scenario::drill {

using nlohmann::json;

namespace {

Texts both(std::string en, std::string zh) {
    return {{"en", std::move(en)}, {"zh_CN", std::move(zh)}};
}

std::string str(std::uint64_t v) {
    return std::to_string(v);
}

// 1,234,567: how the labs write counts.
std::string count(std::uint64_t v) {
    return ring::formatCount(v);
}

// Four significant digits, as a teacher would read the number out.
std::string real(double v) {
    return formatG(v, 4);
}

// Words a class can read aloud (exercise.h); Bloom questions draw from them.
const std::span<const char* const> kWords = classroomWords();
const std::size_t kWordCount = kWords.size();

// `n` distinct picks from [0, size), in the order drawn.
std::vector<std::size_t> distinct(SplitMix64& rng, std::size_t n, std::size_t size) {
    std::vector<std::size_t> out;
    std::set<std::size_t> seen;
    while (out.size() < n) {
        const auto v = static_cast<std::size_t>(rng.below(size));
        if (seen.insert(v).second)
            out.push_back(v);
    }
    return out;
}

} // namespace

DrillQuestion probingQuestion(SplitMix64& rng, int index) {
    static const std::int64_t kSizes[] = {7, 11, 13};
    tables::ProbeConfig cfg;
    cfg.m = kSizes[rng.below(3)];
    cfg.strategy = tables::Strategy::Double;
    cfg.source = tables::HashSource::Textbook;
    cfg.h1 = "k % m";
    cfg.h2 = "1 + k % (m - 1)";
    for (;;) {
        auto table = tables::Table::create(cfg).value();
        json ops = json::array();
        const auto keys = distinct(rng, static_cast<std::size_t>(cfg.m / 2) + 1, 100);
        for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
            ops.push_back({{"op", "insert"}, {"key", str(keys[i])}});
            (void)table.insert(str(keys[i]));
        }
        const std::string x = str(keys.back());
        auto trace = table.insert(x);
        // Ask only about a key that lands after at least one collision: a first-probe hit
        // teaches nothing about the step.
        if (!trace || trace->outcome != tables::Outcome::Placed || trace->probes.size() < 2)
            continue;
        ops.push_back({{"op", "insert"}, {"key", x}});
        DrillQuestion q;
        q.state = {{"config",
                    {{"m", cfg.m},
                     {"mode", "double"},
                     {"hash", "textbook"},
                     {"h1", cfg.h1},
                     {"h2", cfg.h2},
                     {"step_fix", "none"}}},
                   {"ops", ops}};
        q.stage = 0;
        std::string steps, stepsZh;
        for (const auto& p : trace->probes) {
            const bool taken = p.state == tables::SlotState::Occupied;
            steps += p.formula.english() + (taken ? " (" + p.occupant + "); " : " (empty).");
            stepsZh += p.formula.english() + (taken ? "（" + p.occupant + "）；" : "（空）。");
        }
        const std::string m = str(static_cast<std::uint64_t>(cfg.m));
        q.question.explanation =
            both("h1(k) = k mod " + m + ", h2(k) = 1 + k mod " + str(cfg.m - 1) + ": " + steps,
                 "h1(k) = k mod " + m + "，h2(k) = 1 + k mod " + str(cfg.m - 1) + "：" + stepsZh);
        if (index % 2 == 0) {
            q.question.kind = Question::Kind::Click;
            q.question.prompt = both("Insert " + x + ": click the slot where it lands.",
                                     "插入 " + x + "：点击它最终落入的槽。");
            q.question.target = "slot:" + str(*trace->slot);
        } else {
            q.question.kind = Question::Kind::Number;
            q.question.prompt = both(
                "Insert " + x + ": how many slots does it look at, the one it lands in included?",
                "插入 " + x + "：要查看几个槽（包括它落入的槽）？");
            q.question.answer = static_cast<double>(trace->probes.size());
        }
        return q;
    }
}

DrillQuestion ringQuestion(SplitMix64& rng, int index) {
    const std::size_t nodes = 4 + static_cast<std::size_t>(rng.below(3));
    const int vnodes = static_cast<int>(1 + rng.below(3));
    const std::uint64_t keys = 100;
    ring::Config before;
    before.algo = ring::Algo::Ring;
    before.hash = ring::KeyHash::Xxh3;
    before.vnodes = vnodes;
    json nodeList = json::array();
    for (std::size_t i = 0; i < nodes; ++i) {
        const std::string name(1, static_cast<char>('A' + i));
        before.nodes.push_back({name, 1.0});
        nodeList.push_back({{"name", name}, {"weight", 1}});
    }
    DrillQuestion q;
    q.state = {{"algo", "ring"},
               {"hash", "xxh3"},
               {"vnodes", vnodes},
               {"keys", keys},
               {"nodes", nodeList}};
    auto placement = ring::build(before).value();
    if (index % 2 == 0) {
        const std::string key = "key-" + str(rng.below(keys));
        const std::uint32_t owner = placement->lookup(placement->keyHash(key).value());
        q.question.kind = Question::Kind::Choice;
        q.question.prompt = both("Which server owns " + key + "? (Hover over its dot.)",
                                 "哪台服务器拥有 " + key + "？（把鼠标悬停在它的点上。）");
        for (const auto& n : before.nodes)
            q.question.choices.push_back(both(n.name, n.name));
        q.question.correct = owner;
        q.question.explanation = both(
            key + " belongs to the first point clockwise from its hash: a point of " +
                before.nodes[owner].name + ".",
            key + " 属于它的哈希值顺时针方向的第一个点：" + before.nodes[owner].name + " 的点。");
        return q;
    }
    const std::string joiner(1, static_cast<char>('A' + nodes));
    ring::Config after = ring::withAdded(before, {{joiner, 1.0}}).value();
    auto placementAfter = ring::build(after).value();
    const auto hashes = placement->hashKeys(ring::KeySource::generated(keys)).value();
    const ring::Migration migration = ring::migrate(*placement, *placementAfter, hashes);
    q.state["change"] = {{"add", json::array({{{"name", joiner}, {"weight", 1}}})}};
    q.stage = 0;
    q.question.kind = Question::Kind::Number;
    q.question.prompt =
        both("Server " + joiner + " joins. How many of the " + str(keys) + " keys move?",
             "服务器 " + joiner + " 加入。" + str(keys) + " 个键中有多少个移动？");
    q.question.answer = static_cast<double>(migration.moved);
    // An estimate from the picture: within a fifth of the count (at least 2 keys) is right.
    q.question.tolerance = std::max(2.0, std::round(0.2 * static_cast<double>(migration.moved)));
    q.question.explanation = both(
        count(migration.moved) + " keys move, all to " + joiner + ": only the keys on the arcs " +
            joiner + "'s " + str(static_cast<std::uint64_t>(vnodes)) +
            " point(s) take over. On average " + str(keys) + " / " + str(nodes + 1) + " ≈ " +
            real(static_cast<double>(keys) / static_cast<double>(nodes + 1)) +
            "; with so few points per server the share varies a lot.",
        count(migration.moved) + " 个键移动，全部移到 " + joiner + "：只有 " + joiner + " 的 " +
            str(static_cast<std::uint64_t>(vnodes)) + " 个点接管的弧上的键。平均 " + str(keys) +
            " / " + str(nodes + 1) + " ≈ " +
            real(static_cast<double>(keys) / static_cast<double>(nodes + 1)) +
            "；每台服务器的点这么少，份额波动很大。");
    return q;
}

DrillQuestion bloomQuestion(SplitMix64& rng, int index) {
    bloom::FilterConfig cfg;
    cfg.variant = bloom::Variant::Double;
    cfg.m = 37; // a prime: the m double hashing uses (a state of m = 32 would show 37 cells)
    cfg.k = 3;
    cfg.seed = rng.below(1000);
    auto filter = bloom::BloomFilter::create(cfg).value();
    const auto picks = distinct(rng, 9, kWordCount);
    json ops = json::array();
    std::string stored;
    for (std::size_t i = 0; i < 8; ++i) {
        filter.add(kWords[picks[i]]);
        ops.push_back({{"op", "insert"}, {"key", kWords[picks[i]]}});
        stored += (i ? ", " : "") + std::string(kWords[picks[i]]);
    }
    DrillQuestion q;
    q.stage = 0;
    auto state = [&](const json& o) {
        return json{{"model",
                     {{"filter",
                       {{"variant", "double"},
                        {"m", cfg.m},
                        {"k", cfg.k},
                        {"seed", cfg.seed},
                        {"shards", 4}}},
                      {"ops", o}}}};
    };
    const std::string word = kWords[picks[8]];
    auto bits = filter.indices(word);
    std::sort(bits.begin(), bits.end());
    bits.erase(std::unique(bits.begin(), bits.end()), bits.end());
    auto list = [](const std::vector<std::uint64_t>& v) {
        std::string s;
        for (std::size_t i = 0; i < v.size(); ++i)
            s += (i ? ", " : "") + str(v[i]);
        return s;
    };
    if (index % 2 == 0) {
        // Which bits: the right set and three others of the same size.
        ops.push_back({{"op", "insert"}, {"key", word}});
        q.state = state(ops);
        std::vector<std::vector<std::uint64_t>> sets{bits};
        while (sets.size() < 4) {
            std::vector<std::uint64_t> other;
            for (auto i : distinct(rng, bits.size(), cfg.m))
                other.push_back(i);
            std::sort(other.begin(), other.end());
            if (std::find(sets.begin(), sets.end(), other) == sets.end())
                sets.push_back(other);
        }
        const auto at = static_cast<std::size_t>(rng.below(4));
        std::swap(sets[0], sets[at]);
        q.question.kind = Question::Kind::Choice;
        q.question.prompt = both("Which bits does inserting '" + word + "' set?",
                                 "插入 '" + word + "' 会置位哪些位？");
        for (const auto& s : sets)
            q.question.choices.push_back(both(list(s), list(s)));
        q.question.correct = at;
        q.question.explanation =
            both("Its " + str(cfg.k) + " indices are " + list(filter.indices(word)) +
                     " (repeats count once). Step through the insert to see each derived.",
                 "它的 " + str(cfg.k) + " 个下标是 " + list(filter.indices(word)) +
                     "（重复的只算一次）。逐步查看插入过程，看每个下标如何得出。");
        return q;
    }
    ops.push_back({{"op", "query"}, {"key", word}});
    q.state = state(ops);
    const bool maybe = filter.mayContain(word);
    q.question.kind = Question::Kind::Choice;
    q.question.prompt =
        both("The filter holds " + stored + ". What does the query '" + word + "' answer?",
             "过滤器里有 " + stored + "。查询 '" + word + "' 的结果是什么？");
    q.question.choices = {
        both("definitely not in the set", "一定不在集合中"),
        both("maybe in the set, and it is (a true positive)", "可能在集合中，而且确实在（真阳性）"),
        both("maybe in the set, but it is not (a false positive)",
             "可能在集合中，但其实不在（假阳性）")};
    q.question.correct = maybe ? 2 : 0;
    q.question.explanation =
        maybe
            ? both("Bits " + list(bits) +
                       " are all set by other words, so the filter says "
                       "maybe; '" +
                       word +
                       "' was never inserted: a false "
                       "positive.",
                   "位 " + list(bits) + " 都被其他单词置位了，所以过滤器回答“可能”；但 '" + word +
                       "' 从未插入：假阳性。")
            : both("At least one of bits " + list(bits) + " is 0, so '" + word +
                       "' was certainly never inserted.",
                   "位 " + list(bits) + " 中至少有一位是 0，所以 '" + word + "' 一定没有插入过。");
    return q;
}

DrillQuestion collisionsQuestion(SplitMix64& rng, int index) {
    static const std::uint64_t kKeys[] = {1000, 10000, 100000, 1000000};
    static const int kBits[] = {16, 20, 24, 32};
    const std::uint64_t n = kKeys[rng.below(4)];
    const int bits = kBits[rng.below(4)];
    const collisions::BirthdayPoint p = collisions::birthday(n, bits).value();
    DrillQuestion q;
    q.state = {{"birthday", {{"hash", "md5"}, {"n", n}, {"space", "bits"}, {"bits", {bits}}}},
               {"tab", "birthday"}};
    const std::string nb = count(n) + " keys, " + std::to_string(bits) + "-bit hashes";
    const std::string nbZh = count(n) + " 个键，" + std::to_string(bits) + " 位哈希";
    q.question.kind = Question::Kind::Number;
    if (index % 2 == 0) {
        q.question.prompt =
            both(nb + ": how many colliding pairs do you expect?", nbZh + "：预计有多少对碰撞？");
        q.question.answer = p.pairsExpected;
        q.question.tolerance = std::max(0.05 * p.pairsExpected, 0.01);
        q.question.explanation =
            both("C(n, 2) / 2^bits = " + real(0.5 * double(n) * double(n - 1)) + " / " +
                     real(std::ldexp(1.0, bits)) + " = " + real(p.pairsExpected) +
                     " (5 % either way is right).",
                 "C(n, 2) / 2^bits = " + real(0.5 * double(n) * double(n - 1)) + " / " +
                     real(std::ldexp(1.0, bits)) + " = " + real(p.pairsExpected) +
                     "（误差 5 % 以内算对）。");
    } else {
        q.question.prompt =
            both(nb + ": what is the probability (0 to 1) that at least two collide?",
                 nbZh + "：至少有两个键碰撞的概率（0 到 1）是多少？");
        q.question.answer = p.pAny;
        q.question.tolerance = 0.02;
        q.question.explanation =
            both("1 − e^(−C(n,2)/2^bits) ≈ " + real(p.pAny) + " (within 0.02 is right).",
                 "1 − e^(−C(n,2)/2^bits) ≈ " + real(p.pAny) + "（误差 0.02 以内算对）。");
    }
    return q;
}

} // namespace hashlab::scenario::drill
