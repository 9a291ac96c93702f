#include "operations_panel.h"

#include "probing_model.h"
#include "scheme_model.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "shell/progress_panel.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

namespace hashlab::app {

using namespace hashlab::tables;

OperationsPanel::OperationsPanel(ProbingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_job(new BackgroundJob(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_key = new QLineEdit(this);
    m_key->setMaxLength(4096); // a list of up to 100 keys
    layout->addWidget(m_key);
    auto* buttons = new QHBoxLayout;
    m_insert = new QPushButton(this);
    m_find = new QPushButton(this);
    m_delete = new QPushButton(this);
    for (QPushButton* b : {m_insert, m_find, m_delete})
        buttons->addWidget(b);
    layout->addLayout(buttons);
    m_message = new InlineMessage(this);
    layout->addWidget(m_message);
    auto* fillRow = new QHBoxLayout;
    m_alpha = new QDoubleSpinBox(this);
    m_alpha->setRange(0.05, 3.0); // separate chaining goes past 1
    m_alpha->setSingleStep(0.05);
    m_alpha->setDecimals(2);
    m_alpha->setValue(0.5);
    m_fill = new QPushButton(this);
    fillRow->addWidget(m_alpha);
    fillRow->addWidget(m_fill, 1);
    layout->addLayout(fillRow);
    layout->addWidget(new ProgressPanel(m_job, this));

    connect(m_insert, &QPushButton::clicked, this, [this] { operate(0); });
    connect(m_find, &QPushButton::clicked, this, [this] { operate(1); });
    connect(m_delete, &QPushButton::clicked, this, [this] { operate(2); });
    connect(m_key, &QLineEdit::returnPressed, this, [this] { operate(0); });
    connect(m_fill, &QPushButton::clicked, this, &OperationsPanel::fill);
    retranslate();
}

void OperationsPanel::operate(int op) {
    if (m_key->text().trimmed().isEmpty()) {
        m_message->showError(tr("Type a key first."));
        return;
    }
    // Insert takes a comma-separated list as one action (the command line's --insert does too);
    // find and delete take one key.
    const bool list = op == 0 && m_key->text().contains(QLatin1Char(','));
    const bool scheme = m_scheme && m_scheme->active();
    const QString error = scheme
                              ? (list ? m_scheme->insertList(m_key->text())
                                      : m_scheme->operate(static_cast<OpKind>(op), m_key->text()))
                              : (list ? m_model->insertList(m_key->text())
                                      : m_model->operate(static_cast<OpKind>(op), m_key->text()));
    if (error.isEmpty()) {
        m_message->clearMessage();
        m_key->selectAll();
    } else {
        m_message->showError(error);
    }
}

void OperationsPanel::fill() {
    if (m_job->isRunning())
        return;
    const double alpha = m_alpha->value();
    if (m_scheme && m_scheme->active()) {
        // The window's hash tables are small (at most SchemeModel::kMaxSlots slots): no job.
        const QString error = m_scheme->fill(alpha, ++m_fillSeed);
        if (error.isEmpty())
            m_message->clearMessage();
        else
            m_message->showError(error);
        return;
    }
    if (alpha > 1) {
        m_message->showError(tr("An open-addressing table holds at most m keys: choose "
                                "\u03b1 \u2264 1 (separate chaining goes beyond)."));
        return;
    }
    auto start = std::make_shared<Table>(m_model->table());
    auto placed = std::make_shared<std::uint64_t>(0);
    auto done = std::make_shared<std::optional<Table>>();
    const std::uint64_t seed = ++m_fillSeed;
    m_fill->setEnabled(false);
    auto conn = std::make_shared<QMetaObject::Connection>();
    *conn = connect(m_job, &BackgroundJob::finished, this, [=, this] {
        disconnect(*conn);
        m_fill->setEnabled(true);
        if (m_job->wasCancelled() || !*done)
            return;
        if (*placed == 0) {
            m_message->showError(tr("No key was placed: the table is at this load factor "
                                    "already, or every insert fails."));
            return;
        }
        m_model->commitFill(std::move(**done), alpha, *placed);
        m_message->clearMessage();
    });
    m_job->start([=](const Progress& progress) {
        *done = ProbingModel::randomFill(*start, alpha, seed, progress, placed.get());
    });
}

void OperationsPanel::retranslate() {
    m_key->setPlaceholderText(tr("key, e.g. 42 (textbook) or any text (murmur3/xxh3)"));
    m_key->setAccessibleName(tr("Key"));
    m_alpha->setAccessibleName(tr("Load factor α to fill to"));
    m_key->setToolTip(tr("Insert also takes a list: 10, 22, 31 inserts the keys in order as one "
                         "step you can undo, and the player walks through all of them."));
    m_insert->setText(tr("Insert"));
    m_find->setText(tr("Find"));
    m_delete->setText(tr("Delete"));
    m_alpha->setPrefix(tr("\u03b1 = "));
    m_fill->setText(tr("Random fill to \u03b1"));
    m_fill->setToolTip(tr("Insert random keys until n/m reaches \u03b1 (one undo step)"));
}

void OperationsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
