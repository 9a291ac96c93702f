#include "scheme_model.h"
#include "scheme_captions.h"

#include "probe_config_json.h"
#include "shell/core_text.h"
#include "shell/std_qstring.h"

#include "hashlab/tables/table_presets.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <random>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

// The window's tables are small, so a command keeps both whole states.
class SchemeCommand : public QUndoCommand {
public:
    SchemeCommand(SchemeModel* model, SchemeState before, SchemeState after, const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)),
          m_after(std::move(after)) {}
    void undo() override { m_model->setState(m_before); }
    void redo() override { m_model->setState(m_after); }

private:
    SchemeModel* m_model;
    SchemeState m_before, m_after;
};

std::optional<OpKind> opFromName(const std::string& name) {
    if (name == "insert")
        return OpKind::Insert;
    if (name == "find")
        return OpKind::Find;
    if (name == "delete")
        return OpKind::Delete;
    return std::nullopt;
}

nlohmann::json tableJson(const TableConfig& c) {
    nlohmann::json j = {
        {"b", c.bucketSize}, {"tail", c.chainAtTail},           {"max_loop", c.maxLoop},
        {"seed", c.seed},    {"grow_to", growToName(c.growTo)}, {"incremental", c.incremental}};
    if (c.growAt)
        j["grow_at"] = c.growAt->toString();
    return j;
}

} // namespace

// Reads the "table" object into `c`; missing fields keep their defaults.
QString SchemeModel::readTable(const nlohmann::json& j, TableConfig& c) {
    if (!j.is_object())
        return QCoreApplication::translate("hashlab::app::SchemeModel", "table must be an object");
    auto tr = [](const char* s) {
        return QCoreApplication::translate("hashlab::app::SchemeModel", s);
    };
    auto unsignedField = [&](const char* name, auto& out, std::uint64_t max) -> QString {
        if (!j.contains(name))
            return {};
        if (!j[name].is_number_unsigned() || j[name].get<std::uint64_t>() > max)
            return tr("%1 must be an integer from 0 to %2").arg(QLatin1String(name)).arg(max);
        out = static_cast<std::remove_reference_t<decltype(out)>>(j[name].get<std::uint64_t>());
        return {};
    };
    for (const QString& e : {unsignedField("b", c.bucketSize, tablelimits::kMaxBucketSize),
                             unsignedField("max_loop", c.maxLoop, tablelimits::kMaxMaxLoop),
                             unsignedField("seed", c.seed, ~std::uint64_t{0})})
        if (!e.isEmpty())
            return e;
    for (const char* flag : {"tail", "incremental"})
        if (j.contains(flag) && !j[flag].is_boolean())
            return tr("%1 must be true or false").arg(QLatin1String(flag));
    c.chainAtTail = j.value("tail", false);
    c.incremental = j.value("incremental", false);
    if (j.contains("grow_to")) {
        if (!j["grow_to"].is_string())
            return tr("grow_to must be double or prime");
        auto g = parseGrowTo(j["grow_to"].get<std::string>());
        if (!g)
            return coreError(g.error());
        c.growTo = *g;
    }
    if (j.contains("grow_at") && !j["grow_at"].is_null()) {
        if (!j["grow_at"].is_string())
            return tr("grow_at must be a decimal written as a string, such as \"0.75\"");
        auto d = parseDecimal(j["grow_at"].get<std::string>(), "grow-at");
        if (!d)
            return coreError(d.error());
        c.growAt = *d;
    }
    return {};
}

SchemeModel::SchemeModel(QUndoStack* undo, QObject* parent) : QObject(parent), m_undo(undo) {}

void SchemeModel::setState(SchemeState state) {
    m_state = std::move(state);
    emit changed();
}

void SchemeModel::push(SchemeState after, const QString& text) {
    m_undo->push(new SchemeCommand(this, m_state, std::move(after), text));
}

void SchemeModel::deactivate() {
    if (!m_state.active)
        return;
    SchemeState after = m_state;
    after.active = false;
    push(std::move(after),
         tr("Leave %1").arg(q(std::string(schemeName(table()->config().scheme)))));
}

QString SchemeModel::applyConfig(const TableConfig& config) {
    if (config.probe.m > kMaxSlots)
        return tr("the window draws tables of at most %1 slots (m = %2); the command line "
                  "`hashlab table` takes larger ones")
            .arg(kMaxSlots)
            .arg(config.probe.m);
    auto table = HashTable::create(config);
    if (!table)
        return coreError(table.error());
    SchemeState after;
    after.active = true;
    after.table = std::move(table.value());
    push(
        std::move(after),
        tr("Set up m = %1, %2").arg(config.probe.m).arg(q(std::string(schemeName(config.scheme)))));
    return {};
}

// Runs the operations on a copy of the state; the first failure leaves `after` unusable and
// names the key (nothing is pushed).
static QString runOps(SchemeState& after, const std::vector<SchemeOp>& ops, bool keepTraces,
                      int total) {
    for (std::size_t i = 0; i < ops.size(); ++i) {
        TracedOp traced;
        if (keepTraces)
            traced.before = after.table->tables();
        auto r = after.table->apply(ops[i].op, ops[i].key);
        if (!r) {
            if (total == 1)
                return coreError(r.error());
            return QCoreApplication::translate("hashlab::app::SchemeModel",
                                               "key %1 of %2 ('%3'): %4; nothing was inserted")
                .arg(i + 1)
                .arg(total)
                .arg(q(ops[i].key), coreError(r.error()));
        }
        after.history.push_back({ops[i].op, r->key});
        if (keepTraces) {
            traced.after = after.table->tables();
            traced.trace = std::move(r.value());
            after.ops.push_back(std::move(traced));
        }
    }
    return {};
}

QString SchemeModel::operate(OpKind op, const QString& key) {
    if (!m_state.table)
        return tr("set up a table first");
    SchemeState after = m_state;
    after.ops.clear();
    after.step = 0; // a new operation starts at its first stage: the class steps through it
    if (QString e = runOps(after, {{op, key.trimmed().toStdString()}}, true, 1); !e.isEmpty())
        return e;
    const QString text = tr("%1 %2").arg(SchemeCaptions::opText(op), q(after.ops.back().trace.key));
    push(std::move(after), text);
    return {};
}

QString SchemeModel::insertList(const QString& keys) {
    if (!m_state.table)
        return tr("set up a table first");
    const QStringList parts = keys.split(QLatin1Char(','));
    if (parts.size() > kMaxListKeys)
        return tr("at most %1 keys in one go, got %2").arg(kMaxListKeys).arg(parts.size());
    std::vector<SchemeOp> ops;
    for (int i = 0; i < parts.size(); ++i) {
        const QString k = parts[i].trimmed();
        if (k.isEmpty())
            return tr("key %1 of %2 is empty (two commas in a row, or one at an end?); nothing "
                      "was inserted")
                .arg(i + 1)
                .arg(parts.size());
        ops.push_back({OpKind::Insert, k.toStdString()});
    }
    SchemeState after = m_state;
    after.ops.clear();
    after.step = 0;
    if (QString e = runOps(after, ops, true, static_cast<int>(ops.size())); !e.isEmpty())
        return e;
    push(std::move(after), tr("insert %1 keys").arg(parts.size()));
    return {};
}

QString SchemeModel::fill(double alpha, std::uint64_t seed) {
    if (!m_state.table)
        return tr("set up a table first");
    if (!(alpha > 0) || alpha > 3)
        return tr("the load factor must be above 0 and at most 3, got %1").arg(alpha);
    SchemeState after = m_state;
    after.ops.clear();
    after.step = -1;
    HashTable& t = *after.table;
    const bool textbook = t.config().probe.source == HashSource::Textbook;
    const std::uint64_t range = std::max<std::uint64_t>(10 * t.m(), 100);
    std::mt19937_64 rng(seed);
    std::uint64_t placed = 0;
    // Stops at the target load, or when the table refuses more (full, or a cuckoo failure).
    for (std::uint64_t attempts = 0; t.loadFactor() < alpha && attempts < 20 * range; ++attempts) {
        const std::uint64_t v = rng() % range;
        const std::string key = textbook ? std::to_string(v) : "key-" + std::to_string(v);
        auto r = t.apply(OpKind::Insert, key);
        if (!r)
            continue; // a formula failing for this key: draw another
        after.history.push_back({OpKind::Insert, r->key});
        if (r->outcome == Outcome::Placed)
            ++placed;
        else if (r->outcome == Outcome::Failed)
            break;
    }
    push(std::move(after), tr("Random fill to \u03b1 = %1 (%2 keys)").arg(alpha).arg(placed));
    return {};
}

QString SchemeModel::loadPreset(const QString& id) {
    const TablePreset* p = findTablePreset(id.toStdString());
    if (!p)
        return tr("unknown preset '%1'").arg(id);
    SchemeState after;
    after.active = true;
    after.table = HashTable::create(p->config).value();
    after.preset = p->id;
    std::vector<SchemeOp> ops;
    for (const std::string& k : p->keys)
        ops.push_back({OpKind::Insert, k});
    const SchemeOp last = ops.back();
    ops.pop_back();
    if (QString e = runOps(after, ops, false, 1); !e.isEmpty())
        return e;
    if (QString e = runOps(after, {last}, true, 1); !e.isEmpty())
        return e;
    after.step = 0;
    push(std::move(after),
         tr("Preset: %1")
             .arg(QCoreApplication::translate("hashlab::app::ConfigPanel", p->title.c_str())));
    return {};
}

int SchemeModel::stepCount() const {
    // Each operation's stages, its Done shared with the next operation's Start.
    int n = 0;
    for (const TracedOp& op : m_state.ops)
        n += static_cast<int>(traceStages(op.trace).size()) - 1;
    return n;
}

SchemeFrame SchemeModel::frame(int index) const {
    SchemeFrame f;
    if (m_state.ops.empty()) {
        if (m_state.table)
            f.frame.tables = m_state.table->tables();
        return f;
    }
    int local = index < 0 ? stepCount() : std::clamp(index, 0, stepCount());
    std::size_t which = 0;
    for (; which + 1 < m_state.ops.size(); ++which) {
        const int last = static_cast<int>(traceStages(m_state.ops[which].trace).size()) - 1;
        if (local < last)
            break;
        local -= last;
    }
    const TracedOp& op = m_state.ops[which];
    const auto stages = traceStages(op.trace);
    f.op = &op;
    f.stage =
        stages[static_cast<std::size_t>(std::clamp(local, 0, static_cast<int>(stages.size()) - 1))];
    f.frame = traceFrame(op.before, op.after, op.trace, f.stage, m_state.table->config());
    f.opIndex = which;
    f.opCount = m_state.ops.size();
    return f;
}

nlohmann::json SchemeModel::save(int step) const {
    if (!m_state.table)
        return nlohmann::json::object();
    const TableConfig& c = m_state.table->config();
    nlohmann::json ops = nlohmann::json::array();
    for (const SchemeOp& o : m_state.history)
        ops.push_back({{"op", opName(o.op)}, {"key", o.key}});
    nlohmann::json j = {{"scheme", schemeName(c.scheme)},
                        {"config", configJson(c.probe)},
                        {"table", tableJson(c)},
                        {"ops", std::move(ops)},
                        {"step", step}};
    if (!m_state.ops.empty())
        j["stepped"] = m_state.ops.size();
    if (!m_state.preset.empty())
        j["preset"] = m_state.preset;
    return j;
}

QString SchemeModel::load(const nlohmann::json& state, int* step) {
    if (!state.is_object() || !state.contains("scheme") || !state["scheme"].is_string())
        return tr("a hash-table state needs \"scheme\"");
    auto scheme = parseScheme(state["scheme"].get<std::string>());
    if (!scheme)
        return coreError(scheme.error());
    TableConfig c;
    c.scheme = *scheme;
    auto probe = configFromJson(state.value("config", nlohmann::json::object()));
    if (!probe)
        return coreError(probe.error());
    c.probe = *probe;
    if (state.contains("table"))
        if (QString e = readTable(state["table"], c); !e.isEmpty())
            return e;
    if (c.probe.m > kMaxSlots)
        return tr("m must be at most %1 in the window, got %2").arg(kMaxSlots).arg(c.probe.m);
    auto created = HashTable::create(c);
    if (!created)
        return coreError(created.error());
    SchemeState next;
    next.active = true;
    next.table = std::move(created.value());
    std::vector<SchemeOp> ops;
    if (state.contains("ops")) {
        const auto& list = state["ops"];
        if (!list.is_array() || list.size() > kMaxSavedOps)
            return tr("ops must be an array of at most %1 operations").arg(kMaxSavedOps);
        for (const auto& o : list) {
            if (!o.is_object() || !o.contains("key") || !o.contains("op") || !o["op"].is_string())
                return tr("each op needs \"op\" (insert, find, delete) and \"key\"");
            const auto op = opFromName(o["op"].get<std::string>());
            if (!op)
                return tr("unknown op '%1' (insert, find or delete)")
                    .arg(q(o["op"].get<std::string>()));
            ops.push_back(
                {*op, o["key"].is_string() ? o["key"].get<std::string>() : o["key"].dump()});
        }
    }
    std::size_t stepped = 0;
    if (state.contains("stepped")) {
        if (!state["stepped"].is_number_unsigned() ||
            state["stepped"].get<std::size_t>() > ops.size())
            return tr("stepped must be an integer from 0 to the number of ops");
        stepped = state["stepped"].get<std::size_t>();
    }
    if (state.contains("preset")) {
        if (!state["preset"].is_string() || !findTablePreset(state["preset"].get<std::string>()))
            return tr("preset must name one of the lab's examples");
        next.preset = state["preset"].get<std::string>();
    }
    int s = -1;
    if (state.contains("step")) {
        if (!state["step"].is_number_integer())
            return tr("step must be an integer");
        s = state["step"].get<int>();
    }
    const std::vector<SchemeOp> untraced(ops.begin(), ops.end() - static_cast<long>(stepped));
    const std::vector<SchemeOp> traced(ops.end() - static_cast<long>(stepped), ops.end());
    if (QString e = runOps(next, untraced, false, 1); !e.isEmpty())
        return e;
    if (QString e = runOps(next, traced, true, 1); !e.isEmpty())
        return e;
    next.step = s;
    m_undo->clear();
    setState(std::move(next));
    if (step)
        *step = s;
    return {};
}

} // namespace hashlab::app
