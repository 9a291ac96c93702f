#pragma once
// The theme and language an export renders in, for as long as this object lives. The theme is
// application-wide (canvases read it while painting), so it is switched and switched back; the
// language is not (ScopedLanguage): a page built inside the scope is in the export's language
// and the open window is never retranslated (it crashed doing so mid-dialog).
#include "shell/language.h"
#include "shell/theme.h"

#include <QString>

#include <optional>

namespace hashlab::app {

class ExportLook {
public:
    ExportLook(const QString& themeId, const QString& language);
    ~ExportLook();
    ExportLook(const ExportLook&) = delete;
    ExportLook& operator=(const ExportLook&) = delete;

private:
    ThemeKind m_oldTheme;
    bool m_oldPresentation;
    std::optional<ScopedLanguage> m_language;
};

} // namespace hashlab::app
