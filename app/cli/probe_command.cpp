// hashlab probe: builds an open-addressing table, applies --insert, then --delete, then --find,
// and prints the table and every operation's probe sequence (DESIGN.md: field names are a
// contract). The traces come from hashlab_core; this file only parses and prints.
#include "args.h"
#include "cli.h"
#include "probe_options.h"

#include "hashlab/tables/ops.h"
#include "hashlab/tables/table.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace hashlab::cli {
namespace {

using namespace hashlab::tables;

constexpr std::size_t kMaxKeys = 10'000;

const std::vector<OptionSpec> kProbeSpecs = {
    {"m", "M", "table size: an integer from 1 to 1000000 (required)"},
    {"mode", "MODE", "linear|quadratic|double (required)"},
    {"hash", "HASH",
     "textbook (integer keys, h1/h2 formulas; default) | murmur3 | xxh3 (text keys; h1, h2 = "
     "the two 64-bit halves of murmur3_x64_128 or xxh3_128)"},
    {"h1", "EXPR", "textbook start formula over k and m (default 'k % m'; % is non-negative)"},
    {"h2", "EXPR", "textbook step formula, --mode double only (default '1 + k % (m - 1)')"},
    {"c1", "C1", "quadratic coefficient of i, -1000000 to 1000000 (default 1)"},
    {"c2", "C2", "quadratic coefficient of i^2, -1000000 to 1000000 (default 3); not both 0"},
    {"step-fix", "FIX",
     "double only: none (default) | prime (s = h2 mod (m-1) + 1) | odd (s = h2 | 1)"},
    {"insert", "K1,K2,...", "keys to insert, in order"},
    {"delete", "K1,K2,...", "keys to delete after the inserts (they leave tombstones)"},
    {"find", "K1,K2,...", "keys to look up last"},
    {"ops", "i:K,d:K,f:K,...",
     "operations applied and traced in this order (i insert, d delete, f find), instead of "
     "--insert/--delete/--find: e.g. i:10,i:22,d:10,f:22,i:31 reuses a tombstone"},
};

ProbeConfig readConfig(const Args& args) {
    ProbeConfig c;
    c.strategy = *parseStrategy(args.choice("mode", {"linear", "quadratic", "double"}));
    HashOptionUse use;
    use.h2 = use.stepFix = c.strategy == Strategy::Double;
    use.quadratic = c.strategy == Strategy::Quadratic;
    use.h2Owner = "--mode double";
    use.quadraticOwner = "--mode quadratic";
    readHashOptions(args, use, c);
    return c;
}

[[noreturn]] void fail(const Error& e, const std::string& keyOption) {
    failOption(e, keyOption);
}

nlohmann::json keyJson(const Table& t, const std::string& key) {
    if (t.scheme().config().source == HashSource::Textbook)
        return std::stoll(key);
    return key;
}

std::string slotText(const Table& t, std::uint64_t s) {
    switch (t.state(s)) {
    case SlotState::Empty:
        return "-";
    case SlotState::Tombstone:
        return "(deleted " + t.key(s) + ")";
    default:
        return t.key(s);
    }
}

void printText(std::ostream& out, const Table& t, const std::vector<Trace>& traces) {
    const ProbeConfig& c = t.scheme().config();
    out << "m = " << c.m << ", " << strategyName(c.strategy) << " probing, hash "
        << hashSourceName(c.source);
    if (c.source == HashSource::Textbook)
        out << ", h1 = " << c.h1 << (c.strategy == Strategy::Double ? ", h2 = " + c.h2 : "");
    if (c.strategy == Strategy::Quadratic)
        out << ", c1 = " << c.c1 << ", c2 = " << c.c2;
    if (c.strategy == Strategy::Double)
        out << ", step fix " << stepFixName(c.fix);
    out << "  (% is the non-negative modulo)\n";
    for (const Trace& tr : traces) {
        out << "\n" << opName(tr.op) << " " << tr.key << ": " << outcomeName(tr.outcome);
        if (tr.slot)
            out << " (slot " << *tr.slot << ")";
        out << "\n  " << tr.hashes.h1Text.english() << "\n";
        if (!tr.hashes.h2Text.empty())
            out << "  " << tr.hashes.h2Text.english() << "\n";
        if (!tr.hashes.stepText.empty())
            out << "  " << tr.hashes.stepText.english() << "\n";
        for (const Probe& p : tr.probes) {
            out << "  " << p.formula.english() << "  " << slotStateName(p.state);
            if (!p.occupant.empty())
                out << " (" << p.occupant << ")";
            out << (p.revisit ? ", visited before" : "") << "\n";
        }
        if (!tr.reason.empty())
            out << "  " << tr.reason.english() << "\n";
    }
    out << "\ntable:";
    constexpr std::uint64_t kShown = 256; // a million slots would bury the answer
    for (std::uint64_t s = 0; s < t.size() && s < kShown; ++s)
        out << (s % 8 == 0 ? "\n " : "") << " [" << s << "] " << slotText(t, s);
    if (t.size() > kShown)
        out << "\n  ... " << t.size() - kShown << " more slots (use --json for all)";
    out << "\noccupied " << t.occupied() << " of " << t.size() << ", tombstones " << t.tombstones()
        << "\n";
}

int runProbe(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kProbeSpecs);
    if (args.help()) {
        out << formatHelp(
            "hashlab probe --m M --mode linear|quadratic|double [--hash textbook|murmur3|xxh3]\n"
            "              [--h1 EXPR] [--h2 EXPR] [--c1 C1] [--c2 C2] [--step-fix "
            "none|prime|odd]\n"
            "              (--insert K,... [--delete K,...] [--find K,...] | --ops i:K,d:K,f:K,...)"
            " [--json]",
            "Open addressing, one probe at a time. Applies the inserts, then the deletes, then "
            "the\n"
            "finds (or --ops in its own order), and prints {m, table, tombstones, ops:[{op, key, "
            "probes, result, slot, "
            "reason?}]}.\n"
            "Probe sequences: linear (h1 + i) mod m; quadratic (h1 + c1*i + c2*i^2) mod m;\n"
            "double (h1 + i*s) mod m with s = h2 after the step fix.\n"
            "Formulas: integers with k, m, + - * / %, parentheses and unary minus; % is the\n"
            "mathematical (non-negative) modulo and / the matching quotient. Textbook keys are\n"
            "64-bit integers. result: placed | duplicate | found | not_found | deleted | failed;\n"
            "a failed insert says why (table full, or the sequence cycles over occupied slots).\n"
            "Limits: m from 1 to 1000000; at most 10000 keys in all; no operation makes more\n"
            "than m probes (p_{i+m} = p_i for every strategy). A zero step (double, no fix) is an\n"
            "error on the first operation that needs a second probe. Formulas: at most 1000\n"
            "characters and 100 levels of nesting.",
            kProbeSpecs);
        return 0;
    }
    const ProbeConfig config = readConfig(args);
    struct Step {
        OpKind op;
        std::string option; // the flag an error names
        std::string key;
    };
    std::vector<Step> steps;
    if (args.has("ops")) {
        if (args.has("insert") || args.has("delete") || args.has("find"))
            throw UsageError("--ops: give either --ops or --insert/--delete/--find, not both");
        auto ops = parseOps(args.text("ops"), kMaxKeys);
        if (!ops)
            fail(ops.error(), "ops");
        for (const TableOp& op : *ops)
            steps.push_back({op.kind, "ops", op.key});
    } else {
        std::size_t total = 0;
        for (auto [op, option] : {std::pair{OpKind::Insert, "insert"},
                                  {OpKind::Delete, "delete"},
                                  {OpKind::Find, "find"}})
            if (args.has(option))
                total += args.list(option).size();
        if (total == 0)
            throw UsageError("give --ops or at least one of --insert, --delete, --find");
        if (total > kMaxKeys)
            throw UsageError("--insert, --delete and --find take at most 10000 keys in all, got " +
                             std::to_string(total));
        for (auto [op, option] : {std::pair{OpKind::Insert, "insert"},
                                  {OpKind::Delete, "delete"},
                                  {OpKind::Find, "find"}})
            if (args.has(option))
                for (const std::string& key : args.list(option))
                    steps.push_back({op, option, key});
    }
    auto created = Table::create(config);
    if (!created)
        fail(created.error(), "insert");
    Table table = std::move(created.value());
    std::vector<Trace> traces;
    for (const Step& st : steps) {
        auto r = table.apply(st.op, st.key, !args.json());
        if (!r)
            fail(r.error(), st.option);
        traces.push_back(std::move(r.value()));
    }

    if (!args.json()) {
        printText(out, table, traces);
        return 0;
    }
    nlohmann::json slots = nlohmann::json::array(), tombstones = nlohmann::json::array();
    for (std::uint64_t s = 0; s < table.size(); ++s) {
        slots.push_back(table.state(s) == SlotState::Occupied ? keyJson(table, table.key(s))
                                                              : nlohmann::json());
        if (table.state(s) == SlotState::Tombstone)
            tombstones.push_back(s);
    }
    nlohmann::json ops = nlohmann::json::array();
    for (const Trace& tr : traces) {
        nlohmann::json probes = nlohmann::json::array();
        for (const Probe& p : tr.probes)
            probes.push_back(p.slot);
        nlohmann::json op = {{"op", opName(tr.op)},
                             {"key", keyJson(table, tr.key)},
                             {"probes", probes},
                             {"result", outcomeName(tr.outcome)},
                             {"slot", tr.slot ? nlohmann::json(*tr.slot) : nlohmann::json()}};
        if (!tr.reason.empty())
            op["reason"] = tr.reason.english();
        ops.push_back(std::move(op));
    }
    printResult(out,
                {{"m", table.size()}, {"table", slots}, {"tombstones", tombstones}, {"ops", ops}},
                true);
    return 0;
}

} // namespace

Command probeCommand() {
    return {"probe",
            "open addressing: insert, find, delete with linear, quadratic or double probing",
            runProbe};
}

} // namespace hashlab::cli
