#include "text_recorder.h"

#include <QPaintEngine>
#include <QWidget>

namespace hashlab::journey_hook {

// Every feature, so QPainter hands it text as text (not as paths) and nothing is emulated.
class TextRecorder::Engine : public QPaintEngine {
public:
    Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState&) override {}
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        if (!item.text().isEmpty())
            strings << item.text();
    }
    // Shapes and pictures are not recorded (QPaintEngine's defaults would warn or turn them into
    // calls of one another).
    void drawRects(const QRect*, int) override {}
    void drawRects(const QRectF*, int) override {}
    void drawLines(const QLine*, int) override {}
    void drawLines(const QLineF*, int) override {}
    void drawEllipse(const QRectF&) override {}
    void drawEllipse(const QRect&) override {}
    void drawPath(const QPainterPath&) override {}
    void drawPoints(const QPointF*, int) override {}
    void drawPoints(const QPoint*, int) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawTiledPixmap(const QRectF&, const QPixmap&, const QPointF&) override {}
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {
    }
    QStringList strings;
};

TextRecorder::TextRecorder(const QWidget* like) : m_like(like), m_engine(new Engine) {}

TextRecorder::~TextRecorder() = default;

QPaintEngine* TextRecorder::paintEngine() const {
    return m_engine.get();
}

QStringList TextRecorder::strings() const {
    return m_engine->strings;
}

int TextRecorder::metric(PaintDeviceMetric metric) const {
    switch (metric) {
    case PdmWidth:
        return m_like->width();
    case PdmHeight:
        return m_like->height();
    case PdmWidthMM:
        return m_like->widthMM();
    case PdmHeightMM:
        return m_like->heightMM();
    case PdmNumColors:
        return m_like->colorCount();
    case PdmDepth:
        return m_like->depth();
    case PdmDpiX:
        return m_like->logicalDpiX();
    case PdmDpiY:
        return m_like->logicalDpiY();
    case PdmPhysicalDpiX:
        return m_like->physicalDpiX();
    case PdmPhysicalDpiY:
        return m_like->physicalDpiY();
    case PdmDevicePixelRatio:
        return qRound(m_like->devicePixelRatioF());
    case PdmDevicePixelRatioScaled:
        return qRound(m_like->devicePixelRatioF() * QPaintDevice::devicePixelRatioFScale());
    }
    return QPaintDevice::metric(metric);
}

} // namespace hashlab::journey_hook
