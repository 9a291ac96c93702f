#include "language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace hashlab::app {
namespace {
QString g_language = QStringLiteral("en");
std::unique_ptr<QTranslator> g_app, g_qt;
} // namespace

QStringList supportedLanguages() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString currentLanguage() {
    return g_language;
}

bool setLanguage(const QString& language) {
    if (!supportedLanguages().contains(language))
        return false;
    if (g_app)
        QCoreApplication::removeTranslator(g_app.get());
    if (g_qt)
        QCoreApplication::removeTranslator(g_qt.get());
    g_app.reset();
    g_qt.reset();
    if (language != QLatin1String("en")) {
        auto app = std::make_unique<QTranslator>();
        if (app->load(QStringLiteral(":/i18n/hashlab_%1.qm").arg(language))) {
            QCoreApplication::installTranslator(app.get());
            g_app = std::move(app);
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            g_qt = std::move(qt);
        }
    }
    g_language = language;
    // Qt posts LanguageChange to each widget; deliver now so callers (and exports) see the new
    // text.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QLocale::setDefault(
        QLocale(language == QLatin1String("en") ? QStringLiteral("en_US") : language));
    return true;
}

} // namespace hashlab::app
