// Skewed load in the ring lab window: the user picks Zipf, a hot key with a share of the
// requests and a per-node capacity; the request panel shows the load per node as core measures
// it, flags nodes over capacity in words, and under bounded loads says the hot key cannot be
// split. The workload is undoable and saved in scenarios (old files: off).
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_request_panel.h"
#include "labs/ring/ring_workload_controls.h"

#include "hashlab/ring/workload.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState fourNodes() {
    RingState s;
    s.config.vnodes = 50;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = 2000;
    return s;
}

void settle(RingLab& lab) {
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
}

void type(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Enter);
}

// Requests per node from core for the lab's state: the same draws, the same owners.
ring::RequestLoad expected(const RingLab& lab) {
    const RingState& s = lab.model()->state();
    const auto snap = lab.model()->snapshot();
    const auto perKey = ring::sampleRequests(s.workload.workload(), s.keyCount, s.workload.requests,
                                             s.workload.hot, s.workload.seed);
    auto pl = ring::build(s.activeConfig());
    std::vector<std::uint32_t> owners(snap->hashes->size());
    (*pl)->assign(*snap->hashes, owners);
    return ring::requestLoad(owners, perKey, (*pl)->nodeCount(), s.workload.capacity);
}

TEST(RingRequests, ZipfWithAHotKeyAndACapacityFlagsTheNodesCoreFlags) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(fourNodes()).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    settle(lab);
    auto* w = lab.controls()->findChild<RingWorkloadControls*>();
    auto* panel = lab.loadPanel()->findChild<RingRequestPanel*>();
    ASSERT_TRUE(w && panel);
    EXPECT_FALSE(panel->isVisibleTo(lab.loadPanel()));

    w->kindBox()->setCurrentIndex(2); // Zipf
    emit w->kindBox()->activated(2);
    settle(lab);
    ASSERT_TRUE(lab.model()->state().workload.on);
    type(w->requestsBox(), QStringLiteral("200000"));
    type(w->hotShareBox(), QStringLiteral("30"));
    type(w->hotKeyBox(), QStringLiteral("17"));
    type(w->capacityBox(), QStringLiteral("60000"));
    settle(lab);
    const RingWorkload& wl = lab.model()->state().workload;
    EXPECT_EQ(wl.kind, ring::Workload::Kind::Zipf);
    EXPECT_DOUBLE_EQ(wl.s, 0.99);
    EXPECT_EQ(wl.requests, 200'000u);
    EXPECT_DOUBLE_EQ(wl.hot.share, 0.3);
    EXPECT_EQ(wl.hot.key, 17u);
    EXPECT_EQ(wl.capacity, 60'000u);
    EXPECT_TRUE(panel->isVisibleTo(lab.loadPanel()));

    const auto snap = lab.model()->snapshot();
    ASSERT_TRUE(snap->requestLoad);
    const ring::RequestLoad want = expected(lab);
    EXPECT_EQ(snap->requestLoad->perNode, want.perNode);
    EXPECT_EQ(want.total, 200'000u);
    // key-17 draws its 60,000 injected requests plus its Zipf share: its node is over 60,000.
    EXPECT_EQ((*snap->requests)[17],
              60'000u + ring::sampleRequests(wl.workload(), 2000, 140'000, wl.seed)[17]);
    const std::uint32_t hotNode = snap->owners[17];
    ASSERT_FALSE(want.overCapacity.empty());
    EXPECT_NE(std::find(want.overCapacity.begin(), want.overCapacity.end(), hotNode),
              want.overCapacity.end());
    const QLocale loc;
    const QString stats = panel->statsLabel()->text();
    const QString hotName = QString::fromStdString(lab.model()->state().config.nodes[hotNode].name);
    EXPECT_TRUE(stats.contains(
        QStringLiteral("hottest key key-17: %1 requests, on %2")
            .arg(loc.toString(static_cast<qulonglong>((*snap->requests)[17])), hotName)))
        << stats.toStdString();
    EXPECT_TRUE(stats.contains(
        QStringLiteral("over capacity (60,000 requests): %1 (%2)")
            .arg(hotName, loc.toString(static_cast<qulonglong>(want.perNode[hotNode])))))
        << stats.toStdString();
    EXPECT_TRUE(panel->boundedLabel()->text().isEmpty()); // ring, not bounded

    // Bounded loads: keys are evened out, the hot key's node still carries it all.
    ASSERT_TRUE(lab.model()->setAlgo(ring::Algo::Bounded).isEmpty());
    settle(lab);
    const auto b = lab.model()->snapshot();
    const std::uint32_t owner = b->owners[17];
    const QString bounded = panel->boundedLabel()->text();
    EXPECT_TRUE(bounded.contains(QStringLiteral("cannot split one hot key")));
    EXPECT_TRUE(bounded.contains(
        QStringLiteral("key-17 alone draws %1 requests, all on %2; %2 serves %3 requests against "
                       "a capacity of 60,000")
            .arg(loc.toString(static_cast<qulonglong>((*b->requests)[17])),
                 QString::fromStdString(lab.model()->state().config.nodes[owner].name),
                 loc.toString(static_cast<qulonglong>(b->requestLoad->perNode[owner])))))
        << bounded.toStdString();
    EXPECT_GT(b->requestLoad->perNode[owner], 60'000u);
    lab.grab();

    // Undo: bounded, then capacity, hot key, share, requests, then Zipf: the workload is off.
    for (int i = 0; i < 6; ++i)
        lab.model()->undoStack()->undo();
    settle(lab);
    EXPECT_FALSE(lab.model()->state().workload.on);
    EXPECT_FALSE(lab.model()->snapshot()->requestLoad);
    EXPECT_EQ(w->kindBox()->currentIndex(), 0);
}

TEST(RingRequests, BadWorkloadsAreRefusedAndScenariosKeepTheWorkload) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(fourNodes()).isEmpty());
    RingWorkload w;
    w.on = true;
    w.hot = {2000, 0.5}; // key-2000 does not exist with 2,000 keys
    EXPECT_FALSE(lab.model()->setWorkload(w).isEmpty());
    w.hot = {50, 0.5};
    w.requests = ringlimits::kMaxGuiRequests + 1;
    EXPECT_FALSE(lab.model()->setWorkload(w).isEmpty());
    EXPECT_EQ(lab.model()->undoStack()->count(), 0);
    w.requests = 5000;
    w.capacity = 900;
    ASSERT_TRUE(lab.model()->setWorkload(w).isEmpty());
    // Fewer keys than the hot key's index: refused.
    EXPECT_FALSE(lab.model()->setKeyCount(10).isEmpty());

    const nlohmann::json j = lab.model()->state().toJson();
    EXPECT_EQ(j.at("workload").at("kind"), "zipf");
    auto back = RingState::fromJson(j);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, lab.model()->state());
    nlohmann::json old = j;
    old.erase("workload");
    EXPECT_FALSE(RingState::fromJson(old)->workload.on);
    nlohmann::json bad = j;
    bad["workload"]["hot"]["share"] = 2;
    EXPECT_EQ(RingState::fromJson(bad).error().parameter, "hot-share");
}

} // namespace
