// Journey (c): an engineer sizing things, in a Chinese window at 1920x1080: Bloom sizing for n
// and p, how uneven a ring with 1,000 vnodes is, how likely a 24-bit short code collides. Every
// number read off the screen is checked against the headless command line on the same inputs.
#include "journeys/driver.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

// The numbers in a text as written by QLocale (1,234,567.89 in English and Chinese).
QList<double> numbersIn(const QString& text) {
    QList<double> found;
    static const QRegularExpression re(QStringLiteral("[0-9][0-9,]*(?:\\.[0-9]+)?"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured().remove(QLatin1Char(',')).toDouble();
    return found;
}

QJsonObject cliJson(Session& s, const QStringList& args) {
    QString out;
    EXPECT_EQ(s.runHeadless(args + QStringList{QStringLiteral("--json")}, &out), 0);
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

void openInnerTab(Session& s, const QString& lab, int index) {
    const QJsonObject bar = s.find(QStringLiteral("QTabBar"), {}, lab);
    const QJsonArray tabs = bar.value(QStringLiteral("tabs")).toArray();
    ASSERT_GT(tabs.size(), index);
    s.click(tabs.at(index).toObject());
    ASSERT_TRUE(s.waitFor([&] {
        return s.find(QStringLiteral("QTabBar"), {}, lab).value(QStringLiteral("value")).toInt() ==
               index;
    }));
}

} // namespace

TEST(EngineerJourney, SizingNumbersOnScreenAgreeWithEachOtherAndTheCommandLine) {
    Session s({QStringLiteral("engineer-zh"),
               1920,
               1080,
               QStringLiteral("zh_CN"),
               {QStringLiteral("--lab"), QStringLiteral("bloom")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    {
        SCOPED_TRACE("Bloom sizing: n = 5·10^7, p = 0.1 %");
        openInnerTab(s, QStringLiteral("BloomLab"), 1);
        const QString panel = QStringLiteral("BloomSizingPanel");
        QList<QJsonObject> fields = s.findAll(QStringLiteral("QLineEdit"), panel);
        ASSERT_GE(fields.size(), 3); // n, p, m
        s.replaceText(fields[0], QStringLiteral("50000000"));
        s.replaceText(fields[1], QStringLiteral("0.001"));
        const QJsonObject cli = cliJson(s, {QStringLiteral("bloom"), QStringLiteral("size"),
                                            QStringLiteral("--n"), QStringLiteral("50000000"),
                                            QStringLiteral("--p"), QStringLiteral("0.001")});
        const double mBits = cli.value(QStringLiteral("m_bits")).toDouble();
        QString result;
        EXPECT_TRUE(s.waitFor([&] {
            result = s.find(QStringLiteral("QLabel"), QStringLiteral("m = "), panel)
                         .value(QStringLiteral("text"))
                         .toString();
            return !numbersIn(result).isEmpty() && numbersIn(result).front() == mBits;
        })) << "result line: "
            << result.toStdString() << " (CLI m_bits " << mBits << ")";
        s.screenshot(QStringLiteral("bloom-sizing"));
        fields = s.findAll(QStringLiteral("QLineEdit"), panel);
        ASSERT_GE(fields.size(), 3);
        EXPECT_EQ(numbersIn(fields[2].value(QStringLiteral("text")).toString()).value(0), mBits)
            << "the derived m field says "
            << fields[2].value(QStringLiteral("text")).toString().toStdString()
            << " while the result line says " << result.toStdString();
        const auto bold = QRegularExpression(QStringLiteral("<b>([0-9]+)</b>")).match(result);
        EXPECT_EQ(bold.captured(1).toInt(), cli.value(QStringLiteral("k")).toInt()) << "optimum k";
    }

    {
        SCOPED_TRACE("ring: 1,000 vnodes");
        s.key(QStringLiteral("ctrl+1"));
        ASSERT_TRUE(s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "ring"; }));
        const QString stats = QStringLiteral("max/mean");
        const QString panel = QStringLiteral("RingLoadPanel");
        const QString before =
            s.find(QStringLiteral("QLabel"), stats, panel).value(QStringLiteral("text")).toString();
        QJsonObject vnodesBox, keysBox;
        for (const QJsonObject& spin :
             s.findAll(QStringLiteral("QSpinBox"), QStringLiteral("RingControls"))) {
            if (spin.value(QStringLiteral("name")).toString() == QLatin1String("vnodes"))
                vnodesBox = spin;
            if (spin.value(QStringLiteral("name")).toString() == QLatin1String("keys"))
                keysBox = spin;
        }
        ASSERT_FALSE(vnodesBox.isEmpty());
        ASSERT_FALSE(keysBox.isEmpty());
        const int keys = keysBox.value(QStringLiteral("value")).toInt();
        s.replaceText(vnodesBox, QStringLiteral("1000"));
        s.key(QStringLiteral("Return"));
        QString text;
        EXPECT_TRUE(s.waitFor(
            [&] {
                text = s.find(QStringLiteral("QLabel"), stats, panel)
                           .value(QStringLiteral("text"))
                           .toString();
                return text != before && !text.isEmpty();
            },
            15000))
            << "the load statistics did not change: " << before.toStdString();
        s.screenshot(QStringLiteral("ring-1000-vnodes"));
        // The nodes on screen (the list shows the ring of the step on screen: the last one).
        QStringList nodes;
        for (const QString& row : listRows(s, QStringLiteral("RingControls")))
            if (!row.contains(QLatin1Char('(')) && !row.contains(QChar(0xFF08)))
                nodes << row.section(QLatin1Char(' '), 0, 0);
        ASSERT_GE(nodes.size(), 2);
        const QJsonObject cli =
            cliJson(s, {QStringLiteral("ring"), QStringLiteral("--nodes"),
                        nodes.join(QLatin1Char(',')), QStringLiteral("--vnodes"),
                        QStringLiteral("1000"), QStringLiteral("--keys"), QString::number(keys)});
        const double expected = cli.value(QStringLiteral("max_over_mean")).toDouble();
        ASSERT_GT(expected, 1.0);
        const double shown = numbersIn(text.mid(text.indexOf(stats))).value(0, -1);
        EXPECT_NEAR(shown, expected, 0.0006) << "load panel: " << text.toStdString();
    }

    {
        SCOPED_TRACE("collisions: a 24-bit short code");
        s.key(QStringLiteral("ctrl+4"));
        ASSERT_TRUE(
            s.waitFor([&] { return s.state().value(QStringLiteral("lab")) == "collisions"; }));
        openInnerTab(s, QStringLiteral("CollisionsLab"), 1);
        const QString panel = QStringLiteral("ExperimentPanel");
        QList<QJsonObject> spins = s.findAll(QStringLiteral("QSpinBox"), panel);
        ASSERT_GE(spins.size(), 2); // n, bits
        s.replaceText(spins[0], QStringLiteral("100000"));
        s.replaceText(spins[1], QStringLiteral("24"));
        const QString hash =
            s.find(QStringLiteral("QComboBox"), {}, panel).value(QStringLiteral("text")).toString();
        s.click(s.find(QStringLiteral("QPushButton"), {}, panel));
        QString result;
        EXPECT_TRUE(s.waitFor(
            [&] {
                for (const QJsonObject& l : s.findAll(QStringLiteral("QLabel"), panel)) {
                    const QString t = l.value(QStringLiteral("text")).toString();
                    if (numbersIn(t).size() >= 4 && t.contains(QLatin1String("24"))) {
                        result = t;
                        return true;
                    }
                }
                return false;
            },
            20000));
        s.screenshot(QStringLiteral("collisions-24-bits"));
        const QList<double> shown = numbersIn(result);
        ASSERT_GE(shown.size(), 2) << result.toStdString();
        const QJsonObject birthday = cliJson(
            s, {QStringLiteral("collide"), QStringLiteral("birthday"), QStringLiteral("--n"),
                QStringLiteral("100000"), QStringLiteral("--bits"), QStringLiteral("24")});
        EXPECT_NEAR(shown[1], birthday.value(QStringLiteral("pairs_expected")).toDouble(), 0.051)
            << result.toStdString();
        const QJsonObject experiment = cliJson(
            s, {QStringLiteral("collide"), QStringLiteral("experiment"), QStringLiteral("--n"),
                QStringLiteral("100000"), QStringLiteral("--hash"), hash, QStringLiteral("--bits"),
                QStringLiteral("24"), QStringLiteral("--seed"), QStringLiteral("0")});
        EXPECT_EQ(shown[0], experiment.value(QStringLiteral("colliding_pairs")).toDouble())
            << result.toStdString();
    }
    EXPECT_TRUE(s.appAlive());
}
