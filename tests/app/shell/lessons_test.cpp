// Every lesson in resources/scenarios loads into its lab and steps through, in both languages.
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/lessons.h"
#include "shell/main_window.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "shell/step_player.h"

#include <QMenuBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace {

using namespace hashlab::app;

TEST(Lessons, EveryLessonHasATitleAndCaptionInBothLanguages) {
    const QList<Lesson> lessons = availableLessons();
    EXPECT_GE(lessons.size(), 7);
    for (const Lesson& l : lessons) {
        for (const char* lang : {"en", "zh_CN"}) {
            EXPECT_TRUE(l.scenario.title.count(lang))
                << l.resourcePath.toStdString() << " " << lang;
            EXPECT_TRUE(l.scenario.caption.count(lang))
                << l.resourcePath.toStdString() << " " << lang;
        }
    }
}

TEST(Lessons, EveryLessonLoadsAndStepsThroughInBothLanguages) {
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(setLanguage(lang));
        for (const Lesson& l : availableLessons()) {
            const QString lab = QString::fromStdString(l.scenario.lab);
            std::unique_ptr<LabPage> page(createLab(lab, nullptr));
            ASSERT_NE(page, nullptr) << lab.toStdString();
            page->resize(1280, 720);
            page->show();
            ASSERT_EQ(applyScenario(page.get(), l.scenario), QString())
                << l.resourcePath.toStdString();
            page->settleForExport();
            for (StepPlayer* player : page->findChildren<StepPlayer*>()) {
                for (int i = 0; i <= player->count(); ++i)
                    player->setIndex(i);
                EXPECT_EQ(player->index(), player->count());
                for (int i = player->count(); i >= 0; --i)
                    player->setIndex(i);
                EXPECT_EQ(player->index(), 0);
            }
            // A lesson's state survives a save/load round trip, so teachers can adapt and re-save
            // it.
            const nlohmann::json state = page->saveState();
            ASSERT_EQ(page->loadState(state), QString()) << l.resourcePath.toStdString();
            EXPECT_EQ(page->saveState(), state) << l.resourcePath.toStdString();
        }
    }
    setLanguage(QStringLiteral("en"));
}

TEST(Lessons, TheLessonsMenuOpensALessonAndShowsItsCaption) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    QMenu* lessons = nullptr;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu() && a->text().contains(QStringLiteral("Less")))
            lessons = a->menu();
    ASSERT_NE(lessons, nullptr);
    ASSERT_FALSE(lessons->actions().isEmpty());
    QAction* last = lessons->actions().last();
    last->trigger();
    EXPECT_EQ(window.lastError(), QString());
    const Lesson lesson = availableLessons().last();
    EXPECT_EQ(window.currentLab()->labId(), QString::fromStdString(lesson.scenario.lab));
    EXPECT_TRUE(window.lessonBanner()->text().contains(lessonTitle(lesson).toHtmlEscaped()));
}

} // namespace
