#include "painted_text.h"

#include <QGlyphRun>
#include <QPaintEngine>
#include <QTextLayout>

namespace hashlab::app {

void PaintedText::textDrawn(const QTextItem& item) {
    for (const char32_t c : item.text().toUcs4())
        m_fonts.try_emplace(c, item.font());
}

const PaintedText::Glyph& PaintedText::glyphOf(char32_t codePoint) const {
    auto [it, added] = m_glyphs.try_emplace(codePoint);
    if (!added)
        return it->second;
    // Laid out as the painting laid it out, font fallback included.
    QTextLayout layout(QString::fromUcs4(&codePoint, 1), m_fonts.at(codePoint));
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    for (const QGlyphRun& run : layout.glyphRuns())
        if (!run.glyphIndexes().isEmpty()) {
            it->second = {run.rawFont(), run.glyphIndexes().front()};
            break;
        }
    return it->second;
}

char32_t PaintedText::drawnAs(char32_t codePoint) const {
    const auto& fonts = m_fonts;
    if (fonts.count(codePoint))
        return codePoint;
    const QString asked = QString::fromUcs4(&codePoint, 1);
    // The writer names a glyph by the lowest code point that has it: the one drawn is above.
    for (auto it = fonts.upper_bound(codePoint); it != fonts.end(); ++it) {
        const Glyph& drawn = glyphOf(it->first);
        if (drawn.index == 0 || !drawn.font.isValid())
            continue;
        const QList<quint32> same = drawn.font.glyphIndexesForString(asked);
        if (same.size() == 1 && same.front() == drawn.index)
            return it->first;
    }
    return codePoint;
}

} // namespace hashlab::app
