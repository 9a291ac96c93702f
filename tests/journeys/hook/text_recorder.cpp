#include "text_recorder.h"

#include <QPaintEngine>
#include <QTransform>
#include <QWidget>

#include <cmath>

namespace hashlab::journey_hook {

// Every feature, so QPainter hands it text as text (not as paths) and nothing is emulated.
class TextRecorder::Engine : public QPaintEngine {
public:
    explicit Engine(double dpi) : QPaintEngine(QPaintEngine::AllFeatures), m_dpi(dpi) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState& state) override {
        if (state.state() & QPaintEngine::DirtyTransform)
            m_scale = std::sqrt(std::abs(state.transform().determinant()));
    }
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        if (item.text().isEmpty())
            return;
        strings << item.text();
        const QFont f = item.font();
        const double px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * m_dpi / 72.0;
        sizes << px * m_scale;
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
    QList<double> sizes;

private:
    double m_dpi;
    double m_scale = 1;
};

TextRecorder::TextRecorder(const QWidget* like)
    : m_like(like), m_engine(new Engine(like->logicalDpiY())) {}

TextRecorder::~TextRecorder() = default;

QPaintEngine* TextRecorder::paintEngine() const {
    return m_engine.get();
}

QStringList TextRecorder::strings() const {
    return m_engine->strings;
}

QList<double> TextRecorder::pixelSizes() const {
    return m_engine->sizes;
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
