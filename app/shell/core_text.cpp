#include "core_text.h"

#include <QCoreApplication>

namespace hashlab::app {

QString substituteArgs(const QString& pattern, const QStringList& args) {
    // Core's byte-wise pass is exact on UTF-8: '%' and digits never occur inside a multi-byte
    // character, so the GUI and the command line substitute by the very same rules.
    std::vector<std::string> utf8;
    utf8.reserve(static_cast<std::size_t>(args.size()));
    for (const QString& a : args)
        utf8.push_back(a.toStdString());
    return QString::fromStdString(hashlab::substitute(pattern.toStdString(), utf8));
}

QString coreText(const hashlab::Text& text) {
    if (text.source.empty())
        return {};
    QStringList args;
    args.reserve(static_cast<qsizetype>(text.args.size()));
    for (std::size_t i = 0; i < text.args.size(); ++i) {
        const bool nested = i < text.nested.size() && !text.nested[i].source.empty();
        args << (nested ? coreText(text.nested[i]) : QString::fromStdString(text.args[i]));
    }
    return substituteArgs(QCoreApplication::translate("core", text.source.c_str()), args);
}

QString coreError(const hashlab::Error& error) {
    // An Error made without a template (none in core today) still shows its English message.
    const QString message =
        error.what.empty() ? QString::fromStdString(error.message) : coreText(error.what);
    return error.parameter.empty()
               ? message
               : QString::fromStdString(error.parameter) + QStringLiteral(": ") + message;
}

} // namespace hashlab::app
