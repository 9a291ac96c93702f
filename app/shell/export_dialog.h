#pragma once
// Ctrl+E: export the current lab as PNG, SVG or PDF at a chosen size, scale, theme and language.
// The live page is never resized: a fresh page gets the current state and is rendered instead.
#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hashlab::app {

class LabPage;
class Settings;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(LabPage* page, Settings& settings, QWidget* parent = nullptr);
    // Runs the export with the dialog's values; returns an error message or "".
    QString exportTo(const QString& path);

    QLineEdit* pathEdit() const { return m_path; }

private:
    LabPage* m_page;
    Settings& m_settings;
    QLineEdit* m_path;
    QSpinBox *m_width, *m_height;
    QDoubleSpinBox* m_scale;
    QComboBox *m_theme, *m_language;
    QLabel* m_error;
};

} // namespace hashlab::app
