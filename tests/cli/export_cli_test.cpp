// `hashlab export --part page|canvas|plot` and `--tab`, run on the built binary; and the fonts a
// Chinese PDF embeds (issue 12: export just a part, choose the collisions tab headless, item 11).
#include "support/expect_usage_error.h"
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>

namespace {

namespace fs = std::filesystem;
using hashlab::test::expectUsageError;
using hashlab::test::pngSize;
using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::runTool;
using hashlab::test::TempDir;

TEST(CliExport, EachLabsCanvasAndPlotRenderAloneAtTheSizeAsked) {
    TempDir dir;
    for (const std::string lab : {"ring", "probing", "bloom", "collisions"}) {
        std::string page;
        for (const std::string part : {"page", "canvas", "plot"}) {
            const std::string out = dir.file(lab + "_" + part + ".png");
            auto r = runHashlab({"export", "--lab", lab, "--part", part, "--size", "640x480",
                                 "--out", out, "--json"},
                                120);
            ASSERT_EQ(r.exitCode, 0) << lab << " " << part << ": " << r.err;
            const auto j = nlohmann::json::parse(r.out);
            EXPECT_EQ(j["part"], part);
            const std::string bytes = readBytes(out);
            EXPECT_EQ(pngSize(bytes), std::make_pair(640, 480)) << lab << " " << part;
            if (part == "page")
                page = bytes;
            else
                EXPECT_NE(bytes, page) << lab << " " << part << " is the whole page again";
        }
    }
}

// SVG keeps text as text (docs/cli.md), the ring's canvas too: its screen painting caches a
// raster layer (arcs, ticks, quarter labels) and dot sprites, which an SVG painter must not get.
TEST(CliExport, TheRingCanvasInAnSvgIsTextAndShapesNotPictures) {
    TempDir dir;
    const std::string out = dir.file("ring.svg");
    auto r = runHashlab(
        {"export", "--lab", "ring", "--part", "canvas", "--size", "800x600", "--out", out}, 120);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string svg = readBytes(out);
    EXPECT_NE(svg.find("2⁶³"), std::string::npos) << "the quarter label 2⁶³ is not text";
    EXPECT_EQ(svg.find("<image"), std::string::npos) << "parts of the ring are pictures";
}

TEST(CliExport, TabChoosesTheCollisionsTabHeadless) {
    TempDir dir;
    std::string previous;
    for (const std::string tab : {"dedup", "birthday", "short_links"}) {
        const std::string out = dir.file(tab + ".png");
        auto r = runHashlab({"export", "--lab", "collisions", "--tab", tab, "--size", "800x500",
                             "--out", out, "--json"},
                            120);
        ASSERT_EQ(r.exitCode, 0) << tab << ": " << r.err;
        EXPECT_EQ(nlohmann::json::parse(r.out)["tab"], tab);
        const std::string bytes = readBytes(out);
        EXPECT_NE(bytes, previous) << tab << " looks like the tab before it";
        previous = bytes;
    }
}

TEST(CliExport, UnknownPartsAndTabsAreUsageErrors) {
    TempDir dir;
    const std::string out = dir.file("x.png");
    expectUsageError(runHashlab({"export", "--lab", "ring", "--part", "legend", "--out", out}),
                     "--part");
    expectUsageError(runHashlab({"export", "--lab", "ring", "--tab", "birthday", "--out", out}),
                     "--tab");
    expectUsageError(runHashlab({"export", "--lab", "collisions", "--tab", "write", "--out", out}),
                     "--tab");
    // The Bloom lab's tabs are named in the message (its "choosing" tab is the filter chart).
    expectUsageError(runHashlab({"export", "--lab", "bloom", "--tab", "write", "--out", out}),
                     "--tab must be one of fp_plot|sizing|read_path|choosing");
    EXPECT_FALSE(fs::exists(out));
}

TEST(CliExport, HelpListsPartAndTab) {
    auto r = runHashlab({"export", "--help"});
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("--part"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("page|canvas|plot"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("--tab"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("dedup|birthday|short_links"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("fp_plot|sizing|read_path|choosing"), std::string::npos) << r.out;
}

TEST(CliExport, AChinesePdfEmbedsTheSimplifiedChineseFace) {
    TempDir dir;
    const std::string out = dir.file("ring_zh.pdf");
    auto r = runHashlab({"export", "--lab", "ring", "--lang", "zh_CN", "--out", out}, 120);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // pdffonts: poppler-utils, installed by tools/setup.sh.
    const std::string fonts = runTool("pdffonts '" + out + "' 2>&1");
    EXPECT_NE(fonts.find("CJKsc"), std::string::npos) << fonts;
    EXPECT_EQ(fonts.find("CJKjp"), std::string::npos) << fonts;
}

} // namespace
