#include "steps_as_text.h"

#include "step_player.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

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
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A row chosen by the reader (click, arrows) is the step the lab shows.
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (m_following || row < 0 || row >= m_shown.size())
            return;
        m_player->pause();
        m_player->setIndex(m_shown[row].step);
    });
    connect(m_player, &StepPlayer::indexChanged, this, [this] {
        if (isVisible())
            refresh();
    });
    retranslate();
    resize(720, 360);
}

void StepsAsText::refresh() {
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
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
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
    if (isVisible())
        refresh();
}

void StepsAsText::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace hashlab::app
