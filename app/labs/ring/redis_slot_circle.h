#pragma once
// Redis Cluster's 16,384 slots on a circle (slot 0 at the top, clockwise): each master's ranges in
// its colour, open slots marked outside the ring, and the move a plan's step makes drawn as an
// arc over the slots that leave and an arrow to the master that takes them. No ring of hashes is
// meant: the slots are a table, the circle only lays it out so ranges and moves read at a glance.
#include "redis_scene.h"

#include <QWidget>

#include <vector>

class QPainter;

namespace hashlab::app {

class RedisSlotCircle : public QWidget {
    Q_OBJECT
public:
    explicit RedisSlotCircle(QWidget* parent = nullptr);
    void setScene(const RedisScene& scene);
    const RedisScene& scene() const { return m_scene; }
    // The view's headline, drawn in the top-left corner beside the circle (presentation mode with
    // the drawer folded, where it gives its rows to the circle); empty: none.
    void setHeadline(const QString& text);
    QString headline() const { return m_headline; }

    // Where slot `slot`'s middle is drawn, `across` of the way from the ring's inner edge (0) to
    // its outer edge (1), in widget coordinates: tests read the colour there.
    QPointF slotPoint(std::uint32_t slot, double across = 0.5) const;
    QSize sizeHint() const override { return {520, 520}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Geometry {
        QPointF centre;
        double outer = 0, thickness = 0;
    };
    Geometry geometry() const;
    void paintHeadline(QPainter& p, double ringReach, const std::vector<QRectF>& labels,
                       const QFont& type);
    RedisScene m_scene;
    QString m_headline;
};

} // namespace hashlab::app
