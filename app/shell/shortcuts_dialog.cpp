#include "shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hashlab::app {

ShortcutsDialog::ShortcutsDialog(QWidget* window) : QDialog(window) {
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* table = new QTableWidget(this);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    QList<QPair<QString, QString>> rows;
    QSet<QString> seen;
    for (QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || a->text().isEmpty())
            continue;
        const QString text = a->text().remove(QLatin1Char('&'));
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        if (seen.contains(text + keys))
            continue;
        seen.insert(text + keys);
        rows.append({text, keys});
    }
    rows.append({tr("Step forward / back"), tr("Right or Page Down / Left or Page Up")});
    rows.append({tr("Play / pause the steps"), tr("Space")});
    rows.append({tr("To the first / last step"), tr("Home / End")});
    rows.append({tr("Guided lesson: next / previous (stage, then step)"),
                 tr("Right or Page Down / Left or Page Up")});
    rows.append({tr("Guided lesson: blank the screen"), tr("B or .")});
    rows.append({tr("Guided lesson: leave"), tr("Esc")});
    rows.append({tr("Click-it question: move / pick"), tr("Tab or arrows / Enter")});
    table->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("The step keys drive the step player of the lab on screen wherever "
                               "the focus is, also in full screen, except while you type in a "
                               "field; Space on a button presses the button. Presenter clickers "
                               "send Page Down and Page Up."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 480);
}

} // namespace hashlab::app
