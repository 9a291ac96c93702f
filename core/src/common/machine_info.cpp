#include "hashlab/common/machine_info.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <system_error>

namespace hashlab {
namespace {

std::string trim(std::string s) {
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    s.erase(s.begin(), std::find_if(s.begin(), s.end(), notSpace));
    s.erase(std::find_if(s.rbegin(), s.rend(), notSpace).base(), s.end());
    return s;
}

std::optional<std::string> readFirstLine(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::string line;
    if (!in || !std::getline(in, line))
        return std::nullopt;
    return trim(line);
}

std::string cpuModel(const std::filesystem::path& cpuinfo) {
    std::ifstream in(cpuinfo);
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos || trim(line.substr(0, colon)) != "model name")
            continue;
        std::string model = trim(line.substr(colon + 1));
        if (!model.empty())
            return model;
    }
    return "unknown";
}

} // namespace

std::optional<std::uint64_t> parseCacheSize(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    std::uint64_t unit = 1;
    if (!text.empty()) {
        switch (std::toupper(static_cast<unsigned char>(text.back()))) {
        case 'K':
            unit = std::uint64_t{1} << 10;
            break;
        case 'M':
            unit = std::uint64_t{1} << 20;
            break;
        case 'G':
            unit = std::uint64_t{1} << 30;
            break;
        default:
            break;
        }
        if (unit != 1)
            text.remove_suffix(1);
    }
    if (text.empty() || text.size() > 12)
        return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (v == 0)
        return std::nullopt;
    return v * unit;
}

MachineInfo readMachineInfo(const std::filesystem::path& root) {
    MachineInfo info;
    info.cpuModel = cpuModel(root / "proc/cpuinfo");
    const std::filesystem::path cacheDir = root / "sys/devices/system/cpu/cpu0/cache";
    std::error_code ec;
    for (std::filesystem::directory_iterator it(cacheDir, ec), end; !ec && it != end;
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind("index", 0) != 0)
            continue;
        const auto level = readFirstLine(it->path() / "level");
        const auto type = readFirstLine(it->path() / "type");
        const auto sizeText = readFirstLine(it->path() / "size");
        if (!level || !type || !sizeText || *type == "Instruction")
            continue;
        const auto size = parseCacheSize(*sizeText);
        if (!size)
            continue;
        std::optional<std::uint64_t>* slot = *level == "1"   ? &info.l1d
                                             : *level == "2" ? &info.l2
                                             : *level == "3" ? &info.l3
                                                             : nullptr;
        if (slot && !*slot) {
            *slot = size;
            info.cacheSource = "sysfs";
        }
    }
    return info;
}

MachineInfo currentMachineInfo() {
    MachineInfo info = readMachineInfo("/");
    const auto fill = [&info](std::optional<std::uint64_t>& slot, int name) {
        if (slot)
            return;
        const long v = sysconf(name);
        if (v > 0) {
            slot = static_cast<std::uint64_t>(v);
            if (info.cacheSource.empty())
                info.cacheSource = "sysconf";
        }
    };
#ifdef _SC_LEVEL1_DCACHE_SIZE
    fill(info.l1d, _SC_LEVEL1_DCACHE_SIZE);
    fill(info.l2, _SC_LEVEL2_CACHE_SIZE);
    fill(info.l3, _SC_LEVEL3_CACHE_SIZE);
#endif
    return info;
}

} // namespace hashlab
