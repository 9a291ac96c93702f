#pragma once
// Run-time language switching: installs the Qt and HashLab catalogues for "en" or "zh_CN".
// Widgets retranslate on QEvent::LanguageChange, so no restart is needed.
#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace hashlab::app {

QStringList supportedLanguages(); // "en", "zh_CN"
// Returns false (and changes nothing) for an unsupported language. Every open window retranslates.
bool setLanguage(const QString& language);
QString currentLanguage();

// For the lifetime of this object tr() answers in `language`, silently: no LanguageChange event
// reaches any widget, so the open windows keep their texts (and their state) while an export
// builds and renders a page in another language. Widgets created inside the scope are built in
// `language`. Restores the previous language, again silently, when it ends.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString& language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;

private:
    QString m_previous;
    QLocale m_previousLocale;
};

} // namespace hashlab::app
