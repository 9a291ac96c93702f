#pragma once
// File → Export animation: the step player's stages as a looping GIF or WebP, or all of them in one
// storyboard PNG, at a chosen size, scale, frame rate, hold time, theme and language (what
// `hashlab export --animate/--storyboard` writes). A copy of the page with the current state is
// rendered, one picture per turn of the event loop, with a progress bar and Cancel; the live
// page is never touched.
#include <QDialog>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace hashlab::app {

class AnimationExport;
class LabPage;
class Settings;

class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    AnimationDialog(LabPage* page, Settings& settings, const QString& baseName = QString(),
                    QWidget* parent = nullptr);
    ~AnimationDialog() override;

    // Starts the export with the dialog's values (the dialog closes when it is written).
    void startExport();
    void cancelExport();
    bool running() const;
    QString lastError() const { return m_lastError; }

    QLineEdit* pathEdit() const { return m_path; }
    QComboBox* kindCombo() const { return m_kind; }
    QComboBox* fpsCombo() const { return m_fps; }
    QDoubleSpinBox* holdSpin() const { return m_hold; }
    QSpinBox* widthSpin() const { return m_width; }
    QSpinBox* heightSpin() const { return m_height; }
    QComboBox* themeCombo() const { return m_theme; }
    QComboBox* languageCombo() const { return m_language; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* exportButton() const { return m_export; }
    QPushButton* cancelButton() const { return m_cancel; }

signals:
    void exportFinished(const QString& error); // "" when written; also after a cancel

private:
    struct Run;
    void tick();
    void end(const QString& error);
    void kindChanged();

    LabPage* m_page;
    Settings& m_settings;
    QLineEdit* m_path;
    QComboBox *m_kind, *m_fps, *m_theme, *m_language;
    QDoubleSpinBox *m_hold, *m_scale;
    QSpinBox *m_width, *m_height;
    QProgressBar* m_progress;
    QLabel* m_error;
    QPushButton *m_export, *m_cancel;
    QTimer* m_timer;
    std::unique_ptr<Run> m_run;
    class PageSettler* m_settler = nullptr; // while the copy measures its plots
    QString m_lastError;
};

} // namespace hashlab::app
