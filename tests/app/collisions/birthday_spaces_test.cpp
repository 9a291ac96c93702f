// The Birthday tab's spaces as a user sets them: n, whole bits or an alphabet (named or typed) at
// several code lengths. The table must show what `hashlab collide birthday` prints for the same
// input (run in-process here), a tiny typed alphabet is checked against numbers worked by hand,
// bad input is explained and changes nothing, edits undo, and the spaces are saved.
#include "collisions_test_access.h"
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/birthday_table.h"
#include "labs/collisions/code_space_inputs.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/short_link_panel.h"

#include "cli/cli.h"

#include "shell/inline_message.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

namespace {

using namespace hashlab;
using namespace hashlab::app;

struct BirthdaySpaces : ::testing::Test {
    void SetUp() override {
        lab = std::make_unique<CollisionsLab>();
        plot = lab->birthdayPlot();
        BirthdayPlotTestAccess::setTrials(
            *plot, 2);     // the table and the spaces are under test, not the measured points
        plot->recompute(); // replaces the start held while the lab was hidden
        lab->resize(1400, 900);
        lab->show();
        lab->showTab(QStringLiteral("birthday"));
        inputs = plot->inputs();
        plot->waitForResults();
    }
    void retype(QLineEdit* edit, const QString& text) {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        plot->waitForResults();
    }
    void choose(const QString& text) {
        QComboBox* box = inputs->spaceBox();
        const int i = box->findText(text);
        ASSERT_GE(i, 0) << text.toStdString();
        box->setCurrentIndex(i);
        emit box->activated(i); // what a pick in the popup emits
        plot->waitForResults();
    }
    QString cell(int row, int column) const {
        auto* item = plot->table()->item(row, column);
        return item ? item->text() : QString();
    }
    static nlohmann::json cli(const std::vector<std::string>& args) {
        std::ostringstream out, err;
        std::vector<std::string> argv = {"collide", "birthday"};
        argv.insert(argv.end(), args.begin(), args.end());
        argv.push_back("--json");
        EXPECT_EQ(cli::run(argv, cli::builtinCommands(), out, err), 0) << err.str();
        return nlohmann::json::parse(out.str());
    }
    std::unique_ptr<CollisionsLab> lab;
    BirthdayPlot* plot = nullptr;
    CodeSpaceInputs* inputs = nullptr;
};

TEST_F(BirthdaySpaces, Base62LengthsShowWhatTheCommandLinePrints) {
    retype(inputs->keysEdit(), QStringLiteral("250000"));
    choose(QStringLiteral("Base62 alphabet"));
    retype(inputs->sizesEdit(), QStringLiteral("4,5,6,7"));
    EXPECT_FALSE(inputs->message()->isError()) << inputs->message()->text().toStdString();
    EXPECT_FALSE(plot->spaces().useBits);
    EXPECT_EQ(plot->spaces().n, 250000u);
    ASSERT_EQ(plot->table()->rowCount(), 4);
    ASSERT_EQ(plot->series().size(), 4u);
    for (int i = 0; i < 4; ++i) {
        const int length = 4 + i;
        const auto j =
            cli({"--n", "250000", "--alphabet", "base62", "--length", std::to_string(length)});
        const auto& row = plot->table()->rows()[static_cast<std::size_t>(i)];
        EXPECT_EQ(row.at.pAny, j["p_any"].get<double>()) << length;
        EXPECT_EQ(row.at.pairsExpected, j["pairs_expected"].get<double>()) << length;
        EXPECT_EQ(row.nFor1, j["n_for_p1"].get<double>()) << length;
        EXPECT_EQ(row.nFor50, j["n_for_p50"].get<double>()) << length;
        EXPECT_EQ(row.space.exact, std::to_string(j["space"].get<std::uint64_t>())) << length;
        // What the user reads.
        EXPECT_EQ(cell(i, 0), QStringLiteral("62^%1 = %2")
                                  .arg(length)
                                  .arg(QLocale().toString(j["space"].get<qulonglong>())));
        EXPECT_EQ(cell(i, 2), QLocale().toString(j["pairs_expected"].get<double>(), 'g', 6));
        EXPECT_EQ(cell(i, 3), QLocale().toString(j["p_any"].get<double>(), 'g', 6));
        EXPECT_EQ(cell(i, 4), QLocale().toString(j["n_for_p1"].get<qulonglong>()));
        EXPECT_EQ(cell(i, 5), QLocale().toString(j["n_for_p50"].get<qulonglong>()));
    }
    // 62^7 = 3,521,614,606,208 written out exactly (62^7 ≈ 2^41.68).
    EXPECT_EQ(plot->table()->rows()[3].space.exact, "3521614606208");
    EXPECT_EQ(cell(3, 1), QLocale().toString(41.68, 'f', 2));
}

TEST_F(BirthdaySpaces, ATinyTypedAlphabetMatchesNumbersWorkedByHand) {
    choose(QStringLiteral("typed alphabet"));
    retype(inputs->alphabetEdit(), QStringLiteral("abc"));
    retype(inputs->sizesEdit(), QStringLiteral("2"));
    retype(inputs->keysEdit(), QStringLiteral("3"));
    ASSERT_EQ(plot->table()->rowCount(), 1) << inputs->message()->text().toStdString();
    const auto& row = plot->table()->rows()[0];
    // N = 3^2 = 9 codes; 3 keys: C(3,2)/9 = 1/3 pairs, P = 1 − (8/9)(7/9) = 25/81.
    EXPECT_EQ(row.space.exact, "9");
    EXPECT_NEAR(row.at.pairsExpected, 1.0 / 3, 1e-15);
    EXPECT_NEAR(row.at.pAny, 25.0 / 81, 1e-15);
    // P(2) = 1/9 ≥ 1 %; P(3) = 25/81 < 50 % ≤ P(4) = 1 − 8·7·6/9^3 = 393/729.
    EXPECT_EQ(row.nFor1, 2.0);
    EXPECT_EQ(row.nFor50, 4.0);
    EXPECT_EQ(cell(0, 0), QStringLiteral("3^2 = 9"));
    EXPECT_EQ(cell(0, 3), QLocale().toString(25.0 / 81, 'g', 6));
    // The CLI knows a typed alphabet by its size.
    const auto j = cli({"--n", "3", "--alphabet", "3", "--length", "2"});
    EXPECT_EQ(row.at.pAny, j["p_any"].get<double>());
    // The plot's measured points for N = 9 are drawn (N ≤ 2^32), five of them.
    ASSERT_EQ(plot->series().size(), 1u);
    EXPECT_EQ(plot->series()[0].measuredN.size(), 5u);
}

TEST(BirthdayTableText, SixDigitsAndExponentsAsATeacherWritesThem) {
    EXPECT_EQ(formatReal(7629394.5), QStringLiteral("7.62939×10^6"));
    EXPECT_EQ(formatReal(1.2e-20), QStringLiteral("1.2×10^-20"));
    EXPECT_EQ(formatReal(0.687812345), QLocale().toString(0.687812, 'f', 6));
    EXPECT_EQ(formatKeyCount(4823), QLocale().toString(4823));
    EXPECT_EQ(groupDigits("3521614606208"), QLocale().toString(Q_INT64_C(3521614606208)));
}

TEST_F(BirthdaySpaces, AllRowsAreOnShow) {
    retype(inputs->sizesEdit(), QStringLiteral("8, 16, 24, 32, 40, 48"));
    ASSERT_EQ(plot->table()->rowCount(), 6);
    QTableWidget* t = plot->table();
    for (int r = 0; r < t->rowCount(); ++r) {
        const QRect cellRect = t->visualItemRect(t->item(r, 0));
        EXPECT_TRUE(t->viewport()->rect().contains(cellRect)) << "row " << r;
    }
}

TEST_F(BirthdaySpaces, TheLargestNAndTheWidestSpaceAreShown) {
    // n = 2^64 − 1 (core's limit) at 128 bits: the curve reaches past 10^18 keys and the table
    // still agrees with the command line.
    retype(inputs->keysEdit(), QStringLiteral("18446744073709551615"));
    retype(inputs->sizesEdit(), QStringLiteral("64, 128"));
    ASSERT_FALSE(inputs->message()->isError()) << inputs->message()->text().toStdString();
    ASSERT_EQ(plot->table()->rowCount(), 2);
    const auto j = cli({"--n", "18446744073709551615", "--bits", "128"});
    const auto& wide = plot->table()->rows()[1];
    EXPECT_EQ(wide.at.pAny, j["p_any"].get<double>());
    EXPECT_EQ(wide.nFor50, j["n_for_p50"].get<double>());
    EXPECT_EQ(wide.space.exact, "340282366920938463463374607431768211456");
    // The curve is increasing all the way (no wrapped key counts at the right end).
    const auto& s = plot->series()[1];
    for (std::size_t k = 1; k < s.p.size(); ++k)
        EXPECT_GE(s.p[k], s.p[k - 1]) << s.n[k];
    // The axis ends at 10^19 keys: P = 1 − exp(−n²/2N) = 0.1367 there (the shortcut is exact to
    // far below 10^-3 at this N).
    EXPECT_EQ(s.n.back(), 1e19);
    EXPECT_NEAR(s.p.back(), -std::expm1(-1e38 / 2 / std::ldexp(1.0, 128)), 1e-3);
}

TEST_F(BirthdaySpaces, BadInputIsExplainedAndChangesNothing) {
    choose(QStringLiteral("typed alphabet")); // Base62's symbols, ready to edit
    const CodeSpaces before = plot->spaces();
    const int rows = plot->table()->rowCount();
    const QString firstCell = cell(0, 0);
    const int steps = lab->undoStack()->count();
    struct Case {
        QLineEdit* edit;
        QString text;
        QString says;
    };
    const std::vector<Case> cases = {
        {inputs->alphabetEdit(), QStringLiteral("abca"), QStringLiteral("“a”")},
        {inputs->alphabetEdit(), QString(), QStringLiteral("empty")},
        {inputs->alphabetEdit(), QStringLiteral("x"), QStringLiteral("two")},
        {inputs->sizesEdit(), QStringLiteral("0"), QStringLiteral("length")},
        {inputs->sizesEdit(), QStringLiteral("4,x"), QStringLiteral("“x”")},
        {inputs->keysEdit(), QStringLiteral("18446744073709551616"),
         QLocale().toString(Q_UINT64_C(18446744073709551615))},
        {inputs->keysEdit(), QStringLiteral("-5"), QStringLiteral("n")},
    };
    for (const auto& c : cases) {
        const QString good = c.edit->text();
        retype(c.edit, c.text);
        EXPECT_TRUE(inputs->message()->isError()) << c.text.toStdString();
        EXPECT_TRUE(inputs->message()->text().contains(c.says))
            << c.text.toStdString() << ": " << inputs->message()->text().toStdString();
        EXPECT_TRUE(plot->spaces() == before) << c.text.toStdString();
        EXPECT_EQ(plot->table()->rowCount(), rows);
        EXPECT_EQ(cell(0, 0), firstCell);
        retype(c.edit, good);
    }
    EXPECT_EQ(lab->undoStack()->count(), steps);
    // Base62 to the 22nd passes 2^128; bits stop at 128.
    retype(inputs->sizesEdit(), QStringLiteral("6, 22"));
    EXPECT_TRUE(inputs->message()->text().contains(QStringLiteral("2^128")));
    EXPECT_TRUE(plot->spaces() == before);
    choose(QStringLiteral("whole bits (2^b)"));
    const CodeSpaces bits = plot->spaces();
    retype(inputs->sizesEdit(), QStringLiteral("24, 129"));
    EXPECT_TRUE(inputs->message()->text().contains(QStringLiteral("128")));
    EXPECT_TRUE(plot->spaces() == bits);
}

TEST_F(BirthdaySpaces, EditsUndoAndAreSavedWithTheLab) {
    const CodeSpaces start = plot->spaces();
    retype(inputs->sizesEdit(), QStringLiteral("20, 30"));
    choose(QStringLiteral("hex alphabet"));
    retype(inputs->sizesEdit(), QStringLiteral("6"));
    ASSERT_EQ(lab->undoStack()->count(), 3);
    EXPECT_EQ(plot->table()->rows()[0].space.exact, "16777216"); // 16^6 = 2^24
    const auto saved = lab->saveState();
    EXPECT_EQ(saved["birthday"]["space"], "alphabet");
    EXPECT_EQ(saved["birthday"]["alphabet"], "0123456789abcdef");
    EXPECT_EQ(saved["birthday"]["lengths"], nlohmann::json({6}));
    EXPECT_EQ(saved["birthday"]["bits"], nlohmann::json({20, 30}));

    lab->undoStack()->undo(); // hex 6 → hex with the old lengths
    lab->undoStack()->undo(); // back to bits 20, 30
    plot->waitForResults();
    EXPECT_TRUE(plot->spaces().useBits);
    EXPECT_EQ(inputs->sizesEdit()->text(), QStringLiteral("20, 30"));
    EXPECT_EQ(inputs->spaceBox()->currentText(), QStringLiteral("whole bits (2^b)"));
    ASSERT_EQ(plot->table()->rowCount(), 2);
    EXPECT_EQ(plot->table()->rows()[1].space.exact, "1073741824");
    lab->undoStack()->undo();
    plot->waitForResults();
    EXPECT_TRUE(plot->spaces() == start);
    lab->undoStack()->redo();
    lab->undoStack()->redo();
    lab->undoStack()->redo();
    plot->waitForResults();

    CollisionsLab other;
    BirthdayPlotTestAccess::setTrials(*other.birthdayPlot(), 2);
    ASSERT_EQ(other.loadState(saved), QString());
    other.birthdayPlot()->waitForResults();
    EXPECT_EQ(other.saveState()["birthday"], saved["birthday"]);
    EXPECT_EQ(other.birthdayPlot()->inputs()->alphabetEdit()->text(),
              QStringLiteral("0123456789abcdef"));
    // A file from before the spaces were settable: the defaults.
    ASSERT_EQ(other.loadState({{"birthday", {{"hash", "md5"}}}}), QString());
    EXPECT_TRUE(other.birthdayPlot()->spaces() == CodeSpaces{});
    for (const nlohmann::json& bad :
         {nlohmann::json{{"hash", "md5"}, {"alphabet", "aab"}},
          nlohmann::json{{"hash", "md5"}, {"lengths", {0}}},
          nlohmann::json{{"hash", "md5"}, {"bits", {200}}},
          nlohmann::json{{"hash", "md5"}, {"n", -1}},
          nlohmann::json{{"hash", "md5"}, {"space", "octal"}},
          nlohmann::json{{"hash", "md5"}, {"alphabet", "0123456789"}, {"lengths", {39}}}}) {
        EXPECT_FALSE(other.loadState({{"birthday", bad}}).isEmpty()) << bad.dump();
        EXPECT_TRUE(other.birthdayPlot()->spaces() == CodeSpaces{}) << bad.dump();
    }
}

} // namespace

namespace {

// The short-link comparison table: n random URLs and the hash-code lengths the user sets (Base62,
// 1 to 11 characters); its birthday column is C(n,2)/62^L, checked by hand for one case.
TEST(ShortLinkCompare, TheUserSetsNAndTheLengths) {
    using namespace hashlab;
    using namespace hashlab::app;
    CollisionsLab lab;
    ShortLinkPanel* panel = lab.shortLinks();
    panel->waitForResults();
    CodeSpaceInputs* inputs = panel->compareInputs();
    auto retype = [&](QLineEdit* edit, const QString& text) {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        panel->waitForResults();
    };
    EXPECT_EQ(inputs->spaceBox()->findText(QStringLiteral("whole bits (2^b)")), -1); // codes only
    retype(inputs->keysEdit(), QStringLiteral("5000"));
    retype(inputs->sizesEdit(), QStringLiteral("2, 3, 4, 5"));
    ASSERT_EQ(panel->compareTable()->rowCount(), 4) << inputs->message()->text().toStdString();
    // C(5000, 2) / 62^3 = 12,497,500 / 238,328 = 52.4 expected pairs at L = 3.
    EXPECT_EQ(panel->compareTable()->item(1, 0)->text(), QStringLiteral("3"));
    EXPECT_EQ(panel->compareTable()->item(1, 2)->text(), QLocale().toString(52.4, 'f', 1));
    auto direct = collisions::compareCodeDesigns(5000, 3, 4, 3);
    ASSERT_TRUE(direct.ok());
    EXPECT_EQ(panel->compareTable()->item(1, 1)->text(),
              QLocale().toString(static_cast<qulonglong>(direct->hashCollisions)));
    // Ids 1..5000 in Base62: 62^2 = 3,844 ≤ 5000 < 62^3, so the longest id code has 3 characters.
    EXPECT_TRUE(panel->compareTable()->item(0, 4)->text().contains(QStringLiteral("≤ 3")));
    EXPECT_EQ(lab.undoStack()->count(), 2);

    for (const QString& bad : {QStringLiteral("12"), QStringLiteral("0")}) { // 62^11 ≥ 2^64
        retype(inputs->sizesEdit(), bad);
        EXPECT_TRUE(inputs->message()->isError()) << bad.toStdString();
        EXPECT_EQ(panel->compareTable()->rowCount(), 4);
    }
    retype(inputs->sizesEdit(), QStringLiteral("2, 3, 4, 5"));
    retype(inputs->keysEdit(), QStringLiteral("1000001"));
    EXPECT_TRUE(inputs->message()->text().contains(QLocale().toString(1000000)));
    retype(inputs->keysEdit(), QStringLiteral("0"));
    EXPECT_TRUE(inputs->message()->isError());
    EXPECT_EQ(ShortLinkPanelTestAccess::compareSpaces(*panel).n, 5000u);

    const auto saved = lab.saveState();
    EXPECT_EQ(saved["short_links"]["compare"]["n"], 5000);
    EXPECT_EQ(saved["short_links"]["compare"]["lengths"], nlohmann::json({2, 3, 4, 5}));
    lab.undoStack()->undo();
    panel->waitForResults();
    EXPECT_EQ(panel->compareTable()->rowCount(), 3); // 4, 5, 6 again
    EXPECT_EQ(inputs->sizesEdit()->text(), QStringLiteral("4, 5, 6"));
    CollisionsLab other;
    BirthdayPlotTestAccess::setTrials(*other.birthdayPlot(), 2);
    ASSERT_EQ(other.loadState(saved), QString());
    other.shortLinks()->waitForResults();
    EXPECT_EQ(other.shortLinks()->compareTable()->rowCount(), 4);
    EXPECT_FALSE(other
                     .loadState({{"short_links",
                                  {{"links", nlohmann::json::array()},
                                   {"compare", {{"n", 100}, {"lengths", {12}}}}}}})
                     .isEmpty());
    EXPECT_EQ(ShortLinkPanelTestAccess::compareSpaces(*other.shortLinks()).lengths,
              (std::vector<int>{2, 3, 4, 5}));
}

// The same table in hex: codes are md5 mod 16^L, ids are written in hex too.
TEST(ShortLinkCompare, HexCodesAndHexIds) {
    using namespace hashlab;
    using namespace hashlab::app;
    CollisionsLab lab;
    ShortLinkPanel* panel = lab.shortLinks();
    panel->waitForResults();
    CodeSpaceInputs* inputs = panel->compareInputs();
    auto retype = [&](QLineEdit* edit, const QString& text) {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        panel->waitForResults();
    };
    retype(inputs->keysEdit(), QStringLiteral("5000"));
    QComboBox* box = inputs->spaceBox();
    const int hex = box->findText(QStringLiteral("hex alphabet"));
    ASSERT_GE(hex, 0);
    box->setCurrentIndex(hex);
    emit box->activated(hex);
    panel->waitForResults();
    ASSERT_EQ(panel->compareTable()->rowCount(), 3); // lengths 4, 5, 6 kept
    // C(5000, 2) / 16^4 = 12,497,500 / 65,536 = 190.7; ids 1..5000 in hex: 0x1388, 4 symbols.
    EXPECT_EQ(panel->compareTable()->horizontalHeaderItem(2)->text(),
              QStringLiteral("C(n,2)/16^L"));
    EXPECT_EQ(panel->compareTable()->item(0, 2)->text(), QLocale().toString(190.7, 'f', 1));
    EXPECT_EQ(panel->compareTable()->item(0, 4)->text(),
              QStringLiteral("0 collisions, ≤ 4 symbols"));
    auto direct = collisions::compareCodeDesigns(5000, 4, 4, 3, {}, "0123456789abcdef");
    ASSERT_TRUE(direct.ok());
    EXPECT_EQ(panel->compareTable()->item(0, 1)->text(),
              QLocale().toString(static_cast<qulonglong>(direct->hashCollisions)));
    // 16^16 = 2^64: a 17-digit hex code is refused with core's words.
    retype(inputs->sizesEdit(), QStringLiteral("4, 17"));
    EXPECT_TRUE(inputs->message()->text().contains(QStringLiteral("16")))
        << inputs->message()->text().toStdString();
    EXPECT_EQ(ShortLinkPanelTestAccess::compareSpaces(*panel).lengths, (std::vector<int>{4, 5, 6}));
    const auto saved = lab.saveState();
    EXPECT_EQ(saved["short_links"]["compare"]["alphabet"], "0123456789abcdef");
    CollisionsLab other;
    BirthdayPlotTestAccess::setTrials(*other.birthdayPlot(), 2);
    ASSERT_EQ(other.loadState(saved), QString());
    other.shortLinks()->waitForResults();
    EXPECT_EQ(other.shortLinks()->compareTable()->item(0, 1)->text(),
              panel->compareTable()->item(0, 1)->text());
}

} // namespace
