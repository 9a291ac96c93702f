#pragma once
// Qt 6.4's PDF writer gives each embedded glyph the lowest code point the font maps to it
// (its ToUnicode CMap). Noto Sans CJK draws a CJK radical, Kangxi radical or stroke with the same
// glyph as the ideograph it stands for, so Chinese text copied or extracted from the PDF came out
// as radicals (生日 as U+2F63 U+2F47) and searching it found nothing.
#include <QByteArray>

#include <functional>

namespace hashlab::app {

// The ideograph Unicode's EquivalentUnifiedIdeograph.txt names for `codePoint` (a radical or a
// stroke), or `codePoint` itself.
char32_t unifiedIdeograph(char32_t codePoint);

// For a code point the writer gave a glyph: the one the painting drew with that glyph
// (PaintedText::drawnAs).
using DrawnAs = std::function<char32_t(char32_t)>;

// `pdf` with every ToUnicode CMap rewritten so that each glyph reads as the character painted with
// it (`drawnAs`; Qt named it by the lowest code point sharing it: 戶 for a painted 户), and no
// glyph reads as a radical or a stroke that has an equivalent ideograph (the object offsets and
// the cross-reference table follow). A PDF this cannot read (not Qt's layout) is returned
// unchanged.
QByteArray withUnifiedIdeographs(const QByteArray& pdf, const DrawnAs& drawnAs = {});

} // namespace hashlab::app
