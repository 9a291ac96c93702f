#include "code_spaces.h"

#include "hashlab/collisions/birthday.h"

#include "shell/core_text.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <set>

namespace hashlab::app {

std::uint64_t CodeSpaces::alphabetSize() const {
    return static_cast<std::uint64_t>(alphabet.toUcs4().size());
}

nlohmann::json CodeSpaces::toJson() const {
    return {{"n", n},
            {"space", useBits ? "bits" : "alphabet"},
            {"bits", bits},
            {"alphabet", alphabet.toStdString()},
            {"lengths", lengths}};
}

QString CodeSpaces::fromJson(const nlohmann::json& state, const CodeSpaces& defaults,
                             std::uint64_t maxN, const QString& prefix, CodeSpaces* out) {
    CodeSpaces s = defaults;
    auto fail = [&prefix](const char* key, const QString& why) {
        return QStringLiteral("%1.%2: %3").arg(prefix, QLatin1String(key), why);
    };
    if (auto it = state.find("n"); it != state.end()) {
        if (!it->is_number_unsigned() && !(it->is_number_integer() && it->get<std::int64_t>() >= 0))
            return fail("n", tr("expected a whole number from 0 to %1").arg(maxN));
        s.n = it->get<std::uint64_t>();
        if (s.n > maxN)
            return fail("n", tr("expected a whole number from 0 to %1").arg(maxN));
    }
    if (auto it = state.find("space"); it != state.end()) {
        if (!it->is_string() || (*it != "bits" && *it != "alphabet"))
            return fail("space", tr("expected \"bits\" or \"alphabet\""));
        s.useBits = *it == "bits";
    }
    if (auto it = state.find("alphabet"); it != state.end()) {
        if (!it->is_string())
            return fail("alphabet", tr("expected a string of symbols"));
        s.alphabet = QString::fromStdString(it->get<std::string>());
        if (QString e = checkAlphabet(s.alphabet); !e.isEmpty())
            return fail("alphabet", e);
    }
    for (const char* key : {"bits", "lengths"}) {
        auto it = state.find(key);
        if (it == state.end())
            continue;
        if (!it->is_array())
            return fail(key, tr("expected an array of whole numbers"));
        QStringList parts;
        for (const auto& v : *it) {
            if (!v.is_number_integer())
                return fail(key, tr("expected an array of whole numbers"));
            parts << QString::number(v.get<std::int64_t>());
        }
        const bool bits = std::string_view(key) == "bits";
        std::vector<int> sizes;
        if (QString e = parseSizes(parts.join(QLatin1Char(',')), bits, s.alphabetSize(), &sizes);
            !e.isEmpty())
            return fail(key, e);
        (bits ? s.bits : s.lengths) = sizes;
    }
    // A new alphabet must still hold the lengths (10^6 symbols to the 7th pass 2^128).
    if (QString e = parseSizes(formatSizes(s.lengths), false, s.alphabetSize(), &s.lengths);
        !e.isEmpty())
        return fail("lengths", e);
    *out = s;
    return {};
}

QString SpaceRow::label() const {
    return bits ? QStringLiteral("2^%1").arg(size)
                : QStringLiteral("%1^%2").arg(alphabetSize).arg(size);
}

std::vector<SpaceRow> spaceRows(const CodeSpaces& s) {
    std::vector<SpaceRow> rows;
    for (int size : s.sizes()) {
        SpaceRow r;
        r.size = size;
        r.bits = s.useBits;
        r.alphabetSize = s.useBits ? 2 : s.alphabetSize();
        // The sizes were checked against these same functions when they were typed.
        if (s.useBits)
            r.space = std::ldexp(1.0, size);
        else if (auto space =
                     collisions::codeSpace(r.alphabetSize, static_cast<std::uint64_t>(size)))
            r.space = *space;
        r.exact = collisions::exactPowerDecimal(r.alphabetSize, static_cast<std::uint64_t>(size));
        rows.push_back(r);
    }
    return rows;
}

QString parseKeyCount(const QString& text, std::uint64_t minN, std::uint64_t maxN,
                      std::uint64_t* out) {
    QString digits = text.trimmed();
    // "100,000", "100 000" and "100_000" as people write them.
    digits.remove(QRegularExpression(QStringLiteral("[,_\\s\u00a0\u202f]")));
    digits.remove(QLocale().groupSeparator());
    bool ok = false;
    const qulonglong v = digits.toULongLong(&ok);
    if (digits.isEmpty() || !ok || digits.startsWith(QLatin1Char('+')) || v < minN || v > maxN)
        return CodeSpaces::tr("n must be a whole number from %1 to %2.")
            .arg(QLocale().toString(static_cast<qulonglong>(minN)),
                 QLocale().toString(static_cast<qulonglong>(maxN)));
    *out = v;
    return {};
}

QString checkAlphabet(const QString& alphabet) {
    const auto symbols = alphabet.toUcs4();
    if (symbols.isEmpty())
        return CodeSpaces::tr("The alphabet is empty: type the symbols a code may use, at least "
                              "two different ones.");
    std::set<char32_t> seen;
    for (char32_t c : symbols) {
        const QString symbol = QString::fromUcs4(&c, 1);
        if (symbol.trimmed().isEmpty())
            return CodeSpaces::tr("The alphabet contains a space or a tab: a code cannot show it.");
        if (!seen.insert(c).second)
            return CodeSpaces::tr("The alphabet has “%1” twice: every symbol must be different, or "
                                  "two symbols would write the same code.")
                .arg(symbol);
    }
    if (symbols.size() < 2)
        return CodeSpaces::tr("An alphabet of one symbol writes one code per length: type at "
                              "least two different symbols.");
    if (static_cast<std::uint64_t>(symbols.size()) > collisions::kMaxAlphabet)
        return coreError(collisions::codeSpace(symbols.size(), 1).error());
    return {};
}

QString parseSizes(const QString& text, bool bits, std::uint64_t alphabetSize,
                   std::vector<int>* out) {
    const QStringList parts =
        text.split(QRegularExpression(QStringLiteral("[,;，、\\s]+")), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return bits ? CodeSpaces::tr("Type one or more bit widths, e.g. 16, 24, 32.")
                    : CodeSpaces::tr("Type one or more code lengths, e.g. 4, 5, 6, 7.");
    std::set<int> sizes;
    for (const QString& part : parts) {
        bool ok = false;
        const long long v = part.toLongLong(&ok);
        if (!ok)
            return CodeSpaces::tr("“%1” is not a whole number.").arg(part);
        // Core's own limits and words: bits 1..128, A^L at most 2^128.
        if (bits) {
            if (v < collisions::kMinBits || v > collisions::kMaxBits)
                return coreError(collisions::birthday(0, static_cast<int>(std::clamp<long long>(
                                                             v, INT32_MIN, INT32_MAX)))
                                     .error());
        } else if (auto space = collisions::codeSpace(alphabetSize,
                                                      v < 1 ? 0 : static_cast<std::uint64_t>(v));
                   !space) {
            return coreError(space.error());
        }
        sizes.insert(static_cast<int>(v));
    }
    if (sizes.size() > static_cast<std::size_t>(kMaxSpaceSizes))
        return CodeSpaces::tr("At most %1 sizes at a time (the plot has %1 colours).")
            .arg(kMaxSpaceSizes);
    *out = std::vector<int>(sizes.begin(), sizes.end());
    return {};
}

QString formatSizes(const std::vector<int>& sizes) {
    QStringList parts;
    for (int s : sizes)
        parts << QString::number(s);
    return parts.join(QStringLiteral(", "));
}

} // namespace hashlab::app
