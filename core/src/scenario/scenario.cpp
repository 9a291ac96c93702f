#include "hashlab/scenario/scenario.h"

namespace hashlab::scenario {

using nlohmann::json;

Result<json> parseDocument(std::string_view text) {
    if (text.size() > kMaxBytes)
        return makeError("scenario",
                         HASHLAB_TR("core", "file is %1 bytes; scenarios are limited to %2 bytes"),
                         text.size(), kMaxBytes);
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::exception& e) {
        // parse_error for malformed text, out_of_range for numbers beyond a double (found by
        // fuzz_scenario: "1e4340").
        return makeError("scenario", HASHLAB_TR("core", "not valid JSON: %1"), e.what());
    }
}

Result<Scenario> parse(std::string_view text) {
    auto parsed = parseDocument(text);
    if (!parsed)
        return parsed.error();
    const json& doc = *parsed;
    if (!doc.is_object())
        return makeError("scenario", HASHLAB_TR("core", "the top level must be a JSON object"));
    auto fmt = doc.find("format");
    if (fmt == doc.end() || !fmt->is_string() || *fmt != "hashlab-scenario")
        return makeError("format", HASHLAB_TR("core", "not a HashLab scenario (\"format\" must be "
                                                      "\"hashlab-scenario\")"));
    auto schema = doc.find("schema");
    if (schema == doc.end() || !schema->is_number_integer())
        return makeError("schema", HASHLAB_TR("core", "missing or not an integer"));
    const auto version = schema->get<long long>();
    if (version < 1)
        return makeError("schema", HASHLAB_TR("core", "must be at least 1, got %1"), version);
    if (version == 2)
        return makeError("schema", HASHLAB_TR("core", "the file is a guided lesson (schema 2): "
                                                      "open it as a lesson"));
    if (version > kSchema)
        return makeError("schema",
                         HASHLAB_TR("core", "the file has schema %1; this HashLab reads up to "
                                            "schema %2 - update HashLab to open it"),
                         version, 2);
    Scenario s;
    s.schema = static_cast<int>(version);
    auto lab = doc.find("lab");
    if (lab == doc.end() || !lab->is_string() || lab->get<std::string>().empty())
        return makeError("lab", HASHLAB_TR("core", "missing or not a string"));
    s.lab = lab->get<std::string>();
    for (const char* field : {"title", "caption"}) {
        auto texts = doc.find(field);
        if (texts == doc.end())
            continue;
        if (!texts->is_object())
            return makeError(field, HASHLAB_TR("core", "must be an object of language -> text"));
        auto& target = std::string_view(field) == "title" ? s.title : s.caption;
        for (auto it = texts->begin(); it != texts->end(); ++it) {
            if (!it.value().is_string())
                return makeError(field, HASHLAB_TR("core", "text for '%1' is not a string"),
                                 it.key());
            target[it.key()] = it.value().get<std::string>();
        }
    }
    auto state = doc.find("state");
    if (state == doc.end() || !state->is_object())
        return makeError("state", HASHLAB_TR("core", "missing or not an object"));
    s.state = *state;
    return s;
}

std::string serialize(const Scenario& scenario) {
    json doc = json::object();
    doc["format"] = "hashlab-scenario";
    doc["schema"] = scenario.schema;
    doc["lab"] = scenario.lab;
    if (!scenario.title.empty())
        doc["title"] = scenario.title;
    if (!scenario.caption.empty())
        doc["caption"] = scenario.caption;
    doc["state"] = scenario.state;
    return doc.dump(2) + "\n";
}

} // namespace hashlab::scenario
