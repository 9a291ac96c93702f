// Issue 31: Your turn is offered in every lab (Lessons → Your turn… and a button beside each step
// player) and its chooser lists the lab's kinds, a fresh editable seed, the level and the mode.
#include "shell/step_player.h"
#include "shell/your_turn_dialog.h"
#include "support/lesson_window.h"

#include "hashlab/scenario/exercise.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(YourTurnDialog, EveryLabHasTheButtonBesideItsStepPlayer) {
    hashlab::app::testing::ScratchWindow w;
    auto* action = w.window.findChild<QAction*>(QStringLiteral("yourTurn"));
    ASSERT_NE(action, nullptr);
    EXPECT_TRUE(action->shortcut().isEmpty());
    for (LabPage* lab : w.window.labs()) {
        w.window.showLab(lab->labId());
        ASSERT_NE(lab->stepPlayer(), nullptr) << lab->labId().toStdString();
        auto* button = lab->stepPlayer()->findChild<QToolButton*>(QStringLiteral("YourTurnButton"));
        ASSERT_NE(button, nullptr) << lab->labId().toStdString();
        // It starts Your turn as the menu entry does, under the entry's name.
        EXPECT_EQ(button->accessibleName(), action->text().remove(QLatin1Char('&')));
        QSignalSpy triggered(action, &QAction::triggered);
        ASSERT_TRUE(triggered.isValid());
        // The chooser opens (modal): it is read and closed from inside its loop.
        QString opened;
        QTimer::singleShot(0, [&] {
            if (auto* d = qobject_cast<YourTurnDialog*>(QApplication::activeModalWidget())) {
                opened = d->kindBox()->itemData(0).toString();
                d->reject();
            }
        });
        button->click();
        EXPECT_EQ(triggered.count(), 1);
        EXPECT_EQ(opened.toStdString(),
                  hashlab::scenario::exerciseKinds(lab->labId().toStdString()).front());
    }
}

TEST(YourTurnDialog, ListsTheLabsKindsAndChecksTheSeedAndTheStudent) {
    for (std::string_view lab : hashlab::scenario::exerciseLabs()) {
        YourTurnChoice previous;
        previous.lab = QString::fromLatin1(lab.data(), static_cast<qsizetype>(lab.size()));
        YourTurnDialog dialog(previous);
        const auto kinds = hashlab::scenario::exerciseKinds(lab);
        ASSERT_EQ(dialog.kindBox()->count(), static_cast<int>(kinds.size()));
        for (std::size_t i = 0; i < kinds.size(); ++i)
            EXPECT_EQ(dialog.kindBox()->itemData(static_cast<int>(i)).toString().toStdString(),
                      kinds[i]);
        // A fresh seed, ready to start.
        YourTurnChoice c;
        ASSERT_TRUE(dialog.choice(&c));
        EXPECT_TRUE(dialog.startButton()->isEnabled());
        EXPECT_EQ(c.lab, previous.lab);
    }
    YourTurnChoice previous;
    previous.lab = QStringLiteral("probing");
    YourTurnDialog dialog(previous);
    dialog.seedField()->setText(QStringLiteral("41"));
    dialog.levelBox()->setValue(3);
    dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(QStringLiteral("double")));
    YourTurnChoice c;
    ASSERT_TRUE(dialog.choice(&c));
    EXPECT_EQ(c.seed, 41u);
    EXPECT_EQ(c.level, 3);
    EXPECT_EQ(c.kind, QStringLiteral("double"));
    // An exam needs the student's name for the record.
    dialog.modeBox()->setCurrentIndex(1);
    EXPECT_FALSE(dialog.startButton()->isEnabled());
    dialog.studentField()->setText(QStringLiteral("Ada"));
    EXPECT_TRUE(dialog.startButton()->isEnabled());
    ASSERT_TRUE(dialog.choice(&c));
    EXPECT_TRUE(c.exam);
    EXPECT_EQ(c.student, QStringLiteral("Ada"));
    // No seed, no start.
    dialog.seedField()->clear();
    EXPECT_FALSE(dialog.startButton()->isEnabled());
    EXPECT_FALSE(dialog.choice(nullptr));
}

} // namespace
