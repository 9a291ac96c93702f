#include "soak_walk.h"

#include "journeys/driver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRect>

#include <deque>
#include <random>

namespace journeys::soak {

namespace {

constexpr qint64 kFreezeMs = 2000;
constexpr int kRemembered = 50; // inputs printed with a failure, to replay it

// The walk's draws come from the seed alone (never from what the app answers), so the same seed
// sends the same inputs in the same order.
class Dice {
public:
    explicit Dice(std::uint64_t seed) : m_rng(seed) {}
    int below(int n) { return static_cast<int>(m_rng() % static_cast<std::uint64_t>(n)); }
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }

private:
    std::mt19937_64 m_rng;
};

const QStringList& keys() {
    static const QStringList list = {QStringLiteral("F11"),    QStringLiteral("b"),
                                     QStringLiteral("0"),      QStringLiteral("1"),
                                     QStringLiteral("2"),      QStringLiteral("3"),
                                     QStringLiteral("4"),      QStringLiteral("5"),
                                     QStringLiteral("6"),      QStringLiteral("7"),
                                     QStringLiteral("8"),      QStringLiteral("9"),
                                     QStringLiteral("ctrl+z"), QStringLiteral("ctrl+shift+z"),
                                     QStringLiteral("Tab"),    QStringLiteral("space"),
                                     QStringLiteral("Left"),   QStringLiteral("Right"),
                                     QStringLiteral("Up"),     QStringLiteral("Down"),
                                     QStringLiteral("Prior"),  QStringLiteral("Next"),
                                     QStringLiteral("Escape"), QStringLiteral("Return")};
    return list;
}

QRect rectValue(const QJsonObject& state, const char* key) {
    const QJsonArray r = state.value(QLatin1String(key)).toArray();
    if (r.size() != 4)
        return {};
    return {r[0].toInt(), r[1].toInt(), r[2].toInt(), r[3].toInt()};
}

// A point in `r`; in the smallest window the walk sizes to when `r` is empty (a `state` that came
// back without the screen's rect divided by zero here: the soak itself died after 30 minutes).
// The same number of draws either way, so a replay stays in step.
QPoint pointIn(Dice& dice, const QRect& r) {
    const QRect in = r.isEmpty() ? QRect(0, 0, 640, 400) : r;
    return {dice.between(in.left(), in.right()), dice.between(in.top(), in.bottom())};
}

QString downs(int n) {
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << QStringLiteral("Down");
    return list.join(QLatin1Char(' '));
}

// Sends one input drawn from `dice`, in the window `window` of the screen `screen`; returns it
// as the line a replay would read.
QString sendOne(Session& s, Dice& dice, const QRect& window, const QRect& screen) {
    const int roll = dice.below(100);
    const QRect area = window.isValid() && !window.isEmpty() ? window : screen;
    if (roll < 48) {
        const QString k = keys().at(dice.below(static_cast<int>(keys().size())));
        s.key(k);
        return QStringLiteral("key %1").arg(k);
    }
    if (roll < 68) {
        // Mostly in the window; now and then anywhere (a click beside a popup closes it).
        const QPoint at = pointIn(dice, dice.below(10) == 0 ? screen : area);
        s.click(at);
        return QStringLiteral("click %1 %2").arg(at.x()).arg(at.y());
    }
    if (roll < 75) {
        const QPoint from = pointIn(dice, area), to = pointIn(dice, area);
        s.drag(from, to);
        return QStringLiteral("drag %1 %2 %3 %4")
            .arg(from.x())
            .arg(from.y())
            .arg(to.x())
            .arg(to.y());
    }
    if (roll < 79) {
        const QSize size(dice.between(640, 1920), dice.between(400, 1080));
        s.resizeWindow(size);
        return QStringLiteral("resize %1 %2").arg(size.width()).arg(size.height());
    }
    if (roll < 83) { // View → Language → English or 简体中文 (the mnemonics are the same in both)
        const QString path = QStringLiteral("l %1 Return").arg(downs(dice.below(2)));
        s.key(QStringLiteral("alt+v"));
        s.key(path);
        return QStringLiteral("menu alt+v %1").arg(path);
    }
    if (roll < 87) { // View → Theme → Light, Dark or Classroom
        const QString path = QStringLiteral("t %1 Return").arg(downs(dice.below(3)));
        s.key(QStringLiteral("alt+v"));
        s.key(path);
        return QStringLiteral("menu alt+v %1").arg(path);
    }
    if (roll < 93) { // Lessons → one of its entries (mostly a lesson; Drill and Record first)
        const QString path = QStringLiteral("%1 Return").arg(downs(dice.below(27)));
        s.key(QStringLiteral("alt+o"));
        s.key(path);
        return QStringLiteral("menu alt+o %1").arg(path);
    }
    const QString lab = QStringLiteral("ctrl+%1").arg(dice.between(1, 4));
    s.key(lab);
    return QStringLiteral("key %1").arg(lab);
}

int countReports(const QString& log) {
    return static_cast<int>(log.count(QStringLiteral("ERROR: AddressSanitizer")) +
                            log.count(QStringLiteral("ERROR: LeakSanitizer")) +
                            log.count(QStringLiteral("runtime error:")));
}

QString lastLines(const QString& text, int n) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    return lines.mid(std::max<qsizetype>(0, lines.size() - n)).join(QLatin1Char('\n'));
}

} // namespace

QString Report::summary() const {
    return QStringLiteral("seed %1: %2 inputs, %3 crashes, %4 sanitizer reports, %5 freezes, %6 "
                          "restarts after a quit, longest state round trip %7 ms")
        .arg(seed)
        .arg(inputs)
        .arg(crashes)
        .arg(sanitizerReports)
        .arg(freezes)
        .arg(restarts)
        .arg(longestResponseMs);
}

Report walk(Session& s, const Options& options) {
    Report report;
    report.seed = options.seed;
    Dice dice(options.seed);
    std::deque<QString> recent;
    QElapsedTimer clock;
    clock.start();
    QJsonObject state = s.state();
    int modalFor = 0;
    auto fail = [&](const QString& what) {
        QStringList lines;
        lines << QStringLiteral("%1 (seed %2, after input %3)")
                     .arg(what)
                     .arg(options.seed)
                     .arg(report.inputs);
        lines << QStringLiteral("last %1 inputs:").arg(recent.size());
        for (const QString& r : recent)
            lines << QStringLiteral("  ") + r;
        lines << QStringLiteral("app log (tail):") << lastLines(s.log(), 80);
        report.failures << lines.join(QLatin1Char('\n'));
    };
    while (static_cast<double>(clock.elapsed()) < options.seconds * 1000) {
        QString input;
        if (modalFor >= 15) { // a dialog a random key opened keeps the walk out of the window
            s.key(QStringLiteral("Escape"));
            input = QStringLiteral("key Escape (a dialog stayed open)");
            modalFor = 0;
        } else {
            input = sendOne(s, dice, rectValue(state, "geometry"), rectValue(state, "screen"));
        }
        ++report.inputs;
        recent.push_back(QStringLiteral("#%1 %2").arg(report.inputs).arg(input));
        if (recent.size() > kRemembered)
            recent.pop_front();

        QElapsedTimer rt;
        rt.start();
        state = s.state();
        const qint64 ms = rt.elapsed();
        if (!state.isEmpty()) {
            report.longestResponseMs = std::max(report.longestResponseMs, ms);
            modalFor = state.contains(QStringLiteral("modal")) ? modalFor + 1 : 0;
            if (ms > kFreezeMs) {
                ++report.freezes;
                fail(QStringLiteral("freeze: the state round trip took %1 ms").arg(ms));
                if (!options.keepGoing)
                    break;
            }
            continue;
        }
        if (s.appAlive()) {
            ++report.freezes;
            fail(QStringLiteral("freeze: a live app did not answer `state`"));
            if (!options.keepGoing)
                break;
            continue;
        }
        const int code = s.appExitCode();
        if (code == 0) {
            ++report.restarts; // a click found File → Quit: a user starts it again
        } else {
            ++report.crashes;
            fail(QStringLiteral("the app died (exit %1)").arg(code));
            if (!options.keepGoing)
                break;
        }
        if (!s.restartApp()) {
            fail(QStringLiteral("the app did not start again: %1").arg(s.startError()));
            break;
        }
        state = s.state();
    }
    report.sanitizerReports = countReports(s.log());
    return report;
}

} // namespace journeys::soak
