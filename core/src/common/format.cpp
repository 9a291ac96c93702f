#include "hashlab/common/format.h"

#include <cstdio>

namespace hashlab {

std::string formatG(double value, int significant) {
    char buf[64]; // "%.17g" of any double fits in 25 characters
    std::snprintf(buf, sizeof buf, "%.*g", significant, value);
    return buf;
}

} // namespace hashlab
