#pragma once
// The machine a speed measurement ran on: the CPU's model name and its data-cache sizes, so that
// a plot of ns per lookup against table size can mark where the table stops fitting in L1, L2
// and L3. Linux only: /proc/cpuinfo and sysfs (/sys/devices/system/cpu/cpu0/cache/index*/). A file
// that is missing or unreadable leaves that item unknown; it is never an error.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace hashlab {

struct MachineInfo {
    std::string cpuModel = "unknown";
    // Data (or unified) caches of cpu0, in bytes; instruction caches are left out.
    std::optional<std::uint64_t> l1d, l2, l3;
    // Where the cache sizes came from: "sysfs", "sysconf" (glibc's CPUID reading, when sysfs has
    // no cache directory, as in some virtual machines), or "" when none is known.
    std::string cacheSource;
};

// "32K" -> 32768, "1024K" -> 1048576, "16M" -> 16777216, "512" -> 512 (bytes); suffixes K, M, G
// are powers of 1024 as sysfs writes them. Empty, junk or zero -> nullopt.
std::optional<std::uint64_t> parseCacheSize(std::string_view text);

// Reads <root>/proc/cpuinfo and <root>/sys/devices/system/cpu/cpu0/cache/index*/{level,type,size}.
// root is "/" on a real machine; tests pass a folder holding a fake tree.
MachineInfo readMachineInfo(const std::filesystem::path& root);

// The machine this runs on: readMachineInfo("/"), then, for each level sysfs left unknown,
// sysconf(_SC_LEVEL*_CACHE_SIZE) where the C library knows it.
MachineInfo currentMachineInfo();

} // namespace hashlab
