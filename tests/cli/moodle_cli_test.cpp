// `hashlab drill --export moodle`: a bank xmllint accepts, for every lab; its images embedded and
// referenced as Moodle wants; three questions equal to golden files reviewed by hand
// (tests/fixtures/moodle/); and every Your-turn answer equal to what `hashlab exercise` gives for
// the same lab, kind, seed, level and step.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string bank(const std::string& lab, const std::string& seed, const std::string& count,
                 bool figures) {
    const std::string path = testing::TempDir() + "bank-" + lab + "-" + seed + ".xml";
    std::vector<std::string> args = {"drill", "--lab",    lab,      "--seed", seed, "--count",
                                     count,   "--export", "moodle", "--out",  path};
    if (!figures)
        args.push_back("--no-figures");
    const auto r = runHashlab(args, 120);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return path;
}

// The <question>…</question> blocks, category first.
std::vector<std::string> questions(const std::string& xml) {
    std::vector<std::string> out;
    for (std::size_t at = xml.find("  <question "); at != std::string::npos;
         at = xml.find("  <question ", at + 1))
        out.push_back(xml.substr(at, xml.find("</question>", at) + 12 - at));
    return out;
}

TEST(CliMoodle, EveryLabsBankIsWellFormedXml) {
    for (const char* lab : {"probing", "ring", "bloom", "collisions"}) {
        const std::string path = bank(lab, "7", "4", std::string(lab) == "probing");
        EXPECT_EQ(std::system(("xmllint --noout '" + path + "'").c_str()), 0) << lab;
        const std::string xml = slurp(path);
        EXPECT_EQ(questions(xml).size(), 1u + 8u) << lab; // category, 4 drill, 4 Your turn
        EXPECT_NE(xml.find("<quiz>"), std::string::npos);
    }
    // Figures: one PNG per drill question, embedded and referenced.
    const std::string xml = slurp(bank("probing", "7", "4", true));
    const std::regex file("<file name=\"(drill-probing-7-[0-9]+\\.png)\" path=\"/\" "
                          "encoding=\"base64\">iVBORw0KGgo");
    int files = 0;
    for (std::sregex_iterator it(xml.begin(), xml.end(), file), end; it != end; ++it, ++files)
        EXPECT_NE(xml.find("@@PLUGINFILE@@/" + (*it)[1].str()), std::string::npos);
    EXPECT_EQ(files, 4);
}

TEST(CliMoodle, ThreeQuestionsEqualTheirGoldenFiles) {
    const auto q = questions(slurp(bank("ring", "7", "2", false)));
    ASSERT_EQ(q.size(), 5u);
    const std::string golden = std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/moodle/";
    // A drill's multiple choice, a drill's numerical question, a Your-turn multiple choice.
    EXPECT_EQ(q[1], slurp(golden + "ring_7_drill_choice.xml"));
    EXPECT_EQ(q[2], slurp(golden + "ring_7_drill_numerical.xml"));
    EXPECT_EQ(q[3], slurp(golden + "ring_7_your_turn_choice.xml"));
}

TEST(CliMoodle, EveryYourTurnAnswerIsTheProgramsAnswer) {
    const std::regex named("<name><text>your-turn ([a-z]+) ([a-z0-9-]+) seed ([0-9]+) level "
                           "([0-9]) step ([0-9]+)</text></name>");
    const std::regex right("<answer fraction=\"100\" format=\"html\">\\s*<text>([^<]*)</text>");
    int checked = 0;
    for (const char* lab : {"probing", "ring", "bloom", "collisions"}) {
        for (const std::string& q : questions(slurp(bank(lab, "11", "8", false)))) {
            std::smatch n, a;
            if (!std::regex_search(q, n, named)) {
                // A drill question: exactly one right answer.
                if (q.find("type=\"category\"") == std::string::npos)
                    EXPECT_EQ(std::distance(std::sregex_iterator(q.begin(), q.end(), right),
                                            std::sregex_iterator()),
                              1);
                continue;
            }
            ASSERT_TRUE(std::regex_search(q, a, right)) << q;
            const auto e = runJson(
                {"exercise", "--lab", n[1], "--kind", n[2], "--seed", n[3], "--level", n[4]});
            std::string want = e["steps"][std::stoul(n[5]) - 1]["answer"];
            if (std::regex_match(want, std::regex("[a-z]+:[0-9]+")))
                want = want.substr(want.find(':') + 1); // numerical: the number
            std::string got = a[1];
            got = std::regex_replace(got, std::regex("&quot;"), "\"");
            EXPECT_EQ(got, want) << q;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 32);
}

TEST(CliMoodle, BadInputIsAnError) {
    const std::string out = testing::TempDir() + "x.xml";
    expectUsageError(
        runHashlab({"drill", "--lab", "probing", "--seed", "1", "--export", "gift", "--out", out}),
        "--export");
    expectUsageError(runHashlab({"drill", "--lab", "probing", "--seed", "1", "--export", "moodle",
                                 "--out", testing::TempDir() + "x.txt"}),
                     "--out");
    expectUsageError(
        runHashlab({"drill", "--lab", "tables", "--seed", "1", "--export", "moodle", "--out", out}),
        "--lab");
    expectUsageError(runHashlab({"drill", "--lab", "ring", "--seed", "1", "--count", "51",
                                 "--export", "moodle", "--out", out}),
                     "--count");
}

} // namespace
