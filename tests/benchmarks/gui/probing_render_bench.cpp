// Rendering cost of the probing canvas: a full 128-slot grid with a long probe path must repaint
// well within a frame (16 ms) so that playing a trace stays smooth.
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_view.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::app;

void BM_ProbingViewPaint(benchmark::State& state) {
    ProbingModel model;
    hashlab::tables::ProbeConfig c;
    c.m = state.range(0);
    c.strategy = hashlab::tables::Strategy::Linear;
    model.applyConfig(c);
    // A long cluster so the last insert walks many slots.
    for (int k = 0; k < 60; ++k)
        model.operate(hashlab::tables::OpKind::Insert, QString::number(k * c.m + 3));
    ProbingView view(&model);
    view.resize(1280, 520);
    view.setStep(static_cast<int>(model.trace()->probes.size()));
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(&painter);
    }
}
BENCHMARK(BM_ProbingViewPaint)->Arg(128)->Arg(100000)->Unit(benchmark::kMillisecond);

} // namespace
