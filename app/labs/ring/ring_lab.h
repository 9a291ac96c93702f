#pragma once
// The ring lab page: controls on the left, the ring canvas with the migration counter and the
// step player in the middle, load and compare tabs on the right.
#include "shell/lab_page.h"
#include "shell/step_rows.h"

#include <QMap>

#include "hashlab/ring/redis_cluster_state.h"

class QAction;
class QHBoxLayout;
class QLabel;
class QStackedWidget;
class QTabWidget;
class QVariantAnimation;

namespace hashlab::app {

class ProgressPanel;
class RedisClusterView;
class RingCompareView;
class RingControls;
class RingLoadPanel;
class RingModel;
class RingTrialsView;
class RingView;
class StepPlayer;

class RingLab : public LabPage {
    Q_OBJECT
public:
    explicit RingLab(QWidget* parent = nullptr);

    QString labId() const override { return QStringLiteral("ring"); }
    QString title() const override;
    nlohmann::json saveState() const override;
    QString loadState(const nlohmann::json& state) override;
    QUndoStack* undoStack() override;
    bool canImport() const override { return true; }
    void showImport(QWidget* parent) override; // RingImportDialog
    // Import Redis Cluster… and Connect to Redis Cluster… (ring_lab_redis.cpp).
    QList<QAction*> fileActions() const override;
    void showRedisImport(QWidget* parent);
    void showRedisConnect(QWidget* parent);
    // Shows a real cluster in the Redis view (deferred: it may arrive inside a dialog's loop).
    void showRedisCluster(ring::redis::ClusterState state, const QString& readFrom);
    bool redisShown() const;
    RedisClusterView* redisView() const { return m_redis; }
    void settleForExport() override;
    QWidget* canvasPart() override;
    QList<QWidget*> drawerParts() const override;
    QList<QWidget*> modelControls() const override;
    ClickTargets clickTargets() override; // ring_click_targets.cpp
    QList<StepRow> stepRows() const;      // "Steps as text" (ring_step_rows.cpp)
    int transitionMs(int index) const override;
    void showInBetween(double t) override;
    QString stepCaption() const override;
    QWidget* plotPart() override;

    RingModel* model() const { return m_model; }
    RingView* view() const { return m_view; }
    RingControls* controls() const { return m_controls; }
    StepPlayer* player() const { return m_player; }
    StepPlayer* stepPlayer() const override;
    RingLoadPanel* loadPanel() const { return m_load; }
    RingCompareView* compareView() const { return m_compare; }
    RingTrialsView* trialsView() const { return m_trials; }
    QLabel* counterLabel() const { return m_counter; }
    QLabel* stageLabel() const { return m_stage; }
    QLabel* sampleLabel() const { return m_sample; }
    // "moved 9,102 of 100,000 (9.1 %) — ideal 9.1 % — modulo would move 90.9 %"
    QString counterText() const;

protected:
    void changeEvent(QEvent* event) override;

    void drawerFoldChanged() override; // ring_lab_redis.cpp

private:
    void onSnapshot();
    void placeStageRows(); // the step player and stage line, as the drawer and the change say
    void showCounter(const QString& text); // above the canvas, or in it with the drawer folded
    void onStep(int index);
    void showSampleText();
    void showStageText(int index);
    void retranslate();
    void buildRedis(); // ring_lab_redis.cpp
    void retranslateRedis();
    void showRedisPage(bool shown);
    // The ring's line for the status bar, unless the Redis view is on show (its headline is).
    void emitStatus(const QString& ringText);
    QMap<QString, QStringList> redisFigures() const;
    QString redisCaption() const;
    QWidget* redisCanvas() const;
    QWidget* redisSidePanel() const;

    RingModel* m_model;
    RingControls* m_controls;
    RingView* m_view;
    StepPlayer* m_player;
    QLabel *m_counter, *m_stage, *m_sample;
    QHBoxLayout* m_stageRow; // the step player, and the stage line with the drawer folded
    ProgressPanel* m_progress;
    QTabWidget* m_tabs;
    QWidget* m_form = nullptr; // the side form's scroller
    RingLoadPanel* m_load;
    RingCompareView* m_compare;
    RingTrialsView* m_trials;
    QVariantAnimation* m_animation;
    int m_lastStep = 0;
    int m_pendingStep = -1;  // a loaded state's step, shown once its change has been computed
    QStackedWidget* m_pages; // the ring, or the Redis Cluster view
    RedisClusterView* m_redis;
    QAction *m_importRedis, *m_connectRedis;
};

} // namespace hashlab::app
