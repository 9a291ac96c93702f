#include "export_look.h"

#include <QApplication>
#include <QWidget>

namespace hashlab::app {

ExportLook::ExportLook(const QString& themeId, const QString& language)
    : m_oldTheme(ThemeManager::instance().kind()),
      m_oldPresentation(ThemeManager::instance().presentation()) {
    ThemeKind kind = m_oldTheme;
    ThemeManager::parse(themeId, &kind);
    ThemeManager::instance().setKind(kind);
    ThemeManager::instance().setPresentation(false);
    m_language.emplace(language);
}

ExportLook::~ExportLook() {
    // The language first: the theme's change handlers retranslate nothing, but whatever text
    // they set must be in the window's language.
    m_language.reset();
    ThemeManager::instance().setKind(m_oldTheme);
    ThemeManager::instance().setPresentation(m_oldPresentation);
    // Whatever repainted while the export's language was in force paints again in the window's.
    for (QWidget* w : QApplication::topLevelWidgets())
        w->update();
}

} // namespace hashlab::app
