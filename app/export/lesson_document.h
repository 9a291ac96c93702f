#pragma once
// A guided lesson as a PDF, for students and for the projector:
//   handout: A4 pages, one per step (title, the step's figure, its caption and its question),
//            then the answers with their explanations on pages of their own at the end;
//   slides:  16:9 pages, one per step (the figure large, the caption and the question under it).
// The figure is the lab's canvas at the stage the step opens with, drawn as vectors (text stays
// text). Language and theme are the application's when this runs.
#include "hashlab/scenario/lesson.h"

#include <QByteArray>
#include <QSize>
#include <QString>

#include <functional>
#include <vector>

namespace hashlab::app {

// Worksheet: the handout's question pages only; AnswerKey: its answer pages only (a worksheet and
// its key are handed out apart).
enum class LessonLayout { Handout, Slides, Worksheet, AnswerKey };

struct LessonDocumentResult {
    QString error; // "" on success
    int pages = 0;
};

// `progress(done, total)` is called after each step; returning false cancels (nothing is
// written). Writes through QSaveFile: a failed export leaves an existing file as it was.
LessonDocumentResult exportLessonDocument(const scenario::Lesson& lesson, LessonLayout layout,
                                          const QString& path,
                                          const std::function<bool(int, int)>& progress = {});

// Each step's figure as PNG bytes, appended to `pngs`: the lab's canvas at the stage the step opens
// with, laid out at `logical` pixels (the Moodle bank's images). "" or what went wrong.
QString renderStepFigures(const scenario::Lesson& lesson, QSize logical,
                          std::vector<QByteArray>& pngs);

} // namespace hashlab::app
