#pragma once
// File → Import… for any lab (docs/limits.md "Imports"): the user names a file; it is read in
// chunks (its size checked against the limit before anything is allocated) and parsed by the
// lab's core loader off the GUI thread, with progress and Cancel; then, on the GUI thread, the
// lab applies the result as one undoable step. A file that cannot be read, a loader error (which
// names the line) or a refusal is shown under the form and changes nothing.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <QDialog>

#include <any>
#include <functional>
#include <memory>
#include <string_view>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace hashlab::app {

class BackgroundJob;
class InlineMessage;
class ProgressPanel;

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    // Runs on the job's thread: the file's bytes to what apply() takes, or the loader's error.
    using Parse = std::function<Result<std::any>(std::string_view)>;
    // Runs on the GUI thread: applies the parsed file; "" or why it was refused.
    using Apply = std::function<QString(std::any&)>;
    struct Texts {
        QString title, intro, filter; // the window title, what the file holds, the file filter
    };
    ImportDialog(const Texts& texts, std::uint64_t maxBytes, Parse parse, Apply apply,
                 QWidget* parent = nullptr);
    ~ImportDialog() override;

    QLineEdit* pathEdit() const { return m_path; }
    QPushButton* importButton() const { return m_import; }
    InlineMessage* message() const { return m_message; }
    BackgroundJob* job() const { return m_job; }
    struct Outcome; // what the background read produced

protected:
    // Where a lab adds choices of its own (under the file name).
    QVBoxLayout* optionsLayout() const { return m_options; }
    // After the options changed what they show: the dialog takes the size its contents need.
    void fitContents();
    // The loader for the next import, taken on the GUI thread when Import is pressed: a lab whose
    // choices pick the loader returns one that holds their values (by default, the one given).
    virtual Parse currentParse() const { return m_parse; }

private:
    void start();
    void finish();

    std::uint64_t m_maxBytes;
    Parse m_parse;
    Apply m_apply;
    QLabel *m_intro, *m_pathLabel;
    QLineEdit* m_path;
    QVBoxLayout* m_options;
    QPushButton *m_browse, *m_import, *m_close;
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    InlineMessage* m_message;
    std::shared_ptr<Outcome> m_outcome;
};

} // namespace hashlab::app
