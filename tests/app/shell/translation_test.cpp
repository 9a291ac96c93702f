#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(Translations, TheChineseCatalogueHasNoUnfinishedEntries) {
    QFile ts(QStringLiteral(HASHLAB_SOURCE_DIR "/resources/translations/hashlab_zh_CN.ts"));
    ASSERT_TRUE(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    const auto messages = text.count(QStringLiteral("<message>"));
    EXPECT_GT(messages, 50);
    QStringList unfinished;
    static const QRegularExpression re(
        QStringLiteral("<source>([^<]*)</source>\\s*<translation type=\"unfinished\""));
    for (auto it = re.globalMatch(text); it.hasNext();)
        unfinished << it.next().captured(1);
    EXPECT_TRUE(unfinished.isEmpty()) << unfinished.join(QStringLiteral("\n")).toStdString();
}

TEST(Translations, SwitchingLanguageRetranslatesAnOpenWindow) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    EXPECT_EQ(window.menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    EXPECT_EQ(window.menuBar()->actions().at(0)->text(), QStringLiteral("文件(&F)"));
    EXPECT_EQ(window.windowTitle(), QStringLiteral("HashLab 哈希实验室"));
    // Qt's own texts too (qt6-translations-l10n, a listed package): a dialog's standard Cancel.
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
    // Edit → Undo names the lab's last step in the window's language, also after more steps.
    QMenu* edit = window.menuBar()->actions().at(1)->menu();
    ASSERT_NE(edit, nullptr);
    EXPECT_EQ(edit->actions().at(0)->text(), QStringLiteral("撤销(&U)"));
    ASSERT_TRUE(window.currentLab()->undoStack());
    window.currentLab()->undoStack()->push(new QUndoCommand(QStringLiteral("添加节点 X")));
    // Undo's text follows from the event loop (shell/deferred.h): wait for it, then compare.
    const auto undoSays = [&](const QString& text) {
        (void)QTest::qWaitFor([&] { return edit->actions().at(0)->text() == text; }, 2000);
    };
    undoSays(QStringLiteral("撤销 添加节点 X(&U)"));
    EXPECT_EQ(edit->actions().at(0)->text(), QStringLiteral("撤销 添加节点 X(&U)"));
    EXPECT_TRUE(edit->actions().at(0)->isEnabled());
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    EXPECT_EQ(window.menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
    EXPECT_EQ(edit->actions().at(0)->text(), QStringLiteral("&Undo 添加节点 X"));
    window.currentLab()->undoStack()->undo();
    undoSays(QStringLiteral("&Undo"));
    EXPECT_EQ(edit->actions().at(0)->text(), QStringLiteral("&Undo"));
    EXPECT_EQ(edit->actions().at(1)->text(), QStringLiteral("&Redo 添加节点 X"));
    EXPECT_FALSE(setLanguage(QStringLiteral("fr")));
    EXPECT_EQ(currentLanguage(), QStringLiteral("en"));
}

} // namespace
