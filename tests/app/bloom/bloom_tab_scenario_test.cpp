// Issue 17: the Bloom lab's tab on show (and the filter variant) is part of a saved scenario and
// comes back in a new window; a file from before the tab was saved still loads, a bad one is
// refused naming "tab".
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_scalable_view.h"
#include "labs/bloom/filter_chart_view.h"
#include "labs/bloom/filters_model.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

// The Bloom lab's tab widget: the one holding the chart view.
QTabWidget* tabsOf(BloomLab* lab) {
    for (QTabWidget* t : lab->findChildren<QTabWidget*>())
        if (t->isAncestorOf(lab->chartView()))
            return t;
    return nullptr;
}

TEST(BloomTabScenario, ChoosingTabAndVariantComeBackInANewWindow) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("choosing.json"));
    {
        Settings settings{dir.filePath(QStringLiteral("a.ini"))};
        MainWindow window{settings}; // not shown: the chart is not measured
        window.showLab(QStringLiteral("bloom"));
        auto* lab = qobject_cast<BloomLab*>(window.currentLab());
        ASSERT_NE(lab, nullptr);
        lab->variantCombo()->setCurrentIndex(
            lab->variantCombo()->findData(BloomLab::kindData(FilterKind::Scalable)));
        QTest::mouseClick(lab->applyButton(), Qt::LeftButton);
        QTabWidget* tabs = tabsOf(lab);
        ASSERT_NE(tabs, nullptr);
        tabs->setCurrentIndex(3); // as a click on "Choosing a filter" does
        EXPECT_EQ(lab->currentPageTab(), QStringLiteral("choosing"));
        ASSERT_EQ(window.saveScenario(path), QString());
    }
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const auto saved = nlohmann::json::parse(f.readAll().toStdString());
    EXPECT_EQ(saved["state"]["tab"], "choosing");

    Settings settings{dir.filePath(QStringLiteral("b.ini"))};
    MainWindow window{settings};
    ASSERT_EQ(window.openScenario(path), QString());
    auto* lab = qobject_cast<BloomLab*>(window.currentLab());
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->currentPageTab(), QStringLiteral("choosing"));
    EXPECT_TRUE(tabsOf(lab)->currentWidget()->isAncestorOf(lab->chartView()));
    EXPECT_EQ(lab->filtersModel()->kind(), FilterKind::Scalable);
    EXPECT_EQ(lab->shownCanvas(), static_cast<QWidget*>(lab->scalableView()));
}

TEST(BloomTabScenario, OldFilesKeepTheTabAndABadTabIsRefused) {
    BloomLab lab;
    nlohmann::json state = lab.saveState();
    EXPECT_EQ(state["tab"], "fp_plot");
    ASSERT_TRUE(lab.showPageTab(QStringLiteral("sizing")));
    state.erase("tab"); // a file from before the tab was saved
    ASSERT_EQ(lab.loadState(state), QString());
    EXPECT_EQ(lab.currentPageTab(), QStringLiteral("sizing"));
    state["tab"] = "read_path";
    ASSERT_EQ(lab.loadState(state), QString());
    EXPECT_EQ(lab.currentPageTab(), QStringLiteral("read_path"));
    for (const nlohmann::json& bad : {nlohmann::json("chart"), nlohmann::json(3)}) {
        state["tab"] = bad;
        const QString e = lab.loadState(state);
        EXPECT_TRUE(e.contains(QStringLiteral("tab"))) << e.toStdString();
        EXPECT_EQ(lab.currentPageTab(), QStringLiteral("read_path")) << "nothing changed";
    }
}

} // namespace
