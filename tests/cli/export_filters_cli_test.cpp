// Issue 17: `hashlab export` of a scenario holding a cuckoo, scalable or xor filter draws that
// filter's canvas - not the classic bit array - as PNG, SVG and PDF, and `--tab choosing` the
// "Choosing a filter" chart; run on the built binary.
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace {

using hashlab::test::pngSize;
using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::runTool;
using hashlab::test::TempDir;

nlohmann::json inserts(const std::vector<std::string>& words) {
    nlohmann::json ops = nlohmann::json::array();
    for (const std::string& w : words)
        ops.push_back({{"op", "insert"}, {"key", w}});
    return ops;
}

const std::vector<std::string> kWords = {"apple", "banana", "cherry", "damson", "elder"};

// The Bloom state with one filter of each kind, as the window saves it.
nlohmann::json filtersState(const std::string& kind) {
    if (kind == "cuckoo")
        return {
            {"kind", "cuckoo"},
            {"cuckoo",
             {{"n", 16}, {"fingerprint_bits", 8}, {"bucket", 4}, {"max_kicks", 500}, {"seed", 1}}},
            {"ops", inserts(kWords)}};
    if (kind == "scalable")
        return {{"kind", "scalable"},
                {"scalable",
                 {{"p", 0.1}, {"initial", 2}, {"growth", 2}, {"tightening", 0.8}, {"seed", 1}}},
                {"ops", inserts(kWords)}};
    nlohmann::json ops = inserts(kWords);
    ops.push_back({{"op", "build"}});
    return {{"kind", "xor"}, {"xor", {{"fingerprint_bits", 8}, {"seed", 1}}}, {"ops", ops}};
}

// A small FP plot (the export waits for it) keeps each run short.
std::string writeScenario(const TempDir& dir, const std::string& kind) {
    nlohmann::json state = {{"plot", {{"variants", {"double"}}, {"n", 1000}, {"queries", 1000}}}};
    if (kind != "classic")
        state["filters"] = filtersState(kind);
    const nlohmann::json doc = {
        {"format", "hashlab-scenario"}, {"schema", 1}, {"lab", "bloom"}, {"state", state}};
    const std::string path = dir.file(kind + ".json");
    std::ofstream(path) << doc.dump();
    return path;
}

std::string exportOf(const std::string& scenario, const std::string& out,
                     std::vector<std::string> extra = {}) {
    std::vector<std::string> argv = {"export", "--lab",     "bloom", "--scenario", scenario,
                                     "--size", "1600x1000", "--out", out};
    argv.insert(argv.end(), extra.begin(), extra.end());
    const auto r = runHashlab(argv, 120);
    EXPECT_EQ(r.exitCode, 0) << out << ": " << r.err;
    return readBytes(out);
}

// Each canvas's own header line, which no other canvas draws.
const std::map<std::string, std::string> kLabel = {{"cuckoo", "cuckoo filter ·"},
                                                   {"scalable", "scalable Bloom filter ·"},
                                                   {"xor", "xor filter ·"}};
// The classic view's header ("double filter · m = 64 · k = 3 ...").
constexpr const char* kClassicLabel = "filter · m = ";

TEST(CliExportFilters, SvgCanvasIsTheVariantsOwn) {
    TempDir dir;
    for (const auto& [kind, label] : kLabel) {
        const std::string svg =
            exportOf(writeScenario(dir, kind), dir.file(kind + ".svg"), {"--part", "canvas"});
        EXPECT_NE(svg.find(label), std::string::npos) << kind;
        EXPECT_EQ(svg.find(kClassicLabel), std::string::npos) << kind << ": the classic view";
        for (const auto& [other, otherLabel] : kLabel)
            if (other != kind) {
                EXPECT_EQ(svg.find(otherLabel), std::string::npos) << kind << " shows " << other;
            }
    }
}

// The cuckoo canvas prints the last insert's fingerprint as the trace command does: two hex
// digits for f = 8.
TEST(CliExportFilters, CuckooFingerprintsArePaddedAsInTheTrace) {
    TempDir dir;
    const auto t = runHashlab({"bloom", "trace", "--variant", "cuckoo", "--n", "16",
                               "--fingerprint-bits", "8", "--bucket", "4", "--seed", "1",
                               "--insert", "apple,banana,cherry,damson,elder", "--json"});
    ASSERT_EQ(t.exitCode, 0) << t.err;
    const auto trace = nlohmann::json::parse(t.out);
    const std::string hex = trace["ops"].back()["fingerprint_hex"];
    EXPECT_EQ(hex.size(), 2u);
    const std::string svg =
        exportOf(writeScenario(dir, "cuckoo"), dir.file("c.svg"), {"--part", "canvas"});
    EXPECT_NE(svg.find("fingerprint 0x" + hex), std::string::npos) << hex;
    // Every stored entry is drawn in its slot with two digits, "0c" and never "c".
    for (const auto& row : trace["table"]["buckets"])
        for (const auto& fp : row)
            if (fp != 0) {
                char two[8];
                std::snprintf(two, sizeof two, "%02x", fp.get<unsigned>());
                EXPECT_NE(svg.find(">" + std::string(two) + "<"), std::string::npos) << two;
            }
}

TEST(CliExportFilters, PngPagesDifferBetweenVariantsAndFromTheClassicView) {
    TempDir dir;
    std::map<std::string, std::string> pages;
    pages["classic"] = exportOf(writeScenario(dir, "classic"), dir.file("classic.png"));
    for (const auto& [kind, label] : kLabel)
        pages[kind] = exportOf(writeScenario(dir, kind), dir.file(kind + ".png"));
    for (const auto& [a, pa] : pages) {
        EXPECT_EQ(pngSize(pa), std::make_pair(1600, 1000)) << a;
        for (const auto& [b, pb] : pages)
            if (a < b) {
                EXPECT_NE(pa, pb) << a << " and " << b << " look the same";
            }
    }
}

TEST(CliExportFilters, ChinesePdfOfEachVariantEmbedsTheSimplifiedChineseFace) {
    TempDir dir;
    for (const auto& [kind, label] : kLabel) {
        const std::string out = dir.file(kind + "_zh.pdf");
        const std::string pdf = exportOf(writeScenario(dir, kind), out, {"--lang", "zh_CN"});
        EXPECT_EQ(pdf.rfind("%PDF", 0), 0u) << kind;
        EXPECT_GT(pdf.size(), 10000u) << kind;
        // pdffonts: poppler-utils, installed by tools/setup.sh.
        const std::string fonts = runTool("pdffonts '" + out + "' 2>&1");
        EXPECT_NE(fonts.find("CJKsc"), std::string::npos) << kind << "\n" << fonts;
    }
}

// The chart tab: its title, its table and the run's summary in the SVG (the plot itself is an
// image there), beside the variant's canvas.
TEST(CliExportFilters, ChoosingTabRendersTheChartBesideTheVariant) {
    TempDir dir;
    const std::string svg =
        exportOf(writeScenario(dir, "scalable"), dir.file("choosing.svg"), {"--tab", "choosing"});
    for (const char* text : {"Choosing a filter", "bits/key", "cache lines", "P0 = 0.0015",
                             "17 filters built with 250,000 keys"})
        EXPECT_NE(svg.find(text), std::string::npos) << text;
    EXPECT_NE(svg.find(kLabel.at("scalable")), std::string::npos);
    EXPECT_EQ(svg.find(kClassicLabel), std::string::npos);
}

} // namespace
