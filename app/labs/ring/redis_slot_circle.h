#pragma once
// Redis Cluster's 16,384 slots on a circle (slot 0 at the top, clockwise): each master's ranges in
// its colour, open slots marked outside the ring, and the move a plan's step makes drawn as an
// arc over the slots that leave and an arrow to the master that takes them. No ring of hashes is
// meant: the slots are a table, the circle only lays it out so ranges and moves read at a glance.
#include "redis_scene.h"

#include <QWidget>

namespace hashlab::app {

class RedisSlotCircle : public QWidget {
    Q_OBJECT
public:
    explicit RedisSlotCircle(QWidget* parent = nullptr);
    void setScene(const RedisScene& scene);
    const RedisScene& scene() const { return m_scene; }

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
    RedisScene m_scene;
};

} // namespace hashlab::app
