#include "webp_writer.h"

#include <QCoreApplication>

#include <webp/encode.h>
#include <webp/mux.h>

namespace hashlab::app {

WebpWriter::WebpWriter(QSize size) : m_size(size) {
    WebPAnimEncoderOptions options;
    if (!WebPAnimEncoderOptionsInit(&options))
        return;
    options.anim_params.loop_count = 0; // for ever
    options.allow_mixed = 0;            // lossless only: no blurred text
    m_encoder = WebPAnimEncoderNew(size.width(), size.height(), &options);
}

WebpWriter::~WebpWriter() {
    if (m_encoder)
        WebPAnimEncoderDelete(m_encoder);
}

QString WebpWriter::error(const char* what) const {
    const char* detail = m_encoder ? WebPAnimEncoderGetError(m_encoder) : nullptr;
    return QCoreApplication::translate("Exporter", "could not encode the WebP image: %1")
        .arg(QString::fromUtf8(detail && *detail ? detail : what));
}

QString WebpWriter::addFrame(const QImage& input, int delayCs) {
    if (!m_encoder)
        return error("out of memory");
    // R, G, B, A in memory on every machine: what WebPPictureImportRGBA reads.
    QImage frame = input.convertToFormat(QImage::Format_RGBA8888);
    if (frame.size() != m_size)
        frame = frame.scaled(m_size);
    WebPConfig config;
    WebPPicture picture;
    if (!WebPConfigInit(&config) || !WebPPictureInit(&picture))
        return error("version mismatch");
    // Level 2 of 9: most of lossless's gain on flat UI pictures at a fraction of the time of
    // the default (6).
    WebPConfigLosslessPreset(&config, 2);
    picture.use_argb = 1;
    picture.width = m_size.width();
    picture.height = m_size.height();
    if (!WebPPictureImportRGBA(&picture, frame.constBits(), int(frame.bytesPerLine()))) {
        WebPPictureFree(&picture);
        return error("out of memory");
    }
    const bool ok = WebPAnimEncoderAdd(m_encoder, &picture, m_timestampMs, &config);
    WebPPictureFree(&picture);
    if (!ok)
        return error("frame refused");
    m_timestampMs += 10 * delayCs;
    ++m_frames;
    return {};
}

QString WebpWriter::finish() {
    if (!m_encoder)
        return error("out of memory");
    // A last, empty frame gives the previous one its duration.
    if (!WebPAnimEncoderAdd(m_encoder, nullptr, m_timestampMs, nullptr))
        return error("end refused");
    WebPData data;
    WebPDataInit(&data);
    if (!WebPAnimEncoderAssemble(m_encoder, &data))
        return error("assembly failed");
    m_bytes = QByteArray(reinterpret_cast<const char*>(data.bytes), qsizetype(data.size));
    WebPDataClear(&data);
    return {};
}

} // namespace hashlab::app
