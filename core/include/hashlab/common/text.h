#pragma once
// Text: a message core composes for people, kept as an English template plus its arguments so
// that the GUI can translate the template (the translation key) and substitute the same
// arguments, while the command line prints english(). Core stays Qt-free: HASHLAB_TR only marks
// the literal for lupdate.
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

// Marks an English template for the translator; lupdate reads it as QT_TRANSLATE_NOOP
// (app/CMakeLists.txt passes -tr-function-alias QT_TRANSLATE_NOOP+=HASHLAB_TR), so it lands in the
// catalogue under "core".
#define HASHLAB_TR(context, source) source

namespace hashlab {

struct Text {           // a message the UI can translate
    std::string source; // English template with %1..%9 placeholders: the translation key
    std::vector<std::string> args;
    // nested[i], when its source is set, is a translatable message that stands for args[i]
    // (args[i] is then its English form): an error that wraps another error's text.
    std::vector<Text> nested;
    std::string
    english() const; // source with the args substituted in ONE pass (an arg containing "%2" stays)
    bool empty() const { return source.empty(); }
};

// Each line's english(): the command line's JSON form of a list of translatable lines.
std::vector<std::string> englishLines(const std::vector<Text>& lines);

// Substitutes %1..%9 in one left-to-right pass: a placeholder without an argument stays as it is,
// "%10" is argument 1 followed by "0", and text coming from an argument is never scanned again.
std::string substitute(std::string_view source, const std::vector<std::string>& args);

namespace detail {
inline std::string textArg(std::string_view s) {
    return std::string(s);
}
inline std::string textArg(const char* s) {
    return std::string(s);
}
inline std::string textArg(const std::string& s) {
    return s;
}
inline std::string textArg(char c) {
    return std::string(1, c);
}
// (moc reads this header too and cannot parse <concepts>: plain enable_if instead)
template <typename I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, char> &&
                                           !std::is_same_v<I, bool>,
                                       int> = 0>
std::string textArg(I v) {
    return std::to_string(v);
}
// Doubles as std::to_string writes them; callers that format numbers their own way pass strings.
template <typename F, std::enable_if_t<std::is_floating_point_v<F>, int> = 0>
std::string textArg(F v) {
    return std::to_string(v);
}

inline void addArg(Text& t, const Text& nested) {
    t.nested.resize(t.args.size());
    t.args.push_back(nested.english());
    t.nested.push_back(nested);
}
template <typename A>
void addArg(Text& t, const A& a) {
    t.args.push_back(textArg(a));
    if (!t.nested.empty())
        t.nested.emplace_back();
}
} // namespace detail

// args: strings, characters, integers, doubles, or other Texts (translated in their own right).
template <typename... A>
Text text(const char* source, const A&... args) {
    Text t;
    t.source = source;
    t.args.reserve(sizeof...(A));
    (detail::addArg(t, args), ...);
    return t;
}

// Plain data that needs no translation (a bare formula, a key): its own template, no arguments.
// lupdate does not see it, so never pass English words here.
inline Text verbatim(std::string s) {
    Text t;
    t.source = "%1";
    t.args.push_back(std::move(s));
    return t;
}

} // namespace hashlab
