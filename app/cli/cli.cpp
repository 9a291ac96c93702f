#include "cli.h"

#include "args.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <new>
#include <string_view>

namespace hashlab::cli {

std::vector<Command> builtinCommands() {
    return {hashCommand(),    ringCommand(),    probeCommand(),    tableCommand(), bloomCommand(),
            collideCommand(), clusterCommand(), exerciseCommand(), gradeCommand()};
}

int guarded(std::ostream& err, const std::function<int()>& body) {
    try {
        return body();
    } catch (const UsageError& e) {
        err << "hashlab: error: " << e.what() << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        err << "hashlab: error: out of memory (lower the sizes asked for)\n";
        return 2;
    } catch (const std::exception& e) {
        err << "hashlab: error: " << e.what() << "\n";
        return 2;
    }
}

int run(const std::vector<std::string>& argv, const std::vector<Command>& commands,
        std::ostream& out, std::ostream& err) {
    auto usage = [&]() {
        std::string s = "Usage: hashlab [SUBCOMMAND] [OPTIONS]\n\n"
                        "With no subcommand HashLab opens its window (options: --lang en|zh_CN,\n"
                        "--theme light|dark|classroom, --lab ring|probing|bloom|collisions,\n"
                        "--scenario FILE). With a subcommand it runs headless.\n\nSubcommands:\n";
        for (const auto& c : commands)
            s += "  " + c.name + std::string(c.name.size() < 10 ? 10 - c.name.size() : 1, ' ') +
                 c.summary + "\n";
        s +=
            "\nEvery subcommand takes --help and --json. Bad input: a message on stderr, exit 2.\n";
        return s;
    };
    if (argv.empty()) {
        out << usage();
        return 0;
    }
    const std::string& first = argv[0];
    if (first == "--version") {
        out << "hashlab " << HASHLAB_VERSION << "\n";
        return 0;
    }
    if (first == "--help" || first == "-h" || first == "help") {
        out << usage();
        return 0;
    }
    for (const auto& c : commands) {
        if (c.name == first) {
            std::vector<std::string> rest(argv.begin() + 1, argv.end());
            return guarded(err, [&] { return c.run(rest, out, err); });
        }
    }
    err << "hashlab: error: unknown subcommand '" << first << "' (see hashlab --help)\n";
    return 2;
}

namespace {

// Text output is for people: a double prints with 6 significant digits ("1.14479", not
// "1.1447880000000001"); JSON keeps full precision for scripts.
// The mark of exactInteger's text: a control character no option or key text carries.
constexpr std::string_view kExactMark = "\x1f"
                                        "exact:";

std::string scalarText(const nlohmann::json& v) {
    if (v.is_string()) {
        const std::string& text = v.get_ref<const std::string&>();
        return text.starts_with(kExactMark) ? text.substr(kExactMark.size()) : text;
    }
    if (v.is_number_float()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", v.get<double>());
        return buf;
    }
    return v.dump();
}

void printText(std::ostream& out, const nlohmann::json& v, const std::string& indent) {
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it) {
            if (it.value().is_structured() && !it.value().empty()) {
                out << indent << it.key() << ":\n";
                printText(out, it.value(), indent + "  ");
            } else {
                out << indent << it.key() << ": " << scalarText(it.value()) << "\n";
            }
        }
    } else if (v.is_array()) {
        bool flat = true;
        for (const auto& e : v)
            flat = flat && !e.is_structured();
        if (flat) {
            out << indent;
            for (std::size_t i = 0; i < v.size(); ++i)
                out << (i ? ", " : "") << scalarText(v[i]);
            out << "\n";
        } else {
            for (const auto& e : v) {
                out << indent << "-\n";
                printText(out, e, indent + "  ");
            }
        }
    } else {
        out << indent << scalarText(v) << "\n";
    }
}

// "\u001fexact:123…" (a dumped exactInteger) becomes 123….
std::string bareExactIntegers(std::string text) {
    const std::string open = "\"\\u001fexact:";
    for (auto at = text.find(open); at != std::string::npos; at = text.find(open, at)) {
        const auto close = text.find('"', at + open.size());
        text.replace(at, close + 1 - at, text.substr(at + open.size(), close - at - open.size()));
    }
    return text;
}

} // namespace

nlohmann::json exactInteger(const std::string& digits) {
    if (digits.size() < 20 || (digits.size() == 20 && digits <= "18446744073709551615"))
        return std::stoull(digits);
    return std::string(kExactMark) + digits;
}

void printResult(std::ostream& out, const nlohmann::json& result, bool asJson, int schema) {
    if (asJson) {
        // Every document names the version of its command's fields (docs/cli.md), so a script
        // can refuse a document whose fields changed meaning under it.
        nlohmann::json doc = result;
        if (doc.is_object())
            doc["schema"] = schema;
        out << bareExactIntegers(doc.dump(2)) << "\n";
    } else
        printText(out, result, "");
}

} // namespace hashlab::cli
