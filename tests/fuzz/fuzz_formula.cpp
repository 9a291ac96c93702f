// The formula parser: any text parses or is refused with a column; what parses evaluates without
// UB (checked arithmetic) and prints back to a formula that parses to the same canonical text.
#include "hashlab/expr/formula.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 16)
        return 0;
    hashlab::expr::Variables vars;
    std::memcpy(&vars.k, data, 8);
    std::memcpy(&vars.m, data + 8, 8);
    const std::string_view text(reinterpret_cast<const char*>(data + 16), size - 16);
    hashlab::expr::ParseError where;
    auto f = hashlab::expr::Formula::parse(text, "formula", &where);
    if (!f.ok())
        return 0;
    (void)f->evaluate(vars);
    (void)f->render(vars);
    const std::string canonical = f->toString();
    auto again = hashlab::expr::Formula::parse(canonical);
    if (!again.ok() || again->toString() != canonical)
        __builtin_trap();
    auto a = f->evaluate(vars), b = again->evaluate(vars);
    if (a.ok() != b.ok() || (a.ok() && *a != *b))
        __builtin_trap();
    return 0;
}
