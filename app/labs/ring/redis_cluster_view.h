#pragma once
// The ring lab's view of a real Redis Cluster (File → Import Redis Cluster… / Connect to Redis
// Cluster…; docs/redis.md "In the window"): the slot circle, a heat strip of keys (cpu, network
// where known) per slot, the masters and replicas with their health and totals, and the two
// rebalance plans side by side, redis-cli 7.0.15's and HashLab's by keys, with one of them
// stepped move by move on the circle by the step player and saved as a script. Core computes
// everything (hashlab/ring/redis_*.h); this only shows it.
#include "redis_scene.h"
#include "shell/step_rows.h"

#include "hashlab/common/result.h"
#include "hashlab/ring/redis_plan.h"

#include <QWidget>

#include <nlohmann/json_fwd.hpp>

#include <optional>

class QBoxLayout;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hashlab::app {

class InlineMessage;
class RedisHeatStrip;
class RedisSlotCircle;
class StepPlayer;

class RedisClusterView : public QWidget {
    Q_OBJECT
public:
    enum PlanColumn { CliPlan = 0, KeyPlan = 1 };
    explicit RedisClusterView(QWidget* parent = nullptr);

    // A whole cluster, read or imported; `readFrom` says where ("live 10.0.0.1:7000", a file).
    // Both plans are made again (each takes milliseconds: benchmarks/redis_bench.cpp).
    void setCluster(ring::redis::ClusterState state, const QString& readFrom);
    bool hasCluster() const { return m_hasCluster; }
    const ring::redis::ClusterState& cluster() const { return m_state; }
    // The cluster the plans are made for: the one shown with the what-if empty masters added.
    const ring::redis::ClusterState& planned() const { return m_planned; }
    const Result<ring::redis::RebalancePlan>* plan(PlanColumn which) const;
    int shownPlan() const; // the PlanColumn the player steps
    void showPlan(int which);
    void setThreshold(double percent);
    void setAddedMasters(int count);

    // The scenario's "redis" object (redis_cluster_scenario.cpp); no password is ever part of it.
    nlohmann::json saveState() const;
    QString loadState(const nlohmann::json& state); // "" or why it was refused (nothing changed)

    // Writes the shown plan as redis-cli commands (hashlab/ring/redis_plan_script.h): "" or why
    // not.
    QString saveScript(const QString& path) const;

    RedisSlotCircle* circle() const { return m_circle; }
    RedisHeatStrip* heatStrip() const { return m_strip; }
    StepPlayer* player() const { return m_player; }
    QTableWidget* mastersTable() const { return m_masters; }
    QTableWidget* plansTable() const { return m_plans; }
    QComboBox* planBox() const { return m_planBox; }
    QComboBox* metricBox() const { return m_metricBox; }
    QDoubleSpinBox* thresholdBox() const { return m_threshold; }
    QSpinBox* addEmptyBox() const { return m_addEmpty; }
    // redis-cli's --cluster-weight items, "ID=W, …" (0: the --remove what-if), for both plans.
    QLineEdit* weightsEdit() const { return m_weights; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* backButton() const { return m_back; }
    QLabel* headline() const { return m_headline; }
    QLabel* caption() const { return m_caption; }
    InlineMessage* message() const { return m_message; } // under the plans: a bad weight, a save
    QWidget* sidePanel() const { return m_side; } // folds away in presentation mode (F9 opens it)
    // Presentation mode with the drawer folded: the circle is the stage (the headline drawn in
    // it, the caption beside the player, the view's own buttons folded away with the side panel).
    void setFolded(bool folded);

    // "Steps as text" for the player: one row per move of the stepped plan (redis_step_rows.cpp).
    QList<StepRow> stepRows() const;

    // The shown plan's figures for a lesson (slots_moved, keys_moved, max_over_mean of keys).
    QMap<QString, QStringList> figures() const;

signals:
    void backToRing();
    void stepShown(); // the circle shows another step: the lab's status line follows

protected:
    void changeEvent(QEvent* event) override;

private:
    void replan();
    void fillPlans();
    void fillMetrics();
    void showStep(int index);
    RedisScene sceneAt(int index) const;
    QString masterName(std::uint32_t master) const;
    static QString rangesText(std::vector<std::uint32_t> slots); // "0-99, 300 … (5 ranges)"
    static QString healthText(const std::string& health);        // as CLUSTER NODES/SHARDS say it
    void retranslate();

    ring::redis::ClusterState m_state, m_planned;
    bool m_hasCluster = false;
    QString m_readFrom;
    std::optional<Result<ring::redis::RebalancePlan>> m_cli, m_keys;

    QLabel *m_headline, *m_caption, *m_planLabel, *m_thresholdLabel, *m_addLabel, *m_metricLabel,
        *m_weightsLabel;
    RedisSlotCircle* m_circle;
    RedisHeatStrip* m_strip;
    StepPlayer* m_player;
    QComboBox *m_planBox, *m_metricBox;
    QDoubleSpinBox* m_threshold;
    QSpinBox* m_addEmpty;
    QLineEdit* m_weights;
    QTableWidget *m_plans, *m_masters;
    QPushButton *m_save, *m_back;
    InlineMessage* m_message;
    QWidget* m_side;
    QBoxLayout *m_left, *m_playerRow;
    bool m_folded = false;
};

} // namespace hashlab::app
