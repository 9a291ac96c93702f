// Issue 31, accessible steps: every control a keyboard reaches on the Your turn bar and on the
// step player beside it has a name of its own for a screen reader (the speed combo's was its
// current item, "2×"), in English and in Chinese. The status element's name is the step it tells
// (step_announcer.h), read through its accessibility interface.
#include "labs/tables/probing_lab.h"
#include "shell/language.h"
#include "shell/step_announcer.h"
#include "shell/step_player.h"
#include "shell/summary_panel.h"
#include "support/your_turn_driver.h"

#include <QAccessible>
#include <QComboBox>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;

// The name a screen reader reads for every widget under `roots` that Tab can reach (shown or not:
// the bar shows its Yes / No buttons or its field by the step); `unnamed` lists those without.
QMap<QWidget*, QString> focusableNames(const QList<QWidget*>& roots, QStringList* unnamed) {
    QMap<QWidget*, QString> names;
    for (QWidget* root : roots)
        for (QWidget* w : root->findChildren<QWidget*>()) {
            if (!(w->focusPolicy() & Qt::TabFocus) || !w->isEnabled())
                continue;
            QString name = w->accessibleName();
            if (qobject_cast<StepAnnouncer*>(w))
                name = QAccessible::queryAccessibleInterface(w)->text(QAccessible::Name);
            if (name.trimmed().isEmpty())
                *unnamed << QStringLiteral("%1 %2").arg(
                    QString::fromLatin1(w->metaObject()->className()), w->objectName());
            names.insert(w, name);
        }
    return names;
}

TEST(YourTurnNames, EveryControlOnTheBarAndThePlayerHasANameInBothLanguages) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 1), QString());
    StepPlayer* player = w.bar()->lab()->stepPlayer();
    ASSERT_NE(player, nullptr);
    // The speed combo, which a screen reader named by its current item.
    auto* speed = player->findChild<QComboBox*>();
    ASSERT_NE(speed, nullptr);
    // And the summary's buttons at the end.
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    ASSERT_FALSE(w.bar()->summary()->buttons().isEmpty());

    const QList<QWidget*> roots{w.bar(), player};
    QStringList unnamed;
    const QMap<QWidget*, QString> english = focusableNames(roots, &unnamed);
    EXPECT_GE(english.size(), 5);
    EXPECT_EQ(unnamed.join(QStringLiteral(", ")).toStdString(), "");
    EXPECT_EQ(speed->accessibleName(), QStringLiteral("Speed, steps per second"));
    for (QPushButton* b : w.bar()->summary()->buttons())
        EXPECT_EQ(b->accessibleName(), b->text());

    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    QApplication::processEvents();
    unnamed.clear();
    const QMap<QWidget*, QString> chinese = focusableNames(roots, &unnamed);
    const QString speedChinese = speed->accessibleName();
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    QApplication::processEvents();
    EXPECT_EQ(unnamed.join(QStringLiteral(", ")).toStdString(), "");
    EXPECT_EQ(speedChinese, QStringLiteral("速度，每秒步数"));
    // Every name follows the language (none is left in English).
    int compared = 0;
    for (auto it = chinese.cbegin(); it != chinese.cend(); ++it)
        if (english.contains(it.key())) {
            EXPECT_NE(it.value(), english.value(it.key())) << it.value().toStdString();
            ++compared;
        }
    EXPECT_GE(compared, 5);
}

} // namespace
