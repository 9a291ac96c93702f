// Core's English messages reach the GUI in the user's language: the errors and trace sentences
// core composes (hashlab::Text) are translated through shell/core_text.h, switch at run time, and
// every HASHLAB_TR("core", ...) template in core has a Chinese translation.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/bloom_view.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/short_link_panel.h"
#include "labs/tables/config_panel.h"
#include "labs/tables/formula_field.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_view.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/language.h"
#include "shell/step_player.h"

#include "hashlab/bloom/filter.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

// Every test leaves the application in English, as the other tests expect.
class CoreText : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN"))); }
    void TearDown() override { setLanguage(QStringLiteral("en")); }
};

void newFilter(BloomLab& lab, hashlab::bloom::Variant variant, int m, int k) {
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(variant)));
    lab.mSpin()->setValue(m);
    lab.kSpin()->setValue(k);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
}

void retype(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

TEST_F(CoreText, SubstitutionIsOnePassAndNestedTextsAreTranslatedToo) {
    EXPECT_EQ(substituteArgs(QStringLiteral("%1 and %2, %10, %3"), {QStringLiteral("%2"), "b"}),
              QStringLiteral("%2 and b, %20, %3"));
    // An argument with a placeholder in it stays as typed (chained QString::arg would not).
    const auto e = hashlab::makeError(
        "key", HASHLAB_TR("core", "for key %1: %2"), std::string("50%2"),
        hashlab::text(HASHLAB_TR("core", "division by zero in %1"), std::string("5 / 0")));
    EXPECT_EQ(coreError(e), QStringLiteral("key: 对于键 50%2：5 / 0 中除以零"));
    setLanguage(QStringLiteral("en"));
    EXPECT_EQ(coreError(e), QStringLiteral("key: for key 50%2: division by zero in 5 / 0"));
    EXPECT_EQ(coreError(e), QString::fromStdString(e.text()));
}

TEST_F(CoreText, ABloomConfigurationErrorIsShownInChineseWithItsNumber) {
    BloomLab lab;
    newFilter(lab, hashlab::bloom::Variant::Sharded, 1001, 3); // the lab's 4 shards
    ASSERT_TRUE(lab.message()->isError());
    EXPECT_EQ(lab.message()->text(),
              QStringLiteral("m: 分片变体要求 m 是分片数（4）的整数倍，实际为 1001"));
    setLanguage(QStringLiteral("en"));
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    EXPECT_EQ(
        lab.message()->text(),
        QStringLiteral("m: the sharded variant needs m to be a multiple of shards (4), got 1001"));
}

TEST_F(CoreText, TheBloomTraceDerivationFollowsTheLanguage) {
    BloomLab lab;
    newFilter(lab, hashlab::bloom::Variant::Double, 64, 3);
    lab.wordEdit()->clear();
    QTest::keyClicks(lab.wordEdit(), QStringLiteral("apple"));
    QTest::mouseClick(lab.insertButton(), Qt::LeftButton);
    ASSERT_TRUE(lab.model()->trace());
    const QStringList zh = lab.view()->derivationLines();
    ASSERT_EQ(zh.size(), 3);
    static const QRegularExpression zhHalves(
        QStringLiteral("^h1, h2 = xxh3_128\\(key, seed \\d+\\) 的低 64 位、高 64 位$"));
    EXPECT_TRUE(zhHalves.match(zh[0]).hasMatch()) << zh[0].toStdString();
    // "apple" at m = 64, which double hashing takes as 67, the smallest prime ≥ 64: the step line.
    EXPECT_TRUE(zh[2].endsWith(QStringLiteral("（永不为 0）"))) << zh[2].toStdString();
    setLanguage(QStringLiteral("en"));
    const QStringList en = lab.view()->derivationLines();
    static const QRegularExpression enHalves(
        QStringLiteral("^h1, h2 = low, high 64 bits of xxh3_128\\(key, seed \\d+\\)$"));
    EXPECT_TRUE(enHalves.match(en[0]).hasMatch()) << en[0].toStdString();
    EXPECT_TRUE(en[2].endsWith(QStringLiteral("(never 0)"))) << en[2].toStdString();
    // The pure-math line is the same in both languages.
    EXPECT_EQ(zh[1], en[1]);
}

TEST_F(CoreText, AProbingFailedInsertAndABadFormulaAreExplainedInChinese) {
    ProbingLab lab;
    lab.resize(1400, 900);
    lab.show();
    QCoreApplication::processEvents();
    QComboBox* presets = lab.configPanel()->presetBox();
    const int index = presets->findData(QStringLiteral("gcd_trap"));
    ASSERT_GE(index, 0);
    presets->setCurrentIndex(index);
    emit presets->activated(index);
    ASSERT_TRUE(lab.model()->trace());
    lab.player()->toEnd();
    const QString zh = lab.view()->detail();
    EXPECT_TRUE(zh.contains(QStringLiteral("插入失败")));
    EXPECT_TRUE(zh.contains(QStringLiteral("探测序列在 4 次探测后回到了槽位"))) << zh.toStdString();
    EXPECT_TRUE(zh.contains(QStringLiteral("它只能到达槽位 0, 2, 4, 6，且全部已占用")))
        << zh.toStdString();
    EXPECT_FALSE(zh.contains(QStringLiteral("probe sequence"))) << zh.toStdString();

    retype(lab.configPanel()->h1Field(), QStringLiteral("k % x"));
    EXPECT_FALSE(lab.configPanel()->h1Field()->isValid());
    EXPECT_TRUE(lab.configPanel()->h1Field()->error().contains(
        QStringLiteral("未知变量“x”：公式中只能使用 k 和 m")))
        << lab.configPanel()->h1Field()->error().toStdString();

    setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(lab.view()->detail().contains(QStringLiteral("the probe sequence came back")));
    EXPECT_TRUE(lab.configPanel()->h1Field()->error().contains(
        QStringLiteral("unknown variable 'x': formulas know only k and m")))
        << lab.configPanel()->h1Field()->error().toStdString();
}

TEST_F(CoreText, ABadUrlIsRefusedInChinese) {
    CollisionsLab lab;
    ShortLinkPanel* links = lab.shortLinks();
    retype(links->urlInput(), QStringLiteral("a.io/x"));
    QTest::keyClick(links->urlInput(), Qt::Key_Return);
    ASSERT_TRUE(links->message()->isError());
    EXPECT_EQ(links->message()->text(),
              QStringLiteral("url: 缺少协议：应为 scheme://host/path，例如 https://a.io/x"));
    retype(links->decodeInput(), QStringLiteral("ab!"));
    EXPECT_EQ(links->decodeOutput()->text(),
              QStringLiteral("✗ 第 3 个位置的字符“!”不在 Base62 字母表 0-9a-zA-Z 中"));
}

// Reads every HASHLAB_TR("core", "...") template in core/src (adjacent literals joined, C escapes
// decoded) and every makeError call, so that a new core message cannot ship untranslated.
struct CoreSources {
    QStringList templates;
    QStringList unmarkedErrors; // makeError calls whose message is not a marked template
    int files = 0;
};

QString decodeLiterals(const QString& run) {
    static const QRegularExpression literal(QStringLiteral(R"re("((?:[^"\\]|\\.)*)")re"));
    QString out;
    for (auto it = literal.globalMatch(run); it.hasNext();) {
        const QString body = it.next().captured(1);
        for (qsizetype i = 0; i < body.size(); ++i) {
            if (body[i] != u'\\' || i + 1 >= body.size()) {
                out += body[i];
                continue;
            }
            const QChar e = body[++i];
            if (e == u'u' && i + 4 < body.size()) {
                out += QChar(body.mid(i + 1, 4).toUShort(nullptr, 16));
                i += 4;
            } else if (e == u'n') {
                out += u'\n';
            } else {
                out += e; // \" \\ \'
            }
        }
    }
    return out;
}

CoreSources scanCore() {
    CoreSources s;
    static const QRegularExpression marked(
        QStringLiteral(R"re(HASHLAB_TR\(\s*"core"\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\))re"));
    static const QRegularExpression call(
        QStringLiteral(R"re(makeError\(\s*(?:"[^"]*"|[\w.]+)\s*,\s*(\S{0,12}))re"));
    QDirIterator it(QStringLiteral(HASHLAB_SOURCE_DIR "/core/src"), {QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        ++s.files;
        const QString code = QString::fromUtf8(f.readAll());
        for (auto m = marked.globalMatch(code); m.hasNext();)
            s.templates << decodeLiterals(m.next().captured(1));
        for (auto m = call.globalMatch(code); m.hasNext();) {
            const auto match = m.next();
            // A Text handed on as `what` was marked where it was made (attempt.cpp's fail()).
            if (!match.captured(1).startsWith(QStringLiteral("HASHLAB_TR(")) &&
                !match.captured(1).startsWith(QStringLiteral("what)")))
                s.unmarkedErrors << QFileInfo(f.fileName()).fileName() + QStringLiteral(": ") +
                                        match.captured(0);
        }
    }
    s.templates.removeDuplicates();
    return s;
}

TEST_F(CoreText, EveryCoreTemplateHasAChineseTranslationAndEveryErrorIsATemplate) {
    const CoreSources s = scanCore();
    ASSERT_GT(s.files, 20);
    ASSERT_GT(s.templates.size(), 150) << "the scanner no longer finds core's templates";
    EXPECT_TRUE(s.templates.contains(QStringLiteral("must be from 1 to 64, got %1")));
    EXPECT_TRUE(
        s.templates.contains(QStringLiteral("h1(\"%1\") = %2 low word = %3 \u2261 %4 (mod %5)")));
    QStringList untranslated;
    for (const QString& source : s.templates) {
        const QByteArray utf8 = source.toUtf8();
        const QString zh = QCoreApplication::translate("core", utf8.constData());
        if (zh.isEmpty() || zh == source)
            untranslated << source;
        // The translation keeps every placeholder of the template.
        static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
        for (auto m = placeholder.globalMatch(source); m.hasNext();) {
            const QString p = m.next().captured(0);
            EXPECT_TRUE(zh.contains(p)) << source.toStdString() << " lost " << p.toStdString();
        }
    }
    EXPECT_TRUE(untranslated.isEmpty()) << untranslated.join(u'\n').toStdString();
    EXPECT_TRUE(s.unmarkedErrors.isEmpty()) << s.unmarkedErrors.join(u'\n').toStdString();
}

} // namespace
