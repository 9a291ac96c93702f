// Issue 16's canvas goal: a frame at most 16 ms with a key's preference lines drawn, at the
// window's limits: 64 nodes (kMaxGuiNodes) x 1000 vnodes (kMaxGuiVnodes), R = 3, two nodes
// failed, 100,000 keys (the most computed without a background job; 20,000 dots drawn),
// 1920x1080 into an offscreen QImage.
#include "app/ring/ring_test_access.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::app;

RingState atTheLimits() {
    RingState s;
    s.config.vnodes = ringlimits::kMaxGuiVnodes;
    for (int i = 0; i < ringlimits::kMaxGuiNodes; ++i)
        s.config.nodes.push_back({"node-" + std::to_string(i), 1});
    s.failed = {"node-5", "node-40"};
    s.keyCount = ringlimits::kSyncKeys;
    s.replicas = 3;
    return s;
}

// Keys whose hover shows three copies, so every frame draws the preference lines.
std::vector<QPointF> hoverTargets(RingView& view, std::size_t want) {
    std::vector<QPointF> out;
    const int stride = view.sampleStride();
    for (std::uint64_t k = 0; out.size() < want && k < 20000;
         k += static_cast<std::uint64_t>(stride)) {
        const QPointF at = RingViewTestAccess::keyPosition(view, k);
        view.hoverAt(at);
        if (RingViewTestAccess::hoverCopies(view).size() == 3)
            out.push_back(at);
    }
    return out;
}

// moving: the mouse goes to another key before each frame (the hover is found and its list
// walked again), as when sweeping over the ring; otherwise one key stays hovered.
void BM_RingPreferenceFrame(benchmark::State& state, bool moving) {
    RingModel model;
    model.resetTo(atTheLimits());
    RingView view(&model);
    view.resize(1920, 1080);
    const std::vector<QPointF> targets = hoverTargets(view, 64);
    if (targets.empty()) {
        state.SkipWithError("no key with three copies");
        return;
    }
    view.hoverAt(targets.front());
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    std::size_t frame = 0;
    for (auto _ : state) {
        if (moving)
            view.hoverAt(targets[frame++ % targets.size()]);
        QPainter p(&image);
        view.render(p, QRectF(0, 0, 1920, 1080));
    }
    state.counters["lines"] = static_cast<double>(RingViewTestAccess::hoverCopies(view).size());
    state.counters["keys_drawn"] = view.drawnKeys();
}

BENCHMARK_CAPTURE(BM_RingPreferenceFrame, still, false)
    ->Name("BM_RingPreferenceFrame/1920x1080/64x1000/R3/still")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RingPreferenceFrame, moving, true)
    ->Name("BM_RingPreferenceFrame/1920x1080/64x1000/R3/moving")
    ->Unit(benchmark::kMillisecond);

} // namespace
