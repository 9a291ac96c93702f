// The Bloom lab's panels at the step on screen, the sizing panel's derived fields, and the FP
// plot's status line across a language switch.
#include "bloom_test_access.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/bloom_sizing_panel.h"
#include "shell/language.h"
#include "shell/step_player.h"

#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::bloom::Variant;

void retype(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// "fill 12.5 %" at a fill ratio, as the status line prints it.
QString fillText(double ratio) {
    return QStringLiteral("fill %1 %").arg(QLocale().toString(100 * ratio, 'f', 1));
}

TEST(BloomSteps, StatusLineCountsTheWordsAndBitsOfTheStepOnScreen) {
    BloomLab lab;
    lab.resize(1200, 800);
    lab.show();
    QCoreApplication::processEvents();
    // The same filter in core: its fill before and after the new word.
    auto created = hashlab::bloom::BloomFilter::create(lab.model()->filter().config());
    ASSERT_TRUE(created.ok());
    hashlab::bloom::BloomFilter reference = created.value();
    for (const std::string& w : lab.model()->words())
        reference.add(w);
    const std::size_t wordsBefore = lab.model()->words().size();
    const double fillBefore = reference.fillRatio();
    reference.add("quince");
    const double fillAfter = reference.fillRatio();
    ASSERT_NE(fillText(fillBefore), fillText(fillAfter)) << "pick a word that sets new bits";

    QSignalSpy status(&lab, &LabPage::statusMessage);
    auto last = [&] { return status.isEmpty() ? QString() : status.last().at(0).toString(); };
    retype(lab.wordEdit(), QStringLiteral("quince"));
    QTest::mouseClick(lab.insertButton(), Qt::LeftButton);
    lab.player()->pause();
    lab.stepPlayer()->toStart(); // the window routes the step keys; a lone page is driven directly
    ASSERT_EQ(lab.player()->index(), 0);
    EXPECT_EQ(last(), QStringLiteral("%1 words · %2").arg(wordsBefore).arg(fillText(fillBefore)));
    lab.stepPlayer()->toEnd(); // the window routes the step keys; a lone page is driven directly
    EXPECT_EQ(last(),
              QStringLiteral("%1 words · %2").arg(wordsBefore + 1).arg(fillText(fillAfter)));
    // After the first index: the word is not counted yet, the bit of that index is.
    lab.player()->setIndex(1);
    const auto& first = lab.model()->trace()->steps.at(0);
    const double m = double(lab.model()->filter().m());
    const double fillAtOne = fillBefore + (first.before == 0 && first.after != 0 ? 1 / m : 0);
    EXPECT_EQ(last(), QStringLiteral("%1 words · %2").arg(wordsBefore).arg(fillText(fillAtOne)));
}

// The derived m kept the value for the previous n (143775876 beside "718,881,967 bits").
TEST(BloomSteps, SizingDerivedFieldsAgreeWithTheResultLine) {
    BloomSizingPanel panel;
    panel.show();
    retype(panel.nEdit(), QStringLiteral("50000000"));
    retype(panel.pEdit(), QStringLiteral("0.001"));
    const auto expected = hashlab::bloom::sizeForRate(50'000'000, 0.001);
    ASSERT_TRUE(expected.ok());
    const QRegularExpression mLine(QStringLiteral("m = ([^ ]+(?: [0-9]{3})*) bits"));
    const auto match = mLine.match(BloomSizingPanelTestAccess::resultText(panel));
    ASSERT_TRUE(match.hasMatch()) << BloomSizingPanelTestAccess::resultText(panel).toStdString();
    QString shownM = match.captured(1);
    shownM.remove(QRegularExpression(QStringLiteral("[^0-9]")));
    EXPECT_EQ(shownM.toULongLong(), expected->mBits);
    EXPECT_EQ(panel.mEdit()->text().toULongLong(), expected->mBits)
        << panel.mEdit()->text().toStdString();
    // From n and m: the derived p is the result line's p.
    QTest::mouseClick(panel.findChildren<QRadioButton*>().at(1), Qt::LeftButton);
    ASSERT_FALSE(panel.fromPButton()->isChecked());
    retype(panel.mEdit(), QStringLiteral("100000000"));
    const auto fromM = hashlab::bloom::sizeForBits(50'000'000, 100'000'000);
    ASSERT_TRUE(fromM.ok());
    EXPECT_TRUE(BloomSizingPanelTestAccess::resultText(panel).contains(
        QLocale().toString(fromM->p, 'g', 4)));
    EXPECT_EQ(panel.pEdit()->text(), QLocale::c().toString(fromM->p, 'g', 4));
}

// The status line under the FP plot (found as the label that reports the measurement).
QString plotStatus(BloomPlotPanel& panel) {
    for (QLabel* label : panel.findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("90")))
            return label->text();
    return {};
}

TEST(BloomSteps, PlotStatusLineIsRetranslatedOnALanguageSwitch) {
    BloomPlotPanel panel;
    panel.show();
    panel.nSpin()->setValue(1000);
    panel.queriesSpin()->setValue(2000);
    QTest::mouseClick(panel.measureButton(), Qt::LeftButton);
    panel.waitForMeasurement();
    const QString english = plotStatus(panel);
    ASSERT_TRUE(english.contains(QStringLiteral("points measured"))) << english.toStdString();
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    const QString chinese = plotStatus(panel);
    setLanguage(QStringLiteral("en"));
    EXPECT_NE(chinese, english);
    EXPECT_FALSE(chinese.contains(QStringLiteral("points measured"))) << chinese.toStdString();
    EXPECT_TRUE(chinese.contains(QStringLiteral("90"))) << chinese.toStdString();
    EXPECT_EQ(plotStatus(panel), english);
}

} // namespace
