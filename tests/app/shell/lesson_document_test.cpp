// A lesson document draws each step's canvas out of a page built for it: every canvas it takes out
// goes back into its page, which the export deletes. A Bloom drill's steps switch the lab between
// canvases (the bit array, the cuckoo and xor filters'); the canvas taken first used to stay
// behind as a window of its own, still shown, whose model was deleted with the page: the next
// paint (a theme change, the next window's first layout) read the freed model and crashed.
#include "export/lesson_document.h"

#include "hashlab/scenario/drill.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QWidget>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(LessonDocument, TheFiguresLeaveNoWindowBehind) {
    QTemporaryDir dir;
    for (const char* lab : {"bloom", "probing", "ring", "collisions"}) {
        auto drill = hashlab::scenario::makeDrill(lab, 11, 6);
        ASSERT_TRUE(drill) << lab;
        const QWidgetList before = QApplication::topLevelWidgets();
        const LessonDocumentResult result = exportLessonDocument(
            *drill, LessonLayout::Worksheet, dir.filePath(QString::fromLatin1(lab) + ".pdf"));
        ASSERT_EQ(result.error, QString()) << lab;
        EXPECT_EQ(result.pages, 6) << lab;
        for (QWidget* top : QApplication::topLevelWidgets())
            EXPECT_TRUE(before.contains(top))
                << lab << ": a " << top->metaObject()->className() << " was left as a window";
    }
}

} // namespace
