// An engineer brings their own cluster into the ring lab at 1280×720, with real X input: imports
// six nodes in three racks and a CSV of keys with request counts through File → Import…, asks for
// three rack-aware replicas, fails a whole rack, and reads how many keys lost copies. The numbers
// on screen must be the command line's for the same files and options.
#include "journeys/driver.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

QJsonObject named(Session& s, const QString& cls, const QString& name, const QString& within = {}) {
    for (const QJsonObject& w : s.findAll(cls, within))
        if (w.value(QStringLiteral("name")).toString() == name)
            return w;
    return {};
}

QList<qlonglong> integersIn(const QString& text) {
    QList<qlonglong> found;
    static const QRegularExpression re(QStringLiteral("[0-9][0-9,]*"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured().remove(QLatin1Char(',')).toLongLong();
    return found;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool modalOpen(Session& s) {
    return s.state().contains(QStringLiteral("modal"));
}

// File → Import…, the kind picked in the dialog's combo by keyboard (0 nodes, 1 key lines, 2 key
// CSV), the path typed, then Import; true once the dialog has closed (the import landed).
bool importFile(Session& s, int kind, const QString& path, const QString& column = {},
                const QString& countColumn = {}) {
    if (!s.chooseMenu({QStringLiteral("File"), QStringLiteral("Import…")}))
        return false;
    if (!s.waitFor([&] { return modalOpen(s); }))
        return false;
    const QString dialog = QStringLiteral("RingImportDialog");
    s.click(s.find(QStringLiteral("QComboBox"), {}, dialog));
    for (int i = 0; i < kind; ++i)
        s.key(QStringLiteral("Down"));
    s.key(QStringLiteral("Return"));
    s.waitFor([&] {
        return s.find(QStringLiteral("QComboBox"), {}, dialog).value(QStringLiteral("value")) ==
               kind;
    });
    s.replaceText(named(s, QStringLiteral("QLineEdit"), QStringLiteral("importPath"), dialog),
                  path);
    if (!column.isEmpty())
        s.replaceText(
            s.find(QStringLiteral("QLineEdit"), QStringLiteral("the header of the key"), dialog),
            column);
    if (!countColumn.isEmpty())
        s.replaceText(s.find(QStringLiteral("QLineEdit"), QStringLiteral("request-count"), dialog),
                      countColumn);
    s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Import"), dialog));
    return s.waitFor([&] { return !modalOpen(s); }, 10000);
}

} // namespace

TEST(ClusterJourney, ImportedNodesAndKeysWithARackDownAgreeWithTheCommandLine) {
    Session s({QStringLiteral("cluster"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    const QString nodes = s.home() + QStringLiteral("/nodes.csv");
    ASSERT_TRUE(writeFile(nodes, "name,weight,rack\nalpha,1,r1\nbravo,1,r1\ncharlie,2,r2\n"
                                 "delta,1,r2\necho,1,r3\nfoxtrot,1,r3\n"));
    QByteArray csv = "url,hits\n";
    for (int i = 0; i < 300; ++i)
        csv += QStringLiteral("https://example.org/page/%1,%2\n").arg(i).arg(1 + i % 7).toUtf8();
    const QString keys = s.home() + QStringLiteral("/keys.csv");
    ASSERT_TRUE(writeFile(keys, csv));

    ASSERT_TRUE(importFile(s, 0, nodes)) << "the node import did not close its dialog";
    QStringList rows;
    ASSERT_TRUE(s.waitFor([&] {
        rows = listRows(s, QStringLiteral("RingControls"));
        return rows.size() == 6;
    })) << "node list: "
        << rows.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(rows.front().startsWith(QLatin1String("alpha")) &&
                rows.front().contains(QLatin1String("rack r1")))
        << rows.front().toStdString();

    ASSERT_TRUE(importFile(s, 2, keys, QStringLiteral("url"), QStringLiteral("hits")))
        << "the key import did not close its dialog";
    EXPECT_TRUE(s.waitFor([&] {
        return named(s, QStringLiteral("QSpinBox"), QStringLiteral("keys"))
                   .value(QStringLiteral("value"))
                   .toInt() == 300;
    })) << "the keys box does not say 300";
    s.screenshot(QStringLiteral("imported"));

    s.replaceText(named(s, QStringLiteral("QSpinBox"), QStringLiteral("replicas")),
                  QStringLiteral("3"));
    s.key(QStringLiteral("Return"));
    // On its box: the row is as wide as the form, and a click right of the text does not toggle.
    const QRect rackAware =
        rectOf(named(s, QStringLiteral("QCheckBox"), QStringLiteral("rackAware")));
    s.click(QPoint(rackAware.left() + 8, rackAware.center().y()));
    ASSERT_TRUE(s.waitFor([&] {
        return named(s, QStringLiteral("QCheckBox"), QStringLiteral("rackAware"))
            .value(QStringLiteral("checked"))
            .toBool();
    })) << QJsonDocument(named(s, QStringLiteral("QCheckBox"), QStringLiteral("rackAware")))
               .toJson()
               .toStdString()
        << QJsonDocument(named(s, QStringLiteral("QSpinBox"), QStringLiteral("replicas")))
               .toJson()
               .toStdString();
    // The first row of the node list is alpha (rack r1): select it, then fail its rack.
    const QJsonObject list =
        s.find(QStringLiteral("QListWidget"), {}, QStringLiteral("RingControls"));
    ASSERT_FALSE(list.isEmpty());
    s.click(rectOf(list).topLeft() + QPoint(30, 10));
    s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Fail rack")));
    QString counts;
    ASSERT_TRUE(s.waitFor(
        [&] {
            counts = named(s, QStringLiteral("QLabel"), QStringLiteral("replicaCounts"))
                         .value(QStringLiteral("text"))
                         .toString();
            return counts.contains(QLatin1String("fewer than 3"));
        },
        10000))
        << "replica counts: " << counts.toStdString();
    EXPECT_TRUE(counts.contains(QLatin1String("alpha failed")) ||
                counts.contains(QLatin1String("bravo failed")))
        << counts.toStdString();
    s.screenshot(QStringLiteral("rack-r1-down"));

    QString out;
    ASSERT_EQ(
        s.runHeadless({QStringLiteral("ring"), QStringLiteral("--node-file"), nodes,
                       QStringLiteral("--key-csv"), keys, QStringLiteral("--column"),
                       QStringLiteral("url"), QStringLiteral("--count-column"),
                       QStringLiteral("hits"), QStringLiteral("--replicas"), QStringLiteral("3"),
                       QStringLiteral("--rack-aware"), QStringLiteral("--fail"),
                       QStringLiteral("alpha,bravo"), QStringLiteral("--json")},
                      &out),
        0)
        << out.toStdString();
    const QJsonObject replicas =
        QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("replicas")).toObject();
    // "U of 300 keys have fewer than 3 live copies; Z have none"
    const QList<qlonglong> shown = integersIn(counts.section(QLatin1Char('\n'), 0, 0));
    ASSERT_GE(shown.size(), 4) << counts.toStdString();
    EXPECT_EQ(shown[0], replicas.value(QStringLiteral("under_replicated")).toInteger())
        << counts.toStdString() << " vs " << out.toStdString();
    EXPECT_EQ(shown[1], 300);
    EXPECT_EQ(shown[3], replicas.value(QStringLiteral("unavailable")).toInteger())
        << counts.toStdString();
    EXPECT_TRUE(s.appAlive());
}
