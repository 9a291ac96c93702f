// The probing presets' titles and lessons live in core (no Qt); these markers put them in the
// translation catalogue under ConfigPanel, which translates them at run time with tr(title).
// Kept in step with core/src/probing/presets.cpp by the Translations test.
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
};

} // namespace
