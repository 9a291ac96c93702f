#pragma once
// The command-line front door (DESIGN.md "The command line"): dispatch to one subcommand,
// print "hashlab: error: ..." and return 2 on any usage error. No Qt here: only `export`
// (registered by main from app/export) needs a GUI library.
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace hashlab::cli {

using Runner =
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)>;

struct Command {
    std::string name;
    std::string summary;
    Runner run;
};

// Each lab's subcommand lives in its own file (<name>_command.cpp).
Command hashCommand();
Command ringCommand();
Command probeCommand();
Command tableCommand();
Command bloomCommand();
Command collideCommand();
Command clusterCommand();

std::vector<Command> builtinCommands();

// argv without the program name. Handles --version and --help itself.
int run(const std::vector<std::string>& argv, const std::vector<Command>& commands,
        std::ostream& out, std::ostream& err);

// Prints a result: JSON (pretty, one document) with --json, otherwise readable "key: value" text.
// The version every JSON document carries as "schema"; bumped when a field changes meaning.
inline constexpr int kJsonSchema = 1;
void printResult(std::ostream& out, const nlohmann::json& result, bool asJson);

// Wraps a subcommand body: UsageError -> "hashlab: error: ..." + 2; any other exception -> the
// same.
int guarded(std::ostream& err, const std::function<int()>& body);

} // namespace hashlab::cli
