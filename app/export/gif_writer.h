#pragma once
// An animated GIF through giflib, built in memory. Each frame after the first is a delta: only
// the rectangle holding the pixels that changed since the frame before is written, and inside it
// the unchanged pixels use the frame's transparent index, so a still stage costs a few bytes and
// the compressor sees long runs. Each frame has its own palette (median cut over the pixels it
// writes); the animation loops for ever (the NETSCAPE2.0 extension).
#include "animation_writer.h"
#include "median_cut.h"

#include <QByteArray>
#include <QImage>
#include <QRect>
#include <QString>

struct GifFileType;

namespace hashlab::app {

class GifWriter : public AnimationWriter {
public:
    explicit GifWriter(QSize size);
    ~GifWriter() override;
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // delayCs: 1 to 65535.
    QString addFrame(const QImage& frame, int delayCs) override;
    QString finish() override;
    const QByteArray& bytes() const override { return m_bytes; }
    int frames() const override { return m_frames; }

private:
    QString error(int code) const;

    QSize m_size;
    QByteArray m_bytes;
    GifFileType* m_gif = nullptr;
    int m_openError = 0;
    QImage m_previous;
    MedianCutPalette m_palette;
    int m_frames = 0;
};

} // namespace hashlab::app
