#pragma once
// What the command-line tests share: a temporary folder named after the running test (removed
// afterwards), and running a tool (pdfinfo, pdffonts) to read what the binary wrote.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>

namespace hashlab::test {

struct TempDir {
    std::filesystem::path path;
    explicit TempDir(const std::string& prefix = "hashlab_cli_") {
        const auto* unit = ::testing::UnitTest::GetInstance();
        path =
            std::filesystem::temp_directory_path() / (prefix + std::to_string(unit->random_seed()) +
                                                      "_" + unit->current_test_info()->name());
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

// The command's standard output (through the shell).
inline std::string runTool(const std::string& command) {
    std::string out;
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe)
        return out;
    std::array<char, 4096> buffer{};
    while (fgets(buffer.data(), static_cast<int>(buffer.size()), pipe.get()))
        out += buffer.data();
    return out;
}

} // namespace hashlab::test
