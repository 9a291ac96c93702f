#include "hashlab/ring/redis_plan_script.h"

#include <sstream>

namespace hashlab::ring::redis {
namespace {

// Single-quoted for bash: nothing inside is expanded.
std::string shellQuote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

// A comment stays one line whatever it quotes.
std::string commentSafe(std::string s) {
    for (char& c : s)
        if (c == '\n' || c == '\r')
            c = ' ';
    return s;
}

// The functions every script shares. `step` runs one command (or prints it) and stops on any
// reply but the expected one; `migrate_keys` moves a slot's keys in batches, each MIGRATE read
// by redis-cli from standard input so that the password stays off every command line.
constexpr const char* kFunctions = R"SH(
die() { echo "hashlab plan: $*" >&2; exit 1; }

# cli HOST:PORT ARGS…: one redis-cli command; redis-cli itself reads REDISCLI_AUTH.
cli() {
  local hp="$1"; shift
  local user=()
  if [ -n "$REDIS_USER" ] && [ -n "${REDISCLI_AUTH:-}" ]; then user=(--user "$REDIS_USER"); fi
  redis-cli -h "${hp%:*}" -p "${hp##*:}" "${user[@]}" --no-auth-warning "$@"
}

# step HOST:PORT EXPECTED ARGS…: prints the command, or runs it and stops unless it answers EXPECTED.
step() {
  local hp="$1" want="$2"; shift 2
  if [ "$EXECUTE" = 0 ]; then echo "  $hp: $*"; return 0; fi
  local out
  out=$(cli "$hp" "$@" 2>&1) || true
  [ "$out" = "$want" ] || die "$hp answered '$out' to '$*' (expected $want); stopped: see redis-cli --cluster check $hp"
}

# A byte string as redis-cli reads a quoted argument on its standard input: "\xHH…".
quote() {
  printf '"'
  printf '%s' "$1" | od -An -v -tx1 | tr -d ' \n' | sed 's/../\\x&/g'
  printf '"'
}

count_keys() { cli "$1" CLUSTER COUNTKEYSINSLOT "$2"; }

# check_empty SLOT SOURCE: the slot must have no key left on its source.
check_empty() {
  if [ "$EXECUTE" = 0 ]; then echo "  $2: CLUSTER COUNTKEYSINSLOT $1 must be 0"; return 0; fi
  local n
  n=$(count_keys "$2" "$1" 2>&1) || true
  [ "$n" = 0 ] || die "slot $1 still has '$n' keys on $2; stopped with the slot open: see redis-cli --cluster fix $2"
}

# migrate_keys SLOT SOURCE TARGET: GETKEYSINSLOT + MIGRATE … KEYS until the slot is empty.
migrate_keys() {
  local slot="$1" src="$2" tgt="$3"
  if [ "$EXECUTE" = 0 ]; then
    echo "  $src: CLUSTER GETKEYSINSLOT $slot $BATCH, then MIGRATE ${tgt%:*} ${tgt##*:} \"\" 0 $TIMEOUT [AUTH2 user password] KEYS …, until no key is left"
    return 0
  fi
  local auth="" before after keys out
  if [ -n "${REDISCLI_AUTH:-}" ]; then
    if [ -n "$REDIS_USER" ]; then auth="AUTH2 $(quote "$REDIS_USER") $(quote "$REDISCLI_AUTH")"
    else auth="AUTH $(quote "$REDISCLI_AUTH")"; fi
  fi
  before=$(count_keys "$src" "$slot") || die "$src did not answer CLUSTER COUNTKEYSINSLOT $slot"
  while [ "$before" != 0 ]; do
    # --no-raw prints each key quoted and escaped, the form redis-cli reads back from stdin.
    keys=$(cli "$src" --no-raw CLUSTER GETKEYSINSLOT "$slot" "$BATCH" 2>&1) || true
    case "$keys" in "(error)"*|"") die "$src answered '$keys' to CLUSTER GETKEYSINSLOT $slot";; esac
    keys=$(printf '%s\n' "$keys" | sed -E 's/^ *[0-9]+\) //' | tr '\n' ' ')
    out=$(printf 'MIGRATE %s %s "" 0 %s %s KEYS %s\n' "${tgt%:*}" "${tgt##*:}" "$TIMEOUT" "$auth" "$keys" | cli "$src" 2>&1) || true
    case "$out" in OK|NOKEY) ;; *) die "$src answered '$out' to MIGRATE of slot $slot; stopped with the slot open: see redis-cli --cluster fix $src";; esac
    after=$(count_keys "$src" "$slot") || die "$src did not answer CLUSTER COUNTKEYSINSLOT $slot"
    [ "$after" -lt "$before" ] || die "slot $slot: MIGRATE moved nothing ($after keys left on $src); stopped with the slot open"
    before="$after"
  done
}

# move_slot SLOT SOURCE_ID SOURCE TARGET_ID TARGET: one slot, as redis-cli --cluster moves it.
move_slot() {
  local slot="$1" sid="$2" src="$3" tid="$4" tgt="$5" m out
  step "$tgt" OK CLUSTER SETSLOT "$slot" IMPORTING "$sid"
  step "$src" OK CLUSTER SETSLOT "$slot" MIGRATING "$tid"
  migrate_keys "$slot" "$src" "$tgt"
  check_empty "$slot" "$src"
  step "$tgt" OK CLUSTER SETSLOT "$slot" NODE "$tid"
  if [ "$EXECUTE" = 0 ]; then echo "  $src: CLUSTER SETSLOT $slot NODE $tid"
  else
    # A source that gave its last slot may have turned replica already (redis-cli #9223).
    out=$(cli "$src" CLUSTER SETSLOT "$slot" NODE "$tid" 2>&1) || true
    case "$out" in OK|"ERR Please use SETSLOT only with masters.") ;; *) die "$src answered '$out' to CLUSTER SETSLOT $slot NODE $tid";; esac
  fi
  for m in "${MASTERS[@]}"; do
    if [ "$m" != "$src" ] && [ "$m" != "$tgt" ]; then step "$m" OK CLUSTER SETSLOT "$slot" NODE "$tid"; fi
  done
  check_empty "$slot" "$src"
}
)SH";

} // namespace

Result<std::string> planScript(const ClusterState& state, const RebalancePlan& plan,
                               const ScriptOptions& options) {
    for (const PlanMove& m : plan.moves)
        for (std::uint32_t i : {m.from, m.to})
            if (i >= state.masters.size() || state.masters[i].address.empty())
                return makeError("export",
                                 HASHLAB_TR("core", "the plan moves slots to or from "
                                                    "%1, which is not in the cluster "
                                                    "yet: add it (redis-cli --cluster "
                                                    "add-node), read the cluster again "
                                                    "and plan then"),
                                 i < state.masters.size() ? state.masters[i].id : "?");
    std::ostringstream os;
    os << "#!/usr/bin/env bash\n"
       << "# HashLab rebalance plan (" << planKindName(plan.kind) << ") for the Redis Cluster "
       << "read from " << commentSafe(options.readFrom) << ".\n"
       << "# " << plan.slotsMoved << " slots in " << plan.moves.size() << " moves, "
       << plan.keysMoved << " keys when it was read.\n"
       << "# Run as it is, it prints what it would do. Run with --execute, it moves each slot as\n"
       << "# redis-cli --cluster does and stops at the first unexpected reply, leaving that slot\n"
       << "# open for redis-cli --cluster fix. It needs redis-cli on the PATH.\n"
       << "# Password: export REDISCLI_AUTH=… (and REDIS_USER=… for an ACL user) before running;\n"
       << "# this file holds none, and the password is never put on a command line.\n"
       << "set -euo pipefail\n"
       << "EXECUTE=0\n"
       << "case \"${1:-}\" in\n  --execute) EXECUTE=1 ;;\n  \"\") ;;\n"
       << "  *) echo \"usage: $0 [--execute]\" >&2; exit 2 ;;\nesac\n"
       << "DEFAULT_USER=" << shellQuote(options.user) << "\n"
       << "REDIS_USER=\"${REDIS_USER:-$DEFAULT_USER}\"\n"
       << "BATCH=" << options.keysPerBatch << "\n"
       << "TIMEOUT=" << options.migrateTimeoutMs << "\n"
       << "# Every master: each learns a slot's new owner (CLUSTER SETSLOT … NODE).\n"
       << "MASTERS=(";
    for (std::size_t i = 0; i < state.masters.size(); ++i)
        if (!state.masters[i].address.empty() && state.masters[i].health != "fail")
            os << " " << shellQuote(state.masters[i].address);
    os << ")\n" << kFunctions << "\n";
    std::size_t done = 0;
    for (std::size_t k = 0; k < plan.moves.size(); ++k) {
        const PlanMove& m = plan.moves[k];
        const ClusterMaster &from = state.masters[m.from], &to = state.masters[m.to];
        os << "\n# Move " << k + 1 << " of " << plan.moves.size() << ": " << m.slotIds.size()
           << " slots (" << m.keys << " keys) from " << from.id << " (" << from.address << ") to "
           << to.id << " (" << to.address << ")\n"
           << "echo \"move " << k + 1 << ": " << m.slotIds.size() << " slots from " << from.address
           << " to " << to.address << "\"\n"
           << "for slot in";
        for (const auto& [first, last] : m.ranges()) {
            if (first == last)
                os << " " << first;
            else
                os << " $(seq " << first << " " << last << ")";
        }
        os << "; do\n  if [ \"$EXECUTE\" = 0 ]; then echo \"slot $slot\"; fi\n"
           << "  move_slot \"$slot\" " << shellQuote(from.id) << " " << shellQuote(from.address)
           << " " << shellQuote(to.id) << " " << shellQuote(to.address) << "\n"
           << "done\n";
        done += m.slotIds.size();
    }
    os << "\necho \"" << done << " slots "
       << "$([ \"$EXECUTE\" = 1 ] && echo moved || echo 'would move (run with --execute)')\"\n";
    return os.str();
}

} // namespace hashlab::ring::redis
