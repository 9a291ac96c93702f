#include "export_dialog.h"

#include "export/exporter.h"
#include "lab_page.h"
#include "lab_registry.h"
#include "language.h"
#include "settings.h"
#include "theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <memory>

namespace hashlab::app {

ExportDialog::ExportDialog(LabPage* page, Settings& settings, QWidget* parent)
    : QDialog(parent), m_page(page), m_settings(settings), m_path(new QLineEdit(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_scale(new QDoubleSpinBox(this)),
      m_theme(new QComboBox(this)), m_language(new QComboBox(this)), m_error(new QLabel(this)) {
    setWindowTitle(tr("Export image"));
    auto* form = new QFormLayout(this);
    m_path->setText(
        QDir(settings.lastDirectory()).filePath(page->labId() + QStringLiteral(".png")));
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
    form->addRow(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (exportTo(m_path->text()).isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString ExportDialog::exportTo(const QString& path) {
    const QString oldLanguage = currentLanguage();
    ThemeManager& theme = ThemeManager::instance();
    const ThemeKind oldTheme = theme.kind();
    const bool oldPresentation = theme.presentation();
    ThemeKind kind = oldTheme;
    ThemeManager::parse(m_theme->currentData().toString(), &kind);
    theme.setKind(kind);
    theme.setPresentation(false);
    setLanguage(m_language->currentData().toString());

    QString error;
    std::unique_ptr<LabPage> copy(createLab(m_page->labId(), nullptr));
    error = copy->loadState(m_page->saveState());
    if (error.isEmpty()) {
        copy->settleForExport();
        ExportRequest request;
        request.path = path;
        request.size = QSize(m_width->value(), m_height->value());
        request.scale = m_scale->value();
        error = exportWidget(copy->exportView(), request);
    }
    copy.reset();
    setLanguage(oldLanguage);
    theme.setKind(oldTheme);
    theme.setPresentation(oldPresentation);
    m_error->setText(error);
    if (error.isEmpty())
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    return error;
}

} // namespace hashlab::app
