#include "pdf_to_unicode.h"

#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <vector>

namespace hashlab::app {
namespace {

struct Equivalent {
    char32_t first;
    char32_t last;
    char32_t ideograph;
};

// Sorted by `first`, as the Unicode file lists them.
constexpr Equivalent kEquivalents[] = {
#include "equivalent_ideographs.inc"
};

// One glyph code's text: UTF-16 code units, as a CMap writes them.
using GlyphText = std::map<uint, QString>;

std::optional<uint> hexNumber(QByteArrayView hex) {
    bool ok = false;
    const uint value = hex.toByteArray().toUInt(&ok, 16);
    return ok ? std::optional<uint>(value) : std::nullopt;
}

QString utf16FromHex(QByteArrayView hex) {
    const QByteArray bytes = QByteArray::fromHex(hex.toByteArray());
    QString text;
    for (qsizetype i = 0; i + 1 < bytes.size(); i += 2)
        text += QChar(char16_t((uchar(bytes[i]) << 8) | uchar(bytes[i + 1])));
    return text;
}

QByteArray hexFromUtf16(const QString& text) {
    QByteArray hex;
    for (const QChar c : text)
        hex += QByteArray::number(c.unicode(), 16).toUpper().rightJustified(4, '0');
    return hex;
}

// The tokens of a CMap's mapping sections: <hex>, [, ] and the keywords.
std::vector<QByteArrayView> tokens(QByteArrayView text) {
    std::vector<QByteArrayView> out;
    qsizetype i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            ++i;
        } else if (c == '<') {
            const qsizetype end = text.indexOf('>', i);
            if (end < 0)
                break;
            out.push_back(text.sliced(i + 1, end - i - 1));
            i = end + 1;
        } else if (c == '[' || c == ']') {
            out.push_back(text.sliced(i, 1));
            ++i;
        } else {
            qsizetype end = i;
            while (end < text.size() && !QByteArrayView(" \n\r\t<[]").contains(text[end]))
                ++end;
            out.push_back(text.sliced(i, end - i));
            i = end;
        }
    }
    return out;
}

// The glyph-to-text map of the bfchar and bfrange sections; false if they do not parse.
bool readMappings(QByteArrayView sections, GlyphText* glyphs, int* codeDigits) {
    const auto t = tokens(sections);
    enum class In { Nothing, Chars, Ranges } in = In::Nothing;
    for (std::size_t i = 0; i < t.size();) {
        const QByteArrayView token = t[i];
        if (token == "beginbfchar" || token == "beginbfrange") {
            in = token == "beginbfchar" ? In::Chars : In::Ranges;
            ++i;
        } else if (token == "endbfchar" || token == "endbfrange") {
            in = In::Nothing;
            ++i;
        } else if (in == In::Chars && i + 1 < t.size()) {
            const auto code = hexNumber(token);
            if (!code)
                return false;
            *codeDigits = int(token.size());
            (*glyphs)[*code] = utf16FromHex(t[i + 1]);
            i += 2;
        } else if (in == In::Ranges && i + 2 < t.size()) {
            const auto low = hexNumber(token);
            const auto high = hexNumber(t[i + 1]);
            if (!low || !high || *high < *low)
                return false;
            *codeDigits = int(token.size());
            i += 2;
            if (t[i] == "[") {
                ++i;
                for (uint code = *low; i < t.size() && t[i] != "]"; ++code, ++i)
                    (*glyphs)[code] = utf16FromHex(t[i]);
                ++i;
            } else {
                // Consecutive codes, the last code unit counting up with them.
                const QString first = utf16FromHex(t[i]);
                if (first.isEmpty())
                    return false;
                for (uint code = *low; code <= *high; ++code) {
                    QString text = first;
                    text.back() = QChar(char16_t(first.back().unicode() + (code - *low)));
                    (*glyphs)[code] = text;
                }
                ++i;
            }
        } else {
            ++i; // the section counts ("12 beginbfchar")
        }
    }
    return true;
}

bool unifyIdeographs(GlyphText* glyphs, const DrawnAs& drawnAs) {
    bool changed = false;
    for (auto& [code, text] : *glyphs) {
        const QList<uint> codePoints = text.toUcs4();
        if (codePoints.size() != 1)
            continue;
        const char32_t written = codePoints.front();
        char32_t meant = drawnAs ? drawnAs(written) : written;
        if (meant == written)
            meant = unifiedIdeograph(written);
        if (meant != written) {
            text = QString::fromUcs4(&meant, 1);
            changed = true;
        }
    }
    return changed;
}

// The CMap with its mapping sections rewritten as bfchar sections (at most 100 entries each, as
// the CMap format allows), or nothing when no glyph read as a radical.
std::optional<QByteArray> unifiedCMap(const QByteArray& cmap, const DrawnAs& drawnAs) {
    const qsizetype firstSection =
        std::min(cmap.indexOf("beginbfchar") < 0 ? cmap.size() : cmap.indexOf("beginbfchar"),
                 cmap.indexOf("beginbfrange") < 0 ? cmap.size() : cmap.indexOf("beginbfrange"));
    const qsizetype lastChar = cmap.lastIndexOf("endbfchar");
    const qsizetype lastRange = cmap.lastIndexOf("endbfrange");
    if (firstSection == cmap.size() || std::max(lastChar, lastRange) < 0)
        return std::nullopt;
    const qsizetype headEnd = cmap.lastIndexOf('\n', firstSection) + 1; // the line's count
    const qsizetype tailStart = std::max(lastChar < 0 ? qsizetype(0) : lastChar + 9,
                                         lastRange < 0 ? qsizetype(0) : lastRange + 10);
    GlyphText glyphs;
    int codeDigits = 4;
    if (!readMappings(QByteArrayView(cmap).sliced(headEnd, tailStart - headEnd), &glyphs,
                      &codeDigits) ||
        !unifyIdeographs(&glyphs, drawnAs))
        return std::nullopt;
    QByteArray out = cmap.left(headEnd);
    auto it = glyphs.begin();
    while (it != glyphs.end()) {
        const auto count = std::min<std::ptrdiff_t>(100, std::distance(it, glyphs.end()));
        out += QByteArray::number(count) + " beginbfchar\n";
        for (std::ptrdiff_t i = 0; i < count; ++i, ++it)
            out += '<' +
                   QByteArray::number(it->first, 16).toUpper().rightJustified(codeDigits, '0') +
                   "> <" + hexFromUtf16(it->second) + ">\n";
        out += "endbfchar\n";
    }
    out += cmap.mid(tailStart);
    return out;
}

struct Replacement {
    qsizetype start;
    qsizetype end;
    QByteArray bytes;
};

// The byte offsets of the objects, from the classic cross-reference table Qt writes.
struct CrossReference {
    qsizetype tableAt = -1;
    qsizetype trailerAt = -1; // after the last entry
    std::vector<qsizetype> offsets;
    std::vector<bool> inUse;
};

std::optional<CrossReference> readCrossReference(const QByteArray& pdf) {
    static const QRegularExpression start(QStringLiteral("startxref\\s+(\\d+)\\s+%%EOF\\s*$"));
    const auto m = start.match(QString::fromLatin1(pdf.right(64)));
    if (!m.hasMatch())
        return std::nullopt;
    CrossReference xref;
    xref.tableAt = m.captured(1).toLongLong();
    static const QRegularExpression head(QStringLiteral("^xref\\s+0\\s+(\\d+)\\s*?\\n"));
    const auto h = head.match(QString::fromLatin1(pdf.mid(xref.tableAt, 32)));
    if (!h.hasMatch())
        return std::nullopt;
    const int count = h.captured(1).toInt();
    qsizetype at = xref.tableAt + h.capturedLength();
    for (int i = 0; i < count; ++i, at += 20) {
        if (at + 20 > pdf.size())
            return std::nullopt;
        bool ok = false;
        xref.offsets.push_back(pdf.mid(at, 10).toLongLong(&ok));
        xref.inUse.push_back(pdf.at(at + 17) == 'n');
        if (!ok)
            return std::nullopt;
    }
    xref.trailerAt = at;
    return xref;
}

// The object numbered `number` as [start, end) with its stream's data, if it has one.
struct PdfObject {
    qsizetype start = -1;
    qsizetype end = -1;
    QByteArray dictionary;
    qsizetype dataStart = -1;
};

std::optional<PdfObject> objectAt(const QByteArray& pdf, const CrossReference& xref, int number) {
    if (number <= 0 || std::size_t(number) >= xref.offsets.size() || !xref.inUse[number])
        return std::nullopt;
    PdfObject object;
    object.start = xref.offsets[number];
    if (!pdf.mid(object.start, 24).startsWith(QByteArray::number(number) + " 0 obj"))
        return std::nullopt;
    const qsizetype endobj = pdf.indexOf("endobj", object.start);
    if (endobj < 0)
        return std::nullopt;
    object.end = endobj + 6;
    const qsizetype stream = pdf.indexOf("stream", object.start);
    if (stream >= 0 && stream < object.end) {
        object.dictionary = pdf.mid(object.start, stream - object.start);
        object.dataStart = stream + 6;
        if (pdf.at(object.dataStart) == '\r')
            ++object.dataStart;
        if (pdf.at(object.dataStart) == '\n')
            ++object.dataStart;
    }
    return object;
}

QByteArray inflate(const QByteArray& data) {
    // qUncompress wants the size first; it grows its buffer when the guess is short.
    QByteArray sized(4, '\0');
    const quint32 guess = quint32(std::min<qsizetype>(data.size() * 8 + 64, 1 << 26));
    for (int i = 0; i < 4; ++i)
        sized[i] = char((guess >> (24 - 8 * i)) & 0xff);
    return qUncompress(sized + data);
}

QByteArray deflate(const QByteArray& data) {
    return qCompress(data).mid(4); // without qCompress's size: a plain zlib stream
}

// The replacement for one ToUnicode stream object (and its indirect /Length, if it has one).
std::vector<Replacement> unifiedToUnicode(const QByteArray& pdf, const CrossReference& xref,
                                          int number, const DrawnAs& drawnAs) {
    const auto object = objectAt(pdf, xref, number);
    if (!object || object->dataStart < 0)
        return {};
    static const QRegularExpression lengthKey(
        QStringLiteral("/Length\\s+(\\d+)(\\s+(\\d+)\\s+R)?"));
    const QString dictionary = QString::fromLatin1(object->dictionary);
    const auto length = lengthKey.match(dictionary);
    if (!length.hasMatch())
        return {};
    std::optional<PdfObject> lengthObject;
    qsizetype size = length.captured(1).toLongLong();
    if (length.hasCaptured(2)) {
        lengthObject = objectAt(pdf, xref, int(size));
        if (!lengthObject)
            return {};
        const QByteArray body =
            pdf.mid(lengthObject->start, lengthObject->end - lengthObject->start);
        static const QRegularExpression value(QStringLiteral("obj\\s+(\\d+)\\s+endobj"));
        const auto v = value.match(QString::fromLatin1(body));
        if (!v.hasMatch())
            return {};
        size = v.captured(1).toLongLong();
    }
    if (object->dataStart + size > object->end)
        return {};
    const bool flate = dictionary.contains(QLatin1String("/FlateDecode"));
    const QByteArray data = pdf.mid(object->dataStart, size);
    const QByteArray cmap = flate ? inflate(data) : data;
    const auto unified = cmap.isEmpty() ? std::nullopt : unifiedCMap(cmap, drawnAs);
    if (!unified)
        return {};
    const QByteArray written = flate ? deflate(*unified) : *unified;
    const QByteArray newSize = QByteArray::number(written.size());
    std::vector<Replacement> out;
    QByteArray head = object->dictionary;
    if (!lengthObject)
        head.replace(length.capturedStart(1), length.capturedLength(1), newSize);
    const qsizetype endstream = pdf.indexOf("endstream", object->dataStart + size);
    if (endstream < 0 || endstream > object->end)
        return {};
    out.push_back({object->start, endstream,
                   head +
                       pdf.mid(object->start + object->dictionary.size(),
                               object->dataStart - object->start - object->dictionary.size()) +
                       written + '\n'});
    if (lengthObject)
        out.push_back({lengthObject->start, lengthObject->end,
                       length.captured(1).toLatin1() + " 0 obj\n" + newSize + "\nendobj"});
    return out;
}

} // namespace

char32_t unifiedIdeograph(char32_t codePoint) {
    const auto* end = std::end(kEquivalents);
    const auto* it = std::upper_bound(std::begin(kEquivalents), end, codePoint,
                                      [](char32_t c, const Equivalent& e) { return c < e.first; });
    if (it == std::begin(kEquivalents))
        return codePoint;
    --it;
    return codePoint <= it->last ? it->ideograph : codePoint;
}

QByteArray withUnifiedIdeographs(const QByteArray& pdf, const DrawnAs& drawnAs) {
    const auto xref = readCrossReference(pdf);
    if (!xref)
        return pdf;
    static const QRegularExpression toUnicode(QStringLiteral("/ToUnicode\\s+(\\d+)\\s+0\\s+R"));
    std::vector<Replacement> replacements;
    std::vector<int> seen;
    // Latin-1 keeps one character per byte, so the match offsets are byte offsets.
    const QString text = QString::fromLatin1(pdf.left(xref->tableAt));
    for (auto it = toUnicode.globalMatch(text); it.hasNext();) {
        const int number = it.next().captured(1).toInt();
        if (std::find(seen.begin(), seen.end(), number) != seen.end())
            continue;
        seen.push_back(number);
        for (Replacement& r : unifiedToUnicode(pdf, *xref, number, drawnAs))
            replacements.push_back(std::move(r));
    }
    if (replacements.empty())
        return pdf;
    std::sort(replacements.begin(), replacements.end(),
              [](const Replacement& a, const Replacement& b) { return a.start < b.start; });
    QByteArray out;
    out.reserve(pdf.size() + pdf.size() / 16);
    qsizetype last = 0;
    for (const Replacement& r : replacements) {
        if (r.start < last)
            return pdf; // overlapping objects: not a layout this understands
        out += QByteArrayView(pdf).sliced(last, r.start - last);
        out += r.bytes;
        last = r.end;
    }
    out += QByteArrayView(pdf).sliced(last, xref->tableAt - last);
    auto moved = [&](qsizetype offset) {
        qsizetype shift = 0;
        for (const Replacement& r : replacements)
            if (r.end <= offset)
                shift += r.bytes.size() - (r.end - r.start);
        return offset + shift;
    };
    const qsizetype tableAt = out.size();
    out += "xref\n0 " + QByteArray::number(qsizetype(xref->offsets.size())) + '\n';
    for (std::size_t i = 0; i < xref->offsets.size(); ++i) {
        const qsizetype offset = xref->inUse[i] ? moved(xref->offsets[i]) : xref->offsets[i];
        out += QByteArray::number(offset).rightJustified(10, '0') +
               (xref->inUse[i] ? " 00000 n \n" : " 65535 f \n");
    }
    const QByteArray rest = pdf.mid(xref->trailerAt);
    out += rest.left(rest.lastIndexOf("startxref"));
    out += "startxref\n" + QByteArray::number(tableAt) + "\n%%EOF\n";
    return out;
}

} // namespace hashlab::app
