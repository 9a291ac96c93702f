#include "gif_writer.h"

#include <QCoreApplication>

#include <gif_lib.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace hashlab::app {
namespace {

int appendToBuffer(GifFileType* gif, const GifByteType* data, int length) {
    static_cast<QByteArray*>(gif->UserData)
        ->append(reinterpret_cast<const char*>(data), static_cast<qsizetype>(length));
    return length;
}

// The smallest rectangle holding every pixel of `now` that differs from `before`.
QRect changedRect(const QImage& before, const QImage& now) {
    int top = -1, bottom = -1, left = now.width(), right = -1;
    const auto rowBytes = static_cast<std::size_t>(now.width()) * 4;
    for (int y = 0; y < now.height(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(before.constScanLine(y));
        const auto* b = reinterpret_cast<const QRgb*>(now.constScanLine(y));
        if (std::memcmp(a, b, rowBytes) == 0)
            continue;
        if (top < 0)
            top = y;
        bottom = y;
        int x = 0;
        while (a[x] == b[x])
            ++x;
        left = std::min(left, x);
        int r = now.width() - 1;
        while (a[r] == b[r])
            --r;
        right = std::max(right, r);
    }
    if (top < 0)
        return {};
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

GifWriter::GifWriter(QSize size) : m_size(size) {
    m_gif = EGifOpen(&m_bytes, appendToBuffer, &m_openError);
    if (!m_gif)
        return;
    EGifSetGifVersion(m_gif, true); // GIF89a: delays, transparency, the loop extension
    if (EGifPutScreenDesc(m_gif, size.width(), size.height(), 8, 0, nullptr) == GIF_ERROR) {
        m_openError = m_gif->Error;
        return;
    }
    // Loop for ever: the application extension browsers read (loop count 0).
    static const GifByteType netscape[] = "NETSCAPE2.0";
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(m_gif, 11, netscape) == GIF_ERROR ||
        EGifPutExtensionBlock(m_gif, 3, loop) == GIF_ERROR ||
        EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
        m_openError = m_gif->Error;
}

GifWriter::~GifWriter() {
    if (m_gif) {
        int ignored = 0;
        EGifCloseFile(m_gif, &ignored);
    }
}

QString GifWriter::error(int code) const {
    const char* text = GifErrorString(code);
    return QCoreApplication::translate("Exporter", "could not encode the GIF image: %1")
        .arg(QString::fromLatin1(text ? text : "unknown error"));
}

QString GifWriter::addFrame(const QImage& input, int delayCs) {
    if (!m_gif || m_openError)
        return error(m_openError ? m_openError : E_GIF_ERR_NOT_ENOUGH_MEM);
    QImage frame = input.convertToFormat(QImage::Format_RGB32);
    if (frame.size() != m_size)
        frame = frame.scaled(m_size);
    QRect rect = m_previous.isNull() ? frame.rect() : changedRect(m_previous, frame);
    const bool unchanged = rect.isEmpty();
    if (unchanged)
        rect = QRect(0, 0, 1, 1); // a frame must have a pixel: one transparent one
    m_palette.clear();
    if (!unchanged)
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            const auto* now = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
            const auto* before = m_previous.isNull()
                                     ? nullptr
                                     : reinterpret_cast<const QRgb*>(m_previous.constScanLine(y));
            for (int x = rect.left(); x <= rect.right(); ++x)
                if (!before || before[x] != now[x])
                    m_palette.add(now[x]);
        }
    m_palette.build(255); // index 255 (or the first free one) stays transparent
    const auto& colours = m_palette.colours();
    const int transparent = static_cast<int>(colours.size());
    int mapSize = 2;
    while (mapSize < transparent + 1)
        mapSize *= 2;
    std::vector<GifColorType> entries(static_cast<std::size_t>(mapSize), GifColorType{0, 0, 0});
    for (std::size_t i = 0; i < colours.size(); ++i)
        entries[i] = GifColorType{static_cast<GifByteType>(qRed(colours[i])),
                                  static_cast<GifByteType>(qGreen(colours[i])),
                                  static_cast<GifByteType>(qBlue(colours[i]))};
    ColorMapObject* map = GifMakeMapObject(mapSize, entries.data());
    if (!map)
        return error(E_GIF_ERR_NOT_ENOUGH_MEM);

    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT; // the next delta draws over this frame
    control.UserInputFlag = false;
    control.DelayTime = std::clamp(delayCs, 1, 65535);
    control.TransparentColor = m_previous.isNull() ? NO_TRANSPARENT_COLOR : transparent;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    int status = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, 4, extension);
    if (status != GIF_ERROR)
        status =
            EGifPutImageDesc(m_gif, rect.x(), rect.y(), rect.width(), rect.height(), false, map);
    GifFreeMapObject(map);
    std::vector<GifPixelType> line(static_cast<std::size_t>(rect.width()));
    for (int y = rect.top(); y <= rect.bottom() && status != GIF_ERROR; ++y) {
        const auto* now = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        const auto* before = m_previous.isNull()
                                 ? nullptr
                                 : reinterpret_cast<const QRgb*>(m_previous.constScanLine(y));
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const bool same = unchanged || (before && before[x] == now[x]);
            line[static_cast<std::size_t>(x - rect.left())] =
                static_cast<GifPixelType>(same ? transparent : m_palette.indexOf(now[x]));
        }
        status = EGifPutLine(m_gif, line.data(), rect.width());
    }
    if (status == GIF_ERROR)
        return error(m_gif->Error);
    m_previous = std::move(frame);
    ++m_frames;
    return {};
}

QString GifWriter::finish() {
    if (!m_gif)
        return error(m_openError);
    int code = 0;
    const int status = EGifCloseFile(m_gif, &code);
    m_gif = nullptr;
    return status == GIF_ERROR ? error(code) : QString();
}

} // namespace hashlab::app
