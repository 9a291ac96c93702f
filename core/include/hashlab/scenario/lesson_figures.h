#pragma once
// Figures in lessons (issue 29, "no spoilers"): the values a lab computes and shows that a lesson
// may hide until a question's reveal ("hide": ["moved"]) and quote in its texts as placeholders
// ("{moved} keys moved"), filled in with the lab's own value so a lesson never states a number the
// lab does not show. The names are per lab; a lesson naming another is refused when it loads.
#include "hashlab/common/result.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::scenario {

// The figures `lab` ("ring", "probing", ...) computes, by name; empty for a lab with none.
const std::vector<std::string_view>& figureNames(std::string_view lab);
bool isFigure(std::string_view lab, std::string_view name);

// A question's "hide": a list of up to 32 names (not checked against a lab here); empty when
// absent. Errors name `where`.
Result<std::vector<std::string>> hiddenFigures(const nlohmann::json& question,
                                               const std::string& where);
// Each step's hidden figures, in step order, from a lesson parseLesson accepted (a schema 1 file:
// one step, none hidden). Kept beside scenario::Lesson, whose Question has no field for them.
Result<std::vector<std::vector<std::string>>> readHiddenFigures(std::string_view lessonText);

// The placeholders in `text`, in order: "{name}" with name a lower-case letter, then lower-case
// letters, digits or '_'. Other braces are text.
std::vector<std::string> placeholders(std::string_view text);

// `text` with each placeholder replaced by value(name); a name value() has no value for stays as
// written.
std::string
fillPlaceholders(std::string_view text,
                 const std::function<std::optional<std::string>(std::string_view name)>& value);

} // namespace hashlab::scenario
