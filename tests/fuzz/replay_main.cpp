// Replays fuzz inputs through a fuzz target without libFuzzer, so that every build (GCC included)
// runs the seed corpus, and the sanitizer build turns each past crash into a regression test.
// Usage: fuzz_replay_<target> <file-or-folder>...
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

void replay(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), {}};
    // A heap copy of exactly the input's size, so that ASan sees any read past its end.
    const std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
    LLVMFuzzerTestOneInput(data.data(), data.size());
}

} // namespace

int main(int argc, char** argv) {
    std::size_t count = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path where(argv[i]);
        if (std::filesystem::is_directory(where)) {
            for (const auto& entry : std::filesystem::directory_iterator(where))
                if (entry.is_regular_file()) {
                    replay(entry.path());
                    ++count;
                }
        } else if (std::filesystem::is_regular_file(where)) {
            replay(where);
            ++count;
        } else {
            std::cerr << "fuzz replay: no such file or folder: " << where << '\n';
            return 2;
        }
    }
    if (count == 0) {
        std::cerr << "fuzz replay: no inputs\n";
        return 2;
    }
    std::cout << "replayed " << count << " inputs\n";
    return 0;
}
