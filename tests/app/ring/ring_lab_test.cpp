// The ring lab driven as a user drives it: type a node name, click Add, step the stages, undo.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_test_access.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include "hashlab/ring/analysis.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState fourNodes(int keys = 5000) {
    RingState s;
    s.config.vnodes = 20;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = keys;
    return s;
}

struct Fixture {
    RingLab lab;
    Fixture() {
        EXPECT_TRUE(lab.model()->resetTo(fourNodes()).isEmpty());
        lab.resize(1400, 900);
        lab.show();
        QCoreApplication::processEvents();
    }
    std::vector<std::string> ownerNames() const {
        const auto s = lab.model()->snapshot();
        std::vector<std::string> out;
        for (auto o : s->owners)
            out.push_back(s->placement->config().nodes[o].name);
        return out;
    }
    void addThroughGui(const QString& name, const QString& weight = QStringLiteral("1")) {
        lab.controls()->nameEdit()->clear();
        QTest::keyClicks(lab.controls()->nameEdit(), name);
        lab.controls()->weightEdit()->setText(weight);
        QTest::mouseClick(lab.controls()->addButton(), Qt::LeftButton);
    }
};

TEST(RingLab, AddingANodeThroughTheFormReportsTheMovedKeysInModelAndCounter) {
    Fixture f;
    f.addThroughGui(QStringLiteral("E"));
    const auto s = f.lab.model()->snapshot();
    ASSERT_TRUE(s->hasChange);
    EXPECT_EQ(s->placement->nodeCount(), 5u);

    // Independently of the model: the same keys under both configurations.
    ring::Config before = fourNodes().config, after = before;
    after.nodes.push_back({"E", 1});
    auto pa = ring::build(before), pb = ring::build(after);
    auto hashes = (*pa)->hashKeys(ring::KeySource::generated(5000));
    std::uint64_t moved = 0;
    for (auto h : *hashes) {
        const auto& a = before.nodes[(*pa)->lookup(h)].name;
        const auto& b = after.nodes[(*pb)->lookup(h)].name;
        if (a != b) {
            EXPECT_EQ(b, "E");
            ++moved;
        }
    }
    EXPECT_EQ(s->migration.moved, moved);

    const QLocale loc;
    auto pct = [&](double v) { return loc.toString(100.0 * v, 'f', 1) + QStringLiteral(" %"); };
    const QString expected =
        QStringLiteral("moved %1 of %2 (%3) — ideal %4 — modulo would move %5")
            .arg(loc.toString(qulonglong(moved)), loc.toString(5000),
                 pct(static_cast<double>(moved) / 5000.0), pct(0.2), pct(s->moduloMovedFraction));
    EXPECT_EQ(f.lab.counterLabel()->text(), expected);
    EXPECT_GT(s->moduloMovedFraction, 0.7); // 4 -> 5 buckets: 80 % expected
    EXPECT_EQ(f.lab.undoStack()->count(), 1);
}

TEST(RingLab, UndoRestoresThePreviousOwnersAndRedoTheNewOnes) {
    Fixture f;
    const auto before = f.ownerNames();
    f.addThroughGui(QStringLiteral("E"));
    const auto after = f.ownerNames();
    EXPECT_NE(before, after);
    f.lab.undoStack()->undo();
    EXPECT_EQ(f.ownerNames(), before);
    EXPECT_EQ(f.lab.model()->state().config.nodes.size(), 4u);
    // The undo is itself a change: exactly E's keys go back.
    std::uint64_t ownedByE = 0;
    for (const auto& name : after)
        ownedByE += name == "E";
    EXPECT_EQ(f.lab.model()->snapshot()->migration.moved, ownedByE);
    f.lab.undoStack()->redo();
    EXPECT_EQ(f.ownerNames(), after);
}

TEST(RingLab, StagesStepBackAndForthThroughTheTrace) {
    Fixture f;
    f.addThroughGui(QStringLiteral("E"));
    StepPlayer* player = f.lab.player();
    ASSERT_EQ(player->count(), 3);
    EXPECT_EQ(player->index(), 3);
    EXPECT_EQ(f.lab.view()->step(), 3);
    const auto& summary = f.lab.model()->snapshot()->trace.summary;
    player->stepBack();
    EXPECT_EQ(f.lab.view()->step(), 2);
    EXPECT_TRUE(f.lab.stageLabel()->text().contains(QString::fromStdString(summary[1].english())));
    player->stepBack();
    EXPECT_TRUE(f.lab.stageLabel()->text().contains(QString::fromStdString(summary[0].english())));
    EXPECT_TRUE(f.lab.stageLabel()->text().contains(QStringLiteral("20 points appear")));
    player->toStart();
    EXPECT_EQ(f.lab.view()->step(), 0);
    player->stepForward();
    EXPECT_EQ(f.lab.view()->step(), 1);
    player->toEnd();
    EXPECT_EQ(f.lab.view()->step(), 3);
}

TEST(RingLab, MovedKeyDotsChangeFromTheOldOwnersColourToTheNewOne) {
    Fixture f;
    f.addThroughGui(QStringLiteral("E"));
    f.lab.settleForExport();
    const auto s = f.lab.model()->snapshot();
    ASSERT_FALSE(s->trace.keys.empty());
    const auto k = s->trace.keys.front().key;
    const QColor e = f.lab.model()->nodeColor("E");
    const QColor old = f.lab.model()->nodeColor(s->migration.fromNodes[s->migration.before[k]]);
    auto near = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <
               40;
    };
    const QPoint p = RingViewTestAccess::keyPosition(*f.lab.view(), k).toPoint();
    f.lab.player()->toEnd();
    f.lab.view()->setAnimation(1.0);
    EXPECT_TRUE(near(f.lab.view()->grab().toImage().pixelColor(p), e));
    f.lab.player()->toStart();
    const QColor before = f.lab.view()->grab().toImage().pixelColor(p);
    EXPECT_TRUE(near(before, old))
        << before.name().toStdString() << " vs " << old.name().toStdString();
    EXPECT_FALSE(near(before, e));
}

TEST(RingLab, RefusedInputShowsAnInlineMessageAndChangesNothing) {
    Fixture f;
    const RingState before = f.lab.model()->state();
    f.addThroughGui(QStringLiteral("A"));
    EXPECT_TRUE(f.lab.controls()->message()->isError());
    EXPECT_TRUE(f.lab.controls()->message()->text().contains(QStringLiteral("already exists")));
    f.addThroughGui(QStringLiteral("F"), QStringLiteral("abc"));
    EXPECT_TRUE(f.lab.controls()->message()->text().contains(QStringLiteral("not a number")));
    f.addThroughGui(QStringLiteral("F"), QStringLiteral("0"));
    EXPECT_TRUE(f.lab.controls()->message()->isError());
    EXPECT_EQ(f.lab.model()->state(), before);
    EXPECT_EQ(f.lab.undoStack()->count(), 0);
    // Jump cannot remove a middle bucket.
    EXPECT_TRUE(f.lab.model()->setAlgo(ring::Algo::Jump).isEmpty());
    EXPECT_EQ(f.lab.model()->state().config.algo, ring::Algo::Jump);
    f.lab.controls()->nodeList()->setCurrentRow(1);
    QTest::mouseClick(f.lab.controls()->removeButton(), Qt::LeftButton);
    EXPECT_TRUE(f.lab.controls()->message()->text().contains(QStringLiteral("last bucket")));
    EXPECT_EQ(f.lab.model()->state().config.nodes.size(), 4u);
}

TEST(RingLab, FailingANodeMovesExactlyItsKeys) {
    Fixture f;
    const auto loadB = f.lab.model()->snapshot()->load.counts[1];
    f.lab.controls()->nodeList()->setCurrentRow(1);
    QTest::mouseClick(f.lab.controls()->failButton(), Qt::LeftButton);
    const auto s = f.lab.model()->snapshot();
    ASSERT_TRUE(s->hasChange);
    EXPECT_EQ(s->migration.moved, loadB);
    EXPECT_TRUE(f.lab.model()->state().isFailed("B"));
    f.lab.undoStack()->undo();
    EXPECT_FALSE(f.lab.model()->state().isFailed("B"));
}

TEST(RingLab, HoveringAKeyShowsItsHashWalkAndOwner) {
    Fixture f;
    f.lab.settleForExport();
    const auto s = f.lab.model()->snapshot();
    f.lab.view()->hoverAt(RingViewTestAccess::keyPosition(*f.lab.view(), 7));
    const QString text = f.lab.view()->hoverText();
    EXPECT_TRUE(text.contains(QStringLiteral("hash 0x"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("clockwise to"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("owner: "))) << text.toStdString();
    f.lab.view()->hoverAt(f.lab.view()->pointPosition(0));
    EXPECT_TRUE(f.lab.view()->hoverText().contains(QStringLiteral("arc share")))
        << f.lab.view()->hoverText().toStdString();
}

TEST(RingLab, StateRoundTripsAndBadStateIsRefusedWithoutChange) {
    Fixture f;
    f.addThroughGui(QStringLiteral("E"), QStringLiteral("2"));
    const nlohmann::json saved = f.lab.saveState();
    RingLab other;
    EXPECT_TRUE(other.loadState(saved).isEmpty());
    EXPECT_EQ(other.model()->state(), f.lab.model()->state());
    const RingState keep = other.model()->state();
    nlohmann::json bad = saved;
    bad["vnodes"] = 0;
    EXPECT_FALSE(other.loadState(bad).isEmpty());
    bad = saved;
    bad["nodes"][0]["name"] = "B";
    EXPECT_FALSE(other.loadState(bad).isEmpty());
    bad = saved;
    bad["keys"] = 5'000'000;
    EXPECT_FALSE(other.loadState(bad).isEmpty());
    EXPECT_EQ(other.model()->state(), keep);
}

// The rows that cannot make the lab's last change say so in their cells and under the table.
void expectOnlyThisRowCannot(RingLab& lab, const QString& algo) {
    lab.compareView()->run();
    lab.compareView()->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QTableWidget* t = lab.compareView()->table();
    ASSERT_EQ(t->rowCount(), static_cast<int>(ring::compareAlgos().size()));
    for (int r = 0; r < t->rowCount(); ++r) {
        const bool refused = t->item(r, 0)->text() == algo;
        EXPECT_EQ(t->item(r, 1)->text() == QStringLiteral("cannot"), refused) << r;
    }
    EXPECT_TRUE(lab.compareView()->notes()->text().contains(algo + QStringLiteral(" cannot")))
        << lab.compareView()->notes()->text().toStdString();
}

TEST(RingLab, CompareViewFillsEveryAlgorithmAndSaysWhereJumpCannot) {
    Fixture f;
    f.lab.controls()->nodeList()->setCurrentRow(1);
    QTest::mouseClick(f.lab.controls()->removeButton(), Qt::LeftButton); // B leaves: a middle node
    f.lab.model()->waitIdle();
    expectOnlyThisRowCannot(f.lab, QStringLiteral("jump"));
}

// A failed node is down, not gone (issue 30, item 2): jump keeps its bucket, whose keys the next
// live bucket serves; only Redis Cluster, which has no failed nodes here, cannot.
TEST(RingLab, CompareViewKeepsAFailedMiddleNodeInPlace) {
    Fixture f;
    f.lab.controls()->nodeList()->setCurrentRow(1);
    QTest::mouseClick(f.lab.controls()->failButton(), Qt::LeftButton); // B fails: a middle node
    f.lab.model()->waitIdle();
    expectOnlyThisRowCannot(f.lab, QStringLiteral("redis-cluster"));
}

TEST(RingLab, ManyKeysComputeInTheBackgroundAndDrawASample) {
    Fixture f;
    f.lab.model()->setKeyCount(300000);
    f.lab.model()->waitIdle();
    EXPECT_EQ(f.lab.model()->snapshot()->owners.size(), 300000u);
    EXPECT_EQ(f.lab.view()->drawnKeys(), 20000);
    EXPECT_TRUE(f.lab.sampleLabel()->text().contains(QStringLiteral("sample")));
}

} // namespace
