#include "inline_message.h"

#include "theme.h"

#include <QEvent>

namespace hashlab::app {

InlineMessage::InlineMessage(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &InlineMessage::restyle);
}

void InlineMessage::showError(const QString& text) {
    m_source = nullptr;
    display(true, text);
}

void InlineMessage::showInfo(const QString& text) {
    m_source = nullptr;
    display(false, text);
}

void InlineMessage::showError(std::function<QString()> text) {
    m_source = std::move(text);
    display(true, m_source());
}

void InlineMessage::showInfo(std::function<QString()> text) {
    m_source = std::move(text);
    display(false, m_source());
}

void InlineMessage::display(bool error, const QString& text) {
    m_error = error;
    setText(text);
    restyle();
    setVisible(!text.isEmpty());
}

void InlineMessage::clearMessage() {
    m_error = false;
    m_source = nullptr;
    clear();
    hide();
}

void InlineMessage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_source)
        setText(m_source());
    QLabel::changeEvent(event);
}

void InlineMessage::restyle() {
    const auto& p = ThemeManager::instance().palette();
    setStyleSheet(QStringLiteral("color: %1;").arg((m_error ? p.bad : p.mutedText).name()));
}

} // namespace hashlab::app
