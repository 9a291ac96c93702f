#pragma once
// The one mechanism by which every lab's state goes to and from a scenario file.
#include <QString>

#include "hashlab/scenario/lesson.h"
#include "hashlab/scenario/scenario.h"

namespace hashlab::app {

class LabPage;

// Reads and checks the envelope. Refuses files over scenario::kMaxBytes before reading them.
// Returns an empty string on success, else a message naming the file and the fault.
QString readScenarioFile(const QString& path, scenario::Scenario* out);

// Reads a scenario of either schema as a lesson: schema 1 is one step, schema 2 a guided lesson.
QString readLessonFile(const QString& path, scenario::Lesson* out);

// Hands the state to the page (which validates all of it before changing anything).
QString applyScenario(LabPage* page, const scenario::Scenario& scenario);

// The scenario file of the page's state, as File → Save writes it.
std::string scenarioText(const LabPage& page);

// Writes the page's state through QSaveFile: a failed save leaves the old file intact.
QString saveScenarioFile(const QString& path, const LabPage& page);

// The caption for the current language, falling back to English.
QString scenarioCaption(const scenario::Scenario& scenario, const QString& language);

} // namespace hashlab::app
