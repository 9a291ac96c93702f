#include "combo_elision.h"

#include "vector_controls.h"

#include <QApplication>
#include <QComboBox>
#include <QHelpEvent>
#include <QProxyStyle>
#include <QStyleOptionComboBox>
#include <QToolTip>

namespace hashlab::app {
namespace {

// The width the style gives a combo box's text: its edit field, less the icon when it has one.
int textRoom(const QStyle* style, const QStyleOptionComboBox& opt, const QWidget* widget) {
    QRect r =
        style->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, widget);
    if (!opt.currentIcon.isNull())
        r.setLeft(r.left() + opt.iconSize.width() + 4);
    return r.width();
}

// Also draws the controls Fusion caches as pixmaps as vectors in SVG and PDF exports
// (vector_controls.h): the application's one style.
class ElidingStyle : public QProxyStyle {
public:
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget) const override {
        if (paintsVectors(painter) &&
            drawVectorComplexControl(this, control, option, painter, widget))
            return;
        QProxyStyle::drawComplexControl(control, option, painter, widget);
    }
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        if (paintsVectors(painter) && drawVectorPrimitive(this, element, option, painter, widget))
            return;
        QProxyStyle::drawPrimitive(element, option, painter, widget);
    }
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override {
        if (paintsVectors(painter) && drawVectorControl(this, element, option, painter, widget))
            return;
        if (element == CE_ComboBoxLabel)
            if (const auto* cb = qstyleoption_cast<const QStyleOptionComboBox*>(option);
                cb && !cb->editable) {
                QStyleOptionComboBox copy = *cb;
                copy.currentText = cb->fontMetrics.elidedText(cb->currentText, Qt::ElideRight,
                                                              textRoom(this, *cb, widget));
                QProxyStyle::drawControl(element, &copy, painter, widget);
                return;
            }
        QProxyStyle::drawControl(element, option, painter, widget);
    }
};

class ElidedTooltips : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::ToolTip)
            return false;
        auto* combo = qobject_cast<QComboBox*>(watched);
        if (!combo || !combo->toolTip().isEmpty() || !comboTextIsElided(combo))
            return false;
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), combo->currentText(),
                           combo);
        return true;
    }
};

} // namespace

bool comboTextIsElided(const QComboBox* combo) {
    QStyleOptionComboBox opt;
    opt.initFrom(combo);
    opt.editable = combo->isEditable();
    opt.currentIcon = combo->itemIcon(combo->currentIndex());
    opt.iconSize = combo->iconSize();
    return !opt.editable && combo->fontMetrics().horizontalAdvance(combo->currentText()) >
                                textRoom(combo->style(), opt, combo);
}

void installComboElision(QApplication* application) {
    if (application->property("hashlabComboElision").toBool())
        return;
    application->setProperty("hashlabComboElision", true);
    application->setStyle(new ElidingStyle);
    application->installEventFilter(new ElidedTooltips(application));
}

} // namespace hashlab::app
