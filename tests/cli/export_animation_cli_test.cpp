// `hashlab export --animate` and `--storyboard` (issue 15, animated export of any trace), run on
// the built binary; the GIF is read back with giflib's DGifSlurp.
#include "support/expect_usage_error.h"
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gif_lib.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <webp/demux.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <utility>

namespace {

namespace fs = std::filesystem;
using hashlab::test::expectUsageError;
using hashlab::test::pngSize;
using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::TempDir;

struct Gif {
    int width = 0, height = 0, images = 0, totalDelayCs = 0;
    int deltaFrames = 0;       // frames after the first with a transparent index
    int smallerThanScreen = 0; // frames writing less than the whole screen
    std::vector<int> delays;
};

Gif readGif(const std::string& path) {
    Gif g;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.c_str(), &error);
    if (!gif)
        return g;
    if (DGifSlurp(gif) == GIF_OK) {
        g.width = gif->SWidth;
        g.height = gif->SHeight;
        g.images = gif->ImageCount;
        for (int i = 0; i < gif->ImageCount; ++i) {
            GraphicsControlBlock control;
            if (DGifSavedExtensionToGCB(gif, i, &control) == GIF_OK) {
                g.totalDelayCs += control.DelayTime;
                g.delays.push_back(control.DelayTime);
                if (i > 0 && control.TransparentColor != NO_TRANSPARENT_COLOR)
                    ++g.deltaFrames;
            }
            const GifImageDesc& d = gif->SavedImages[i].ImageDesc;
            if (d.Width * d.Height < g.width * g.height)
                ++g.smallerThanScreen;
        }
    }
    DGifCloseFile(gif, &error);
    return g;
}

// The ring lab opens on a node joining: stages 0 to 3, and its keys change colour over 0.9 s on
// the way into stage 3 (RingLab's kAnimationMs) — the in-between frames.
constexpr int kRingStages = 4;
constexpr double kRingTransitionSeconds = 0.9;

TEST(CliExportAnimation, RingGifHasEveryStageAndTheInBetweenFramesAtTheSizeAsked) {
    TempDir dir;
    for (const int fps : {10, 20}) {
        const double hold = 0.5;
        const std::string out = dir.file("ring" + std::to_string(fps) + ".gif");
        const auto r =
            runHashlab({"export", "--lab", "ring", "--animate", "--fps", std::to_string(fps),
                        "--seconds-per-step", "0.5", "--size", "320x180", "--out", out, "--json"},
                       120);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const auto j = nlohmann::json::parse(r.out);
        const Gif g = readGif(out);
        const int between = static_cast<int>(std::lround(kRingTransitionSeconds * fps));
        const int holdFrames = static_cast<int>(std::lround(hold * fps));
        EXPECT_EQ(g.width, 320);
        EXPECT_EQ(g.height, 180);
        EXPECT_EQ(g.images, kRingStages + between) << fps;
        EXPECT_EQ(g.totalDelayCs, (kRingStages * holdFrames + between) * (100 / fps));
        // Held stages last hold × fps frames; in-between pictures one frame each.
        EXPECT_EQ(g.delays.front(), holdFrames * (100 / fps));
        EXPECT_EQ(g.delays.back(), holdFrames * (100 / fps));
        EXPECT_EQ(g.deltaFrames, g.images - 1);
        // The keys' colour change touches the canvas only: those deltas are smaller pictures.
        EXPECT_GE(g.smallerThanScreen, between - 1);
        EXPECT_EQ(j["frames"], g.images);
        EXPECT_EQ(j["fps"], fps);
        EXPECT_EQ(j["stages"], kRingStages);
        EXPECT_EQ(j["bytes"], readBytes(out).size());
        EXPECT_DOUBLE_EQ(j["seconds"].get<double>(), g.totalDelayCs / 100.0);
        EXPECT_NE(readBytes(out).find("NETSCAPE2.0"), std::string::npos) << "loops for ever";
    }
}

TEST(CliExportAnimation, WebpHasTheSameFramesAndPlayTimeAsTheGif) {
    TempDir dir;
    const std::string out = dir.file("ring.webp");
    const auto r = runHashlab({"export", "--lab", "ring", "--animate", "--seconds-per-step", "0.5",
                               "--size", "320x180", "--out", out, "--json"},
                              120);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["kind"], "webp");
    const std::string bytes = readBytes(out);
    WebPData data{reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()};
    WebPAnimDecoderOptions options;
    ASSERT_TRUE(WebPAnimDecoderOptionsInit(&options));
    WebPAnimDecoder* decoder = WebPAnimDecoderNew(&data, &options);
    ASSERT_NE(decoder, nullptr);
    WebPAnimInfo info;
    ASSERT_TRUE(WebPAnimDecoderGetInfo(decoder, &info));
    EXPECT_EQ(info.canvas_width, 320u);
    EXPECT_EQ(info.canvas_height, 180u);
    EXPECT_EQ(info.loop_count, 0u) << "loops for ever";
    const int between = static_cast<int>(std::lround(kRingTransitionSeconds * 10));
    EXPECT_EQ(static_cast<int>(info.frame_count), kRingStages + between);
    EXPECT_EQ(j["frames"], info.frame_count);
    int endMs = 0;
    while (WebPAnimDecoderHasMoreFrames(decoder)) {
        uint8_t* pixels = nullptr;
        ASSERT_TRUE(WebPAnimDecoderGetNext(decoder, &pixels, &endMs));
    }
    EXPECT_EQ(endMs, (kRingStages * 5 + between) * 100);
    EXPECT_DOUBLE_EQ(j["seconds"].get<double>(), endMs / 1000.0);
    WebPAnimDecoderDelete(decoder);
}

// The probing lab steps through a probe sequence without an animation between steps. (Bloom and
// collisions have none either, but settling their plots takes seconds before any export.)
TEST(CliExportAnimation, ALabWithoutInBetweenFramesWritesOnePicturePerStage) {
    TempDir dir;
    const std::string out = dir.file("probing.gif");
    const auto r = runHashlab({"export", "--lab", "probing", "--animate", "--seconds-per-step",
                               "0.2", "--size", "400x300", "--lang", "zh_CN", "--theme", "dark",
                               "--out", out, "--json"},
                              120);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const Gif g = readGif(out);
    EXPECT_GT(j["stages"].get<int>(), 1);
    EXPECT_EQ(g.images, j["stages"].get<int>());
    EXPECT_EQ(g.width, 400);
    EXPECT_EQ(g.height, 300);
    EXPECT_EQ(g.totalDelayCs, g.images * 20);
}

TEST(CliExportAnimation, StoryboardIsAGridOfEveryStage) {
    TempDir dir;
    auto run = [&](const std::string& name, std::vector<std::string> extra) {
        std::vector<std::string> args = {"export",       "--lab",        "ring",
                                         "--storyboard", "--size",       "320x180",
                                         "--out",        dir.file(name), "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        const auto r = runHashlab(args, 120);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return r.exitCode == 0 ? nlohmann::json::parse(r.out) : nlohmann::json{};
    };
    const auto square = run("square.png", {});
    const auto row = run("row.png", {"--columns", "4"});
    const auto zh = run("zh.png", {"--lang", "zh_CN", "--theme", "classroom"});
    const int gap = 8; // max(8, cell width / 80)
    // Four stages: 2 x 2 by default, 4 x 1 with --columns 4.
    EXPECT_EQ(square["stages"], kRingStages);
    EXPECT_EQ(square["frames"], kRingStages);
    EXPECT_EQ(square["image_width"], 2 * 320 + 3 * gap);
    EXPECT_EQ(row["image_width"], 4 * 320 + 5 * gap);
    // Each row is a picture and its caption band; both grids have the same band.
    const int band2 = (square["image_height"].get<int>() - 3 * gap) / 2 - 180;
    const int band1 = row["image_height"].get<int>() - 2 * gap - 180;
    EXPECT_EQ(band1, band2);
    EXPECT_GT(band1, 0);
    EXPECT_EQ(square["image_height"], 2 * (180 + band2) + 3 * gap);
    EXPECT_EQ(pngSize(readBytes(dir.file("square.png"))),
              std::make_pair(square["image_width"].get<int>(), square["image_height"].get<int>()));
    EXPECT_EQ(pngSize(readBytes(dir.file("row.png"))),
              std::make_pair(row["image_width"].get<int>(), row["image_height"].get<int>()));
    EXPECT_EQ(zh["image_width"], square["image_width"]);
}

TEST(CliExportAnimation, BadAnimationInputExitsTwoNamingTheParameter) {
    TempDir dir;
    const std::string gif = dir.file("a.gif");
    auto run = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = {"export", "--lab", "ring"};
        args.insert(args.end(), extra.begin(), extra.end());
        return runHashlab(args, 60);
    };
    expectUsageError(run({"--animate", "--fps", "7", "--out", gif}), "--fps");
    expectUsageError(run({"--animate", "--fps", "0", "--out", gif}), "--fps");
    expectUsageError(run({"--animate", "--seconds-per-step", "0", "--out", gif}),
                     "--seconds-per-step");
    expectUsageError(run({"--animate", "--seconds-per-step", "61", "--out", gif}),
                     "--seconds-per-step");
    expectUsageError(run({"--animate", "--out", dir.file("a.png")}), "--out");
    expectUsageError(run({"--storyboard", "--out", gif}), "--out");
    expectUsageError(run({"--animate", "--storyboard", "--out", gif}), "--storyboard");
    expectUsageError(run({"--fps", "10", "--out", dir.file("a.png")}), "--fps");
    expectUsageError(run({"--columns", "2", "--out", dir.file("a.png")}), "--columns");
    expectUsageError(run({"--storyboard", "--columns", "0", "--out", dir.file("b.png")}),
                     "--columns");
    expectUsageError(run({"--animate", "--size", "3841x720", "--out", gif}), "--size");
    // A storyboard past 16384 pixels on a side is refused before anything is drawn.
    expectUsageError(run({"--storyboard", "--size", "9000x100", "--out", dir.file("c.png")}),
                     "--storyboard");
    EXPECT_FALSE(fs::exists(gif));
}

} // namespace
