#pragma once
// What a screen reader gets from a lab's steps, read the way it reads them: through the
// accessibility interfaces (QAccessible::queryAccessibleInterface), never the widgets' members.
// The step player's status element (its name is the step's caption, its description the
// position) and the "Steps as text" table (its cells and selected row), opened with the key map's
// key and stepped with the step keys, as a user does.
#include "shell/key_map.h"
#include "shell/step_announcer.h"
#include "shell/step_player.h"
#include "shell/steps_as_text.h"
#include "support/lesson_window.h"

#include <QAccessible>
#include <QApplication>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

namespace hashlab::app::testing {

struct StepAccess {
    QWidget* window;
    StepPlayer* player;

    QAccessibleInterface* status() const {
        return QAccessible::queryAccessibleInterface(player->announcer());
    }
    QString name() const { return status()->text(QAccessible::Name); }
    QString description() const { return status()->text(QAccessible::Description); }
    // The status element's accessible text, which each step is inserted into (what Orca speaks),
    // and its selection: Orca speaks an insertion only when it is also the selection.
    QAccessibleTextInterface* textOf() const { return status()->textInterface(); }
    QString inserted() const {
        QAccessibleTextInterface* t = textOf();
        return t ? t->text(0, t->characterCount()) : QString();
    }
    QString selected() const {
        QAccessibleTextInterface* t = textOf();
        if (!t || t->selectionCount() != 1)
            return {};
        int start = -1, end = -1;
        t->selection(0, &start, &end);
        return t->text(start, end);
    }

    // The step keys, pressed with the focus on the status element (where a screen reader user
    // waits for the next step).
    void press(Qt::Key key) {
        player->announcer()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(player->announcer(), key);
    }

    // The key map's key for "Steps as text", pressed in the window; the table it opens.
    QTableWidget* openTable() {
        // A menu's shortcut works in the active window.
        QApplication::setActiveWindow(window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(window));
        player->announcer()->setFocus(Qt::TabFocusReason);
        QTest::keySequence(player->announcer(), KeyMap::shortcut(KeyCommand::StepsAsText));
        QApplication::processEvents();
        return player->stepsAsText() ? player->stepsAsText()->table() : nullptr;
    }
    static QAccessibleTableInterface* tableOf(QTableWidget* table) {
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(table);
        return a ? a->tableInterface() : nullptr;
    }
    static QString cell(QTableWidget* table, int row, int column) {
        QAccessibleInterface* c = tableOf(table)->cellAt(row, column);
        return c ? c->text(QAccessible::Name) : QString();
    }
    static int rows(QTableWidget* table) { return tableOf(table)->rowCount(); }
    // The selected row as the table tells a screen reader (-1: none).
    static int selectedRow(QTableWidget* table) {
        const QList<int> rows = tableOf(table)->selectedRows();
        return rows.size() == 1 ? rows.front() : -1;
    }
    static void clickRow(QTableWidget* table, int row) {
        const QRect r = table->visualItemRect(table->item(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, r.center());
    }
};

// A window at 1280×720 showing the lab `id` (of type Lab), active, its steps read as above.
template <class Lab>
struct LabOnScreen {
    ScratchWindow w;
    Lab* lab = nullptr;
    StepAccess access{&w.window, nullptr};
    explicit LabOnScreen(const char* id) {
        w.window.showLab(QString::fromLatin1(id));
        lab = static_cast<Lab*>(w.window.currentLab());
        access.player = lab->stepPlayer();
    }
};

} // namespace hashlab::app::testing
