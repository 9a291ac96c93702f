#include "vector_controls.h"

#include <QAbstractSpinBox>
#include <QLinearGradient>
#include <QPaintEngine>
#include <QPainter>
#include <QPolygonF>
#include <QStyleOption>

#include <algorithm>
#include <tuple>

namespace hashlab::app {
namespace {

QColor outline(const QPalette& palette) {
    return palette.window().color().darker(140);
}

// Fusion's raised button: a rounded rectangle, lighter at the top.
void bevel(QPainter* painter, const QRectF& rect, const QPalette& palette, QStyle::State state,
           double radius = 2) {
    QColor button = palette.button().color();
    if (state & (QStyle::State_Sunken | QStyle::State_On))
        button = button.darker(110);
    QLinearGradient fill(rect.topLeft(), rect.bottomLeft());
    fill.setColorAt(0, button.lighter(106));
    fill.setColorAt(1, button.darker(104));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(outline(palette));
    painter->setBrush(fill);
    painter->drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    painter->restore();
}

// A sunken field (line edit, spin box, editable combo box): the base colour in an outline.
void field(QPainter* painter, const QRectF& rect, const QPalette& palette) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(outline(palette));
    painter->setBrush(palette.base());
    painter->drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    painter->restore();
}

void arrow(QPainter* painter, const QRectF& rect, Qt::ArrowType type, const QColor& color) {
    const double half = std::min({rect.width(), rect.height(), 9.0}) / 2 - 0.5;
    if (half <= 0)
        return;
    const QPointF c = rect.center();
    const double h = half / 2;
    QPolygonF shape;
    switch (type) {
    case Qt::UpArrow:
        shape << QPointF(c.x() - half, c.y() + h) << QPointF(c.x() + half, c.y() + h)
              << QPointF(c.x(), c.y() - h);
        break;
    case Qt::DownArrow:
        shape << QPointF(c.x() - half, c.y() - h) << QPointF(c.x() + half, c.y() - h)
              << QPointF(c.x(), c.y() + h);
        break;
    case Qt::LeftArrow:
        shape << QPointF(c.x() + h, c.y() - half) << QPointF(c.x() + h, c.y() + half)
              << QPointF(c.x() - h, c.y());
        break;
    default:
        shape << QPointF(c.x() - h, c.y() - half) << QPointF(c.x() - h, c.y() + half)
              << QPointF(c.x() + h, c.y());
        break;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawPolygon(shape);
    painter->restore();
}

QColor arrowColor(const QPalette& palette, bool enabled) {
    return palette.color(enabled ? palette.currentColorGroup() : QPalette::Disabled,
                         QPalette::ButtonText);
}

void spinBox(const QStyle* style, const QStyleOptionSpinBox* box, QPainter* painter,
             const QWidget* widget) {
    if (box->frame)
        field(painter, box->rect, box->palette);
    if (box->buttonSymbols == QAbstractSpinBox::NoButtons)
        return;
    const QRect up = style->subControlRect(QStyle::CC_SpinBox, box, QStyle::SC_SpinBoxUp, widget);
    const QRect down =
        style->subControlRect(QStyle::CC_SpinBox, box, QStyle::SC_SpinBoxDown, widget);
    const bool enabled = box->state & QStyle::State_Enabled;
    painter->save();
    painter->setPen(outline(box->palette));
    painter->drawLine(QPointF(up.left() + 0.5, up.top() + 2),
                      QPointF(up.left() + 0.5, down.bottom() - 1));
    painter->restore();
    const bool plusMinus = box->buttonSymbols == QAbstractSpinBox::PlusMinus;
    for (const auto& [rect, step, type] :
         {std::tuple{up, QAbstractSpinBox::StepUpEnabled, Qt::UpArrow},
          std::tuple{down, QAbstractSpinBox::StepDownEnabled, Qt::DownArrow}}) {
        const QColor color = arrowColor(box->palette, enabled && (box->stepEnabled & step));
        if (!plusMinus) {
            arrow(painter, rect, type, color);
            continue;
        }
        const QPointF c = QRectF(rect).center();
        painter->save();
        painter->setPen(QPen(color, 1.2));
        painter->drawLine(c - QPointF(3, 0), c + QPointF(3, 0));
        if (type == Qt::UpArrow)
            painter->drawLine(c - QPointF(0, 3), c + QPointF(0, 3));
        painter->restore();
    }
}

void comboBox(const QStyle* style, const QStyleOptionComboBox* box, QPainter* painter,
              const QWidget* widget) {
    const QRect arrowRect =
        style->subControlRect(QStyle::CC_ComboBox, box, QStyle::SC_ComboBoxArrow, widget);
    if (box->editable) {
        field(painter, box->rect, box->palette);
        painter->save();
        painter->setPen(outline(box->palette));
        painter->drawLine(QPointF(arrowRect.left() + 0.5, arrowRect.top() + 2),
                          QPointF(arrowRect.left() + 0.5, arrowRect.bottom() - 1));
        painter->restore();
    } else if (box->frame) {
        bevel(painter, box->rect, box->palette, box->state);
    }
    arrow(painter, QRectF(arrowRect).adjusted(2, 0, -2, 0), Qt::DownArrow,
          arrowColor(box->palette, box->state & QStyle::State_Enabled));
}

void slider(const QStyle* style, const QStyleOptionSlider* s, QPainter* painter,
            const QWidget* widget) {
    const bool horizontal = s->orientation == Qt::Horizontal;
    const QRect groove =
        style->subControlRect(QStyle::CC_Slider, s, QStyle::SC_SliderGroove, widget);
    const QRect handle =
        style->subControlRect(QStyle::CC_Slider, s, QStyle::SC_SliderHandle, widget);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if ((s->subControls & QStyle::SC_SliderGroove) && groove.isValid()) {
        const QPointF c = QRectF(groove).center();
        const QRectF bar = horizontal ? QRectF(groove.left(), c.y() - 2.5, groove.width(), 5)
                                      : QRectF(c.x() - 2.5, groove.top(), 5, groove.height());
        painter->setPen(outline(s->palette));
        painter->setBrush(s->palette.window().color().darker(108));
        painter->drawRoundedRect(bar.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        // Fusion fills the part before the handle with the highlight colour.
        const QPointF h = QRectF(handle).center();
        const bool reversed = s->upsideDown != (s->direction == Qt::RightToLeft && horizontal);
        QRectF done = bar;
        if (horizontal)
            reversed ? done.setLeft(h.x()) : done.setRight(h.x());
        else
            reversed ? done.setBottom(h.y()) : done.setTop(h.y());
        if (s->state & QStyle::State_Enabled) {
            const QColor highlight = s->palette.highlight().color();
            painter->setPen(highlight.darker(120));
            painter->setBrush(highlight);
            painter->drawRoundedRect(done.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        }
    }
    painter->restore();
    if ((s->subControls & QStyle::SC_SliderHandle) && handle.isValid())
        bevel(painter, handle, s->palette, s->state & ~QStyle::State_Sunken, 3);
}

void scrollBar(const QStyle* style, const QStyleOptionSlider* s, QPainter* painter,
               const QWidget* widget) {
    const bool horizontal = s->orientation == Qt::Horizontal;
    const auto rect = [&](QStyle::SubControl part) {
        return style->subControlRect(QStyle::CC_ScrollBar, s, part, widget);
    };
    painter->fillRect(s->rect, s->palette.window().color().darker(104));
    const QRect handle = rect(QStyle::SC_ScrollBarSlider);
    if ((s->subControls & QStyle::SC_ScrollBarSlider) && handle.isValid())
        bevel(painter, QRectF(handle).adjusted(1, 1, -1, -1), s->palette, {}, 2);
    const bool enabled = s->state & QStyle::State_Enabled;
    if (s->subControls & QStyle::SC_ScrollBarSubLine)
        arrow(painter, QRectF(rect(QStyle::SC_ScrollBarSubLine)).adjusted(2, 2, -2, -2),
              horizontal ? Qt::LeftArrow : Qt::UpArrow, arrowColor(s->palette, enabled));
    if (s->subControls & QStyle::SC_ScrollBarAddLine)
        arrow(painter, QRectF(rect(QStyle::SC_ScrollBarAddLine)).adjusted(2, 2, -2, -2),
              horizontal ? Qt::RightArrow : Qt::DownArrow, arrowColor(s->palette, enabled));
}

void headerSection(const QStyleOption* option, QPainter* painter) {
    const QRectF r = option->rect;
    QLinearGradient fill(r.topLeft(), r.bottomLeft());
    const QColor button = option->palette.button().color();
    fill.setColorAt(0, button.lighter(104));
    fill.setColorAt(1, button.darker(102));
    painter->save();
    painter->fillRect(r, fill);
    painter->setPen(outline(option->palette).lighter(112));
    painter->drawLine(QPointF(r.left(), r.bottom() - 0.5), QPointF(r.right(), r.bottom() - 0.5));
    painter->drawLine(QPointF(r.right() - 0.5, r.top() + 3),
                      QPointF(r.right() - 0.5, r.bottom() - 3));
    painter->restore();
}

} // namespace

bool paintsVectors(const QPainter* painter) {
    const QPaintEngine* engine = painter ? painter->paintEngine() : nullptr;
    if (!engine)
        return false;
    switch (engine->type()) {
    case QPaintEngine::SVG:
    case QPaintEngine::Pdf:
    case QPaintEngine::Picture:
        return true;
    default:
        return false;
    }
}

bool drawVectorComplexControl(const QStyle* style, QStyle::ComplexControl control,
                              const QStyleOptionComplex* option, QPainter* painter,
                              const QWidget* widget) {
    switch (control) {
    case QStyle::CC_SpinBox:
        if (const auto* box = qstyleoption_cast<const QStyleOptionSpinBox*>(option)) {
            spinBox(style, box, painter, widget);
            return true;
        }
        return false;
    case QStyle::CC_ComboBox:
        if (const auto* box = qstyleoption_cast<const QStyleOptionComboBox*>(option)) {
            comboBox(style, box, painter, widget);
            return true;
        }
        return false;
    case QStyle::CC_Slider:
        if (const auto* s = qstyleoption_cast<const QStyleOptionSlider*>(option)) {
            slider(style, s, painter, widget);
            return true;
        }
        return false;
    case QStyle::CC_ScrollBar:
        if (const auto* s = qstyleoption_cast<const QStyleOptionSlider*>(option)) {
            scrollBar(style, s, painter, widget);
            return true;
        }
        return false;
    default:
        return false;
    }
}

bool drawVectorPrimitive(const QStyle*, QStyle::PrimitiveElement element,
                         const QStyleOption* option, QPainter* painter, const QWidget*) {
    switch (element) {
    case QStyle::PE_PanelButtonCommand:
        if (const auto* b = qstyleoption_cast<const QStyleOptionButton*>(option);
            b && (b->features & QStyleOptionButton::Flat) &&
            !(b->state & (QStyle::State_Sunken | QStyle::State_On)))
            return true;
        bevel(painter, option->rect, option->palette, option->state);
        return true;
    case QStyle::PE_FrameGroupBox: // Fusion draws a nine-patch of a PNG of its own
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(outline(option->palette).lighter(130));
        painter->setBrush(option->palette.window().color().lighter(104));
        painter->drawRoundedRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        painter->restore();
        return true;
    case QStyle::PE_IndicatorArrowUp:
    case QStyle::PE_IndicatorArrowDown:
    case QStyle::PE_IndicatorArrowLeft:
    case QStyle::PE_IndicatorArrowRight: {
        const Qt::ArrowType type = element == QStyle::PE_IndicatorArrowUp     ? Qt::UpArrow
                                   : element == QStyle::PE_IndicatorArrowDown ? Qt::DownArrow
                                   : element == QStyle::PE_IndicatorArrowLeft ? Qt::LeftArrow
                                                                              : Qt::RightArrow;
        arrow(painter, option->rect, type,
              arrowColor(option->palette, option->state & QStyle::State_Enabled));
        return true;
    }
    default:
        return false;
    }
}

bool drawVectorControl(const QStyle*, QStyle::ControlElement element, const QStyleOption* option,
                       QPainter* painter, const QWidget*) {
    switch (element) {
    case QStyle::CE_HeaderSection:
        headerSection(option, painter);
        return true;
    case QStyle::CE_ToolButtonLabel: {
        // QIcon::paint lets an icon that can draw itself as vectors do so (vector_icon.h); the
        // style would paint its pixmap.
        const auto* tb = qstyleoption_cast<const QStyleOptionToolButton*>(option);
        if (!tb || tb->icon.isNull() ||
            (!tb->text.isEmpty() && tb->toolButtonStyle != Qt::ToolButtonIconOnly))
            return false;
        const QIcon::Mode mode =
            (tb->state & QStyle::State_Enabled) ? QIcon::Normal : QIcon::Disabled;
        QRect rect(QPoint(), tb->iconSize.boundedTo(tb->rect.size()));
        rect.moveCenter(tb->rect.center());
        tb->icon.paint(painter, rect, Qt::AlignCenter, mode,
                       (tb->state & QStyle::State_On) ? QIcon::On : QIcon::Off);
        return true;
    }
    default:
        return false;
    }
}

} // namespace hashlab::app
