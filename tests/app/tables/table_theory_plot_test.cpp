// "Schemes vs theory": each plot, chosen with the selector as a user does, holds exactly what core
// measures with the same seed, and its theory lines are the formulas; Cancel keeps the previous
// plot; the selection saves and loads. Small parameters keep the file fast.
#include "labs/tables/table_theory_plot.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"
#include "tables_test_access.h"

#include <QComboBox>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <cmath>

namespace {

using namespace hashlab::app;
using namespace hashlab::tables;

TableTheoryPlot::Params small() {
    TableTheoryPlot::Params p = theoryPlotDefaults();
    p.chaining.m = 101;
    p.chaining.alphas = {0.5, 1.0, 2.0, 3.0};
    p.chaining.trials = 20;
    p.chaining.queries = 100;
    p.distances.m = 101;
    p.distances.alphas = {0.3, 0.6, 0.9};
    p.distances.trials = 20;
    p.cuckoo.m = 101;
    p.cuckoo.alphas = {0.2, 0.4, 0.6};
    p.cuckoo.trials = 20;
    p.resize.inserts = 5000;
    p.rehash.inserts = 5000;
    p.rehash.windows = 100;
    return p;
}

QCPGraph* graph(QCustomPlot* plot, const char* id) {
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->objectName() == QLatin1String(id))
            return plot->graph(i);
    ADD_FAILURE() << "no graph " << id;
    return nullptr;
}

QCPErrorBars* bars(QCustomPlot* plot, const char* id) {
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (plot->plottable(i)->objectName() == QLatin1String(id) + QLatin1String("-bars"))
            return qobject_cast<QCPErrorBars*>(plot->plottable(i));
    ADD_FAILURE() << "no bars " << id;
    return nullptr;
}

// The graph holds (x[i], y[i]) exactly.
void expectData(QCPGraph* g, const std::vector<double>& x, const std::vector<double>& y) {
    ASSERT_TRUE(g);
    ASSERT_EQ(g->data()->size(), int(x.size())) << g->objectName().toStdString();
    for (std::size_t i = 0; i < x.size(); ++i) {
        EXPECT_DOUBLE_EQ(g->data()->at(int(i))->key, x[i]) << g->objectName().toStdString();
        EXPECT_DOUBLE_EQ(g->data()->at(int(i))->value, y[i]) << g->objectName().toStdString();
    }
}

// Every point of a theory line equals the formula at its x.
template <typename F>
void expectFormula(QCPGraph* g, F formula) {
    ASSERT_TRUE(g);
    ASSERT_GE(g->data()->size(), 10);
    for (int i = 0; i < g->data()->size(); i += g->data()->size() / 7)
        EXPECT_NEAR(g->data()->at(i)->value, formula(g->data()->at(i)->key), 1e-12)
            << g->objectName().toStdString() << " at " << g->data()->at(i)->key;
}

// Chooses plot `kind` with the keyboard, as a user does, and waits for it.
void choose(TableTheoryPlot& w, int kind) {
    while (w.current() != kind) {
        QTest::keyClick(w.selector(), w.current() < kind ? Qt::Key_Down : Qt::Key_Up);
    }
    w.waitForIt();
}

TEST(TableTheoryPlot, EachPlotHoldsCoresValuesBesideItsFormulas) {
    TableTheoryPlot w;
    const auto p = small();
    TableTheoryPlotTestAccess::setParams(w, p);
    w.resize(1280, 720);

    choose(w, TableTheoryPlot::Chaining);
    auto c = p.chaining;
    c.seed = w.seed(TableTheoryPlot::Chaining);
    const auto chaining = measureChaining(c).value();
    QCustomPlot* plot = w.plots(TableTheoryPlot::Chaining)[0];
    std::vector<double> x, y, ci;
    for (const auto& pt : chaining) {
        x.push_back(pt.alpha);
        y.push_back(pt.successful.mean);
        ci.push_back(pt.successful.ci);
    }
    expectData(graph(plot, "measured-successful"), x, y);
    for (std::size_t i = 0; i < ci.size(); ++i)
        EXPECT_DOUBLE_EQ(bars(plot, "measured-successful")->data()->at(int(i)).errorPlus, ci[i]);
    y.clear();
    for (const auto& pt : chaining)
        y.push_back(pt.unsuccessful.mean);
    expectData(graph(plot, "measured-unsuccessful"), x, y);
    // CLRS 11.2 with n = αm keys: 1 + α/2 − α/(2αm); 11.1: α.
    expectFormula(graph(plot, "theory-successful"),
                  [](double a) { return 1 + a / 2 - a / (2 * a * 101); });
    expectFormula(graph(plot, "theory-unsuccessful"), [](double a) { return a; });
    EXPECT_TRUE(w.caption().contains(QStringLiteral("m = 101"))) << w.caption().toStdString();

    choose(w, TableTheoryPlot::Distances);
    auto d = p.distances;
    d.seed = w.seed(TableTheoryPlot::Distances);
    const auto distances = measureDistances(d).value();
    const auto& dp = w.plots(TableTheoryPlot::Distances);
    ASSERT_EQ(dp.size(), 3u);
    x.clear();
    std::vector<double> mean, var, mx, rmx;
    for (const auto& pt : distances) {
        x.push_back(pt.alpha);
        mean.push_back(pt.linearMean.mean);
        var.push_back(pt.robinVariance.mean);
        mx.push_back(pt.linearMax.mean);
        rmx.push_back(pt.robinMax.mean);
    }
    expectData(graph(dp[0], "measured-linear-mean"), x, mean);
    expectData(graph(dp[1], "measured-robin-variance"), x, var);
    expectData(graph(dp[2], "measured-linear-max"), x, mx);
    expectData(graph(dp[2], "measured-robin-max"), x, rmx);
    expectFormula(graph(dp[0], "theory-mean"),
                  [](double a) { return 0.5 * (1 + 1 / (1 - a)) - 1; });

    choose(w, TableTheoryPlot::Cuckoo);
    auto k = p.cuckoo;
    k.seed = w.seed(TableTheoryPlot::Cuckoo);
    const auto cuckoo = measureCuckooSuccess(k).value();
    plot = w.plots(TableTheoryPlot::Cuckoo)[0];
    x.clear();
    y.clear();
    for (const auto& pt : cuckoo) {
        x.push_back(pt.alpha);
        y.push_back(pt.rate);
    }
    expectData(graph(plot, "measured-rate"), x, y);
    for (std::size_t i = 0; i < cuckoo.size(); ++i) { // Wilson's interval, not symmetric
        EXPECT_DOUBLE_EQ(bars(plot, "measured-rate")->data()->at(int(i)).errorMinus,
                         cuckoo[i].rate - cuckoo[i].lo);
        EXPECT_DOUBLE_EQ(bars(plot, "measured-rate")->data()->at(int(i)).errorPlus,
                         cuckoo[i].hi - cuckoo[i].rate);
    }
    auto* threshold = plot->findChild<QCPItemStraightLine*>(QStringLiteral("threshold"));
    ASSERT_TRUE(threshold);
    EXPECT_DOUBLE_EQ(threshold->point1->coords().x(), 0.5);
    EXPECT_DOUBLE_EQ(threshold->point2->coords().x(), 0.5);

    choose(w, TableTheoryPlot::Resizing);
    auto r = p.resize;
    r.seed = w.seed(TableTheoryPlot::Resizing);
    const auto resize = measureResizing(r).value();
    const auto& rp = w.plots(TableTheoryPlot::Resizing);
    x.clear();
    std::vector<double> moves, probes, theory;
    for (const auto& pt : resize.linear.points) {
        x.push_back(double(pt.inserts));
        moves.push_back(pt.moves);
        probes.push_back(pt.probes);
        theory.push_back(pt.theoryProbes);
    }
    expectData(graph(rp[0], "moves-linear"), x, moves);
    expectData(graph(rp[1], "probes-linear"), x, probes);
    expectData(graph(rp[1], "theory-linear"), x, theory);
    expectData(graph(rp[0], "bound"), {1.0, 5000.0}, {2.0, 2.0});
    x.clear();
    moves.clear();
    for (const auto& pt : resize.chaining.points) {
        x.push_back(double(pt.inserts));
        moves.push_back(pt.moves);
    }
    expectData(graph(rp[0], "moves-chaining"), x, moves);

    choose(w, TableTheoryPlot::Rehash);
    auto h = p.rehash;
    h.seed = w.seed(TableTheoryPlot::Rehash);
    const auto rehash = measureRehash(h).value();
    plot = w.plots(TableTheoryPlot::Rehash)[0];
    x.clear();
    y.clear();
    for (std::size_t i = 0; i < rehash.stopTheWorld.at.size(); ++i) {
        x.push_back(double(rehash.stopTheWorld.at[i]));
        y.push_back(double(rehash.stopTheWorld.worst[i]));
    }
    expectData(graph(plot, "cost-stop-the-world"), x, y);
    expectData(graph(plot, "worst-stop-the-world"), {double(rehash.stopTheWorld.worstAt)},
               {double(rehash.stopTheWorld.worstCost)});
    expectData(graph(plot, "worst-incremental"), {double(rehash.incremental.worstAt)},
               {double(rehash.incremental.worstCost)});
    EXPECT_TRUE(w.caption().contains(QLocale().toString(qulonglong(rehash.stopTheWorld.worstCost))))
        << w.caption().toStdString();
}

TEST(TableTheoryPlot, MeasureAgainTakesTheNextSeedAndCancelKeepsThePlot) {
    TableTheoryPlot w;
    auto p = small();
    TableTheoryPlotTestAccess::setParams(w, p);
    w.show(); // buttons take clicks from a shown window only
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    choose(w, TableTheoryPlot::Resizing);
    ASSERT_TRUE(w.results().resize);
    EXPECT_EQ(w.results().resize->config.seed, 1u);
    QCPGraph* probes = graph(w.plots(TableTheoryPlot::Resizing)[1], "probes-linear");
    const double before = probes->data()->at(probes->data()->size() - 1)->value;

    // A long run (10^6 inserts), cancelled at once: the seed-1 plot stays.
    p.resize.inserts = 1'000'000;
    TableTheoryPlotTestAccess::setParams(w, p);
    QTest::mouseClick(w.againButton(), Qt::LeftButton);
    QTest::mouseClick(w.progressPanel()->cancelButton(), Qt::LeftButton);
    w.waitForIt();
    EXPECT_EQ(w.results().resize->config.seed, 1u);
    EXPECT_EQ(w.seed(TableTheoryPlot::Resizing), 1u);
    EXPECT_EQ(w.results().resize->config.inserts, 5000u);
    probes = graph(w.plots(TableTheoryPlot::Resizing)[1], "probes-linear");
    EXPECT_DOUBLE_EQ(probes->data()->at(probes->data()->size() - 1)->value, before);
    EXPECT_TRUE(w.againButton()->isEnabled());

    p.resize.inserts = 5000;
    TableTheoryPlotTestAccess::setParams(w, p);
    QTest::mouseClick(w.againButton(), Qt::LeftButton);
    w.waitForIt();
    EXPECT_EQ(w.results().resize->config.seed, 2u); // the cancelled run used none up
    EXPECT_EQ(w.seed(TableTheoryPlot::Resizing), 2u);
    probes = graph(w.plots(TableTheoryPlot::Resizing)[1], "probes-linear");
    EXPECT_NE(probes->data()->at(probes->data()->size() - 1)->value, before);
}

TEST(TableTheoryPlot, RendersItsPlotAndSavesTheSelection) {
    TableTheoryPlot w;
    TableTheoryPlotTestAccess::setParams(w, small());
    w.resize(1280, 720);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    choose(w, TableTheoryPlot::Cuckoo);
    // The measured markers are drawn in the first series colour.
    const QImage img = w.plots(TableTheoryPlot::Cuckoo)[0]->grab().toImage();
    const QColor c = ThemeManager::instance().palette().seriesColor(0);
    auto near = [&](QColor p) { // antialiased edges blend into the background
        return std::abs(p.red() - c.red()) + std::abs(p.green() - c.green()) +
                   std::abs(p.blue() - c.blue()) <
               60;
    };
    int hits = 0;
    for (int yy = 0; yy < img.height(); ++yy)
        for (int xx = 0; xx < img.width(); ++xx)
            hits += near(img.pixelColor(xx, yy));
    EXPECT_GT(hits, 100);

    EXPECT_EQ(w.save(), (nlohmann::json{{"plot", "cuckoo"}}));
    TableTheoryPlot other;
    TableTheoryPlotTestAccess::setParams(other, small());
    EXPECT_EQ(other.load(w.save()), QString());
    EXPECT_EQ(other.current(), TableTheoryPlot::Cuckoo);
    EXPECT_FALSE(other.load({{"plot", "bogus"}}).isEmpty());
    EXPECT_FALSE(other.load({{"plot", 3}}).isEmpty());
    EXPECT_FALSE(other.load(nlohmann::json::array()).isEmpty());
    EXPECT_EQ(other.current(), TableTheoryPlot::Cuckoo);
    EXPECT_EQ(other.load({{"plot", "rehash"}}), QString());
    EXPECT_EQ(other.current(), TableTheoryPlot::Rehash);
}

} // namespace
