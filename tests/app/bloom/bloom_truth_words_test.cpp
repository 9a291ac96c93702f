// Issue 30, item 6 in the Bloom lab: the cuckoo filter's header gives the load of the stage on
// screen, each stage of a cuckoo insert has its own caption (a storyboard's cells), and the
// sizing result says how k is chosen, names a size once and draws its optimum-k marker whole.
#include "bloom_lab_driver.h"
#include "labs/bloom/bloom_cuckoo_view.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_sizing_panel.h"
#include "labs/bloom/filters_model.h"
#include "labs/bloom/filters_params.h"
#include "shell/step_player.h"

#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <qcustomplot.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using namespace hashlab::bloom;
using hashlab::app::test::type;

// A cuckoo filter of 8 buckets x 4, filled until an insert kicks.
void kickingInsert(BloomLab& lab) {
    lab.variantCombo()->setCurrentIndex(
        lab.variantCombo()->findData(BloomLab::kindData(FilterKind::Cuckoo)));
    lab.filtersParams()->cuckooN()->setValue(28);
    lab.filtersParams()->cuckooBits()->setValue(8);
    lab.filtersParams()->cuckooBucket()->setValue(4);
    lab.filtersParams()->cuckooKicks()->setValue(500);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    for (int i = 0; i < 40; ++i) {
        type(lab, QStringLiteral("w%1").arg(i), lab.insertButton());
        const auto& t = lab.filtersModel()->snapshot().cuckooTrace;
        if (t && t->kicks.size() >= 2)
            return;
    }
}

TEST(BloomTruthWords, CuckooHeaderAndCaptionsFollowTheStage) {
    BloomLab lab;
    lab.resize(1200, 800);
    lab.show();
    kickingInsert(lab);
    const auto& s = lab.filtersModel()->snapshot();
    ASSERT_TRUE(s.cuckooTrace && s.cuckooTrace->kicks.size() >= 2 && s.cuckooBefore);
    const QLocale loc;
    auto loadText = [&](const CuckooFilter& f) {
        return QStringLiteral("load %1 %").arg(loc.toString(100 * f.load(), 'f', 1));
    };
    ASSERT_NE(loadText(*s.cuckooBefore), loadText(*s.cuckoo));
    lab.player()->pause();
    lab.player()->toStart();
    EXPECT_TRUE(lab.cuckooView()->lines().front().endsWith(loadText(*s.cuckooBefore)))
        << lab.cuckooView()->lines().front().toStdString();
    QSet<QString> captions;
    int stages = 0;
    for (;; ++stages) {
        const QString caption = lab.stepCaption();
        EXPECT_FALSE(caption.isEmpty()) << "stage " << stages;
        captions.insert(caption);
        if (lab.player()->index() >= lab.player()->count())
            break;
        lab.player()->stepForward();
    }
    EXPECT_EQ(captions.size(), stages + 1) << "two stages share a caption";
    EXPECT_TRUE(lab.cuckooView()->lines().front().endsWith(loadText(*s.cuckoo)));
}

QLabel* resultLabel(const BloomSizingPanel& panel) {
    for (QLabel* l : panel.findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("optimum k")))
            return l;
    return nullptr;
}

TEST(BloomTruthWords, SizingSaysHowKIsChosenAndNamesASizeOnce) {
    BloomSizingPanel panel;
    panel.resize(900, 600);
    panel.show();
    panel.nEdit()->setText(QStringLiteral("500"));
    panel.pEdit()->setText(QStringLiteral("0.01")); // 4,793 bits: 600 bytes
    QLabel* result = resultLabel(panel);
    ASSERT_NE(result, nullptr);
    const QString text = result->text();
    EXPECT_TRUE(text.contains(QStringLiteral("better of"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("round("))) << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral("600 bytes")), 1) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("600 B"))) << text.toStdString();
}

// At m = 14,377,588 bits for 10^6 keys the optimum's rate is 1.00002e-3, a hair above a decade:
// its marker sat on the axis, half cut.
TEST(BloomTruthWords, TheOptimumKMarkerIsDrawnWhole) {
    BloomSizingPanel panel;
    panel.resize(900, 600);
    panel.show();
    panel.findChildren<QRadioButton*>().back()->setChecked(true); // from m
    panel.nEdit()->setText(QStringLiteral("1000000"));
    panel.mEdit()->setText(QStringLiteral("14377588"));
    auto* plot = panel.findChild<QCustomPlot*>();
    ASSERT_NE(plot, nullptr);
    plot->replot();
    QCPGraph* optimum = nullptr;
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->name().startsWith(QStringLiteral("optimum k")))
            optimum = plot->graph(i);
    ASSERT_NE(optimum, nullptr);
    ASSERT_EQ(optimum->data()->size(), 1);
    const auto point = optimum->data()->constBegin();
    const double x = plot->xAxis->coordToPixel(point->key);
    const double y = plot->yAxis->coordToPixel(point->value);
    const QRect rect = plot->axisRect()->rect();
    const double radius = optimum->scatterStyle().size() / 2;
    EXPECT_GE(y - radius, rect.top()) << "cut at the top";
    EXPECT_LE(y + radius, rect.bottom()) << "cut at the bottom";
    EXPECT_GE(x - radius, rect.left());
    EXPECT_LE(x + radius, rect.right());
}

} // namespace
