#pragma once
// A progress bar with a Cancel button, bound to a BackgroundJob; hidden while the job is idle.
#include <QWidget>

class QProgressBar;
class QPushButton;

namespace hashlab::app {

class BackgroundJob;

class ProgressPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProgressPanel(BackgroundJob* job, QWidget* parent = nullptr);
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* bar() const { return m_bar; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QProgressBar* m_bar;
    QPushButton* m_cancel;
};

} // namespace hashlab::app
