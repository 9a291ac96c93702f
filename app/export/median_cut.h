#pragma once
// Colour reduction for GIF frames: median cut (Heckbert, "Color image quantization for frame
// buffer display", 1982) over a histogram of 5 bits per channel. Each palette entry is the mean
// of the true colours in its box, so the large flat areas of a lab page (background, text, node
// colours) come out exact. The box cut next is the one with the largest squared error, at the
// point of its widest channel where the halves' errors add up least (the variance-based variant
// of Wan, Wong and Prusinkiewicz, 1988): a few dark text pixels among light ones get entries of
// their own, and text stays legible. No dithering: it would
// blur small text and make every frame differ from the last.
#include <QRgb>

#include <cstdint>
#include <vector>

namespace hashlab::app {

class MedianCutPalette {
public:
    MedianCutPalette();

    void clear();
    void add(QRgb colour); // counts one pixel (alpha ignored)
    // Builds at most `maxColours` entries (at least 1 when any pixel was added).
    void build(int maxColours);
    const std::vector<QRgb>& colours() const { return m_colours; }
    // The palette index of a colour that was added before build(): the entry nearest its bin.
    int indexOf(QRgb colour) const { return m_boxOfBin[bin(colour)]; }

    static int bin(QRgb c) { return (qRed(c) >> 3) << 10 | (qGreen(c) >> 3) << 5 | qBlue(c) >> 3; }

private:
    struct Bin {
        std::uint64_t count = 0, r = 0, g = 0, b = 0;
    };
    std::vector<Bin> m_bins;
    std::vector<int> m_used; // bins with a count, in first-seen order
    std::vector<std::int16_t> m_boxOfBin;
    std::vector<QRgb> m_colours;
};

} // namespace hashlab::app
