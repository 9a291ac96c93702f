#include "animation.h"

#include "gif_writer.h"
#include "webp_writer.h"

#include "shell/lab_page.h"
#include "shell/safe_write.h"
#include "shell/step_player.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

QList<int> animationFpsChoices() {
    return {5, 10, 20, 25, 50};
}

bool isAnimationFps(int fps) {
    return animationFpsChoices().contains(fps);
}

std::vector<AnimationShot> animationShots(const LabPage& page, const AnimationTiming& timing) {
    std::vector<AnimationShot> shots;
    const StepPlayer* player = page.stepPlayer();
    if (!player)
        return shots;
    const int hold = std::max(1, static_cast<int>(std::lround(timing.secondsPerStep * timing.fps)));
    for (int stage = 0; stage <= player->count(); ++stage) {
        const int ms = stage > 0 ? page.transitionMs(stage) : 0;
        const int between = static_cast<int>(std::lround(ms / 1000.0 * timing.fps));
        for (int k = 0; k < between; ++k)
            shots.push_back({stage, double(k) / between, 1});
        shots.push_back({stage, 1.0, hold});
        // The limit is checked by the caller; stop growing far past it all the same.
        if (shots.size() > std::size_t(animlimits::kMaxFrames) + 1)
            break;
    }
    return shots;
}

AnimationExport::AnimationExport(LabPage* page, ExportPart part, const ExportRequest& request,
                                 AnimationKind kind, const AnimationTiming& timing, int columns)
    : m_page(page), m_part(part), m_request(request), m_kind(kind), m_timing(timing),
      m_columns(columns) {
    m_statusConnection = QObject::connect(page, &LabPage::statusMessage,
                                          [this](const QString& text) { m_status = text; });
}

AnimationExport::~AnimationExport() {
    QObject::disconnect(m_statusConnection);
}

QString AnimationExport::start() {
    StepPlayer* player = m_page->stepPlayer();
    if (!player || player->count() == 0)
        return QCoreApplication::translate(
                   "Exporter", "the %1 lab shows no steps to animate: its step player is empty")
            .arg(m_page->title());
    m_stages = player->count() + 1;
    if (m_kind == AnimationKind::Animated) {
        if (!isAnimationFps(m_timing.fps))
            return QCoreApplication::translate(
                "Exporter",
                "fps must be 5, 10, 20, 25 or 50 (GIF delays are hundredths of a second)");
        if (!(m_timing.secondsPerStep >= animlimits::kMinHold &&
              m_timing.secondsPerStep <= animlimits::kMaxHold))
            return QCoreApplication::translate("Exporter",
                                               "seconds per step must be from 0.1 to 60");
        if (m_request.size.width() > animlimits::kMaxWidth ||
            m_request.size.height() > animlimits::kMaxHeight)
            return QCoreApplication::translate("Exporter",
                                               "an animation is at most 3840x2160 pixels");
        m_shots = animationShots(*m_page, m_timing);
        if (m_shots.size() > std::size_t(animlimits::kMaxFrames))
            return QCoreApplication::translate(
                       "Exporter",
                       "the animation would have more than %1 pictures (%2 stages): lower the fps")
                .arg(animlimits::kMaxFrames)
                .arg(m_stages);
    } else {
        m_storyboard = std::make_unique<Storyboard>(m_request.size, m_stages, m_columns,
                                                    m_page->palette().color(QPalette::Window),
                                                    m_page->palette().color(QPalette::WindowText));
        const QString error = m_storyboard->check();
        if (!error.isEmpty())
            return error;
    }
    m_detached = std::make_unique<DetachedPart>(m_page, m_part);
    if (!m_detached->widget())
        return QCoreApplication::translate("Exporter", "the %1 lab has no %2 to export")
            .arg(m_page->title(), exportPartId(m_part));
    // Lay out over every stage: a caption that wraps to more lines at one stage keeps its room
    // at all of them, so every frame has the same layout (nothing jumps).
    for (int stage = 0; stage < m_stages; ++stage) {
        show(stage, 1.0);
        const QString error = layOutForExport(m_detached->widget(), m_request, &m_layout);
        if (!error.isEmpty())
            return error;
    }
    m_result.stages = m_stages;
    m_result.appliedScale = m_layout.scale;
    if (m_kind == AnimationKind::Animated) {
        if (QFileInfo(m_request.path).suffix().toLower() == QLatin1String("webp"))
            m_writer = std::make_unique<WebpWriter>(m_request.size);
        else
            m_writer = std::make_unique<GifWriter>(m_request.size);
        m_result.size = m_request.size;
    } else {
        m_result.size = m_storyboard->size();
    }
    return {};
}

void AnimationExport::show(int stage, double t) {
    StepPlayer* player = m_page->stepPlayer();
    if (player->index() != stage)
        player->setIndex(stage);
    m_page->showInBetween(t);
    settleLayout();
}

QImage AnimationExport::render() {
    return renderExportImage(m_detached->widget(), m_request, m_layout);
}

QString AnimationExport::step() {
    if (allDone())
        return {};
    if (m_kind == AnimationKind::Animated) {
        const AnimationShot& shot = m_shots[std::size_t(m_done)];
        show(shot.stage, shot.t);
        const QString error = m_writer->addFrame(render(), shot.frames * (100 / m_timing.fps));
        if (!error.isEmpty())
            return error;
        m_result.playFrames += shot.frames;
    } else {
        show(m_done, 1.0);
        QString caption = m_page->stepCaption();
        if (caption.isEmpty())
            caption = m_status;
        m_storyboard->add(m_done, render(), QStringLiteral("%1 / %2").arg(m_done).arg(m_stages - 1),
                          caption);
    }
    ++m_done;
    return {};
}

QString AnimationExport::finish() {
    if (!allDone())
        return QCoreApplication::translate("Exporter", "the export was not finished");
    QByteArray bytes;
    if (m_kind == AnimationKind::Animated) {
        const QString error = m_writer->finish();
        if (!error.isEmpty())
            return error;
        bytes = m_writer->bytes();
        m_result.frames = m_writer->frames();
        m_result.seconds = double(m_result.playFrames) / m_timing.fps;
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!m_storyboard->image().save(&buffer, "PNG"))
            return QCoreApplication::translate("Exporter", "could not encode the PNG image");
        m_result.frames = m_stages;
    }
    m_result.bytes = bytes.size();
    return writeFileAtomically(m_request.path, bytes);
}

} // namespace hashlab::app
