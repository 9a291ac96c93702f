#pragma once
// The core speaks std::string (UTF-8); the widgets QString. One conversion for the files that
// turn many core strings into labels.
#include <QString>

#include <string>

namespace hashlab::app {

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace hashlab::app
