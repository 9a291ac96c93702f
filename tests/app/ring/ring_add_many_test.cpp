// "Number of nodes": add N auto-named nodes in one undoable step, as a lecturer sets up a bigger
// ring without typing names; refused counts leave an inline explanation and change nothing.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/inline_message.h"

#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace hashlab;
using namespace hashlab::app;

struct Page {
    RingLab lab;
    Page() {
        RingState s;
        s.config.vnodes = 10;
        s.config.nodes = {{"A", 1}, {"C", 2}, {"n1", 1}};
        s.keyCount = 3000;
        EXPECT_TRUE(lab.model()->resetTo(s).isEmpty());
        lab.resize(1280, 720);
        lab.show();
        QCoreApplication::processEvents();
    }
    void addMany(const QString& typed) {
        QSpinBox* box = lab.controls()->countBox();
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, typed);
        QTest::mouseClick(lab.controls()->addManyButton(), Qt::LeftButton);
    }
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& n : lab.model()->state().config.nodes)
            out.push_back(n.name);
        return out;
    }
};

TEST(RingAddMany, AddsNAutoNamedNodesInOneUndoableStep) {
    Page p;
    const RingState before = p.lab.model()->state();
    p.addMany(QStringLiteral("4"));
    EXPECT_FALSE(p.lab.controls()->message()->isError())
        << p.lab.controls()->message()->text().toStdString();
    // Free names in order, skipping the ones taken (A and C).
    EXPECT_EQ(p.names(), (std::vector<std::string>{"A", "C", "n1", "B", "D", "E", "F"}));
    for (std::size_t i = 3; i < 7; ++i)
        EXPECT_EQ(p.lab.model()->state().config.nodes[i].weight, 1.0);
    const auto s = p.lab.model()->snapshot();
    ASSERT_TRUE(s->hasChange); // a node change: the migration to the seven nodes is shown
    EXPECT_EQ(s->placement->nodeCount(), 7u);
    EXPECT_EQ(p.lab.undoStack()->count(), 1);
    EXPECT_EQ(p.lab.controls()->addManyButton()->toolTip(), QStringLiteral("Add 4 nodes"));

    // Saved in a scenario as the change on show: the nodes before it, then the nodes that
    // resulted (so a reopened page shows the same migration).
    const nlohmann::json saved = p.lab.saveState();
    ASSERT_EQ(saved.at("nodes").size(), 3u);
    ASSERT_EQ(saved.at("change").at("nodes").size(), 7u);
    EXPECT_EQ(saved.at("change").at("nodes")[6].at("name"), "F");
    RingLab other;
    EXPECT_TRUE(other.loadState(saved).isEmpty());
    EXPECT_EQ(other.model()->state(), p.lab.model()->state());

    p.lab.undoStack()->undo(); // one step takes all four away
    EXPECT_EQ(p.lab.model()->state(), before);
    p.lab.undoStack()->redo();
    EXPECT_EQ(p.names().size(), 7u);
}

TEST(RingAddMany, MoreThanTheLimitIsRefusedWithAnInlineReason) {
    Page p;
    const RingState before = p.lab.model()->state();
    p.addMany(QStringLiteral("62")); // 3 + 62 > 64
    EXPECT_TRUE(p.lab.controls()->message()->isError());
    EXPECT_TRUE(p.lab.controls()->message()->text().contains(QStringLiteral("at most 61 more")))
        << p.lab.controls()->message()->text().toStdString();
    EXPECT_EQ(p.lab.model()->state(), before);
    EXPECT_EQ(p.lab.undoStack()->count(), 0);
    p.addMany(QStringLiteral("61")); // exactly up to the limit
    EXPECT_FALSE(p.lab.controls()->message()->isError());
    EXPECT_EQ(p.names().size(), 64u);
    const std::vector<std::string> all = p.names();
    const std::set<std::string> unique(all.begin(), all.end());
    EXPECT_EQ(unique.size(), 64u);
    p.addMany(QStringLiteral("1")); // full
    EXPECT_TRUE(p.lab.controls()->message()->isError());
    EXPECT_EQ(p.names().size(), 64u);
}

} // namespace
