#include "language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFont>
#include <QFontInfo>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace hashlab::app {
namespace {

// One translator stays installed for the application's life and forwards to the catalogues of
// the language in force. Switching the language swaps its catalogues; only setLanguage() then
// tells the widgets. (Installing and removing translators makes Qt post LanguageChange to every
// window, which an export in another language must not do: the window retranslated mid-dialog.)
class LanguageTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override {
        for (const auto& t : {m_app, m_qt})
            if (t) {
                QString s = t->translate(context, sourceText, disambiguation, n);
                if (!s.isNull())
                    return s;
            }
        return {};
    }
    bool isEmpty() const override { return !m_app && !m_qt; }

    void load(const QString& language) {
        m_app.reset();
        m_qt.reset();
        if (language == QLatin1String("en"))
            return;
        auto app = std::make_shared<QTranslator>();
        if (app->load(QStringLiteral(":/i18n/hashlab_%1.qm").arg(language)))
            m_app = std::move(app);
        auto qt = std::make_shared<QTranslator>();
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qt = std::move(qt);
    }

private:
    std::shared_ptr<QTranslator> m_app, m_qt;
};

QString g_language = QStringLiteral("en");
LanguageTranslator* g_translator = nullptr;

LanguageTranslator& translator() {
    if (!g_translator) {
        g_translator = new LanguageTranslator; // lives as long as the process
        QCoreApplication::installTranslator(g_translator);
    }
    return *g_translator;
}

QLocale localeFor(const QString& language) {
    return QLocale(language == QLatin1String("en") ? QStringLiteral("en_US") : language);
}

// The only CJK text HashLab shows is Simplified Chinese. Without a named CJK family, fontconfig
// picks the first Han font it knows (Noto Sans CJK JP): Japanese glyph shapes for Chinese, and
// the JP face embedded in PDF exports. The first family stays the one the platform resolved.
void preferSimplifiedChineseGlyphs() {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return;
    static const QString cjk = QStringLiteral("Noto Sans CJK SC");
    QFont font = QGuiApplication::font();
    if (font.families().contains(cjk))
        return;
    // A font made from a family name alone (the monospace fields, the plots' fonts) has no CJK
    // family in its list, and Qt falls back through the family's substitutes before fontconfig:
    // without these the Hash tables lab's formula field put the JP face in its PDFs.
    const QString mono = QStringLiteral("monospace");
    for (const QString& family : {mono, QFontInfo(QFont(mono)).family()})
        QFont::insertSubstitution(family, QStringLiteral("Noto Sans Mono CJK SC"));
    for (const QString& family : {QFontInfo(font).family(), QStringLiteral("Sans Serif"),
                                  QStringLiteral("sans-serif"), QStringLiteral("serif")})
        QFont::insertSubstitution(family, cjk);
    font.setFamilies({QFontInfo(font).family(), cjk});
    QGuiApplication::setFont(font);
}

void switchCatalogues(const QString& language) {
    translator().load(language);
    g_language = language;
    QLocale::setDefault(localeFor(language));
}

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
    preferSimplifiedChineseGlyphs();
    switchCatalogues(language);
    // What installTranslator() would have done: the application posts LanguageChange to each
    // window; deliver now so callers see the new text.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return true;
}

ScopedLanguage::ScopedLanguage(const QString& language)
    : m_previous(g_language), m_previousLocale(QLocale()) {
    preferSimplifiedChineseGlyphs();
    if (supportedLanguages().contains(language))
        switchCatalogues(language);
}

ScopedLanguage::~ScopedLanguage() {
    translator().load(m_previous);
    g_language = m_previous;
    QLocale::setDefault(m_previousLocale);
}

} // namespace hashlab::app
