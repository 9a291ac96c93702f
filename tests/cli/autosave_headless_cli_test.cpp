// Headless commands never offer a crashed window's autosave (issue 28, item 4): with a copy left
// where the window looks for one, `hashlab export` and a command-line subcommand run to the end
// without a question (offscreen, a dialog would wait until the timeout) and leave the copy for
// the window.
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

namespace {

namespace fs = std::filesystem;
using hashlab::test::runHashlab;
using hashlab::test::TempDir;

// HOME and XDG_DATA_HOME of the commands this test runs, restored afterwards.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const std::string& value) : m_name(name) {
        if (const char* old = std::getenv(name))
            m_old = old;
        setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv() {
        if (m_old)
            setenv(m_name, m_old->c_str(), 1);
        else
            unsetenv(m_name);
    }

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

TEST(AutosaveHeadless, ExportAndCommandsNeverAskAboutACrashedWindowsCopy) {
    TempDir dir;
    ScopedEnv home("HOME", dir.path.string());
    ScopedEnv data("XDG_DATA_HOME", (dir.path / "data").string());
    const fs::path crashed = dir.path / "data/HashLab/HashLab/autosave/crashed";
    fs::create_directories(crashed);
    std::ofstream(crashed / "ring.json")
        << R"({"format": "hashlab-scenario", "schema": 1, "lab": "ring", "state": {}})";
    const auto exported = runHashlab(
        {"export", "--lab", "ring", "--size", "320x180", "--out", dir.file("ring.png")}, 60);
    EXPECT_EQ(exported.exitCode, 0) << exported.err;
    const auto hashed = runHashlab({"hash", "--algo", "xxh3_64", "--text", "hello"}, 60);
    EXPECT_EQ(hashed.exitCode, 0) << hashed.err;
    EXPECT_TRUE(fs::exists(crashed / "ring.json"));
}

} // namespace
