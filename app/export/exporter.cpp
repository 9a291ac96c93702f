#include "exporter.h"

#include "shell/safe_write.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>

#include <cmath>

namespace hashlab::app {
namespace {

void layOut(QWidget* widget, QSize logical) {
    widget->setAttribute(Qt::WA_DontShowOnScreen, !widget->isVisible());
    widget->resize(logical);
    if (!widget->isVisible())
        widget->show(); // layouts only settle on a shown widget
    widget->ensurePolished();
    QCoreApplication::processEvents();
    widget->resize(logical);
    QCoreApplication::processEvents();
}

} // namespace

bool exportFormatFor(const QString& path, ExportFormat* format) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        *format = ExportFormat::Png;
    else if (suffix == QLatin1String("svg"))
        *format = ExportFormat::Svg;
    else if (suffix == QLatin1String("pdf"))
        *format = ExportFormat::Pdf;
    else
        return false;
    return true;
}

QString exportWidget(QWidget* widget, const ExportRequest& request) {
    ExportFormat format;
    if (!exportFormatFor(request.path, &format))
        return QCoreApplication::translate("Exporter",
                                           "the output file must end in .png, .svg or .pdf: %1")
            .arg(request.path);
    if (request.size.width() < 16 || request.size.height() < 16 || request.size.width() > 16384 ||
        request.size.height() > 16384)
        return QCoreApplication::translate("Exporter",
                                           "size must be from 16x16 to 16384x16384 pixels");
    if (!(request.scale >= 0.5 && request.scale <= 4.0))
        return QCoreApplication::translate("Exporter", "scale must be from 0.5 to 4");
    const QSize logical(static_cast<int>(std::lround(request.size.width() / request.scale)),
                        static_cast<int>(std::lround(request.size.height() / request.scale)));
    if (logical.width() < 16 || logical.height() < 16)
        return QCoreApplication::translate("Exporter",
                                           "size divided by scale is too small to lay out (%1x%2)")
            .arg(logical.width())
            .arg(logical.height());
    layOut(widget, logical);

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case ExportFormat::Png: {
        QImage image(request.size, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(request.scale);
        image.fill(widget->palette().color(QPalette::Window));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        widget->render(&painter, QPoint(), QRegion(),
                       QWidget::DrawChildren | QWidget::DrawWindowBackground);
        painter.end();
        image.setDevicePixelRatio(1.0);
        if (image.size() != request.size || !image.save(&buffer, "PNG"))
            return QCoreApplication::translate("Exporter", "could not encode the PNG image");
        break;
    }
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(logical);
        svg.setViewBox(QRect(QPoint(0, 0), logical));
        svg.setResolution(static_cast<int>(std::lround(96 * request.scale)));
        svg.setTitle(QStringLiteral("HashLab"));
        QPainter painter(&svg);
        widget->render(&painter, QPoint(), QRegion(),
                       QWidget::DrawChildren | QWidget::DrawWindowBackground);
        painter.end();
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("HashLab"));
        pdf.setResolution(96);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(
            QSizeF(request.size.width() / 96.0 * 25.4, request.size.height() / 96.0 * 25.4),
            QPageSize::Millimeter));
        QPainter painter(&pdf);
        painter.scale(request.scale, request.scale);
        widget->render(&painter, QPoint(), QRegion(),
                       QWidget::DrawChildren | QWidget::DrawWindowBackground);
        painter.end();
        break;
    }
    }
    buffer.close();
    return writeFileAtomically(request.path, bytes);
}

} // namespace hashlab::app
