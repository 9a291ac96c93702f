// One scenario through the window and the command line (issue 30, item 1): with failed nodes,
// the load per node, the requests per node and the keys a join moves are the same numbers in
// both, counted at the node that serves each key (a failed node's keys at its takeover node).
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"

#include "support/run_json.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLocale>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

struct Scenario {
    const char* name;
    ring::Algo algo;
    int replicas;
    bool rackAware;
};

class RingServingAgreement : public ::testing::TestWithParam<Scenario> {};

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v)
        out += (out.empty() ? "" : ",") + s;
    return out;
}

TEST_P(RingServingAgreement, WindowAndCommandLineCountWhoServes) {
    const Scenario& sc = GetParam();
    RingState s;
    s.config.algo = sc.algo;
    s.config.vnodes = 40;
    std::vector<std::string> names, racks;
    for (int i = 1; i <= 8; ++i) {
        names.push_back("cache0" + std::to_string(i));
        s.config.nodes.push_back({names.back(), 1});
        s.racks[names.back()] = "r" + std::to_string(i % 3);
        racks.push_back(names.back() + ":" + s.racks[names.back()]);
    }
    s.failed = {"cache01", "cache05"};
    s.keyCount = 4000;
    s.replicas = sc.replicas;
    s.rackAware = sc.rackAware;
    s.workload.on = true;
    s.workload.kind = ring::Workload::Kind::Zipf;
    s.workload.s = 0.99;
    s.workload.requests = 50'000;
    s.workload.seed = 3;

    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1200, 800);
    lab.show();
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    const auto before = lab.model()->snapshot();
    ASSERT_TRUE(lab.model()->addNode(QStringLiteral("cache09"), 1).isEmpty());
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    const auto after = lab.model()->snapshot();
    ASSERT_TRUE(after && after->hasChange && after->requestLoad && before->requestLoad);

    std::vector<std::string> args = {"ring",
                                     "--nodes",
                                     join(names),
                                     "--algo",
                                     std::string(ring::algoName(sc.algo)),
                                     "--keys",
                                     "4000",
                                     "--fail",
                                     "cache01,cache05",
                                     "--replicas",
                                     std::to_string(sc.replicas),
                                     "--racks",
                                     join(racks),
                                     "--workload",
                                     "zipf:0.99",
                                     "--requests",
                                     "50000",
                                     "--seed",
                                     "3",
                                     "--add",
                                     "cache09"};
    if (sc.algo == ring::Algo::Ring)
        args.insert(args.end(), {"--vnodes", "40"});
    if (sc.rackAware)
        args.push_back("--rack-aware");
    const nlohmann::json j = hashlab::test::runJson(args);
    ASSERT_FALSE(j.is_null());

    // The window's panels list the live nodes, in node order.
    auto expectSame = [&](const nlohmann::json& side, const RingSnapshot& snap) {
        const ring::Config& live = snap.placement->config();
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < live.nodes.size(); ++i) {
            const std::string& n = live.nodes[i].name;
            EXPECT_EQ(side["load"][n].get<std::uint64_t>(), snap.load.counts[i]) << n;
            EXPECT_EQ(side["requests"]["load"][n].get<std::uint64_t>(),
                      snap.requestLoad->perNode[i])
                << n;
            total += snap.load.counts[i];
        }
        EXPECT_EQ(total, 4000u); // every key is served by a live node
        for (const std::string& f : s.failed)
            EXPECT_EQ(side["load"][f], 0) << f << " is down: it serves nothing";
        EXPECT_DOUBLE_EQ(side["max_over_mean"].get<double>(), snap.load.maxOverMean);
        EXPECT_DOUBLE_EQ(side["requests"]["max_over_mean"].get<double>(),
                         snap.requestLoad->maxOverMean);
    };
    expectSame(j, *before);
    expectSame(j["after"], *after);
    EXPECT_EQ(j["after"]["moved"].get<std::uint64_t>(), after->migration.moved);
    EXPECT_DOUBLE_EQ(j["after"]["ideal_fraction"].get<double>(), after->migration.idealFraction);
    // The counter the user reads says the same.
    const QString moved = QLocale().toString(j["after"]["moved"].get<qulonglong>());
    EXPECT_TRUE(lab.counterLabel()->text().startsWith(QStringLiteral("moved %1 of").arg(moved)))
        << lab.counterLabel()->text().toStdString();
    // The owners' counts stay in placement_load: a failed node still owns its keys.
    EXPECT_GT(j["placement_load"]["cache01"].get<std::uint64_t>(), 0u);
}

INSTANTIATE_TEST_SUITE_P(Placements, RingServingAgreement,
                         ::testing::Values(Scenario{"Ring", ring::Algo::Ring, 1, false},
                                           Scenario{"RingRackAware", ring::Algo::Ring, 3, true},
                                           Scenario{"Jump", ring::Algo::Jump, 2, false},
                                           Scenario{"Maglev", ring::Algo::Maglev, 1, false}),
                         [](const ::testing::TestParamInfo<Scenario>& i) {
                             return std::string(i.param.name);
                         });

} // namespace
