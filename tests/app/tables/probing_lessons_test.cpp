// The probing lab's one-state lessons became guided lessons (issue 15): "The gcd trap" and
// "Tombstones". Each is walked through the window's lesson runner to the step that asks, and its
// answer is checked against the trace the lab computes for the step after it.
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_view.h"
#include "shell/step_player.h"
#include "support/lesson_window.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::LessonWindow;
using hashlab::tables::Outcome;
using hashlab::tables::SlotState;

const hashlab::tables::Trace& traceAt(LessonWindow& w, int step) {
    static const hashlab::tables::Trace none;
    auto* lab = w.labAt<ProbingLab>(step);
    if (!lab || !lab->model()->trace())
        return none;
    return *lab->model()->trace();
}

std::string slotOf(const hashlab::tables::Trace& trace) {
    return trace.slot ? "slot:" + std::to_string(*trace.slot) : "none";
}

TEST(ProbingLessons, TheGcdTrapFailsHalfEmptyAndTheOddStepFixesIt) {
    LessonWindow w("probing_gcd_trap");
    ASSERT_EQ(w.runner()->count(), 5);
    w.stepTo(0);
    const auto& q0 = *w.step().question;
    const auto& q1 = *w.runner()->lesson().steps[1].question;
    // Step 2: 32's insert fails; its probes reach as many slots as the first answer says.
    const auto trap = traceAt(w, 1);
    EXPECT_EQ(trap.key, "32");
    EXPECT_EQ(trap.outcome, Outcome::Failed);
    std::set<std::uint64_t> reached;
    for (const auto& p : trap.probes)
        reached.insert(p.slot);
    EXPECT_EQ(q0.answer, static_cast<double>(reached.size()));
    EXPECT_EQ(q1.correct, 2u); // "nowhere"
    // Step 3 opens on the failed insert's last probe, as the one-state lesson did.
    auto* lab = w.labAt<ProbingLab>(2);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->player()->index(), static_cast<int>(trap.probes.size()));
    EXPECT_EQ(lab->view()->highlightedSlot(), 6);
    EXPECT_EQ(lab->model()->table().occupied(), 4u);
    // The click question: where 32 lands once the step fix makes the step odd.
    const std::string target = w.step().question->target;
    const auto fixed = traceAt(w, 3);
    EXPECT_EQ(fixed.key, "32");
    EXPECT_EQ(fixed.outcome, Outcome::Placed);
    EXPECT_EQ(slotOf(fixed), target);
}

TEST(ProbingLessons, ATombstoneKeepsTheSearchGoingAndIsReused) {
    LessonWindow w("probing_tombstones");
    ASSERT_EQ(w.runner()->count(), 5);
    auto* lab = w.labAt<ProbingLab>(0);
    ASSERT_NE(lab, nullptr);
    // Click: the slot where a search would stop if 15's slot became empty is 15's slot.
    const std::string emptied = w.step().question->target;
    std::string fifteen = "none";
    for (std::uint64_t s = 0; s < lab->model()->table().size(); ++s)
        if (lab->model()->table().state(s) == SlotState::Occupied &&
            lab->model()->table().key(s) == "15")
            fifteen = "slot:" + std::to_string(s);
    EXPECT_EQ(emptied, fifteen);
    // Number: finding 37 reads as many slots as the answer, past the tombstone.
    w.stepTo(1);
    const double probes = w.step().question->answer;
    const auto find = traceAt(w, 2);
    EXPECT_EQ(find.key, "37");
    EXPECT_EQ(find.outcome, Outcome::Found);
    EXPECT_EQ(probes, static_cast<double>(find.probes.size()));
    EXPECT_EQ("slot:" + std::to_string(find.probes[1].slot), emptied);
    EXPECT_EQ(find.probes[1].state, SlotState::Tombstone);
    // The find stops on the tombstone at its second stage, as the one-state lesson showed it.
    lab = dynamic_cast<ProbingLab*>(w.window.currentLab());
    ASSERT_NE(lab, nullptr);
    lab->player()->setIndex(2);
    EXPECT_EQ(lab->view()->highlightedSlot(), 5);
    EXPECT_TRUE(lab->view()->detail().contains(QStringLiteral("tombstone")));
    // Click: 48 reuses the tombstone.
    const std::string reused = w.step().question->target;
    const auto insert = traceAt(w, 3);
    EXPECT_EQ(insert.key, "48");
    EXPECT_EQ(insert.outcome, Outcome::Placed);
    EXPECT_EQ(slotOf(insert), reused);
    EXPECT_EQ(reused, emptied);
}

} // namespace
