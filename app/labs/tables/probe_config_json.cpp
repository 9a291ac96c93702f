#include "probe_config_json.h"

namespace hashlab::app {

using namespace hashlab::tables;

nlohmann::json configJson(const ProbeConfig& c) {
    return {{"m", c.m},
            {"mode", strategyName(c.strategy)},
            {"hash", hashSourceName(c.source)},
            {"h1", c.h1},
            {"h2", c.h2},
            {"c1", c.c1},
            {"c2", c.c2},
            {"step_fix", stepFixName(c.fix)}};
}

Result<ProbeConfig> configFromJson(const nlohmann::json& j) {
    if (!j.is_object())
        return makeError("config", "must be an object");
    ProbeConfig c;
    auto integer = [&](const char* name, std::int64_t& out) -> Status {
        if (!j.contains(name))
            return ok();
        if (!j[name].is_number_integer())
            return makeError(name, "must be an integer");
        out = j[name].get<std::int64_t>();
        return ok();
    };
    auto text = [&](const char* name, std::string& out) -> Status {
        if (!j.contains(name))
            return ok();
        if (!j[name].is_string())
            return makeError(name, "must be a string");
        out = j[name].get<std::string>();
        return ok();
    };
    std::string mode = "double", hash = "textbook", fix = "none";
    for (Status s :
         {integer("m", c.m), integer("c1", c.c1), integer("c2", c.c2), text("h1", c.h1),
          text("h2", c.h2), text("mode", mode), text("hash", hash), text("step_fix", fix)})
        if (!s)
            return s.error();
    auto st = parseStrategy(mode);
    auto hs = parseHashSource(hash);
    auto fx = parseStepFix(fix);
    if (!st)
        return st.error();
    if (!hs)
        return hs.error();
    if (!fx)
        return fx.error();
    c.strategy = *st;
    c.source = *hs;
    c.fix = *fx;
    return c;
}

} // namespace hashlab::app
