#pragma once
// A real number as printf's %g writes it: `significant` digits, no trailing zeros, an exponent
// for very large or very small values ("0.01", "1e-05", "1.5"). The one formatter core uses to
// quote a number in a message or a CSV cell.
#include <string>

namespace hashlab {

std::string formatG(double value, int significant = 6);

} // namespace hashlab
