#pragma once
// The inline explanation shown under a form when input is refused (never a modal dialog, never a
// crash). Coloured from the theme; empty text hides it.
#include <QLabel>

namespace hashlab::app {

class InlineMessage : public QLabel {
    Q_OBJECT
public:
    explicit InlineMessage(QWidget* parent = nullptr);
    void showError(const QString& text);
    void showInfo(const QString& text);
    void clearMessage();
    bool isError() const { return m_error; }

private:
    void restyle();
    bool m_error = false;
};

} // namespace hashlab::app
