#include "test_hook.h"

#include "queries.h"
#include "window/main_window.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QPixmap>
#include <QPointer>
#include <QScreen>

namespace hashlab::journey_hook {

namespace {

QByteArray answer(app::MainWindow* window, const QString& line) {
    QJsonObject o;
    if (line == QLatin1String("state")) {
        o = stateQuery(window);
    } else if (line == QLatin1String("widgets")) {
        o[QStringLiteral("widgets")] = widgetsQuery();
    } else if (line == QLatin1String("actions")) {
        o = actionsQuery(window);
    } else if (line == QLatin1String("probing")) {
        o = probingQuery(window);
    } else if (line == QLatin1String("canvas")) {
        o = canvasQuery(window);
    } else if (line == QLatin1String("ring")) {
        o = ringQuery(window);
    } else if (line == QLatin1String("lesson")) {
        o = lessonQuery(window);
    } else if (line == QLatin1String("texts")) {
        o = textsQuery(window);
    } else if (line.startsWith(QLatin1String("screenshot "))) {
        const QString path = line.mid(11);
        const bool ok = window->screen()->grabWindow(0).save(path, "PNG");
        o[QStringLiteral("saved")] = ok;
    } else {
        o[QStringLiteral("error")] = QStringLiteral("unknown query: ") + line;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

void startTestHookIfRequested(app::MainWindow* window) {
    const QString path = qEnvironmentVariable("HASHLAB_TEST_HOOK");
    if (path.isEmpty())
        return;
    auto* server = new QLocalServer(window);
    QLocalServer::removeServer(path);
    if (!server->listen(path)) {
        qWarning("HASHLAB_TEST_HOOK: cannot listen on %s", qPrintable(path));
        return;
    }
    QPointer<app::MainWindow> guard(window);
    QObject::connect(server, &QLocalServer::newConnection, server, [server, guard] {
        while (QLocalSocket* socket = server->nextPendingConnection()) {
            QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QLocalSocket::readyRead, socket, [socket, guard] {
                while (guard && socket->canReadLine()) {
                    const QString line = QString::fromUtf8(socket->readLine()).trimmed();
                    socket->write(answer(guard, line));
                    socket->flush();
                }
            });
        }
    });
}

} // namespace hashlab::journey_hook
