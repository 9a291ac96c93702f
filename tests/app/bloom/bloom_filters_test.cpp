// Issue 17: the cuckoo, scalable and xor filters in the Bloom lab window, driven like a user: the
// variant selector and its parameters, the cuckoo filter's kicks in the step player, its stash
// and its refused delete, the scalable filter's stack, the xor filter's build, save and undo.
#include "bloom_lab_driver.h"
#include "labs/bloom/bloom_cuckoo_view.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/bloom_scalable_view.h"
#include "labs/bloom/bloom_view.h"
#include "labs/bloom/bloom_xor_view.h"
#include "labs/bloom/filters_model.h"
#include "labs/bloom/filters_params.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSpinBox>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace hashlab::app;
using namespace hashlab::bloom;
using hashlab::app::test::type;

void choose(BloomLab& lab, FilterKind kind) {
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(BloomLab::kindData(kind)));
}

// A small cuckoo filter through the config row.
void newCuckoo(BloomLab& lab, int n, int f, int b, int kicks) {
    choose(lab, FilterKind::Cuckoo);
    lab.filtersParams()->cuckooN()->setValue(n);
    lab.filtersParams()->cuckooBits()->setValue(f);
    lab.filtersParams()->cuckooBucket()->setValue(b);
    lab.filtersParams()->cuckooKicks()->setValue(kicks);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
}

// A point of the cell's fill: clear of its centred hex text and of the outline marking a step.
QColor pixelAt(QWidget* w, const QRectF& r) {
    return w->grab().toImage().pixelColor(
        QPoint(int(r.left() + 0.15 * r.width()), int(r.top() + 0.5 * r.height())));
}

QString word(int i) {
    return QStringLiteral("w%1").arg(i);
}

TEST(BloomFilters, SelectorShowsEachVariantsParametersAndHidesMAndK) {
    BloomLab lab;
    lab.show();
    EXPECT_TRUE(lab.mSpin()->isVisible());
    EXPECT_FALSE(lab.filtersParams()->isVisible());
    choose(lab, FilterKind::Cuckoo);
    EXPECT_FALSE(lab.mSpin()->isVisible());
    EXPECT_FALSE(lab.kSpin()->isVisible());
    EXPECT_TRUE(lab.filtersParams()->cuckooBits()->isVisible());
    choose(lab, FilterKind::Scalable);
    EXPECT_TRUE(lab.filtersParams()->scalableTightening()->isVisible());
    EXPECT_FALSE(lab.filtersParams()->cuckooBits()->isVisible());
    choose(lab, FilterKind::Xor);
    EXPECT_TRUE(lab.filtersParams()->xorBits()->isVisible());
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(Variant::Counting)));
    EXPECT_TRUE(lab.mSpin()->isVisible());
    EXPECT_FALSE(lab.filtersParams()->isVisible());
}

TEST(BloomFilters, CuckooKicksPlayForwardAndBackOnTheCanvas) {
    BloomLab lab;
    lab.resize(1200, 800);
    lab.show();
    newCuckoo(lab, 16, 8, 4, 500);
    ASSERT_EQ(lab.filtersModel()->kind(), FilterKind::Cuckoo);
    EXPECT_EQ(lab.shownCanvas(), static_cast<QWidget*>(lab.cuckooView()));
    const CuckooFilter& f = *lab.filtersModel()->snapshot().cuckoo;
    EXPECT_EQ(f.buckets(), cuckooBuckets({16, 8, 4, 500, 1}));
    // Fill until an insert kicks: the buckets are few, so one does long before the stash.
    int i = 0;
    for (; i < 40; ++i) {
        type(lab, word(i), lab.insertButton());
        const auto& t = lab.filtersModel()->snapshot().cuckooTrace;
        if (t && !t->kicks.empty())
            break;
    }
    const auto& s = lab.filtersModel()->snapshot();
    ASSERT_TRUE(s.cuckooTrace && !s.cuckooTrace->kicks.empty()) << "no insert kicked";
    const CuckooTrace t = *s.cuckooTrace;
    ASSERT_EQ(lab.player()->count(), int(t.kicks.size()) + 2);
    const CuckooKick k = t.kicks[0];
    const ThemePalette& pal = ThemeManager::instance().palette();
    CuckooView* view = lab.cuckooView();
    lab.player()->pause(); // a shown lab plays each new trace; the test steps by hand
    lab.player()->toStart();
    lab.player()->stepForward(); // the derivation: i1 and i2 = i1 XOR hash(fp)
    EXPECT_EQ(view->shownEntry(k.bucket, k.slot), k.evicted);
    EXPECT_NE(k.evicted, 0u) << "a kick evicts a fingerprint";
    EXPECT_TRUE(view->lines().join('\n').contains(QStringLiteral("i2 = i1 XOR")));
    lab.player()->stepForward(); // kick 1
    EXPECT_EQ(view->shownEntry(k.bucket, k.slot), k.placed);
    EXPECT_EQ(k.placed, t.fingerprint) << "the first kick places the new word's fingerprint";
    EXPECT_TRUE(view->lines().join('\n').contains(QStringLiteral("kick 1 of")));
    EXPECT_EQ(pixelAt(view, view->slotRect(k.bucket, k.slot)), pal.occupied);
    lab.player()->stepBack();
    EXPECT_EQ(view->shownEntry(k.bucket, k.slot), k.evicted) << "stepping back is exact";
    lab.player()->toEnd();
    for (std::uint64_t b = 0; b < f.buckets(); ++b)
        for (unsigned sl = 0; sl < f.bucketSize(); ++sl)
            EXPECT_EQ(view->shownEntry(b, sl), s.cuckoo->entry(b, sl));
    // No inserted word is lost.
    for (int j = 0; j <= i; ++j)
        EXPECT_TRUE(s.cuckoo->mayContain(word(j).toStdString())) << j;
}

TEST(BloomFilters, CuckooFailedInsertKeepsTheVictimInTheStashAndRefusesMore) {
    BloomLab lab;
    lab.resize(1000, 700);
    lab.show();                 // laid out: the pixels below are where the canvas draws them
    newCuckoo(lab, 1, 8, 1, 5); // two buckets of one entry
    ASSERT_EQ(lab.filtersModel()->snapshot().cuckoo->buckets() * 1, 2u);
    int i = 0;
    while (!lab.filtersModel()->snapshot().cuckoo->stashUsed() && i < 10)
        type(lab, word(i++), lab.insertButton());
    const auto& s = lab.filtersModel()->snapshot();
    ASSERT_TRUE(s.cuckoo->stashUsed());
    EXPECT_EQ(s.cuckooTrace->insert, CuckooInsert::Stashed);
    EXPECT_EQ(s.cuckooTrace->kicks.size(), 5u);
    lab.player()->pause();
    lab.player()->toEnd();
    ASSERT_TRUE(lab.cuckooView()->shownStash());
    EXPECT_EQ(*lab.cuckooView()->shownStash(), s.cuckoo->stashFingerprint());
    EXPECT_TRUE(lab.cuckooView()->lines().join('\n').contains(QStringLiteral("FAILED")));
    const ThemePalette& pal = ThemeManager::instance().palette();
    EXPECT_EQ(pixelAt(lab.cuckooView(), lab.cuckooView()->stashRect()), pal.warning);
    for (int j = 0; j < i; ++j)
        EXPECT_TRUE(s.cuckoo->mayContain(word(j).toStdString())) << "lost " << j;
    const int undoSteps = lab.undoStack()->count();
    type(lab, QStringLiteral("one-more"), lab.insertButton());
    EXPECT_EQ(lab.undoStack()->count(), undoSteps);
    EXPECT_FALSE(lab.message()->text().isEmpty());
}

TEST(BloomFilters, CuckooRefusesToDeleteANeverInsertedWordAndTheDemoShowsWhy) {
    BloomLab lab;
    newCuckoo(lab, 16, 4, 4, 500);
    EXPECT_TRUE(lab.removeButton()->isEnabled());
    EXPECT_TRUE(lab.removeButton()->toolTip().contains(QStringLiteral("cuckoo")));
    type(lab, "apple", lab.insertButton());
    const int undoSteps = lab.undoStack()->count();
    type(lab, "pear", lab.removeButton());
    EXPECT_EQ(lab.undoStack()->count(), undoSteps);
    EXPECT_TRUE(lab.message()->text().contains(QStringLiteral("pear")));
    EXPECT_TRUE(lab.filtersModel()->inserted().contains("apple"));
    type(lab, "apple", lab.removeButton());
    EXPECT_FALSE(lab.filtersModel()->inserted().contains("apple"));
    EXPECT_FALSE(lab.filtersModel()->snapshot().cuckoo->mayContain("apple"));

    QTest::mouseClick(lab.demoButton(), Qt::LeftButton);
    const auto& s = lab.filtersModel()->snapshot();
    ASSERT_TRUE(s.cuckooTrace);
    EXPECT_EQ(s.cuckooTrace->op, Op::Query);
    EXPECT_TRUE(s.inserted.contains(s.cuckooTrace->key)) << "the victim was inserted";
    EXPECT_FALSE(s.cuckooTrace->result) << "and now reads definitely not";
    EXPECT_TRUE(lab.cuckooView()->lines().join('\n').contains(QStringLiteral("FALSE NEGATIVE")));
    EXPECT_TRUE(lab.demoTextLabel()->text().contains(QString::fromStdString(s.cuckooTrace->key)));
    lab.undoStack()->undo(); // one step for the whole demo
    EXPECT_TRUE(lab.filtersModel()->inserted().distinct().empty());
}

TEST(BloomFilters, ScalableGrowsAStackOfSubFiltersUnderItsBound) {
    BloomLab lab;
    lab.resize(1000, 700);
    choose(lab, FilterKind::Scalable);
    lab.filtersParams()->scalableInitial()->setValue(2);
    lab.filtersParams()->scalableP()->setValue(0.1);
    lab.filtersParams()->scalableTightening()->setValue(0.8);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    EXPECT_EQ(lab.shownCanvas(), static_cast<QWidget*>(lab.scalableView()));
    auto ref = *ScalableBloomFilter::create({2, 0.1, 2, 0.8, 1});
    for (int i = 0; i < 7; ++i) {
        type(lab, word(i), lab.insertButton());
        ref.add(word(i).toStdString());
        EXPECT_EQ(lab.scalableView()->rowTexts().size(), int(ref.stageCount())) << i;
    }
    EXPECT_EQ(ref.stageCount(), 3u); // 2 + 4 words fill two sub-filters; the 7th opens a third
    const auto& s = lab.filtersModel()->snapshot();
    EXPECT_EQ(s.scalable->stages().back().stored, 1u);
    FiltersModel::Snapshot refSnap;
    refSnap.scalable = ref;
    EXPECT_EQ(lab.filtersModel()->measuredFp(), FiltersModel::probeFp(refSnap));
    EXPECT_LT(lab.filtersModel()->measuredFp(), ref.bound());
    EXPECT_TRUE(lab.scalableView()->lines().join('\n').contains(QStringLiteral("P0/(1 − r)")));
    lab.undoStack()->undo();
    EXPECT_EQ(lab.filtersModel()->snapshot().scalable->stageCount(), 2u) << "undo un-grows";
}

TEST(BloomFilters, TenWordsAtOnceAreOneUndoStepAndStopAtTheStash) {
    BloomLab lab;
    choose(lab, FilterKind::Scalable);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    const int steps = lab.undoStack()->count();
    QTest::mouseClick(lab.addTenButton(), Qt::LeftButton);
    EXPECT_EQ(lab.undoStack()->count(), steps + 1);
    EXPECT_EQ(lab.filtersModel()->snapshot().scalable->inserted(), 10u);
    EXPECT_TRUE(lab.filtersModel()->inserted().contains("w9"));
    // A cuckoo filter of two one-entry buckets stashes at the third word: the rest are refused.
    newCuckoo(lab, 1, 8, 1, 5);
    QTest::mouseClick(lab.addTenButton(), Qt::LeftButton);
    const auto& s = lab.filtersModel()->snapshot();
    EXPECT_TRUE(s.cuckoo->stashUsed());
    EXPECT_EQ(s.cuckoo->storedInTable() + 1, s.inserted.words().size());
    EXPECT_FALSE(lab.message()->text().isEmpty()) << "the refusal is shown";
    for (const auto& w : s.inserted.words())
        EXPECT_TRUE(s.cuckoo->mayContain(w)) << w;
    const int before = lab.undoStack()->count();
    QTest::mouseClick(lab.addTenButton(), Qt::LeftButton); // nothing fits: no undo step
    EXPECT_EQ(lab.undoStack()->count(), before);
}

TEST(BloomFilters, XorBuildStepsThroughPeelAndAssignmentThenRefusesInserts) {
    BloomLab lab;
    lab.resize(1000, 700);
    choose(lab, FilterKind::Xor);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    for (int i = 0; i < 10; ++i)
        type(lab, word(i), lab.insertButton());
    QTest::mouseClick(lab.buildButton(), Qt::LeftButton);
    const auto& s = lab.filtersModel()->snapshot();
    ASSERT_TRUE(s.xorFilter);
    EXPECT_EQ(s.xorFilter->capacity(), xorCapacity(10));
    const XorBuildTrace& t = *s.xorTrace;
    EXPECT_EQ(t.peel.size(), 10u);
    EXPECT_EQ(lab.player()->count(), int(t.attempts.size() - 1 + 20));
    XorView* view = lab.xorView();
    lab.player()->toStart();
    for (std::uint64_t c = 0; c < s.xorFilter->capacity(); ++c)
        EXPECT_FALSE(view->shownCell(c));
    for (int i = 0; i < int(t.attempts.size()) - 1 + 10; ++i)
        lab.player()->stepForward();
    EXPECT_TRUE(view->peeledAt(t.peel.back().cell));
    lab.player()->stepForward(); // the first assignment: the last key peeled
    const auto& a = t.assign[0];
    EXPECT_EQ(a.key, t.peel.back().key);
    ASSERT_TRUE(view->shownCell(a.cell));
    EXPECT_EQ(*view->shownCell(a.cell), a.value);
    EXPECT_EQ(a.value, a.fingerprint ^ a.otherValues[0] ^ a.otherValues[1]);
    EXPECT_TRUE(view->lines().join('\n').contains(QStringLiteral("assign 1 of 10")));
    lab.player()->toEnd();
    for (int i = 0; i < 10; ++i)
        EXPECT_TRUE(s.xorFilter->mayContain(word(i).toStdString()));
    const int undoSteps = lab.undoStack()->count();
    type(lab, QStringLiteral("late"), lab.insertButton()); // the button is disabled: nothing
    EXPECT_EQ(lab.undoStack()->count(), undoSteps);
    EXPECT_FALSE(lab.insertButton()->isEnabled());
    EXPECT_FALSE(lab.filtersModel()->insert(QStringLiteral("late")).isEmpty());
    EXPECT_TRUE(
        lab.filtersModel()->insert(QStringLiteral("late")).contains(QStringLiteral("static")));
}

// A build that stalls shows the retry as a step of its own before the peel of the next seed.
TEST(BloomFilters, XorRetryOnANewSeedIsAStep) {
    std::vector<std::string> words;
    for (int i = 0; i < 30; ++i)
        words.push_back(word(i).toStdString());
    const std::vector<std::string_view> keys(words.begin(), words.end());
    std::uint64_t seed = 1;
    for (; seed < 2000; ++seed) {
        XorBuildTrace t;
        ASSERT_TRUE(XorFilter::build(keys, 8, seed, &t));
        if (t.attempts.size() > 1)
            break;
    }
    ASSERT_LT(seed, 2000u) << "no seed stalls";
    nlohmann::json ops = nlohmann::json::array();
    for (const auto& w : words)
        ops.push_back({{"op", "insert"}, {"key", w}});
    ops.push_back({{"op", "build"}});
    BloomLab lab;
    nlohmann::json state = lab.saveState();
    state["filters"] = {{"kind", "xor"}, {"xor", {{"seed", seed}}}, {"ops", ops}};
    state.erase("step");
    ASSERT_EQ(lab.loadState(state), QString());
    const XorBuildTrace& t = *lab.filtersModel()->snapshot().xorTrace;
    ASSERT_GT(t.attempts.size(), 1u);
    EXPECT_TRUE(t.attempts[0].stalled);
    lab.player()->setIndex(1);
    EXPECT_TRUE(lab.xorView()->lines().join('\n').contains(
        QStringLiteral("stalled after peeling %1").arg(t.attempts[0].peeled)));
    lab.player()->setIndex(int(t.attempts.size()));
    EXPECT_TRUE(lab.xorView()->lines().join('\n').contains(QStringLiteral("peel 1 of 30")));
}

TEST(BloomFilters, SavedInScenariosUndoableAndOldFilesStillLoad) {
    BloomLab lab;
    newCuckoo(lab, 16, 8, 2, 50);
    type(lab, "apple", lab.insertButton());
    type(lab, "fig", lab.insertButton());
    const nlohmann::json saved = lab.saveState();
    BloomLab other;
    ASSERT_EQ(other.loadState(saved), QString());
    EXPECT_EQ(other.filtersModel()->kind(), FilterKind::Cuckoo);
    EXPECT_EQ(other.filtersModel()->saveState(), lab.filtersModel()->saveState());
    EXPECT_EQ(other.filtersParams()->cuckooBucket()->value(), 2);
    for (std::uint64_t b = 0; b < 8; ++b)
        for (unsigned sl = 0; sl < 2; ++sl)
            EXPECT_EQ(other.filtersModel()->snapshot().cuckoo->entry(b, sl),
                      lab.filtersModel()->snapshot().cuckoo->entry(b, sl));
    // A file from before issue 17 has no "filters": the Bloom filter shows.
    nlohmann::json old = saved;
    old.erase("filters");
    ASSERT_EQ(other.loadState(old), QString());
    EXPECT_EQ(other.filtersModel()->kind(), FilterKind::Bloom);
    EXPECT_EQ(other.shownCanvas(), static_cast<QWidget*>(other.view()));
    // Undo walks back through the inserts to the Bloom filter the lab started with.
    lab.undoStack()->undo();
    lab.undoStack()->undo();
    EXPECT_TRUE(lab.filtersModel()->inserted().distinct().empty());
    lab.undoStack()->undo();
    EXPECT_EQ(lab.filtersModel()->kind(), FilterKind::Bloom);
    EXPECT_EQ(lab.shownCanvas(), static_cast<QWidget*>(lab.view()));
    EXPECT_TRUE(lab.mSpin()->isVisibleTo(&lab));
    EXPECT_TRUE(lab.removeButton()->toolTip().contains(QStringLiteral("counting filter only")));
    // And back to Bloom through the selector is one undo step.
    lab.undoStack()->redo();
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(Variant::Double)));
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    EXPECT_EQ(lab.filtersModel()->kind(), FilterKind::Bloom);
    lab.undoStack()->undo();
    EXPECT_EQ(lab.filtersModel()->kind(), FilterKind::Cuckoo);
}

TEST(BloomFilters, BadFilterStateIsRefusedWithAMessage) {
    BloomLab lab;
    nlohmann::json bad = lab.saveState();
    bad["filters"] = {{"kind", "cuckoo"}, {"cuckoo", {{"fingerprint_bits", 40}}}};
    EXPECT_FALSE(lab.loadState(bad).isEmpty());
    bad["filters"] = {{"kind", "quotient"}};
    EXPECT_TRUE(lab.loadState(bad).contains(QStringLiteral("kind")));
    bad["filters"] = {{"kind", "cuckoo"}, {"cuckoo", {{"n", 100000}}}};
    EXPECT_FALSE(lab.loadState(bad).isEmpty());
}

// Every "0x…" on a canvas, at every step, has ceil(f/4) digits; returns how many were read.
int expectHexWidth(BloomLab& lab, FilterCanvas* view, int digits) {
    static const QRegularExpression hex(QStringLiteral("0x([0-9a-f]+)"));
    int seen = 0;
    for (int i = 0; i <= lab.player()->count(); ++i) {
        lab.player()->setIndex(i);
        for (auto m = hex.globalMatch(view->lines().join('\n')); m.hasNext();) {
            EXPECT_EQ(m.next().captured(1).size(), digits) << i;
            ++seen;
        }
    }
    return seen;
}

TEST(BloomFilters, FingerprintsShowAtTheirWidthInEveryStep) {
    for (const int f : {8, 12, 16}) {
        BloomLab lab;
        newCuckoo(lab, 8, f, 2, 20);
        for (int i = 0; i < 12; ++i) // kicks, then the stash
            type(lab, word(i), lab.insertButton());
        lab.player()->pause();
        EXPECT_GT(expectHexWidth(lab, lab.cuckooView(), (f + 3) / 4), 3) << f;
    }
    BloomLab lab;
    choose(lab, FilterKind::Xor);
    lab.filtersParams()->xorBits()->setCurrentIndex(lab.filtersParams()->xorBits()->findData(16));
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    for (int i = 0; i < 6; ++i)
        type(lab, word(i), lab.insertButton());
    QTest::mouseClick(lab.buildButton(), Qt::LeftButton);
    lab.player()->pause();
    EXPECT_GT(expectHexWidth(lab, lab.xorView(), 4), 6);
}

// The header's numbers against the formulas, computed here from the sub-filters' sizes.
TEST(BloomFilters, ScalableShowsExactExpectedDesignBoundAndItsOwnBits) {
    BloomLab lab;
    choose(lab, FilterKind::Scalable);
    lab.filtersParams()->scalableInitial()->setValue(2);
    lab.filtersParams()->scalableP()->setValue(0.1);
    lab.filtersParams()->scalableTightening()->setValue(0.8);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    for (int i = 0; i < 9; ++i)
        type(lab, word(i), lab.insertButton());
    const ScalableBloomFilter& f = *lab.filtersModel()->snapshot().scalable;
    double pass = 1, design = 1, bits = 1;
    const QStringList rows = lab.scalableView()->rowTexts();
    const QLocale loc;
    for (std::size_t i = 0; i < f.stageCount(); ++i) {
        const ScalableStage st = f.stages()[i];
        const double fp =
            std::pow(1 - std::pow(1 - 1.0 / double(st.slice), double(st.stored)), double(st.k));
        pass *= 1 - fp;
        design *= 1 - 0.1 * std::pow(0.8, double(i));
        // The rate of these very bits: a stranger's bit in slice j is set with the fraction of
        // slice j that is set.
        const SlicedFilter& sf = f.filters()[i];
        double passesAll = 1;
        for (unsigned j = 0; j < sf.k(); ++j) {
            std::uint64_t set = 0;
            for (std::uint64_t b = 0; b < sf.sliceBits(); ++b)
                set += sf.bit(j * sf.sliceBits() + b);
            passesAll *= double(set) / double(sf.sliceBits());
        }
        bits *= 1 - passesAll;
        EXPECT_TRUE(rows[int(i)].contains(
            QStringLiteral("FP_%1 = %2").arg(i).arg(loc.toString(fp, 'g', 3))))
            << rows[int(i)].toStdString();
        EXPECT_TRUE(
            rows[int(i)].contains(QStringLiteral("%1 slices × %2 bits").arg(st.k).arg(st.slice)));
    }
    bits = 1 - bits;
    EXPECT_DOUBLE_EQ(bits, f.stateFp());
    const QString text = lab.scalableView()->lines().join('\n');
    for (const double v : {1 - pass, 1 - design, 0.1 / (1 - 0.8), bits})
        EXPECT_TRUE(text.contains(loc.toString(100 * v, 'f', 2) + QStringLiteral(" %")))
            << v << "\n"
            << text.toStdString();
    EXPECT_LT(1 - pass, 1 - design);
}

} // namespace
