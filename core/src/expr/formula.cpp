#include "hashlab/expr/formula.h"

#include <algorithm>

#include <cctype>
#include <limits>

namespace hashlab::expr {

enum class Kind { Literal, VarK, VarM, Neg, Add, Sub, Mul, Div, Mod };

struct Node {
    Kind kind = Kind::Literal;
    std::int64_t value = 0;
    std::size_t column = 1; // of the literal, variable or operator
    std::shared_ptr<const Node> lhs, rhs;
};

namespace {

using NodePtr = std::shared_ptr<const Node>;

// Binding strength for printing: a child prints in parentheses when it binds more loosely than
// its place demands.
int precedence(Kind k) {
    switch (k) {
    case Kind::Add:
    case Kind::Sub:
        return 1;
    case Kind::Mul:
    case Kind::Div:
    case Kind::Mod:
        return 2;
    case Kind::Neg:
        return 3;
    default:
        return 4;
    }
}

std::string_view asciiOp(Kind k) {
    switch (k) {
    case Kind::Add:
        return "+";
    case Kind::Sub:
        return "-";
    case Kind::Mul:
        return "*";
    case Kind::Div:
        return "/";
    default:
        return "%";
    }
}

std::string_view prettyOp(Kind k) {
    switch (k) {
    case Kind::Mul:
        return "\u00b7";
    case Kind::Mod:
        return " mod ";
    case Kind::Div:
        return " / ";
    case Kind::Add:
        return " + ";
    default:
        return " - ";
    }
}

class Parser {
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    NodePtr parseAll() {
        skipSpace();
        if (m_pos >= m_text.size()) {
            fail(1, 1, text(HASHLAB_TR("core", "the formula is empty; write e.g. k % m")));
            return nullptr;
        }
        NodePtr root = expression(0);
        if (!root)
            return nullptr;
        skipSpace();
        if (m_pos < m_text.size()) {
            if (m_text[m_pos] == ')')
                fail(col(), 1, text(HASHLAB_TR("core", "')' without a matching '('")));
            else
                fail(col(), tokenLength(),
                     text(HASHLAB_TR("core", "expected an operator (+ - * / % mod) or the end of "
                                             "the formula, found %1 (missing an operator?)"),
                          found()));
            return nullptr;
        }
        return root;
    }

    ParseError error;

private:
    std::size_t col() const { return m_pos + 1; }
    static bool isNameChar(char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    }
    // The whole word at m_pos (letters, digits, _), or one character; "kmod" is one word.
    std::size_t tokenLength() const {
        if (m_pos >= m_text.size())
            return 1;
        std::size_t end = m_pos;
        while (end < m_text.size() && isNameChar(m_text[end]))
            ++end;
        return end == m_pos ? 1 : end - m_pos;
    }
    // What stands at m_pos, for "expected X, found Y" messages.
    Text found() const {
        if (m_pos >= m_text.size())
            return text(HASHLAB_TR("core", "the end of the formula"));
        return text(HASHLAB_TR("core", "'%1'"), std::string(m_text.substr(m_pos, tokenLength())));
    }
    // `mod` is a keyword operator (CLRS writes k mod m), never a variable: only k and m are.
    bool atModKeyword() const {
        return m_pos < m_text.size() && m_text.compare(m_pos, 3, "mod") == 0 &&
               (m_pos + 3 >= m_text.size() || !isNameChar(m_text[m_pos + 3]));
    }
    void skipSpace() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    void fail(std::size_t column, std::size_t length, Text what) {
        if (!error.message.empty())
            return;
        error.column = column;
        error.length = length;
        error.message = what.english();
        error.what = std::move(what);
    }
    static NodePtr make(Kind kind, std::size_t column, NodePtr lhs, NodePtr rhs,
                        std::int64_t value = 0) {
        auto n = std::make_shared<Node>();
        n->kind = kind;
        n->column = column;
        n->lhs = std::move(lhs);
        n->rhs = std::move(rhs);
        n->value = value;
        return n;
    }

    // expression := term (('+' | '-') term)*
    // term := unary (('*' | '/' | '%' | 'mod') unary)*      ('mod' is '%' written as a word)
    NodePtr expression(int depth) {
        NodePtr lhs = term(depth);
        while (lhs) {
            skipSpace();
            if (m_pos >= m_text.size() || (m_text[m_pos] != '+' && m_text[m_pos] != '-'))
                break;
            const Kind kind = m_text[m_pos] == '+' ? Kind::Add : Kind::Sub;
            const std::size_t at = col();
            ++m_pos;
            NodePtr rhs = term(depth);
            if (!rhs)
                return nullptr;
            lhs = make(kind, at, lhs, rhs);
        }
        return lhs;
    }

    NodePtr term(int depth) {
        NodePtr lhs = unary(depth);
        while (lhs) {
            skipSpace();
            if (m_pos >= m_text.size())
                break;
            const char c = m_text[m_pos];
            const bool word = atModKeyword();
            if (c != '*' && c != '/' && c != '%' && !word)
                break;
            const Kind kind = c == '*' ? Kind::Mul : c == '/' ? Kind::Div : Kind::Mod;
            const std::size_t at = col();
            m_pos += word ? 3 : 1;
            NodePtr rhs = unary(depth);
            if (!rhs)
                return nullptr;
            lhs = make(kind, at, lhs, rhs);
        }
        return lhs;
    }

    NodePtr unary(int depth) {
        if (depth > Formula::kMaxDepth) {
            fail(col(), 1, text(HASHLAB_TR("core", "nested too deeply (at most 100 levels)")));
            return nullptr;
        }
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '-') {
            const std::size_t at = col();
            ++m_pos;
            NodePtr operand = unary(depth + 1);
            return operand ? make(Kind::Neg, at, operand, nullptr) : nullptr;
        }
        return primary(depth);
    }

    NodePtr primary(int depth) {
        skipSpace();
        if (m_pos >= m_text.size()) {
            fail(col(), 1,
                 text(HASHLAB_TR("core", "expected a number, k, m or '(', found %1 (the formula "
                                         "ends too early)"),
                      found()));
            return nullptr;
        }
        const char c = m_text[m_pos];
        const std::size_t at = col();
        if (c == '(') {
            ++m_pos;
            NodePtr inner = expression(depth + 1);
            if (!inner)
                return nullptr;
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ')') {
                fail(col(), tokenLength(),
                     text(HASHLAB_TR("core", "expected ')' to close the '(' at column %1, "
                                             "found %2"),
                          at, found()));
                return nullptr;
            }
            ++m_pos;
            return inner;
        }
        if (std::isdigit(static_cast<unsigned char>(c)))
            return literal();
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            std::size_t end = m_pos;
            while (end < m_text.size() &&
                   (std::isalnum(static_cast<unsigned char>(m_text[end])) || m_text[end] == '_'))
                ++end;
            const std::string name(m_text.substr(m_pos, end - m_pos));
            if (name == "k" || name == "m") {
                m_pos = end;
                return make(name == "k" ? Kind::VarK : Kind::VarM, at, nullptr, nullptr);
            }
            fail(at, name.size(),
                 name == "mod" ? text(HASHLAB_TR("core", "operator '%1' is missing its left "
                                                         "operand"),
                                      name)
                               : text(HASHLAB_TR("core", "unknown variable '%1': formulas know "
                                                         "only k and m"),
                                      name));
            return nullptr;
        }
        if (c == ')')
            fail(at, 1,
                 text(HASHLAB_TR("core", "expected a number, k, m or '(', found %1"), found()));
        else if (c == '+' || c == '*' || c == '/' || c == '%')
            fail(at, 1, text(HASHLAB_TR("core", "operator '%1' is missing its left operand"), c));
        else
            fail(at, 1, text(HASHLAB_TR("core", "unexpected character '%1'"), c));
        return nullptr;
    }

    NodePtr literal() {
        const std::size_t at = col();
        std::int64_t v = 0;
        std::size_t end = m_pos;
        bool overflow = false;
        while (end < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[end]))) {
            const int digit = m_text[end] - '0';
            if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, digit, &v))
                overflow = true;
            ++end;
        }
        if (overflow) {
            fail(at, end - m_pos,
                 text(HASHLAB_TR("core", "the number is larger than 9223372036854775807")));
            return nullptr;
        }
        if (end < m_text.size() &&
            (std::isalpha(static_cast<unsigned char>(m_text[end])) || m_text[end] == '_')) {
            if (m_text.compare(end, 3, "mod") == 0) {
                fail(end + 1, 3,
                     text(HASHLAB_TR("core", "write a space before 'mod': 10 mod m, not 10mod m")));
                return nullptr;
            }
            fail(end + 1, 1,
                 text(HASHLAB_TR("core", "a number directly followed by a name: write 2 * k, "
                                         "not 2k")));
            return nullptr;
        }
        m_pos = end;
        return make(Kind::Literal, at, nullptr, nullptr, v);
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

void print(const Node& n, std::string& out, const Variables* vars) {
    auto child = [&](const Node& c, int minPrec) {
        const bool paren = precedence(c.kind) < minPrec;
        if (paren)
            out += '(';
        print(c, out, vars);
        if (paren)
            out += ')';
    };
    auto number = [&](std::int64_t v) {
        if (v < 0) {
            out += '(';
            out += std::to_string(v);
            out += ')';
        } else {
            out += std::to_string(v);
        }
    };
    switch (n.kind) {
    case Kind::Literal:
        out += std::to_string(n.value);
        return;
    case Kind::VarK:
        if (vars)
            number(vars->k);
        else
            out += 'k';
        return;
    case Kind::VarM:
        if (vars)
            number(vars->m);
        else
            out += 'm';
        return;
    case Kind::Neg:
        out += '-';
        // "- -k" keeps two minus signs apart; a literal needs no parentheses.
        if (n.lhs->kind == Kind::Neg)
            out += ' ';
        child(*n.lhs, 3);
        return;
    default: {
        const int p = precedence(n.kind);
        // Left-associative: the right operand needs strictly tighter binding, so that
        // a - (b - c) keeps its parentheses and the printed text parses to the same tree.
        child(*n.lhs, p);
        if (vars)
            out += prettyOp(n.kind);
        else {
            out += ' ';
            out += asciiOp(n.kind);
            out += ' ';
        }
        child(*n.rhs, p + 1);
        return;
    }
    }
}

Text opText(std::int64_t a, Kind k, std::int64_t b, std::size_t column) {
    return text(HASHLAB_TR("core", "%1 %2 %3 (column %4)"), a, asciiOp(k), b, column);
}

Result<std::int64_t> eval(const Node& n, const Variables& vars) {
    switch (n.kind) {
    case Kind::Literal:
        return n.value;
    case Kind::VarK:
        return vars.k;
    case Kind::VarM:
        return vars.m;
    case Kind::Neg: {
        auto v = eval(*n.lhs, vars);
        if (!v)
            return v;
        if (*v == std::numeric_limits<std::int64_t>::min())
            return makeError("formula", HASHLAB_TR("core", "64-bit overflow in -(%1) (column %2)"),
                             *v, n.column);
        return -*v;
    }
    default:
        break;
    }
    auto a = eval(*n.lhs, vars);
    if (!a)
        return a;
    auto b = eval(*n.rhs, vars);
    if (!b)
        return b;
    std::int64_t r = 0;
    bool overflow = false;
    switch (n.kind) {
    case Kind::Add:
        overflow = __builtin_add_overflow(*a, *b, &r);
        break;
    case Kind::Sub:
        overflow = __builtin_sub_overflow(*a, *b, &r);
        break;
    case Kind::Mul:
        overflow = __builtin_mul_overflow(*a, *b, &r);
        break;
    case Kind::Div:
    case Kind::Mod:
        if (*b == 0)
            return n.kind == Kind::Div
                       ? makeError("formula", HASHLAB_TR("core", "division by zero in %1"),
                                   opText(*a, n.kind, *b, n.column))
                       : makeError("formula", HASHLAB_TR("core", "modulo by zero in %1"),
                                   opText(*a, n.kind, *b, n.column));
        overflow = n.kind == Kind::Div ? !checkedDiv(*a, *b, r) : !checkedMod(*a, *b, r);
        break;
    default:
        break;
    }
    if (overflow)
        return makeError("formula", HASHLAB_TR("core", "64-bit overflow in %1"),
                         opText(*a, n.kind, *b, n.column));
    return r;
}

bool uses(const Node& n, Kind var) {
    if (n.kind == var)
        return true;
    return (n.lhs && uses(*n.lhs, var)) || (n.rhs && uses(*n.rhs, var));
}

} // namespace

std::string ParseError::text() const {
    return "column " + std::to_string(column) + ": " + message;
}

bool checkedMod(std::int64_t a, std::int64_t b, std::int64_t& out) {
    if (b == 0)
        return false;
    if (b == -1) { // INT64_MIN % -1 traps on x86; the answer is 0 anyway
        out = 0;
        return true;
    }
    std::int64_t r = a % b;
    if (r < 0) {
        // |b| does not fit when b is INT64_MIN, but r + |b| always does (found by fuzz_formula):
        // add in unsigned arithmetic, where the wrap is defined, and the sum is back in range.
        const auto absB = b < 0 ? 0 - static_cast<std::uint64_t>(b) : static_cast<std::uint64_t>(b);
        r = static_cast<std::int64_t>(static_cast<std::uint64_t>(r) + absB);
    }
    out = r;
    return true;
}

bool checkedDiv(std::int64_t a, std::int64_t b, std::int64_t& out) {
    if (b == 0 || (a == std::numeric_limits<std::int64_t>::min() && b == -1))
        return false;
    std::int64_t q = a / b;
    if (a % b < 0) // truncation left a negative remainder: move q so that the remainder is >= 0
        q = b > 0 ? q - 1 : q + 1;
    out = q;
    return true;
}

Result<Formula> Formula::parse(std::string_view text, const std::string& parameter,
                               ParseError* detail) {
    ParseError error;
    NodePtr root;
    // Spaces do not count towards the limit, so that toString() (which adds spaces around
    // operators) of any accepted formula is accepted too (found by fuzz_formula); the raw text is
    // still bounded, at four times the limit.
    const auto spaces = static_cast<std::size_t>(std::count(text.begin(), text.end(), ' '));
    if (text.size() - spaces > kMaxLength || text.size() > 4 * kMaxLength) {
        Text what =
            hashlab::text(HASHLAB_TR("core", "the formula is longer than 1000 characters (not "
                                             "counting spaces)"));
        error = ParseError{kMaxLength + 1, 1, what.english(), what};
    } else {
        Parser parser(text);
        root = parser.parseAll();
        error = parser.error;
    }
    if (!root) {
        if (detail)
            *detail = error;
        return makeError(parameter, HASHLAB_TR("core", "column %1: %2"), error.column, error.what);
    }
    return Formula(root);
}

Result<std::int64_t> Formula::evaluate(const Variables& vars) const {
    return eval(*m_root, vars);
}

std::string Formula::toString() const {
    std::string out;
    print(*m_root, out, nullptr);
    return out;
}

std::string Formula::render(const Variables& vars) const {
    std::string out;
    print(*m_root, out, &vars);
    return out;
}

bool Formula::usesK() const {
    return uses(*m_root, Kind::VarK);
}

bool Formula::usesM() const {
    return uses(*m_root, Kind::VarM);
}

} // namespace hashlab::expr
