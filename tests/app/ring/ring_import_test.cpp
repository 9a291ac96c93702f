// File → Import… in the ring lab: a CSV of nodes with weights and racks replaces the nodes in one
// undoable step, read off the GUI thread; a bad line or too many nodes is refused with a message
// naming it, and nothing changes.
#include "labs/ring/ring_import_dialog.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "support/import_driver.h"

#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

using hashlab::test::importFile;

QString write(const QTemporaryDir& dir, const char* name, const QByteArray& text) {
    return hashlab::test::writeImportFile(dir, name, text);
}

TEST(RingImport, NodesWithWeightsAndRacksReplaceTheNodesInOneUndoableStep) {
    QTemporaryDir dir;
    RingLab lab;
    lab.model()->waitIdle();
    const RingState before = lab.model()->state();
    RingImportDialog d(lab.model());
    importFile(d, write(dir, "nodes.csv",
                        "name,weight,rack\ncache-1,2,east\ncache-2,,west\n"
                        "\"cache,3\",0.5,\n"));
    EXPECT_FALSE(d.message()->isError()) << d.message()->text().toStdString();
    EXPECT_EQ(d.result(), QDialog::Accepted);
    lab.model()->waitIdle();
    const RingState& s = lab.model()->state();
    ASSERT_EQ(s.config.nodes.size(), 3u);
    EXPECT_EQ(s.config.nodes[0], (ring::Node{"cache-1", 2}));
    EXPECT_EQ(s.config.nodes[1], (ring::Node{"cache-2", 1}));
    EXPECT_EQ(s.config.nodes[2], (ring::Node{"cache,3", 0.5}));
    EXPECT_EQ(s.rackOf("cache-1"), "east");
    EXPECT_EQ(s.rackOf("cache-2"), "west");
    EXPECT_EQ(s.rackOf("cache,3"), "default");
    EXPECT_EQ(lab.model()->snapshot()->placement->nodeCount(), 3u);
    lab.model()->undoStack()->undo();
    lab.model()->waitIdle();
    EXPECT_EQ(lab.model()->state(), before);
}

TEST(RingImport, ABadLineOrTooManyNodesIsRefusedNamingItAndChangesNothing) {
    QTemporaryDir dir;
    RingLab lab;
    lab.model()->waitIdle();
    const RingState before = lab.model()->state();
    RingImportDialog d(lab.model());
    importFile(d, write(dir, "bad.csv", "name,weight\nA,1\nB,heavy\n"));
    EXPECT_TRUE(d.message()->isError());
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("line 3")))
        << d.message()->text().toStdString();
    EXPECT_EQ(lab.model()->state(), before);

    QByteArray many;
    for (int i = 0; i < 65; ++i)
        many += "n" + QByteArray::number(i) + "\n";
    importFile(d, write(dir, "many.csv", many));
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("64")))
        << d.message()->text().toStdString();
    EXPECT_EQ(lab.model()->state(), before);

    importFile(d, dir.filePath(QStringLiteral("missing.csv")));
    EXPECT_TRUE(d.message()->text().startsWith(QStringLiteral("file: cannot open")));
    EXPECT_EQ(lab.model()->state(), before);
    EXPECT_EQ(lab.model()->undoStack()->count(), 0);
}

} // namespace
