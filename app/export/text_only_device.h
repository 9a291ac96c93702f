#pragma once
// A paint device that draws nothing and hands every text item painted on it to textDrawn():
// painting a widget or a page onto it once more gives the text it draws (QPainter::drawText,
// QStaticText, QTextLayout and QTextDocument all reach the paint engine as text items). Its
// metrics are those of the device it stands in for, so text is laid out (elided, wrapped) the same.
#include <QPaintDevice>
#include <QPointF>
#include <QTransform>

#include <memory>

class QTextItem;

namespace hashlab::app {

class TextOnlyDevice : public QPaintDevice {
public:
    explicit TextOnlyDevice(const QPaintDevice* like);
    ~TextOnlyDevice() override;
    TextOnlyDevice(const TextOnlyDevice&) = delete;
    TextOnlyDevice& operator=(const TextOnlyDevice&) = delete;

    QPaintEngine* paintEngine() const override;

protected:
    virtual void textDrawn(const QTextItem& item) = 0;
    // The painter's scale when the text item was drawn (1 = unscaled): its size as shown is the
    // font's size times this.
    double paintScale() const { return m_scale; }
    // Where the text item was drawn: its baseline's start, and the painter's transform then (the
    // text's box on the device is that transform applied to its box at the baseline).
    QPointF paintPosition() const { return m_at; }
    const QTransform& paintTransform() const { return m_transform; }
    int metric(PaintDeviceMetric metric) const override;

private:
    class Engine;
    const QPaintDevice* m_like;
    std::unique_ptr<Engine> m_engine;
    double m_scale = 1;
    QPointF m_at;
    QTransform m_transform;
};

} // namespace hashlab::app
