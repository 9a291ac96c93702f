// Every panel of the ring lab shows the stage the player is on: at stage 0 the state before the
// change (a new node is not listed yet, a failing node still holds its keys), at the last stage the
// state after it. Key counts change when the keys move (stage 3); the node list and the legend's
// members change when the points appear or vanish (stage 1).
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_test_access.h"
#include "shell/language.h"
#include "shell/step_player.h"
#include "support/bar_heights.h"

#include "hashlab/ring/analysis.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <map>

namespace {

using namespace hashlab;
using namespace hashlab::app;

constexpr int kKeys = 5000;

RingState fourNodes() {
    RingState s;
    s.config.vnodes = 20;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = kKeys;
    return s;
}

// Keys per node name, computed here from the configuration alone (not read from the model).
std::map<QString, double> expectedLoad(const ring::Config& active) {
    auto placement = ring::build(active);
    auto hashes = (*placement)->hashKeys(ring::KeySource::generated(kKeys));
    std::map<QString, double> out;
    for (const auto& n : active.nodes)
        out[QString::fromStdString(n.name)] = 0;
    for (auto h : *hashes)
        out[QString::fromStdString(active.nodes[(*placement)->lookup(h)].name)] += 1;
    return out;
}

struct Page {
    RingLab lab;
    Page() {
        EXPECT_TRUE(lab.model()->resetTo(fourNodes()).isEmpty());
        lab.resize(1400, 900);
        lab.show();
        QCoreApplication::processEvents();
    }
    // The node names listed in the form, in order.
    QStringList listedNodes() const {
        QStringList out;
        QListWidget* list = lab.controls()->nodeList();
        for (int r = 0; r < list->count(); ++r)
            out << list->item(r)->text().section(QLatin1Char(' '), 0, 0);
        return out;
    }
    QStringList listedRows() const {
        QStringList out;
        QListWidget* list = lab.controls()->nodeList();
        for (int r = 0; r < list->count(); ++r)
            out << list->item(r)->text();
        return out;
    }
    // The load chart's bars: tick label -> bar height.
    std::map<QString, double> bars() const {
        return hashlab::test::barHeights(lab.loadPanel()->barsPlot());
    }
    void click(QPushButton* b) { QTest::mouseClick(b, Qt::LeftButton); }
};

TEST(RingStagePanels, AddingANodeShowsTheOldStateAtStageZeroAndTheNewAtTheEnd) {
    Page p;
    QTest::keyClicks(p.lab.controls()->nameEdit(), QStringLiteral("E"));
    p.click(p.lab.controls()->addButton());
    ring::Config before = fourNodes().config, after = before;
    after.nodes.push_back({"E", 1});
    const auto loadBefore = expectedLoad(before);
    const auto loadAfter = expectedLoad(after);
    StepPlayer* player = p.lab.player();
    ASSERT_EQ(player->count(), 3);

    player->toStart();
    const QStringList four = {"A", "B", "C", "D"};
    const QStringList five = {"A", "B", "C", "D", "E"};
    EXPECT_EQ(p.listedNodes(), four);
    EXPECT_EQ(p.bars(), loadBefore);
    QStringList legend = RingViewTestAccess::legendTexts(*p.lab.view());
    ASSERT_EQ(legend.size(), 5); // title + four nodes
    for (const QString& row : legend.mid(1))
        EXPECT_FALSE(row.startsWith(QLatin1Char('E'))) << row.toStdString();
    EXPECT_TRUE(legend[0].contains(QStringLiteral("80 points"))) << legend[0].toStdString();
    EXPECT_TRUE(legend[1].contains(
        QStringLiteral("%1 keys").arg(QLocale().toString(qulonglong(loadBefore.at("A"))))));
    EXPECT_FALSE(p.lab.counterLabel()->text().startsWith(QStringLiteral("moved ")))
        << p.lab.counterLabel()->text().toStdString();
    EXPECT_TRUE(p.lab.counterLabel()->text().contains(QStringLiteral("on 4 nodes")))
        << p.lab.counterLabel()->text().toStdString();

    // Stages 1 and 2: E's points are on the ring, but no key has moved yet.
    for (int stage : {1, 2}) {
        player->stepForward();
        ASSERT_EQ(player->index(), stage);
        EXPECT_EQ(p.listedNodes(), five) << stage;
        auto bars = p.bars();
        EXPECT_EQ(bars[QStringLiteral("E")], 0.0) << stage;
        bars.erase(QStringLiteral("E"));
        EXPECT_EQ(bars, loadBefore) << stage;
        legend = RingViewTestAccess::legendTexts(*p.lab.view());
        ASSERT_EQ(legend.size(), 6) << stage;
        EXPECT_TRUE(legend[0].contains(QStringLiteral("100 points"))) << legend[0].toStdString();
        EXPECT_TRUE(legend[5].startsWith(QLatin1Char('E')));
        EXPECT_TRUE(legend[5].contains(QStringLiteral(" 0 keys"))) << legend[5].toStdString();
        EXPECT_FALSE(p.lab.counterLabel()->text().startsWith(QStringLiteral("moved ")))
            << p.lab.counterLabel()->text().toStdString();
    }

    player->stepForward();
    ASSERT_EQ(player->index(), 3);
    EXPECT_EQ(p.listedNodes(), five);
    EXPECT_EQ(p.bars(), loadAfter);
    legend = RingViewTestAccess::legendTexts(*p.lab.view());
    ASSERT_EQ(legend.size(), 6);
    EXPECT_TRUE(legend[5].contains(
        QStringLiteral("%1 keys").arg(QLocale().toString(qulonglong(loadAfter.at("E"))))));
    EXPECT_TRUE(p.lab.counterLabel()->text().startsWith(QStringLiteral("moved ")));

    // And back again: stage 0 is the old state once more.
    player->toStart();
    EXPECT_EQ(p.listedNodes(), four);
    EXPECT_EQ(p.bars(), loadBefore);
}

TEST(RingStagePanels, AFailedNodeKeepsItsBarUntilItsKeysMove) {
    Page p;
    p.lab.controls()->nodeList()->setCurrentRow(1);
    p.click(p.lab.controls()->failButton());
    ring::Config before = fourNodes().config, after = before;
    after.nodes.erase(after.nodes.begin() + 1);
    const auto loadBefore = expectedLoad(before);
    const auto loadAfter = expectedLoad(after);
    StepPlayer* player = p.lab.player();

    player->toStart();
    EXPECT_EQ(p.bars(), loadBefore);
    EXPECT_FALSE(p.listedRows()[1].contains(QStringLiteral("failed")));
    EXPECT_FALSE(
        RingViewTestAccess::legendTexts(*p.lab.view())[2].contains(QStringLiteral("failed")));

    player->stepForward(); // B's points vanish: it is failed, but still holds its keys
    EXPECT_TRUE(p.listedRows()[1].contains(QStringLiteral("failed")));
    EXPECT_EQ(p.bars(), loadBefore);

    player->toEnd();
    EXPECT_EQ(p.bars(), loadAfter);
    EXPECT_TRUE(
        RingViewTestAccess::legendTexts(*p.lab.view())[2].contains(QStringLiteral("failed")));
}

TEST(RingStagePanels, TheStatusBarFollowsTheStep) {
    Page p;
    QString status;
    QObject::connect(&p.lab, &LabPage::statusMessage, [&](const QString& s) { status = s; });
    QTest::keyClicks(p.lab.controls()->nameEdit(), QStringLiteral("E"));
    p.click(p.lab.controls()->addButton());
    EXPECT_TRUE(status.startsWith(QStringLiteral("moved "))) << status.toStdString();
    p.lab.player()->toStart();
    EXPECT_EQ(status, p.lab.counterLabel()->text());
    EXPECT_FALSE(status.startsWith(QStringLiteral("moved "))) << status.toStdString();
}

TEST(RingStagePanels, ALanguageSwitchKeepsTheStageShown) {
    Page p;
    QTest::keyClicks(p.lab.controls()->nameEdit(), QStringLiteral("E"));
    p.click(p.lab.controls()->addButton());
    p.lab.player()->toStart();
    setLanguage(QStringLiteral("zh_CN"));
    const int index = p.lab.player()->index();
    const QStringList listed = p.listedNodes();
    setLanguage(QStringLiteral("en"));
    EXPECT_EQ(index, 0);
    EXPECT_EQ(listed, (QStringList{"A", "B", "C", "D"}));
    EXPECT_EQ(p.lab.player()->index(), 0);
    EXPECT_EQ(p.lab.stageLabel()->text(), QStringLiteral("Before the change."));
    EXPECT_TRUE(p.lab.counterLabel()->text().contains(QStringLiteral("on 4 nodes")));
}

} // namespace
