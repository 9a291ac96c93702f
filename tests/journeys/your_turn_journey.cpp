// Journey (issue 31): a scripted student performs a Hash tables exercise with real X input at
// 1280x720. Lessons → Your turn… opens the chooser; the seed a teacher handed out (41) is typed
// over the fresh one; each probe is chosen from the keyboard (Tab rings the slots one by one,
// Enter chooses), the first one wrong; the summary's Save record… writes the record through the
// file dialog, and `hashlab grade` (the same binary, headless) scores it as performed.
#include "journeys/driver.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

QJsonObject named(Session& s, const QString& name) {
    for (const auto& v : s.widgets())
        if (v.toObject().value(QStringLiteral("name")).toString() == name)
            return v.toObject();
    return {};
}

// Tab `n` times from no ring (the picker starts each step with none), then Enter.
void chooseByTab(Session& s, int n) {
    for (int i = 0; i < n; ++i)
        s.key(QStringLiteral("Tab"));
    s.key(QStringLiteral("Return"));
}

} // namespace

TEST(YourTurnJourney, AStudentPerformsAnExerciseAndTheRecordIsGraded) {
    Session s({QStringLiteral("your-turn"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("probing")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    // The expected answers, from the command line a teacher would use.
    QString out;
    ASSERT_EQ(
        s.runHeadless({QStringLiteral("exercise"), QStringLiteral("--lab"),
                       QStringLiteral("probing"), QStringLiteral("--kind"),
                       QStringLiteral("linear"), QStringLiteral("--seed"), QStringLiteral("41"),
                       QStringLiteral("--level"), QStringLiteral("1"), QStringLiteral("--json")},
                      &out),
        0);
    const QJsonObject exercise = QJsonDocument::fromJson(out.toUtf8()).object();
    const int m = exercise[QStringLiteral("setup")][QStringLiteral("m")].toInt();
    QList<int> answers;
    for (const auto& step : exercise[QStringLiteral("steps")].toArray())
        answers << step.toObject()[QStringLiteral("answer")].toString().mid(5).toInt();
    ASSERT_GE(m, 2);
    ASSERT_FALSE(answers.isEmpty());

    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Your turn…")}));
    ASSERT_TRUE(s.waitFor([&] { return !named(s, QStringLiteral("YourTurnSeed")).isEmpty(); }));
    s.replaceText(named(s, QStringLiteral("YourTurnSeed")), QStringLiteral("41"));
    s.screenshot(QStringLiteral("chooser"));
    s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Start"),
                   QStringLiteral("YourTurnDialog")));
    ASSERT_TRUE(s.waitFor([&] { return !s.find(QStringLiteral("ClickPicker")).isEmpty(); }))
        << "Your turn does not wait on the canvas";
    EXPECT_FALSE(s.find(QStringLiteral("QLabel"), QStringLiteral("exercise 41")).isEmpty());
    s.screenshot(QStringLiteral("first-step"));
    // The rest in presentation mode (F11), as on a 1280x720 projector: the canvas is laid out
    // anew, and the picker follows it.
    s.key(QStringLiteral("F11"));
    ASSERT_TRUE(
        s.waitFor([&] { return s.state().value(QStringLiteral("presentationMode")).toBool(); }));
    s.screenshot(QStringLiteral("presentation"));

    // The first probe wrong (the slot after the right one), then right: Shift+Tab steps back.
    const int wrong = (answers.front() + 1) % m;
    chooseByTab(s, wrong + 1);
    ASSERT_TRUE(s.waitFor([&] {
        return named(s, QStringLiteral("YourTurnVerdict"))
            .value(QStringLiteral("text"))
            .toString()
            .contains(QStringLiteral("Not slot %1").arg(wrong));
    })) << "no verdict for the wrong slot";
    s.screenshot(QStringLiteral("wrong-with-reason"));
    s.key(QStringLiteral("shift+Tab"));
    s.key(QStringLiteral("Return"));
    for (qsizetype i = 1; i < answers.size(); ++i) {
        ASSERT_TRUE(s.waitFor([&] {
            return named(s, QStringLiteral("YourTurnPrompt"))
                .value(QStringLiteral("text"))
                .toString()
                .startsWith(QStringLiteral("Step %1 ").arg(i + 1));
        })) << "step "
            << i + 1 << " not shown";
        chooseByTab(s, answers[i] + 1);
    }
    ASSERT_TRUE(s.waitFor([&] { return !named(s, QStringLiteral("YourTurnSave")).isEmpty(); }))
        << "no summary at the end";
    s.screenshot(QStringLiteral("summary"));

    const QString record = s.home() + QStringLiteral("/probing-linear-41.json");
    s.click(named(s, QStringLiteral("YourTurnSave")));
    ASSERT_TRUE(s.waitFor([&] { return s.state().contains(QStringLiteral("modal")); }));
    s.type(record);
    s.key(QStringLiteral("Return"));
    ASSERT_TRUE(s.waitFor([&] { return QFileInfo::exists(record); }, 5000));

    QString graded;
    ASSERT_EQ(s.runHeadless({QStringLiteral("grade"), record, QStringLiteral("--json")}, &graded),
              0)
        << graded.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(graded.toUtf8()).object();
    const QJsonObject row = report[QStringLiteral("attempts")].toArray().at(0).toObject();
    EXPECT_EQ(row[QStringLiteral("steps")].toInt(), answers.size());
    EXPECT_EQ(row[QStringLiteral("right_first_time")].toInt(), answers.size() - 1);
    EXPECT_EQ(row[QStringLiteral("given")].toInt(), 0);
    EXPECT_EQ(row[QStringLiteral("seed")].toInteger(), 41);
    const QJsonObject kind = report[QStringLiteral("step_kinds")].toArray().at(0).toObject();
    EXPECT_EQ(kind[QStringLiteral("most_common_wrong")].toString(),
              QStringLiteral("slot:%1").arg(wrong));

    // Esc leaves Your turn.
    s.key(QStringLiteral("Escape"));
    EXPECT_TRUE(s.waitFor([&] { return named(s, QStringLiteral("YourTurnTitle")).isEmpty(); }));
}

TEST(YourTurnJourney, TheButtonBesideTheStepPlayerStartsItAt1920x1080) {
    Session s({QStringLiteral("your-turn-1080"),
               1920,
               1080,
               QStringLiteral("zh_CN"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    const QJsonObject button = named(s, QStringLiteral("YourTurnButton"));
    ASSERT_FALSE(button.isEmpty()) << "no Your turn button beside the ring's step player";
    s.click(button);
    ASSERT_TRUE(s.waitFor([&] { return !named(s, QStringLiteral("YourTurnSeed")).isEmpty(); }));
    s.screenshot(QStringLiteral("chooser-zh"));
    s.key(QStringLiteral("Return"));
    ASSERT_TRUE(s.waitFor([&] { return !s.find(QStringLiteral("ClickPicker")).isEmpty(); }))
        << "the ring's owner exercise does not wait on the canvas";
    s.screenshot(QStringLiteral("ring-owner-zh"));
    for (const auto& canvas : s.canvases())
        EXPECT_GT(canvas.visibleArea, 0) << canvas.name.toStdString();
    EXPECT_FALSE(named(s, QStringLiteral("YourTurnPrompt")).isEmpty());
    s.click(named(s, QStringLiteral("YourTurnStop")));
    EXPECT_TRUE(s.waitFor([&] { return named(s, QStringLiteral("YourTurnTitle")).isEmpty(); }));
}
