// The helpers every lab's core shares for quoting numbers and reading names.
#include "hashlab/common/format.h"
#include "hashlab/common/names.h"

#include <gtest/gtest.h>

#include <array>
#include <string_view>

namespace {

using hashlab::enumNamed;
using hashlab::formatG;

TEST(FormatG, WritesNumbersAsPrintfsPercentG) {
    EXPECT_EQ(formatG(0.01), "0.01");
    EXPECT_EQ(formatG(1.5), "1.5");
    EXPECT_EQ(formatG(3), "3");
    EXPECT_EQ(formatG(1e-5), "1e-05");          // an exponent below 10^-4
    EXPECT_EQ(formatG(1234567), "1.23457e+06"); // six significant digits by default
    EXPECT_EQ(formatG(0.123456789, 4), "0.1235");
    EXPECT_EQ(formatG(2.0 / 3, 10), "0.6666666667");
}

enum class Fruit { Apple, Pear, Plum };
constexpr std::array<std::string_view, 3> kFruitNames = {"apple", "pear", "plum"};
std::string_view fruitName(Fruit f) {
    return kFruitNames[static_cast<std::size_t>(f)];
}

TEST(EnumNamed, FindsAValueByItsNameEitherWay) {
    EXPECT_EQ(enumNamed<Fruit>("pear", kFruitNames), Fruit::Pear);
    EXPECT_EQ(enumNamed<Fruit>("apple", kFruitNames), Fruit::Apple);
    EXPECT_FALSE(enumNamed<Fruit>("Pear", kFruitNames)); // names are exact
    EXPECT_FALSE(enumNamed<Fruit>("", kFruitNames));
    constexpr std::array kFruits = {Fruit::Plum, Fruit::Apple};
    EXPECT_EQ(enumNamed("plum", kFruits, fruitName), Fruit::Plum);
    EXPECT_FALSE(enumNamed("pear", kFruits, fruitName)); // not among the values given
}

} // namespace
