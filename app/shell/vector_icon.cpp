#include "vector_icon.h"

#include "vector_controls.h"

#include <QIconEngine>
#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <functional>

namespace hashlab::app {
namespace {

using Draw = std::function<void(QPainter*, const QRectF&, QIcon::Mode)>;

class VectorIconEngine : public QIconEngine {
public:
    VectorIconEngine(const QIcon& pixmaps, Draw draw)
        : m_pixmaps(pixmaps), m_draw(std::move(draw)) {}
    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode,
               QIcon::State state) override {
        if (!paintsVectors(painter)) {
            m_pixmaps.paint(painter, rect, Qt::AlignCenter, mode, state);
            return;
        }
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        m_draw(painter, rect, mode);
        painter->restore();
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return m_pixmaps.pixmap(size, mode, state);
    }
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return m_pixmaps.actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override {
        return m_pixmaps.availableSizes(mode, state);
    }
    QIconEngine* clone() const override { return new VectorIconEngine(*this); }
    QString key() const override { return QStringLiteral("hashlab-vector"); }

private:
    QIcon m_pixmaps;
    Draw m_draw;
};

// A triangle pointing right (or left) with its tip at `tipX`.
QPolygonF triangle(const QRectF& r, double fromX, double tipX) {
    return QPolygonF(
        {QPointF(fromX, r.top()), QPointF(fromX, r.bottom()), QPointF(tipX, r.center().y())});
}

// The media shapes, as Qt's own icons show them, in the middle 10/16 of `rect`.
void drawMedia(QStyle::StandardPixmap which, QPainter* painter, const QRectF& rect) {
    const double side = std::min(rect.width(), rect.height()) * 10 / 16;
    QRectF r(0, 0, side, side);
    r.moveCenter(rect.center());
    const double bar = side / 6;
    const QRectF left(r.left(), r.top(), r.width() / 2, r.height());
    const QRectF right(r.center().x(), r.top(), r.width() / 2, r.height());
    switch (which) {
    case QStyle::SP_MediaPlay:
        painter->drawPolygon(triangle(r, r.left() + side / 8, r.right() - side / 8));
        break;
    case QStyle::SP_MediaPause:
        painter->drawRect(QRectF(r.left() + side / 8, r.top(), side / 4, side));
        painter->drawRect(QRectF(r.right() - side / 8 - side / 4, r.top(), side / 4, side));
        break;
    case QStyle::SP_MediaStop:
        painter->drawRect(r.adjusted(side / 8, side / 8, -side / 8, -side / 8));
        break;
    case QStyle::SP_MediaSeekForward:
        painter->drawPolygon(triangle(r, left.left(), left.right()));
        painter->drawPolygon(triangle(r, right.left(), right.right()));
        break;
    case QStyle::SP_MediaSeekBackward:
        painter->drawPolygon(triangle(r, left.right(), left.left()));
        painter->drawPolygon(triangle(r, right.right(), right.left()));
        break;
    case QStyle::SP_MediaSkipForward:
        painter->drawPolygon(triangle(r, r.left(), r.center().x() - bar / 2));
        painter->drawPolygon(triangle(r, r.center().x() - bar / 2, r.right() - bar));
        painter->drawRect(QRectF(r.right() - bar, r.top(), bar, side));
        break;
    case QStyle::SP_MediaSkipBackward:
        painter->drawRect(QRectF(r.left(), r.top(), bar, side));
        painter->drawPolygon(triangle(r, r.center().x() + bar / 2, r.left() + bar));
        painter->drawPolygon(triangle(r, r.right(), r.center().x() + bar / 2));
        break;
    default:
        break;
    }
}

} // namespace

QIcon swatchIcon(const QColor& color, QSize size) {
    QPixmap swatch(size);
    swatch.fill(color);
    return QIcon(new VectorIconEngine(
        QIcon(swatch), [color, size](QPainter* painter, const QRectF& rect, QIcon::Mode) {
            QRectF square(QPointF(), QSizeF(size).boundedTo(rect.size()));
            square.moveCenter(rect.center());
            painter->fillRect(square, color);
        }));
}

QIcon withVectorShape(QStyle::StandardPixmap which, const QIcon& pixmaps, const QColor& normal,
                      const QColor& disabled) {
    switch (which) {
    case QStyle::SP_MediaPlay:
    case QStyle::SP_MediaPause:
    case QStyle::SP_MediaStop:
    case QStyle::SP_MediaSeekForward:
    case QStyle::SP_MediaSeekBackward:
    case QStyle::SP_MediaSkipForward:
    case QStyle::SP_MediaSkipBackward:
        break;
    default:
        return pixmaps;
    }
    return QIcon(new VectorIconEngine(
        pixmaps,
        [which, normal, disabled](QPainter* painter, const QRectF& rect, QIcon::Mode mode) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(mode == QIcon::Disabled ? disabled : normal);
            drawMedia(which, painter, rect);
        }));
}

} // namespace hashlab::app
