#pragma once
// Your turn (issue 31): the lab state an exercise's setup (scenario/exercise.h) is performed on,
// as LabPage::loadState takes it. Each lab maps its own setup in its folder
// (app/labs/<lab>/<lab>_exercise_state.cpp); the shell reaches them through exerciseLabState.
// `solved`: the state after the exercise's operations, traced, so the step player replays what
// the student just did (Show solution); otherwise the state before them. A null result leaves
// the lab as it is (the exercise's input is then in its prompts alone).
#include <QString>

#include <nlohmann/json.hpp>

namespace hashlab::app {

nlohmann::json probingExerciseState(const nlohmann::json& setup, bool solved);
nlohmann::json ringExerciseState(const nlohmann::json& setup, bool solved);
nlohmann::json bloomExerciseState(const nlohmann::json& setup, bool solved);
nlohmann::json collisionsExerciseState(const nlohmann::json& setup, bool solved);

nlohmann::json exerciseLabState(const QString& labId, const nlohmann::json& setup, bool solved);

} // namespace hashlab::app
