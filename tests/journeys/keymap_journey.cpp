// Journey (issue 27, item 4): the key map with real X input at 1280x720. In the guided lesson "The
// gcd trap" a student answers the choice question with its digit, the clicker's Page Down goes
// on, and the click question is answered from the keyboard alone: Tab rings the slots one by one
// (the ring is drawn on the canvas), Enter chooses the ringed one. Then a menu's key from a text
// field.
#include "journeys/driver.h"

#include <gtest/gtest.h>

using namespace journeys;

namespace {

// Presses the clicker's "next" until the lesson bar says `progress` ("3 / 5").
bool nextUntil(Session& s, const QString& progress) {
    for (int press = 0; press < 30; ++press) {
        if (!s.find(QStringLiteral("QLabel"), progress).isEmpty())
            return true;
        s.key(QStringLiteral("Next"));
        s.waitFor([&] { return !s.find(QStringLiteral("QLabel"), progress).isEmpty(); }, 500);
    }
    return !s.find(QStringLiteral("QLabel"), progress).isEmpty();
}

bool verdictSaysRight(Session& s) {
    return s.waitFor([&] {
        return !s.find(QStringLiteral("QLabel"), QStringLiteral("Right."),
                       QStringLiteral("LessonBar"))
                    .isEmpty();
    });
}

} // namespace

TEST(KeyMapJourney, ADigitAnswersAChoiceAndTabAndEnterAClickQuestion) {
    Session s({QStringLiteral("keymap"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("probing")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Hash tables"),
                              QStringLiteral("The gcd trap")}));
    ASSERT_TRUE(s.waitFor(
        [&] { return !s.find(QStringLiteral("QLabel"), QStringLiteral("1 / 5")).isEmpty(); }));

    // Step 1 asks for a number: Page Down reveals it, plays the stages, then opens step 2.
    ASSERT_TRUE(nextUntil(s, QStringLiteral("2 / 5")));
    // Step 2 is a choice question: its digit answers at once (choice 3 is the right one).
    EXPECT_TRUE(s.find(QStringLiteral("QLabel"), QStringLiteral("Right.")).isEmpty());
    s.key(QStringLiteral("3"));
    EXPECT_TRUE(verdictSaysRight(s)) << "the digit did not answer the choice question";
    s.screenshot(QStringLiteral("choice-answered-by-digit"));

    // Page Down goes on: the step's stages, then step 3, a click question on the table.
    ASSERT_TRUE(nextUntil(s, QStringLiteral("3 / 5")));
    ASSERT_TRUE(s.waitFor([&] { return !s.find(QStringLiteral("ClickPicker")).isEmpty(); }))
        << "the click question does not wait on the canvas";
    const QImage before = s.screenshot(QStringLiteral("click-question"));
    // Tab rings slot 0, then 1, ...: the fifth press rings slot 4, 24's slot.
    for (int press = 0; press < 5; ++press)
        s.key(QStringLiteral("Tab"));
    QImage ringed;
    const auto ringAroundSlot4 = [&] {
        ringed = s.screenshot(QStringLiteral("slot4-ringed"));
        const ProbingPicture table = probingPicture(s, ringed);
        if (table.cells.size() < 5)
            return false;
        const QRect cell = table.cells.at(4);
        // Just outside the slot's top edge, where the ring is drawn.
        const QPoint edge(cell.center().x(), cell.top() - 6);
        return colourDistance(before.pixelColor(edge), ringed.pixelColor(edge)) > 60;
    };
    EXPECT_TRUE(s.waitFor(ringAroundSlot4, 2000)) << "no ring around slot 4 after five Tabs";
    EXPECT_TRUE(s.state()
                    .value(QStringLiteral("focus"))
                    .toObject()
                    .value(QStringLiteral("class"))
                    .toString()
                    .endsWith(QStringLiteral("ClickPicker")))
        << "the focus is not on the canvas's picker (a screen reader would not hear the slot)";
    s.key(QStringLiteral("Return"));
    EXPECT_TRUE(verdictSaysRight(s)) << "Enter did not choose the ringed slot";
    EXPECT_TRUE(s.waitFor([&] { return s.find(QStringLiteral("ClickPicker")).isEmpty(); }));
    s.screenshot(QStringLiteral("click-answered-by-keys"));

    // Esc leaves the lesson. A menu's key works from a text field too: on X11 a line edit would
    // take Ctrl+E to the end of its line, the key map gives it to File → Export image.
    s.key(QStringLiteral("Escape"));
    ASSERT_TRUE(s.waitFor([&] { return s.find(QStringLiteral("LessonBar")).isEmpty(); }));
    const QJsonObject field = s.find(QStringLiteral("QLineEdit"), QStringLiteral("key, e.g."),
                                     QStringLiteral("OperationsPanel"));
    ASSERT_FALSE(field.isEmpty()) << "no key field in the hash-tables lab";
    s.replaceText(field, QStringLiteral("77"));
    s.key(QStringLiteral("ctrl+e"));
    auto modal = [&] {
        return s.state().value(QStringLiteral("modal")).toObject().value(QStringLiteral("class"));
    };
    EXPECT_TRUE(s.waitFor([&] { return modal() == QStringLiteral("hashlab::app::ExportDialog"); }))
        << "Ctrl+E in a text field did not open the export dialog: "
        << modal().toString().toStdString();
    s.key(QStringLiteral("Escape"));
    EXPECT_TRUE(s.waitFor([&] { return modal().isUndefined(); }));
    EXPECT_TRUE(s.appAlive());
}
