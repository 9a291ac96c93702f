// Animated export speed and size (issue 15): the ring lab's default migration (1,500 keys, a
// fifth node joining) at 1280x720, 10 fps, about 10 s, as a GIF. Goals: at most 5 MB, encoded
// (rendered, quantised, compressed and written) in at most twice its play time. The WebP of the
// same pictures for comparison.
#include "export/animation.h"
#include "labs/ring/ring_lab.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::app;

void ringMigration(benchmark::State& state, const QString& suffix) {
    const QString path = QDir::temp().filePath(QStringLiteral("hashlab_bench_migration.") + suffix);
    AnimationTiming timing;
    timing.fps = 10;
    // Four held stages and the 0.9 s colour change: (10 − 0.9) / 4 s each, 23 frames at 10 fps.
    timing.secondsPerStep = (10.0 - 0.9) / 4;
    AnimationResult result;
    double encodeSeconds = 0;
    for (auto _ : state) {
        state.PauseTiming();
        RingLab page;
        page.settleForExport();
        ExportRequest request;
        request.path = path;
        request.size = QSize(1280, 720);
        AnimationExport run(&page, ExportPart::Page, request, AnimationKind::Animated, timing);
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        QString error = run.start();
        while (error.isEmpty() && !run.allDone())
            error = run.step();
        if (error.isEmpty())
            error = run.finish();
        encodeSeconds = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        if (!error.isEmpty()) {
            state.SkipWithError(error.toStdString().c_str());
            break;
        }
        result = run.result();
    }
    state.counters["bytes"] = double(result.bytes);
    state.counters["pictures"] = result.frames;
    state.counters["play_frames"] = result.playFrames;
    state.counters["play_seconds"] = result.seconds;
    state.counters["encode_seconds"] = encodeSeconds;
    state.counters["encode_over_play"] = result.seconds > 0 ? encodeSeconds / result.seconds : 0;
    QFile::remove(path);
}

void BM_RingMigrationGif(benchmark::State& state) {
    ringMigration(state, QStringLiteral("gif"));
}

// The same pictures as a lossless animated WebP (libwebp's WebPAnimEncoder).
void BM_RingMigrationWebp(benchmark::State& state) {
    ringMigration(state, QStringLiteral("webp"));
}

BENCHMARK(BM_RingMigrationGif)
    ->Name("BM_RingMigrationGif/1280x720/10fps/1500keys")
    ->Unit(benchmark::kSecond)
    ->Iterations(3);
BENCHMARK(BM_RingMigrationWebp)
    ->Name("BM_RingMigrationWebp/1280x720/10fps/1500keys")
    ->Unit(benchmark::kSecond)
    ->Iterations(3);

} // namespace
