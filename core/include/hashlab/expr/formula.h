#pragma once
// The integer formula language of textbook hash functions ("k % m", "1 + k % (m - 1)").
// A formula is parsed once into an immutable tree over the variables k (the key) and m (the
// table size) with + - * / %, parentheses, unary minus and integer literals, and evaluated with
// checked 64-bit arithmetic: overflow and division by zero are errors, never undefined behaviour.
//
// Semantics (chosen so that hash formulas never produce a negative slot):
//   a % b  is the mathematical modulo: 0 <= a % b < |b|, also for negative a or b;
//   a / b  is the matching (Euclidean) quotient, so that a == (a / b) * b + a % b.
#include "hashlab/common/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace hashlab::expr {

// Where and why a formula failed to parse; columns are 1-based character positions.
struct ParseError {
    std::size_t column = 1;
    std::size_t length = 1; // how many characters to underline
    std::string message;    // without the column, in English (== what.english())
    Text what;              // the same, for translation
    std::string text() const;
};

struct Variables {
    std::int64_t k = 0;
    std::int64_t m = 0;
};

struct Node;

class Formula {
public:
    // Longest accepted formula (characters other than spaces), and deepest nesting: keeps parsing
    // and printing bounded.
    static constexpr std::size_t kMaxLength = 1000;
    static constexpr int kMaxDepth = 100;

    // Parses `text`; the error names `parameter` and says "column N: ...". `detail`, when given,
    // receives the column and message for inline display.
    static Result<Formula> parse(std::string_view text, const std::string& parameter = "formula",
                                 ParseError* detail = nullptr);

    // Evaluates with checked arithmetic. Errors name the operation that failed and its column,
    // e.g. "division by zero in 5 / 0 (column 3)".
    Result<std::int64_t> evaluate(const Variables& vars) const;

    // Canonical text: single spaces around binary operators and only the parentheses the tree
    // needs, so parse(f.toString()).toString() == f.toString() and the trees are equal.
    std::string toString() const;
    // The same tree with k and m replaced by their values and the operators as a textbook writes
    // them (· for *, mod for %): "(3 + 2·4) mod 11". Negative values appear in parentheses.
    std::string render(const Variables& vars) const;

    bool usesK() const;
    bool usesM() const;

private:
    explicit Formula(std::shared_ptr<const Node> root) : m_root(std::move(root)) {}
    std::shared_ptr<const Node> m_root;
};

// Checked helpers shared by the probing core (same semantics as the formula operators).
// They return false on overflow or a zero divisor.
bool checkedMod(std::int64_t a, std::int64_t b, std::int64_t& out);
bool checkedDiv(std::int64_t a, std::int64_t b, std::int64_t& out);

} // namespace hashlab::expr
