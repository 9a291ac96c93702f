#pragma once
// Ctrl+E: export the current lab (the page, its canvas or its plot) as PNG, SVG or PDF at a
// chosen size, scale, theme and language. The live page is never resized, retranslated or
// restyled for it: a fresh page gets the current state (step included) and is rendered instead.
#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class LabPage;
class Settings;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `baseName` names the proposed file (the lab, or the lesson that was opened), without suffix.
    ExportDialog(LabPage* page, Settings& settings, const QString& baseName = QString(),
                 QWidget* parent = nullptr);
    // Runs the export with the dialog's values; returns an error message or "". While the
    // export's copy of the lab measures its plots the dialog stays live: a progress bar, and
    // Cancel stops the export (nothing is written) instead of closing the dialog.
    QString exportTo(const QString& path);

    QLineEdit* pathEdit() const { return m_path; }
    QComboBox* partCombo() const { return m_part; }
    QComboBox* themeCombo() const { return m_theme; }
    QComboBox* languageCombo() const { return m_language; }
    QSpinBox* widthSpin() const { return m_width; }
    QSpinBox* heightSpin() const { return m_height; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* exportButton() const { return m_export; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }

public Q_SLOTS:
    void reject() override;

private:
    void showError(const QString& error);

    LabPage* m_page;
    Settings& m_settings;
    QLineEdit* m_path;
    QSpinBox *m_width, *m_height;
    QDoubleSpinBox* m_scale;
    QComboBox *m_part, *m_theme, *m_language;
    QLabel* m_error;
    QProgressBar* m_progress;
    QPushButton *m_export, *m_cancel;
    class PageSettler* m_settler = nullptr; // while an export waits for its plots
};

} // namespace hashlab::app
