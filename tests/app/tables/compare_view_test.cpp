// The compare view driven as a user does: keys typed, Compute clicked, the table read back and
// checked against core's compareSchemes on the same input; bad input explained inline with the
// old numbers kept; the rendering not blank; save/load round trip and refusal.
#include "labs/tables/compare_view.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "shell/theme.h"
#include "support/export_layout.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <qcustomplot.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::tables;
using hashlab::app::CompareView;

struct Page {
    CompareView view;
    Page() {
        view.resize(1280, 720);
        view.show();
        QCoreApplication::processEvents();
    }
    void typeKeys(const QString& text) {
        view.keysEdit()->selectAll();
        QTest::keyClick(view.keysEdit(), Qt::Key_Backspace);
        QTest::keyClicks(view.keysEdit(), text);
    }
    void setM(int m) {
        view.mBox()->selectAll();
        QTest::keyClicks(view.mBox(), QString::number(m));
        QTest::keyClick(view.mBox(), Qt::Key_Tab);
    }
    void clickCompute() {
        QTest::mouseClick(view.computeButton(), Qt::LeftButton);
        view.waitForIt();
    }
    QString cell(int row, int col) const { return view.table()->item(row, col)->text(); }
};

QString cells(double v) {
    return CompareView::tr("%1 cells").arg(QLocale().toString(v, 'f', 2));
}

TEST(CompareView, TypedKeysShowCoresNumbers) {
    Page p;
    p.typeKeys(QStringLiteral("5, 28, 19, 15, 20, 33, 12, 17, 10"));
    p.setM(11);
    p.clickCompute();
    ASSERT_TRUE(p.view.result());
    CompareConfig c;
    c.keys = {"5", "28", "19", "15", "20", "33", "12", "17", "10"};
    c.probe.m = 11;
    const CompareResult expected = compareSchemes(c).value();
    ASSERT_EQ(p.view.table()->rowCount(), 5);
    for (int r = 0; r < 5; ++r) {
        const SchemeComparison& s = expected.schemes[static_cast<std::size_t>(r)];
        EXPECT_EQ(p.cell(r, CompareView::ColInsert), cells(s.insert.meanCells()));
        EXPECT_EQ(p.cell(r, CompareView::ColHit), cells(s.hit.meanCells()));
        EXPECT_EQ(p.cell(r, CompareView::ColMiss), cells(s.miss.meanCells()));
        EXPECT_EQ(p.cell(r, CompareView::ColMoved), QString::number(s.moved));
        EXPECT_TRUE(p.cell(r, CompareView::ColWorst)
                        .contains(QString::fromStdString(s.worst.key) + QStringLiteral(": ")));
        EXPECT_EQ(p.cell(r, CompareView::ColMemory),
                  CompareView::tr("%1 B/key").arg(QLocale().toString(s.bytesPerKey(), 'f', 1)));
    }
    // Chaining at m = 11 (h = k mod 11: 5, 28→6, 19→8, 15→4, 20→9, 33→0, 12→1, 17→6, 10):
    // one collision (17 meets 28), so 9 heads + 1 node = 10 cells over 9 inserts.
    EXPECT_EQ(p.cell(0, CompareView::ColInsert), cells(10.0 / 9.0));
    EXPECT_EQ(
        p.cell(0, CompareView::ColMemory),
        CompareView::tr("%1 B/key").arg(QLocale().toString((11.0 * 8 + 9.0 * 16) / 9.0, 'f', 1)));
    EXPECT_FALSE(p.view.message()->isVisible()); // 11 is prime: nothing to say
}

TEST(CompareView, BadInputExplainsAndKeepsTheOldNumbers) {
    Page p;
    p.typeKeys(QStringLiteral("5, 28, 19"));
    p.setM(7);
    p.clickCompute();
    ASSERT_TRUE(p.view.result());
    const auto before = p.view.result()->keys;
    const QString insertBefore = p.cell(1, CompareView::ColInsert);
    for (const QString& bad : {QStringLiteral("5, x, 19"), QStringLiteral("5, 5"),
                               QStringLiteral(" , "), QStringLiteral("1 2 3 4 5 6 7 8")}) {
        p.typeKeys(bad);
        p.clickCompute();
        EXPECT_TRUE(p.view.message()->isVisible()) << bad.toStdString();
        EXPECT_TRUE(p.view.message()->isError());
        EXPECT_FALSE(p.view.message()->text().isEmpty());
        EXPECT_EQ(p.view.result()->keys, before);
        EXPECT_EQ(p.cell(1, CompareView::ColInsert), insertBefore);
    }
    // Eight keys into m = 7 names m.
    EXPECT_TRUE(p.view.message()->text().startsWith(QStringLiteral("m: ")))
        << p.view.message()->text().toStdString();
    // A composite m with double hashing is allowed but explained.
    p.typeKeys(QStringLiteral("1 2 3"));
    p.setM(8);
    p.clickCompute();
    EXPECT_TRUE(p.view.message()->isVisible());
    EXPECT_FALSE(p.view.message()->isError());
}

TEST(CompareView, RandomKeysRunInTheBackgroundAndMatchCore) {
    Page p;
    p.view.modeBox()->setCurrentIndex(1);
    p.view.countBox()->setValue(5000);
    p.view.seedBox()->setValue(3);
    p.setM(10007);
    QTest::mouseClick(p.view.computeButton(), Qt::LeftButton);
    EXPECT_TRUE(p.view.job()->isRunning() || p.view.result()); // 5 · 10 100 ops: background
    p.view.waitForIt();
    ASSERT_TRUE(p.view.result());
    CompareConfig c;
    c.randomCount = 5000;
    c.seed = 3;
    c.probe.m = 10007;
    const CompareResult expected = compareSchemes(c).value();
    EXPECT_EQ(p.view.result()->keys, expected.keys);
    for (int r = 0; r < 5; ++r)
        EXPECT_EQ(p.cell(r, CompareView::ColMiss),
                  cells(expected.schemes[static_cast<std::size_t>(r)].miss.meanCells()));
}

TEST(CompareView, RendersTableAndBars) {
    Page p;
    p.setM(11);
    p.clickCompute(); // the CLRS keys it starts with
    QCoreApplication::processEvents();
    const QImage image = p.view.grab().toImage();
    const QColor ground = hashlab::app::ThemeManager::instance().palette().background;
    const QRect plot = hashlab::test::rectIn(p.view.plot(), &p.view);
    // Bars, ticks and labels: well above the axes alone.
    EXPECT_GT(hashlab::test::inkedPixels(image, plot, ground), 2000);
    EXPECT_EQ(p.view.plot()->plottableCount(), 3);
    EXPECT_EQ(p.view.plot()->itemCount(), 5); // one "worst" label per scheme
    auto* bars = qobject_cast<QCPBars*>(p.view.plot()->plottable(2));
    ASSERT_TRUE(bars);
    EXPECT_DOUBLE_EQ(bars->data()->at(0)->value, p.view.result()->schemes[0].miss.meanCells());
}

TEST(CompareView, SaveAndLoad) {
    Page p;
    p.typeKeys(QStringLiteral("5, 28, 19"));
    p.setM(7);
    const nlohmann::json saved = p.view.save();
    Page q;
    EXPECT_EQ(q.view.load(saved), QString());
    q.view.waitForIt();
    EXPECT_EQ(q.view.mBox()->value(), 7);
    ASSERT_TRUE(q.view.result());
    EXPECT_EQ(q.view.result()->keys, (std::vector<std::string>{"5", "28", "19"}));
    nlohmann::json bad = saved;
    bad["m"] = 2; // three keys do not fit two slots
    EXPECT_NE(q.view.load(bad), QString());
    bad = saved;
    bad["mode"] = "sideways";
    EXPECT_NE(q.view.load(bad), QString());
    bad = saved;
    bad["keys"] = {1, 2};
    EXPECT_NE(q.view.load(bad), QString());
    EXPECT_EQ(q.view.mBox()->value(), 7); // nothing changed
    EXPECT_EQ(q.view.result()->keys.size(), 3u);
}

} // namespace
