// Nothing lost on a crash (issue 28, item 4), with a real process and real X input: a user adds a
// node on the ring and steps back to stage 2 of the change, the autosave writes it (every second
// here: HASHLAB_AUTOSAVE_SECONDS), the app is killed with SIGKILL, and the next start offers the
// copy; Enter (Restore is the default button) brings back the ring lab, its new node and its
// step. A normal exit (Ctrl+Q) then leaves no copy, and the start after it asks nothing.
#include "journeys/driver.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

// AppDataLocation under the session's XDG_DATA_HOME: <organisation>/<application>/autosave.
QString autosaveRoot(const Session& s) {
    return s.home() + QStringLiteral("/data/HashLab/HashLab/autosave");
}

// The ring lab's autosaved state, from whichever instance folder holds one.
QJsonObject savedRing(const Session& s) {
    const QDir root(autosaveRoot(s));
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(root.filePath(name + QStringLiteral("/ring.json")));
        if (f.open(QIODevice::ReadOnly))
            return QJsonDocument::fromJson(f.readAll())
                .object()
                .value(QStringLiteral("state"))
                .toObject();
    }
    return {};
}

QString modalTitle(Session& s) {
    return s.state()
        .value(QStringLiteral("modal"))
        .toObject()
        .value(QStringLiteral("title"))
        .toString();
}

} // namespace

TEST(RecoveryJourney, AKilledAppComesBackWithItsLabStateAndStep) {
    // The app inherits the journey's environment (its starts below included).
    qputenv("HASHLAB_AUTOSAVE_SECONDS", "1");
    struct Unset {
        ~Unset() { qunsetenv("HASHLAB_AUTOSAVE_SECONDS"); }
    } unset;
    Session s({QStringLiteral("recovery"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    ASSERT_TRUE(addRingNode(s, QStringLiteral("F")));
    ASSERT_TRUE(s.waitFor([&] { return s.playerCount() == 3 && s.playerIndex() == 3; }, 5000));
    ASSERT_TRUE(s.stepKey(QStringLiteral("Left"), 2)) << s.playerIndex();
    // The autosave has the change at its step.
    ASSERT_TRUE(s.waitFor(
        [&] {
            const QJsonObject ring = savedRing(s);
            return ring.contains(QStringLiteral("change")) &&
                   ring.value(QStringLiteral("step")).toInt(-1) == 2;
        },
        10000));

    ASSERT_TRUE(s.killApp());
    ASSERT_TRUE(s.restartApp(false));
    ASSERT_TRUE(
        s.waitFor([&] { return modalTitle(s) == QStringLiteral("Restore your work?"); }, 10000))
        << "no recovery dialog; state: "
        << QJsonDocument(s.state()).toJson(QJsonDocument::Compact).toStdString();
    // The keys go to the dialog once one of its buttons has the focus.
    ASSERT_TRUE(s.waitFor([&] {
        return s.state().value(QStringLiteral("focus")).toObject().value(QStringLiteral("class")) ==
               QStringLiteral("QPushButton");
    }));
    s.screenshot(QStringLiteral("offer"));
    s.key(QStringLiteral("Return")); // Restore, the default button
    ASSERT_TRUE(s.waitFor([&] { return !s.state().contains(QStringLiteral("modal")); }, 10000));
    EXPECT_TRUE(s.waitFor(
        [&] {
            return s.state().value(QStringLiteral("lab")).toString() == QStringLiteral("ring") &&
                   s.playerCount() == 3 && s.playerIndex() == 2;
        },
        10000))
        << "lab " << s.state().value(QStringLiteral("lab")).toString().toStdString() << ", player "
        << s.playerIndex() << "/" << s.playerCount();
    EXPECT_TRUE(listsNode(listRows(s), QStringLiteral("F")));
    s.screenshot(QStringLiteral("restored"));

    // A normal exit removes the copy: the next start asks nothing.
    s.key(QStringLiteral("ctrl+q"));
    ASSERT_TRUE(s.waitFor([&] { return !s.appAlive(); }, 10000));
    EXPECT_EQ(QDir(autosaveRoot(s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
    ASSERT_TRUE(s.restartApp(false));
    ASSERT_TRUE(
        s.waitFor([&] { return s.state().value(QStringLiteral("active")).toBool(); }, 10000));
    // A wait that asserts nothing happens (the offer would come right after the window shows).
    EXPECT_FALSE(s.waitFor([&] { return s.state().contains(QStringLiteral("modal")); }, 1500));
}
