#include "core_text.h"

#include <QCoreApplication>

namespace hashlab::app {

QString substituteArgs(const QString& pattern, const QStringList& args) {
    QString out;
    out.reserve(pattern.size() + 16 * args.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'%' && i + 1 < pattern.size()) {
            const QChar d = pattern[i + 1];
            if (d >= u'1' && d <= u'9') {
                const qsizetype n = d.unicode() - u'1';
                if (n < args.size()) {
                    out += args[n];
                    ++i;
                    continue;
                }
            }
        }
        out += c;
    }
    return out;
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
