#include "redis_cluster_dialogs.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/progress_panel.h"

#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_shards_parser.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <optional>

namespace hashlab::app {

namespace redis = ring::redis;

RedisImportDialog::RedisImportDialog(RedisClusterSink sink, QWidget* parent)
    : ImportDialog(
          {tr("Import a Redis Cluster"),
           tr("The output of redis-cli cluster nodes, or of redis-cli --json cluster shards "
              "(RESP3, or RESP2 with -2), saved to a file of at most %1 MiB. HashLab only reads "
              "it: it never writes to a cluster. Text has no key counts; connect to the cluster "
              "to read them.")
               .arg(redis::kMaxClusterFileBytes >> 20),
           tr("redis-cli output (*.txt *.json);;All files (*)")},
          redis::kMaxClusterFileBytes,
          [](std::string_view text) -> Result<std::any> {
              const auto first = text.find_first_not_of(" \t\r\n");
              const bool json =
                  first != std::string_view::npos && (text[first] == '[' || text[first] == '{');
              auto state = json ? redis::parseClusterShards(text) : redis::parseClusterNodes(text);
              if (!state)
                  return state.error();
              return std::any(std::move(*state));
          },
          [this, sink = std::move(sink)](std::any& parsed) {
              sink(std::move(std::any_cast<redis::ClusterState&>(parsed)), pathEdit()->text());
              return QString();
          },
          parent) {
    setObjectName(QStringLiteral("redisImportDialog"));
}

struct RedisConnectDialog::Outcome {
    std::optional<Result<redis::ClusterState>> read;
};

RedisConnectDialog::RedisConnectDialog(RedisClusterSink sink, QWidget* parent)
    : QDialog(parent), m_sink(std::move(sink)), m_address(new QLineEdit), m_user(new QLineEdit),
      m_password(new QLineEdit), m_connectTimeout(new QSpinBox), m_readTimeout(new QSpinBox),
      m_connect(new QPushButton(tr("Connect"))), m_close(new QPushButton(tr("Close"))),
      m_job(new BackgroundJob(this)), m_progress(new ProgressPanel(m_job)),
      m_message(new InlineMessage) {
    setObjectName(QStringLiteral("redisConnectDialog"));
    setWindowTitle(tr("Connect to a Redis Cluster"));
    auto* intro = new QLabel(
        tr("HashLab reads the cluster (CLUSTER NODES, SHARDS, and each slot's keys) and never "
           "writes to it. The password is used for this read only: it is never saved, neither "
           "in scenarios nor in autosaves."));
    intro->setWordWrap(true);
    auto* tls = new QLabel(tr("No TLS: Debian 12's hiredis 0.14 has none. For a cluster that "
                              "requires TLS, read it through a tunnel, or import the output of "
                              "redis-cli --tls cluster nodes."));
    tls->setWordWrap(true);
    m_address->setObjectName(QStringLiteral("redisAddress"));
    m_address->setPlaceholderText(tr("host:port of any node, e.g. 127.0.0.1:7000"));
    m_user->setPlaceholderText(tr("optional: an ACL user"));
    m_password->setPlaceholderText(tr("optional"));
    m_password->setEchoMode(QLineEdit::Password);
    for (QSpinBox* box : {m_connectTimeout, m_readTimeout}) {
        box->setRange(1, 600);
        box->setSuffix(tr(" s"));
    }
    m_connectTimeout->setValue(3);
    m_readTimeout->setValue(10);
    auto* form = new QFormLayout;
    form->addRow(tr("Node"), m_address);
    form->addRow(tr("User"), m_user);
    form->addRow(tr("Password"), m_password);
    form->addRow(tr("Connect timeout"), m_connectTimeout);
    form->addRow(tr("Reply timeout"), m_readTimeout);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_connect);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(tls);
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_address->setMinimumWidth(fontMetrics().averageCharWidth() * 40);
    m_connect->setDefault(true);
    if (!redis::canReadLive()) {
        m_connect->setEnabled(false);
        m_message->showError(tr("This build has no hiredis: it cannot read a cluster live. "
                                "Import the output of redis-cli instead."));
    }
    connect(m_connect, &QPushButton::clicked, this, &RedisConnectDialog::start);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_job, &BackgroundJob::finished, this, &RedisConnectDialog::finish);
}

RedisConnectDialog::~RedisConnectDialog() {
    m_job->cancel();
    m_job->wait();
}

void RedisConnectDialog::start() {
    auto target = redis::parseHostPort(m_address->text().trimmed().toStdString());
    if (!target) {
        m_message->showError(coreError(target.error()));
        return;
    }
    target.value().user = m_user->text().toStdString();
    target.value().password = m_password->text().toStdString();
    target.value().connectTimeoutMs = m_connectTimeout->value() * 1000;
    target.value().readTimeoutMs = m_readTimeout->value() * 1000;
    m_readFrom = tr("live %1").arg(m_address->text().trimmed());
    m_message->showInfo(tr("Reading %1…").arg(m_address->text().trimmed()));
    m_connect->setEnabled(false);
    auto outcome = std::make_shared<Outcome>();
    m_outcome = outcome;
    m_job->start([target = std::move(*target), outcome](const hashlab::Progress& p) {
        outcome->read = redis::readLive(target, p);
    });
}

void RedisConnectDialog::finish() {
    m_connect->setEnabled(true);
    const auto out = std::move(m_outcome);
    if (m_job->wasCancelled() || !out || !out->read)
        return m_message->showInfo(tr("Cancelled: the cluster shown is unchanged."));
    if (!*out->read)
        return m_message->showError(coreError(out->read->error()));
    // The password goes with the dialog: nothing the view keeps holds it.
    m_password->clear();
    m_sink(std::move(out->read->value()), m_readFrom);
    accept();
}

} // namespace hashlab::app
