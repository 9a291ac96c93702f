#include "export_dialog.h"

#include "export_form.h"
#include "export_look.h"
#include "export_part.h"
#include "shell/file_locations.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/page_settler.h"
#include "shell/settings.h"
#include "shell/theme.h"

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
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

#include <memory>

namespace hashlab::app {

ExportDialog::ExportDialog(LabPage* page, Settings& settings, const QString& baseName,
                           QWidget* parent)
    : QDialog(parent), m_page(page), m_settings(settings), m_path(new QLineEdit(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QDoubleSpinBox(this)),
      m_part(new QComboBox(this)), m_theme(new QComboBox(this)), m_language(new QComboBox(this)),
      m_error(new QLabel(this)), m_progress(new QProgressBar(this)) {
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
    addLookRows(form, m_width, m_height, m_scale, m_theme, m_language);
    m_width->setValue(1600);
    m_height->setValue(900);
    addErrorRow(form, m_error);
    m_progress->setFormat(tr("Measuring the plots for the export… %p%"));
    m_progress->hide();
    form->addRow(m_progress);
    auto* buttons = exportButtons(this, &m_export, &m_cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (exportTo(m_path->text()).isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString ExportDialog::exportTo(const QString& path) {
    if (m_settler)
        return QString(); // an export is already waiting for its plots
    ExportRequest request;
    request.path = path;
    request.size = QSize(m_width->value(), m_height->value());
    request.scale = m_scale->value();
    const auto part = static_cast<ExportPart>(m_part->currentData().toInt());
    const QString theme = m_theme->currentData().toString();
    const QString language = m_language->currentData().toString();

    std::unique_ptr<LabPage> copy;
    QString error;
    {
        const ExportLook look(theme, language);
        copy.reset(createLab(m_page->labId(), nullptr));
        error = copy->loadState(m_page->saveState());
    }
    if (error.isEmpty()) {
        // Outside the export's look: the window repaints in its own theme meanwhile.
        PageSettler settler(copy.get(), part);
        m_settler = &settler;
        m_export->setEnabled(false);
        m_progress->setValue(0);
        const bool done = settler.wait([this](int percent) {
            m_progress->show();
            m_progress->setValue(percent);
        });
        m_settler = nullptr;
        m_progress->hide();
        m_export->setEnabled(true);
        if (!done)
            error = tr("Export cancelled: nothing was written.");
    }
    if (error.isEmpty()) {
        const ExportLook look(theme, language);
        // Results that arrived while waiting were worded in the window's language.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(copy.get(), &change);
        copy->settleFor(part);
        error = exportLabPart(copy.get(), part, request);
    }
    showError(error);
    if (error.isEmpty())
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    return error;
}

void ExportDialog::reject() {
    if (m_settler) {
        m_settler->cancel(); // Cancel stops the export; a second Cancel closes the dialog
        return;
    }
    QDialog::reject();
}

void ExportDialog::showError(const QString& error) {
    showErrorRow(this, m_error, error);
}

} // namespace hashlab::app
