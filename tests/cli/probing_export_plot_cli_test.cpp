// Issue 30, item 5: the Hash tables lab's exports. `--part plot` draws the plot of the tab asked
// over the whole size asked (it drew 640x480 in the corner of a larger picture) and no control
// with it (the "Measure again" button was in it); a page export of Real speed shows the caption
// under its plot whole (the tab's scroll area cut it off).
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

using hashlab::test::pngSize;
using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::runTool;
using hashlab::test::TempDir;

// The standard deviation of the pixels of a strip of the picture (ImageMagick, 0 to 1): 0 where
// the strip is one flat colour, as the background the exporter fills around a too small drawing.
double stripSpread(const std::string& png, const std::string& geometry) {
    const std::string out = runTool("convert '" + png + "' -crop " + geometry +
                                    " +repage -colorspace Gray -format '%[fx:standard_deviation]'"
                                    " info: 2>&1");
    return std::atof(out.c_str());
}

std::string withoutSpace(const std::string& s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            out.push_back(c);
    return out;
}

// Exports the plot alone of one of the lab's tabs; the file written (empty if the export failed).
std::string exportPlot(const TempDir& dir, const std::string& tab, const std::string& size,
                       const std::string& extension) {
    const std::string out = dir.file(tab + extension);
    auto r = runHashlab({"export", "--lab", "probing", "--tab", tab, "--part", "plot", "--size",
                         size, "--out", out},
                        180);
    EXPECT_EQ(r.exitCode, 0) << tab << ": " << r.err;
    return r.exitCode == 0 ? out : std::string();
}

TEST(CliProbingExport, PlotPartFillsTheSizeAskedOnEveryTab) {
    TempDir dir;
    for (const std::string tab : {"probe_plot", "theory", "compare", "real_speed"}) {
        const std::string out = exportPlot(dir, tab, "1400x900", ".png");
        ASSERT_FALSE(out.empty());
        const std::string bytes = readBytes(out);
        EXPECT_EQ(pngSize(bytes), std::make_pair(1400, 900)) << tab;
        // The plot reaches the right and the bottom edge: its axes, grid and labels are in the
        // last 70 pixels of each, which are not one flat fill.
        EXPECT_GT(stripSpread(out, "70x900+1330+0"), 0.01) << tab << ": right edge is empty";
        EXPECT_GT(stripSpread(out, "1400x70+0+830"), 0.01) << tab << ": bottom edge is empty";
    }
}

TEST(CliProbingExport, PlotPartHasNoButtonsOrControls) {
    TempDir dir;
    // The page has the button, as text the search below finds.
    const std::string page = dir.file("page.svg");
    ASSERT_EQ(runHashlab({"export", "--lab", "probing", "--size", "1000x700", "--out", page}, 180)
                  .exitCode,
              0);
    EXPECT_NE(readBytes(page).find("Measure again"), std::string::npos);
    for (const std::string tab : {"probe_plot", "theory", "compare", "real_speed"}) {
        const std::string out = exportPlot(dir, tab, "1000x700", ".svg");
        ASSERT_FALSE(out.empty());
        const std::string svg = readBytes(out);
        ASSERT_NE(svg.find("<text"), std::string::npos) << tab << ": no text at all";
        for (const char* control : {"Measure again", "Copy as CSV", ">Start<", "Logarithmic time",
                                    ">Compute<", "Nothing measured yet"})
            EXPECT_EQ(svg.find(control), std::string::npos) << tab << " shows '" << control << "'";
    }
}

TEST(CliProbingExport, RealSpeedPageShowsItsCaptionWhole) {
    TempDir dir;
    const std::string out = dir.file("speed.pdf");
    auto r = runHashlab(
        {"export", "--lab", "probing", "--tab", "real_speed", "--size", "1600x900", "--out", out},
        180);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string text = withoutSpace(runTool("pdftotext '" + out + "' - 2>&1"));
    // The caption's first and last words (its middle names this machine's CPU and caches).
    EXPECT_NE(text.find("Nothingmeasuredyet"), std::string::npos) << text;
    EXPECT_NE(text.find("bytesperkey."), std::string::npos) << text;
    // The PNG lays out the same page: it is the size asked.
    const std::string png = dir.file("speed.png");
    ASSERT_EQ(runHashlab({"export", "--lab", "probing", "--tab", "real_speed", "--size", "1600x900",
                          "--out", png},
                         180)
                  .exitCode,
              0);
    EXPECT_EQ(pngSize(readBytes(png)), std::make_pair(1600, 900));
}

} // namespace
