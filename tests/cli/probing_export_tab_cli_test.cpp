// Issue 30, item 5 (in part): `hashlab export --lab probing --tab T` picks one of the Hash tables
// lab's four plot tabs (it was refused: "the probing lab has no tabs").
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace {

using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::TempDir;

TEST(CliProbingExport, TabPicksEachPlotTab) {
    TempDir dir;
    std::set<std::string> pictures;
    for (const std::string tab : {"probe_plot", "theory", "compare", "real_speed"}) {
        const std::string out = dir.file(tab + ".png");
        auto r = runHashlab({"export", "--lab", "probing", "--tab", tab, "--size", "900x600",
                             "--out", out, "--json"},
                            120);
        ASSERT_EQ(r.exitCode, 0) << tab << ": " << r.err;
        EXPECT_EQ(nlohmann::json::parse(r.out)["tab"], tab);
        pictures.insert(readBytes(out));
    }
    EXPECT_EQ(pictures.size(), 4u) << "two tabs exported the same picture";
    const auto bad =
        runHashlab({"export", "--lab", "probing", "--tab", "speed", "--out", dir.file("x.png")});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("probe_plot|theory|compare|real_speed"), std::string::npos) << bad.err;
}

} // namespace
