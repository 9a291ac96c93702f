// A teacher in the hash-tables lab at 1280×720, in presentation mode, with real X input: opens the
// cuckoo lesson from the Lessons menu, walks the kicks with the step keys, then opens the chaining
// lesson, inserts a key from the keyboard, steps it and undoes it.
#include "journeys/driver.h"

#include <gtest/gtest.h>

using namespace journeys;

TEST(HashTablesJourney, CuckooKicksAndAChainInsertSteppedFromTheKeyboard) {
    Session s({QStringLiteral("tables"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("probing")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    s.key(QStringLiteral("F11"));
    ASSERT_TRUE(
        s.waitFor([&] { return s.state().value(QStringLiteral("presentationMode")).toBool(); }));
    // The pseudocode, the operations form and the status line are in the presentation drawer
    // (issue 29): F9 opens it.
    s.key(QStringLiteral("F9"));
    ASSERT_TRUE(s.waitFor([&] { return !s.find(QStringLiteral("OperationsPanel")).isEmpty(); }));

    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Hash tables"),
                              QStringLiteral("A cuckoo insert that cannot succeed")}));
    // The lesson is guided: the clicker's "next" answers step 1's prediction, opens step 2 (the
    // insert of 6) and reveals its question before the keys step the player.
    for (int press = 0; press < 8 && s.playerCount() <= 200; ++press) {
        s.key(QStringLiteral("Next"));
        s.waitFor([&] { return s.playerCount() > 200; }, 1500);
    }
    ASSERT_TRUE(s.waitFor([&] { return s.playerCount() > 200; }))
        << "the failing insert's 202 cells are not steppable: " << s.playerCount();
    s.key(QStringLiteral("Next"));
    ASSERT_TRUE(s.waitFor([&] {
        return !s.find(QStringLiteral("QLabel"), QStringLiteral("The answer:")).isEmpty();
    })) << "PageDown did not reveal the second prediction";
    const QJsonObject canvas = s.find(QStringLiteral("SchemeView"));
    ASSERT_FALSE(canvas.isEmpty()) << "the hash-table canvas is not on screen";
    EXPECT_GE(rectOf(canvas).width(), 600);
    EXPECT_FALSE(s.find(QStringLiteral("PseudocodePanel")).isEmpty())
        << "the pseudocode is not beside the cuckoo tables";
    const int count = s.playerCount();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0)) << "Home: " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Right"), 1)) << "Right: " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Next"), 2)) << "PageDown: " << s.playerIndex();
    const QImage kick = s.screenshot(QStringLiteral("cuckoo-step2"));
    EXPECT_GT(distinctColours(kick, rectOf(canvas)), 4) << "the tables are not drawn";
    EXPECT_TRUE(s.stepKey(QStringLiteral("Left"), 1)) << "Left: " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("End"), count)) << "End: " << s.playerIndex();
    s.screenshot(QStringLiteral("cuckoo-end"));

    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Hash tables"),
                              QStringLiteral("Chaining vs linear probing at α = 0.9")}));
    ASSERT_TRUE(s.waitFor([&] { return s.playerCount() == 2; }))
        << "find 42: start, slot 2, done; count " << s.playerCount();
    s.replaceText(s.find(QStringLiteral("QLineEdit"), QStringLiteral("key, e.g."),
                         QStringLiteral("OperationsPanel")),
                  QStringLiteral("52"));
    s.key(QStringLiteral("Return"));
    ASSERT_TRUE(s.waitFor(
        [&] { return statusLine(s).contains(QStringLiteral("10 keys")) || s.playerIndex() == 0; }));
    // The focus is in the key field, where arrows edit text: click the canvas, then step.
    s.click(s.find(QStringLiteral("SchemeView")));
    EXPECT_TRUE(s.stepKey(QStringLiteral("End"), s.playerCount()));
    EXPECT_TRUE(s.waitFor([&] { return statusLine(s).startsWith(QStringLiteral("10 keys")); }))
        << "status: " << statusLine(s).toStdString();
    s.screenshot(QStringLiteral("chain-52"));
    s.key(QStringLiteral("ctrl+z"));
    EXPECT_TRUE(s.waitFor([&] { return statusLine(s).startsWith(QStringLiteral("9 keys")); }))
        << "undo left: " << statusLine(s).toStdString();
    EXPECT_TRUE(s.appAlive());
}
