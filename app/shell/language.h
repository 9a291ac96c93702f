#pragma once
// Run-time language switching: installs the Qt and HashLab catalogues for "en" or "zh_CN".
// Widgets retranslate on QEvent::LanguageChange, so no restart is needed.
#include <QString>
#include <QStringList>

namespace hashlab::app {

QStringList supportedLanguages(); // "en", "zh_CN"
// Returns false (and changes nothing) for an unsupported language.
bool setLanguage(const QString& language);
QString currentLanguage();

} // namespace hashlab::app
