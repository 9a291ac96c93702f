// Journey (issue 15): a lecturer runs the guided lesson "Consistent hashing, step by step" on a
// 1280x720 projector in presentation mode with only the keys a presenter clicker sends
// (PageDown/PageUp), blanks the screen with B, and a student answers a question in self-study
// mode by typing; Esc leaves the lesson. Real X input, a real window manager.
#include "journeys/driver.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

QString labelText(Session& s, const QString& name) {
    for (const QJsonValue& v : s.widgets()) {
        const QJsonObject w = v.toObject();
        if (w.value(QStringLiteral("name")).toString() == name)
            return w.value(QStringLiteral("text")).toString();
    }
    return {};
}

QJsonObject named(Session& s, const QString& name) {
    for (const QJsonValue& v : s.widgets()) {
        const QJsonObject w = v.toObject();
        if (w.value(QStringLiteral("name")).toString() == name)
            return w;
    }
    return {};
}

bool visibleNamed(Session& s, const QString& name) {
    return !named(s, name).isEmpty();
}

// The exact answer of step `step`'s question, read from the lesson file the app compiles in.
double answerOf(int step) {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR
                           "/resources/scenarios/ring_guided_consistent_hashing.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    return doc.value(QStringLiteral("steps"))
        .toArray()
        .at(step)
        .toObject()
        .value(QStringLiteral("question"))
        .toObject()
        .value(QStringLiteral("answer"))
        .toDouble();
}

} // namespace

TEST(GuidedLessonJourney, AClassRunFromTheClickerAt1280x720) {
    Session s({QStringLiteral("guided-lesson"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    s.key(QStringLiteral("F11"));
    ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("fullScreen")).toBool(); }));

    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Ring"),
                              QStringLiteral("Consistent hashing, step by step")}));
    ASSERT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonProgress")) == "1 / 6 · class";
    })) << "progress: "
        << labelText(s, QStringLiteral("LessonProgress")).toStdString();
    EXPECT_TRUE(
        labelText(s, QStringLiteral("LessonCaption")).contains(QStringLiteral("hash mod 5")));
    EXPECT_TRUE(
        labelText(s, QStringLiteral("LessonQuestionPrompt")).contains(QStringLiteral("1,500")));
    EXPECT_EQ(s.playerIndex(), 0) << "the step opens before the change";
    s.screenshot(QStringLiteral("step1-question"));

    // The clicker's "next" first reveals the answer (class mode), then plays the three stages.
    s.key(QStringLiteral("Next"));
    EXPECT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonVerdict")).contains(QStringLiteral("The answer"));
    })) << labelText(s, QStringLiteral("LessonVerdict")).toStdString();
    EXPECT_EQ(s.playerIndex(), 0) << "revealing must not move the player";
    s.screenshot(QStringLiteral("step1-revealed"));
    for (int stage = 1; stage <= 3; ++stage)
        EXPECT_TRUE(s.stepKey(QStringLiteral("Next"), stage)) << "stage " << stage;
    s.screenshot(QStringLiteral("step1-migrated"));
    s.key(QStringLiteral("Next"));
    ASSERT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonProgress")).startsWith(QStringLiteral("2 / 6"));
    }));

    // B blanks the projector; B again brings the class back to the same step.
    s.key(QStringLiteral("b"));
    ASSERT_TRUE(s.waitFor([&] { return visibleNamed(s, QStringLiteral("LessonBlank")); }));
    const QImage blank = s.screenshot(QStringLiteral("blank"));
    EXPECT_LT(colourDistance(dominantColour(blank, QRect(0, 0, 1280, 720)), Qt::black), 10);
    EXPECT_FALSE(anyPixelDiffers(blank, QRect(0, 0, 1280, 720), Qt::black, 8))
        << "something of the lab shows through the blank screen";
    s.key(QStringLiteral("b"));
    ASSERT_TRUE(s.waitFor([&] { return !visibleNamed(s, QStringLiteral("LessonBlank")); }));

    // A student's turn: self-study, type the answer, Enter.
    s.click(s.find(QStringLiteral("QToolButton"), QStringLiteral("Self-study")));
    const QJsonObject field = named(s, QStringLiteral("LessonNumber"));
    ASSERT_FALSE(field.isEmpty());
    s.replaceText(field, QString::number(answerOf(1)));
    s.key(QStringLiteral("Return"));
    EXPECT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonVerdict")).contains(QStringLiteral("Right."));
    })) << labelText(s, QStringLiteral("LessonVerdict")).toStdString();
    // Step 1's answer was revealed by the teacher: done, but not right.
    EXPECT_TRUE(
        labelText(s, QStringLiteral("LessonProgress")).contains(QStringLiteral("1 right of 2")))
        << labelText(s, QStringLiteral("LessonProgress")).toStdString();
    s.screenshot(QStringLiteral("step2-self-study-right"));

    // The clicker's "back" from where step 2 opened goes to step 1 at its last stage.
    s.click(s.find(QStringLiteral("RingView"))); // the focus leaves the answer field
    s.key(QStringLiteral("Prior"));
    EXPECT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonProgress")).startsWith(QStringLiteral("1 / 6"));
    }));
    EXPECT_EQ(s.playerIndex(), 3);

    // Esc leaves the lesson; the window stays in presentation mode, the lab as the lesson left it.
    s.key(QStringLiteral("Escape"));
    EXPECT_TRUE(s.waitFor([&] { return !visibleNamed(s, QStringLiteral("LessonBar")); }));
    EXPECT_TRUE(s.state().value(QStringLiteral("fullScreen")).toBool());
    EXPECT_TRUE(s.appAlive());

    // Issue 29: opened again after leaving on step 1, the lesson starts over at step 1 with its
    // question, in class mode, and the clicker's "next" reveals its answer.
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Ring"),
                              QStringLiteral("Consistent hashing, step by step")}));
    ASSERT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonProgress")) == "1 / 6 · class";
    })) << labelText(s, QStringLiteral("LessonProgress")).toStdString();
    s.key(QStringLiteral("Escape"));
    EXPECT_TRUE(s.waitFor([&] { return !visibleNamed(s, QStringLiteral("LessonBar")); }));
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Ring"),
                              QStringLiteral("Consistent hashing, step by step")}));
    EXPECT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonQuestionPrompt"))
            .contains(QStringLiteral("1,500"));
    })) << "the first question is lost";
    s.key(QStringLiteral("Next"));
    EXPECT_TRUE(s.waitFor([&] {
        return labelText(s, QStringLiteral("LessonVerdict")).contains(QStringLiteral("The answer"));
    })) << "Next revealed nothing: "
        << labelText(s, QStringLiteral("LessonVerdict")).toStdString();
    s.screenshot(QStringLiteral("reopened-revealed"));
}
