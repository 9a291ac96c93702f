#pragma once
// What an operation tells its trace, as calls the scheme algorithms make (open_addressing.h,
// robin_hood.h, cuckoo.h, chaining.h). Each algorithm is written once and instantiated twice: with
// OpTracer for the lab, the command line and the lessons, and with NoTrace for the Real speed
// tab's sets (fast_tables.h), whose calls are empty inline functions, so that the untraced form
// compiles to the bare algorithm.
#include "hashlab/tables/hash_table.h"

#include <optional>
#include <string>

namespace hashlab::tables::detail {

struct NoTrace {
    template <class... A>
    void visit(const A&...) {}
    template <class... A>
    void compare(const A&...) {}
    template <class... A>
    void enter(const A&...) {}
    template <class... A>
    void move(const A&...) {}
    template <class... A>
    void leave(const A&...) {}
    template <class... A>
    void probe(const A&...) {}
};

// Fills an OpTrace. A key's arrival, move or departure is stamped with the number of path cells
// visited by then, which is when the step player shows it.
class OpTracer {
public:
    explicit OpTracer(OpTrace& t) : m_t(t) {}
    void visit(Cell c) { m_t.path.push_back(c); }
    void compare() { ++m_t.compares; }
    // The new key takes its first cell.
    void enter(const std::string& key, Cell c) {
        m_t.at = c;
        m_t.entry = KeyMove{key, std::nullopt, c, m_t.path.size()};
    }
    // A resident carried on (to none: left without a cell).
    void move(const std::string& key, std::optional<Cell> from, std::optional<Cell> to) {
        m_t.moves.push_back({key, from, to, m_t.path.size()});
    }
    void leave(const std::string& key, Cell c) {
        m_t.exit = KeyMove{key, c, std::nullopt, m_t.path.size()};
    }

private:
    OpTrace& m_t;
};

} // namespace hashlab::tables::detail
