#include "collisions_model.h"

#include "shell/core_text.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/canonical_json.h"

#include <QUndoCommand>

namespace hashlab::app {
namespace {

// One command for every change: the state before and after (config + log). The log is at most
// kMaxRecords short JSON texts, so a copy per action is cheap and undo is exact.
struct Snapshot {
    collisions::Strategy strategy;
    int bits;
    std::vector<std::string> writes;
};

class StateCommand : public QUndoCommand {
public:
    StateCommand(CollisionsModel* model, Snapshot before, Snapshot after, const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)),
          m_after(std::move(after)) {}
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const Snapshot& s) {
        m_model->applyConfig(s.strategy, s.bits);
        m_model->applyWrites(s.writes);
    }
    CollisionsModel* m_model;
    Snapshot m_before, m_after;
};

collisions::DedupStore makeStore(collisions::Strategy s, int bits) {
    return std::move(collisions::DedupStore::create(s, bits).value());
}

} // namespace

CollisionsModel::CollisionsModel(QObject* parent)
    : QObject(parent), m_store(makeStore(m_strategy, m_bits)) {}

void CollisionsModel::rebuild() {
    m_store = makeStore(m_strategy, m_bits);
    m_trace.reset();
    m_before.reset();
    for (std::size_t i = 0; i < m_writes.size(); ++i) {
        if (i + 1 == m_writes.size())
            m_before = m_store;
        // Only the last write needs its steps; the log holds canonical JSON that parsed before.
        auto t = m_store.writeText(m_writes[i], i + 1 == m_writes.size());
        if (t && i + 1 == m_writes.size())
            m_trace = std::move(*t);
    }
    emit changed();
}

const collisions::DedupStore& CollisionsModel::storeAt(int step) const {
    if (m_trace && m_before && step >= 0 && step < static_cast<int>(m_trace->steps.size()))
        return *m_before;
    return m_store;
}

void CollisionsModel::applyConfig(collisions::Strategy s, int bits) {
    m_strategy = s;
    m_bits = bits;
}

void CollisionsModel::applyWrites(std::vector<std::string> writes) {
    m_writes = std::move(writes);
    rebuild();
}

QString CollisionsModel::writeJson(const QString& text) {
    const std::string utf8 = text.toStdString();
    auto parsed = collisions::parseJson(utf8);
    if (!parsed)
        return coreText(parsed.error().what);
    if (!parsed->is_object())
        return tr("A record must be a JSON object {…}.");
    auto canonical = collisions::canonicalJson(*parsed);
    if (!canonical)
        return coreText(canonical.error().what);
    if (m_writes.size() >= static_cast<std::size_t>(kMaxRecords))
        return tr("The lab keeps at most %1 writes; clear the store first.").arg(kMaxRecords);
    auto after = m_writes;
    after.push_back(*canonical);
    m_undo.push(new StateCommand(this, {m_strategy, m_bits, m_writes},
                                 {m_strategy, m_bits, std::move(after)}, tr("Write record")));
    return {};
}

QString CollisionsModel::addRandomRecords(int count, quint64 seed) {
    if (count < 1 ||
        m_writes.size() + static_cast<std::size_t>(count) > static_cast<std::size_t>(kMaxRecords))
        return tr("The lab keeps at most %1 writes.").arg(kMaxRecords);
    auto after = m_writes;
    for (int i = 0; i < count; ++i)
        after.push_back(*collisions::canonicalJson(collisions::randomRecord(seed, after.size())));
    m_undo.push(new StateCommand(this, {m_strategy, m_bits, m_writes},
                                 {m_strategy, m_bits, std::move(after)},
                                 tr("Write %n random record(s)", nullptr, count)));
    return {};
}

void CollisionsModel::setStrategy(collisions::Strategy s) {
    if (s == m_strategy)
        return;
    m_undo.push(new StateCommand(
        this, {m_strategy, m_bits, m_writes}, {s, m_bits, m_writes},
        tr("Strategy %1").arg(QString::fromStdString(std::string(collisions::strategyName(s))))));
}

void CollisionsModel::setBits(int bits) {
    if (bits == m_bits || bits < collisions::kMinBits || bits > collisions::kMaxBits)
        return;
    m_undo.push(new StateCommand(this, {m_strategy, m_bits, m_writes}, {m_strategy, bits, m_writes},
                                 tr("hash_id bits %1").arg(bits)));
}

void CollisionsModel::clear() {
    if (m_writes.empty())
        return;
    m_undo.push(new StateCommand(this, {m_strategy, m_bits, m_writes}, {m_strategy, m_bits, {}},
                                 tr("Clear store")));
}

nlohmann::json CollisionsModel::saveState() const {
    return {
        {"strategy", collisions::strategyName(m_strategy)}, {"bits", m_bits}, {"writes", m_writes}};
}

QString CollisionsModel::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return tr("dedup: expected an object");
    const auto strategyIt = state.find("strategy");
    if (strategyIt == state.end() || !strategyIt->is_string())
        return tr("dedup.strategy: expected \"naive\", \"reject\" or \"coexist\"");
    auto strategy = collisions::parseStrategy(strategyIt->get<std::string>());
    if (!strategy)
        return tr("dedup.strategy: expected \"naive\", \"reject\" or \"coexist\"");
    const auto bitsIt = state.find("bits");
    if (bitsIt == state.end() || !bitsIt->is_number_integer() || bitsIt->get<int>() < 1 ||
        bitsIt->get<int>() > 128)
        return tr("dedup.bits: expected an integer from 1 to 128");
    std::vector<std::string> writes;
    if (auto w = state.find("writes"); w != state.end()) {
        if (!w->is_array() || w->size() > static_cast<std::size_t>(kMaxRecords))
            return tr("dedup.writes: expected an array of at most %1 JSON texts").arg(kMaxRecords);
        for (std::size_t i = 0; i < w->size(); ++i) {
            const auto& item = (*w)[i];
            auto parsed = item.is_string()
                              ? collisions::parseJson(item.get<std::string>())
                              : Result<nlohmann::json>(makeError("json", "not a string"));
            if (!parsed || !parsed->is_object())
                return tr("dedup.writes[%1]: expected the JSON text of an object").arg(i);
            writes.push_back(*collisions::canonicalJson(*parsed));
        }
    }
    m_undo.clear();
    applyConfig(*strategy, bitsIt->get<int>());
    applyWrites(std::move(writes));
    return {};
}

} // namespace hashlab::app
