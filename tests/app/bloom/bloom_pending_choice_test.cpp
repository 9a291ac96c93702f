// A variant, m or k the user has picked but not applied with "New filter" stays picked while they
// insert and query: the controls used to snap back to the filter's own on every change, so a word
// typed after picking "cuckoo" went silently into the old filter and the choice was gone. The
// controls follow the filter only when the filter itself changes (New filter, undo, a file).
#include "labs/bloom/bloom_cuckoo_view.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/filters_model.h"
#include "labs/bloom/filters_params.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using namespace hashlab::bloom;

void insert(BloomLab& lab, const QString& word) {
    lab.wordEdit()->clear();
    QTest::keyClicks(lab.wordEdit(), word);
    QTest::mouseClick(lab.insertButton(), Qt::LeftButton);
}

int picked(BloomLab& lab) {
    return lab.variantCombo()->currentData().toInt();
}

TEST(BloomPendingChoice, APickedVariantAndMSurviveInsertsUntilNewFilterAndUndoRestoresThem) {
    BloomLab lab;
    lab.resize(1400, 900);
    lab.show();
    const int m0 = lab.mSpin()->value();
    lab.mSpin()->setValue(m0 * 2); // picked, not applied
    insert(lab, QStringLiteral("apple"));
    EXPECT_EQ(lab.mSpin()->value(), m0 * 2) << "m snapped back after an insert";

    const int cuckoo = BloomLab::kindData(FilterKind::Cuckoo);
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(cuckoo));
    insert(lab, QStringLiteral("pear")); // still into the Bloom filter on screen
    EXPECT_EQ(picked(lab), cuckoo) << "the picked variant snapped back after an insert";
    EXPECT_TRUE(lab.filtersParams()->cuckooBits()->isVisible());
    EXPECT_FALSE(lab.mSpin()->isVisible());
    EXPECT_NE(qobject_cast<CuckooView*>(lab.shownCanvas()), lab.shownCanvas())
        << "picking alone must not replace the filter";

    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    ASSERT_NE(qobject_cast<CuckooView*>(lab.shownCanvas()), nullptr);
    insert(lab, QStringLiteral("fig"));
    EXPECT_EQ(picked(lab), cuckoo);

    // Undo back past New filter: the controls show the Bloom filter's own variant and m again.
    while (qobject_cast<CuckooView*>(lab.shownCanvas()) && lab.undoStack()->canUndo())
        lab.undoStack()->undo();
    EXPECT_EQ(qobject_cast<CuckooView*>(lab.shownCanvas()), nullptr);
    EXPECT_LT(picked(lab), cuckoo);
    EXPECT_EQ(lab.mSpin()->value(), m0);
    EXPECT_TRUE(lab.mSpin()->isVisible());
}

} // namespace
