#include "settings.h"

#include <QDir>

namespace hashlab::app {

namespace key {
constexpr auto geometry = "window/geometry";
constexpr auto windowState = "window/state";
constexpr auto theme = "view/theme";
constexpr auto language = "view/language";
constexpr auto reducedMotion = "view/reduced_motion";
constexpr auto lastLab = "session/lastLab";
constexpr auto lastDirectory = "session/lastDirectory";
} // namespace key

Settings::Settings() : m_settings(QStringLiteral("HashLab"), QStringLiteral("HashLab")) {}
Settings::Settings(const QString& iniPath) : m_settings(iniPath, QSettings::IniFormat) {}

QByteArray Settings::geometry() const {
    return m_settings.value(key::geometry).toByteArray();
}
void Settings::setGeometry(const QByteArray& value) {
    m_settings.setValue(key::geometry, value);
}
QByteArray Settings::windowState() const {
    return m_settings.value(key::windowState).toByteArray();
}
void Settings::setWindowState(const QByteArray& value) {
    m_settings.setValue(key::windowState, value);
}

QString Settings::theme() const {
    const QString v = m_settings.value(key::theme, QStringLiteral("light")).toString();
    return (v == "light" || v == "dark" || v == "classroom") ? v : QStringLiteral("light");
}
void Settings::setTheme(const QString& value) {
    m_settings.setValue(key::theme, value);
}

bool Settings::reducedMotion() const {
    return m_settings.value(key::reducedMotion, false).toBool();
}

void Settings::setReducedMotion(bool on) {
    m_settings.setValue(key::reducedMotion, on);
}

QString Settings::language() const {
    const QString v = m_settings.value(key::language, QStringLiteral("en")).toString();
    return (v == "en" || v == "zh_CN") ? v : QStringLiteral("en");
}
void Settings::setLanguage(const QString& value) {
    m_settings.setValue(key::language, value);
}

QString Settings::lastLab() const {
    return m_settings.value(key::lastLab, QStringLiteral("ring")).toString();
}
void Settings::setLastLab(const QString& value) {
    m_settings.setValue(key::lastLab, value);
}

QString Settings::lastDirectory() const {
    return m_settings.value(key::lastDirectory, QDir::homePath()).toString();
}
void Settings::setLastDirectory(const QString& value) {
    m_settings.setValue(key::lastDirectory, value);
}

} // namespace hashlab::app
