// The real-speed tab driven as a user does: nothing runs until Start is clicked; a sweep of tiny
// tables draws one solid (hits) and one dashed (misses) series per table kind holding exactly the
// measured values; Cancel stops a sweep whose last size would take seconds, keeping what was
// measured, and the event loop keeps running meanwhile; the caches of a fake machine are marked
// where the linear-probing table stops fitting; the options save and load. No timing asserts.
#include "labs/tables/real_speed_tab.h"
#include "shell/progress_panel.h"
#include "tables_test_access.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <cmath>

namespace {

using namespace hashlab::app;
using namespace hashlab::tables;

hashlab::MachineInfo fakeMachine() {
    hashlab::MachineInfo m;
    m.cpuModel = "Test CPU 3000";
    m.l1d = 48 * 1024;
    m.l2 = 1024 * 1024;
    m.l3 = 16 * 1024 * 1024;
    m.cacheSource = "sysfs";
    return m;
}

struct Tab {
    RealSpeedTab tab;
    Tab() {
        RealSpeedTabTestAccess::setMachineInfo(tab, fakeMachine());
        tab.resize(1280, 720);
        tab.show();
        QCoreApplication::processEvents();
    }
};

TEST(RealSpeedTab, NothingRunsUntilStart) {
    Tab t;
    EXPECT_FALSE(t.tab.running());
    EXPECT_TRUE(t.tab.result().points.empty());
    for (SpeedKind k : allSpeedKinds())
        EXPECT_EQ(t.tab.hitGraph(k)->dataCount(), 0);
    EXPECT_FALSE(t.tab.copyButton()->isEnabled());
    EXPECT_TRUE(t.tab.csv().isEmpty());
    EXPECT_TRUE(t.tab.caption()->text().contains(QStringLiteral("press Start")));
    // The default sweep is the quick one: 1, 2, 5 per decade up to 10^6.
    EXPECT_EQ(t.tab.sizes().size(), 10u);
    EXPECT_EQ(t.tab.sizes().back(), 1'000'000u);
    t.tab.sweepBox()->setCurrentIndex(1);
    EXPECT_EQ(t.tab.sizes().back(), 10'000'000u);
}

TEST(RealSpeedTab, StartDrawsEveryKindWithTheMeasuredValues) {
    Tab t;
    RealSpeedTabTestAccess::setSizesForTest(t.tab, {100, 1000, 4000}, 2000);
    QSignalSpy finished(&t.tab, &RealSpeedTab::finished);
    QTest::mouseClick(t.tab.startButton(), Qt::LeftButton);
    EXPECT_TRUE(t.tab.running());
    EXPECT_FALSE(t.tab.startButton()->isEnabled());
    t.tab.waitForIt();
    ASSERT_EQ(finished.count(), 1);
    EXPECT_FALSE(t.tab.running());
    EXPECT_TRUE(t.tab.complete());
    EXPECT_TRUE(t.tab.startButton()->isEnabled());
    const auto& points = t.tab.result().points;
    ASSERT_EQ(points.size(), 3 * allSpeedKinds().size());
    for (SpeedKind k : allSpeedKinds()) {
        QCPGraph* hit = t.tab.hitGraph(k);
        QCPGraph* miss = t.tab.missGraph(k);
        ASSERT_EQ(hit->dataCount(), 3) << speedKindName(k);
        ASSERT_EQ(miss->dataCount(), 3) << speedKindName(k);
        EXPECT_EQ(hit->pen().style(), Qt::SolidLine);
        EXPECT_EQ(miss->pen().style(), Qt::DashLine);
        EXPECT_EQ(hit->pen().color(), miss->pen().color());
        EXPECT_EQ(hit->name(), RealSpeedTab::kindLabel(k));
        int i = 0;
        for (const SpeedPoint& p : points) {
            if (p.kind != k)
                continue;
            EXPECT_EQ(hit->data()->at(i)->key, double(p.keys));
            EXPECT_EQ(hit->data()->at(i)->value, p.nsHit);
            EXPECT_EQ(miss->data()->at(i)->value, p.nsMiss);
            EXPECT_GT(p.nsHit, 0);
            EXPECT_EQ(p.hitsFound, 2000u);
            EXPECT_EQ(p.missesFound, 0u);
            ++i;
        }
    }
    // Kind colours differ from each other.
    EXPECT_NE(t.tab.hitGraph(SpeedKind::Linear)->pen().color(),
              t.tab.hitGraph(SpeedKind::AbslFlatHashMap)->pen().color());
    // The measured range fits on the axes.
    EXPECT_LT(t.tab.plot()->xAxis->range().lower, 100);
    EXPECT_GT(t.tab.plot()->xAxis->range().upper, 4000);
    for (const SpeedPoint& p : points) {
        EXPECT_TRUE(t.tab.plot()->yAxis->range().contains(p.nsHit));
        EXPECT_TRUE(t.tab.plot()->yAxis->range().contains(p.nsMiss));
    }
    EXPECT_TRUE(t.tab.caption()->text().contains(QStringLiteral("Test CPU 3000")));
    EXPECT_TRUE(t.tab.caption()->text().contains(QStringLiteral("Measured 18 points")));
    // The CSV: a header and one row per point, with the values shown.
    EXPECT_TRUE(t.tab.copyButton()->isEnabled());
    const QStringList rows = t.tab.csv().trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(rows.size(), 19);
    EXPECT_EQ(rows[0], QStringLiteral("kind,keys,ns_per_hit,ns_per_miss,bytes,bytes_per_key,"
                                      "cpu_model"));
    const SpeedPoint& first = points.front();
    EXPECT_EQ(rows[1],
              QStringLiteral("chaining,100,%1,%2,%3,%4,\"Test CPU 3000\"")
                  .arg(QString::number(first.nsHit, 'f', 2), QString::number(first.nsMiss, 'f', 2))
                  .arg(first.bytes)
                  .arg(QString::number(first.bytesPerKey, 'f', 2)));
    // Log time axis by default; unticking it makes it linear from 0.
    EXPECT_EQ(t.tab.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    t.tab.logTimeBox()->click();
    EXPECT_EQ(t.tab.plot()->yAxis->scaleType(), QCPAxis::stLinear);
    EXPECT_EQ(t.tab.plot()->yAxis->range().lower, 0);
}

TEST(RealSpeedTab, CancelStopsTheSweepAndKeepsWhatWasMeasured) {
    Tab t;
    // The first size takes milliseconds, the second (10^7 keys per table) seconds.
    RealSpeedTabTestAccess::setSizesForTest(t.tab, {1000, 10'000'000}, 1000);
    QSignalSpy points(&t.tab, &RealSpeedTab::pointMeasured);
    QSignalSpy finished(&t.tab, &RealSpeedTab::finished);
    QTest::mouseClick(t.tab.startButton(), Qt::LeftButton);
    // The event loop runs while it measures: the points of the first size arrive one by one.
    while (points.count() < int(allSpeedKinds().size()))
        ASSERT_TRUE(points.wait(20'000));
    EXPECT_TRUE(t.tab.running());
    EXPECT_TRUE(t.tab.progressPanel()->isVisible());
    EXPECT_EQ(t.tab.hitGraph(SpeedKind::Cuckoo)->dataCount(), 1); // drawn as they arrive
    t.tab.logTimeBox()->click(); // the GUI answers while the sweep runs
    EXPECT_EQ(t.tab.plot()->yAxis->scaleType(), QCPAxis::stLinear);
    QTest::mouseClick(t.tab.progressPanel()->cancelButton(), Qt::LeftButton);
    t.tab.waitForIt();
    EXPECT_EQ(finished.count(), 1);
    EXPECT_FALSE(t.tab.running());
    EXPECT_FALSE(t.tab.complete());
    EXPECT_LT(t.tab.result().points.size(), 2 * allSpeedKinds().size());
    EXPECT_GE(t.tab.result().points.size(), allSpeedKinds().size());
    EXPECT_TRUE(t.tab.startButton()->isEnabled());
    EXPECT_TRUE(t.tab.caption()->text().contains(QStringLiteral("Cancelled after")));
    EXPECT_TRUE(t.tab.copyButton()->isEnabled());
}

TEST(RealSpeedTab, CachesAreMarkedWhereTheLinearTableStopsFitting) {
    Tab t;
    RealSpeedTabTestAccess::setSizesForTest(t.tab, {1000, 100'000}, 100);
    // L1d 48 KiB holds 4096 slots (3584 keys), L2 1 MiB 65,536 slots (57,344 keys); L3's
    // 917,504 keys lie past the axis (100,000 × 1.6).
    const auto marks = t.tab.cacheMarks();
    ASSERT_EQ(marks.size(), 2u);
    EXPECT_EQ(marks[0].keys, 3584u);
    EXPECT_EQ(marks[0].label, QStringLiteral("L1d 48 KiB"));
    EXPECT_EQ(marks[1].keys, 57'344u);
    EXPECT_EQ(marks[1].label, QStringLiteral("L2 1 MiB"));
    QCustomPlot* plot = t.tab.plot();
    std::vector<double> lines;
    QStringList labels;
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(i)))
            lines.push_back(line->point1->coords().x());
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            labels << text->text();
    }
    EXPECT_EQ(lines, (std::vector<double>{3584, 57'344}));
    EXPECT_EQ(labels, (QStringList{QStringLiteral("L1d 48 KiB"), QStringLiteral("L2 1 MiB")}));
    // Drawn: the pixel column of the L2 mark is dotted across the axis rect.
    plot->replot();
    const QImage image = plot->toPixmap(plot->width(), plot->height(), 1.0).toImage();
    const int x = int(std::lround(plot->xAxis->coordToPixel(57'344)));
    const QRect rect = plot->axisRect()->rect();
    QColor muted;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(i)))
            muted = line->pen().color();
    int inked = 0;
    for (int y = rect.top() + 20; y < rect.bottom(); ++y) {
        const QColor c = image.pixelColor(x, y);
        if (std::abs(c.red() - muted.red()) < 40 && std::abs(c.green() - muted.green()) < 40 &&
            std::abs(c.blue() - muted.blue()) < 40)
            ++inked;
    }
    EXPECT_GT(inked, rect.height() / 5);
    // Unknown caches are named as such, and not marked.
    hashlab::MachineInfo none;
    RealSpeedTabTestAccess::setMachineInfo(t.tab, none);
    EXPECT_TRUE(t.tab.cacheMarks().empty());
    EXPECT_TRUE(t.tab.caption()->text().contains(QStringLiteral("L2 unknown")));
}

TEST(RealSpeedTab, OptionsSaveAndLoadAndBadFilesChangeNothing) {
    Tab t;
    t.tab.setSweep(RealSpeedTab::Sweep::Full);
    t.tab.setLogTime(false);
    const nlohmann::json saved = t.tab.save();
    EXPECT_EQ(saved, (nlohmann::json{{"sweep", "full"}, {"log_time", false}}));
    Tab other;
    EXPECT_EQ(other.tab.load(saved), QString());
    EXPECT_EQ(other.tab.sweep(), RealSpeedTab::Sweep::Full);
    EXPECT_FALSE(other.tab.logTime());
    for (const char* bad : {R"([])", R"({"sweep": "huge"})", R"({"sweep": 3})",
                            R"({"log_time": "yes"})", R"({"sweep": "quick", "extra": 1})"}) {
        EXPECT_FALSE(other.tab.load(nlohmann::json::parse(bad)).isEmpty()) << bad;
        EXPECT_EQ(other.tab.save(), saved) << bad;
    }
    EXPECT_TRUE(other.tab.load(nlohmann::json::parse(R"({"sweep": 3})"))
                    .contains(QStringLiteral("real_speed.sweep")));
}

} // namespace
