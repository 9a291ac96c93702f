#include "inline_message.h"

#include "theme.h"

namespace hashlab::app {

InlineMessage::InlineMessage(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &InlineMessage::restyle);
}

void InlineMessage::showError(const QString& text) {
    m_error = true;
    setText(text);
    restyle();
    setVisible(!text.isEmpty());
}

void InlineMessage::showInfo(const QString& text) {
    m_error = false;
    setText(text);
    restyle();
    setVisible(!text.isEmpty());
}

void InlineMessage::clearMessage() {
    m_error = false;
    clear();
    hide();
}

void InlineMessage::restyle() {
    const auto& p = ThemeManager::instance().palette();
    setStyleSheet(QStringLiteral("color: %1;").arg((m_error ? p.bad : p.mutedText).name()));
}

} // namespace hashlab::app
