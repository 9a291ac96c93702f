#pragma once
// UI-free exporter: a widget + size + scale -> PNG (exactly the pixel size asked), SVG or PDF
// (vector: QPainter commands are recorded, text stays text). No dialog, no theme or language
// switching in here; callers set those first.
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

// Lays `widget` out at `logical` (1/96-inch units) for rendering, as exportWidget does: wrapped
// labels get their wrapped height, and a page that needs more room gets the smallest size of the
// same aspect ratio that holds it. Returns the size it was laid out at (>= logical).
QSize layOutForExport(QWidget* widget, QSize logical);

} // namespace hashlab::app
