// A Redis Cluster in a scenario (docs/lessons.md, the ring lab's "redis" object): the cluster as
// the text of `redis-cli cluster nodes`, read back by core's parser with its limits, each slot's
// keys as runs [first, last, keys in each slot], and the view's choices. A password is never
// part of it: the view never holds one (the connect dialog drops it after the read).
#include "redis_cluster_view.h"

#include "shell/core_text.h"
#include "shell/std_qstring.h"
#include "shell/step_player.h"

#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_plan_script.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>

#include <nlohmann/json.hpp>

namespace hashlab::app {

namespace redis = ring::redis;

namespace {

// `address` as CLUSTER NODES writes it: ip:port@cport (the bus port is Redis's default offset).
std::string busAddress(const std::string& address) {
    const auto colon = address.rfind(':');
    int port = 0;
    if (colon != std::string::npos)
        port = std::atoi(address.c_str() + colon + 1);
    return address + "@" + std::to_string(port + 10000);
}

std::string flagsOf(const char* role, const std::string& health, bool myself) {
    std::string f = myself ? std::string("myself,") + role : std::string(role);
    if (health == "fail")
        f += ",fail";
    else if (health == "pfail")
        f += ",fail?";
    return f;
}

// The state as `cluster nodes` prints it, read from its first master: masters in order (the
// order redis-cli's rebalance follows), each master's replicas after it.
std::string nodesText(const redis::ClusterState& s) {
    std::string out;
    for (std::uint32_t m = 0; m < s.masters.size(); ++m) {
        const auto& master = s.masters[m];
        out += master.id + " " + busAddress(master.address) + " " +
               flagsOf("master", master.health, m == 0) + " - 0 0 " + std::to_string(m + 1) +
               " connected";
        for (const auto& [first, last] : s.ranges(m))
            out += first == last ? " " + std::to_string(first)
                                 : " " + std::to_string(first) + "-" + std::to_string(last);
        for (const auto& o : s.openSlots)
            if (o.node == master.id)
                out += " [" + std::to_string(o.slot) +
                       (o.state == redis::SlotState::Migrating ? "->-" : "-<-") + o.peer + "]";
        out += "\n";
        for (const auto& r : master.replicas)
            out += r.id + " " + busAddress(r.address) + " " + flagsOf("slave", r.health, false) +
                   " " + master.id + " 0 0 " + std::to_string(m + 1) + " connected\n";
    }
    return out;
}

} // namespace

nlohmann::json RedisClusterView::saveState() const {
    nlohmann::json j;
    j["nodes"] = nodesText(m_state);
    if (m_state.hasKeys()) {
        nlohmann::json runs = nlohmann::json::array();
        for (std::uint32_t s = 0; s < redis::kSlots; ++s) {
            const std::uint64_t k = m_state.slotKeys[s];
            if (!runs.empty() && runs.back()[1].get<std::uint32_t>() + 1 == s &&
                runs.back()[2].get<std::uint64_t>() == k)
                runs.back()[1] = s;
            else
                runs.push_back({s, s, k});
        }
        j["slot_keys"] = std::move(runs);
    }
    j["plan"] = shownPlan() == CliPlan ? "redis-cli" : "keys";
    j["threshold"] = m_threshold->value();
    j["add_empty"] = m_addEmpty->value();
    if (!m_weights->text().trimmed().isEmpty())
        j["weights"] = m_weights->text().trimmed().toStdString();
    j["step"] = m_player->index();
    return j;
}

QString RedisClusterView::loadState(const nlohmann::json& j) {
    if (!j.is_object() || !j.contains("nodes") || !j["nodes"].is_string())
        return tr("redis.nodes: must be the text of redis-cli cluster nodes");
    const std::string& text = j["nodes"].get_ref<const std::string&>();
    if (text.size() > redis::kMaxClusterFileBytes)
        return tr("redis.nodes: longer than %1 bytes").arg(redis::kMaxClusterFileBytes);
    auto state = redis::parseClusterNodes(text);
    if (!state)
        return tr("redis.nodes: %1").arg(coreError(state.error()));
    if (j.contains("slot_keys")) {
        const auto& runs = j["slot_keys"];
        if (!runs.is_array() || runs.size() > redis::kSlots)
            return tr("redis.slot_keys: must be a list of at most 16384 [first, last, keys]");
        std::vector<std::uint64_t> keys(redis::kSlots, 0);
        for (const auto& r : runs) {
            const auto natural = [](const nlohmann::json& v) {
                return v.is_number_integer() && v.get<std::int64_t>() >= 0;
            };
            if (!r.is_array() || r.size() != 3 || !natural(r[0]) || !natural(r[1]) ||
                !natural(r[2]) || r[0].get<std::uint64_t>() > r[1].get<std::uint64_t>() ||
                r[1].get<std::uint64_t>() >= redis::kSlots ||
                r[2].get<std::uint64_t>() > (1ull << 40))
                return tr("redis.slot_keys: each entry is [first, last, keys] with 0 <= first <= "
                          "last <= 16383 and keys at most 2^40");
            for (auto s = r[0].get<std::uint32_t>(); s <= r[1].get<std::uint32_t>(); ++s)
                keys[s] = r[2].get<std::uint64_t>();
        }
        state.value().slotKeys = std::move(keys);
    }
    const std::string plan = j.value("plan", std::string("redis-cli"));
    if (plan != "redis-cli" && plan != "keys")
        return tr("redis.plan: must be \"redis-cli\" or \"keys\"");
    const double threshold = j.value("threshold", 2.0);
    if (!(threshold >= 0 && threshold <= 1000))
        return tr("redis.threshold: must be from 0 to 1000");
    const int add = j.value("add_empty", 0);
    if (add < 0 || add > 10)
        return tr("redis.add_empty: must be from 0 to 10");
    if (j.contains("weights") && !j["weights"].is_string())
        return tr("redis.weights: must be a text of id=weight items");
    const std::string weights = j.value("weights", std::string());
    const int step = j.value("step", 0);
    if (step < 0)
        return tr("redis.step: must not be negative");
    const QSignalBlocker b1(m_threshold), b2(m_addEmpty), b3(m_planBox);
    m_threshold->setValue(threshold);
    m_addEmpty->setValue(add);
    m_weights->setText(QString::fromStdString(weights));
    m_planBox->setCurrentIndex(plan == "keys" ? KeyPlan : CliPlan);
    setCluster(std::move(*state), tr("scenario"));
    m_player->setIndex(std::min(step, m_player->count()));
    return {};
}

QString RedisClusterView::saveScript(const QString& path) const {
    const auto* p = plan(PlanColumn(shownPlan()));
    if (!p)
        return tr("HashLab's plan needs each slot's keys: connect to the cluster to read them.");
    if (!*p)
        return coreError(p->error());
    redis::ScriptOptions options;
    options.readFrom = m_readFrom.toStdString();
    auto script = redis::planScript(m_planned, p->value(), options);
    if (!script)
        return coreError(script.error());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(script->data(), qint64(script->size())) != qint64(script->size()))
        return tr("cannot write %1: %2").arg(path, file.errorString());
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    return {};
}

} // namespace hashlab::app
