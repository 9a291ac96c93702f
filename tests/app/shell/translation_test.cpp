#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/settings.h"

#include <QFile>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>

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
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    EXPECT_EQ(window.menuBar()->actions().at(0)->text(), QStringLiteral("&File"));
    EXPECT_FALSE(setLanguage(QStringLiteral("fr")));
    EXPECT_EQ(currentLanguage(), QStringLiteral("en"));
}

} // namespace
