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
Command exerciseCommand(); // exercise_command.cpp
Command gradeCommand();    // grade_command.cpp

std::vector<Command> builtinCommands();

// argv without the program name. Handles --version and --help itself.
int run(const std::vector<std::string>& argv, const std::vector<Command>& commands,
        std::ostream& out, std::ostream& err);

// Prints a result: JSON (pretty, one document) with --json, otherwise readable "key: value" text.
// Each command's JSON documents carry "schema", the version of that command's fields (docs/cli.md
// "Schema versions"): bumped when one of its fields changes meaning.
inline constexpr int kJsonSchema = 1; // every command but those below
// 2: load, requests.load and after.moved count who serves a key under --fail (placement_load
// keeps the owners).
inline constexpr int kRingSchema = 2;
// A non-negative integer of any size (its decimal digits), printed exactly: a bare JSON number
// however many digits it has. nlohmann's numbers hold 64 bits, so a larger one travels as marked
// text that printResult writes without quotes.
nlohmann::json exactInteger(const std::string& digits);
void printResult(std::ostream& out, const nlohmann::json& result, bool asJson,
                 int schema = kJsonSchema);

// Wraps a subcommand body: UsageError -> "hashlab: error: ..." + 2; any other exception -> the
// same.
int guarded(std::ostream& err, const std::function<int()>& body);

} // namespace hashlab::cli
