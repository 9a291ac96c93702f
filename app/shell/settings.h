#pragma once
// Every persistent setting, its key and its default in one place (KCalc's kcfg idea without a
// generator). Nothing else in the app touches QSettings.
#include <QByteArray>
#include <QSettings>
#include <QString>

namespace hashlab::app {

class Settings {
public:
    Settings();                                // the user's settings (organisation HashLab)
    explicit Settings(const QString& iniPath); // for tests

    QByteArray geometry() const;
    void setGeometry(const QByteArray& value);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& value);

    QString theme() const; // "light" (default), "dark", "classroom"
    void setTheme(const QString& value);
    QString language() const;   // "en" (default) or "zh_CN"
    bool reducedMotion() const; // false by default
    void setReducedMotion(bool on);
    void setLanguage(const QString& value);
    QString lastLab() const; // "ring" (default)
    void setLastLab(const QString& value);
    QString lastDirectory() const; // for file dialogs; default: home
    void setLastDirectory(const QString& value);

    void sync() { m_settings.sync(); }

private:
    QSettings m_settings;
};

} // namespace hashlab::app
