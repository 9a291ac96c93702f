#include "hashlab/scenario/attempt.h"

#include "hashlab/hash/hash.h"

#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

namespace hashlab::scenario {

using nlohmann::json;

ExerciseRun::ExerciseRun(Exercise exercise) : m_exercise(std::move(exercise)) {}

Result<Judgement> ExerciseRun::choose(std::string_view choice, std::int64_t ms) {
    if (finished())
        return makeError("step", HASHLAB_TR("core", "the exercise is finished"));
    const ExerciseStep& step = current();
    Judgement j;
    AttemptChoice c{static_cast<std::uint32_t>(m_step), std::string(choice), Verdict::Right, ms};
    if (isRight(step, choice)) {
        j.verdict = Verdict::Right;
    } else if (++m_wrong < kWrongBeforeGiven) {
        j.verdict = Verdict::Wrong;
        j.reason = step.reason;
    } else {
        j.verdict = Verdict::Given;
        j.reason = step.reason;
        j.answer = step.answer;
    }
    c.verdict = j.verdict;
    m_choices.push_back(std::move(c));
    if (j.verdict != Verdict::Wrong) {
        ++m_step;
        m_wrong = 0;
    }
    return j;
}

AttemptScore ExerciseRun::scoreOf(const std::vector<AttemptChoice>& choices, std::size_t steps) {
    AttemptScore s;
    s.steps = static_cast<std::uint32_t>(steps);
    std::vector<bool> wrongBefore(steps, false);
    for (const AttemptChoice& c : choices) {
        if (c.step >= steps)
            continue;
        if (c.verdict == Verdict::Right && !wrongBefore[c.step])
            ++s.rightFirstTime;
        if (c.verdict == Verdict::Given)
            ++s.given;
        wrongBefore[c.step] = true;
    }
    return s;
}

Attempt ExerciseRun::attempt(std::string mode, std::string student, std::string started) const {
    Attempt a;
    a.generator = m_exercise.generator;
    a.lab = m_exercise.lab;
    a.kind = m_exercise.kind;
    a.seed = m_exercise.seed;
    a.level = m_exercise.level;
    a.mode = std::move(mode);
    a.student = std::move(student);
    a.started = std::move(started);
    a.choices = m_choices;
    a.score = score();
    return a;
}

namespace {

json recordJson(const Attempt& a) {
    json choices = json::array();
    for (const AttemptChoice& c : a.choices)
        choices.push_back({{"step", c.step},
                           {"choice", c.choice},
                           {"verdict", verdictName(c.verdict)},
                           {"ms", c.ms}});
    return {{"schema", kAttemptSchema},
            {"generator", a.generator},
            {"lab", a.lab},
            {"kind", a.kind},
            {"seed", a.seed},
            {"level", a.level},
            {"mode", a.mode},
            {"student", a.student},
            {"started", a.started},
            {"choices", choices},
            {"score",
             {{"steps", a.score.steps},
              {"right_first_time", a.score.rightFirstTime},
              {"given", a.score.given}}}};
}

// 1-based line of a byte offset.
std::size_t recordLineAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    std::size_t line = 1;
    for (std::size_t i = 0; i < offset; ++i)
        line += text[i] == '\n';
    return line;
}

// The line where `"name"` first appears as a key, 0 when it does not.
std::size_t recordLineOfKey(std::string_view text, const std::string& name) {
    const auto at = text.find("\"" + name + "\"");
    return at == std::string_view::npos ? 0 : recordLineAt(text, at);
}

struct RecordReader {
    std::string_view src;

    Error fail(const std::string& field, const std::string& key, const Text& what) const {
        const std::size_t line = recordLineOfKey(src, key);
        if (line > 0)
            return makeError(field, HASHLAB_TR("core", "line %1: %2"), line, what);
        return makeError(field, what); // `what` was marked where it was made
    }
    template <typename T>
    Result<T> get(const json& obj, const std::string& key, const std::string& field) const {
        if (!obj.contains(key))
            return fail(field, key, text(HASHLAB_TR("core", "is missing")));
        const json& v = obj.at(key);
        if constexpr (std::is_same_v<T, std::string>) {
            if (!v.is_string())
                return fail(field, key, text(HASHLAB_TR("core", "must be a string")));
            if (v.get_ref<const std::string&>().size() > kMaxAttemptText)
                return fail(
                    field, key,
                    text(HASHLAB_TR("core", "is longer than %1 characters"), kMaxAttemptText));
            return v.get<std::string>();
        } else {
            // Read at full width, then range-checked: get<T>() would wrap silently. Every
            // integer of a record is a count, an index or a time: never negative.
            const std::uint64_t max = std::uint64_t(std::numeric_limits<T>::max());
            const bool fits = v.is_number_unsigned()
                                  ? v.get<std::uint64_t>() <= max
                                  : v.is_number_integer() && v.get<std::int64_t>() >= 0 &&
                                        std::uint64_t(v.get<std::int64_t>()) <= max;
            if (!fits)
                return fail(field, key,
                            text(HASHLAB_TR("core", "must be an integer from 0 to %1"), max));
            return static_cast<T>(v.is_number_unsigned() ? v.get<std::uint64_t>()
                                                         : std::uint64_t(v.get<std::int64_t>()));
        }
    }
};

#define HASHLAB_READ(var, T, obj, key, field)                                                      \
    auto var##_r = reader.get<T>(obj, key, field);                                                 \
    if (!var##_r)                                                                                  \
        return var##_r.error();                                                                    \
    const T var = *var##_r

} // namespace

std::string attemptChecksum(const json& recordWithoutChecksum) {
    const std::string canonical = recordWithoutChecksum.dump();
    const auto digest = hash::sha256(canonical.data(), canonical.size());
    return "sha256:" + hash::toHex(digest);
}

std::string attemptText(const Attempt& a) {
    json j = recordJson(a);
    j["checksum"] = attemptChecksum(j);
    return j.dump(2) + "\n";
}

Result<Attempt> parseAttempt(std::string_view input) {
    if (input.size() > kMaxAttemptBytes)
        return makeError("record", HASHLAB_TR("core", "is larger than %1 bytes"), kMaxAttemptBytes);
    json doc;
    try {
        doc = json::parse(input);
    } catch (const json::parse_error& e) {
        return makeError("record", HASHLAB_TR("core", "line %1: not valid JSON (byte %2)"),
                         recordLineAt(input, e.byte == 0 ? 0 : e.byte - 1), e.byte);
    } catch (const json::exception&) {
        // A number too large for a double ("1e999") is out_of_range, not parse_error.
        return makeError("record", HASHLAB_TR("core", "holds a number too large to read"));
    }
    if (!doc.is_object())
        return makeError("record", HASHLAB_TR("core", "must be a JSON object"));
    const RecordReader reader{input};
    HASHLAB_READ(schema, int, doc, "schema", "schema");
    if (schema != kAttemptSchema)
        return reader.fail("schema", "schema",
                           text(HASHLAB_TR("core", "must be %1, got %2"), kAttemptSchema, schema));
    HASHLAB_READ(checksum, std::string, doc, "checksum", "checksum");
    json rest = doc;
    rest.erase("checksum");
    if (checksum != attemptChecksum(rest))
        return reader.fail("checksum", "checksum",
                           text(HASHLAB_TR("core", "does not match the record: it was edited "
                                                   "or damaged after it was saved")));
    Attempt a;
    HASHLAB_READ(generator, int, doc, "generator", "generator");
    HASHLAB_READ(lab, std::string, doc, "lab", "lab");
    HASHLAB_READ(kind, std::string, doc, "kind", "kind");
    HASHLAB_READ(seed, std::uint64_t, doc, "seed", "seed");
    HASHLAB_READ(level, int, doc, "level", "level");
    HASHLAB_READ(mode, std::string, doc, "mode", "mode");
    HASHLAB_READ(student, std::string, doc, "student", "student");
    HASHLAB_READ(started, std::string, doc, "started", "started");
    if (mode != "practice" && mode != "exam")
        return reader.fail("mode", "mode",
                           text(HASHLAB_TR("core", "must be practice or exam, got '%1'"), mode));
    if (auto s = checkLevel(level); !s)
        return reader.fail("level", "level", s.error().what);
    a.generator = generator;
    a.lab = lab;
    a.kind = kind;
    a.seed = seed;
    a.level = level;
    a.mode = mode;
    a.student = student;
    a.started = started;
    if (!doc.contains("choices") || !doc["choices"].is_array())
        return reader.fail("choices", "choices", text(HASHLAB_TR("core", "must be a list")));
    const json& choices = doc["choices"];
    if (choices.size() > kMaxAttemptChoices)
        return reader.fail(
            "choices", "choices",
            text(HASHLAB_TR("core", "has more than %1 entries"), kMaxAttemptChoices));
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string at = "choices[" + std::to_string(i) + "]";
        if (!choices[i].is_object())
            return reader.fail(at, "choices", text(HASHLAB_TR("core", "must be an object")));
        HASHLAB_READ(step, std::uint32_t, choices[i], "step", at + ".step");
        HASHLAB_READ(choice, std::string, choices[i], "choice", at + ".choice");
        HASHLAB_READ(verdict, std::string, choices[i], "verdict", at + ".verdict");
        HASHLAB_READ(ms, std::int64_t, choices[i], "ms", at + ".ms");
        auto v = parseVerdict(verdict);
        if (!v)
            return reader.fail(at + ".verdict", "verdict", v.error().what);
        a.choices.push_back({step, choice, *v, ms});
    }
    if (!doc.contains("score") || !doc["score"].is_object())
        return reader.fail("score", "score", text(HASHLAB_TR("core", "must be an object")));
    HASHLAB_READ(steps, std::uint32_t, doc["score"], "steps", "score.steps");
    HASHLAB_READ(right, std::uint32_t, doc["score"], "right_first_time", "score.right_first_time");
    HASHLAB_READ(given, std::uint32_t, doc["score"], "given", "score.given");
    a.score = {steps, right, given};
    return a;
}

Result<Attempt> loadAttempt(const std::string& path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return makeError(path, HASHLAB_TR("core", "cannot read: %1"), ec.message());
    if (size > kMaxAttemptBytes)
        return makeError(path, HASHLAB_TR("core", "is %1 bytes, more than a record's %2"), size,
                         kMaxAttemptBytes);
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    auto a = parseAttempt(buf.str());
    if (!a)
        return makeError(path + ": " + a.error().parameter, a.error().what);
    return a;
}

Status saveAttempt(const Attempt& attempt, const std::string& path) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << attemptText(attempt);
    out.close();
    if (!out)
        return makeError(path, HASHLAB_TR("core", "cannot write the record"));
    return ok();
}

} // namespace hashlab::scenario
