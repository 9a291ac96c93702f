#pragma once
// An animated image built in memory, one frame after another (GifWriter, WebpWriter).
#include <QByteArray>
#include <QImage>
#include <QString>

namespace hashlab::app {

class AnimationWriter {
public:
    virtual ~AnimationWriter() = default;
    // Appends `frame` (of the writer's size, opaque) shown for `delayCs` hundredths of a second.
    // Returns "" or the encoder's message.
    virtual QString addFrame(const QImage& frame, int delayCs) = 0;
    // Ends the file; returns "" or a message. bytes() is the whole file afterwards.
    virtual QString finish() = 0;
    virtual const QByteArray& bytes() const = 0;
    virtual int frames() const = 0; // frames in the file
};

} // namespace hashlab::app
