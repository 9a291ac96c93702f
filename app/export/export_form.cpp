#include "export_form.h"

#include "shell/language.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace hashlab::app {
namespace {
QString exportText(const char* text) {
    return QCoreApplication::translate("hashlab::app::ExportDialog", text);
}
} // namespace

void addLookRows(QFormLayout* form, QSpinBox* width, QSpinBox* height, QDoubleSpinBox* scale,
                 QComboBox* theme, QComboBox* language) {
    for (QSpinBox* s : {width, height})
        s->setRange(16, 16384);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), form->parentWidget()));
    sizeRow->addWidget(height);
    form->addRow(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Size in pixels")),
                 sizeRow);
    scale->setRange(0.5, 4.0);
    scale->setSingleStep(0.5);
    scale->setValue(1.0);
    form->addRow(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Scale")), scale);
    theme->addItem(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Light")),
                   QStringLiteral("light"));
    theme->addItem(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Dark")),
                   QStringLiteral("dark"));
    theme->addItem(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Classroom")),
                   QStringLiteral("classroom"));
    theme->setCurrentIndex(static_cast<int>(ThemeManager::instance().kind()));
    form->addRow(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Theme")), theme);
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    language->setCurrentIndex(currentLanguage() == QLatin1String("zh_CN") ? 1 : 0);
    form->addRow(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Language")), language);
}

void addErrorRow(QFormLayout* form, QLabel* error) {
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: #c62828"));
    error->hide();
    form->addRow(error);
}

void showErrorRow(QWidget* dialog, QLabel* error, const QString& text) {
    // Paths have no spaces to wrap at: allow a break after each '/' (a zero-width space).
    QString shown = text;
    shown.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
    error->setText(shown);
    error->setVisible(!text.isEmpty());
    QLayout* layout = dialog->layout();
    if (!layout)
        return;
    layout->activate();
    const int need = layout->hasHeightForWidth() ? layout->totalHeightForWidth(dialog->width())
                                                 : layout->totalMinimumSize().height();
    if (need > dialog->height())
        dialog->resize(dialog->width(), need);
}

QDialogButtonBox* exportButtons(QDialog* dialog, QPushButton** exportButton,
                                QPushButton** cancelButton) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    *exportButton = buttons->button(QDialogButtonBox::Ok);
    *cancelButton = buttons->button(QDialogButtonBox::Cancel);
    (*exportButton)->setText(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Export")));
    (*cancelButton)->setText(exportText(QT_TRANSLATE_NOOP("hashlab::app::ExportDialog", "Cancel")));
    return buttons;
}

} // namespace hashlab::app
