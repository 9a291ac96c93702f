// The probing and hash-table presets' titles and lessons live in core (no Qt); these markers put
// them in the translation catalogue under ConfigPanel, which translates them at run time with
// tr(title). Kept in step with core/src/tables/presets.cpp by the Translations test.
#include <QtGlobal>

namespace {

[[maybe_unused]] const char* const kPresetStrings[] = {
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "m = 7, keys 14, 21, 28: one start, three steps"),
    QT_TRANSLATE_NOOP(
        "hashlab::app::ConfigPanel",
        "Three keys start at slot 0; different steps h2 send them along different paths."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "m = 16 with odd steps"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "In a power-of-two table every odd step is coprime with m: each path reaches "
                      "all 16 slots."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "The m = 8, step 2 trap"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "Step 2 shares the factor 2 with m = 8: the path 0 → 2 → 4 → 6 → 0 never "
                      "sees the odd slots, and the fifth insert fails with four slots empty."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Quadratic probing beyond α = ½"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "With prime m = 11, h1 + i² reaches only 6 slots: the 7th key with the same "
                      "start fails although 5 slots are empty."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "CLRS 11.4-1, linear probing"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "h(k, i) = (k mod 11 + i) mod 11."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "CLRS 11.4-1, quadratic probing c1 = 1, c2 = 3"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "h(k, i) = (k mod 11 + i + 3i²) mod 11."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "CLRS 11.4-1, double hashing"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "CLRS 11.2-2, separate chaining"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "h(k) = k mod 9; each key goes to the head of its slot's chain."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "Buckets of 2: full buckets overflow to the next"),
    QT_TRANSLATE_NOOP(
        "hashlab::app::ConfigPanel",
        "m = 5 buckets of b = 2 slots, h(k) = k mod 5: 0 and 5 fill bucket 0; 10 overflows to "
        "bucket 1 beside 1, and 15 finds buckets 0 and 1 full and goes on to bucket 2."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Robin Hood: 40 takes the slot of 1"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "m = 10, h(k) = k mod 10: 40 passes 10, 20, 30 (equal distances never swap) "
                      "and takes slot 3 from 1, which is closer to home; 1 then displaces 3."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Cuckoo hashing: Pagh and Rodler's example"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "Two tables of m = 11, h1(k) = k mod 11, h2(k) = ⌊k/11⌋ mod 11: ten keys "
                      "find a place, some after kicks."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Cuckoo hashing: an insert that cannot succeed"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "After the ten keys, 6 joins a component of the cuckoo graph with more keys "
                      "than cells: no placement exists and the kicks run out."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Doubling m = 8 → 16: about half the keys move"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "h(k) = k mod m: when m doubles, a key in slot i stays at i or moves to i + "
                      "8; 4 of the 9 keys move."),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel", "Incremental rehash, as Redis's dict does it"),
    QT_TRANSLATE_NOOP("hashlab::app::ConfigPanel",
                      "m = 4 grows to 8 at the fifth key; each later operation moves one bucket of "
                      "the old table, and lookups check both tables meanwhile."),
};

} // namespace
