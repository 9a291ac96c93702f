#pragma once
// The inline explanation shown under a form when input is refused (never a modal dialog, never a
// crash). Coloured from the theme; empty text hides it.
#include <QLabel>

#include <functional>

namespace hashlab::app {

class InlineMessage : public QLabel {
    Q_OBJECT
public:
    explicit InlineMessage(QWidget* parent = nullptr);
    void showError(const QString& text);
    void showInfo(const QString& text);
    // The same, the text made again by `text` when the language changes: a message that stays up
    // across a switch speaks the new language.
    void showError(std::function<QString()> text);
    void showInfo(std::function<QString()> text);
    void clearMessage();
    bool isError() const { return m_error; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();
    void display(bool error, const QString& text);
    bool m_error = false;
    std::function<QString()> m_source; // empty: a fixed text
};

} // namespace hashlab::app
