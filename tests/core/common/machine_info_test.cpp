// The machine's CPU model and data-cache sizes, read from a fake /proc and sysfs tree built in a
// temporary folder: sizes in K and M, instruction caches left out, missing files and levels
// leave the item unknown rather than failing.
#include "hashlab/common/machine_info.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using hashlab::MachineInfo;
using hashlab::parseCacheSize;
using hashlab::readMachineInfo;

class FakeRoot : public ::testing::Test {
protected:
    void SetUp() override {
        root = fs::temp_directory_path() /
               ("hashlab_machine_" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(root);
        fs::create_directories(root / "proc");
    }
    void TearDown() override { fs::remove_all(root); }
    void write(const fs::path& rel, const std::string& text) {
        fs::create_directories((root / rel).parent_path());
        std::ofstream(root / rel) << text;
    }
    void cache(int index, const std::string& level, const std::string& type,
               const std::string& size) {
        const fs::path dir =
            fs::path("sys/devices/system/cpu/cpu0/cache") / ("index" + std::to_string(index));
        write(dir / "level", level + "\n");
        write(dir / "type", type + "\n");
        if (!size.empty())
            write(dir / "size", size + "\n");
    }
    fs::path root;
};

TEST(CacheSize, ParsesSysfsSuffixesAsPowersOf1024) {
    EXPECT_EQ(parseCacheSize("32K"), 32u * 1024);
    EXPECT_EQ(parseCacheSize("1024K\n"), 1024u * 1024);
    EXPECT_EQ(parseCacheSize("16M"), 16u * 1024 * 1024);
    EXPECT_EQ(parseCacheSize("1G"), 1024u * 1024 * 1024);
    EXPECT_EQ(parseCacheSize("512"), 512u);
    EXPECT_FALSE(parseCacheSize(""));
    EXPECT_FALSE(parseCacheSize("K"));
    EXPECT_FALSE(parseCacheSize("0K"));
    EXPECT_FALSE(parseCacheSize("12 KB"));
    EXPECT_FALSE(parseCacheSize("-4K"));
}

TEST_F(FakeRoot, ReadsModelAndDataCachesIgnoringInstructionCaches) {
    write("proc/cpuinfo",
          "processor\t: 0\nvendor_id\t: GenuineIntel\n"
          "model name\t: Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz\nflags\t: fpu\n\n"
          "processor\t: 1\nmodel name\t: Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz\n");
    cache(0, "1", "Data", "32K");
    cache(1, "1", "Instruction", "64K"); // must not replace L1d
    cache(2, "2", "Unified", "1024K");
    cache(3, "3", "Unified", "16M");
    const MachineInfo m = readMachineInfo(root);
    EXPECT_EQ(m.cpuModel, "Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz");
    EXPECT_EQ(m.l1d, 32u * 1024);
    EXPECT_EQ(m.l2, 1024u * 1024);
    EXPECT_EQ(m.l3, 16u * 1024 * 1024);
    EXPECT_EQ(m.cacheSource, "sysfs");
}

TEST_F(FakeRoot, InstructionCacheListedFirstIsStillIgnored) {
    cache(0, "1", "Instruction", "64K");
    cache(1, "1", "Data", "48K");
    const MachineInfo m = readMachineInfo(root);
    EXPECT_EQ(m.l1d, 48u * 1024);
}

TEST_F(FakeRoot, MissingLevelsAndFilesAreUnknownNotErrors) {
    write("proc/cpuinfo", "processor\t: 0\nvendor_id\t: ARM\n"); // no model name line
    cache(0, "1", "Data", "32K");
    cache(2, "2", "Unified", ""); // size file missing
    const MachineInfo m = readMachineInfo(root);
    EXPECT_EQ(m.cpuModel, "unknown");
    EXPECT_EQ(m.l1d, 32u * 1024);
    EXPECT_FALSE(m.l2);
    EXPECT_FALSE(m.l3);
}

TEST_F(FakeRoot, NothingThereAtAll) {
    fs::remove_all(root / "proc");
    const MachineInfo m = readMachineInfo(root);
    EXPECT_EQ(m.cpuModel, "unknown");
    EXPECT_FALSE(m.l1d);
    EXPECT_FALSE(m.l2);
    EXPECT_FALSE(m.l3);
    EXPECT_EQ(m.cacheSource, "");
}

TEST(CurrentMachine, HasAModelAndKnownCachesArePlausible) {
    const MachineInfo m = hashlab::currentMachineInfo();
    EXPECT_FALSE(m.cpuModel.empty());
    // Whatever is known must be ordered as a cache hierarchy is (a level is at least 1 KiB).
    if (m.l1d) {
        EXPECT_GE(*m.l1d, 1024u);
    }
    if (m.l1d && m.l2) {
        EXPECT_GE(*m.l2, *m.l1d);
    }
    if (m.l2 && m.l3) {
        EXPECT_GE(*m.l3, *m.l2);
    }
}

} // namespace
