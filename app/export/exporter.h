#pragma once
// UI-free exporter: a widget + size + scale -> PNG (exactly the pixel size asked), SVG or PDF
// (vector: QPainter commands are recorded, text stays text). No dialog, no theme or language
// switching in here; callers set those first.
#include <QImage>
#include <QSize>
#include <QString>

class QWidget;

namespace hashlab::app {

enum class ExportFormat { Png, Svg, Pdf };

struct ExportRequest {
    QString path;
    QSize size{1600, 900}; // output size in pixels (PNG) or in 1/96-inch points (SVG, PDF)
    double scale = 1.0;    // device pixel ratio: the widget is laid out at size/scale
};

// Format from the file extension (.png, .svg, .pdf); false if unknown.
bool exportFormatFor(const QString& path, ExportFormat* format);

// Resizes `widget` to size/scale, renders it, writes through QSaveFile. Returns an empty string on
// success, else a message (unknown format, size out of range, file not writable).
// A widget whose layout needs more than size/scale is laid out at the smallest size of the same
// aspect ratio that holds it, at a lower scale, rather than cropped; `appliedScale` (if given)
// receives the scale actually used.
QString exportWidget(QWidget* widget, const ExportRequest& request, double* appliedScale = nullptr);

// The two halves of a PNG export, for exports of many pictures of one widget (animations,
// storyboards): lay out once, then render each state the widget shows at that layout.
struct ExportLayout {
    QSize laidOut;      // the logical size the widget was laid out at
    double scale = 1.0; // the scale applied (below request.scale when the widget needed room)
};
// Checks the size and scale and lays `widget` out for them (as exportWidget does). Calling it
// again after the widget's texts changed grows the layout to hold them too (never shrinks it).
QString layOutForExport(QWidget* widget, const ExportRequest& request, ExportLayout* layout);
// The picture the PNG export writes, at exactly request.size.
QImage renderExportImage(QWidget* widget, const ExportRequest& request, const ExportLayout& layout);
// Handles the layout requests texts set since the last call (label heights), keeping the size.
void settleLayout();

} // namespace hashlab::app
