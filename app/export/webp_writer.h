#pragma once
// An animated WebP through libwebp's WebPAnimEncoder, lossless: text and lines stay exact, and
// the encoder itself writes each frame as the rectangle that changed. Loops for ever.
#include "animation_writer.h"

#include <QSize>

struct WebPAnimEncoder;

namespace hashlab::app {

class WebpWriter : public AnimationWriter {
public:
    explicit WebpWriter(QSize size);
    ~WebpWriter() override;
    WebpWriter(const WebpWriter&) = delete;
    WebpWriter& operator=(const WebpWriter&) = delete;

    QString addFrame(const QImage& frame, int delayCs) override;
    QString finish() override;
    const QByteArray& bytes() const override { return m_bytes; }
    int frames() const override { return m_frames; }

private:
    QString error(const char* what) const;

    QSize m_size;
    WebPAnimEncoder* m_encoder = nullptr;
    int m_timestampMs = 0;
    int m_frames = 0;
    QByteArray m_bytes;
};

} // namespace hashlab::app
