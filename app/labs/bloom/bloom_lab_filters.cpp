// The Bloom lab's hook for the filters beyond Bloom: the cuckoo, scalable and xor entries of the
// variant selector with their own parameters, their canvases, the xor filter's Build button and
// the cuckoo filter's delete-hazard demo. FiltersModel holds their state, on the lab's undo stack.
#include "bloom_cuckoo_view.h"
#include "bloom_lab.h"
#include "bloom_model.h"
#include "bloom_scalable_view.h"
#include "bloom_view.h"
#include "bloom_xor_view.h"
#include "filters_model.h"
#include "filters_params.h"
#include "shell/lesson_figures.h"
#include "shell/step_player.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QUndoStack>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {
constexpr int kKindBase = 100; // above every int(Variant)
constexpr FilterKind kKinds[] = {FilterKind::Cuckoo, FilterKind::Scalable, FilterKind::Xor};

// The figures a lesson may hide and quote (scenario/lesson_figures.h), as the canvases write
// them: the scalable filter's bound P0/(1 − r), "10.00 %", and its first sub-filter's slice size
// in bits ("4 slices × 5 bits").
LessonFigures::Values filterFigures(const FiltersModel& model) {
    LessonFigures::Values f;
    if (const auto& scalable = model.snapshot().scalable) {
        f.insert(QStringLiteral("bound"),
                 {QStringLiteral("%1 %").arg(QLocale().toString(100 * scalable->bound(), 'f', 2))});
        if (const auto stages = scalable->stages(); !stages.empty())
            f.insert(QStringLiteral("slice_bits"),
                     {QLocale().toString(qulonglong(stages.front().slice))});
    }
    return f;
}
} // namespace

int BloomLab::kindData(FilterKind kind) {
    return kKindBase + int(kind);
}

QWidget* BloomLab::setupFilters(QHBoxLayout* configRow, QHBoxLayout* wordRow) {
    m_filters = new FiltersModel(m_model->undoStack(), this);
    m_params = new FiltersParams(this);
    for (FilterKind k : kKinds)
        m_variant->addItem(filterKindName(k), kindData(k));
    configRow->insertWidget(configRow->indexOf(m_apply), m_params);
    m_build = new QPushButton(this);
    m_addTen = new QPushButton(this);
    wordRow->addWidget(m_addTen);
    wordRow->addWidget(m_build);
    m_canvases = new QStackedWidget(this);
    m_cuckooView = new CuckooView(m_filters, this);
    m_scalableView = new ScalableView(m_filters, this);
    m_xorView = new XorView(m_filters, this);
    m_canvases->addWidget(m_view); // index = int(FilterKind)
    m_canvases->addWidget(m_cuckooView);
    m_canvases->addWidget(m_scalableView);
    m_canvases->addWidget(m_xorView);
    for (FilterCanvas* v :
         {static_cast<FilterCanvas*>(m_cuckooView), static_cast<FilterCanvas*>(m_scalableView),
          static_cast<FilterCanvas*>(m_xorView)})
        connect(m_player, &StepPlayer::indexChanged, v, &FilterCanvas::setStep);
    connect(m_filters, &FiltersModel::changed, this, &BloomLab::onFiltersChanged);
    // A lesson's question hid a figure, or its answer was revealed: the texts again.
    LessonFigures::instance().watch(
        this, [this] { return filterFigures(*m_filters); },
        [this] {
            m_canvases->currentWidget()->update();
            updateStatus();
        });
    connect(m_build, &QPushButton::clicked, this, [this] { act(m_filters->buildXor()); });
    connect(m_addTen, &QPushButton::clicked, this, [this] { act(m_filters->insertGenerated(10)); });
    // Choosing a variant shows its parameters at once; "New filter" applies them.
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        const int value = m_variant->currentData().toInt();
        const bool bloom = value < kKindBase;
        m_params->showKind(bloom ? FilterKind::Bloom : FilterKind(value - kKindBase));
        for (QWidget* w : {static_cast<QWidget*>(m_m), static_cast<QWidget*>(m_k),
                           static_cast<QWidget*>(m_mLabel), static_cast<QWidget*>(m_kLabel)})
            w->setVisible(bloom);
        snapToVariant();
    });
    m_params->showKind(FilterKind::Bloom);
    m_build->hide();
    m_addTen->hide();
    return m_canvases;
}

bool BloomLab::filtersShown() const {
    return m_filters && m_filters->kind() != FilterKind::Bloom;
}

QWidget* BloomLab::shownCanvas() const {
    return m_canvases->currentWidget();
}

// Picking a variant shows the m it uses: a split block sets one bit in each of its 8 words, so
// blocked shows k = 8, fixed, and m in whole 256-bit blocks; double hashing and counting show the
// smallest prime ≥ m (the filter is built with it, and the spin box shows it again after "New
// filter").
void BloomLab::snapToVariant() {
    const int value = m_variant->currentData().toInt();
    const bool blocked = value == int(Variant::Blocked);
    if (blocked) {
        m_k->setValue(int(kSplitK));
        m_m->setValue(
            int(wholePartitionsM({Variant::Blocked, std::uint64_t(m_m->value()), kSplitK})));
    } else if (value < kKindBase && usesPrimeM(Variant(value))) {
        m_m->setValue(int(wholePartitionsM({Variant(value), std::uint64_t(m_m->value()), 1})));
    }
    m_k->setEnabled(!blocked);
}

void BloomLab::applyConfig() {
    m_demoText->clear(); // it spoke of the filter being replaced
    const int value = m_variant->currentData().toInt();
    if (value >= kKindBase) {
        act(m_filters->configure(m_params->config(FilterKind(value - kKindBase))));
        return;
    }
    const FilterConfig c{Variant(value), std::uint64_t(m_m->value()), unsigned(m_k->value()), 1, 4};
    if (!filtersShown()) {
        act(m_model->configure(c));
        return;
    }
    // Back to Bloom: one undo step leaves the cuckoo/scalable/xor filter and makes the new one.
    if (QString e = BloomModel::validateConfig(c); !e.isEmpty())
        return act(e);
    m_model->undoStack()->beginMacro(tr("Configure filter"));
    m_filters->configure({});
    const QString e = m_model->configure(c);
    m_model->undoStack()->endMacro();
    act(e);
    onModelChanged();
}

void BloomLab::syncFilterControls() {
    const FilterKind kind = m_filters->kind();
    const bool bloom = kind == FilterKind::Bloom;
    if (!bloom) { // as in syncConfigControls: only when the filter itself changed
        const FiltersConfig& c = m_filters->config();
        const QString shown =
            QStringLiteral("filters %1 %2 %3 %4 %5 %6 %7 %8 %9")
                .arg(int(kind))
                .arg(c.cuckoo.n)
                .arg(c.cuckoo.fingerprintBits)
                .arg(c.cuckoo.bucket)
                .arg(c.cuckoo.maxKicks)
                .arg(c.scalable.initial)
                .arg(c.scalable.p)
                .arg(c.scalable.growth)
                .arg(QStringLiteral("%1 %2").arg(c.scalable.tightening).arg(c.xorBits));
        if (shown != m_shownConfig) {
            m_shownConfig = shown;
            m_variant->setCurrentIndex(m_variant->findData(kindData(kind)));
            m_params->setConfig(c);
        }
    }
    // The parameters of the variant in the combo: the filter's own, or a pending choice.
    const int picked = m_variant->currentData().toInt();
    const bool pickedBloom = picked < kKindBase;
    m_params->showKind(pickedBloom ? FilterKind::Bloom : FilterKind(picked - kKindBase));
    for (QWidget* w : {static_cast<QWidget*>(m_m), static_cast<QWidget*>(m_k),
                       static_cast<QWidget*>(m_mLabel), static_cast<QWidget*>(m_kLabel)})
        w->setVisible(pickedBloom);
    m_canvases->setCurrentIndex(int(kind));
    m_build->setVisible(kind == FilterKind::Xor);
    m_build->setEnabled(kind == FilterKind::Xor && !m_filters->snapshot().xorFilter);
    m_addTen->setVisible(!bloom);
    m_addTen->setEnabled(!(kind == FilterKind::Xor && m_filters->snapshot().xorFilter));
    m_remove->setToolTip(
        kind == FilterKind::Cuckoo
            ? tr("cuckoo filter: remove one entry of a stored word's fingerprint (a word that is "
                 "not stored is refused)")
            : tr("counting filter only: decrement the counters of a stored word (a word that is "
                 "not stored is refused)"));
    if (bloom)
        return;
    m_remove->setEnabled(kind == FilterKind::Cuckoo);
    m_clearBits->setEnabled(false);
    m_insert->setEnabled(!(kind == FilterKind::Xor && m_filters->snapshot().xorFilter));
    m_demo->setEnabled(kind == FilterKind::Cuckoo);
}

void BloomLab::onFiltersChanged() {
    if (!filtersShown()) {
        m_demo->setEnabled(true);
        m_insert->setEnabled(true);
        onModelChanged(); // the Bloom filter is back: its controls, canvas and trace
        return;
    }
    syncFilterControls();
    const int steps = m_filters->stepCount();
    m_player->setCount(steps);
    if (steps > 0 && isVisible())
        m_player->play();
    else
        m_player->toEnd();
    auto* canvas = static_cast<FilterCanvas*>(m_canvases->currentWidget());
    canvas->setStep(m_player->index());
    canvas->setProperty("statusLine", canvas->lines().value(0));
    updateStatus();
}

QString BloomLab::stepCaption() const {
    if (!filtersShown())
        return {};
    // The last line is what the step adds: the derivation, a kick, the result.
    const QStringList lines = static_cast<FilterCanvas*>(m_canvases->currentWidget())->lines();
    return lines.isEmpty() ? QString() : lines.back();
}

// The hazard the lab refuses, shown on purpose: a never-inserted word with the fingerprint and
// buckets of a stored word is "deleted", which removes the stored word's fingerprint, and the
// stored word then reads "definitely not" - the cuckoo version of "Why not delete?".
void BloomLab::runCuckooHazardDemo() {
    CuckooConfig c = m_filters->config().cuckoo;
    c.fingerprintBits = 4; // a small f makes a matching impostor easy to find among demo words
    FiltersConfig fc = m_filters->config();
    fc.cuckoo = c;
    QUndoStack* undo = m_model->undoStack();
    undo->beginMacro(tr("Why not delete? (cuckoo filter)"));
    QString e = m_filters->configure(fc);
    const QStringList words = {QStringLiteral("apple"), QStringLiteral("banana"),
                               QStringLiteral("cherry")};
    for (const QString& w : words)
        if (e.isEmpty())
            e = m_filters->insert(w);
    const auto imp = e.isEmpty() ? m_filters->findImpostor() : std::nullopt;
    if (imp)
        e = m_filters->uncheckedRemove(imp->impostor);
    undo->endMacro();
    if (!e.isEmpty() || !imp) {
        act(e.isEmpty() ? tr("No never-inserted word matches a stored word here.") : e);
        return;
    }
    m_filters->query(imp->stored);
    act({});
    m_demoText->setText(
        tr("“%1”, never inserted, has the fingerprint and buckets of “%2”: deleting it removed "
           "“%2”'s entry, and “%2” now reads “definitely not” — a false negative. Remove "
           "refuses such a delete; a counting Bloom filter has the same hazard.")
            .arg(imp->impostor, imp->stored));
}

void BloomLab::retranslateFilters() {
    syncFilterControls(); // the Remove tooltip, which depends on the filter shown
    m_addTen->setText(tr("+10 words"));
    m_addTen->setToolTip(tr("insert ten words w0, w1, … that are not stored yet (one undo step)"));
    m_build->setText(tr("Build"));
    m_build->setToolTip(tr("xor filter: build from the words inserted so far (no inserts after)"));
    const int base = m_variant->findData(kindData(FilterKind::Cuckoo));
    if (base >= 0) {
        m_variant->setItemText(base, tr("cuckoo"));
        m_variant->setItemText(base + 1, tr("scalable"));
        m_variant->setItemText(base + 2, tr("xor"));
    }
}

} // namespace hashlab::app
