#pragma once
// TextRecorder: a paint device that keeps the strings painted on it and draws nothing. Rendering
// a canvas onto it (QWidget::render) runs the canvas's paintEvent once more and gives the text of
// every QPainter::drawText, QStaticText and QTextLayout draw, all of which reach the paint engine
// as text items. Its metrics are those of the widget it stands in for, so the canvas lays out
// (elides, wraps) its text exactly as on screen.
#include "export/text_only_device.h"

#include <QList>
#include <QRectF>
#include <QStringList>

class QWidget;

namespace hashlab::journey_hook {

class TextRecorder : public app::TextOnlyDevice {
public:
    explicit TextRecorder(const QWidget* like);

    // In the order they were drawn; a string drawn in several runs (a line wrap, a font change
    // inside it) comes as several strings.
    QStringList strings() const;
    // Each string's type size in pixels on the widget (its font at the widget's resolution, times
    // the painter's scale), in the same order: a projector's canvas draws nothing under 18 px.
    QList<double> pixelSizes() const;
    // Each string's box on the widget, from its font's metrics: a projector's canvas clips none.
    QList<QRectF> rects() const;

protected:
    void textDrawn(const QTextItem& item) override;

private:
    QStringList m_strings;
    QList<double> m_sizes;
    QList<QRectF> m_rects;
};

} // namespace hashlab::journey_hook
