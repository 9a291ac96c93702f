#include "accessible_names.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QBoxLayout>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QWidget>

namespace hashlab::app {

namespace {

bool isField(const QWidget* w) {
    return w && (qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
                 qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSlider*>(w));
}

void pair(QWidget* label, QWidget* field) {
    auto* l = qobject_cast<QLabel*>(label);
    if (!l || !isField(field) || l->buddy() || !field->accessibleName().isEmpty())
        return;
    l->setBuddy(field);
}

} // namespace

void giveControlsTheirLabels(QWidget* root) {
    for (QFormLayout* form : root->findChildren<QFormLayout*>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole);
            QLayoutItem* field = form->itemAt(row, QFormLayout::FieldRole);
            if (label && field)
                pair(label->widget(), field->widget());
        }
    }
    for (QBoxLayout* box : root->findChildren<QBoxLayout*>()) {
        for (int i = 0; i + 1 < box->count(); ++i) {
            // A label, then (perhaps after a spacing) its field.
            QWidget* label = box->itemAt(i)->widget();
            int j = i + 1;
            while (j < box->count() && !box->itemAt(j)->widget() && box->itemAt(j)->spacerItem())
                ++j;
            if (j < box->count())
                pair(label, box->itemAt(j)->widget());
        }
    }
}

} // namespace hashlab::app
