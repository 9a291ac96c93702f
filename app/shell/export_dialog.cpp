#include "export_dialog.h"

#include "export/export_part.h"
#include "file_locations.h"
#include "lab_page.h"
#include "lab_registry.h"
#include "language.h"
#include "settings.h"
#include "theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <memory>

namespace hashlab::app {

ExportDialog::ExportDialog(LabPage* page, Settings& settings, const QString& baseName,
                           QWidget* parent)
    : QDialog(parent), m_page(page), m_settings(settings), m_path(new QLineEdit(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QDoubleSpinBox(this)),
      m_part(new QComboBox(this)), m_theme(new QComboBox(this)), m_language(new QComboBox(this)),
      m_error(new QLabel(this)) {
    setWindowTitle(tr("Export image"));
    auto* form = new QFormLayout(this);
    const QString name = baseName.isEmpty() ? page->labId() : baseName;
    m_path->setText(QDir(proposedFolder(settings)).filePath(name + QStringLiteral(".png")));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getSaveFileName(this, tr("Export image"), m_path->text(),
                                                       tr("Images (*.png *.svg *.pdf)"));
        if (!p.isEmpty())
            m_path->setText(p);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    form->addRow(tr("File (.png, .svg, .pdf)"), pathRow);
    // Only the parts this lab has.
    const QStringList partNames = {tr("Whole page"), tr("Canvas only"), tr("Plot only")};
    for (ExportPart part : {ExportPart::Page, ExportPart::Canvas, ExportPart::Plot})
        if (page->exportPart(part))
            m_part->addItem(partNames.at(static_cast<int>(part)), static_cast<int>(part));
    form->addRow(tr("Part"), m_part);
    for (QSpinBox* s : {m_width, m_height})
        s->setRange(16, 16384);
    m_width->setValue(1600);
    m_height->setValue(900);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    form->addRow(tr("Size in pixels"), sizeRow);
    m_scale->setRange(0.5, 4.0);
    m_scale->setSingleStep(0.5);
    m_scale->setValue(1.0);
    form->addRow(tr("Scale"), m_scale);
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->addItem(tr("Classroom"), QStringLiteral("classroom"));
    m_theme->setCurrentIndex(static_cast<int>(ThemeManager::instance().kind()));
    form->addRow(tr("Theme"), m_theme);
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(currentLanguage() == QLatin1String("zh_CN") ? 1 : 0);
    form->addRow(tr("Language"), m_language);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828"));
    m_error->hide();
    form->addRow(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_export = buttons->button(QDialogButtonBox::Ok);
    m_cancel = buttons->button(QDialogButtonBox::Cancel);
    m_export->setText(tr("Export"));
    // Qt's own "Cancel" comes from the qtbase catalogue, which Debian ships apart
    // (qt6-translations-l10n) and most installs lack: name it ourselves.
    m_cancel->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (exportTo(m_path->text()).isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString ExportDialog::exportTo(const QString& path) {
    ExportRequest request;
    request.path = path;
    request.size = QSize(m_width->value(), m_height->value());
    request.scale = m_scale->value();
    const auto part = static_cast<ExportPart>(m_part->currentData().toInt());

    // The theme is application-wide (canvases read it while painting): switched for the render
    // and back. The language is not: the copy is built in the export's language inside a
    // ScopedLanguage, so the open window is never retranslated mid-dialog (it crashed doing so).
    ThemeManager& theme = ThemeManager::instance();
    const ThemeKind oldTheme = theme.kind();
    const bool oldPresentation = theme.presentation();
    ThemeKind kind = oldTheme;
    ThemeManager::parse(m_theme->currentData().toString(), &kind);
    theme.setKind(kind);
    theme.setPresentation(false);
    QString error;
    {
        ScopedLanguage language(m_language->currentData().toString());
        std::unique_ptr<LabPage> copy(createLab(m_page->labId(), nullptr));
        error = copy->loadState(m_page->saveState());
        if (error.isEmpty()) {
            copy->settleForExport();
            error = exportLabPart(copy.get(), part, request);
        }
    }
    theme.setKind(oldTheme);
    theme.setPresentation(oldPresentation);
    // Whatever repainted while the export's language was in force paints again in the window's.
    for (QWidget* w : QApplication::topLevelWidgets())
        w->update();
    showError(error);
    if (error.isEmpty())
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    return error;
}

void ExportDialog::showError(const QString& error) {
    // Paths have no spaces to wrap at: allow a break after each '/' (a zero-width space).
    QString shown = error;
    shown.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
    m_error->setText(shown);
    m_error->setVisible(!error.isEmpty());
    // A dialog does not grow by itself when a wrapped label needs more lines: make room.
    layout()->activate();
    const int need = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                   : layout()->totalMinimumSize().height();
    if (need > height())
        resize(width(), need);
}

} // namespace hashlab::app
