// The export dialog driven from a real main window: exporting in the other language (it crashed
// the app, issue 12 item 1), the folder and name it proposes (item 6), its Chinese texts
// (item 11) and the part it exports.
#include "export/export_dialog.h"
#include "export/exporter.h"
#include "labs/ring/ring_lab.h"
#include "labs/tables/probing_lab.h"
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>

namespace {

using namespace hashlab::app;

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    MainWindow window{settings};
    Window() {
        window.show();
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
    }
    // Presses Ctrl+E and runs `drive` on the dialog once it is up (it is modal).
    void withExportDialog(const std::function<void(ExportDialog*)>& drive) {
        // After a dialog closed, focus returns to the window only once it is active again.
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
        bool ran = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
            EXPECT_NE(dialog, nullptr);
            if (dialog) {
                drive(dialog);
                if (dialog->isVisible())
                    dialog->reject();
            }
            ran = true;
        });
        QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
        EXPECT_TRUE(ran);
    }
};

void typeInto(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Picks `text` in a combo box with the keyboard, as a user without a mouse does.
void choose(QComboBox* combo, const QString& text) {
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && combo->currentText() != text; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    EXPECT_EQ(combo->currentText(), text);
}

bool hasHan(const QString& s) {
    for (QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

QString readAll(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(f.readAll());
}

TEST(ExportDialog, ExportingInChineseFromAnEnglishWindowLeavesTheWindowAsItWas) {
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    Window w;
    w.window.showLab(QStringLiteral("ring"));
    auto* ring = qobject_cast<RingLab*>(w.window.currentLab());
    ASSERT_NE(ring, nullptr);
    ring->player()->stepBack(); // a stage the window's own retranslation would lose
    const int step = ring->player()->index();
    const QString stage = ring->stageLabel()->text();
    const QString svg = w.dir.filePath(QStringLiteral("zh.svg"));
    w.withExportDialog([&](ExportDialog* d) {
        choose(d->languageCombo(), QStringLiteral("简体中文"));
        typeInto(d->pathEdit(), svg);
        QTest::mouseClick(d->exportButton(), Qt::LeftButton);
        EXPECT_FALSE(d->isVisible()) << d->errorLabel()->text().toStdString();
    });
    ASSERT_TRUE(QFile::exists(svg));
    EXPECT_TRUE(hasHan(readAll(svg))); // the picture is Chinese
    // The window is not: its menus, its page and the page's step are as they were.
    EXPECT_EQ(w.window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    EXPECT_EQ(ring->stageLabel()->text(), stage);
    EXPECT_EQ(ring->player()->index(), step);
    EXPECT_EQ(currentLanguage(), QStringLiteral("en"));
    EXPECT_EQ(QCoreApplication::translate("hashlab::app::ExportDialog", "Export"),
              QStringLiteral("Export"));
}

TEST(ExportDialog, ExportingInEnglishFromAChineseWindowLeavesTheWindowChinese) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    {
        Window w;
        const QString fileMenu = w.window.menuBar()->actions().first()->text();
        ASSERT_TRUE(hasHan(fileMenu));
        const QString svg = w.dir.filePath(QStringLiteral("en.svg"));
        w.withExportDialog([&](ExportDialog* d) {
            // Qt's own "Cancel" stayed English in the Chinese dialog.
            EXPECT_TRUE(hasHan(d->cancelButton()->text()))
                << d->cancelButton()->text().toStdString();
            EXPECT_TRUE(hasHan(d->exportButton()->text()));
            choose(d->languageCombo(), QStringLiteral("English"));
            typeInto(d->pathEdit(), svg);
            QTest::mouseClick(d->exportButton(), Qt::LeftButton);
            EXPECT_FALSE(d->isVisible());
        });
        ASSERT_TRUE(QFile::exists(svg));
        EXPECT_FALSE(hasHan(readAll(svg)));
        EXPECT_EQ(w.window.menuBar()->actions().first()->text(), fileMenu);
        EXPECT_EQ(currentLanguage(), QStringLiteral("zh_CN"));
    }
    setLanguage(QStringLiteral("en"));
}

// The export's copy of the Bloom lab measures its FP plot (seconds): the dialog stays live with a
// progress bar, and Cancel stops the export without writing anything or closing the dialog.
TEST(ExportDialog, WhileTheCopyMeasuresTheDialogShowsProgressAndCancelStopsIt) {
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    Window w;
    w.window.showLab(QStringLiteral("bloom"));
    const QString png = w.dir.filePath(QStringLiteral("bloom.png"));
    w.withExportDialog([&](ExportDialog* d) {
        typeInto(d->pathEdit(), png);
        bool sawProgress = false;
        QTimer watch;
        QObject::connect(&watch, &QTimer::timeout, d, [&] {
            if (d->progressBar()->isVisible() && !sawProgress) {
                sawProgress = true;
                EXPECT_FALSE(d->exportButton()->isEnabled());
                QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
            }
        });
        watch.start(5);
        QTest::mouseClick(d->exportButton(), Qt::LeftButton); // returns once cancelled
        watch.stop();
        EXPECT_TRUE(sawProgress);
        EXPECT_TRUE(d->isVisible());
        EXPECT_FALSE(QFile::exists(png));
        EXPECT_TRUE(d->errorLabel()->text().contains(QStringLiteral("cancelled")))
            << d->errorLabel()->text().toStdString();
        EXPECT_FALSE(d->progressBar()->isVisible());
        EXPECT_TRUE(d->exportButton()->isEnabled());
        // A second Cancel, with nothing running, closes the dialog.
        QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
        EXPECT_FALSE(d->isVisible());
    });
    EXPECT_FALSE(QFile::exists(png));
}

// The copy's measurement finishes while the window's language is in force (the dialog waits
// outside the export's look): its results must still be worded in the export's language.
TEST(ExportDialog, PlotResultsThatArriveWhileWaitingAreInTheExportsLanguage) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    {
        Window w;
        w.window.showLab(QStringLiteral("bloom"));
        // A short measurement (20,000 queries a point): the test is about its words.
        LabPage* bloom = w.window.currentLab();
        nlohmann::json state = bloom->saveState();
        state["plot"]["queries"] = 20000;
        ASSERT_EQ(bloom->loadState(state), QString());
        const QString svg = w.dir.filePath(QStringLiteral("bloom_en.svg"));
        w.withExportDialog([&](ExportDialog* d) {
            choose(d->languageCombo(), QStringLiteral("English"));
            typeInto(d->pathEdit(), svg);
            QTest::mouseClick(d->exportButton(), Qt::LeftButton);
            EXPECT_FALSE(d->isVisible()) << d->errorLabel()->text().toStdString();
        });
        ASSERT_TRUE(QFile::exists(svg));
        const QString text = readAll(svg);
        EXPECT_FALSE(hasHan(text));
        EXPECT_TRUE(text.contains(QStringLiteral("measured"), Qt::CaseInsensitive));
    }
    setLanguage(QStringLiteral("en"));
}

TEST(ExportDialog, AfterALessonItProposesAWritableFolderAndTheLessonsName) {
    Window w;
    // A guided lesson from the resources (no folder anyone can write to).
    ASSERT_EQ(w.window.openScenario(QStringLiteral(":/scenarios/ring_node_dies.json")), QString());
    QString proposed;
    w.withExportDialog([&](ExportDialog* d) { proposed = d->pathEdit()->text(); });
    EXPECT_FALSE(proposed.startsWith(QLatin1Char(':'))) << proposed.toStdString();
    EXPECT_EQ(QFileInfo(proposed).fileName(), QStringLiteral("ring_node_dies.png"));
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString folder = QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
    EXPECT_EQ(QFileInfo(proposed).absolutePath(), QFileInfo(folder).absoluteFilePath());
    // The last folder an export went to is proposed next time, with the lab's name elsewhere.
    const QString out = w.dir.filePath(QStringLiteral("figures"));
    ASSERT_TRUE(QDir().mkpath(out));
    w.withExportDialog([&](ExportDialog* d) {
        typeInto(d->pathEdit(), out + QStringLiteral("/node.png"));
        QTest::mouseClick(d->exportButton(), Qt::LeftButton);
    });
    w.window.showLab(QStringLiteral("bloom"));
    w.withExportDialog([&](ExportDialog* d) { proposed = d->pathEdit()->text(); });
    EXPECT_EQ(proposed, QDir(out).filePath(QStringLiteral("bloom.png")));
}

TEST(ExportDialog, AFailedExportExplainsItselfOnLinesThatFitTheDialog) {
    Window w;
    const QString bad = QStringLiteral(
        "/nonexistent/a/rather/long/folder/name/that/does/not/exist/anywhere/on/this/machine/"
        "ring.png");
    w.withExportDialog([&](ExportDialog* d) {
        typeInto(d->pathEdit(), bad);
        QTest::mouseClick(d->exportButton(), Qt::LeftButton);
        ASSERT_TRUE(d->isVisible()); // stays open with the reason
        QLabel* error = d->errorLabel();
        ASSERT_TRUE(error->isVisible());
        EXPECT_TRUE(error->text().contains(QStringLiteral("cannot write")))
            << error->text().toStdString();
        QCoreApplication::processEvents();
        // Every line is inside the label, and the label inside the dialog.
        EXPECT_GE(error->height(), error->heightForWidth(error->width()));
        EXPECT_LE(error->geometry().right(), d->width());
        EXPECT_LE(error->geometry().bottom(), d->height());
        const QStringList words = QString(error->text())
                                      .replace(QChar(0x200B), QLatin1Char(' '))
                                      .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& word : words)
            EXPECT_LE(error->fontMetrics().horizontalAdvance(word), error->contentsRect().width())
                << word.toStdString();
    });
}

TEST(ExportDialog, ThePartComboExportsTheCanvasAlone) {
    Window w;
    w.window.showLab(QStringLiteral("ring"));
    const QString page = w.dir.filePath(QStringLiteral("page.png"));
    const QString canvas = w.dir.filePath(QStringLiteral("canvas.png"));
    for (const auto& [part, path] : {std::pair{QStringLiteral("Whole page"), page},
                                     std::pair{QStringLiteral("Canvas only"), canvas}})
        w.withExportDialog([&, part = part, path = path](ExportDialog* d) {
            choose(d->partCombo(), part);
            d->widthSpin()->setValue(800);
            d->heightSpin()->setValue(800);
            typeInto(d->pathEdit(), path);
            QTest::mouseClick(d->exportButton(), Qt::LeftButton);
            EXPECT_FALSE(d->isVisible()) << d->errorLabel()->text().toStdString();
        });
    const QImage a(page), b(canvas);
    ASSERT_EQ(a.size(), QSize(800, 800));
    ASSERT_EQ(b.size(), QSize(800, 800));
    // The page has the controls' form down its left edge; the canvas alone has only the ring's
    // background there, with the ring itself drawn about the middle.
    int differ = 0;
    for (int y = 0; y < 800; y += 4)
        for (int x = 0; x < 800; x += 4)
            differ += a.pixel(x, y) != b.pixel(x, y);
    EXPECT_GT(differ, 200 * 200 / 4);
}

// Issue 30, item 5: File → Export works on every plot tab of the Hash tables lab. With any tab but
// the first shown (Real speed among them) the dialog refused: "plot_tab must be a tab number from
// 0 to 3".
TEST(ExportDialog, TheHashTablesLabExportsWhicheverPlotTabIsShown) {
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    Window w;
    w.window.showLab(QStringLiteral("probing"));
    auto* lab = qobject_cast<ProbingLab*>(w.window.currentLab());
    ASSERT_NE(lab, nullptr);
    QTabWidget* tabs = lab->plotTabs();
    // Real speed first: the one the issue names.
    for (int i : {3, 1, 2, 0}) {
        QTabBar* bar = tabs->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
        ASSERT_EQ(tabs->currentIndex(), i);
        const QString png = w.dir.filePath(QStringLiteral("tab%1.png").arg(i));
        w.withExportDialog([&](ExportDialog* d) {
            typeInto(d->pathEdit(), png);
            QTest::mouseClick(d->exportButton(), Qt::LeftButton);
            EXPECT_FALSE(d->isVisible()) << d->errorLabel()->text().toStdString();
        });
        EXPECT_TRUE(QFile::exists(png)) << tabs->tabText(i).toStdString();
        EXPECT_EQ(tabs->currentIndex(), i); // the window's own tab stays
    }
}

} // namespace
