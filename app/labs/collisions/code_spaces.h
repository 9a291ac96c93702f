#pragma once
// The spaces the Birthday tab and the Short-links table compare: n keys, and either several whole
// bit widths (N = 2^b) or one alphabet at several code lengths (N = A^L). Parsing and checking of
// what the user typed lives here, with core's limits (collisions/birthday.h), so both tabs refuse
// the same input with the same words; CodeSpaceInputs is the form, CodeSpaces the value it edits.
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace hashlab::app {

inline constexpr int kMaxSpaceSizes = 6; // curves a plot can tell apart by colour

struct CodeSpaces {
    Q_DECLARE_TR_FUNCTIONS(CodeSpaces)

public:
    std::uint64_t n = 100'000;
    bool useBits = true;
    std::vector<int> bits = {16, 24, 32, 40};
    QString alphabet = QStringLiteral(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"); // the symbols
    std::vector<int> lengths = {4, 5, 6, 7};

    bool operator==(const CodeSpaces&) const = default;
    const std::vector<int>& sizes() const { return useBits ? bits : lengths; }
    std::uint64_t alphabetSize() const; // distinct symbols (code points)

    nlohmann::json toJson() const;
    // Reads the keys present in `state` over `defaults` (old scenarios carry none of them). On
    // error returns "<prefix>.<key>: why" and leaves *out alone.
    static QString fromJson(const nlohmann::json& state, const CodeSpaces& defaults,
                            std::uint64_t maxN, const QString& prefix, CodeSpaces* out);
};

// One space to show: N as core computes it (a double, exact below 2^53 and for powers of two) and
// written out exactly.
struct SpaceRow {
    int size = 0; // b or L
    bool bits = true;
    std::uint64_t alphabetSize = 0;
    double space = 0;
    std::string exact;     // N in decimal digits
    QString label() const; // "2^24" or "62^7"
};
std::vector<SpaceRow> spaceRows(const CodeSpaces& s);

// Parsers for the form; each returns "" and fills *out, or an explanation and leaves it alone.
QString parseKeyCount(const QString& text, std::uint64_t minN, std::uint64_t maxN,
                      std::uint64_t* out);
QString checkAlphabet(const QString& alphabet);
QString parseSizes(const QString& text, bool bits, std::uint64_t alphabetSize,
                   std::vector<int>* out);
QString formatSizes(const std::vector<int>& sizes);

} // namespace hashlab::app
