#pragma once
// What a PDF export painted, for its ToUnicode maps (pdf_to_unicode.h). Qt 6.4's PDF writer gives
// a glyph the lowest code point the font maps to it; when a font draws two characters with one
// glyph (Noto Sans CJK SC draws 户 and 戶 alike, and each radical like its ideograph), a PDF
// showing 户 read back as 戶. Only the painting knows which of them was drawn: the exporter paints
// each part once more onto this recorder, which keeps the strings and their fonts and draws
// nothing.
#include "text_only_device.h"

#include <QFont>
#include <QRawFont>

#include <map>

namespace hashlab::app {

class PaintedText : public TextOnlyDevice {
public:
    // `like`: the device the real painting goes to.
    explicit PaintedText(const QPaintDevice* like) : TextOnlyDevice(like) {}

    // For a code point a ToUnicode map gives but nothing painted: the painted code point the same
    // font draws with the same glyph (so the map read back what was drawn), else `codePoint`.
    char32_t drawnAs(char32_t codePoint) const;

protected:
    void textDrawn(const QTextItem& item) override;

private:
    struct Glyph {
        QRawFont font; // the face that drew it (a fallback face when its font lacks it)
        quint32 index = 0;
    };
    const Glyph& glyphOf(char32_t codePoint) const;

    std::map<char32_t, QFont> m_fonts;          // each painted code point, with its first font
    mutable std::map<char32_t, Glyph> m_glyphs; // each painted code point's, found when asked
};

} // namespace hashlab::app
