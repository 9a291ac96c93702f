#include "hashlab/scenario/lesson.h"

#include "hashlab/scenario/exercise.h"
#include "hashlab/scenario/lesson_figures.h"

#include <cmath>
#include <set>

namespace hashlab::scenario {

using nlohmann::json;

std::string pick(const Texts& texts, std::string_view language) {
    for (const std::string& key : {std::string(language), std::string("en")})
        if (auto it = texts.find(key); it != texts.end())
            return it->second;
    return texts.empty() ? std::string() : texts.begin()->second;
}

bool acceptsNumber(const Question& question, double given) {
    return std::isfinite(given) && std::fabs(given - question.answer) <= question.tolerance;
}

namespace {

std::string at(std::size_t step, std::string_view field) {
    return "steps[" + std::to_string(step) + "]" + (field.empty() ? "" : ".") + std::string(field);
}

Result<Texts> readTexts(const json& value, const std::string& where) {
    if (!value.is_object())
        return makeError(where, HASHLAB_TR("core", "must be an object of language -> text"));
    Texts texts;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (!it.value().is_string())
            return makeError(where, HASHLAB_TR("core", "text for '%1' is not a string"), it.key());
        const auto& s = it.value().get_ref<const std::string&>();
        if (s.size() > kMaxTextBytes)
            return makeError(where,
                             HASHLAB_TR("core", "text for '%1' is %2 bytes; the limit is %3"),
                             it.key(), s.size(), kMaxTextBytes);
        texts[it.key()] = s;
    }
    return texts;
}

// Reads doc[field] into *out when present; a present field must be language -> text.
Status optionalTexts(const json& doc, const char* field, const std::string& where, Texts* out) {
    auto it = doc.find(field);
    if (it == doc.end())
        return ok();
    auto texts = readTexts(*it, where);
    if (!texts)
        return texts.error();
    *out = std::move(texts.value());
    return ok();
}

Result<double> finiteNumber(const json& doc, const char* field, const std::string& where) {
    auto it = doc.find(field);
    if (it == doc.end() || !it->is_number())
        return makeError(where, HASHLAB_TR("core", "missing or not a number"));
    const double v = it->get<double>();
    if (!std::isfinite(v))
        return makeError(where, HASHLAB_TR("core", "must be a finite number"));
    return v;
}

Result<Question> readQuestion(const json& q, std::size_t step) {
    const std::string where = at(step, "question");
    if (!q.is_object())
        return makeError(where, HASHLAB_TR("core", "must be an object"));
    Question question;
    auto kind = q.find("kind");
    if (kind == q.end() || !kind->is_string())
        return makeError(where + ".kind", HASHLAB_TR("core", "missing or not a string"));
    const std::string k = kind->get<std::string>();
    auto prompt = q.find("prompt");
    if (prompt == q.end())
        return makeError(where + ".prompt", HASHLAB_TR("core", "missing"));
    if (auto s = optionalTexts(q, "prompt", where + ".prompt", &question.prompt); !s)
        return s.error();
    if (auto s = optionalTexts(q, "explanation", where + ".explanation", &question.explanation); !s)
        return s.error();
    auto hide = hiddenFigures(q, where + ".hide");
    if (!hide)
        return hide.error();
    question.hide = std::move(*hide);
    if (k == "choice") {
        question.kind = Question::Kind::Choice;
        auto choices = q.find("choices");
        if (choices == q.end() || !choices->is_array() || choices->size() < 2 ||
            choices->size() > kMaxChoices)
            return makeError(where + ".choices",
                             HASHLAB_TR("core", "must be a list of 2 to %1 choices"), kMaxChoices);
        for (std::size_t i = 0; i < choices->size(); ++i) {
            auto texts = readTexts((*choices)[i], where + ".choices[" + std::to_string(i) + "]");
            if (!texts)
                return texts.error();
            question.choices.push_back(std::move(texts.value()));
        }
        auto answer = q.find("answer");
        if (answer == q.end() || !answer->is_number_integer() || answer->get<long long>() < 0 ||
            answer->get<long long>() >= static_cast<long long>(question.choices.size()))
            return makeError(where + ".answer",
                             HASHLAB_TR("core", "must be the index of a choice, 0 to %1"),
                             question.choices.size() - 1);
        question.correct = answer->get<std::size_t>();
    } else if (k == "number") {
        question.kind = Question::Kind::Number;
        auto answer = finiteNumber(q, "answer", where + ".answer");
        if (!answer)
            return answer.error();
        question.answer = *answer;
        if (q.contains("tolerance")) {
            auto tolerance = finiteNumber(q, "tolerance", where + ".tolerance");
            if (!tolerance)
                return tolerance.error();
            if (*tolerance < 0)
                return makeError(where + ".tolerance", HASHLAB_TR("core", "must not be negative"));
            question.tolerance = *tolerance;
        }
    } else if (k == "click") {
        question.kind = Question::Kind::Click;
        auto target = q.find("answer");
        if (target == q.end() || !target->is_string() || target->get<std::string>().empty() ||
            target->get<std::string>().size() > 256)
            return makeError(where + ".answer",
                             HASHLAB_TR("core", "must name what to click, as \"slot:3\""));
        question.target = target->get<std::string>();
    } else {
        return makeError(
            where + ".kind",
            HASHLAB_TR("core", "must be \"choice\", \"number\" or \"click\", got '%1'"), k);
    }
    return question;
}

// A figure the step names (hidden, or quoted as {name} in a text) must be one its lab computes.
Status checkFigures(const Step& step, std::size_t index) {
    auto unknown = [&step](const std::string& where, const std::string& name) {
        std::string known;
        for (std::string_view n : figureNames(step.lab))
            known += (known.empty() ? "" : ", ") + std::string(n);
        return makeError(where,
                         HASHLAB_TR("core", "unknown figure '%1' for the %2 lab (its figures: %3)"),
                         name, step.lab, known.empty() ? std::string("none") : known);
    };
    auto texts = [&](const Texts& t, const std::string& where) -> Status {
        for (const auto& [lang, text] : t)
            for (const std::string& name : placeholders(text))
                if (!isFigure(step.lab, name))
                    return unknown(where, name);
        return ok();
    };
    if (auto s = texts(step.caption, at(index, "caption")); !s)
        return s;
    if (auto s = texts(step.notes, at(index, "notes")); !s)
        return s;
    if (!step.question)
        return ok();
    const Question& q = *step.question;
    for (const std::string& name : q.hide)
        if (!isFigure(step.lab, name))
            return unknown(at(index, "question.hide"), name);
    if (auto s = texts(q.prompt, at(index, "question.prompt")); !s)
        return s;
    if (auto s = texts(q.explanation, at(index, "question.explanation")); !s)
        return s;
    for (std::size_t i = 0; i < q.choices.size(); ++i)
        if (auto s = texts(q.choices[i], at(index, "question.choices[" + std::to_string(i) + "]"));
            !s)
            return s;
    return ok();
}

// {"kind", "seed", "level"}: the exercise must exist for the step's lab, so that a lesson naming a
// kind its lab does not have, or a level out of range, is refused when it loads, not mid-class.
Result<YourTurnStep> readYourTurn(const json& y, const Step& step, std::size_t index) {
    const std::string where = at(index, "your_turn");
    if (!y.is_object())
        return makeError(where, HASHLAB_TR("core", "must be an object with \"kind\", \"seed\" "
                                                   "and \"level\""));
    for (const auto& [key, value] : y.items())
        if (key != "kind" && key != "seed" && key != "level")
            return makeError(where + "." + key, HASHLAB_TR("core", "unknown field"));
    YourTurnStep turn;
    auto kind = y.find("kind");
    if (kind == y.end() || !kind->is_string())
        return makeError(where + ".kind", HASHLAB_TR("core", "missing or not a string"));
    turn.kind = kind->get<std::string>();
    auto seed = y.find("seed");
    if (seed == y.end() || !seed->is_number_unsigned() ||
        seed->get<std::uint64_t>() > kMaxYourTurnSeed)
        return makeError(where + ".seed", HASHLAB_TR("core", "must be a whole number from 0 to %1"),
                         kMaxYourTurnSeed);
    turn.seed = seed->get<std::uint64_t>();
    if (auto level = y.find("level"); level != y.end()) {
        if (!level->is_number_integer() || level->get<long long>() < 1 ||
            level->get<long long>() > kMaxLevel)
            return makeError(where + ".level",
                             HASHLAB_TR("core", "must be a whole number from 1 to %1"), kMaxLevel);
        turn.level = level->get<int>();
    }
    if (auto exercise = makeExercise(step.lab, turn.kind, turn.seed, turn.level); !exercise)
        return makeError(where, HASHLAB_TR("core", "no such exercise: %1"),
                         exercise.error().text());
    return turn;
}

// Applies a step's action to the previous state. Only add, remove, replace and test: copy and
// move could double a state with every operation, and a lesson never needs them.
Result<json> applyAction(const json& action, const json& previous, std::size_t step) {
    const std::string where = at(step, "action");
    if (!action.is_array() || action.empty())
        return makeError(where, HASHLAB_TR("core", "must be a non-empty list of JSON Patch "
                                                   "operations"));
    if (action.size() > kMaxActionOps)
        return makeError(where, HASHLAB_TR("core", "has %1 operations; the limit is %2"),
                         action.size(), kMaxActionOps);
    static const std::set<std::string> allowed{"add", "remove", "replace", "test"};
    for (std::size_t i = 0; i < action.size(); ++i) {
        const json& op = action[i];
        auto name = op.is_object() ? op.find("op") : op.end();
        if (!op.is_object() || name == op.end() || !name->is_string() ||
            !allowed.count(name->get<std::string>()))
            return makeError(where + "[" + std::to_string(i) + "]",
                             HASHLAB_TR("core", "each operation must be an object whose \"op\" is "
                                                "add, remove, replace or test"));
    }
    try {
        json next = previous.patch(action);
        if (!next.is_object())
            return makeError(where, HASHLAB_TR("core", "must leave the state an object"));
        return next;
    } catch (const json::exception& e) {
        return makeError(where, HASHLAB_TR("core", "does not apply to the previous step: %1"),
                         e.what());
    }
}

Result<Step> readStep(const json& s, std::size_t index, const Step* previous) {
    const std::string where = at(index, "");
    if (!s.is_object())
        return makeError(where, HASHLAB_TR("core", "must be an object"));
    Step step;
    auto lab = s.find("lab");
    if (lab != s.end() && (!lab->is_string() || lab->get<std::string>().empty()))
        return makeError(at(index, "lab"), HASHLAB_TR("core", "must be a lab id"));
    step.lab = lab != s.end() ? lab->get<std::string>() : previous ? previous->lab : "";
    const bool hasState = s.contains("state");
    const bool hasAction = s.contains("action");
    if (hasState && hasAction)
        return makeError(where, HASHLAB_TR("core", "has both a state and an action; give one"));
    if (!previous && !hasState)
        return makeError(at(index, "state"), HASHLAB_TR("core", "the first step needs a state"));
    if (step.lab.empty())
        return makeError(at(index, "lab"), HASHLAB_TR("core", "missing"));
    const bool sameLab = previous && previous->lab == step.lab;
    if (hasState) {
        if (!s["state"].is_object())
            return makeError(at(index, "state"), HASHLAB_TR("core", "must be an object"));
        step.state = s["state"];
    } else if (!sameLab) {
        return makeError(at(index, "state"),
                         HASHLAB_TR("core", "a step that moves to another lab needs a state"));
    } else if (hasAction) {
        auto next = applyAction(s["action"], previous->state, index);
        if (!next)
            return next.error();
        step.state = std::move(next.value());
        step.action = s["action"];
    } else {
        step.state = previous->state;
    }
    if (auto stage = s.find("stage"); stage != s.end()) {
        if (!stage->is_number_integer() || stage->get<long long>() < 0 ||
            stage->get<long long>() > 1'000'000)
            return makeError(at(index, "stage"),
                             HASHLAB_TR("core", "must be a whole number from 0 to 1000000"));
        step.stage = stage->get<int>();
    }
    if (auto st = optionalTexts(s, "caption", at(index, "caption"), &step.caption); !st)
        return st.error();
    if (auto st = optionalTexts(s, "notes", at(index, "notes"), &step.notes); !st)
        return st.error();
    if (auto q = s.find("question"); q != s.end()) {
        auto question = readQuestion(*q, index);
        if (!question)
            return question.error();
        step.question = std::move(question.value());
    }
    if (auto y = s.find("your_turn"); y != s.end()) {
        if (step.question)
            return makeError(where, HASHLAB_TR("core", "has both a question and a your_turn; a "
                                                       "Your turn step asks its own questions"));
        auto turn = readYourTurn(*y, step, index);
        if (!turn)
            return turn.error();
        step.yourTurn = std::move(turn.value());
    }
    if (auto st = checkFigures(step, index); !st)
        return st.error();
    return step;
}

json textsJson(const Texts& texts) {
    json j = json::object();
    for (const auto& [lang, text] : texts)
        j[lang] = text;
    return j;
}

json questionJson(const Question& q) {
    json j = json::object();
    j["prompt"] = textsJson(q.prompt);
    switch (q.kind) {
    case Question::Kind::Choice:
        j["kind"] = "choice";
        j["choices"] = json::array();
        for (const Texts& c : q.choices)
            j["choices"].push_back(textsJson(c));
        j["answer"] = q.correct;
        break;
    case Question::Kind::Number:
        j["kind"] = "number";
        j["answer"] = q.answer;
        j["tolerance"] = q.tolerance;
        break;
    case Question::Kind::Click:
        j["kind"] = "click";
        j["answer"] = q.target;
        break;
    }
    if (!q.hide.empty())
        j["hide"] = q.hide;
    if (!q.explanation.empty())
        j["explanation"] = textsJson(q.explanation);
    return j;
}

} // namespace

Result<Lesson> parseLesson(std::string_view text) {
    auto parsed = parseDocument(text);
    if (!parsed)
        return parsed.error();
    const json& doc = *parsed;
    auto schema = doc.is_object() ? doc.find("schema") : doc.end();
    if (!doc.is_object() || schema == doc.end() || !schema->is_number_integer() ||
        schema->get<long long>() != kLessonSchema) {
        // Schema 1, or a file the envelope check refuses with its own message.
        auto scenario = parse(text);
        if (!scenario)
            return scenario.error();
        Lesson lesson;
        lesson.schema = scenario->schema;
        lesson.title = scenario->title;
        Step step;
        step.lab = scenario->lab;
        step.state = scenario->state;
        step.caption = scenario->caption;
        lesson.steps.push_back(std::move(step));
        return lesson;
    }
    auto fmt = doc.find("format");
    if (fmt == doc.end() || !fmt->is_string() || *fmt != "hashlab-scenario")
        return makeError("format", HASHLAB_TR("core", "not a HashLab scenario (\"format\" must be "
                                                      "\"hashlab-scenario\")"));
    Lesson lesson;
    if (auto st = optionalTexts(doc, "title", "title", &lesson.title); !st)
        return st.error();
    auto steps = doc.find("steps");
    if (steps == doc.end() || !steps->is_array() || steps->empty())
        return makeError("steps", HASHLAB_TR("core", "missing or not a non-empty list"));
    if (steps->size() > kMaxSteps)
        return makeError("steps", HASHLAB_TR("core", "has %1 steps; the limit is %2"),
                         steps->size(), kMaxSteps);
    std::size_t resolvedBytes = 0;
    for (std::size_t i = 0; i < steps->size(); ++i) {
        auto step = readStep((*steps)[i], i, lesson.steps.empty() ? nullptr : &lesson.steps.back());
        if (!step)
            return step.error();
        resolvedBytes += step->state.dump().size();
        if (resolvedBytes > kMaxResolvedBytes)
            return makeError(at(i, ""),
                             HASHLAB_TR("core", "the steps' states add up to more than %1 bytes"),
                             kMaxResolvedBytes);
        lesson.steps.push_back(std::move(step.value()));
    }
    return lesson;
}

std::string serializeLesson(const Lesson& lesson) {
    json doc = json::object();
    doc["format"] = "hashlab-scenario";
    doc["schema"] = kLessonSchema;
    if (!lesson.title.empty())
        doc["title"] = textsJson(lesson.title);
    doc["steps"] = json::array();
    const Step* previous = nullptr;
    for (const Step& step : lesson.steps) {
        json s = json::object();
        s["lab"] = step.lab;
        const bool sameLab = previous && previous->lab == step.lab;
        if (sameLab && !step.action.is_null())
            s["action"] = step.action;
        else if (!sameLab || step.state != previous->state)
            s["state"] = step.state;
        if (step.stage)
            s["stage"] = *step.stage;
        if (!step.caption.empty())
            s["caption"] = textsJson(step.caption);
        if (!step.notes.empty())
            s["notes"] = textsJson(step.notes);
        if (step.question)
            s["question"] = questionJson(*step.question);
        if (step.yourTurn)
            s["your_turn"] = {{"kind", step.yourTurn->kind},
                              {"seed", step.yourTurn->seed},
                              {"level", step.yourTurn->level}};
        doc["steps"].push_back(std::move(s));
        previous = &step;
    }
    return doc.dump(2) + "\n";
}

Scenario toScenario(const Lesson& lesson, std::size_t step) {
    const Step& s = lesson.steps.at(step);
    Scenario scenario;
    scenario.lab = s.lab;
    scenario.title = lesson.title;
    scenario.caption = s.caption;
    scenario.state = s.state;
    return scenario;
}

} // namespace hashlab::scenario
