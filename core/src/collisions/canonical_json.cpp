#include "hashlab/collisions/canonical_json.h"

#include "hashlab/hash/hash.h"

#include <charconv>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace hashlab::collisions {
namespace {

constexpr std::uint64_t kBigIntSubtype = 0xB1;

// An integer literal too long for a double (309 digits or more). nlohmann reads integer literals
// beyond 64 bits as doubles and refuses one beyond the double range before any callback sees it;
// Python reads it exactly. parseJson swaps each for a finite placeholder of the same length
// ("0.000…", so byte offsets in messages stay right) and DomBuilder puts the digits back by the
// literal's place among the number tokens.
struct LongInteger {
    std::size_t numberIndex = 0; // 0-based among all number tokens of the text
    std::string literal;
};
constexpr std::size_t kDoubleSafeDigits = 308;

// Builds the DOM like nlohmann's own SAX DOM parser, except that integer literals beyond 64 bits
// keep their digits, non-finite numbers are refused, and nesting is capped.
class DomBuilder {
public:
    DomBuilder(std::string_view text, std::vector<LongInteger> longIntegers)
        : m_text(text), m_long(std::move(longIntegers)) {}

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(std::int64_t v) {
        ++m_numbers;
        return put(v);
    }
    bool number_unsigned(std::uint64_t v) {
        ++m_numbers;
        return put(v);
    }
    bool number_float(double v, const std::string& literal) {
        const std::size_t index = m_numbers++;
        if (m_nextLong < m_long.size() && m_long[m_nextLong].numberIndex == index)
            return put(makeBigInteger(m_long[m_nextLong++].literal));
        if (literal.find_first_of(".eE") == std::string::npos)
            return put(makeBigInteger(literal));
        if (!std::isfinite(v))
            return fail(m_text.find(literal), overflowMessage(literal));
        return put(v);
    }
    bool string(std::string& v) { return put(std::move(v)); }
    bool binary(nlohmann::json::binary_t&) { return false; }
    bool start_object(std::size_t) { return open(nlohmann::json::object()); }
    bool key(std::string& k) {
        m_key = std::move(k);
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) { return open(nlohmann::json::array()); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& ex) {
        // nlohmann says "[json.exception.parse_error.101] parse error at line 1, column 2: why";
        // keep the why, the position is reported separately.
        std::string why = ex.what();
        if (const auto b = why.find("] ");
            why.rfind("[json.exception", 0) == 0 && b != std::string::npos)
            why = why.substr(b + 2);
        if (const auto colon = why.find(": ");
            why.rfind("parse error", 0) == 0 && colon != std::string::npos)
            why = why.substr(colon + 2);
        if (ex.id == 406) // out_of_range.406: a float literal beyond the double range
            return fail(position == 0 ? 0 : position - 1, overflowMessage(lastToken));
        // nlohmann's own sentence: not ours to translate, shown as it is.
        return fail(position == 0 ? 0 : position - 1, verbatim(why));
    }
    static Text overflowMessage(const std::string& literal) {
        return text(HASHLAB_TR("core", "number %1 is out of range of a double (Python would read "
                                       "it as infinity, which JSON cannot hold)"),
                    literal);
    }

    nlohmann::json root;
    bool failed = false;
    JsonError error;

private:
    bool fail(std::size_t offset, Text what) {
        if (!failed) {
            failed = true;
            error = {offset == std::string_view::npos ? 0 : offset, what.english(), what};
        }
        return false;
    }
    bool put(nlohmann::json v) {
        if (m_stack.empty()) {
            root = std::move(v);
            return true;
        }
        nlohmann::json& top = *m_stack.back();
        if (top.is_object())
            top[m_key] = std::move(v); // a repeated key keeps the last value, as json.loads does
        else
            top.push_back(std::move(v));
        return true;
    }
    bool open(nlohmann::json v) {
        if (m_stack.size() >= static_cast<std::size_t>(kMaxJsonDepth))
            return fail(0,
                        text(HASHLAB_TR("core", "nesting deeper than %1 levels"), kMaxJsonDepth));
        nlohmann::json* slot = nullptr;
        if (m_stack.empty()) {
            root = std::move(v);
            slot = &root;
        } else if (m_stack.back()->is_object()) {
            slot = &((*m_stack.back())[m_key] = std::move(v));
        } else {
            m_stack.back()->push_back(std::move(v));
            slot = &m_stack.back()->back();
        }
        m_stack.push_back(slot);
        return true;
    }
    bool close() {
        m_stack.pop_back();
        return true;
    }

    std::string_view m_text;
    std::vector<LongInteger> m_long;
    std::size_t m_nextLong = 0;
    std::size_t m_numbers = 0;
    std::vector<nlohmann::json*> m_stack;
    std::string m_key;
};

JsonError jsonError(std::size_t offset, Text what) {
    return {offset, what.english(), std::move(what)};
}

// Finds the integer literals longer than a double holds (outside strings), swaps each for its
// placeholder in `text`, and returns them; an error names a literal beyond Python's limit.
// Empty (with *error set) when a literal is longer than Python reads.
std::optional<std::vector<LongInteger>> takeLongIntegers(std::string& json, JsonError* error) {
    std::vector<LongInteger> out;
    std::size_t numbers = 0;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') { // skip the string, escapes included
            for (++i; i < json.size() && json[i] != '"'; ++i)
                if (json[i] == '\\')
                    ++i;
            continue;
        }
        if (c != '-' && (c < '0' || c > '9'))
            continue;
        std::size_t end = i;
        bool integer = true;
        while (end < json.size() &&
               std::string_view("0123456789+-.eE").find(json[end]) != std::string_view::npos) {
            integer = integer && (json[end] != '.' && json[end] != 'e' && json[end] != 'E' &&
                                  json[end] != '+' && (json[end] != '-' || end == i));
            ++end;
        }
        const std::size_t digits = end - i - (c == '-' ? 1 : 0);
        if (integer && digits > kMaxJsonIntegerDigits) {
            *error =
                jsonError(i, hashlab::text(HASHLAB_TR("core", "an integer of %1 digits exceeds "
                                                              "Python's limit of %2 digits for "
                                                              "integer string conversion"),
                                           digits, kMaxJsonIntegerDigits));
            return std::nullopt;
        }
        if (integer && digits > kDoubleSafeDigits) {
            out.push_back({numbers, json.substr(i, end - i)});
            json.replace(i, end - i, "0." + std::string(end - i - 2, '0'));
        }
        ++numbers;
        i = end - 1;
    }
    return out;
}

// The 1-based line and column (in characters) of byte `offset` of `text`.
std::pair<std::size_t, std::size_t> lineColumn(std::string_view text, std::size_t offset) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // count characters, not UTF-8 continuation bytes
        }
    }
    return {line, column};
}

void appendString(std::string& out, const std::string& s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out.push_back('"');
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out.push_back(kHex[c >> 4]);
                out.push_back(kHex[c & 15]);
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

Status append(std::string& out, const nlohmann::json& v) {
    using T = nlohmann::json::value_t;
    switch (v.type()) {
    case T::null:
        out += "null";
        return ok();
    case T::boolean:
        out += v.get<bool>() ? "true" : "false";
        return ok();
    case T::number_integer:
        out += std::to_string(v.get<std::int64_t>());
        return ok();
    case T::number_unsigned:
        out += std::to_string(v.get<std::uint64_t>());
        return ok();
    case T::number_float: {
        const double d = v.get<double>();
        if (!std::isfinite(d))
            return makeError("json", HASHLAB_TR("core", "NaN and Infinity are not JSON; the "
                                                        "canonical form refuses them"));
        out += pythonFloatRepr(d);
        return ok();
    }
    case T::string:
        appendString(out, v.get_ref<const std::string&>());
        return ok();
    case T::array: {
        out.push_back('[');
        bool first = true;
        for (const auto& item : v) {
            if (!first)
                out.push_back(',');
            first = false;
            if (auto s = append(out, item); !s)
                return s;
        }
        out.push_back(']');
        return ok();
    }
    case T::object: {
        // nlohmann's object is a std::map<std::string, ...>: byte order, which for UTF-8 is
        // code point order, the order of Python's sort_keys.
        out.push_back('{');
        bool first = true;
        for (const auto& [key, item] : v.items()) {
            if (!first)
                out.push_back(',');
            first = false;
            appendString(out, key);
            out.push_back(':');
            if (auto s = append(out, item); !s)
                return s;
        }
        out.push_back('}');
        return ok();
    }
    case T::binary:
        if (isBigInteger(v)) {
            const auto& bytes = v.get_binary();
            out.append(bytes.begin(), bytes.end());
            return ok();
        }
        return makeError("json", HASHLAB_TR("core", "binary values have no JSON text"));
    case T::discarded:
        break;
    }
    return makeError("json", HASHLAB_TR("core", "not a JSON value"));
}

} // namespace

Result<nlohmann::json> parseJson(std::string_view text, JsonError* where) {
    auto failWith = [&](JsonError e) -> Result<nlohmann::json> {
        if (where)
            *where = e;
        const auto [line, column] = lineColumn(text, e.offset);
        return makeError("json", HASHLAB_TR("core", "at line %1, column %2 (byte %3): %4"), line,
                         column, e.offset, e.what);
    };
    if (text.size() > kMaxJsonBytes)
        return failWith(
            jsonError(kMaxJsonBytes,
                      hashlab::text(HASHLAB_TR("core", "longer than %1 bytes"), kMaxJsonBytes)));
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return failWith(jsonError(
            text.size(), hashlab::text(HASHLAB_TR("core", "empty input: expected a JSON value"))));
    std::string swapped(text);
    JsonError longError;
    auto longIntegers = takeLongIntegers(swapped, &longError);
    if (!longIntegers)
        return failWith(longError);
    DomBuilder builder(swapped, std::move(*longIntegers));
    const bool okParse = nlohmann::json::sax_parse(swapped.begin(), swapped.end(), &builder);
    if (!okParse || builder.failed)
        return failWith(builder.failed
                            ? builder.error
                            : jsonError(0, hashlab::text(HASHLAB_TR("core", "not valid JSON"))));
    return std::move(builder.root);
}

bool isBigInteger(const nlohmann::json& value) {
    return value.is_binary() && value.get_binary().has_subtype() &&
           value.get_binary().subtype() == kBigIntSubtype;
}

nlohmann::json makeBigInteger(const std::string& digits) {
    return nlohmann::json::binary(std::vector<std::uint8_t>(digits.begin(), digits.end()),
                                  kBigIntSubtype);
}

std::string pythonFloatRepr(double value) {
    if (value == 0)
        return std::signbit(value) ? "-0.0" : "0.0";
    // Shortest round-trip digits, the same digits Python's repr chooses (both are David Gay's
    // shortest representation); only the layout below is Python's.
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::scientific);
    const std::string sci(buf, res.ptr);
    const bool negative = sci[0] == '-';
    const auto e = sci.find('e');
    std::string digits;
    for (std::size_t i = negative ? 1 : 0; i < e; ++i)
        if (sci[i] != '.')
            digits.push_back(sci[i]);
    const int exponent = std::stoi(sci.substr(e + 1)); // value = d.ddd * 10^exponent
    std::string out = negative ? "-" : "";
    if (exponent < -4 || exponent >= 16) {
        out += digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        const int absExp = std::abs(exponent);
        out += exponent < 0 ? "e-" : "e+";
        if (absExp < 10)
            out.push_back('0');
        out += std::to_string(absExp);
        return out;
    }
    const int point = exponent + 1; // digits before the decimal point
    if (point <= 0) {
        out += "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
    } else if (static_cast<std::size_t>(point) >= digits.size()) {
        out += digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0') + ".0";
    } else {
        out += digits.substr(0, static_cast<std::size_t>(point)) + "." +
               digits.substr(static_cast<std::size_t>(point));
    }
    return out;
}

Result<std::string> canonicalJson(const nlohmann::json& value) {
    std::string out;
    if (auto s = append(out, value); !s)
        return s.error();
    return out;
}

std::string hashIdOfCanonical(std::string_view canonical, std::uint32_t seed) {
    return hash::compute(hash::Algo::Murmur3_x64_128, canonical, seed).hex();
}

Result<HashId> hashIdOfText(std::string_view jsonText, std::uint32_t seed) {
    auto parsed = parseJson(jsonText);
    if (!parsed)
        return parsed.error();
    auto canonical = canonicalJson(*parsed);
    if (!canonical)
        return canonical.error();
    HashId h{*canonical, {}};
    h.hashId = hashIdOfCanonical(h.canonical, seed);
    return h;
}

} // namespace hashlab::collisions
