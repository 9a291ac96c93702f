#include "bloom_pipeline_panel.h"

#include "shell/background_job.h"
#include "shell/progress_panel.h"
#include "shell/wrapped_label.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hashlab::app {

using namespace hashlab::bloom;

BloomPipelinePanel::BloomPipelinePanel(QWidget* parent)
    : QWidget(parent), m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_title = new WrappedLabel(this);
    m_variant = new QComboBox(this);
    for (Variant v : {Variant::Double, Variant::Counting, Variant::Blocked})
        m_variant->addItem(QString::fromLatin1(variantName(v).data()), int(v));
    auto spin = [this](int lo, int hi, int value) {
        auto* s = new QSpinBox(this);
        s->setRange(lo, hi);
        s->setValue(value);
        s->setGroupSeparatorShown(true);
        return s;
    };
    m_keys = spin(1, int(kMaxPipelineKeys), 10'000);
    m_reads = spin(1, 10'000'000, 200'000);
    m_cache = spin(0, 1'000'000, 100);
    auto share = [this](double value) {
        auto* s = new QDoubleSpinBox(this);
        s->setRange(0, 1);
        s->setSingleStep(0.05);
        s->setDecimals(2);
        s->setValue(value);
        return s;
    };
    m_absent = share(0.5);
    m_deleted = share(0.0);
    m_degraded = new QCheckBox(this);
    m_run = new QPushButton(this);
    m_countersLabel = new QLabel(this);
    m_countersLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new ProgressPanel(m_job, this);
    m_form = new QFormLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_variant, m_keys, m_reads, m_absent,
                                                      m_deleted, m_cache, m_degraded}) {
        m_labels.push_back(new QLabel(this));
        m_form->addRow(m_labels.back(), w);
    }
    auto* v = new QVBoxLayout(this);
    v->addWidget(m_title);
    v->addLayout(m_form);
    v->addWidget(m_run);
    v->addWidget(m_progress);
    v->addWidget(m_countersLabel);
    v->addStretch();
    connect(m_run, &QPushButton::clicked, this, &BloomPipelinePanel::run);
    connect(m_job, &BackgroundJob::finished, this, &BloomPipelinePanel::onFinished);
    retranslate();
}

void BloomPipelinePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void BloomPipelinePanel::retranslate() {
    // What "degraded" means is said here, in the wrapped title: as the box's one-line text it did
    // not fit the panel in presentation mode at 1280×720.
    m_title->setText(tr("<b>Read path</b>: hot cache → Bloom filter → store. The filter is sized "
                        "at 10 bits per key, k = 7. <b>Degraded</b>: the filter is unavailable, so "
                        "every cache miss reads the store."));
    const char* labels[] = {QT_TR_NOOP("filter"),        QT_TR_NOOP("keys in store"),
                            QT_TR_NOOP("reads"),         QT_TR_NOOP("share of absent keys"),
                            QT_TR_NOOP("share deleted"), QT_TR_NOOP("cache entries"),
                            QT_TR_NOOP("degraded")};
    for (std::size_t i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(tr(labels[i]));
    m_degraded->setText(tr("filter unavailable"));
    m_keys->setToolTip(tr("1 to 10,000,000"));
    m_reads->setToolTip(tr("1 to 10,000,000"));
    m_run->setText(tr("Run the read path"));
    onFinished();
}

PipelineConfig BloomPipelinePanel::config() const {
    PipelineConfig c;
    c.storeKeys = std::uint64_t(m_keys->value());
    const std::uint64_t m = std::max<std::uint64_t>(512, (c.storeKeys * 10 + 511) / 512 * 512);
    const auto v = Variant(m_variant->currentData().toInt());
    c.filter = {v, m, v == Variant::Blocked ? kSplitK : 7, 1, 64}; // blocked: k is 8
    c.reads = std::uint64_t(m_reads->value());
    c.absentShare = m_absent->value();
    c.deleteShare = m_deleted->value();
    c.hotKeys = std::min<std::uint64_t>(100, c.storeKeys);
    c.cacheCapacity = std::uint64_t(m_cache->value());
    c.degraded = m_degraded->isChecked();
    return c;
}

void BloomPipelinePanel::run() {
    auto pending = std::make_shared<std::optional<Result<PipelineCounters>>>();
    m_pending = pending;
    const PipelineConfig c = config();
    m_job->start([c, pending](const hashlab::Progress& p) { *pending = simulatePipeline(c, p); });
}

void BloomPipelinePanel::waitForRun() {
    m_job->wait();
    onFinished();
}

void BloomPipelinePanel::onFinished() {
    if (m_pending && m_pending->has_value()) {
        auto pending = std::move(m_pending);
        if ((*pending)->ok())
            m_counters = (*pending)->value();
    }
    m_countersLabel->setText(countersText());
}

QString BloomPipelinePanel::countersText() const {
    if (!m_counters)
        return tr("Press “Run the read path”.");
    const PipelineCounters& c = *m_counters;
    const QLocale loc;
    auto n = [&](std::uint64_t v) { return loc.toString(qulonglong(v)); };
    return tr("reads %1\ncache hits %2\nfilter said “definitely not”: %3 store reads avoided\n"
              "store reads %4 (found %5)\nstore reads caused by false positives %6\n"
              "reads of deleted keys %7\nanswered present %8 · absent %9\n"
              "present keys answered “absent”: %10 (must be 0)")
        .arg(n(c.reads), n(c.cacheHits), n(c.filterAbsent), n(c.storeReads), n(c.storeHits),
             n(c.falsePositiveReads), n(c.deletedKeyReads), n(c.answeredPresent),
             n(c.answeredAbsent))
        .arg(n(c.wrongAbsent));
}

} // namespace hashlab::app
