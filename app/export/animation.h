#pragma once
// Animated exports of a lab's trace: the step player's stages, each held still, with the frames
// of the page's own animation between them (the ring's keys changing colour), as a GIF or an
// animated WebP (by the file's extension); or every
// stage in one grid, a storyboard PNG. Frames are the pictures the PNG export makes (the same
// layout, theme, language, size and scale), rendered one shot at a time: the command line runs
// the shots in a loop, the window one per turn of its event loop (widgets paint only on the GUI
// thread) so that its progress bar and Cancel stay live.
#include "animation_writer.h"
#include "export_part.h"
#include "exporter.h"
#include "storyboard.h"

#include <QImage>
#include <QList>
#include <QMetaObject>
#include <QString>

#include <memory>
#include <vector>

namespace hashlab::app {

class LabPage;

namespace animlimits {
constexpr int kMaxFrames = 3000; // pictures in one GIF (a held stage is one picture)
constexpr int kMaxWidth = 3840;  // an animation frame is at most 3840x2160 (4K)
constexpr int kMaxHeight = 2160;
constexpr double kMinHold = 0.1; // seconds each stage is held
constexpr double kMaxHold = 60.0;
} // namespace animlimits

// GIF delays are whole hundredths of a second: 100/fps must be a whole number.
QList<int> animationFpsChoices(); // 5, 10, 20, 25, 50
bool isAnimationFps(int fps);

struct AnimationTiming {
    int fps = 10;
    double secondsPerStep = 1.5; // how long each stage is held
};

// One picture of the animation: `stage` of the player at fraction t of the transition into it
// (1 = settled), shown for `frames` frame times (1/fps each).
struct AnimationShot {
    int stage = 0;
    double t = 1.0;
    int frames = 1;
};

// Every stage from 0 to the player's count, in order: the in-between shots of the page's
// transition into the stage (t = 0, 1/n, …, (n−1)/n, one frame each, n = its length × fps), then
// the stage held for secondsPerStep (at least one frame).
std::vector<AnimationShot> animationShots(const LabPage& page, const AnimationTiming& timing);

enum class AnimationKind { Animated, Storyboard }; // Animated: GIF or WebP by the extension

struct AnimationResult {
    int frames = 0;     // pictures written (GIF) or cells (storyboard)
    int stages = 0;     // stages of the step player (its count + 1)
    int playFrames = 0; // frame times the GIF plays for (its length × fps)
    qint64 bytes = 0;   // size of the file written
    double seconds = 0; // play time of the GIF
    double appliedScale = 1;
    QSize size; // pixel size of the file
};

class AnimationExport {
public:
    // `page` is built for the export and settled; it is spent afterwards (it ends on the last
    // stage, a part may have left its layout). `columns` 0 = about square (storyboard only).
    AnimationExport(LabPage* page, ExportPart part, const ExportRequest& request,
                    AnimationKind kind, const AnimationTiming& timing = {}, int columns = 0);
    ~AnimationExport();

    // Checks the page (it has steps and the part), the size and the limits and lays the page out
    // over every stage. "" or a message (translated).
    QString start();
    int total() const { return m_kind == AnimationKind::Animated ? int(m_shots.size()) : m_stages; }
    int done() const { return m_done; }
    bool allDone() const { return m_done >= total(); }
    // Renders and encodes the next shot (GIF) or cell (storyboard).
    QString step();
    // Writes the file (atomically); "" or a message.
    QString finish();
    const AnimationResult& result() const { return m_result; }

private:
    void show(int stage, double t);
    QImage render();

    LabPage* m_page;
    ExportPart m_part;
    ExportRequest m_request;
    AnimationKind m_kind;
    AnimationTiming m_timing;
    int m_columns;
    std::unique_ptr<DetachedPart> m_detached;
    ExportLayout m_layout;
    std::vector<AnimationShot> m_shots;
    int m_stages = 0;
    int m_done = 0;
    QString m_status; // the page's last status message (a caption when it has none of its own)
    QMetaObject::Connection m_statusConnection;
    std::unique_ptr<AnimationWriter> m_writer;
    std::unique_ptr<Storyboard> m_storyboard;
    AnimationResult m_result;
};

} // namespace hashlab::app
