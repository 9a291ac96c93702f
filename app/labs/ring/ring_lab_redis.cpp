// The ring lab's Redis Cluster view: its File menu items, its page beside the ring's, and what
// the shell asks of the page while it shows a real cluster (its player, canvas, caption,
// figures). The view itself is redis_cluster_view.h.
#include "redis_cluster_dialogs.h"
#include "redis_cluster_view.h"
#include "redis_slot_circle.h"
#include "ring_lab.h"
#include "shell/deferred.h"

#include <QAction>
#include <QLabel>
#include <QStackedWidget>
#include <QTabWidget>

namespace hashlab::app {

void RingLab::buildRedis() {
    m_redis = new RedisClusterView;
    m_pages->addWidget(m_redis);
    m_importRedis = new QAction(this);
    m_importRedis->setObjectName(QStringLiteral("importRedisCluster"));
    m_connectRedis = new QAction(this);
    m_connectRedis->setObjectName(QStringLiteral("connectRedisCluster"));
    connect(m_importRedis, &QAction::triggered, this, [this] { showRedisImport(window()); });
    connect(m_connectRedis, &QAction::triggered, this, [this] { showRedisConnect(window()); });
    connect(m_redis, &RedisClusterView::backToRing, this,
            [this] { deferToEventLoop(this, [this] { showRedisPage(false); }); });
    connect(m_redis, &RedisClusterView::stepShown, this, [this] {
        if (redisShown())
            emit statusMessage(m_redis->headline()->text());
    });
}

QList<QAction*> RingLab::fileActions() const {
    return {m_importRedis, m_connectRedis};
}

namespace {

// Either dialog, handing the cluster it read whole to the lab's view.
template <typename Dialog>
void runRedisDialog(RingLab* lab, QWidget* parent) {
    Dialog dialog([lab](ring::redis::ClusterState state,
                        const QString& from) { lab->showRedisCluster(std::move(state), from); },
                  parent);
    dialog.exec();
}

} // namespace

void RingLab::showRedisImport(QWidget* parent) {
    runRedisDialog<RedisImportDialog>(this, parent);
}

void RingLab::showRedisConnect(QWidget* parent) {
    runRedisDialog<RedisConnectDialog>(this, parent);
}

void RingLab::showRedisCluster(ring::redis::ClusterState state, const QString& readFrom) {
    // From the event loop: the dialog that read it is still in its modal loop.
    deferToEventLoop(this, [this, state = std::move(state), readFrom]() mutable {
        m_redis->setCluster(std::move(state), readFrom);
        showRedisPage(true);
    });
}

bool RingLab::redisShown() const {
    return m_pages->currentWidget() == m_redis;
}

void RingLab::showRedisPage(bool shown) {
    if (shown == redisShown())
        return;
    m_pages->setCurrentWidget(shown ? static_cast<QWidget*>(m_redis) : m_pages->widget(0));
    for (QWidget* part : {m_form, static_cast<QWidget*>(m_tabs), redisSidePanel()})
        part->setVisible(!drawerFolded());
    emit statusMessage(shown ? m_redis->headline()->text() : m_counter->text());
}

void RingLab::emitStatus(const QString& ringText) {
    emit statusMessage(redisShown() ? m_redis->headline()->text() : ringText);
}

QMap<QString, QStringList> RingLab::redisFigures() const {
    return m_redis->figures();
}

QString RingLab::redisCaption() const {
    return m_redis->caption()->text();
}

QWidget* RingLab::redisCanvas() const {
    return m_redis->circle();
}

QWidget* RingLab::redisSidePanel() const {
    return m_redis->sidePanel();
}

// The ring's page and the Redis view fold by one rule (presentation mode, F9).
void RingLab::drawerFoldChanged() {
    placeStageRows();
    m_redis->setFolded(drawerFolded());
}

StepPlayer* RingLab::stepPlayer() const {
    return redisShown() ? m_redis->player() : m_player;
}

void RingLab::retranslateRedis() {
    m_importRedis->setText(tr("Import &Redis Cluster…"));
    m_connectRedis->setText(tr("Co&nnect to Redis Cluster…"));
}

} // namespace hashlab::app
