// Issue 31, accessible steps: what a screen reader hears for the step follows the window's
// language and a lesson's steps, not only the step keys (the labs' own tests cover those).
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "shell/language.h"
#include "shell/lesson_runner.h"
#include "support/step_access.h"

#include <QLineEdit>
#include <QPushButton>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;

TEST(StepAnnouncer, ALanguageSwitchRetellsTheStepInTheNewLanguage) {
    LabOnScreen<ProbingLab> screen("probing");
    StepAccess& a = screen.access;
    QLineEdit* edit = screen.lab->operations()->keyEdit();
    QTest::keyClicks(edit, QStringLiteral("15"));
    QTest::mouseClick(screen.lab->operations()->insertButton(), Qt::LeftButton);
    a.press(Qt::Key_Home);
    a.press(Qt::Key_Right);
    const QString english = a.name();
    EXPECT_EQ(a.description(), QStringLiteral("Step 1 of %1").arg(screen.lab->player()->count()));
    ASSERT_TRUE(english.contains(QStringLiteral("slot"))) << english.toStdString();

    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    QApplication::processEvents();
    const QString chinese = a.name();
    const QString position = a.description();
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    QApplication::processEvents();
    EXPECT_NE(chinese, english);
    EXPECT_TRUE(chinese.contains(QStringLiteral("槽位"))) << chinese.toStdString();
    EXPECT_EQ(position, QStringLiteral("第 1 步，共 %1 步").arg(screen.lab->player()->count()));
    EXPECT_EQ(a.name(), english);
}

// What Orca 43 speaks on Qt 6.4 (a name change reaches it as the object's path): the caption
// inserted into the focused status element's text, which is also its selection. Each step key
// leaves the new caption there, in the window's language.
TEST(StepAnnouncer, EachStepIsTheTextOfTheStatusElementAndItsSelection) {
    LabOnScreen<ProbingLab> screen("probing");
    StepAccess& a = screen.access;
    // Keys until one collides: its insert probes more than one slot.
    for (int key = 15; key < 60 && screen.lab->player()->count() < 2; ++key) {
        screen.lab->operations()->keyEdit()->clear();
        QTest::keyClicks(screen.lab->operations()->keyEdit(), QString::number(key));
        QTest::mouseClick(screen.lab->operations()->insertButton(), Qt::LeftButton);
    }
    ASSERT_GE(screen.lab->player()->count(), 2);
    a.press(Qt::Key_Home);
    ASSERT_NE(a.textOf(), nullptr);
    QStringList told;
    for (int i = 1; i <= screen.lab->player()->count(); ++i) {
        a.press(Qt::Key_Right);
        ASSERT_EQ(screen.lab->player()->index(), i);
        const QString shown = screen.lab->stepCaption();
        EXPECT_EQ(a.inserted(), shown.isEmpty() ? a.description() : shown) << "step " << i;
        EXPECT_EQ(a.selected(), a.inserted()) << "step " << i;
        EXPECT_EQ(a.name(), a.inserted()) << "step " << i;
        told << a.inserted();
    }
    told.removeDuplicates();
    EXPECT_GT(told.size(), 1);
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    QApplication::processEvents();
    const QString chinese = a.inserted();
    const QString chineseSelected = a.selected();
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    QApplication::processEvents();
    EXPECT_TRUE(chinese.contains(QStringLiteral("槽位"))) << chinese.toStdString();
    EXPECT_EQ(chineseSelected, chinese);
}

// Each step of a guided lesson is told as the lab shows it, Forward after Forward.
TEST(StepAnnouncer, ALessonStepIsToldAsTheLabShowsIt) {
    hashlab::app::testing::ScratchWindow w;
    ASSERT_EQ(
        w.window.openScenario(QStringLiteral(":/scenarios/ring_guided_consistent_hashing.json")),
        QString());
    LessonRunner* runner = w.window.lessonRunner();
    ASSERT_TRUE(runner->active());
    QStringList told;
    for (int i = 0; i < 8 && !runner->finished(); ++i) {
        QApplication::processEvents();
        LabPage* lab = w.window.currentLab();
        StepAccess a{&w.window, lab->stepPlayer()};
        ASSERT_NE(a.player, nullptr);
        const QString shown = lab->stepCaption();
        EXPECT_EQ(a.name(), shown.isEmpty() ? a.description() : shown) << "lesson step " << i;
        EXPECT_EQ(a.inserted(), a.name()) << "lesson step " << i;
        told << a.name();
        runner->forward();
    }
    told.removeDuplicates();
    EXPECT_GT(told.size(), 1);
}

} // namespace
