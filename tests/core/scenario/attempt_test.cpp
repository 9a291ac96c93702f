// Attempt records: what a run records, the round trip through the JSON the issue specifies, the
// checksum catching an edit, and untrusted files refused with the line at fault.
#include "hashlab/scenario/attempt.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace hashlab::scenario;
using nlohmann::json;

namespace {

Attempt sample() {
    ExerciseRun run(makeExercise("ring", "owner", 12, 2).value());
    (void)run.choose("Z", 4000);
    (void)run.choose(run.current().answer, 1500);
    while (!run.finished())
        (void)run.choose(run.current().answer, 800);
    return run.attempt("exam", "Ada Lovelace", "2026-12-03T21:00:00Z");
}

} // namespace

TEST(AttemptRecord, HasTheIssuesFieldsAndRoundTrips) {
    const Attempt a = sample();
    const json j = json::parse(attemptText(a));
    for (const char* f : {"schema", "generator", "lab", "kind", "seed", "level", "mode", "student",
                          "started", "choices", "score", "checksum"})
        EXPECT_TRUE(j.contains(f)) << f;
    EXPECT_EQ(j["choices"][0],
              (json{{"step", 0}, {"choice", "Z"}, {"verdict", "wrong"}, {"ms", 4000}}));
    EXPECT_EQ(j["score"]["right_first_time"], a.score.steps - 1);
    const Attempt b = parseAttempt(attemptText(a)).value();
    EXPECT_EQ(attemptText(b), attemptText(a));
    EXPECT_EQ(b.student, "Ada Lovelace");
    EXPECT_EQ(b.choices.size(), a.choices.size());
}

TEST(AttemptRecord, AnEditBreaksTheChecksum) {
    std::string t = attemptText(sample());
    const auto at = t.find("\"wrong\"");
    t.replace(at, 7, "\"right\"");
    const auto r = parseAttempt(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().parameter, "checksum");
    EXPECT_NE(r.error().message.find("line "), std::string::npos);
}

TEST(AttemptRecord, BadFilesNameTheLine) {
    const auto syntax = parseAttempt("{\n  \"schema\": 1,\n  \"lab\": ring\n}");
    ASSERT_FALSE(syntax);
    EXPECT_NE(syntax.error().message.find("line 3"), std::string::npos) << syntax.error().text();
    // A valid checksum over a bad field: the field and its line are named.
    json j = json::parse(attemptText(sample()));
    j.erase("checksum");
    j["mode"] = "homework";
    j["checksum"] = attemptChecksum([&] {
        json r = j;
        r.erase("checksum");
        return r;
    }());
    const auto mode = parseAttempt(j.dump(2));
    ASSERT_FALSE(mode);
    EXPECT_EQ(mode.error().parameter, "mode");
    EXPECT_NE(mode.error().message.find("line "), std::string::npos);
    EXPECT_FALSE(parseAttempt("[1, 2]"));
    EXPECT_FALSE(parseAttempt(""));
    // A number past a double's range is nlohmann's out_of_range, not a parse_error (the fuzzer
    // found it): refused with a message, never thrown.
    const auto huge = parseAttempt("{\"schema\": 18e5139}");
    ASSERT_FALSE(huge);
    EXPECT_NE(huge.error().message.find("too large"), std::string::npos) << huge.error().text();
}

TEST(AttemptRecord, LargeFilesAreRefusedBeforeReading) {
    const std::string path = testing::TempDir() + "big_attempt.json";
    {
        std::ofstream out(path);
        out << std::string(kMaxAttemptBytes + 1, ' ');
    }
    const auto r = loadAttempt(path);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().text().find("more than a record's"), std::string::npos);
    std::filesystem::remove(path);
    EXPECT_FALSE(loadAttempt(path + ".missing"));
}

TEST(AttemptRecord, SavesAndLoads) {
    const std::string path = testing::TempDir() + "attempt.json";
    ASSERT_TRUE(saveAttempt(sample(), path));
    const Attempt a = loadAttempt(path).value();
    EXPECT_EQ(a.mode, "exam");
    EXPECT_EQ(a.score.given, 0u);
    std::filesystem::remove(path);
}
