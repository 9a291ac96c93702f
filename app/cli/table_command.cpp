// hashlab table: the hash-table lab's schemes (chaining, bucketed, linear, quadratic, double,
// Robin Hood, cuckoo) with optional growth, driven by one --ops list. The traces come from
// hashlab_core; this file only parses and prints (docs/cli.md names every field).
#include "args.h"
#include "cli.h"
#include "probe_options.h"

#include "hashlab/tables/hash_table.h"
#include "hashlab/tables/ops.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace hashlab::cli {
namespace {

using namespace hashlab::tables;

constexpr std::size_t kMaxOps = 10'000;

const std::vector<OptionSpec> kTableSpecs = {
    {"scheme", "S", "chaining|bucket|linear|quadratic|double|robinhood|cuckoo (required)"},
    {"m", "M", "slots (buckets; for cuckoo each of the two tables): 1 to 1000000 (required)"},
    {"b", "B", "bucket: slots per bucket, 1 to 64 (default 2); m·b at most 1000000"},
    {"hash", "HASH",
     "textbook (integer keys, h1/h2 formulas; default) | murmur3 | xxh3 (text keys; cuckoo: "
     "seeded xxh3_64 hashes that a failed insert re-seeds)"},
    {"h1", "EXPR", "textbook home-slot formula over k and m (default 'k % m')"},
    {"h2", "EXPR",
     "double: step formula (default '1 + k % (m - 1)'); cuckoo: T2's slot (default "
     "'(k / m) % m')"},
    {"c1", "C1", "quadratic: coefficient of i (default 1)"},
    {"c2", "C2", "quadratic: coefficient of i^2 (default 3)"},
    {"step-fix", "FIX", "double: none (default) | prime | odd"},
    {"tail", "", "chaining: insert at the tail of the chain (default: the head, as CLRS)"},
    {"max-loop", "L", "cuckoo: rounds before an insert gives up, 1 to 10000 (default 100)"},
    {"seed", "S", "cuckoo with --hash murmur3|xxh3: the first seed (default 0)"},
    {"grow-at", "A",
     "grow when the load factor passes A after an insert (cuckoo: also instead of failing an "
     "insert): chaining above 0 to 10, the others "
     "above 0 and below 1 (suggested: 1 chaining; 0.75 linear, double, robinhood, bucket; 0.5 "
     "quadratic, cuckoo)"},
    {"grow-to", "G", "double (2m, default) | prime (the least prime >= 2m)"},
    {"incremental", "", "chaining with --grow-at: rehash one bucket per operation (Redis's dict)"},
    {"ops", "i:K,d:K,f:K,...", "operations in order (i insert, d delete, f find); required"},
};

nlohmann::json keyJson(const TableConfig& c, const std::string& key) {
    if (c.probe.source == HashSource::Textbook)
        return std::stoll(key);
    return key;
}

nlohmann::json cellJson(const Cell& c) {
    return nlohmann::json::array({c.table, c.slot});
}

nlohmann::json movesJson(const TableConfig& c, const std::vector<KeyMove>& moves) {
    nlohmann::json out = nlohmann::json::array();
    for (const KeyMove& mv : moves)
        out.push_back({{"key", keyJson(c, mv.key)},
                       {"from", mv.from ? cellJson(*mv.from) : nlohmann::json()},
                       {"to", mv.to ? cellJson(*mv.to) : nlohmann::json()}});
    return out;
}

// Chaining and bucketed slots are lists (chain or bucket order); the others a key or null.
nlohmann::json tablesJson(const HashTable& t) {
    const bool lists = t.config().scheme == Scheme::Chaining || t.config().scheme == Scheme::Bucket;
    nlohmann::json out = nlohmann::json::array();
    for (const auto& table : t.tables()) {
        nlohmann::json slots = nlohmann::json::array();
        for (const SlotView& v : table) {
            nlohmann::json keys = nlohmann::json::array();
            for (const std::string& k : v.keys)
                keys.push_back(keyJson(t.config(), k));
            slots.push_back(lists ? keys : (v.keys.empty() ? nlohmann::json() : keys.front()));
        }
        out.push_back(std::move(slots));
    }
    return out;
}

TableConfig readConfig(const Args& args) {
    TableConfig c;
    auto scheme = parseScheme(args.text("scheme"));
    if (!scheme)
        failOption(scheme.error(), "ops");
    c.scheme = *scheme;
    const Scheme s = c.scheme;
    HashOptionUse use;
    use.h2 = s == Scheme::Double || s == Scheme::Cuckoo;
    use.stepFix = s == Scheme::Double;
    use.quadratic = s == Scheme::Quadratic;
    use.h2Owner = "--scheme double and cuckoo";
    use.quadraticOwner = "--scheme quadratic";
    use.h2Default = s == Scheme::Cuckoo ? "(k / m) % m" : "1 + k % (m - 1)";
    if (s == Scheme::Double)
        c.probe.strategy = Strategy::Double;
    readHashOptions(args, use, c.probe);
    auto only = [&](const char* option, bool allowed, const char* who) {
        if (args.has(option) && !allowed)
            throw UsageError(std::string("--") + option + " applies to " + who + " only");
    };
    only("b", s == Scheme::Bucket, "--scheme bucket");
    only("tail", s == Scheme::Chaining, "--scheme chaining");
    only("max-loop", s == Scheme::Cuckoo, "--scheme cuckoo");
    only("seed", s == Scheme::Cuckoo && c.probe.source != HashSource::Textbook,
         "--scheme cuckoo with --hash murmur3|xxh3");
    only("grow-to", args.has("grow-at"), "--grow-at");
    c.bucketSize = static_cast<std::uint32_t>(args.integer("b", 1, tablelimits::kMaxBucketSize, 2));
    c.chainAtTail = args.flag("tail");
    c.maxLoop = static_cast<std::uint32_t>(
        args.integer("max-loop", 1, tablelimits::kMaxMaxLoop, tablelimits::kDefaultMaxLoop));
    c.seed = args.integer("seed", 0, ~std::uint64_t{0}, 0);
    if (args.has("grow-at")) {
        auto a = parseDecimal(args.text("grow-at"), "grow-at");
        if (!a)
            failOption(a.error(), "ops");
        c.growAt = *a;
        c.growTo = *parseGrowTo(args.choice("grow-to", {"double", "prime"}, "double"));
    }
    c.incremental = args.flag("incremental");
    return c;
}

std::string cellText(const Cell& c, Scheme s) {
    const std::string slot = "[" + std::to_string(c.slot) + "]";
    if (s == Scheme::Cuckoo)
        return "T" + std::to_string(c.table + 1) + slot;
    return c.table == 0 ? slot : "new" + slot;
}

constexpr std::size_t kShownCells = 32;

void printText(std::ostream& out, const HashTable& t, const std::vector<OpTrace>& traces) {
    const Scheme s = t.config().scheme;
    out << schemeName(s) << ", m = " << t.config().probe.m << ", hash "
        << hashSourceName(t.config().probe.source) << "\n";
    for (const OpTrace& tr : traces) {
        out << "\n" << opName(tr.op) << " " << tr.key << ": " << outcomeName(tr.outcome);
        if (tr.at)
            out << " at " << cellText(*tr.at, s);
        out << "\n  path:";
        for (std::size_t i = 0; i < tr.path.size() && i < kShownCells; ++i)
            out << " " << cellText(tr.path[i], s);
        if (tr.path.size() > kShownCells)
            out << " ... (" << tr.path.size() << " cells)";
        if (tr.compares)
            out << "  (" << tr.compares << " keys compared)";
        out << "\n";
        // A failing cuckoo insert kicks up to 2·MaxLoop times: the text shows the start and
        // the end of it, --json all of it.
        constexpr std::size_t kShown = 24;
        for (std::size_t i = 0; i < tr.moves.size(); ++i) {
            if (tr.moves.size() > kShown && i == kShown / 2) {
                out << "  ... " << tr.moves.size() - kShown << " more moves (--json lists all)\n";
                i = tr.moves.size() - kShown / 2;
            }
            const KeyMove& mv = tr.moves[i];
            out << "  moves " << mv.key << ": " << (mv.from ? cellText(*mv.from, s) : "-") << " -> "
                << (mv.to ? cellText(*mv.to, s) : "nowhere") << "\n";
        }
        for (const KeyMove& mv : tr.rehashMoves)
            out << "  rehash moves " << mv.key << ": " << cellText(*mv.from, s) << " -> "
                << cellText(*mv.to, s) << "\n";
        if (!tr.explanation.empty())
            out << "  " << tr.explanation.english() << "\n";
        if (tr.resize)
            out << "  grows from " << tr.resize->fromM << " to " << tr.resize->toM << " slots ("
                << tr.resize->moved << " keys change slot)\n";
    }
    out << "\n" << t.count() << " keys, load factor " << t.loadFactor() << "\n";
}

int runTable(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kTableSpecs);
    if (args.help()) {
        out << formatHelp(
            "hashlab table --scheme chaining|bucket|linear|quadratic|double|robinhood|cuckoo --m "
            "M\n"
            "              [--b B] [--hash H] [--h1 EXPR] [--h2 EXPR] [--c1 C1] [--c2 C2]\n"
            "              [--step-fix F] [--tail] [--max-loop L] [--seed S] [--grow-at A]\n"
            "              [--grow-to double|prime] [--incremental] --ops i:K,d:K,f:K,... [--json]",
            "The hash-table lab on the command line. Prints {scheme, m, count, load_factor,\n"
            "tables, ops:[{op, key, path:[[t, slot]...], compares, moves:[{key, from, to}],\n"
            "result, at, reason?, explanation?, nestless?, rehashes?, rehash_moves?}],\n"
            "resizes:[{after_op, from_m, to_m, moved}]}. tables holds one table (two for\n"
            "cuckoo, and for chaining during an incremental rehash: the old, then the new);\n"
            "a slot is null or a key, for chaining and bucket the list of its keys in order.\n"
            "reason: table_full | cycle (no placement exists) | max_loop (the loop gave up).\n"
            "At most 10000 operations; a failed insert never loops (cuckoo: MaxLoop rounds).",
            kTableSpecs);
        return 0;
    }
    const TableConfig config = readConfig(args);
    auto ops = parseOps(args.text("ops"), kMaxOps);
    if (!ops)
        failOption(ops.error(), "ops");
    auto created = HashTable::create(config);
    if (!created)
        failOption(created.error(), "ops");
    HashTable table = std::move(created.value());
    std::vector<OpTrace> traces;
    nlohmann::json resizes = nlohmann::json::array();
    for (std::size_t i = 0; i < ops->size(); ++i) {
        auto r = table.apply((*ops)[i].kind, (*ops)[i].key);
        if (!r)
            failOption(r.error(), "ops");
        if (r->resize)
            resizes.push_back({{"after_op", i},
                               {"from_m", r->resize->fromM},
                               {"to_m", r->resize->toM},
                               {"moved", r->resize->moved}});
        traces.push_back(std::move(r.value()));
    }
    if (!args.json()) {
        printText(out, table, traces);
        return 0;
    }
    nlohmann::json opsJson = nlohmann::json::array();
    for (const OpTrace& tr : traces) {
        nlohmann::json path = nlohmann::json::array();
        for (const Cell& c : tr.path)
            path.push_back(cellJson(c));
        nlohmann::json op = {{"op", opName(tr.op)},
                             {"key", keyJson(config, tr.key)},
                             {"path", path},
                             {"compares", tr.compares},
                             {"moves", movesJson(config, tr.moves)},
                             {"result", outcomeName(tr.outcome)},
                             {"at", tr.at ? cellJson(*tr.at) : nlohmann::json()}};
        if (!tr.reason.empty())
            op["reason"] = tr.reason;
        if (!tr.explanation.empty())
            op["explanation"] = tr.explanation.english();
        if (!tr.nestless.empty())
            op["nestless"] = keyJson(config, tr.nestless);
        if (!tr.component.empty()) {
            nlohmann::json keys = nlohmann::json::array();
            for (const std::string& k : tr.component)
                keys.push_back(keyJson(config, k));
            op["component"] = {{"keys", keys}, {"cells", tr.componentCells}};
        }
        if (tr.rehashes)
            op["rehashes"] = tr.rehashes;
        if (!tr.rehashMoves.empty())
            op["rehash_moves"] = movesJson(config, tr.rehashMoves);
        opsJson.push_back(std::move(op));
    }
    printResult(out,
                {{"scheme", schemeName(config.scheme)},
                 {"m", table.m()},
                 {"count", table.count()},
                 {"load_factor", table.loadFactor()},
                 {"tables", tablesJson(table)},
                 {"ops", opsJson},
                 {"resizes", resizes}},
                true);
    return 0;
}

} // namespace

Command tableCommand() {
    return {"table",
            "hash tables: chaining, bucketed, linear, quadratic, double, Robin Hood, cuckoo; "
            "growth and incremental rehash",
            runTable};
}

} // namespace hashlab::cli
