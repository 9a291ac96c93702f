#include "text_only_device.h"

#include <QPaintEngine>
#include <QTransform>

#include <cmath>

namespace hashlab::app {

// Every feature, so QPainter hands it text as text (not as paths) and emulates nothing.
class TextOnlyDevice::Engine : public QPaintEngine {
public:
    explicit Engine(TextOnlyDevice* device)
        : QPaintEngine(QPaintEngine::AllFeatures), m_device(device) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState& changed) override {
        if (changed.state() & QPaintEngine::DirtyTransform) {
            m_device->m_transform = changed.transform();
            m_device->m_scale = std::sqrt(std::abs(changed.transform().determinant()));
        }
    }
    void drawTextItem(const QPointF& at, const QTextItem& item) override {
        m_device->m_at = at;
        m_device->textDrawn(item);
    }
    // Shapes and pictures are not kept (QPaintEngine's defaults would warn or turn them into
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

private:
    TextOnlyDevice* m_device;
};

TextOnlyDevice::TextOnlyDevice(const QPaintDevice* like)
    : m_like(like), m_engine(new Engine(this)) {}

TextOnlyDevice::~TextOnlyDevice() = default;

QPaintEngine* TextOnlyDevice::paintEngine() const {
    return m_engine.get();
}

int TextOnlyDevice::metric(PaintDeviceMetric metric) const {
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

} // namespace hashlab::app
