#include "hashlab/scenario/lesson_figures.h"

#include "hashlab/common/text.h"

#include <algorithm>
#include <array>
#include <utility>

namespace hashlab::scenario {

namespace {

// Each name is one the lab's page computes (LabPage::figures, app/shell/lab_page.h) and a test
// checks the two lists agree.
const std::array<std::pair<std::string_view, std::vector<std::string_view>>, 4> kFigures{{
    {"ring",
     {"moved", "max_over_mean", "busiest_keys", "busiest_requests", "requests_max_over_mean",
      "one_copy", "under_replicated", "unavailable", "slots_moved", "keys_moved"}},
    {"probing", {"period"}},
    {"bloom", {"bound", "slice_bits"}},
    {"collisions", {"pairs_24", "n50_24", "measured_pairs_24"}},
}};

bool isNameStart(char c) {
    return c >= 'a' && c <= 'z';
}

bool isNameChar(char c) {
    return isNameStart(c) || (c >= '0' && c <= '9') || c == '_';
}

// The placeholder starting at text[i] ('{'): its name's length, or 0 when it is none.
std::size_t nameAt(std::string_view text, std::size_t i) {
    std::size_t j = i + 1;
    if (j >= text.size() || !isNameStart(text[j]))
        return 0;
    while (j < text.size() && isNameChar(text[j]))
        ++j;
    return j < text.size() && text[j] == '}' ? j - i - 1 : 0;
}

} // namespace

Result<std::vector<std::string>> hiddenFigures(const nlohmann::json& question,
                                               const std::string& where) {
    std::vector<std::string> names;
    if (!question.is_object())
        return names;
    const auto hide = question.find("hide");
    if (hide == question.end())
        return names;
    if (!hide->is_array() || hide->size() > 32)
        return makeError(where, HASHLAB_TR("core", "must be a list of up to 32 figure names"));
    for (const nlohmann::json& name : *hide) {
        if (!name.is_string())
            return makeError(where, HASHLAB_TR("core", "must be a list of up to 32 figure names"));
        names.push_back(name.get<std::string>());
    }
    return names;
}

Result<std::vector<std::vector<std::string>>> readHiddenFigures(std::string_view lessonText) {
    std::vector<std::vector<std::string>> out;
    const nlohmann::json doc = nlohmann::json::parse(lessonText, nullptr, false);
    const auto steps = doc.is_object() ? doc.find("steps") : doc.end();
    if (steps == doc.end() || !steps->is_array())
        return out;
    for (std::size_t i = 0; i < steps->size(); ++i) {
        const nlohmann::json& step = (*steps)[i];
        auto names = hiddenFigures(step.is_object() ? step.value("question", nlohmann::json())
                                                    : nlohmann::json(),
                                   "steps[" + std::to_string(i) + "].question.hide");
        if (!names)
            return names.error();
        out.push_back(std::move(*names));
    }
    return out;
}

const std::vector<std::string_view>& figureNames(std::string_view lab) {
    static const std::vector<std::string_view> none;
    for (const auto& [id, names] : kFigures)
        if (id == lab)
            return names;
    return none;
}

bool isFigure(std::string_view lab, std::string_view name) {
    const auto& names = figureNames(lab);
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '{')
            if (const std::size_t n = nameAt(text, i); n > 0) {
                out.emplace_back(text.substr(i + 1, n));
                i += n + 1;
            }
    return out;
}

std::string
fillPlaceholders(std::string_view text,
                 const std::function<std::optional<std::string>(std::string_view name)>& value) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::size_t n = text[i] == '{' ? nameAt(text, i) : 0;
        if (n == 0) {
            out += text[i];
            continue;
        }
        const std::string_view name = text.substr(i + 1, n);
        const std::optional<std::string> v = value(name);
        out += v ? *v : std::string(text.substr(i, n + 2));
        i += n + 1;
    }
    return out;
}

} // namespace hashlab::scenario
