// Issue 30, item 8: in the window, double hashing and counting show the m they use, the smallest
// prime ≥ the m asked - in the m spin box once the variant is picked and after "New filter", in
// the filter built and in its trace - as blocked shows its whole blocks.
#include "bloom_lab_driver.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/bloom_view.h"
#include "shell/inline_message.h"

#include <QComboBox>
#include <QSpinBox>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::test::newFilter;
using hashlab::app::test::type;
using hashlab::bloom::Variant;

TEST(BloomPrimeM, DoubleAndCountingShowTheSmallestPrimeAtLeastM) {
    BloomLab lab;
    lab.resize(1200, 800);
    newFilter(lab, Variant::Double, 100, 3);
    ASSERT_FALSE(lab.message()->isError()) << lab.message()->text().toStdString();
    EXPECT_EQ(lab.model()->filter().m(), 101u);
    EXPECT_EQ(lab.mSpin()->value(), 101);
    type(lab, "apple", lab.insertButton());
    ASSERT_TRUE(lab.model()->trace());
    for (const auto& st : lab.model()->trace()->steps)
        EXPECT_LT(st.index, 101u);
    const QString lines = lab.view()->derivationLines().join(QLatin1Char(' '));
    EXPECT_TRUE(lines.contains(QLatin1String("m = 101"))) << lines.toStdString();

    // picking counting with 200 asked shows 211 at once, and builds it
    lab.mSpin()->setValue(200);
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(Variant::Counting)));
    EXPECT_EQ(lab.mSpin()->value(), 211);
    newFilter(lab, Variant::Counting, 200, 3);
    EXPECT_EQ(lab.model()->filter().variant(), Variant::Counting);
    EXPECT_EQ(lab.model()->filter().m(), 211u);
    EXPECT_EQ(lab.mSpin()->value(), 211);

    // enhanced double hashing keeps the m asked
    newFilter(lab, Variant::Enhanced, 100, 3);
    EXPECT_EQ(lab.model()->filter().m(), 100u);
    EXPECT_EQ(lab.mSpin()->value(), 100);
}

// The canvas holds 4,096 cells: an m whose prime is beyond them is refused inline, naming the
// largest m that fits, and nothing changes.
TEST(BloomPrimeM, AnMWhosePrimeIsBeyondTheCanvasIsRefusedInline) {
    BloomLab lab;
    const auto before = lab.model()->saveState();
    newFilter(lab, Variant::Double, 4096, 3);
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_NE(lab.message()->text().indexOf(QLatin1String("4,093")), -1)
        << lab.message()->text().toStdString();
    EXPECT_EQ(lab.model()->saveState(), before);
    newFilter(lab, Variant::Double, 4093, 3);
    EXPECT_FALSE(lab.message()->isError()) << lab.message()->text().toStdString();
    EXPECT_EQ(lab.model()->filter().m(), 4093u);
}

} // namespace
