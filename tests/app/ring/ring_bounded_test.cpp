// Bounded loads in the ring lab: the user sets ε beside the algorithm, the load chart draws each
// node's capacity, and the hover says when a full node passed a key on.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"

#include "hashlab/ring/bounded.h"
#include "ring_test_access.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>
#include <qcustomplot.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState uneven(ring::Algo algo) {
    RingState s;
    s.config.algo = algo;
    s.config.vnodes = 2; // two points per node: the plain ring is far from even
    s.config.epsilon = Decimal{0, 0};
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = 3999;
    return s;
}

struct Fixture {
    RingLab lab;
    explicit Fixture(ring::Algo algo) {
        EXPECT_TRUE(lab.model()->resetTo(uneven(algo)).isEmpty());
        lab.resize(1400, 900);
        lab.show();
        QCoreApplication::processEvents();
        lab.settleForExport();
    }
};

TEST(RingBounded, EpsilonIsSetBesideTheAlgorithmAndUndoable) {
    Fixture f(ring::Algo::Ring);
    QDoubleSpinBox* eps = f.lab.controls()->epsilonBox();
    EXPECT_FALSE(eps->isVisible()); // only bounded has a slack
    QComboBox* algo = f.lab.controls()->algoBox();
    algo->setFocus();
    QTest::keyClicks(algo, QStringLiteral("bounded"));
    QCoreApplication::processEvents();
    ASSERT_EQ(f.lab.model()->state().config.algo, ring::Algo::Bounded);
    ASSERT_TRUE(eps->isVisible());
    EXPECT_DOUBLE_EQ(eps->value(), 0.0);
    eps->setFocus();
    eps->selectAll();
    QTest::keyClicks(eps, QStringLiteral("0.1"));
    QTest::keyClick(eps, Qt::Key_Enter);
    f.lab.model()->waitIdle();
    EXPECT_TRUE(f.lab.model()->state().config.epsilon == (Decimal{1, 1}));
    f.lab.model()->undoStack()->undo();
    f.lab.model()->waitIdle();
    EXPECT_TRUE(f.lab.model()->state().config.epsilon == (Decimal{0, 0}));
    EXPECT_DOUBLE_EQ(eps->value(), 0.0);
}

TEST(RingBounded, TheLoadChartDrawsEveryNodesCapacityAndNoBarPassesIt) {
    Fixture f(ring::Algo::Bounded);
    QCustomPlot* bars = f.lab.loadPanel()->barsPlot();
    // ε = 0, 3,999 keys, 4 equal nodes: capacity ⌈3999/4⌉ = 1,000 each.
    std::vector<double> caps;
    for (int i = 0; i < bars->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemLine*>(bars->item(i)))
            caps.push_back(line->start->coords().y());
    EXPECT_EQ(caps, std::vector<double>(4, 1000.0));
    for (int i = 0; i < bars->plottableCount(); ++i) {
        auto* bar = qobject_cast<QCPBars*>(bars->plottable(i));
        ASSERT_NE(bar, nullptr);
        EXPECT_LE(bar->data()->at(0)->value, 1000.0);
    }
    QStringList labels;
    for (int i = 0; i < bars->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(bars->item(i)))
            labels << text->text();
    EXPECT_EQ(labels, QStringList{QStringLiteral("capacity 1,000")});

    Fixture plain(ring::Algo::Ring);
    int lines = 0;
    for (int i = 0; i < plain.lab.loadPanel()->barsPlot()->itemCount(); ++i)
        lines += qobject_cast<QCPItemLine*>(plain.lab.loadPanel()->barsPlot()->item(i)) != nullptr;
    EXPECT_EQ(lines, 0);
}

TEST(RingBounded, HoveringAPassedOnKeyNamesTheFullNodeAndItsCapacity) {
    Fixture f(ring::Algo::Bounded);
    const auto s = f.lab.model()->snapshot();
    const ring::Placement& pl = *s->placement;
    int tried = 0, named = 0;
    for (std::size_t k = 0; k < s->owners.size() && tried < 20; ++k) {
        const std::uint64_t h = (*s->hashes)[k];
        if (ring::landingPoint(pl, h, s->owners[k]) == pl.pointIndexFor(h))
            continue; // stayed on its ring point
        ++tried;
        f.lab.view()->hoverAt(RingViewTestAccess::keyPosition(*f.lab.view(), k));
        const QString text = f.lab.view()->hoverText();
        const std::string owner = pl.config().nodes[s->owners[k]].name;
        if (text.contains(
                QStringLiteral("was full (capacity 1,000 keys), so the key went on to")) &&
            text.contains(QStringLiteral("owner: %1").arg(QString::fromStdString(owner))))
            ++named;
    }
    ASSERT_GT(tried, 0) << "with ε = 0 and two points per node some key must be passed on";
    EXPECT_GT(named, tried / 2); // a neighbouring dot may win the hover now and then
}

} // namespace
