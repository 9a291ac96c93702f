#pragma once
// What the export tests share: a temporary folder per test, reading a file whole, a PNG's
// pixel size from its header, and running a tool (pdfinfo, pdffonts) on what was written.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>

namespace hashlab::test {

// A fresh folder named after the test (tests run in parallel under ctest), removed with
// everything in it at the end.
struct TempDir {
    std::filesystem::path path;
    TempDir() {
        const auto* unit = ::testing::UnitTest::GetInstance();
        const auto* test = unit->current_test_info();
        path = std::filesystem::temp_directory_path() /
               ("hashlab_" + std::string(test->test_suite_name()) + "_" +
                std::to_string(unit->random_seed()) + "_" + test->name());
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

inline std::string readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Width and height from a PNG's IHDR chunk ({0, 0} for anything else).
inline std::pair<int, int> pngSize(const std::string& bytes) {
    if (bytes.size() < 24 || bytes.compare(1, 3, "PNG") != 0)
        return {0, 0};
    auto be32 = [&](std::size_t at) {
        int v = 0;
        for (std::size_t i = 0; i < 4; ++i)
            v = (v << 8) | static_cast<unsigned char>(bytes[at + i]);
        return v;
    };
    return {be32(16), be32(20)};
}

} // namespace hashlab::test
