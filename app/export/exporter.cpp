#include "exporter.h"

#include "painted_text.h"
#include "pdf_to_unicode.h"
#include "shell/safe_write.h"
#include "vector_plots.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QFontInfo>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QWidget>

#include <algorithm>
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

// The smallest size with the aspect ratio of `logical` at which the widget's layout fits (its
// minimum size). Rendering a page below its minimum size would crop its right and bottom edges
// (labels, plots, whole panels), so the exporter lays out at this size instead and lowers the
// scale to keep the output pixel size: every part of the page stays in the picture.
QSize fittingSize(QWidget* widget, QSize logical) {
    const QSize needed = widget->minimumSizeHint().expandedTo(widget->minimumSize());
    const double grow = std::max({1.0, double(needed.width()) / logical.width(),
                                  double(needed.height()) / logical.height()});
    if (grow <= 1.0)
        return logical;
    return {static_cast<int>(std::ceil(logical.width() * grow)),
            static_cast<int>(std::ceil(logical.height() * grow))};
}

// QSvgGenerator writes the QFont's family as it was asked for: "Sans Serif", a fontconfig alias
// no browser knows, so a browser fell back to its own serif font (and Chinese to whatever it
// found). Name the family the text was laid out with, the CJK face for the Chinese, and a CSS
// generic family last.
QString cssFontFamilies(const QString& asked) {
    const QFont font(asked);
    const QFontInfo info(font);
    const QString lower = asked.toLower();
    const bool mono = info.fixedPitch() || lower.contains(QLatin1String("mono"));
    const bool serif =
        !mono && (lower == QLatin1String("serif") || info.styleHint() == QFont::Serif);
    const QStringList aliases = {QStringLiteral("sans serif"), QStringLiteral("sans"),
                                 QStringLiteral("sans-serif"), QStringLiteral("serif"),
                                 QStringLiteral("monospace")};
    QStringList families;
    if (!aliases.contains(lower))
        families << asked;
    families << info.family();
    if (mono)
        families << QStringLiteral("Noto Sans Mono CJK SC") << QStringLiteral("DejaVu Sans Mono");
    else
        families << QStringLiteral("Noto Sans CJK SC") << QStringLiteral("Noto Sans")
                 << QStringLiteral("DejaVu Sans");
    families.removeDuplicates();
    QStringList quoted;
    for (const QString& f : families)
        quoted << QStringLiteral("'%1'").arg(QString(f).remove(QLatin1Char('\'')).toHtmlEscaped());
    quoted << (mono    ? QStringLiteral("monospace")
               : serif ? QStringLiteral("serif")
                       : QStringLiteral("sans-serif"));
    return quoted.join(QStringLiteral(", "));
}

QByteArray withCssFontFamilies(const QByteArray& svg) {
    static const QRegularExpression attribute(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype last = 0;
    QHash<QString, QString> lists; // every <g> repeats the family: resolve each one once
    auto it = attribute.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString asked = m.captured(1);
        auto list = lists.find(asked);
        if (list == lists.end())
            list = lists.insert(asked, cssFontFamilies(asked));
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += QStringLiteral("font-family=\"%1\"").arg(*list);
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.toUtf8();
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

void settleLayout() {
    // Size hints are cached until the posted layout requests are handled; each nesting level
    // (label, its box, the splitter, the page) posts the next one.
    for (int level = 0; level < 10; ++level)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

QString layOutForExport(QWidget* widget, const ExportRequest& request, ExportLayout* result) {
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
    QSize laidOut = logical;
    // Layouts size a word-wrapped label by its one-line minimum, not by the lines it wraps into
    // at the width it gets, so captions were drawn over the plots above them in small or Chinese
    // exports. Reserve each one's wrapped height, then grow the layout to its (new) minimum;
    // repeat until nothing changes (widths only grow, so this settles in a few passes).
    for (int pass = 0; pass < 6; ++pass) {
        bool grew = false;
        for (QLabel* label : widget->findChildren<QLabel*>()) {
            if (!label->isVisible() || !label->wordWrap() || label->width() <= 0)
                continue;
            const int need = label->heightForWidth(label->width());
            // Compared with the minimum, not the height: a box layout already hands a wrapped
            // label its full height, taking it from the widgets next to it.
            if (need > label->minimumHeight()) {
                label->setMinimumHeight(need);
                grew = true;
            }
        }
        settleLayout();
        const QSize next = fittingSize(widget, logical);
        if (!grew && next == laidOut)
            break;
        laidOut = next;
        layOut(widget, laidOut);
    }
    // Equal to request.scale unless the page needed more room than size/scale (see fittingSize).
    const double scale = std::min(double(request.size.width()) / laidOut.width(),
                                  double(request.size.height()) / laidOut.height());
    result->laidOut = laidOut;
    result->scale = laidOut == logical ? request.scale : scale;
    return {};
}

QImage renderExportImage(QWidget* widget, const ExportRequest& request,
                         const ExportLayout& layout) {
    const double used = layout.scale;
    // Qt paints widgets at a device pixel ratio of 1 or more only (below 1 it paints at 1 and
    // crops): a smaller scale is drawn at 1 and then reduced, smoothly.
    const double ratio = std::max(1.0, used);
    const QSize drawn = ratio == used ? request.size : layout.laidOut;
    QImage image(drawn, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(widget->palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    widget->render(&painter, QPoint(), QRegion(),
                   QWidget::DrawChildren | QWidget::DrawWindowBackground);
    painter.end();
    image.setDevicePixelRatio(1.0);
    if (drawn != request.size) {
        QImage reduced(request.size, QImage::Format_ARGB32_Premultiplied);
        reduced.fill(widget->palette().color(QPalette::Window));
        QPainter p(&reduced);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawImage(QRectF(0, 0, drawn.width() * used, drawn.height() * used), image);
        p.end();
        image = reduced;
    }
    return image;
}

QString exportWidget(QWidget* widget, const ExportRequest& request, double* appliedScale) {
    ExportFormat format;
    if (!exportFormatFor(request.path, &format))
        return QCoreApplication::translate("Exporter",
                                           "the output file must end in .png, .svg or .pdf: %1")
            .arg(request.path);
    ExportLayout layout;
    const QString error = layOutForExport(widget, request, &layout);
    if (!error.isEmpty())
        return error;
    const QSize logical(static_cast<int>(std::lround(request.size.width() / request.scale)),
                        static_cast<int>(std::lround(request.size.height() / request.scale)));
    const QSize laidOut = layout.laidOut;
    const double used = layout.scale;
    if (appliedScale)
        *appliedScale = used;

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case ExportFormat::Png: {
        const QImage image = renderExportImage(widget, request, layout);
        if (image.size() != request.size || !image.save(&buffer, "PNG"))
            return QCoreApplication::translate("Exporter", "could not encode the PNG image");
        break;
    }
    case ExportFormat::Svg: {
        const VectorPlots plots(widget);
        bytes = withCssFontFamilies(
            clippedSvg(widget, logical, laidOut, static_cast<int>(std::lround(96 * used))));
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
        const VectorPlots plots(widget);
        auto paint = [&](QPaintDevice* device) {
            QPainter painter(device);
            painter.scale(used, used);
            renderClipped(widget, &painter);
        };
        PaintedText painted(&pdf);
        paint(&painted);
        paint(&pdf);
        buffer.close();
        bytes = withUnifiedIdeographs(bytes, [&painted](char32_t c) { return painted.drawnAs(c); });
        break;
    }
    }
    buffer.close();
    return writeFileAtomically(request.path, bytes);
}

} // namespace hashlab::app
