// Journey (a): a lecturer's 15-minute demo on a 1280x720 projector. Presentation mode with F11,
// then each lab's core story and two lessons from the Lessons menu, stepping only with the keys a
// lecturer (or a presenter clicker) uses: Right/Left/Home/End/Space/PageDown/PageUp, after
// clicking the canvas, after clicking a player button, after adding a node.
#include "journeys/driver.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

int occupiedInStatus(const QString& status) {
    const auto m =
        QRegularExpression(QStringLiteral("(\\d+) of \\d+ slots occupied")).match(status);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Inserts a key in the probing lab, then checks at the first and the last step (reached with
// the player's buttons, so this holds apart from the step keys) that the status line counts the
// keys the canvas draws at that step.
void insertAndCheckStatusFollowsStep(Session& s, const QString& key, const QString& shot) {
    s.replaceText(s.find(QStringLiteral("QLineEdit"), QStringLiteral("key, e.g."),
                         QStringLiteral("OperationsPanel")),
                  key);
    s.key(QStringLiteral("Return"));
    ASSERT_TRUE(s.waitFor([&] { return occupiedInStatus(statusLine(s)) >= 0; }))
        << "status: " << statusLine(s).toStdString();
    s.click(playerButton(s, 0));
    s.waitFor([&] { return s.playerIndex() == 0; });
    const ProbingPicture atStart = probingPicture(s, s.screenshot(shot + QStringLiteral("-step0")));
    EXPECT_EQ(occupiedInStatus(statusLine(s)), atStart.occupied)
        << "at step 0 the canvas draws " << atStart.occupied
        << " keys; status: " << statusLine(s).toStdString();
    s.click(playerButton(s, 4));
    s.waitFor([&] { return s.playerIndex() == s.playerCount(); });
    const ProbingPicture atEnd = probingPicture(s, s.screenshot(shot + QStringLiteral("-end")));
    EXPECT_EQ(occupiedInStatus(statusLine(s)), atEnd.occupied)
        << "at the last step the canvas draws " << atEnd.occupied
        << " keys; status: " << statusLine(s).toStdString();
}

void stepThroughWithKeys(Session& s, const QString& where) {
    SCOPED_TRACE(where.toStdString());
    const int count = s.playerCount();
    ASSERT_GT(count, 1) << "the lab's story has no steps to show";
    EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0)) << "Home: index " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Right"), 1)) << "Right: index " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Next"), 2)) << "PageDown: index " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Prior"), 1)) << "PageUp: index " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("Left"), 0)) << "Left: index " << s.playerIndex();
    EXPECT_TRUE(s.stepKey(QStringLiteral("End"), count)) << "End: index " << s.playerIndex();
}

} // namespace

TEST(LecturerJourney, PresentationDemoAt1280x720SteppedWithTheKeyboard) {
    Session s({QStringLiteral("lecturer"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("probing")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    // A first start on the projector puts the whole window on the screen: it used to open at
    // 1280×800 and run off the bottom, status bar and the forms' last rows out of sight.
    const auto frame = [&] {
        return rectOf(
            QJsonObject{{QStringLiteral("rect"), s.state().value(QStringLiteral("frame"))}});
    };
    EXPECT_TRUE(s.waitFor([&] { return QRect(0, 0, 1280, 720).contains(frame()); }))
        << "the window's frame " << frame().width() << "x" << frame().height() << " at "
        << frame().x() << "," << frame().y() << " runs off the 1280x720 screen";

    // Normal mode first: the probing slots' size the projector must not lose.
    const ProbingPicture normal = probingPicture(s, s.screenshot(QStringLiteral("normal-probing")));
    ASSERT_FALSE(normal.cells.isEmpty());
    const auto leftPanelType = [&] {
        return s.find(QStringLiteral("QLabel"), QStringLiteral("Slots m"))
            .value(QStringLiteral("pointSize"))
            .toDouble();
    };
    const double normalType = leftPanelType();
    {
        SCOPED_TRACE("probing, normal mode");
        insertAndCheckStatusFollowsStep(s, QStringLiteral("7"), QStringLiteral("normal-probing-7"));
    }

    // F11: really full screen (the window manager agrees), and the menu says so.
    s.key(QStringLiteral("F11"));
    EXPECT_TRUE(s.waitFor([&] {
        const QJsonObject st = s.state();
        return st.value(QStringLiteral("fullScreen")).toBool() &&
               rectOf(QJsonObject{{QStringLiteral("rect"), st.value(QStringLiteral("frame"))}}) ==
                   QRect(0, 0, 1280, 720);
    })) << "the window did not cover the 1280x720 screen";
    QJsonObject st = s.state();
    EXPECT_TRUE(st.value(QStringLiteral("presentationMode")).toBool());
    EXPECT_TRUE(st.value(QStringLiteral("presentationChecked")).toBool())
        << "View → Presentation mode is not ticked while the mode is on";
    EXPECT_TRUE(s.menuItem({QStringLiteral("View"), QStringLiteral("Presentation mode")})
                    .value(QStringLiteral("checked"))
                    .toBool());
    // This demo uses the labs' forms and switcher: they are in the presentation drawer (issue 29).
    s.key(QStringLiteral("F9"));
    EXPECT_TRUE(s.waitFor([&] { return !s.find(QStringLiteral("OperationsPanel")).isEmpty(); }))
        << "F9 did not open the presentation drawer";

    // Probing: the table stays large and drawn; insert a key and walk its probes.
    {
        SCOPED_TRACE("probing");
        const ProbingPicture big = probingPicture(s, s.screenshot(QStringLiteral("probing")));
        // The issue measured 35 px here against 60 px in normal mode at 1280×720. The larger
        // type around the table takes height a 720-line screen does not have, so the slots may
        // stay below what normal mode draws for a table this small (107 px for 7 slots), but
        // never below the 60 px of normal mode's default table.
        EXPECT_GE(big.minSlotSide, 60)
            << "slots shrink in presentation mode (normal mode " << normal.minSlotSide << " px)";
        EXPECT_TRUE(big.tableDrawn);
        EXPECT_GT(leftPanelType(), normalType) << "the left panel's type does not grow";

        // Slot 0 is taken: 35 needs at least two probes to step through.
        insertAndCheckStatusFollowsStep(s, QStringLiteral("35"), QStringLiteral("probing-35"));
        // Keys after clicking a player button.
        s.click(playerButton(s, 0));
        s.waitFor([&] { return s.playerIndex() == 0; });
        EXPECT_TRUE(s.stepKey(QStringLiteral("End"), s.playerCount()))
            << "End after clicking a player button: index " << s.playerIndex();
        // Keys after clicking the canvas.
        s.click(s.find(QStringLiteral("ProbingView")));
        stepThroughWithKeys(s, QStringLiteral("probing canvas"));
    }

    // Ring: add node F, the list follows the stage.
    {
        SCOPED_TRACE("ring");
        s.key(QStringLiteral("ctrl+1"));
        ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "ring"; }));
        ASSERT_TRUE(addRingNode(s, QStringLiteral("F"))) << "node F was not added";
        s.screenshot(QStringLiteral("ring-added-F"));
        const int count = s.playerCount();
        EXPECT_EQ(count, 3);
        // Keys after adding a node (focus on the Add button).
        EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0))
            << "Home after adding a node: index " << s.playerIndex();
        s.click(playerButton(s, 0));
        s.waitFor([&] { return s.playerIndex() == 0; });
        s.screenshot(QStringLiteral("ring-stage-0"));
        EXPECT_FALSE(listsNode(listRows(s), QStringLiteral("F")))
            << "at stage 0 (before the change) the node list already lists F";
        s.click(playerButton(s, 4));
        s.waitFor([&] { return s.playerIndex() == 3; });
        EXPECT_TRUE(listsNode(listRows(s), QStringLiteral("F")));
        s.click(s.find(QStringLiteral("RingView")));
        stepThroughWithKeys(s, QStringLiteral("ring canvas"));
        // Space plays from the start when focus is on the canvas.
        EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0));
        s.key(QStringLiteral("space"));
        EXPECT_TRUE(s.waitFor([&] { return s.playerIndex() == 3; }, 5000))
            << "Space did not play: index " << s.playerIndex();
        s.screenshot(QStringLiteral("ring-end"));
    }

    // Bloom: insert a word and walk its bits.
    {
        SCOPED_TRACE("bloom");
        s.key(QStringLiteral("ctrl+3"));
        ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "bloom"; }));
        s.click(s.find(QStringLiteral("QLineEdit"), QStringLiteral("a word"),
                       QStringLiteral("BloomLab")));
        s.type(QStringLiteral("lecture"));
        s.key(QStringLiteral("Return"));
        ASSERT_TRUE(s.waitFor([&] { return s.playerCount() > 1; })) << "“lecture” has no steps";
        // A click focuses the canvas and names the bit under it; it used to clear that bit (and
        // the story with it) when the bit was set.
        s.click(s.find(QStringLiteral("BloomView")));
        stepThroughWithKeys(s, QStringLiteral("bloom canvas"));
        s.screenshot(QStringLiteral("bloom"));
    }

    // Collisions: write a record, walk its path.
    {
        SCOPED_TRACE("collisions");
        s.key(QStringLiteral("ctrl+4"));
        ASSERT_TRUE(
            s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "collisions"; }));
        s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Write")));
        s.waitFor([&] { return s.playerCount() > 1; });
        s.click(s.find(QStringLiteral("WritePathView")));
        stepThroughWithKeys(s, QStringLiteral("collisions canvas"));
        s.screenshot(QStringLiteral("collisions"));
    }

    // Two lessons from the Lessons menu, still in presentation mode.
    {
        SCOPED_TRACE("lesson: A node dies");
        ASSERT_TRUE(s.chooseMenu(
            {QStringLiteral("Lessons"), QStringLiteral("Ring"), QStringLiteral("A node dies")}));
        ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "ring"; }));
        // Panels follow the step: before the change C is not failed yet. (With the caption the
        // page is taller than the projector and the player row scrolls below it: the keys reach
        // the player all the same.)
        s.click(s.find(QStringLiteral("RingView")));
        EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0)) << "index " << s.playerIndex();
        s.screenshot(QStringLiteral("lesson-node-dies-stage-0"));
        for (const QString& row : listRows(s))
            EXPECT_FALSE(row.startsWith(QLatin1String("C ")) &&
                         row.contains(QLatin1String("failed")))
                << "at stage 0 the list shows " << row.toStdString();
        EXPECT_TRUE(s.stepKey(QStringLiteral("End"), s.playerCount()))
            << "index " << s.playerIndex();
        EXPECT_TRUE(s.stepKey(QStringLiteral("Home"), 0)) << "index " << s.playerIndex();
        EXPECT_TRUE(s.stepKey(QStringLiteral("End"), s.playerCount()));
        s.screenshot(QStringLiteral("lesson-node-dies-end"));
    }
    {
        SCOPED_TRACE("lesson: The gcd trap");
        ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Hash tables"),
                                  QStringLiteral("The gcd trap")}));
        ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "probing"; }));
        const ProbingPicture lesson =
            probingPicture(s, s.screenshot(QStringLiteral("lesson-gcd-trap")));
        EXPECT_GE(lesson.minSlotSide, 50);
        EXPECT_TRUE(lesson.tableDrawn) << "the table vanished under the lesson caption";
        s.click(s.find(QStringLiteral("ProbingView")));
        // A guided lesson asks first: the clicker's "next" reveals the answer and the player
        // waits; then the keys step the player as in the lab.
        const int asked = s.playerIndex();
        s.key(QStringLiteral("Next"));
        EXPECT_TRUE(s.waitFor([&] {
            return !s.find(QStringLiteral("QLabel"), QStringLiteral("The answer:")).isEmpty();
        })) << "PageDown did not reveal the lesson's answer";
        EXPECT_EQ(s.playerIndex(), asked);
        stepThroughWithKeys(s, QStringLiteral("gcd trap canvas"));
    }
    {
        // The classroom theme for the back rows: presentation mode keeps its larger type.
        SCOPED_TRACE("theme: classroom");
        ASSERT_TRUE(s.chooseMenu(
            {QStringLiteral("View"), QStringLiteral("Theme"), QStringLiteral("Classroom")}));
        ASSERT_TRUE(
            s.waitFor([&] { return s.state().value(QStringLiteral("theme")) == "classroom"; }));
        const ProbingPicture classroom =
            probingPicture(s, s.screenshot(QStringLiteral("classroom-theme")));
        EXPECT_GT(leftPanelType(), normalType) << "changing theme dropped the larger type";
        EXPECT_GE(classroom.minSlotSide, 50);
        EXPECT_TRUE(classroom.tableDrawn);
    }
    const QJsonObject end = s.state();
    EXPECT_TRUE(end.value(QStringLiteral("fullScreen")).toBool());
    EXPECT_TRUE(end.value(QStringLiteral("presentationChecked")).toBool())
        << "View → Presentation mode is not ticked at the end of the demo";
    EXPECT_TRUE(s.appAlive());
}
