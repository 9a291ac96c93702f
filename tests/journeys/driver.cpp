#include "driver.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QProcess>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <limits>
#include <map>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace journeys {

namespace {

using Env = std::map<std::string, std::string>;

Env currentEnvironment() {
    Env env;
    for (char** e = environ; *e; ++e) {
        const std::string kv = *e;
        const auto eq = kv.find('=');
        if (eq != std::string::npos)
            env[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    return env;
}

// fork + exec with its own process group, so stop() can end the process and its children.
pid_t spawn(const QStringList& argv, const Env& env, int keepFd = -1, const QString& log = {}) {
    std::vector<std::string> args, vars;
    for (const QString& a : argv)
        args.push_back(a.toStdString());
    for (const auto& [k, v] : env)
        vars.push_back(k + "=" + v);
    const std::string logPath = log.toStdString();
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    setpgid(0, 0);
    if (!logPath.empty()) {
        if (FILE* f = std::fopen(logPath.c_str(), "a")) {
            dup2(fileno(f), 1);
            dup2(fileno(f), 2);
        }
    }
    for (int fd = 3; fd < 1024; ++fd)
        if (fd != keepFd)
            close(fd);
    std::vector<char*> cargs, cvars;
    for (auto& a : args)
        cargs.push_back(a.data());
    cargs.push_back(nullptr);
    for (auto& v : vars)
        cvars.push_back(v.data());
    cvars.push_back(nullptr);
    execvpe(cargs[0], cargs.data(), cvars.data());
    _exit(127);
}

void terminate(pid_t& pid) {
    if (pid <= 0)
        return;
    kill(-pid, SIGTERM);
    for (int i = 0; i < 40; ++i) {
        if (waitpid(pid, nullptr, WNOHANG) == pid) {
            pid = -1;
            return;
        }
        QThread::msleep(25);
    }
    kill(-pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    pid = -1;
}

QString shotsDir() {
    const QString dir = QStringLiteral(JOURNEY_SHOTS_DIR);
    QDir().mkpath(dir);
    return dir;
}

} // namespace

QRect rectOf(const QJsonObject& widget) {
    const QJsonArray r = widget.value(QStringLiteral("rect")).toArray();
    if (r.size() != 4)
        return {};
    return {r[0].toInt(), r[1].toInt(), r[2].toInt(), r[3].toInt()};
}

QJsonObject tabNamed(const QJsonObject& tabBar, const QString& text) {
    for (const QJsonValue& t : tabBar.value(QStringLiteral("tabs")).toArray())
        if (t.toObject().value(QStringLiteral("text")).toString().contains(text))
            return t.toObject();
    return {};
}

Session::Session(Options options) : m_options(std::move(options)) {
    if (!start())
        stop();
}

Session::~Session() {
    stop();
}

bool Session::start() {
    if (!m_home.isValid())
        return m_error = QStringLiteral("no temporary HOME"), false;
    // This run's screenshots only: an earlier run's may be numbered differently.
    QDir shots(shotsDir());
    for (const QString& old : shots.entryList({m_options.journey + QStringLiteral("-*.png")}))
        shots.remove(old);
    Env env = currentEnvironment();
    env["HOME"] = m_home.path().toStdString();
    env["XDG_CONFIG_HOME"] = (m_home.path() + QStringLiteral("/config")).toStdString();
    env["XDG_DATA_HOME"] = (m_home.path() + QStringLiteral("/data")).toStdString();
    env.erase("XDG_RUNTIME_DIR");
    env.erase("DISPLAY");
    QDir(m_home.path()).mkpath(QStringLiteral("config"));
    QDir(m_home.path()).mkpath(QStringLiteral("Pictures"));
    const QString log = m_home.path() + QStringLiteral("/session.log");

    // Xvfb picks a free display and writes its number to the pipe.
    int fds[2];
    if (pipe(fds) != 0)
        return m_error = QStringLiteral("pipe failed"), false;
    m_xvfb = spawn({QStringLiteral("Xvfb"), QStringLiteral("-displayfd"), QString::number(fds[1]),
                    QStringLiteral("-screen"), QStringLiteral("0"),
                    QStringLiteral("%1x%2x24").arg(m_options.width).arg(m_options.height),
                    QStringLiteral("-nolisten"), QStringLiteral("tcp")},
                   env, fds[1], log);
    close(fds[1]);
    std::string number;
    char c;
    while (read(fds[0], &c, 1) == 1 && c != '\n')
        number += c;
    close(fds[0]);
    if (number.empty())
        return m_error = QStringLiteral("Xvfb did not start (is xvfb installed?)"), false;
    m_display = QStringLiteral(":") + QString::fromStdString(number);
    env["DISPLAY"] = m_display.toStdString();

    m_wm = spawn({QStringLiteral("openbox"), QStringLiteral("--sm-disable")}, env, -1, log);
    // openbox manages the screen once its check window (class "openbox") exists.
    const bool wmReady = waitFor(
        [&] {
            QProcess p;
            QProcessEnvironment pe = QProcessEnvironment::systemEnvironment();
            pe.insert(QStringLiteral("DISPLAY"), m_display);
            p.setProcessEnvironment(pe);
            p.start(QStringLiteral("xdotool"), {QStringLiteral("search"), QStringLiteral("--class"),
                                                QStringLiteral("openbox")});
            p.waitForFinished(2000);
            return p.exitCode() == 0;
        },
        // CI runs two journeys side by side on two cores: openbox took over 5 s there once.
        30000);
    if (!wmReady) {
        QFile f(log);
        f.open(QIODevice::ReadOnly);
        return m_error = QStringLiteral("openbox did not start on %1 within 30 s (is openbox "
                                        "installed?); log:\n%2")
                             .arg(m_display, QString::fromUtf8(f.readAll())),
               false;
    }

    m_socket = m_home.path() + QStringLiteral("/hook");
    env["HASHLAB_TEST_HOOK"] = m_socket.toStdString();
    env["QT_QPA_PLATFORM"] = "xcb";
    env.erase("HASHLAB_NO_DIALOGS");
    m_env = env;
    return startApp(true);
}

bool Session::startApp(bool active) {
    const QString log = m_home.path() + QStringLiteral("/session.log");
    QStringList argv = {QStringLiteral(HASHLAB_BINARY), QStringLiteral("--lang"), m_options.lang};
    argv += m_options.args;
    m_appStatus = -1;
    m_app = spawn(argv, m_env, -1, log);
    QJsonObject last;
    const bool up = waitFor(
        [&] {
            last = state();
            return !last.isEmpty() && (!active || last.value(QStringLiteral("active")).toBool());
        },
        30000);
    if (!up) {
        QFile f(log);
        f.open(QIODevice::ReadOnly);
        m_error = QStringLiteral("hashlab did not come up with an active window on %1 (running: "
                                 "%2, state: %3); log:\n%4")
                      .arg(m_display, appAlive() ? QStringLiteral("yes") : QStringLiteral("no"),
                           QString::fromUtf8(QJsonDocument(last).toJson(QJsonDocument::Compact)),
                           QString::fromUtf8(f.readAll()));
        return false;
    }
    return true;
}

bool Session::killApp() {
    if (m_app <= 0)
        return false;
    kill(-m_app, SIGKILL);
    waitpid(m_app, &m_appStatus, 0);
    m_app = -1;
    return true;
}

void Session::stop() {
    terminate(m_app);
    terminate(m_wm);
    terminate(m_xvfb);
}

QString Session::log() const {
    QFile f(m_home.path() + QStringLiteral("/session.log"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

int Session::appExitCode() const {
    if (m_appStatus < 0)
        return -1;
    return WIFSIGNALED(m_appStatus) ? 128 + WTERMSIG(m_appStatus) : WEXITSTATUS(m_appStatus);
}

bool Session::restartApp(bool active) {
    if (m_display.isEmpty())
        return false;
    terminate(m_app);
    m_error.clear();
    return startApp(active);
}

bool Session::appAlive() {
    if (m_app <= 0)
        return false;
    int status = 0;
    if (waitpid(m_app, &status, WNOHANG) == m_app) {
        m_appStatus = status;
        m_app = -1;
        return false;
    }
    return true;
}

QJsonObject Session::query(const QString& line) {
    if (!appAlive())
        return {};
    QLocalSocket socket;
    socket.connectToServer(m_socket);
    if (!socket.waitForConnected(2000))
        return {};
    socket.write(line.toUtf8() + '\n');
    socket.flush();
    QElapsedTimer t;
    t.start();
    while (!socket.canReadLine() && t.elapsed() < 15000) {
        if (!socket.waitForReadyRead(200) && !appAlive())
            return {};
    }
    return QJsonDocument::fromJson(socket.readLine()).object();
}

qint64 Session::responseMs() {
    QElapsedTimer t;
    t.start();
    return state().isEmpty() ? -1 : t.elapsed();
}

QJsonArray Session::widgets() {
    return query(QStringLiteral("widgets")).value(QStringLiteral("widgets")).toArray();
}

int Session::playerIndex() {
    const QJsonObject p = state().value(QStringLiteral("player")).toObject();
    return p.isEmpty() ? -1 : p.value(QStringLiteral("index")).toInt();
}

int Session::playerCount() {
    const QJsonObject p = state().value(QStringLiteral("player")).toObject();
    return p.isEmpty() ? -1 : p.value(QStringLiteral("count")).toInt();
}

QList<QJsonObject> Session::findAll(const QString& cls, const QString& within) {
    QList<QJsonObject> found;
    for (const QJsonValue& v : widgets()) {
        const QJsonObject w = v.toObject();
        if (!w.value(QStringLiteral("class")).toString().endsWith(cls))
            continue;
        if (!within.isEmpty() && !w.value(QStringLiteral("ancestors")).toString().contains(within))
            continue;
        found.append(w);
    }
    return found;
}

QJsonObject Session::find(const QString& cls, const QString& text, const QString& within) {
    for (const QJsonObject& w : findAll(cls, within))
        if (text.isEmpty() || w.value(QStringLiteral("text")).toString().contains(text) ||
            w.value(QStringLiteral("placeholder")).toString().contains(text))
            return w;
    return {};
}

QJsonObject Session::menuItem(const QStringList& path) {
    QJsonArray level = query(QStringLiteral("actions")).value(QStringLiteral("menubar")).toArray();
    QJsonObject found;
    for (int depth = 0; depth < path.size(); ++depth) {
        found = {};
        for (const QJsonValue& v : level) {
            const QString text = v.toObject().value(QStringLiteral("text")).toString();
            if (depth == 0 ? text == path[depth] : text.contains(path[depth])) {
                found = v.toObject();
                break;
            }
        }
        if (found.isEmpty())
            return {};
        level = found.value(QStringLiteral("items")).toArray();
    }
    return found;
}

QList<Session::Canvas> Session::canvases() {
    QList<Canvas> list;
    for (const QJsonValue& v :
         query(QStringLiteral("canvas")).value(QStringLiteral("canvases")).toArray()) {
        const QJsonObject c = v.toObject();
        list.append({c.value(QStringLiteral("lab")).toString(),
                     c.value(QStringLiteral("name")).toString(), rectOf(c),
                     c.value(QStringLiteral("visible_area")).toInteger()});
    }
    return list;
}

QList<Session::CanvasText> Session::canvasTexts() {
    QList<CanvasText> list;
    for (const QJsonValue& v :
         query(QStringLiteral("texts")).value(QStringLiteral("canvases")).toArray()) {
        const QJsonObject c = v.toObject();
        QStringList strings;
        for (const QJsonValue& t : c.value(QStringLiteral("strings")).toArray())
            strings << t.toString();
        QList<double> sizes;
        for (const QJsonValue& px : c.value(QStringLiteral("pixelSizes")).toArray())
            sizes << px.toDouble();
        QStringList clipped;
        for (const QJsonValue& t : c.value(QStringLiteral("clipped")).toArray())
            clipped << t.toString();
        list.append({c.value(QStringLiteral("lab")).toString(),
                     c.value(QStringLiteral("name")).toString(), strings, sizes, clipped,
                     c.value(QStringLiteral("scrolls")).toBool()});
    }
    return list;
}

bool Session::xdotool(const QStringList& args) {
    QProcess p;
    QProcessEnvironment pe = QProcessEnvironment::systemEnvironment();
    pe.insert(QStringLiteral("DISPLAY"), m_display);
    p.setProcessEnvironment(pe);
    p.start(QStringLiteral("xdotool"), args);
    p.waitForFinished(10000);
    // Let the app receive and process the events before anyone looks.
    QThread::msleep(120);
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

void Session::key(const QString& keys) {
    xdotool(QStringList{QStringLiteral("key"), QStringLiteral("--delay"), QStringLiteral("60")} +
            keys.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

void Session::type(const QString& text) {
    xdotool({QStringLiteral("type"), QStringLiteral("--delay"), QStringLiteral("40"),
             QStringLiteral("--"), text});
}

void Session::click(QPoint at) {
    xdotool({QStringLiteral("mousemove"), QString::number(at.x()), QString::number(at.y()),
             QStringLiteral("click"), QStringLiteral("1")});
}

void Session::drag(QPoint from, QPoint to) {
    xdotool({QStringLiteral("mousemove"), QString::number(from.x()), QString::number(from.y()),
             QStringLiteral("mousedown"), QStringLiteral("1"), QStringLiteral("mousemove"),
             QString::number((from.x() + to.x()) / 2), QString::number((from.y() + to.y()) / 2),
             QStringLiteral("mousemove"), QString::number(to.x()), QString::number(to.y()),
             QStringLiteral("mouseup"), QStringLiteral("1")});
}

bool Session::resizeWindow(QSize size) {
    if (m_app <= 0)
        return false;
    // The main window is the app's first mapped window (a dialog comes later).
    return xdotool({QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                    QStringLiteral("--pid"), QString::number(m_app), QStringLiteral("windowsize"),
                    QStringLiteral("%1"), QString::number(size.width()),
                    QString::number(size.height())});
}

void Session::moveMouse(QPoint to) {
    xdotool({QStringLiteral("mousemove"), QString::number(to.x()), QString::number(to.y())});
}

void Session::replaceText(const QJsonObject& field, const QString& text) {
    click(field);
    key(QStringLiteral("ctrl+a"));
    type(text);
}

bool Session::chooseMenu(const QStringList& path) {
    for (int depth = 1; depth <= path.size(); ++depth) {
        QJsonObject item;
        if (!waitFor([&] {
                item = menuItem(path.mid(0, depth));
                return item.contains(QStringLiteral("rect"));
            }))
            return false;
        click(item);
    }
    return true;
}

bool Session::waitFor(const std::function<bool()>& done, int ms) {
    QElapsedTimer t;
    t.start();
    while (true) {
        if (done())
            return true;
        if (t.elapsed() > ms)
            return false;
        QThread::msleep(50);
    }
}

bool Session::stepKey(const QString& keys, int expectedIndex) {
    key(keys);
    return waitFor([&] { return playerIndex() == expectedIndex; }, 2500);
}

QImage Session::screenshot(const QString& label) {
    const QString path = QStringLiteral("%1/%2-%3-%4.png")
                             .arg(shotsDir(), m_options.journey)
                             .arg(++m_shot, 2, 10, QLatin1Char('0'))
                             .arg(label);
    QFile::remove(path);
    query(QStringLiteral("screenshot ") + path);
    return QImage(path);
}

int Session::runHeadless(const QStringList& args, QString* out) {
    QProcess p;
    QProcessEnvironment pe = QProcessEnvironment::systemEnvironment();
    pe.remove(QStringLiteral("DISPLAY"));
    pe.insert(QStringLiteral("HOME"), m_home.path());
    pe.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
    p.setProcessEnvironment(pe);
    p.start(QStringLiteral(HASHLAB_BINARY), args);
    p.waitForFinished(60000);
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

int colourDistance(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

int distinctColours(const QImage& image, const QRect& region) {
    QHash<QRgb, int> seen;
    const QRect r = region.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            seen[image.pixel(x, y)]++;
    return static_cast<int>(seen.size());
}

bool anyPixelDiffers(const QImage& image, const QRect& region, QColor colour, int tolerance) {
    const QRect r = region.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (colourDistance(image.pixelColor(x, y), colour) > tolerance)
                return true;
    return false;
}

QColor dominantColour(const QImage& image, const QRect& region) {
    QHash<QRgb, int> seen;
    const QRect r = region.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            seen[image.pixel(x, y)]++;
    QRgb best = 0;
    int most = -1;
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return QColor::fromRgb(best);
}

} // namespace journeys

namespace journeys {

QStringList listRows(Session& s, const QString& within) {
    for (const QJsonObject& w : s.findAll(QStringLiteral("QListWidget"), within)) {
        QStringList rows;
        for (const QJsonValue& r : w.value(QStringLiteral("rows")).toArray())
            rows << r.toString();
        return rows;
    }
    return {};
}

QJsonObject playerButton(Session& s, int which) {
    const QList<QJsonObject> buttons =
        s.findAll(QStringLiteral("QToolButton"), QStringLiteral("StepPlayer"));
    return which < buttons.size() ? buttons.at(which) : QJsonObject{};
}

bool listsNode(const QStringList& rows, const QString& name) {
    for (const QString& r : rows)
        if (r.startsWith(name + QLatin1Char(' ')))
            return true;
    return false;
}

bool addRingNode(Session& s, const QString& name) {
    const QString controls = QStringLiteral("RingControls");
    // The node name field (the rack field above it is a QLineEdit too).
    QJsonObject field;
    for (const QJsonObject& e : s.findAll(QStringLiteral("QLineEdit"), controls))
        if (e.value(QStringLiteral("name")).toString() == QLatin1String("nodeName"))
            field = e;
    if (field.isEmpty())
        return false;
    s.replaceText(field, name);
    // The Add button is the one on the name field's row (found by place, in any language).
    const QRect row = rectOf(field);
    for (const QJsonObject& b : s.findAll(QStringLiteral("QPushButton"), controls)) {
        const int y = rectOf(b).center().y();
        if (y >= row.top() && y <= row.bottom() && rectOf(b).left() > row.right()) {
            s.click(b);
            return s.waitFor([&] { return listsNode(listRows(s), name); }, 5000);
        }
    }
    return false;
}

QString statusLine(Session& s) {
    const QJsonObject w = s.find(QStringLiteral("QLabel"), {}, QStringLiteral("QStatusBar"));
    return w.value(QStringLiteral("text")).toString();
}

ProbingPicture probingPicture(Session& s, const QImage& shot) {
    ProbingPicture pic;
    const QJsonObject p = s.query(QStringLiteral("probing"));
    const QColor empty(p.value(QStringLiteral("empty")).toString());
    const QColor occupied(p.value(QStringLiteral("occupied")).toString());
    const QColor background(p.value(QStringLiteral("background")).toString());
    const QJsonArray g = p.value(QStringLiteral("grid")).toArray();
    if (g.size() == 4)
        pic.grid = QRect(g[0].toInt(), g[1].toInt(), g[2].toInt(), g[3].toInt());
    pic.minSlotSide = std::numeric_limits<int>::max();
    for (const QJsonValue& v : p.value(QStringLiteral("slots")).toArray()) {
        const QJsonArray r = v.toArray();
        const QRect rect(r[0].toInt(), r[1].toInt(), r[2].toInt(), r[3].toInt());
        pic.cells << rect;
        pic.minSlotSide = std::min({pic.minSlotSide, rect.width(), rect.height()});
        // The cell's fill is what most of its inner pixels show (the key's digits are small).
        const int inset = std::max(2, rect.width() / 6);
        const QColor c = dominantColour(shot, rect.adjusted(inset, inset, -inset, -inset));
        if (colourDistance(c, occupied) < colourDistance(c, empty))
            ++pic.occupied;
    }
    if (pic.cells.isEmpty())
        pic.minSlotSide = 0;
    pic.tableDrawn = !pic.cells.isEmpty() && anyPixelDiffers(shot, pic.grid, background, 40);
    return pic;
}

} // namespace journeys
