#pragma once
// File → Import… in the ring lab (docs/limits.md "Imports"): a CSV of nodes (name, weight, rack)
// replaces the lab's nodes in one undoable step. The file is read and parsed off the GUI thread
// (with progress and Cancel) by core's fuzzed loader; a bad file shows the loader's message,
// which names the line, under the form, and changes nothing.
#include <QDialog>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;
class InlineMessage;
class ProgressPanel;
class RingModel;

class RingImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit RingImportDialog(RingModel* model, QWidget* parent = nullptr);
    ~RingImportDialog() override;

    QLineEdit* pathEdit() const { return m_path; }
    QPushButton* importButton() const { return m_import; }
    InlineMessage* message() const { return m_message; }
    BackgroundJob* job() const { return m_job; }
    struct Outcome; // what the background read produced

private:
    void start();
    void finish();
    void retranslate();

    RingModel* m_model;
    QLabel *m_intro, *m_pathLabel;
    QLineEdit* m_path;
    QPushButton *m_browse, *m_import, *m_close;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    InlineMessage* m_message;
    std::shared_ptr<Outcome> m_outcome;
};

} // namespace hashlab::app
