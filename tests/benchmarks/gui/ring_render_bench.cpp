// Ring canvas render time (issue 3): 1920x1080, 50 nodes x 200 vnodes, 20,000 key dots, into an
// offscreen QImage. Goal: at most 16 ms a frame so the migration animation holds 60 fps.
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::app;

RingState fiftyNodes() {
    RingState s;
    s.config.vnodes = 200;
    for (int i = 0; i < 50; ++i)
        s.config.nodes.push_back({"node-" + std::to_string(i), 1});
    s.keyCount = 20000;
    return s;
}

void renderFrames(benchmark::State& state, RingModel& model, int step, bool cold) {
    RingView view(&model);
    view.resize(1920, 1080);
    view.setStep(step);
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    int frame = 0;
    for (auto _ : state) {
        // Animation frames advance t; a cold frame also alternates the step, which rebuilds the
        // cached layer (what stepping through the stages costs).
        view.setAnimation((frame % 60) / 60.0);
        if (cold)
            view.setStep(frame % 2 == 0 ? 2 : 3);
        ++frame;
        QPainter p(&image);
        view.render(p, QRectF(0, 0, 1920, 1080));
    }
    state.counters["keys_drawn"] = view.drawnKeys();
}

// A still frame: the ring, 10,000 points, 20,000 dots.
void BM_RingRender(benchmark::State& state) {
    RingModel model;
    model.resetTo(fiftyNodes());
    renderFrames(state, model, 3, false);
}

// A frame in the middle of the migration animation after a 51st node joins.
void BM_RingRenderMigrating(benchmark::State& state) {
    RingModel model;
    RingState after = fiftyNodes();
    after.config.nodes.push_back({"node-new", 1});
    model.resetWithChange(fiftyNodes(), after);
    renderFrames(state, model, 3, false);
}

// Stepping between stages: every frame rebuilds the layer (arcs, 10,000 points, 20,000 dots).
void BM_RingRenderStepping(benchmark::State& state) {
    RingModel model;
    RingState after = fiftyNodes();
    after.config.nodes.push_back({"node-new", 1});
    model.resetWithChange(fiftyNodes(), after);
    renderFrames(state, model, 3, true);
}

BENCHMARK(BM_RingRender)
    ->Name("BM_RingRender/1920x1080/50x200/20000")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RingRenderStepping)
    ->Name("BM_RingRenderStepping/1920x1080/50x200/20000")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RingRenderMigrating)
    ->Name("BM_RingRenderMigrating/1920x1080/50x200/20000")
    ->Unit(benchmark::kMillisecond);

} // namespace
