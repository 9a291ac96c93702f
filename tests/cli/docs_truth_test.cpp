// The docs keep up with the program (issue 30, item 7): every subcommand `hashlab --help` lists is
// in docs/cli.md and README.md, every flag any --help names is in docs/cli.md (the contract), and
// every lesson that ships is in docs/lessons.md.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using hashlab::test::runHashlab;

std::string readDoc(const std::string& relative) {
    std::ifstream in(std::string(HASHLAB_SOURCE_DIR) + "/" + relative);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string help(const std::vector<std::string>& args) {
    std::vector<std::string> a = args;
    a.push_back("--help");
    const auto r = runHashlab(a);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.out;
}

// The names listed under "Subcommands:" of `hashlab --help`.
std::vector<std::string> subcommands() {
    const std::string text = help({});
    std::vector<std::string> out;
    std::istringstream in(text.substr(text.find("Subcommands:")));
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line) && line.rfind("  ", 0) == 0)
        out.push_back(line.substr(2, line.find(' ', 2) - 2));
    return out;
}

// Whether `flag` ("--seed") occurs in `doc` as a whole flag, not as the start of a longer one.
bool names(const std::string& doc, const std::string& flag) {
    for (auto at = doc.find(flag); at != std::string::npos; at = doc.find(flag, at + 1)) {
        const char next = at + flag.size() < doc.size() ? doc[at + flag.size()] : ' ';
        if (!(std::isalnum(static_cast<unsigned char>(next)) || next == '-'))
            return true;
    }
    return false;
}

// Every --help under one subcommand: its own, its sub-subcommands' ("Usage: hashlab bloom
// size|theory|…") and their variants' ("--variant cuckoo|scalable|xor").
std::vector<std::pair<std::string, std::string>> helpTexts(const std::string& command) {
    std::vector<std::pair<std::string, std::string>> out;
    const std::string top = help({command});
    out.emplace_back(command, top);
    std::smatch m;
    const std::regex subs("Usage: hashlab " + command + " ([a-z0-9]+(\\|[a-z0-9]+)+)");
    if (!std::regex_search(top, m, subs))
        return out;
    std::vector<std::string> variants;
    std::smatch v;
    if (std::regex_search(top, v, std::regex("--variant ([a-z]+(\\|[a-z]+)+)"))) {
        std::stringstream ss(v[1].str());
        for (std::string item; std::getline(ss, item, '|');)
            variants.push_back(item);
    }
    std::stringstream ss(m[1].str());
    for (std::string sub; std::getline(ss, sub, '|');) {
        out.emplace_back(command + " " + sub, help({command, sub}));
        for (const std::string& variant : variants) {
            const auto r = runHashlab({command, sub, "--variant", variant, "--help"});
            if (r.exitCode == 0)
                out.emplace_back(command + " " + sub + " --variant " + variant, r.out);
        }
    }
    return out;
}

TEST(DocsTruth, EverySubcommandAndFlagIsInTheContractAndReadme) {
    const std::string cli = readDoc("docs/cli.md");
    const std::string readme = readDoc("README.md");
    ASSERT_FALSE(cli.empty());
    ASSERT_FALSE(readme.empty());
    const std::vector<std::string> commands = subcommands();
    ASSERT_GE(commands.size(), 8u);
    const std::regex flag("--[a-z][a-z0-9-]*");
    for (const std::string& c : commands) {
        EXPECT_NE(cli.find("hashlab " + c), std::string::npos) << "docs/cli.md: no `hashlab " << c;
        EXPECT_NE(readme.find("hashlab " + c), std::string::npos) << "README.md: no `hashlab " << c;
        for (const auto& [where, text] : helpTexts(c)) {
            std::set<std::string> flags;
            for (auto it = std::sregex_iterator(text.begin(), text.end(), flag);
                 it != std::sregex_iterator(); ++it)
                flags.insert(it->str());
            for (const std::string& f : flags)
                EXPECT_TRUE(names(cli, f))
                    << "`hashlab " << where << " --help` names " << f << ", docs/cli.md does not";
        }
    }
}

TEST(DocsTruth, EveryShippedLessonIsInTheLessonsPage) {
    const std::string lessons = readDoc("docs/lessons.md");
    ASSERT_FALSE(lessons.empty());
    int count = 0;
    for (const auto& e : std::filesystem::directory_iterator(std::string(HASHLAB_SOURCE_DIR) +
                                                             "/resources/scenarios")) {
        if (e.path().extension() != ".json")
            continue;
        ++count;
        const std::string file = e.path().filename().string();
        EXPECT_NE(lessons.find("`" + file + "`"), std::string::npos)
            << "docs/lessons.md does not list " << file;
    }
    EXPECT_GT(count, 0);
    // A count the pages give ("the 23 lessons", "the ten prepared lessons") is the count that
    // ships.
    const std::regex counted("\\b([0-9]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                             "twelve|twenty)( [a-z]+)? lessons\\b");
    for (const char* page : {"README.md", "docs/index.md", "docs/lessons.md"}) {
        const std::string text = readDoc(page);
        for (auto it = std::sregex_iterator(text.begin(), text.end(), counted);
             it != std::sregex_iterator(); ++it)
            EXPECT_EQ((*it)[1].str(), std::to_string(count)) << page << ": " << it->str();
    }
}

} // namespace
