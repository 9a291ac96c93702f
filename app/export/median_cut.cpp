#include "median_cut.h"

#include <algorithm>
#include <array>

namespace hashlab::app {
namespace {

constexpr int kBins = 1 << 15;

int coordinate(int bin, int axis) {
    return (bin >> (10 - 5 * axis)) & 31;
}

} // namespace

MedianCutPalette::MedianCutPalette() : m_bins(kBins), m_boxOfBin(kBins, 0) {}

void MedianCutPalette::clear() {
    for (int b : m_used)
        m_bins[static_cast<std::size_t>(b)] = Bin{};
    m_used.clear();
    m_colours.clear();
}

void MedianCutPalette::add(QRgb c) {
    Bin& b = m_bins[static_cast<std::size_t>(bin(c))];
    if (b.count++ == 0)
        m_used.push_back(bin(c));
    b.r += static_cast<std::uint64_t>(qRed(c));
    b.g += static_cast<std::uint64_t>(qGreen(c));
    b.b += static_cast<std::uint64_t>(qBlue(c));
}

// A box's squared error: how far its pixels are from its mean colour, summed (each bin's pixels
// counted at the bin's mean colour).
struct Moments {
    double n = 0, r = 0, g = 0, b = 0, sq = 0;
    void add(const Moments& o) {
        n += o.n;
        r += o.r;
        g += o.g;
        b += o.b;
        sq += o.sq;
    }
    double error() const { return n > 0 ? sq - (r * r + g * g + b * b) / n : 0; }
};

void MedianCutPalette::build(int maxColours) {
    m_colours.clear();
    if (m_used.empty())
        return;
    auto moments = [this](int bin) {
        const Bin& b = m_bins[static_cast<std::size_t>(bin)];
        const double n = double(b.count);
        const double r = double(b.r) / n, g = double(b.g) / n, bl = double(b.b) / n;
        return Moments{n, double(b.r), double(b.g), double(b.b), n * (r * r + g * g + bl * bl)};
    };
    struct Box {
        std::size_t begin, end; // a range of m_used
        double error;
    };
    auto measure = [&](std::size_t begin, std::size_t end) {
        Moments m;
        for (std::size_t i = begin; i < end; ++i)
            m.add(moments(m_used[i]));
        return Box{begin, end, m.error()};
    };
    std::vector<Box> boxes{measure(0, m_used.size())};
    std::vector<Moments> prefix;
    while (static_cast<int>(boxes.size()) < maxColours) {
        // The box whose pixels are furthest from its colour: a few black text pixels in a box of
        // light ones count for as much as a large, gently varying area.
        auto worst = boxes.end();
        for (auto it = boxes.begin(); it != boxes.end(); ++it)
            if (it->end - it->begin > 1 && (worst == boxes.end() || it->error > worst->error))
                worst = it;
        if (worst == boxes.end() || worst->error <= 0)
            break; // every box is one colour
        const Box box = *worst;
        const auto first = m_used.begin() + static_cast<std::ptrdiff_t>(box.begin);
        const auto last = m_used.begin() + static_cast<std::ptrdiff_t>(box.end);
        // Cut across the channel that varies most, where the two halves' errors add up least.
        Moments whole;
        double spread[3] = {0, 0, 0};
        for (auto it = first; it != last; ++it)
            whole.add(moments(*it));
        for (int a = 0; a < 3; ++a) {
            double mean = (a == 0 ? whole.r : a == 1 ? whole.g : whole.b) / whole.n, v = 0;
            for (auto it = first; it != last; ++it) {
                const Moments m = moments(*it);
                const double c = (a == 0 ? m.r : a == 1 ? m.g : m.b) / m.n - mean;
                v += m.n * c * c;
            }
            spread[a] = v;
        }
        const int axis = int(std::max_element(spread, spread + 3) - spread);
        std::sort(first, last,
                  [&](int a, int b) { return coordinate(a, axis) < coordinate(b, axis); });
        prefix.assign(1, Moments{});
        for (auto it = first; it != last; ++it) {
            Moments m = prefix.back();
            m.add(moments(*it));
            prefix.push_back(m);
        }
        std::size_t split = 1;
        double best = -1;
        for (std::size_t k = 1; k < prefix.size() - 1; ++k) {
            Moments right = whole;
            right.n -= prefix[k].n;
            right.r -= prefix[k].r;
            right.g -= prefix[k].g;
            right.b -= prefix[k].b;
            right.sq -= prefix[k].sq;
            const double e = prefix[k].error() + right.error();
            if (best < 0 || e < best) {
                best = e;
                split = k;
            }
        }
        *worst = measure(box.begin, box.begin + split);
        boxes.push_back(measure(box.begin + split, box.end));
    }
    for (std::size_t k = 0; k < boxes.size(); ++k) {
        Bin sum;
        for (std::size_t i = boxes[k].begin; i < boxes[k].end; ++i) {
            const Bin& b = m_bins[static_cast<std::size_t>(m_used[i])];
            sum.count += b.count;
            sum.r += b.r;
            sum.g += b.g;
            sum.b += b.b;
            m_boxOfBin[static_cast<std::size_t>(m_used[i])] = static_cast<std::int16_t>(k);
        }
        auto mean = [&](std::uint64_t s) {
            return static_cast<int>((s + sum.count / 2) / sum.count);
        };
        m_colours.push_back(qRgb(mean(sum.r), mean(sum.g), mean(sum.b)));
    }
    // A bin at the edge of its box can be nearer another box's colour (an anti-aliased pixel
    // between text and background): each bin takes the nearest entry.
    for (int bin : m_used) {
        const Bin& b = m_bins[static_cast<std::size_t>(bin)];
        const double n = double(b.count);
        const double r = double(b.r) / n, g = double(b.g) / n, bl = double(b.b) / n;
        double best = -1;
        for (std::size_t k = 0; k < m_colours.size(); ++k) {
            const double dr = r - qRed(m_colours[k]), dg = g - qGreen(m_colours[k]),
                         db = bl - qBlue(m_colours[k]);
            const double d = dr * dr + dg * dg + db * db;
            if (best < 0 || d < best) {
                best = d;
                m_boxOfBin[static_cast<std::size_t>(bin)] = static_cast<std::int16_t>(k);
            }
        }
    }
}

} // namespace hashlab::app
