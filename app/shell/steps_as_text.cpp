#include "steps_as_text.h"

#include "step_player.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hashlab::app {

StepsAsText::StepsAsText(StepPlayer* player, StepRowSource rows, QWidget* parent)
    : QDialog(parent), m_player(player), m_rows(std::move(rows)), m_empty(new QLabel(this)),
      m_table(new QTableWidget(0, 4, this)) {
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_empty->setWordWrap(true);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A row chosen by the reader (click, arrows) is the step the lab shows.
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (m_following || row < 0 || row >= m_shown.size())
            return;
        m_player->pause();
        m_player->setIndex(m_shown[row].step);
    });
    // The rows are read once per trace (a list insert's can have thousands of steps, and playback
    // steps several times a second); each step only moves the selection.
    connect(m_player, &StepPlayer::traceChanged, this, [this] { m_stale = true; });
    connect(m_player, &StepPlayer::indexChanged, this, [this](int index) {
        if (!isVisible())
            return;
        if (m_stale)
            refresh();
        else
            follow(index);
    });
    retranslate();
    resize(720, 360);
}

void StepsAsText::refresh() {
    m_stale = false;
    m_shown = m_rows();
    m_following = true;
    m_table->setRowCount(static_cast<int>(m_shown.size()));
    QStringList steps;
    for (int r = 0; r < m_shown.size(); ++r) {
        const StepRow& row = m_shown[r];
        const QString texts[] = {row.operation, row.cell, row.value, row.verdict};
        for (int c = 0; c < 4; ++c) {
            QTableWidgetItem* item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(r, c, item);
            }
            item->setText(texts[c]);
        }
        steps << QString::number(row.step);
    }
    m_table->setVerticalHeaderLabels(steps);
    // The verdict takes the rest of the width (and wraps). The other columns fit their text up to
    // a quarter of the lab's window each (a 128-bit hash is elided in the middle on screen; a
    // screen reader still reads it whole), and the window grows to show them all.
    const int room =
        std::max(480, parentWidget() ? parentWidget()->window()->width() * 9 / 10 : 960);
    int needed = m_table->verticalHeader()->sizeHint().width() + room / 4 + 60;
    for (int c = 0; c < 3; ++c) {
        m_table->resizeColumnToContents(c);
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), room / 4));
        needed += m_table->columnWidth(c);
    }
    if (!isVisible())
        resize(std::min(room, std::max(needed, width())), height());
    m_empty->setVisible(m_shown.isEmpty());
    m_following = false;
    follow(m_player->index());
}

// The step on screen's row selected (none before the first step), and in view.
void StepsAsText::follow(int index) {
    m_following = true;
    int at = -1;
    for (int r = 0; r < m_shown.size(); ++r)
        if (m_shown[r].step == index)
            at = r;
    if (at < 0) {
        m_table->clearSelection();
        m_table->setCurrentCell(-1, -1);
    } else {
        m_table->setCurrentCell(at, 0);
        m_table->selectRow(at);
        m_table->scrollToItem(m_table->item(at, 0));
    }
    m_following = false;
}

void StepsAsText::retranslate() {
    setWindowTitle(tr("Steps as text"));
    m_table->setHorizontalHeaderLabels({tr("Operation"), tr("Cell"), tr("Value"), tr("Verdict")});
    m_table->setAccessibleName(tr("Steps of the operation on screen"));
    m_empty->setText(tr("No operation to step through: run one in the lab."));
    m_stale = true;
    if (isVisible())
        refresh();
}

void StepsAsText::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace hashlab::app
