// File → Import… brings the user's own keys into the ring lab: a key file (one key a line) or a
// column of a CSV with an optional request-count column. The keys replace the lab's in one
// undoable step and are saved in the scenario; a count column becomes the workload ("imported
// counts"), and the request chart and over-capacity flags then show exactly the file's counts
// summed per node, which this test adds up itself from core's placement of each key.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_import_dialog.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_request_panel.h"
#include "labs/ring/ring_workload_controls.h"
#include "shell/inline_message.h"
#include "support/bar_heights.h"
#include "support/import_driver.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace {

using namespace hashlab;
using namespace hashlab::app;

using hashlab::test::importFile;
using hashlab::test::writeImportFile;

RingState threeNodes() {
    RingState s;
    s.config.vnodes = 40;
    s.config.nodes = {{"A", 1}, {"B", 2}, {"C", 1}};
    s.keyCount = 500;
    return s;
}

// A hand-made CSV: a user column, an unrelated column, and a hits column (key i gets
// (i * 37) % 101 requests, "user:7" gets 5000).
QByteArray countedCsv(std::vector<std::string>& keys, std::vector<std::uint64_t>& counts) {
    QByteArray csv = "region,user,hits\n";
    for (int i = 0; i < 60; ++i) {
        const std::string key = "user:" + std::to_string(i);
        const std::uint64_t hits = i == 7 ? 5000 : static_cast<std::uint64_t>((i * 37) % 101);
        keys.push_back(key);
        counts.push_back(hits);
        csv += "eu,\"" + QByteArray::fromStdString(key) + "\"," + QByteArray::number(hits) + "\n";
    }
    return csv;
}

// The file's counts summed per node, each key placed by core on its own.
std::vector<std::uint64_t> perNode(const RingState& s, const std::vector<std::string>& keys,
                                   const std::vector<std::uint64_t>& counts) {
    auto p = ring::build(s.activeConfig());
    std::vector<std::uint64_t> out((*p)->nodeCount(), 0);
    for (std::size_t k = 0; k < keys.size(); ++k)
        out[(*p)->lookup(*(*p)->keyHash(keys[k]))] += counts[k];
    return out;
}

void chooseKind(RingImportDialog& d, int kind) {
    d.kindBox()->setCurrentIndex(d.kindBox()->findData(kind));
}

TEST(RingKeyImport, ACountColumnBecomesTheRequestLoadExactly) {
    QTemporaryDir dir;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(threeNodes()).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    const RingState before = lab.model()->state();
    std::vector<std::string> keys;
    std::vector<std::uint64_t> counts;
    const QByteArray csv = countedCsv(keys, counts);

    RingImportDialog d(lab.model());
    chooseKind(d, RingImportDialog::KeyCsv);
    QTest::keyClicks(d.columnEdit(), QStringLiteral("user"));
    QTest::keyClicks(d.countColumnEdit(), QStringLiteral("hits"));
    importFile(d, writeImportFile(dir, "keys.csv", csv));
    ASSERT_FALSE(d.message()->isError()) << d.message()->text().toStdString();
    lab.model()->waitIdle();
    const RingState& s = lab.model()->state();
    ASSERT_TRUE(s.keys.imported());
    EXPECT_EQ(*s.keys.list, keys);
    EXPECT_EQ(*s.keys.counts, counts);
    EXPECT_EQ(s.keyCount, 60);
    EXPECT_TRUE(s.workload.on && s.workload.counts);
    EXPECT_EQ(lab.controls()->findChild<QSpinBox*>(QStringLiteral("keys"))->value(), 60);

    // Requests per node: the file's counts summed over core's owner of each key.
    auto* w = lab.controls()->findChild<RingWorkloadControls*>();
    EXPECT_EQ(w->kindBox()->currentIndex(), 3);
    const std::vector<std::uint64_t> want = perNode(s, keys, counts);
    const auto snap = lab.model()->snapshot();
    ASSERT_TRUE(snap->requestLoad);
    EXPECT_EQ(snap->requestLoad->perNode, want);
    auto* panel = lab.loadPanel()->findChild<RingRequestPanel*>();
    ASSERT_TRUE(panel->isVisibleTo(lab.loadPanel()));
    EXPECT_EQ(hashlab::test::barHeights(panel->plot()),
              (std::map<QString, double>{{QStringLiteral("A"), static_cast<double>(want[0])},
                                         {QStringLiteral("B"), static_cast<double>(want[1])},
                                         {QStringLiteral("C"), static_cast<double>(want[2])}}));
    EXPECT_TRUE(panel->statsLabel()->text().contains(QStringLiteral("hottest key user:7: 5,000")))
        << panel->statsLabel()->text().toStdString();

    // A capacity between the loads: exactly the nodes above it are flagged.
    const std::uint64_t top = *std::max_element(want.begin(), want.end());
    const std::uint64_t capacity = top - 1;
    w->capacityBox()->setValue(static_cast<int>(capacity));
    lab.model()->waitIdle();
    std::vector<std::uint32_t> over;
    for (std::size_t n = 0; n < want.size(); ++n)
        if (want[n] > capacity)
            over.push_back(static_cast<std::uint32_t>(n));
    EXPECT_EQ(lab.model()->snapshot()->requestLoad->overCapacity, over);
    EXPECT_TRUE(lab.model()->state().workload.counts);

    // Saved and read back: the same keys and counts.
    auto back = RingState::fromJson(lab.model()->state().toJson());
    ASSERT_TRUE(back.ok()) << back.error().text();
    EXPECT_EQ(*back, lab.model()->state());

    // Undo twice: the capacity, then the import.
    lab.model()->undoStack()->undo();
    lab.model()->undoStack()->undo();
    lab.model()->waitIdle();
    EXPECT_EQ(lab.model()->state(), before);
    EXPECT_FALSE(lab.model()->snapshot()->requestLoad);
}

TEST(RingKeyImport, AKeyFileReplacesTheKeysAndASavedPageKeepsThem) {
    QTemporaryDir dir;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(threeNodes()).isEmpty());
    RingImportDialog d(lab.model());
    chooseKind(d, RingImportDialog::KeyLines);
    importFile(d, writeImportFile(dir, "keys.txt", "alpha\r\nbeta\n\ngamma\nalpha\n"));
    ASSERT_FALSE(d.message()->isError()) << d.message()->text().toStdString();
    lab.model()->waitIdle();
    const RingState s = lab.model()->state();
    ASSERT_TRUE(s.keys.imported());
    EXPECT_EQ(*s.keys.list, (std::vector<std::string>{"alpha", "beta", "gamma", "alpha"}));
    EXPECT_FALSE(s.keys.counts);
    EXPECT_EQ(keyLabel(s, 2), QStringLiteral("gamma"));
    // Keys per node: core's owner of each of the four keys.
    const auto want = perNode(s, *s.keys.list, {1, 1, 1, 1});
    EXPECT_EQ(lab.model()->snapshot()->load.counts, want);

    RingLab other;
    ASSERT_TRUE(other.loadState(lab.saveState()).isEmpty());
    other.model()->waitIdle();
    EXPECT_EQ(other.model()->state(), s);

    // A new number of keys goes back to generated keys, in one undoable step.
    ASSERT_TRUE(lab.model()->setKeyCount(300).isEmpty());
    EXPECT_FALSE(lab.model()->state().keys.imported());
    lab.model()->undoStack()->undo();
    EXPECT_EQ(lab.model()->state(), s);

    // Under the identity hash keys must be integers: refused, nothing changed.
    EXPECT_FALSE(lab.model()->setHash(ring::KeyHash::Identity).isEmpty());
    EXPECT_EQ(lab.model()->state(), s);
}

// Switching to the key CSV while the dialog is on screen shows its two column fields at their
// full height (they were squashed to 9 px and the hint cut off: the dialog kept its first size).
TEST(RingKeyImport, TheDialogGrowsForTheColumnFields) {
    RingLab lab;
    RingImportDialog d(lab.model());
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    chooseKind(d, RingImportDialog::KeyCsv);
    QApplication::processEvents();
    for (QWidget* field :
         {static_cast<QWidget*>(d.columnEdit()), static_cast<QWidget*>(d.countColumnEdit())}) {
        EXPECT_TRUE(field->isVisible());
        EXPECT_GE(field->height(), field->minimumSizeHint().height());
    }
    for (QLabel* label : d.findChildren<QLabel*>())
        if (label->isVisible() && label->wordWrap()) {
            EXPECT_GE(label->height(), label->heightForWidth(label->width()))
                << label->text().toStdString();
        }
    EXPECT_GE(d.height(), d.minimumSizeHint().height());
}

TEST(RingKeyImport, BadFilesAreRefusedNamingTheLineAndChangeNothing) {
    QTemporaryDir dir;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(threeNodes()).isEmpty());
    const RingState before = lab.model()->state();
    RingImportDialog d(lab.model());
    chooseKind(d, RingImportDialog::KeyCsv);
    QTest::keyClicks(d.columnEdit(), QStringLiteral("key"));
    QTest::keyClicks(d.countColumnEdit(), QStringLiteral("n"));
    importFile(d, writeImportFile(dir, "bad.csv", "key,n\na,1\nb,many\n"));
    EXPECT_TRUE(d.message()->isError());
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("line 3")))
        << d.message()->text().toStdString();
    EXPECT_EQ(lab.model()->state(), before);

    d.countColumnEdit()->setText(QStringLiteral("hits"));
    importFile(d, writeImportFile(dir, "nocol.csv", "key,n\na,1\n"));
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("line 1")))
        << d.message()->text().toStdString();
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("'hits'")));

    // More keys than a scenario keeps.
    chooseKind(d, RingImportDialog::KeyLines);
    QByteArray many;
    for (std::size_t i = 0; i <= ringlimits::kMaxImportedKeys; ++i)
        many += QByteArray::number(static_cast<qulonglong>(i)) + '\n';
    importFile(d, writeImportFile(dir, "many.txt", many));
    EXPECT_TRUE(d.message()->isError());
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("100000")) ||
                d.message()->text().contains(QStringLiteral("100,000")))
        << d.message()->text().toStdString();
    EXPECT_EQ(lab.model()->state(), before);
    EXPECT_EQ(lab.model()->undoStack()->count(), 0);

    // A scenario whose counts do not match its keys is refused as a whole.
    nlohmann::json j = before.toJson();
    j["key_list"] = {"a", "b"};
    j["key_counts"] = {1};
    EXPECT_FALSE(RingState::fromJson(j).ok());
    j["key_counts"] = {1, 2};
    j["workload"] = {{"kind", "counts"}};
    auto ok = RingState::fromJson(j);
    ASSERT_TRUE(ok.ok()) << ok.error().text();
    EXPECT_EQ(ok->keyCount, 2);
    EXPECT_TRUE(ok->workload.counts);
}

} // namespace
