// Issue 13: the Bloom lab's one deletion policy (item 1), "Why not delete?" on the filter shown
// (item 5), and no undo step for an operation that fails (item 13), driven through the widgets.
#include "bloom_lab_driver.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "shell/inline_message.h"
#include "shell/language.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace hashlab::app;
using hashlab::app::test::newFilter;
using hashlab::app::test::type;
using hashlab::bloom::BloomFilter;
using hashlab::bloom::Variant;

std::vector<unsigned> cells(const BloomFilter& f) {
    std::vector<unsigned> out;
    for (std::uint64_t i = 0; i < f.m(); ++i)
        out.push_back(f.cell(i));
    return out;
}

bool share(const BloomFilter& f, const std::string& a, const std::string& b) {
    const auto ia = f.indices(a), ib = f.indices(b);
    return std::any_of(ia.begin(), ia.end(),
                       [&](auto i) { return std::find(ib.begin(), ib.end(), i) != ib.end(); });
}

const char* const kStored[] = {"apple", "banana", "cherry", "damson", "elder", "fig"};

// Fills a small counting filter by typing, and finds a word never inserted that it answers
// "maybe" for.
std::string fillAndFindGhost(BloomLab& lab, Variant v) {
    newFilter(lab, v, 24, 2);
    for (const char* w : kStored)
        type(lab, QString::fromLatin1(w), lab.insertButton());
    for (int i = 0; i < 2000; ++i) {
        const std::string w = "ghost" + std::to_string(i);
        if (lab.model()->filter().mayContain(w))
            return w;
    }
    ADD_FAILURE() << "no word the filter answers maybe for";
    return {};
}

// Item 1: a never-inserted "maybe" word is refused: no counter changes, no undo step, and the
// message names exactly the stored words whose counters it would have decremented.
TEST(BloomDelete, RemovingANeverInsertedMaybeWordIsRefusedNamingTheStoredWordsHit) {
    BloomLab lab;
    const std::string ghost = fillAndFindGhost(lab, Variant::Counting);
    const BloomFilter& f = lab.model()->filter();
    const auto before = cells(f);
    const int steps = lab.undoStack()->count();
    type(lab, QString::fromStdString(ghost), lab.removeButton());
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_EQ(cells(lab.model()->filter()), before);
    EXPECT_EQ(lab.undoStack()->count(), steps);
    const QString text = lab.message()->text();
    int named = 0;
    for (const char* w : kStored) {
        const bool hit = share(f, ghost, w);
        named += hit;
        EXPECT_EQ(text.contains(QString::fromLatin1(w)), hit) << w << ": " << text.toStdString();
    }
    EXPECT_GT(named, 0);
    EXPECT_TRUE(text.contains(QStringLiteral("false negatives"))) << text.toStdString();

    // The same refusal in Chinese: translated, with the same names.
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    type(lab, QString::fromStdString(ghost), lab.removeButton());
    const QString chinese = lab.message()->text();
    setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(chinese.contains(QStringLiteral("假阴性"))) << chinese.toStdString();
    for (const char* w : kStored)
        EXPECT_EQ(chinese.contains(QString::fromLatin1(w)), share(f, ghost, w)) << w;
    EXPECT_EQ(cells(lab.model()->filter()), before);

    // A stored word is removed: each of its counters goes down by one.
    const auto idx = lab.model()->filter().indices("banana");
    type(lab, QStringLiteral("banana"), lab.removeButton());
    EXPECT_FALSE(lab.message()->isError()) << lab.message()->text().toStdString();
    EXPECT_FALSE(lab.model()->contains("banana"));
    EXPECT_EQ(lab.undoStack()->count(), steps + 1);
    for (auto i : idx)
        EXPECT_EQ(lab.model()->filter().cell(i), before[i] - 1) << "cell " << i;
}

// Item 1: the truth is a multiset. A word inserted twice is removed twice; the third removal is
// refused. The saved scenario (the operation log) restores the count.
TEST(BloomDelete, AWordInsertedTwiceIsRemovedTwiceAndTheCountSurvivesSaveAndLoad) {
    BloomLab lab;
    newFilter(lab, Variant::Counting, 64, 3);
    type(lab, QStringLiteral("kiwi"), lab.insertButton());
    type(lab, QStringLiteral("kiwi"), lab.insertButton());
    BloomLab other;
    ASSERT_EQ(other.loadState(lab.saveState()), QString());
    for (BloomLab* l : {&lab, &other}) {
        type(*l, QStringLiteral("kiwi"), l->removeButton());
        EXPECT_FALSE(l->message()->isError());
        EXPECT_TRUE(l->model()->contains("kiwi")) << "inserted twice, removed once";
        type(*l, QStringLiteral("kiwi"), l->removeButton());
        EXPECT_FALSE(l->message()->isError());
        EXPECT_FALSE(l->model()->contains("kiwi"));
        const auto before = l->model()->saveState();
        type(*l, QStringLiteral("kiwi"), l->removeButton());
        EXPECT_TRUE(l->message()->isError());
        EXPECT_EQ(l->model()->saveState(), before);
    }
}

// Item 1, compatibility: a scenario saved before the policy may remove a word never inserted. It
// still loads; that removal is skipped (it changes nothing, as it would in the lab now), and the
// operations around it apply.
TEST(BloomDelete, AnOldScenarioWithARemovalThePolicyRefusesStillLoads) {
    nlohmann::json ops = nlohmann::json::array();
    for (const char* w : kStored)
        ops.push_back({{"op", "insert"}, {"key", w}});
    BloomLab reference;
    ASSERT_EQ(reference.loadState(
                  {{"model",
                    {{"filter", {{"variant", "counting"}, {"m", 24}, {"k", 2}}}, {"ops", ops}}}}),
              QString());
    std::string ghost;
    for (int i = 0; i < 2000 && ghost.empty(); ++i)
        if (reference.model()->filter().mayContain("ghost" + std::to_string(i)))
            ghost = "ghost" + std::to_string(i);
    ASSERT_FALSE(ghost.empty());
    ops.push_back({{"op", "remove"}, {"key", ghost}});
    ops.push_back({{"op", "remove"}, {"key", "fig"}});
    BloomLab lab;
    ASSERT_EQ(lab.loadState(
                  {{"model",
                    {{"filter", {{"variant", "counting"}, {"m", 24}, {"k", 2}}}, {"ops", ops}}}}),
              QString());
    // Expected: the reference filter with "fig" removed, and nothing else.
    auto expected = cells(reference.model()->filter());
    for (auto i : reference.model()->filter().indices("fig"))
        --expected[i];
    EXPECT_EQ(cells(lab.model()->filter()), expected);
    EXPECT_FALSE(lab.model()->contains("fig"));
    EXPECT_EQ(lab.model()->words().size(), std::size(kStored) - 1);
}

// Item 1 on a plain filter: "Clear its bits" of a word never inserted is refused too (it would
// clear the bits of the stored words named); of a stored word it goes ahead.
TEST(BloomDelete, ClearingTheBitsOfANeverInsertedWordIsRefused) {
    BloomLab lab;
    const std::string ghost = fillAndFindGhost(lab, Variant::Double);
    const auto before = cells(lab.model()->filter());
    const int steps = lab.undoStack()->count();
    type(lab, QString::fromStdString(ghost), lab.clearBitsButton());
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_EQ(cells(lab.model()->filter()), before);
    EXPECT_EQ(lab.undoStack()->count(), steps);
    for (const char* w : kStored)
        EXPECT_EQ(lab.message()->text().contains(QString::fromLatin1(w)),
                  share(lab.model()->filter(), ghost, w))
            << w;
    type(lab, QStringLiteral("fig"), lab.clearBitsButton());
    EXPECT_FALSE(lab.message()->isError());
    for (auto i : lab.model()->filter().indices("fig"))
        EXPECT_EQ(lab.model()->filter().cell(i), 0u);
}

// Item 13: an operation the model refuses pushes no undo step and changes nothing.
TEST(BloomDelete, ARefusedOperationPushesNoUndoStep) {
    BloomLab lab;
    const std::string ghost = fillAndFindGhost(lab, Variant::Counting);
    const int steps = lab.undoStack()->count();
    const auto state = lab.model()->saveState();
    EXPECT_FALSE(lab.model()->remove(QString::fromStdString(ghost)).isEmpty());
    EXPECT_EQ(lab.undoStack()->count(), steps);
    EXPECT_EQ(lab.model()->saveState(), state);
    EXPECT_FALSE(lab.model()->remove(QStringLiteral("never-seen-anywhere")).isEmpty());
    EXPECT_EQ(lab.undoStack()->count(), steps);
    EXPECT_EQ(lab.model()->saveState(), state);
}

// The words of the last demo stage: the one queried (a) and the one deleted (b).
std::pair<std::string, std::string> demoPair(const BloomLab& lab) {
    std::string b;
    const nlohmann::json state = lab.model()->saveState();
    for (const auto& op : state["ops"])
        if (op["op"] == "remove" || op["op"] == "naive-delete")
            b = op["key"].get<std::string>();
    return {lab.model()->trace() ? lab.model()->trace()->key : std::string(), b};
}

// Item 5: the demo runs on the filter the user set up, picks its pair on the filter shown after
// the switch, and its text says what that filter answers.
TEST(BloomDelete, WhyNotDeleteUsesTheFilterShownAndSaysWhatItAnswers) {
    BloomLab lab;
    newFilter(lab, Variant::Double, 200, 4);
    QTest::mouseClick(lab.demoButton(), Qt::LeftButton);
    const BloomFilter* f = &lab.model()->filter();
    EXPECT_EQ(f->m(), 211u); // the smallest prime ≥ 200: double hashing
    EXPECT_EQ(f->k(), 4u);
    auto [a, b] = demoPair(lab);
    ASSERT_FALSE(a.empty());
    ASSERT_FALSE(b.empty());
    EXPECT_TRUE(share(*f, a, b)) << a << " / " << b;
    EXPECT_FALSE(f->mayContain(a)) << "clearing b's bits cleared a shared bit of a";
    EXPECT_EQ(lab.model()->verdict(), Verdict::FalseNegative);
    EXPECT_TRUE(lab.demoTextLabel()->text().contains(QStringLiteral("false negative")));

    // The user changes the filter between the stages: the counting stage takes m, k from it.
    newFilter(lab, Variant::Independent, 97, 5);
    QTest::mouseClick(lab.demoButton(), Qt::LeftButton);
    f = &lab.model()->filter();
    EXPECT_EQ(f->variant(), Variant::Counting);
    EXPECT_EQ(f->m(), 97u);
    EXPECT_EQ(f->k(), 5u);
    std::tie(a, b) = demoPair(lab);
    EXPECT_TRUE(share(*f, a, b)) << a << " / " << b;
    EXPECT_EQ(lab.model()->verdict(), Verdict::MaybePresent);
    const QString text = lab.demoTextLabel()->text();
    const QString bWord = QStringLiteral("“%1”").arg(QString::fromStdString(b));
    EXPECT_EQ(text.contains(bWord + QStringLiteral(" now answers “definitely not”")),
              !f->mayContain(b))
        << text.toStdString();
}

// Item 5: on a crowded counting filter the removed word can still answer "maybe" (its counters
// held up by the other words); the text must say so instead of "definitely not".
TEST(BloomDelete, WhyNotDeleteSaysWhenTheRemovedWordStillAnswersMaybe) {
    int found = 0;
    for (int m = 3; m <= 40 && found == 0; ++m) {
        BloomLab lab;
        newFilter(lab, Variant::Counting, m, 2);
        QTest::mouseClick(lab.demoButton(), Qt::LeftButton); // plain stage
        QTest::mouseClick(lab.demoButton(), Qt::LeftButton); // counting stage
        const auto [a, b] = demoPair(lab);
        const BloomFilter& f = lab.model()->filter();
        ASSERT_EQ(f.m(), std::uint64_t(m));
        ASSERT_TRUE(share(f, a, b));
        const QString text = lab.demoTextLabel()->text();
        const QString bWord = QStringLiteral("“%1”").arg(QString::fromStdString(b));
        EXPECT_EQ(text.contains(bWord + QStringLiteral(" now answers “definitely not”")),
                  !f.mayContain(b))
            << "m = " << m << ": " << text.toStdString();
        if (f.mayContain(b)) {
            ++found;
            EXPECT_TRUE(text.contains(bWord + QStringLiteral(" still answers “maybe”")))
                << text.toStdString();
        }
    }
    EXPECT_EQ(found, 1) << "some small m leaves the removed word a false positive";
}

} // namespace
