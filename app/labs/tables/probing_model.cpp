#include "probing_model.h"
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

// One user action. Operations and fills keep the configuration: the command then stores only
// the slots that changed (an insert changes one), so undo history stays small even for a
// million-slot table. A new configuration stores both whole states.
class StateCommand : public QUndoCommand {
public:
    StateCommand(ProbingModel* model, const ProbingState& before, ProbingState after,
                 const QString& text)
        : QUndoCommand(text), m_model(model), m_before(rest(before)), m_after(rest(after)) {
        const Table& a = before.table;
        const Table& b = after.table;
        if (a.scheme().config() == b.scheme().config()) {
            for (std::uint64_t s = 0; s < a.size(); ++s)
                if (a.state(s) != b.state(s) || a.key(s) != b.key(s))
                    m_changes.push_back({s, {a.state(s), a.key(s)}, {b.state(s), b.key(s)}});
        } else {
            m_whole = std::make_pair(std::make_shared<const Table>(a),
                                     std::make_shared<const Table>(std::move(after.table)));
        }
    }
    void undo() override { apply(false); }
    void redo() override { apply(true); }

private:
    struct Content {
        SlotState state;
        std::string key;
    };
    struct Change {
        std::uint64_t slot;
        Content before, after;
    };
    // Everything but the table, which is stored as the slots that changed.
    struct Rest {
        std::optional<Trace> trace;
        int step;
        std::vector<Trace> earlier;
        std::string preset;
    };
    static Rest rest(const ProbingState& s) { return {s.trace, s.step, s.earlier, s.preset}; }
    void apply(bool forward) {
        const Rest& r = forward ? m_after : m_before;
        ProbingState next{m_whole ? *(forward ? m_whole->second : m_whole->first)
                                  : m_model->table(),
                          r.trace, r.step, r.earlier, r.preset};
        for (const Change& c : m_changes) {
            const Content& to = forward ? c.after : c.before;
            next.table.setSlot(c.slot, to.state, to.key);
        }
        m_model->setState(std::move(next));
    }
    ProbingModel* m_model;
    std::optional<std::pair<std::shared_ptr<const Table>, std::shared_ptr<const Table>>> m_whole;
    std::vector<Change> m_changes;
    Rest m_before, m_after;
};

// Puts back the one slot `trace` changed (an insert that placed its key, or a delete).
void undoTrace(Table& table, const Trace& trace) {
    if (!trace.slot)
        return;
    const std::uint64_t slot = *trace.slot;
    if (trace.outcome == Outcome::Deleted) {
        table.setSlot(slot, SlotState::Occupied, trace.key);
    } else if (trace.outcome == Outcome::Placed) {
        for (const Probe& p : trace.probes)
            if (p.slot == slot && p.state == SlotState::Tombstone) {
                table.setSlot(slot, SlotState::Tombstone, p.occupant);
                return;
            }
        table.setSlot(slot, SlotState::Empty, std::string());
    }
}

ProbingState initialState() {
    const Preset* p = findPreset("seed002_m7");
    ProbingState s{Table::create(p->config).value(), std::nullopt, -1, {}, p->id};
    for (const auto& k : p->keys)
        s.trace = s.table.insert(k).value();
    return s;
}

// The table as it was before `trace` ran: an operation changes at most the one slot it names.
std::vector<Table::SlotContent> contentsBefore(const Table& after, const Trace& trace) {
    auto contents = after.contents();
    if (!trace.slot || (trace.outcome != Outcome::Placed && trace.outcome != Outcome::Deleted))
        return contents;
    const std::uint64_t slot = *trace.slot;
    std::erase_if(contents, [&](const Table::SlotContent& c) { return c.slot == slot; });
    if (trace.outcome == Outcome::Deleted) {
        contents.push_back({slot, SlotState::Occupied, trace.key});
    } else {
        for (const Probe& p : trace.probes)
            if (p.slot == slot && p.state == SlotState::Tombstone) {
                contents.push_back({slot, SlotState::Tombstone, p.occupant});
                break;
            }
    }
    return contents;
}

} // namespace

ProbingModel::ProbingModel(QObject* parent)
    : QObject(parent), m_state(initialState()), m_undo(new QUndoStack(this)) {
    m_undo->setUndoLimit(40);
    setState(m_state);
}

void ProbingModel::setState(ProbingState state) {
    m_state = std::move(state);
    m_frameTrace = -1;
    m_frameTable.reset();
    m_reachable = m_state.trace ? m_state.table.scheme().reachable(m_state.trace->hashes)
                                : std::vector<std::uint64_t>{};
    emit changed();
}

void ProbingModel::push(ProbingState after, const QString& text) {
    m_undo->push(new StateCommand(this, m_state, std::move(after), text));
}

QString ProbingModel::applyConfig(const ProbeConfig& config) {
    auto table = Table::create(config);
    if (!table)
        return coreError(table.error());
    push({std::move(table.value()), std::nullopt, -1, {}, {}},
         tr("Set up m = %1, %2 probing")
             .arg(config.m)
             .arg(q(std::string(strategyName(config.strategy)))));
    return {};
}

QString ProbingModel::operate(OpKind op, const QString& key) {
    ProbingState after{m_state.table, std::nullopt, 0, {}, m_state.preset};
    auto trace = after.table.apply(op, key.trimmed().toStdString());
    if (!trace)
        return coreError(trace.error());
    after.trace = std::move(trace.value());
    after.step = 0; // a new operation starts before its first probe: the class steps through it
    const QString text = tr("%1 %2").arg(SchemeCaptions::opText(op), q(after.trace->key));
    push(std::move(after), text);
    return {};
}

QString ProbingModel::insertList(const QString& keys) {
    const QStringList parts = keys.split(QLatin1Char(','));
    if (parts.size() > kMaxListKeys)
        return tr("at most %1 keys in one go, got %2").arg(kMaxListKeys).arg(parts.size());
    ProbingState after{m_state.table, std::nullopt, 0, {}, m_state.preset};
    std::vector<Trace> traces;
    for (int i = 0; i < parts.size(); ++i) {
        const QString key = parts[i].trimmed();
        if (key.isEmpty())
            return tr("key %1 of %2 is empty (two commas in a row, or one at an end?); nothing "
                      "was inserted")
                .arg(i + 1)
                .arg(parts.size());
        auto trace = after.table.apply(OpKind::Insert, key.toStdString());
        if (!trace)
            return tr("key %1 of %2 ('%3'): %4; nothing was inserted")
                .arg(i + 1)
                .arg(parts.size())
                .arg(key, coreError(trace.error()));
        traces.push_back(std::move(trace.value()));
    }
    after.trace = std::move(traces.back());
    traces.pop_back();
    after.earlier = std::move(traces);
    push(std::move(after), tr("insert %1 keys").arg(parts.size()));
    return {};
}

int ProbingModel::stepCount() const {
    if (!m_state.trace)
        return 0;
    int n = static_cast<int>(m_state.trace->probes.size());
    for (const Trace& t : m_state.earlier)
        n += static_cast<int>(t.probes.size()) + 1; // its probes, then "before the next key"
    return n;
}

ProbingFrame ProbingModel::frame(int step) const {
    ProbingFrame f;
    f.table = &m_state.table;
    f.reachable = &m_reachable;
    if (m_state.trace) {
        const int count = static_cast<int>(m_state.earlier.size());
        int which = count, local = step < 0 ? stepCount() : step;
        for (int i = 0; i < count; ++i) {
            const int n =
                static_cast<int>(m_state.earlier[static_cast<std::size_t>(i)].probes.size());
            if (local <= n) {
                which = i;
                break;
            }
            local -= n + 1;
        }
        const Trace& t =
            which == count ? *m_state.trace : m_state.earlier[static_cast<std::size_t>(which)];
        f.trace = &t;
        f.step = std::clamp(local, 0, static_cast<int>(t.probes.size()));
        if (which < count) {
            if (m_frameTrace != which) {
                Table table = m_state.table;
                undoTrace(table, *m_state.trace);
                for (int i = count - 1; i > which; --i)
                    undoTrace(table, m_state.earlier[static_cast<std::size_t>(i)]);
                m_frameReachable = table.scheme().reachable(t.hashes);
                m_frameTable = std::move(table);
                m_frameTrace = which;
            }
            f.table = &*m_frameTable;
            f.reachable = &m_frameReachable;
        }
    }
    f.occupied = f.table->occupied();
    f.tombstones = f.table->tombstones();
    // Until its last step the trace's slot is drawn as it was: count it that way too.
    if (f.trace && f.trace->slot && f.step < static_cast<int>(f.trace->probes.size())) {
        if (f.trace->outcome == Outcome::Placed) {
            --f.occupied;
            for (const Probe& p : f.trace->probes)
                if (p.slot == *f.trace->slot && p.state == SlotState::Tombstone) {
                    ++f.tombstones;
                    break;
                }
        } else if (f.trace->outcome == Outcome::Deleted) {
            ++f.occupied;
            --f.tombstones;
        }
    }
    return f;
}

QString ProbingModel::loadPreset(const QString& id) {
    const Preset* p = findPreset(id.toStdString());
    if (!p)
        return tr("unknown preset '%1'").arg(id);
    ProbingState after{Table::create(p->config).value(), std::nullopt, -1, {}, p->id};
    for (const auto& k : p->keys) {
        auto r = after.table.insert(k);
        if (!r)
            return coreError(r.error());
        after.trace = std::move(r.value());
    }
    after.step = 0;
    // Preset titles are translated in the config panel's context (preset_translations.cpp).
    push(std::move(after),
         tr("Preset: %1")
             .arg(QCoreApplication::translate("hashlab::app::ConfigPanel", p->title.c_str())));
    return {};
}

Table ProbingModel::randomFill(const Table& start, double alpha, std::uint64_t seed,
                               const Progress& progress, std::uint64_t* placed) {
    Table t = start;
    const std::uint64_t m = t.size();
    const auto target = static_cast<std::uint64_t>(std::llround(alpha * double(m)));
    std::mt19937_64 rng(seed);
    const bool textbook = t.scheme().config().source == HashSource::Textbook;
    // Keys from a range ten times the table (textbook) so that collisions are typical, not forced.
    const std::uint64_t range = std::max<std::uint64_t>(10 * m, 100);
    std::uint64_t attempts = 0, count = 0;
    while (t.occupied() < target && attempts < 4 * target + 100) {
        if ((attempts & 1023) == 0) {
            if (progress.cancelled())
                break;
            progress.report(double(t.occupied()) / double(std::max<std::uint64_t>(target, 1)));
        }
        ++attempts;
        const std::uint64_t v = rng() % range;
        const std::string key = textbook ? std::to_string(v) : "key-" + std::to_string(v);
        auto r = t.insert(key, false);
        // A failed insert or a formula error for this key: skip it and draw another.
        if (r && r->outcome == Outcome::Placed)
            ++count;
    }
    if (placed)
        *placed = count;
    return t;
}

void ProbingModel::commitFill(Table filled, double alpha, std::uint64_t placed) {
    push({std::move(filled), std::nullopt, -1, {}, m_state.preset},
         tr("Random fill to \u03b1 = %1 (%2 keys)").arg(alpha).arg(placed));
}

nlohmann::json ProbingModel::save(int step) const {
    const Table& t = m_state.table;
    nlohmann::json slotList = nlohmann::json::array();
    std::vector<Table::SlotContent> contents;
    if (!m_state.earlier.empty()) { // the table before the whole list insert
        Table before = t;
        undoTrace(before, *m_state.trace);
        for (auto it = m_state.earlier.rbegin(); it != m_state.earlier.rend(); ++it)
            undoTrace(before, *it);
        contents = before.contents();
    } else {
        contents = m_state.trace ? contentsBefore(t, *m_state.trace) : t.contents();
    }
    for (const auto& c : contents)
        slotList.push_back({{"slot", c.slot}, {"state", slotStateName(c.state)}, {"key", c.key}});
    nlohmann::json j = {{"config", configJson(t.scheme().config())}, {"slots", slotList}};
    if (m_state.trace) {
        nlohmann::json ops = nlohmann::json::array();
        for (const Trace& e : m_state.earlier)
            ops.push_back({{"op", opName(e.op)}, {"key", e.key}});
        ops.push_back({{"op", opName(m_state.trace->op)}, {"key", m_state.trace->key}});
        j["ops"] = std::move(ops);
        j["step"] = step;
        if (!m_state.earlier.empty())
            j["stepped"] = m_state.earlier.size() + 1;
    }
    if (!m_state.preset.empty())
        j["preset"] = m_state.preset;
    return j;
}

QString ProbingModel::load(const nlohmann::json& state, int* step) {
    if (!state.is_object())
        return tr("the probing state must be a JSON object");
    auto config = configFromJson(state.value("config", nlohmann::json::object()));
    if (!config)
        return coreError(config.error());
    auto created = Table::create(*config);
    if (!created)
        return coreError(created.error());
    ProbingState next{std::move(created.value()), std::nullopt, -1, {}, {}};
    if (state.contains("slots")) {
        const auto& slotList = state["slots"];
        if (!slotList.is_array())
            return tr("slots must be an array");
        std::vector<Table::SlotContent> contents;
        for (const auto& s : slotList) {
            if (!s.is_object() || !s.contains("slot") || !s["slot"].is_number_unsigned() ||
                !s.contains("key") || !s["key"].is_string())
                return tr("each slot needs a slot number and a key");
            const std::string st = s.value("state", std::string("occupied"));
            if (st != "occupied" && st != "tombstone")
                return tr("slot state must be occupied or tombstone, got '%1'").arg(q(st));
            contents.push_back({s["slot"].get<std::uint64_t>(),
                                st == "occupied" ? SlotState::Occupied : SlotState::Tombstone,
                                s["key"].get<std::string>()});
        }
        auto restored = next.table.restore(contents);
        if (!restored)
            return coreError(restored.error());
    }
    std::size_t stepped = 1;
    if (state.contains("stepped")) {
        if (!state["stepped"].is_number_unsigned() || state["stepped"].get<std::size_t>() < 1 ||
            state["stepped"].get<std::size_t>() > static_cast<std::size_t>(kMaxListKeys))
            return tr("stepped must be an integer from 1 to %1").arg(kMaxListKeys);
        stepped = state["stepped"].get<std::size_t>();
    }
    if (state.contains("preset")) {
        if (!state["preset"].is_string() || !findPreset(state["preset"].get<std::string>()))
            return tr("preset must name one of the lab's examples");
        next.preset = state["preset"].get<std::string>();
    }
    std::vector<Trace> traces;
    if (state.contains("ops")) {
        if (!state["ops"].is_array() || state["ops"].size() > 10000)
            return tr("ops must be an array of at most 10000 operations");
        for (const auto& o : state["ops"]) {
            if (!o.is_object() || !o.contains("key") || !o.contains("op") || !o["op"].is_string())
                return tr("each op needs \"op\" (insert, find, delete) and \"key\"");
            const std::string name = o["op"].get<std::string>();
            const OpKind op = name == "find"     ? OpKind::Find
                              : name == "delete" ? OpKind::Delete
                                                 : OpKind::Insert;
            if (name != "insert" && name != "find" && name != "delete")
                return tr("unknown op '%1' (insert, find or delete)").arg(q(name));
            const std::string key =
                o["key"].is_string() ? o["key"].get<std::string>() : o["key"].dump();
            auto r = next.table.apply(op, key);
            if (!r)
                return coreError(r.error());
            traces.push_back(std::move(r.value()));
            if (traces.size() > stepped) // only the last `stepped` ops are walked
                traces.erase(traces.begin());
        }
    }
    if (!traces.empty()) {
        next.trace = std::move(traces.back());
        traces.pop_back();
        next.earlier = std::move(traces);
    }
    int s = -1;
    if (state.contains("step")) {
        if (!state["step"].is_number_integer())
            return tr("step must be an integer");
        s = state["step"].get<int>();
    }
    next.step = s;
    m_undo->clear();
    setState(next);
    if (step)
        *step = s;
    return {};
}

} // namespace hashlab::app
