// File → Import… in the Bloom lab: a word list is read off the GUI thread and every word inserted
// in one undoable step; a bad line or a word the lab refuses changes nothing and says which.
#include "labs/bloom/bloom_import_dialog.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "support/import_driver.h"

#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

using hashlab::test::importFile;

QString write(const QTemporaryDir& dir, const char* name, const QByteArray& text) {
    return hashlab::test::writeImportFile(dir, name, text);
}

TEST(BloomImport, EveryWordIsInsertedInOneUndoableStepAndBadFilesChangeNothing) {
    QTemporaryDir dir;
    BloomLab lab;
    BloomModel* model = lab.model();
    const nlohmann::json before = model->saveState();
    const int steps = model->undoStack()->count();
    {
        BloomImportDialog d(model);
        importFile(d, write(dir, "long.txt", "fig\n" + QByteArray(65, 'x') + "\n"));
        EXPECT_TRUE(d.message()->isError());
        EXPECT_TRUE(d.message()->text().startsWith(QStringLiteral("file: word 2 ")))
            << d.message()->text().toStdString();
        EXPECT_EQ(model->saveState(), before);
        importFile(d, write(dir, "huge.txt", QByteArray(300, 'y')));
        EXPECT_TRUE(d.message()->text().contains(QStringLiteral("line 1")))
            << d.message()->text().toStdString();
        EXPECT_EQ(model->saveState(), before);
        EXPECT_EQ(model->undoStack()->count(), steps);

        importFile(d, write(dir, "words.txt", "quokka\r\n\nnarwhal\n  axolotl \nquokka\n"));
        EXPECT_FALSE(d.message()->isError()) << d.message()->text().toStdString();
        EXPECT_EQ(d.result(), QDialog::Accepted);
    }
    EXPECT_EQ(model->undoStack()->count(), steps + 1);
    EXPECT_TRUE(model->contains("quokka"));
    EXPECT_TRUE(model->contains("narwhal"));
    EXPECT_TRUE(model->contains("axolotl"));
    // Each word's bits are set: a query of each answers maybe.
    for (const char* w : {"quokka", "narwhal", "axolotl"})
        for (std::uint64_t cell : model->filter().indices(w))
            EXPECT_GT(model->filter().cell(cell), 0u) << w;
    model->undoStack()->undo();
    EXPECT_FALSE(model->contains("quokka"));
    EXPECT_EQ(model->saveState().at("ops"), before.at("ops"));
}

} // namespace
