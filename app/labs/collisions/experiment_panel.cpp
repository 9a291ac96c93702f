#include "experiment_panel.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/lesson_figures.h"
#include "shell/progress_panel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>

namespace hashlab::app {

ExperimentPanel::ExperimentPanel(QWidget* parent)
    : QWidget(parent), m_keys(new QSpinBox(this)), m_bits(new QSpinBox(this)),
      m_hash(new QComboBox(this)), m_run(new QPushButton(this)), m_keysLabel(new QLabel(this)),
      m_bitsLabel(new QLabel(this)), m_result(new QLabel(this)), m_job(new BackgroundJob(this)),
      m_progress(new ProgressPanel(m_job, this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_keys->setRange(1, static_cast<int>(collisions::kMaxExperimentKeys));
    m_keys->setGroupSeparatorShown(true);
    m_keys->setValue(1'000'000);
    m_bits->setRange(1, 64);
    m_bits->setValue(24);
    for (auto h : {collisions::PrefixHash::Md5, collisions::PrefixHash::Murmur3,
                   collisions::PrefixHash::Xxh3})
        m_hash->addItem(QString::fromStdString(std::string(collisions::prefixHashName(h))),
                        static_cast<int>(h));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_keysLabel, 0, 0);
    grid->addWidget(m_keys, 0, 1);
    grid->addWidget(m_bitsLabel, 0, 2);
    grid->addWidget(m_bits, 0, 3);
    grid->addWidget(m_hash, 0, 4);
    grid->addWidget(m_run, 0, 5);
    grid->addWidget(m_progress, 1, 0, 1, 6);
    grid->addWidget(m_result, 2, 0, 1, 6);
    grid->setColumnStretch(1, 1);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_run, &QPushButton::clicked, this, &ExperimentPanel::run);
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (m_job->wasCancelled() || !m_pending)
            return;
        if (!*m_pending) {
            m_result->setText(coreError(m_pending->error()));
            return;
        }
        m_last = std::make_unique<collisions::ExperimentResult>(m_pending->value());
        show(*m_last);
        emit resultShown();
    });
    retranslate();
    run();
}

void ExperimentPanel::run() {
    collisions::ExperimentOptions o;
    o.n = static_cast<std::uint64_t>(m_keys->value());
    o.bits = m_bits->value();
    o.hash = static_cast<collisions::PrefixHash>(m_hash->currentData().toInt());
    o.seed = 0;
    o.maxExamples = 2;
    auto result = std::make_shared<Result<collisions::ExperimentResult>>(makeError("", ""));
    m_pending = result;
    m_result->setText(tr("running…"));
    m_job->start(
        [result, o](const Progress& p) { *result = collisions::runCollisionExperiment(o, p); });
}

void ExperimentPanel::waitForResults() {
    m_job->wait();
    QCoreApplication::processEvents();
}

void ExperimentPanel::show(const collisions::ExperimentResult& r) {
    const QLocale l;
    QString text = tr("%1 colliding pairs (birthday bound: %2), %3 keys share a %4-bit prefix")
                       .arg(l.toString(static_cast<qulonglong>(r.collidingPairs)))
                       .arg(l.toString(r.pairsExpected, 'f', 1))
                       .arg(l.toString(static_cast<qulonglong>(r.keysInCollision)))
                       .arg(r.bits);
    if (!r.examples.empty()) {
        const auto& ex = r.examples.front();
        text += QStringLiteral("\n") +
                tr("e.g. prefix %1: %2")
                    .arg(QString::fromStdString(ex.prefix))
                    .arg(QString::fromStdString(ex.keys.front()) + QStringLiteral(", ") +
                         QString::fromStdString(ex.keys.back()));
    }
    m_result->setText(maskFigures(text));
}

void ExperimentPanel::refresh() {
    if (m_last)
        show(*m_last);
}

void ExperimentPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_last)
            show(*m_last);
    }
    QWidget::changeEvent(event);
}

void ExperimentPanel::retranslate() {
    m_keysLabel->setText(tr("Experiment: n ="));
    m_keys->setToolTip(
        tr("random URLs, 1 to %1")
            .arg(QLocale().toString(static_cast<qulonglong>(collisions::kMaxExperimentKeys))));
    m_bitsLabel->setText(tr("prefix bits"));
    m_bits->setToolTip(tr("1 to 64; md5 with 24 bits is md5(url)[:6], six hex digits"));
    m_run->setText(tr("Run"));
}

} // namespace hashlab::app
