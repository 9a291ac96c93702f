#pragma once
// Core's messages in the user's language. Core (Qt-free) hands the GUI hashlab::Text: an English
// template marked with HASHLAB_TR("core", ...) plus its arguments. This is the one place that
// translates such a template in the "core" context and substitutes the arguments, so every lab
// shows core's errors and trace sentences the same way and switches language at run time
// (callers re-run these on QEvent::LanguageChange, as with tr()).
#include "hashlab/common/result.h"
#include "hashlab/common/text.h"

#include <QString>
#include <QStringList>

namespace hashlab::app {

// QCoreApplication::translate("core", source) with the arguments substituted in ONE pass, by the
// rules of hashlab::substitute (so an argument containing "%2" stays as it is, which chained
// QString::arg would get wrong). Nested messages are translated in their own right.
QString coreText(const hashlab::Text& text);

// "parameter: message" with the message translated; the parameter is an identifier and stays.
// Just the message when there is no parameter.
QString coreError(const hashlab::Error& error);

// One pass over %1..%9 (a placeholder without an argument stays, "%10" is argument 1 then "0").
QString substituteArgs(const QString& pattern, const QStringList& args);

} // namespace hashlab::app
