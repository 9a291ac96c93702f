// The request panel and the replica lines (live copies, who takes over a failed primary) follow
// the step player like the load chart: stepping back through a failure shows the requests and
// copies of the state before it, recomputed here from core for that state.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_request_panel.h"
#include "shell/step_player.h"
#include "support/bar_heights.h"

#include "hashlab/ring/replication.h"
#include "hashlab/ring/workload.h"

#include <QLabel>
#include <QLocale>
#include <QTest>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <map>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState fiveNodes() {
    RingState s;
    s.config.vnodes = 30;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}, {"E", 1}};
    s.keyCount = 3000;
    s.replicas = 2;
    s.workload.on = true;
    s.workload.requests = 40'000;
    s.workload.capacity = 9'000;
    return s;
}

// Requests per node name for `s`, from core alone.
std::map<QString, double> expectedRequests(const RingState& s, ring::RequestLoad* load = nullptr) {
    auto p = ring::build(s.activeConfig());
    const auto hashes = *(*p)->hashKeys(labKeys(s));
    std::vector<std::uint32_t> owners(hashes.size());
    (*p)->assign(hashes, owners);
    const auto perKey = ring::sampleRequests(s.workload.workload(), hashes.size(),
                                             s.workload.requests, s.workload.hot, s.workload.seed);
    const ring::RequestLoad r =
        ring::requestLoad(owners, perKey, (*p)->nodeCount(), s.workload.capacity);
    if (load)
        *load = r;
    std::map<QString, double> out;
    for (std::size_t i = 0; i < r.perNode.size(); ++i)
        out[QString::fromStdString(s.activeConfig().nodes[i].name)] =
            static_cast<double>(r.perNode[i]);
    return out;
}

ring::ReplicaReport expectedCopies(const RingState& s) {
    auto p = ring::build(s.config);
    const auto hashes = *(*p)->hashKeys(labKeys(s));
    return ring::replicate(**p, s.replicaSetup(), hashes, false);
}

// The request chart's bars: node name (without the over-capacity mark) -> height.
std::map<QString, double> bars(RingRequestPanel* panel) {
    return hashlab::test::barHeights(panel->plot(), QStringLiteral(" !"));
}

TEST(RingStageRequests, StepsBackToTheRequestsAndCopiesBeforeAFailure) {
    RingLab lab;
    const RingState before = fiveNodes();
    ASSERT_TRUE(lab.model()->resetTo(before).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    lab.model()->waitIdle();
    auto* panel = lab.loadPanel()->findChild<RingRequestPanel*>();
    ASSERT_TRUE(panel);
    ASSERT_TRUE(lab.model()->setFailed(QStringLiteral("C"), true).isEmpty());
    lab.model()->waitIdle();
    RingState after = before;
    after.failed = {"C"};

    ring::RequestLoad loadBefore, loadAfter;
    const auto reqBefore = expectedRequests(before, &loadBefore);
    const auto reqAfter = expectedRequests(after, &loadAfter);
    ASSERT_NE(reqBefore, reqAfter);
    const ring::ReplicaReport copiesAfter = expectedCopies(after);
    ASSERT_GT(copiesAfter.underReplicated, 0u);
    const QLocale loc;
    QLabel* copies = lab.controls()->replicaCounts();
    StepPlayer* player = lab.player();

    EXPECT_EQ(bars(panel), reqAfter);
    EXPECT_TRUE(copies->text().contains(QStringLiteral("C failed: ")))
        << copies->text().toStdString();
    EXPECT_TRUE(
        copies->text().startsWith(QStringLiteral("%1 of 3,000 keys have fewer than 2 live copies")
                                      .arg(loc.toString(qulonglong(copiesAfter.underReplicated)))));

    // Stages 2, 1 and 0: the keys have not moved yet, so neither have their requests or copies.
    for (int stage : {2, 1, 0}) {
        player->stepBack();
        ASSERT_EQ(player->index(), stage);
        EXPECT_EQ(bars(panel), reqBefore) << stage;
        EXPECT_TRUE(panel->statsLabel()->text().startsWith(
            QStringLiteral("40,000 requests · max %1 per node")
                .arg(loc.toString(qulonglong(loadBefore.max)))))
            << panel->statsLabel()->text().toStdString();
        EXPECT_EQ(copies->text(),
                  QStringLiteral("0 of 3,000 keys have fewer than 2 live copies; 0 have none"))
            << stage;
    }
    EXPECT_NE(loadBefore.max, loadAfter.max) << "the test cannot tell the two sides apart";

    player->toEnd();
    EXPECT_EQ(bars(panel), reqAfter);
    EXPECT_TRUE(
        panel->statsLabel()->text().startsWith(QStringLiteral("40,000 requests · max %1 per node")
                                                   .arg(loc.toString(qulonglong(loadAfter.max)))))
        << panel->statsLabel()->text().toStdString();
    EXPECT_TRUE(copies->text().contains(QStringLiteral("C failed: ")));
}

} // namespace
