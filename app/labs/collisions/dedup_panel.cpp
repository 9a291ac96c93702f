#include "dedup_panel.h"

#include "collisions_model.h"
#include "dedup_table_model.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/canonical_json.h"

#include "shell/core_text.h"
#include "shell/inline_message.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QTableView>
#include <QTextBlock>
#include <QVBoxLayout>

#include <cmath>

namespace hashlab::app {

DedupPanel::DedupPanel(CollisionsModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_strategy(new QComboBox(this)),
      m_bits(new QSlider(Qt::Horizontal, this)), m_bitsLabel(new QLabel(this)),
      m_strategyLabel(new QLabel(this)), m_counters(new QLabel(this)), m_audit(new QLabel(this)),
      m_formLabel(new QLabel(this)), m_editor(new QPlainTextEdit(this)),
      m_write(new QPushButton(this)), m_random(new QPushButton(this)),
      m_clear(new QPushButton(this)), m_message(new InlineMessage(this)),
      m_table(new QTableView(this)), m_tableModel(new DedupTableModel(this)) {
    for (auto s :
         {collisions::Strategy::Naive, collisions::Strategy::Reject, collisions::Strategy::Coexist})
        m_strategy->addItem(QString::fromStdString(std::string(collisions::strategyName(s))),
                            static_cast<int>(s));
    m_bits->setRange(collisions::kMinBits, collisions::kMaxBits);
    m_editor->setObjectName(QStringLiteral("jsonEditor"));
    m_editor->setTabChangesFocus(true);
    m_editor->setFixedHeight(m_editor->fontMetrics().lineSpacing() * 2 + 14);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_editor->setFont(mono);
    m_editor->setPlainText(QStringLiteral("{\"user\": \"alice\", \"event\": \"login\"}"));

    auto* grid = new QGridLayout;
    grid->addWidget(m_strategyLabel, 0, 0);
    grid->addWidget(m_strategy, 0, 1);
    grid->addWidget(m_bitsLabel, 0, 2);
    m_bitsLabel->setBuddy(m_bits); // a screen reader says the slider's label: "hash_id bits: 24 …"
    grid->addWidget(m_bits, 0, 3);
    grid->setColumnStretch(3, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_write);
    buttons->addWidget(m_random);
    buttons->addWidget(m_clear);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    buttons->insertWidget(0, m_formLabel);
    layout->addWidget(m_editor);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    layout->addWidget(m_counters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_audit);
    m_counters->setWordWrap(true);
    m_audit->setWordWrap(true);

    m_table->setModel(m_tableModel);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    connect(m_editor, &QPlainTextEdit::textChanged, this, &DedupPanel::validate);
    connect(m_write, &QPushButton::clicked, this, &DedupPanel::submit);
    connect(m_random, &QPushButton::clicked, this, [this] {
        if (const QString e = m_model->addRandomRecords(10, 1); !e.isEmpty())
            m_message->showError(e);
    });
    connect(m_clear, &QPushButton::clicked, m_model, &CollisionsModel::clear);
    connect(m_strategy, &QComboBox::activated, this, [this](int i) {
        m_model->setStrategy(static_cast<collisions::Strategy>(m_strategy->itemData(i).toInt()));
    });
    connect(m_bits, &QSlider::valueChanged, this, [this](int v) {
        if (!m_bits->isSliderDown())
            m_model->setBits(v);
        retranslate(); // the label shows the value
    });
    connect(m_bits, &QSlider::sliderReleased, this, [this] { m_model->setBits(m_bits->value()); });
    connect(m_model, &CollisionsModel::changed, this, &DedupPanel::refresh);
    retranslate();
    refresh();
    validate();
}

void DedupPanel::validate() {
    collisions::JsonError where;
    const std::string text = m_editor->toPlainText().toStdString();
    auto parsed = collisions::parseJson(text, &where);
    QString error;
    if (!parsed)
        error = coreText(parsed.error().what);
    else if (!parsed->is_object())
        error = tr("A record must be a JSON object {…}.");
    m_write->setEnabled(error.isEmpty());
    if (error.isEmpty())
        m_message->clearMessage();
    else
        m_message->showError(error);
}

void DedupPanel::submit() {
    const QString error = m_model->writeJson(m_editor->toPlainText());
    if (!error.isEmpty())
        m_message->showError(error);
}

void DedupPanel::refresh() {
    {
        const QSignalBlocker a(m_strategy), b(m_bits);
        m_strategy->setCurrentIndex(m_strategy->findData(static_cast<int>(m_model->strategy())));
        m_bits->setValue(m_model->bits());
    }
    m_tableModel->setStore(&m_model->storeAt(m_step));
    m_table->resizeColumnsToContents();
    if (m_tableModel->rowCount() > 0)
        m_table->scrollToBottom();
    retranslate();
}

void DedupPanel::showStep(int step) {
    const bool storeChanges = &m_model->storeAt(step) != &m_model->storeAt(m_step);
    m_step = step;
    if (storeChanges)
        refresh();
}

void DedupPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DedupPanel::retranslate() {
    const QLocale locale;
    m_strategyLabel->setText(tr("Strategy"));
    m_strategy->setToolTip(tr("naive: the hash is the primary key (overwrites);\nreject: refuse "
                              "and alert;\ncoexist: keep both with collision_flag"));
    const int b = m_bits->value();
    m_bitsLabel->setText(
        b >= 128 ? tr("hash_id bits: 128 (full)")
                 : tr("hash_id bits: %1 (%2 values)")
                       .arg(b)
                       .arg(b <= 40 ? locale.toString(static_cast<qulonglong>(1ULL << b))
                                    : QStringLiteral("2^%1").arg(b)));
    m_bits->setToolTip(tr("Force collisions: keep only the first b bits of the hash_id "
                          "(128 = the seed's full id)"));
    m_formLabel->setText(tr("Record (JSON object):"));
    m_write->setText(tr("Write"));
    m_random->setText(tr("+10 random"));
    m_random->setToolTip(tr("Write 10 random, distinct records"));
    m_clear->setText(tr("Clear"));
    const auto& store = m_model->storeAt(m_step);
    const auto& c = store.counters();
    m_counters->setText(tr("written %1 · stored %2 · duplicates %3 · collisions %4 · rejected %5 · "
                           "lost %6")
                            .arg(c.written)
                            .arg(c.stored)
                            .arg(c.duplicates)
                            .arg(c.collisions)
                            .arg(c.rejected)
                            .arg(c.lost));
    QStringList groups;
    for (const auto& g : store.audit()) {
        QStringList idsText;
        for (auto id : g.ids)
            idsText << QStringLiteral("#%1").arg(id);
        groups << tr("%1 → %2").arg(QString::fromStdString(g.hashId),
                                    idsText.join(QStringLiteral(", ")));
    }
    QString audit =
        groups.isEmpty()
            ? tr("Audit (hash_id with count > 1): none")
            : tr("Audit (hash_id with count > 1): %1").arg(groups.join(QStringLiteral("; ")));
    // reject's alert log: both records of the latest refused write (the seed's "log an alert").
    const auto& alerts = store.alerts();
    if (!alerts.empty()) {
        const auto& a = alerts.back();
        audit += QStringLiteral("\n") +
                 tr("%n alert(s); latest at t%1: hash_id %2 held by #%3 %4, refused %5", nullptr,
                    static_cast<int>(alerts.size()))
                     .arg(a.tick)
                     .arg(QString::fromStdString(a.hashId))
                     .arg(a.existingId)
                     .arg(QString::fromStdString(a.existingData),
                          QString::fromStdString(a.incomingData));
    }
    m_audit->setText(audit);
    m_tableModel->retranslate();
}

} // namespace hashlab::app
