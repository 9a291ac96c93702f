// The pseudocode panel stepping through a trace: the highlighted line follows core's
// pseudocodeLine stage by stage, the highlight is drawn on that line's row and nowhere else, and
// every listing's wording has exactly the lines core names (at most 12).
#include "labs/tables/pseudocode_panel.h"
#include "shell/theme.h"
#include "tables_test_access.h"

#include <QCoreApplication>
#include <QImage>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::tables;
using hashlab::app::PseudocodePanel;
using hashlab::app::PseudocodePanelTestAccess;

TableConfig robinHood() {
    TableConfig c;
    c.scheme = Scheme::RobinHood;
    c.probe.m = 10;
    c.probe.h1 = "k % m";
    return c;
}

// Pixels of exactly `color` in `area`.
int pixelsOf(const QImage& image, QRect area, const QColor& color) {
    int n = 0;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            n += image.pixelColor(x, y).rgb() == color.rgb();
    return n;
}

TEST(PseudocodePanel, FollowsTheRobinHoodInsertStageByStage) {
    const TableConfig c = robinHood();
    HashTable t = HashTable::create(c).value();
    for (const char* k : {"10", "20", "30", "1", "3"})
        ASSERT_TRUE(t.apply(OpKind::Insert, k));
    const OpTrace tr = t.apply(OpKind::Insert, "40").value();

    PseudocodePanel panel;
    panel.resize(700, 480);
    panel.QWidget::show();
    const QColor highlight = hashlab::app::ThemeManager::instance().palette().highlight;
    const auto stages = traceStages(tr);
    ASSERT_EQ(stages.size(), 8u); // Start, six visits, Done
    for (const Stage& s : stages) {
        panel.show(c, &tr, s);
        QCoreApplication::processEvents();
        const CodeLine expected = pseudocodeLine(c, tr, s);
        ASSERT_EQ(panel.listing(), Listing::RobinHoodInsert);
        EXPECT_EQ(PseudocodePanelTestAccess::currentLine(panel), expected.line);
        const QImage image = panel.grab().toImage();
        const QRect row = PseudocodePanelTestAccess::lineRect(
            panel, PseudocodePanelTestAccess::currentLine(panel));
        ASSERT_FALSE(row.isEmpty());
        // Most of the row is the highlight; the rows above and below have none of it.
        EXPECT_GT(pixelsOf(image, row, highlight), row.width() * row.height() / 3);
        for (int other : {PseudocodePanelTestAccess::currentLine(panel) - 1,
                          PseudocodePanelTestAccess::currentLine(panel) + 1})
            if (other >= 0 && other < panel.lines().size()) {
                EXPECT_EQ(
                    pixelsOf(image, PseudocodePanelTestAccess::lineRect(panel, other), highlight),
                    0)
                    << other;
            }
    }
    // The visit of slot 3 swaps with the richer resident; the last visit places in the empty slot.
    panel.show(c, &tr, Stage{StageKind::Visit, 3});
    EXPECT_TRUE(panel.lines()[PseudocodePanelTestAccess::currentLine(panel)].contains(
        QStringLiteral("swap")));
    panel.show(c, &tr, Stage{StageKind::Visit, 5});
    EXPECT_TRUE(panel.lines()[PseudocodePanelTestAccess::currentLine(panel)].contains(
        QStringLiteral("empty slot")));
    // No trace: the insert listing, nothing highlighted.
    panel.show(c, nullptr, Stage{});
    EXPECT_EQ(PseudocodePanelTestAccess::currentLine(panel), -1);
    EXPECT_EQ(panel.lines().size(), 9);
}

TEST(PseudocodePanel, ShowsTheProbingLabsTrace) {
    ProbeConfig pc;
    pc.m = 7;
    pc.strategy = Strategy::Linear;
    pc.h1 = "k % m";
    Table t = Table::create(pc).value();
    ASSERT_TRUE(t.insert("7"));
    const Trace tr = t.insert("14").value(); // probes 0 (7), 1 (empty)
    PseudocodePanel panel;
    panel.showProbe(&tr, 0);
    EXPECT_EQ(PseudocodePanelTestAccess::currentLine(panel),
              static_cast<int>(code::OpenInsert::Free));
    panel.showProbe(&tr, 1);
    EXPECT_EQ(PseudocodePanelTestAccess::currentLine(panel),
              static_cast<int>(code::OpenInsert::Probe));
    panel.showProbe(&tr, 2);
    EXPECT_EQ(PseudocodePanelTestAccess::currentLine(panel),
              static_cast<int>(code::OpenInsert::Put));
    EXPECT_EQ(panel.listing(), Listing::OpenInsert);
}

TEST(PseudocodePanel, EveryListingHasTheLinesCoreNames) {
    TableConfig c;
    for (int l = 0; l <= static_cast<int>(Listing::RehashStep); ++l) {
        const auto listing = static_cast<Listing>(l);
        const QStringList lines = PseudocodePanel::listingLines(listing, &c);
        EXPECT_EQ(static_cast<std::size_t>(lines.size()), listingLength(listing)) << l;
        EXPECT_LE(lines.size(), 12) << l;
        EXPECT_EQ(PseudocodePanel::listingLines(listing, nullptr).size(), lines.size());
    }
}

} // namespace
