// Issue 28, item 2: every action in every state. Every QAction reachable from the menu bar, every
// button of the lesson bar, the step player and the lab's forms, triggered in-process from a known
// state (action_harness.h). Pass: no crash, no ASan/UBSan report (CI's sanitizer stage runs this
// executable), and the event loop answers within 2 s after each action.
//   EveryAction: each action once per lab, in a state drawn from a fixed seed (CI).
//   EveryActionLong: each lab × {English, Chinese} × {no lesson, a guided lesson open} × {idle,
//   playback running, a background computation running}, with lesson PDFs and image exports
//   written (label long).
#include "action_harness.h"

#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/lesson_runner.h"

#include <QAbstractButton>
#include <QAction>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using namespace hashlab::app::testing;

struct Tally {
    int pressed = 0, computing = 0, lessons = 0, chinese = 0;
};

void pressAll(ActionHarness& h, const QString& lab, const QList<Target>& targets,
              std::vector<std::pair<ActionState, int>> plan, Tally& tally) {
    // Grouped by state: the window changes state as seldom as it must (reset() redoes only what
    // the last action changed).
    std::stable_sort(plan.begin(), plan.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [state, i] : plan) {
        const Target& target = targets.at(i);
        SCOPED_TRACE((lab + QStringLiteral(": ") + target.name + QStringLiteral(" (") +
                      state.describe() + QLatin1Char(')'))
                         .toStdString());
        h.reset(lab, state);
        const bool enabled = target.action ? target.action->isEnabled()
                                           : target.button && target.button->isVisible() &&
                                                 target.button->isEnabled();
        tally.computing += h.computing() ? 1 : 0;
        tally.lessons += h.window().lessonRunner()->active() ? 1 : 0;
        tally.chinese += currentLanguage() == QLatin1String("zh_CN") ? 1 : 0;
        const QString error = h.press(target);
        EXPECT_TRUE(error.isEmpty()) << error.toStdString();
        tally.pressed += enabled ? 1 : 0;
        ASSERT_FALSE(::testing::Test::HasFatalFailure());
    }
}

TEST(EveryAction, EachActionOncePerLabInAStateDrawnFromAFixedSeed) {
    ActionHarness h;
    std::mt19937_64 rng(28);
    const QList<ActionState> states = allStates();
    Tally tally;
    int menuActions = 0;
    for (const QString& lab : labIds()) {
        const QList<Target> targets = h.targets(lab);
        std::vector<std::pair<ActionState, int>> plan;
        for (int i = 0; i < targets.size(); ++i) {
            ActionState state = states.at(static_cast<int>(rng() % std::uint64_t(states.size())));
            state.lesson = state.lesson || targets[i].needsLesson;
            plan.emplace_back(state, i);
            menuActions += targets[i].action ? 1 : 0;
        }
        pressAll(h, lab, targets, plan, tally);
    }
    std::printf("pressed %d (in Chinese %d, in a lesson %d, while computing %d), %d dialogs "
                "answered\n",
                tally.pressed, tally.chinese, tally.lessons, tally.computing,
                h.answerer().answered());
    // The walk reached what it is about: the menus (the lessons' 23 among them), every state.
    EXPECT_GE(menuActions / labIds().size(), 50);
    EXPECT_GT(tally.chinese, 0);
    EXPECT_GT(tally.lessons, 0);
    EXPECT_GT(tally.computing, 0);
    EXPECT_GT(h.answerer().answered(), 0);
}

TEST(EveryActionLong, EveryActionInEveryLabLanguageLessonAndActivity) {
    ActionHarness h;
    h.answerer().thorough = true;
    Tally tally;
    for (const QString& lab : labIds()) {
        const QList<Target> targets = h.targets(lab);
        std::vector<std::pair<ActionState, int>> plan;
        for (const ActionState& state : allStates())
            for (int i = 0; i < targets.size(); ++i)
                if (state.lesson || !targets[i].needsLesson)
                    plan.emplace_back(state, i);
        pressAll(h, lab, targets, plan, tally);
    }
    std::printf("pressed %d (in Chinese %d, in a lesson %d, while computing %d), %d dialogs "
                "answered\n",
                tally.pressed, tally.chinese, tally.lessons, tally.computing,
                h.answerer().answered());
    EXPECT_GT(tally.computing, 0);
}

} // namespace
