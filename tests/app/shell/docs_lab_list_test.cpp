// Issue 30, item 7: the labs the docs list are the window's tabs. README.md and docs/index.md each
// hold a list of the labs ("- [Ring](…ring.md): …"); its names, in order, are the tab bar's.
#include "support/lesson_window.h"

#include <QFile>
#include <QRegularExpression>
#include <QTabBar>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app::testing;

QStringList tabTitles() {
    ScratchWindow w;
    QStringList out;
    for (QTabBar* bar : w.window.findChildren<QTabBar*>()) {
        if (bar->count() < 2)
            continue;
        for (int i = 0; i < bar->count(); ++i)
            out << bar->tabText(i).remove(QLatin1Char('&'));
        break;
    }
    return out;
}

// The link texts of the list items pointing at a lab's page (ring.md, probing.md, bloom.md,
// collisions.md: the pages docs/index.md names one per lab), in order.
QStringList listedLabs(const QString& relative) {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/") + relative);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << relative.toStdString();
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression item(
        QStringLiteral(R"(^- \[([^\]]+)\]\((?:docs/)?(?:ring|probing|bloom|collisions)\.md\))"),
        QRegularExpression::MultilineOption);
    QStringList out;
    for (auto it = item.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

TEST(DocsLabList, ReadmeAndGuideListTheWindowsTabs) {
    const QStringList tabs = tabTitles();
    ASSERT_GE(tabs.size(), 4);
    for (const char* page : {"README.md", "docs/index.md"})
        EXPECT_EQ(listedLabs(QString::fromLatin1(page)), tabs)
            << page << " lists " << listedLabs(QString::fromLatin1(page)).join(", ").toStdString()
            << "; the tabs are " << tabs.join(", ").toStdString();
}

} // namespace
