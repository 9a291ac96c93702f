#include "hashlab/scenario/moodle.h"

#include "hashlab/common/format.h"

#include <algorithm>
#include <set>

namespace hashlab::scenario {

namespace {

std::string xmlEscape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string base64(std::string_view bytes) {
    static const char* const kAlphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    std::size_t i = 0;
    for (; i + 2 < bytes.size(); i += 3) {
        const unsigned v = unsigned(std::uint8_t(bytes[i])) << 16 |
                           unsigned(std::uint8_t(bytes[i + 1])) << 8 | std::uint8_t(bytes[i + 2]);
        for (int s = 18; s >= 0; s -= 6)
            out += kAlphabet[(v >> s) & 63];
    }
    if (const std::size_t rest = bytes.size() - i; rest > 0) {
        unsigned v = unsigned(std::uint8_t(bytes[i])) << 16;
        if (rest == 2)
            v |= unsigned(std::uint8_t(bytes[i + 1])) << 8;
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
        out += '=';
    }
    return out;
}

// Paragraphs (separated by blank lines) as HTML, each escaped.
std::string moodleHtml(std::string_view text) {
    std::string out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto end = text.find("\n\n", start);
        const auto para = text.substr(start, end == std::string_view::npos ? end : end - start);
        if (!para.empty())
            out += "<p>" + xmlEscape(para) + "</p>";
        if (end == std::string_view::npos)
            break;
        start = end + 2;
    }
    return out;
}

std::string moodleNumber(double v) {
    return formatG(v, 10);
}

MoodleAnswer rightAnswer(std::string text, std::string feedback) {
    return {std::move(text), 100, "Right. " + feedback, 0};
}

MoodleAnswer wrongAnswer(std::string text, std::string feedback) {
    return {std::move(text), 0, "Not this one: " + feedback, 0};
}

// A setup value as a reader wants it: text bare, an object as "name value" pairs.
std::string setupValue(const nlohmann::json& v) {
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_array()) {
        std::string out;
        for (const auto& item : v)
            out += (out.empty() ? "" : ", ") + setupValue(item);
        return out;
    }
    if (v.is_object()) {
        std::string out;
        for (const auto& [name, value] : v.items())
            out += (out.empty() ? "" : " ") + name + " " +
                   (value.is_array() ? "[" + setupValue(value) + "]" : setupValue(value));
        return "(" + out + ")";
    }
    return v.dump();
}

// The setup as "name: value" paragraphs.
std::string setupText(const nlohmann::json& setup) {
    std::string out;
    for (const auto& [name, value] : setup.items())
        out += (out.empty() ? "" : "\n\n") + name + ": " + setupValue(value);
    return out;
}

// A reason as feedback: a sentence of its own.
std::string sentence(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    if (!s.empty() && s.back() != '.' && s.back() != ')')
        s += '.';
    return s;
}

// "slot:3" -> 3; none when the answer is not a number after an optional "name:".
std::optional<std::uint64_t> numericAnswer(const std::string& answer) {
    const auto colon = answer.find(':');
    const std::string digits = colon == std::string::npos ? answer : answer.substr(colon + 1);
    if (digits.empty() || digits.size() > 18 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return std::stoull(digits);
}

// Other plausible answers for a multiple-choice step.
std::vector<std::string> distractors(const Exercise& e, const ExerciseStep& step) {
    std::vector<std::string> out;
    if (step.answer == "yes" || step.answer == "no")
        return {step.answer == "yes" ? "no" : "yes"};
    if (e.setup.contains("nodes")) {
        for (const auto& n : e.setup["nodes"])
            out.push_back(n.is_string() ? n.get<std::string>() : n["name"].get<std::string>());
    } else if (step.answer.rfind("slot:[", 0) == 0) {
        const int t = step.answer[6] - '0';
        const auto s = std::stoull(step.answer.substr(8));
        const auto m = e.setup["m"].get<std::uint64_t>();
        auto cell = [](int table, std::uint64_t slot) {
            return "slot:[" + std::to_string(table) + "," + std::to_string(slot) + "]";
        };
        out = {cell(3 - t, s), cell(t, (s + 1) % m), cell(3 - t, (s + 1) % m)};
    } else if (step.answer.size() == 1) {
        const std::string digits("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
        const auto at = digits.find(step.answer[0]);
        // Neighbours in the alphabet and the same letter in the other case: the usual slips.
        for (std::size_t d : {at + 1, at + 61, at + 26, at + 36})
            out.push_back(std::string(1, digits[d % 62]));
    }
    out.erase(std::remove(out.begin(), out.end(), step.answer), out.end());
    std::set<std::string> seen;
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const std::string& s) { return !seen.insert(s).second; }),
              out.end());
    return out;
}

} // namespace

std::vector<MoodleQuestion> drillMoodleQuestions(const Lesson& drill, std::string_view lab,
                                                 std::uint64_t seed) {
    std::vector<MoodleQuestion> out;
    const std::size_t count = drill.steps.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (!drill.steps[i].question)
            continue;
        const Question& q = *drill.steps[i].question;
        MoodleQuestion m;
        m.name = "drill " + std::string(lab) + " seed " + std::to_string(seed) + " question " +
                 std::to_string(i + 1);
        m.text = "HashLab drill: lab " + std::string(lab) + ", seed " + std::to_string(seed) +
                 ", question " + std::to_string(i + 1) + " of " + std::to_string(count) +
                 " (Lessons > Drill... in HashLab shows the same state).\n\n" +
                 pick(q.prompt, "en");
        const std::string why = pick(q.explanation, "en");
        m.generalFeedback = why;
        if (q.kind == Question::Kind::Choice) {
            m.type = MoodleQuestion::Type::MultiChoice;
            for (std::size_t c = 0; c < q.choices.size(); ++c)
                m.answers.push_back(c == q.correct ? rightAnswer(pick(q.choices[c], "en"), why)
                                                   : wrongAnswer(pick(q.choices[c], "en"), why));
        } else {
            m.type = MoodleQuestion::Type::Numerical;
            double answer = q.answer;
            if (q.kind == Question::Kind::Click) {
                answer = double(numericAnswer(q.target).value_or(0));
                m.text += " (Give the slot's number.)";
            }
            MoodleAnswer a = rightAnswer(moodleNumber(answer), why);
            a.tolerance = q.tolerance;
            m.answers = {a, wrongAnswer("*", why)};
        }
        out.push_back(std::move(m));
    }
    return out;
}

MoodleQuestion yourTurnMoodleQuestion(const Exercise& e, std::size_t step) {
    const ExerciseStep& s = e.steps.at(step);
    MoodleQuestion m;
    m.name = "your-turn " + e.lab + " " + e.kind + " seed " + std::to_string(e.seed) + " level " +
             std::to_string(e.level) + " step " + std::to_string(step + 1);
    m.text = "HashLab Your turn: " + e.lab + " " + e.kind + ", seed " + std::to_string(e.seed) +
             ", level " + std::to_string(e.level) + ", step " + std::to_string(step + 1) + " of " +
             std::to_string(e.steps.size()) + ".\n\n" + setupText(e.setup);
    if (step > 0) {
        std::string before;
        for (std::size_t i = 0; i < step; ++i)
            before += (i ? ", " : "") + e.steps[i].answer;
        m.text += "\n\nThe steps before this one: " + before + ".";
    }
    m.text += "\n\n" + s.prompt.english();
    const std::string why = sentence(s.reason.english());
    m.generalFeedback = why;
    if (const auto n = numericAnswer(s.answer); n && s.answer.find('[') == std::string::npos) {
        m.type = MoodleQuestion::Type::Numerical;
        if (s.answer.find(':') != std::string::npos)
            m.text += " (Give the " + s.answer.substr(0, s.answer.find(':')) + "'s number.)";
        m.answers = {rightAnswer(std::to_string(*n), why), wrongAnswer("*", why)};
        return m;
    }
    m.type = MoodleQuestion::Type::MultiChoice;
    m.answers.push_back(rightAnswer(s.answer, why));
    for (const auto& d : distractors(e, s))
        m.answers.push_back(wrongAnswer(d, why));
    return m;
}

std::string moodleXml(const std::string& category, const std::vector<MoodleQuestion>& questions) {
    std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n";
    x += "  <question type=\"category\">\n    <category><text>$course$/" + xmlEscape(category) +
         "</text></category>\n  </question>\n";
    for (const MoodleQuestion& q : questions) {
        const bool choice = q.type == MoodleQuestion::Type::MultiChoice;
        x += std::string("  <question type=\"") + (choice ? "multichoice" : "numerical") + "\">\n";
        x += "    <name><text>" + xmlEscape(q.name) + "</text></name>\n";
        std::string body = moodleHtml(q.text);
        if (q.image)
            body += "<p><img src=\"@@PLUGINFILE@@/" + xmlEscape(q.image->name) + "\" alt=\"" +
                    xmlEscape(q.name) + "\"></p>";
        x += "    <questiontext format=\"html\">\n      <text>" + xmlEscape(body) + "</text>\n";
        if (q.image)
            x += "      <file name=\"" + xmlEscape(q.image->name) +
                 "\" path=\"/\" encoding=\"base64\">" + base64(q.image->bytes) + "</file>\n";
        x += "    </questiontext>\n";
        x += "    <generalfeedback format=\"html\"><text>" +
             xmlEscape(moodleHtml(q.generalFeedback)) + "</text></generalfeedback>\n";
        x += "    <defaultgrade>1</defaultgrade>\n    <penalty>0.3333333</penalty>\n"
             "    <hidden>0</hidden>\n";
        if (choice)
            x += "    <single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n"
                 "    <answernumbering>abc</answernumbering>\n";
        for (const MoodleAnswer& a : q.answers) {
            x += "    <answer fraction=\"" + std::to_string(a.fraction) +
                 "\" format=\"html\">\n      <text>" + xmlEscape(a.text) + "</text>\n";
            if (!choice)
                x += "      <tolerance>" + moodleNumber(a.tolerance) + "</tolerance>\n";
            x += "      <feedback format=\"html\"><text>" + xmlEscape(moodleHtml(a.feedback)) +
                 "</text></feedback>\n    </answer>\n";
        }
        x += "  </question>\n";
    }
    return x + "</quiz>\n";
}

} // namespace hashlab::scenario
