// Combo boxes too narrow for their text (the hash-table lab's example and key-kind boxes at
// 1280×720, the ring's request box in presentation type) draw it elided with "…", not cut
// mid-letter, and show the whole text as a tooltip.
#include "labs/tables/probing_lab.h"
#include "shell/combo_elision.h"
#include "support/settle.h"

#include <QComboBox>
#include <QHelpEvent>
#include <QImage>
#include <QTest>
#include <QToolTip>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

const QString kLong = QStringLiteral("m = 7, keys 14, 21, 28: one start, three steps");

QImage drawn(QComboBox& box) {
    box.resize(140, box.sizeHint().height());
    box.show();
    hashlab::test::settlePosted();
    return box.grab().toImage();
}

TEST(ComboElision, ATooNarrowBoxDrawsItsTextElided) {
    QComboBox longBox;
    longBox.addItem(kLong);
    const QImage elided = drawn(longBox);
    ASSERT_TRUE(comboTextIsElided(&longBox));
    // The same box holding exactly the elided text, which fits: drawn the same, pixel for pixel.
    QStyleOptionComboBox opt;
    opt.initFrom(&longBox);
    const int room =
        longBox.style()
            ->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, &longBox)
            .width();
    const QString shortText = longBox.fontMetrics().elidedText(kLong, Qt::ElideRight, room);
    ASSERT_TRUE(shortText.endsWith(QChar(0x2026))) << shortText.toStdString();
    QComboBox shortBox;
    shortBox.addItem(shortText);
    shortBox.resize(140, longBox.height());
    EXPECT_FALSE(comboTextIsElided(&shortBox));
    EXPECT_EQ(drawn(shortBox), elided);
}

TEST(ComboElision, AnElidedBoxShowsItsWholeTextAsTooltip) {
    QComboBox box;
    box.addItem(kLong);
    drawn(box);
    QHelpEvent help(QEvent::ToolTip, QPoint(5, 5), box.mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(&box, &help);
    EXPECT_EQ(QToolTip::text(), kLong);
    QToolTip::hideText();
    box.setToolTip(QStringLiteral("its own"));
    QHelpEvent again(QEvent::ToolTip, QPoint(5, 5), box.mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(&box, &again);
    EXPECT_EQ(QToolTip::text(), QStringLiteral("its own")); // a tooltip of its own wins
    QToolTip::hideText();
}

// The example box of the hash-table lab at 1280×720 is elided (the case that was cut off).
TEST(ComboElision, TheHashTableExampleBoxAt1280x720IsElided) {
    ProbingLab lab;
    lab.resize(1280, 720);
    lab.show();
    hashlab::test::settlePosted();
    bool sawElided = false;
    for (const QComboBox* c : lab.findChildren<QComboBox*>())
        sawElided |= c->isVisible() && comboTextIsElided(c);
    EXPECT_TRUE(sawElided);
}

} // namespace
