// Every lesson in resources/scenarios loads into its lab and steps through, in both languages.
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/lessons.h"
#include "shell/main_window.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "shell/step_player.h"

#include <QFileInfo>
#include <QMenuBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <memory>
#include <tuple>

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

// One test per lesson and language, so that ctest runs them side by side (as one test the 20
// runs took two and a half minutes on the critical path) and a failure names its lesson.
const char* const kLessonFiles[] = {"bloom_sizing_1pct",
                                    "bloom_why_not_delete",
                                    "collisions_base62",
                                    "collisions_hash_as_primary_key",
                                    "collisions_md5_prefix",
                                    "probing_gcd_trap",
                                    "probing_tombstones",
                                    "ring_modulo_fails",
                                    "ring_node_dies",
                                    "ring_vnodes_fix_skew",
                                    "tables_chaining_vs_probing",
                                    "tables_cuckoo_cycle",
                                    "tables_doubling_half",
                                    "tables_incremental_rehash",
                                    "tables_robin_hood"};

TEST(Lessons, TheStepThroughListNamesEveryLesson) {
    QStringList listed;
    for (const char* f : kLessonFiles)
        listed << QString::fromLatin1(f);
    for (const Lesson& l : availableLessons())
        EXPECT_TRUE(listed.contains(QFileInfo(l.resourcePath).completeBaseName()))
            << l.resourcePath.toStdString() << " is missing from kLessonFiles";
    EXPECT_EQ(availableLessons().size(), static_cast<qsizetype>(std::size(kLessonFiles)));
}

class LessonSteps : public ::testing::TestWithParam<std::tuple<const char*, const char*>> {};

TEST_P(LessonSteps, LoadsAndStepsThroughAndRoundTrips) {
    const QString file = QString::fromLatin1(std::get<0>(GetParam()));
    ASSERT_TRUE(setLanguage(QString::fromLatin1(std::get<1>(GetParam()))));
    const QList<Lesson> lessons = availableLessons();
    const auto it = std::find_if(lessons.begin(), lessons.end(), [&](const Lesson& l) {
        return QFileInfo(l.resourcePath).completeBaseName() == file;
    });
    ASSERT_NE(it, lessons.end()) << file.toStdString();
    const Lesson& l = *it;
    const QString lab = QString::fromStdString(l.scenario.lab);
    std::unique_ptr<LabPage> page(createLab(lab, nullptr));
    ASSERT_NE(page, nullptr) << lab.toStdString();
    page->resize(1280, 720);
    page->show();
    ASSERT_EQ(applyScenario(page.get(), l.scenario), QString()) << l.resourcePath.toStdString();
    page->settleForExport();
    for (StepPlayer* player : page->findChildren<StepPlayer*>()) {
        for (int i = 0; i <= player->count(); ++i)
            player->setIndex(i);
        EXPECT_EQ(player->index(), player->count());
        for (int i = player->count(); i >= 0; --i)
            player->setIndex(i);
        EXPECT_EQ(player->index(), 0);
    }
    // A lesson's state survives a save/load round trip, so teachers can adapt and re-save it.
    const nlohmann::json state = page->saveState();
    ASSERT_EQ(page->loadState(state), QString()) << l.resourcePath.toStdString();
    EXPECT_EQ(page->saveState(), state) << l.resourcePath.toStdString();
    setLanguage(QStringLiteral("en"));
}

INSTANTIATE_TEST_SUITE_P(EveryLesson, LessonSteps,
                         ::testing::Combine(::testing::ValuesIn(kLessonFiles),
                                            ::testing::Values("en", "zh_CN")),
                         [](const auto& info) {
                             std::string name = std::string(std::get<0>(info.param)) + "_" +
                                                std::get<1>(info.param);
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

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
