// Renders the whole window on every lab in both languages, as a user would see it. The images are
// checked for content; with HASHLAB_SCREENSHOT_DIR set they are also saved for people to look at.
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "support/settle.h"
#include "window/main_window.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace hashlab::app;

int distinctColours(const QImage& image) {
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

TEST(WindowScreenshots, EveryLabRendersInEnglishAndChinese) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    const QString outDir = qEnvironmentVariable("HASHLAB_SCREENSHOT_DIR");
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(setLanguage(lang));
        MainWindow window(settings);
        window.resize(1600, 1000);
        window.show();
        for (const QString& id : {QStringLiteral("ring"), QStringLiteral("probing"),
                                  QStringLiteral("bloom"), QStringLiteral("collisions")}) {
            window.showLab(id);
            hashlab::test::settlePosted();
            const QImage image = window.grab().toImage();
            EXPECT_EQ(image.size(), QSize(1600, 1000));
            EXPECT_GT(distinctColours(image), 3) << id.toStdString() << " " << lang.toStdString();
            if (!outDir.isEmpty())
                image.save(QDir(outDir).filePath(QStringLiteral("window-%1-%2.png").arg(id, lang)));
        }
    }
    setLanguage(QStringLiteral("en"));
}

} // namespace
