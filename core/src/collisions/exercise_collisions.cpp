// The Collisions lab's Your-turn exercises: an id's Base62 digits, written by repeated division
// (the last digit first, as the algorithm finds them), and whether two MD5 hashes truncated to b
// bits collide. Codes come from base62Encode, truncation from truncateHex.
#include "hashlab/collisions/exercise.h"

#include "hashlab/collisions/base62.h"
#include "hashlab/collisions/dedup_store.h"
#include "hashlab/hash/hash.h"

#include <map>

namespace hashlab::collisions {

using nlohmann::json;
using scenario::Exercise;
using scenario::ExerciseRng;
using scenario::ExerciseStep;

namespace {

struct IdLevel {
    std::uint64_t lo, hi; // ids drawn from [lo, hi)
    std::size_t ops;
    int bits; // truncation
};
constexpr IdLevel kIdLevels[] = {
    {62, 3844, 1, 8}, {3844, 238328, 2, 12}, {238328, 916132832, 2, 16}};

Exercise base62(ExerciseRng& rng, const IdLevel& L) {
    Exercise e;
    json ids = json::array();
    for (std::uint64_t id : rng.distinct(L.ops, L.lo, L.hi)) {
        ids.push_back(id);
        const std::string code = base62Encode(id);
        for (std::size_t j = 0; j < code.size(); ++j) {
            const std::uint64_t left = base62Decode(code.substr(0, code.size() - j)).value();
            ExerciseStep s;
            s.kind = "digit";
            s.answer = std::string(1, code[code.size() - 1 - j]);
            s.prompt = j == 0
                           ? text(HASHLAB_TR("core", "Base62 of %1: which is its last digit?"), id)
                           : text(HASHLAB_TR("core", "Base62 of %1: %2 is left after dividing by "
                                                     "62. Which digit comes next, from the "
                                                     "right?"),
                                  id, left);
            s.reason = text(HASHLAB_TR("core", "the digit is %1 mod 62, written in the alphabet "
                                               "0-9a-zA-Z (a = 10, A = 36)"),
                            left);
            e.steps.push_back(std::move(s));
        }
    }
    e.setup = {{"alphabet", std::string(kBase62Alphabet)}, {"ids", ids}};
    return e;
}

std::string exerciseMd5(const std::string& s) {
    return hash::compute(hash::Algo::Md5, s).hex();
}

// Two short links whose hashes agree in their first `bits` bits, found by drawing more links.
std::pair<std::string, std::string> collidingPair(ExerciseRng& rng, int bits) {
    std::map<std::string, std::string> seen; // truncated hash -> link
    for (;;) {
        const std::string link = "/p/" + std::to_string(rng.below(1'000'000));
        auto [it, fresh] = seen.emplace(truncateHex(exerciseMd5(link), bits), link);
        if (!fresh && it->second != link)
            return {it->second, link};
    }
}

Exercise truncated(ExerciseRng& rng, const IdLevel& L) {
    Exercise e;
    json pairs = json::array();
    const std::size_t n = L.ops + 1;
    for (std::size_t i = 0; i < n; ++i) {
        // Alternately a pair that collides and two links drawn at random (which rarely do).
        auto [a, b] = i % 2 == 0 ? collidingPair(rng, L.bits)
                                 : std::pair{"/p/" + std::to_string(rng.below(1'000'000)),
                                             "/p/" + std::to_string(rng.below(1'000'000))};
        if (rng.below(2) == 1)
            std::swap(a, b);
        const std::string ha = exerciseMd5(a), hb = exerciseMd5(b);
        const std::string ta = truncateHex(ha, L.bits), tb = truncateHex(hb, L.bits);
        ExerciseStep s;
        s.kind = "collide";
        s.answer = ta == tb ? "yes" : "no";
        s.prompt = text(HASHLAB_TR("core", "md5('%1') = %2…, md5('%3') = %4…: do they collide "
                                           "when cut to their first %5 bits?"),
                        a, ha.substr(0, 8), b, hb.substr(0, 8), L.bits);
        s.reason = text(HASHLAB_TR("core", "their first %1 bits read %2 and %3"), L.bits, ta, tb);
        e.steps.push_back(std::move(s));
        pairs.push_back(json::array({a, b}));
    }
    e.setup = {{"hash", "md5"}, {"bits", L.bits}, {"pairs", pairs}};
    return e;
}

} // namespace

std::vector<std::string_view> exerciseKinds() {
    return {"base62", "truncated"};
}

Exercise makeExercise(std::string_view kind, std::uint64_t seed, int level) {
    ExerciseRng rng(seed);
    const IdLevel& L = kIdLevels[level - 1];
    return kind == "truncated" ? truncated(rng, L) : base62(rng, L);
}

} // namespace hashlab::collisions
