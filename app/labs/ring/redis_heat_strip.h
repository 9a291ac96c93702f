#pragma once
// One per-slot figure of a Redis Cluster (keys, or cpu-usec and network bytes where CLUSTER
// SLOT-STATS gave them) along slots 0 to 16,383: a bar per pixel column, its height the figure
// summed over the slots the column covers, in the colour of the master that owns them at the
// step shown. Hot slots and a master holding more than its share stand out before any plan.
#include "redis_scene.h"

#include <QWidget>

namespace hashlab::app {

class RedisHeatStrip : public QWidget {
    Q_OBJECT
public:
    explicit RedisHeatStrip(QWidget* parent = nullptr);
    void setScene(const RedisScene& scene);
    // One row of text instead of two (the slot axis goes up beside the title), for a projector
    // where the slot circle above needs the height.
    void setCompact(bool compact);
    // The plot's area (bars), in widget coordinates: tests read the bars' colours there.
    QRectF plotArea() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {200, sizeHint().height()}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    RedisScene m_scene;
    bool m_compact = false;
};

} // namespace hashlab::app
