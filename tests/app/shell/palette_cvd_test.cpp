// Issue 15, accessibility: the palettes stay apart for the common colour-vision deficiencies.
// Each theme's first six series colours (the nodes and series a lab shows together) and its three
// verdict colours (good / warning / bad) are simulated for protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, applied in linear RGB) and must
// differ by at least ΔE*ab 10 in CIELAB, pair by pair — clearly different at a glance, where 2.3
// is the smallest difference an eye sees.
#include "shell/theme.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <string>

namespace {

using namespace hashlab::app;
using Vec = std::array<double, 3>;
using Mat = std::array<Vec, 3>;

const std::array<std::pair<const char*, Mat>, 4> kVision = {{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia",
     {{{0.152286, 1.052583, -0.204868},
       {0.114503, 0.786281, 0.099216},
       {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia",
     {{{0.367322, 0.860646, -0.227968},
       {0.280085, 0.672501, 0.047413},
       {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia",
     {{{1.255528, -0.076749, -0.178779},
       {-0.078411, 0.930809, 0.147602},
       {0.004733, 0.691367, 0.303900}}}},
}};

double linear(int c) {
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

Vec lab(const QColor& colour, const Mat& m) {
    const Vec rgb{linear(colour.red()), linear(colour.green()), linear(colour.blue())};
    Vec s{};
    for (int r = 0; r < 3; ++r)
        s[r] = std::clamp(m[r][0] * rgb[0] + m[r][1] * rgb[1] + m[r][2] * rgb[2], 0.0, 1.0);
    const double x = (0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2]) / 0.95047;
    const double y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
    const double z = (0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2]) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const QColor& a, const QColor& b, const Mat& m) {
    const Vec p = lab(a, m), q = lab(b, m);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

void expectApart(const QList<QColor>& colours, const std::string& what) {
    for (const auto& [vision, m] : kVision)
        for (qsizetype i = 0; i < colours.size(); ++i)
            for (qsizetype j = i + 1; j < colours.size(); ++j)
                EXPECT_GE(deltaE(colours[i], colours[j], m), 10.0)
                    << what << ", " << vision << ": " << colours[i].name().toStdString() << " vs "
                    << colours[j].name().toStdString();
}

TEST(PaletteVision, SeriesAndVerdictsStayApartForColourBlindViewers) {
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::Classroom}) {
        const ThemePalette p = ThemeManager::paletteFor(kind, false);
        const std::string theme = ThemeManager::name(kind).toStdString();
        expectApart(QList<QColor>(p.series.begin(), p.series.begin() + 6), theme + " series");
        expectApart({p.good, p.warning, p.bad}, theme + " verdicts");
    }
}

} // namespace
