// Model-based: deleting from the counting Bloom filter and the cuckoo filter never makes a stored
// word a false negative. Random sequences of inserts and deletes over 32 words, 64 operations
// each, under the lab's deletion policy (only a stored word is removed, once per insertion:
// deletion.h); after every operation every word the model holds answers "maybe". Small filters
// on purpose: counters and fingerprints are shared, buckets overflow, the stash fills.
// HASHLAB_MODEL_SEQUENCES sets the sequences (1,000 by default; 10^5 in the ctest entry labelled
// long).
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/deletion.h"
#include "hashlab/common/mix.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

std::uint64_t sequences() {
    const char* v = std::getenv("HASHLAB_MODEL_SEQUENCES");
    return v ? std::strtoull(v, nullptr, 10) : 1000;
}

// 64 operations: two in three insert a word (stored or not), one in three deletes one.
// `insert(f, word)`: whether the filter took it; `remove(f, stored, word)`: the lab's policy,
// which takes the word from `stored` when it removed it.
template <typename Make, typename Insert, typename Remove>
void runSequences(const char* name, Make make, Insert insert, Remove remove) {
    for (std::uint64_t q = 0; q < sequences(); ++q) {
        auto f = make(q);
        std::uint64_t rng = hashlab::mix64(q + 1);
        InsertedWords stored;
        for (int i = 0; i < 64; ++i) {
            const std::string word = "w" + std::to_string(hashlab::splitmix64Next(rng) % 32);
            const bool add = hashlab::splitmix64Next(rng) % 3 != 0;
            if (add && insert(f, word))
                stored.add(word);
            if (!add)
                remove(f, stored, word);
            for (const std::string& w : stored.distinct())
                if (!f.mayContain(w)) {
                    ADD_FAILURE() << name << ", sequence " << q << ", operation " << i << " ("
                                  << (add ? "insert " : "delete ") << word << "): " << w
                                  << " is stored but answers definitely not";
                    return;
                }
        }
    }
}

TEST(DeletionModel, TheCountingFilterNeverForgetsAStoredWord) {
    // 48 four-bit counters, k = 3: the 32 words share them, and some counters saturate at 15.
    runSequences(
        "counting",
        [](std::uint64_t q) {
            return std::move(BloomFilter::create({Variant::Counting, 48, 3, q, 64})).value();
        },
        [](BloomFilter& f, const std::string& w) {
            f.add(w);
            return true;
        },
        [](BloomFilter& f, InsertedWords& stored, const std::string& w) {
            traceRemoveInserted(f, stored, w);
        });
}

TEST(DeletionModel, TheCuckooFilterNeverForgetsAStoredWord) {
    // Sized for 8 keys (4 buckets of 2) with 4-bit fingerprints: the 32 words share
    // fingerprints, fill the buckets, kick, use the stash and are refused.
    runSequences(
        "cuckoo",
        [](std::uint64_t q) {
            return CuckooFilter::create({8, 4, 2, 20, q}).value();
        },
        [](CuckooFilter& f, const std::string& w) {
            return f.add(w) != hashlab::bloom::CuckooInsert::Refused;
        },
        [](CuckooFilter& f, InsertedWords& stored, const std::string& w) {
            if (stored.contains(w) && f.remove(w)) // the lab's policy: only a stored word
                stored.take(w);
        });
}

} // namespace
