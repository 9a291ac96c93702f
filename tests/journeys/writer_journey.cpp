// Journey (b): a documentation writer exports the ring lab's figure from the window — at the step
// on screen, then in the other language (English window → 简体中文 export, and the reverse) —
// and finally headless with `hashlab export` from the scenario saved in the window.
#include "journeys/driver.h"

#include <QFileInfo>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

constexpr int kWidth = 1000, kHeight = 600;

// Ctrl+E, fill in the path and size, pick the language with the keyboard (Tab to the combo,
// Down/Up), press the dialog's default button (Export). Returns the exported image.
QImage exportFromWindow(Session& s, const QString& path, const QString& language,
                        const QString& shot) {
    s.key(QStringLiteral("ctrl+e"));
    if (!s.waitFor([&] {
            return s.state()
                       .value(QStringLiteral("modal"))
                       .toObject()
                       .value(QStringLiteral("class")) == "hashlab::app::ExportDialog";
        })) {
        ADD_FAILURE() << "Ctrl+E opened no export dialog";
        return {};
    }
    const QString dialog = QStringLiteral("ExportDialog");
    s.replaceText(s.find(QStringLiteral("QLineEdit"), {}, dialog), path);
    const QList<QJsonObject> spins = s.findAll(QStringLiteral("QSpinBox"), dialog);
    EXPECT_GE(spins.size(), 2);
    if (spins.size() < 2)
        return {};
    s.replaceText(spins[0], QString::number(kWidth));
    s.replaceText(spins[1], QString::number(kHeight));
    // Tab from the height to the language box (the one showing a language's name), then choose
    // with the arrow keys: the dialog's other boxes (part, theme) show other words.
    const QStringList languages = {QStringLiteral("English"), QStringLiteral("简体中文")};
    auto languageBox = [&] {
        for (const QJsonObject& c : s.findAll(QStringLiteral("QComboBox"), dialog))
            if (languages.contains(c.value(QStringLiteral("text")).toString()))
                return c;
        return QJsonObject{};
    };
    for (int i = 0; i < 8 && !languageBox().value(QStringLiteral("focus")).toBool(); ++i)
        s.key(QStringLiteral("Tab"));
    QJsonObject combo = languageBox();
    for (int i = 0; i < 3 && combo.value(QStringLiteral("text")).toString() != language; ++i) {
        s.key(language == QLatin1String("English") ? QStringLiteral("Up") : QStringLiteral("Down"));
        combo = languageBox();
    }
    EXPECT_EQ(combo.value(QStringLiteral("text")).toString(), language)
        << "the language was not chosen with the keyboard";
    EXPECT_TRUE(combo.value(QStringLiteral("focus")).toBool());
    s.screenshot(shot + QStringLiteral("-dialog"));
    QJsonObject exportButton;
    for (const QJsonObject& b : s.findAll(QStringLiteral("QPushButton"), dialog))
        if (b.value(QStringLiteral("default")).toBool())
            exportButton = b;
    EXPECT_FALSE(exportButton.isEmpty());
    s.click(exportButton);
    s.waitFor(
        [&] { return !s.appAlive() || s.state().value(QStringLiteral("modal")).isUndefined(); },
        10000);
    EXPECT_TRUE(s.appAlive()) << "the app crashed exporting in " << language.toStdString();
    if (!s.appAlive())
        return {};
    s.screenshot(shot + QStringLiteral("-after"));
    EXPECT_TRUE(QFileInfo::exists(path)) << path.toStdString();
    QImage image(path);
    EXPECT_EQ(image.size(), QSize(kWidth, kHeight));
    return image;
}

void clickPlayerButton(Session& s, int which, int expectedIndex) {
    const QJsonObject button = playerButton(s, which);
    ASSERT_FALSE(button.isEmpty());
    s.click(button);
    ASSERT_TRUE(s.waitFor([&] { return s.playerIndex() == expectedIndex; }));
}

} // namespace

TEST(WriterJourney, EnglishWindowExportsTheShownStepThenInChineseThenHeadless) {
    Session s({QStringLiteral("writer-en"),
               1920,
               1080,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    ASSERT_TRUE(addRingNode(s, QStringLiteral("F")));
    clickPlayerButton(s, 4, 3);
    s.screenshot(QStringLiteral("window-last-stage"));
    const QString dir = s.home() + QStringLiteral("/Pictures/");

    // Export shows the step on screen: the last stage and stage 0 must differ.
    const QImage last = exportFromWindow(s, dir + QStringLiteral("ring-last.png"),
                                         QStringLiteral("English"), QStringLiteral("export-last"));
    ASSERT_TRUE(s.appAlive());
    clickPlayerButton(s, 0, 0);
    const QImage first =
        exportFromWindow(s, dir + QStringLiteral("ring-stage0.png"), QStringLiteral("English"),
                         QStringLiteral("export-stage0"));
    ASSERT_FALSE(last.isNull());
    ASSERT_FALSE(first.isNull());
    EXPECT_FALSE(last == first) << "the exports at stage 3/3 and at stage 0 are the same picture";

    // The other language: 简体中文 from an English window.
    clickPlayerButton(s, 4, 3);
    const QImage chinese =
        exportFromWindow(s, dir + QStringLiteral("ring-zh.png"), QStringLiteral("简体中文"),
                         QStringLiteral("export-zh"));
    ASSERT_TRUE(s.appAlive()) << "Ctrl+E → 简体中文 → Export crashed the English window";
    EXPECT_FALSE(chinese == last) << "the Chinese export looks exactly like the English one";

    // Headless, from the scenario saved in the window (Ctrl+S, a path typed into the dialog).
    const QString scenario = dir + QStringLiteral("ring-docs.json");
    s.key(QStringLiteral("ctrl+s"));
    ASSERT_TRUE(s.waitFor([&] { return s.state().contains(QStringLiteral("modal")); }));
    s.type(scenario);
    s.key(QStringLiteral("Return"));
    ASSERT_TRUE(s.waitFor([&] { return QFileInfo::exists(scenario); }, 5000));
    const QString headless = dir + QStringLiteral("ring-headless.png");
    QString out;
    EXPECT_EQ(
        s.runHeadless({QStringLiteral("export"), QStringLiteral("--lab"), QStringLiteral("ring"),
                       QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), headless,
                       QStringLiteral("--size"), QStringLiteral("%1x%2").arg(kWidth).arg(kHeight),
                       QStringLiteral("--lang"), QStringLiteral("zh_CN")},
                      &out),
        0);
    const QImage fromCli(headless);
    EXPECT_EQ(fromCli.size(), QSize(kWidth, kHeight));
    EXPECT_GT(distinctColours(fromCli, fromCli.rect()), 16) << "the headless export is blank";
}

TEST(WriterJourney, ChineseWindowExportsInEnglish) {
    Session s({QStringLiteral("writer-zh"),
               1280,
               720,
               QStringLiteral("zh_CN"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    ASSERT_TRUE(addRingNode(s, QStringLiteral("F")));
    clickPlayerButton(s, 4, 3);
    s.screenshot(QStringLiteral("window-last-stage"));
    const QString dir = s.home() + QStringLiteral("/Pictures/");
    const QImage english = exportFromWindow(s, dir + QStringLiteral("ring-en.png"),
                                            QStringLiteral("English"), QStringLiteral("export-en"));
    ASSERT_TRUE(s.appAlive()) << "Ctrl+E → English → Export crashed the Chinese window";
    EXPECT_GT(distinctColours(english, english.rect()), 16);
    // The window is still Chinese afterwards, and still works.
    EXPECT_FALSE(s.find(QStringLiteral("QPushButton"), QStringLiteral("添加"),
                        QStringLiteral("RingControls"))
                     .isEmpty());
}
