#pragma once
// File → Import Redis Cluster… and File → Connect to Redis Cluster… (docs/redis.md "In the
// window"). Both read a whole cluster off the GUI thread, with progress and Cancel, and hand it
// over only when it is whole: an error (a bad line named by its number, a refused connection, a
// wrong password, a server not in cluster mode, one that died mid-read) is one sentence under
// the form, and the cluster already shown stays.
#include "shell/import_dialog.h"

#include "hashlab/ring/redis_cluster_state.h"

#include <QDialog>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class BackgroundJob;
class InlineMessage;
class ProgressPanel;

// A cluster read whole, and where from ("live 127.0.0.1:7000", a file name).
using RedisClusterSink = std::function<void(ring::redis::ClusterState, const QString& readFrom)>;

// The text of `redis-cli cluster nodes`, or of `redis-cli --json cluster shards` (RESP3 or -2),
// told apart by the first character; at most 16 MiB, refused by its size before reading.
class RedisImportDialog : public ImportDialog {
    Q_OBJECT
public:
    explicit RedisImportDialog(RedisClusterSink sink, QWidget* parent = nullptr);
};

class RedisConnectDialog : public QDialog {
    Q_OBJECT
public:
    explicit RedisConnectDialog(RedisClusterSink sink, QWidget* parent = nullptr);
    ~RedisConnectDialog() override;

    QLineEdit* addressEdit() const { return m_address; }
    QLineEdit* userEdit() const { return m_user; }
    QLineEdit* passwordEdit() const { return m_password; }
    QSpinBox* connectTimeoutBox() const { return m_connectTimeout; }
    QSpinBox* readTimeoutBox() const { return m_readTimeout; }
    QPushButton* connectButton() const { return m_connect; }
    InlineMessage* message() const { return m_message; }
    BackgroundJob* job() const { return m_job; }
    struct Outcome;

private:
    void start();
    void finish();

    RedisClusterSink m_sink;
    QLineEdit *m_address, *m_user, *m_password;
    QSpinBox *m_connectTimeout, *m_readTimeout;
    QPushButton *m_connect, *m_close;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    InlineMessage* m_message;
    std::shared_ptr<Outcome> m_outcome;
    QString m_readFrom;
};

} // namespace hashlab::app
