#include "shortcuts_dialog.h"

#include "key_map.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hashlab::app {

ShortcutsDialog::ShortcutsDialog(QWidget* window) : QDialog(window) {
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* table = new QTableWidget(this);
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys"), tr("Where")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    // The key map as it is, in the window's language; a reserved key is no shortcut yet.
    for (const KeyBinding& row : KeyMap::rows()) {
        if (row.handler() == KeyHandler::Reserved)
            continue;
        const int r = table->rowCount();
        table->insertRow(r);
        table->setItem(r, 0, new QTableWidgetItem(KeyMap::actionText(row, true)));
        table->setItem(r, 1, new QTableWidgetItem(KeyMap::keysText(row, true)));
        table->setItem(r, 2, new QTableWidgetItem(KeyMap::contextText(row.context, true)));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    table->resizeColumnToContents(2);
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("The first row that fits decides: a text field keeps its typing, "
                               "a menu's key works anywhere else, a blank screen only lifts, a "
                               "question's keys come before the lesson's and the lesson's "
                               "before the lab's. The step keys drive the lab on screen wherever "
                               "the focus is, also in full screen. Presenter clickers send Page "
                               "Down and Page Up."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 560);
}

} // namespace hashlab::app
