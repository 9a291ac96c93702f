#include "config_panel.h"

#include "formula_field.h"
#include "shell/inline_message.h"

#include "hashlab/tables/table_presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::tables;

ConfigPanel::ConfigPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    m_preset = new QComboBox(this);
    m_preset->addItem(QString(), QString()); // "choose a preset…"
    for (const Preset& p : presets())
        m_preset->addItem(QString(), QString::fromStdString(p.id));
    for (const TablePreset& p : tablePresets())
        m_preset->addItem(QString(), QString::fromStdString(p.id));
    m_m = new QSpinBox(this);
    m_m->setRange(1, static_cast<int>(kMaxSlots));
    m_m->setGroupSeparatorShown(true);
    m_mode = new QComboBox(this);
    m_hash = new QComboBox(this);
    m_fix = new QComboBox(this);
    for (QComboBox* box : {m_preset, m_mode, m_hash, m_fix}) {
        // Long item texts must not widen the panel: the popup still shows them in full.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    for (int i = 0; i < 3; ++i) {
        m_hash->addItem(QString());
        m_fix->addItem(QString());
    }
    for (int i = 0; i <= static_cast<int>(Scheme::Cuckoo); ++i) // in Scheme's order
        m_mode->addItem(QString());
    m_mode->setCurrentIndex(static_cast<int>(Scheme::Double));
    m_bucket = new QSpinBox(this);
    m_bucket->setRange(1, static_cast<int>(tablelimits::kMaxBucketSize));
    m_bucket->setValue(2);
    m_maxLoop = new QSpinBox(this);
    m_maxLoop->setRange(1, static_cast<int>(tablelimits::kMaxMaxLoop));
    m_maxLoop->setValue(static_cast<int>(tablelimits::kDefaultMaxLoop));
    m_tail = new QCheckBox(this);
    m_grow = new QCheckBox(this);
    m_growAt = new QDoubleSpinBox(this);
    m_growAt->setDecimals(2);
    m_growAt->setRange(0.05, 10.0);
    m_growAt->setSingleStep(0.05);
    m_growTo = new QComboBox(this);
    m_growTo->addItem(QString());
    m_growTo->addItem(QString());
    m_incremental = new QCheckBox(this);
    m_growTo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_growTo->setMinimumContentsLength(12);
    m_h1 = new FormulaField(QStringLiteral("h1"), this);
    m_h2 = new FormulaField(QStringLiteral("h2"), this);
    m_c1 = new QSpinBox(this);
    m_c2 = new QSpinBox(this);
    for (QSpinBox* c : {m_c1, m_c2})
        c->setRange(-1'000'000, 1'000'000);
    m_modNote = new QLabel(this);
    m_modNote->setWordWrap(true);
    m_apply = new QPushButton(this);
    m_message = new InlineMessage(this);
    m_form->addRow(new QLabel(this), m_preset);
    m_form->addRow(new QLabel(this), m_m);
    m_form->addRow(new QLabel(this), m_mode);
    m_form->addRow(new QLabel(this), m_hash);
    m_form->addRow(QStringLiteral("h1(k) ="), m_h1);
    m_form->addRow(QStringLiteral("h2(k) ="), m_h2);
    m_form->addRow(QStringLiteral("c1"), m_c1);
    m_form->addRow(QStringLiteral("c2"), m_c2);
    m_form->addRow(new QLabel(this), m_fix);
    m_form->addRow(new QLabel(this), m_bucket);
    m_form->addRow(QString(), m_tail);
    m_form->addRow(QStringLiteral("MaxLoop"), m_maxLoop);
    m_form->addRow(m_grow, m_growAt);
    m_form->addRow(new QLabel(this), m_growTo);
    m_form->addRow(QString(), m_incremental);
    layout->addLayout(m_form);
    layout->addWidget(m_modNote);
    layout->addWidget(m_message);
    layout->addWidget(m_apply);

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QString id = m_preset->itemData(index).toString();
        if (!id.isEmpty())
            emit presetRequested(id);
    });
    for (QComboBox* box : {m_mode, m_hash, m_fix})
        connect(box, &QComboBox::currentIndexChanged, this, &ConfigPanel::refresh);
    for (FormulaField* f : {m_h1, m_h2})
        connect(f, &QLineEdit::textChanged, this, &ConfigPanel::refresh);
    for (QSpinBox* s : {m_c1, m_c2})
        connect(s, &QSpinBox::valueChanged, this, &ConfigPanel::refresh);
    for (QCheckBox* b : {m_tail, m_incremental})
        connect(b, &QCheckBox::toggled, this, &ConfigPanel::refresh);
    // Turning resizing on, or changing the scheme while it is on, proposes the scheme's threshold.
    auto suggest = [this] {
        const auto s = static_cast<Scheme>(m_mode->currentIndex());
        m_growAt->setValue(tablelimits::suggestedGrowAt(s).toDouble());
        m_growTo->setCurrentIndex(s == Scheme::Double ? 1 : 0);
    };
    connect(m_grow, &QCheckBox::toggled, this, [this, suggest](bool on) {
        if (on)
            suggest();
        refresh();
    });
    connect(m_mode, &QComboBox::activated, this, [this, suggest] {
        if (m_grow->isChecked())
            suggest();
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (m_apply->isEnabled())
            emit applyRequested(tableConfig());
    });
    for (FormulaField* f : {m_h1, m_h2})
        connect(f, &QLineEdit::returnPressed, m_apply, &QPushButton::click);
    retranslate();
}

void ConfigPanel::setConfig(const ProbeConfig& c) {
    TableConfig t;
    t.scheme = c.strategy == Strategy::Linear      ? Scheme::Linear
               : c.strategy == Strategy::Quadratic ? Scheme::Quadratic
                                                   : Scheme::Double;
    t.probe = c;
    setTableConfig(t);
}

void ConfigPanel::setTableConfig(const TableConfig& t) {
    const ProbeConfig& c = t.probe;
    // Formula fields are not blocked: setting their text must re-validate them.
    const QSignalBlocker b1(m_mode), b2(m_hash), b3(m_fix), b6(m_c1), b7(m_c2), b8(m_grow),
        b9(m_tail), b10(m_incremental);
    m_m->setValue(static_cast<int>(c.m));
    m_mode->setCurrentIndex(static_cast<int>(t.scheme));
    m_bucket->setValue(static_cast<int>(t.bucketSize));
    m_maxLoop->setValue(static_cast<int>(t.maxLoop));
    m_tail->setChecked(t.chainAtTail);
    m_grow->setChecked(t.growAt.has_value());
    if (t.growAt)
        m_growAt->setValue(t.growAt->toDouble());
    m_growTo->setCurrentIndex(static_cast<int>(t.growTo));
    m_incremental->setChecked(t.incremental);
    m_hash->setCurrentIndex(static_cast<int>(c.source));
    m_fix->setCurrentIndex(static_cast<int>(c.fix));
    m_h1->setText(QString::fromStdString(c.h1));
    m_h2->setText(QString::fromStdString(c.h2.empty() ? "1 + k % (m - 1)" : c.h2));
    m_c1->setValue(static_cast<int>(c.c1));
    m_c2->setValue(static_cast<int>(c.c2));
    m_message->clearMessage();
    refresh();
}

ProbeConfig ConfigPanel::config() const {
    ProbeConfig c;
    c.m = m_m->value();
    const auto scheme = static_cast<Scheme>(m_mode->currentIndex());
    c.strategy = scheme == Scheme::Quadratic ? Strategy::Quadratic
                 : scheme == Scheme::Double  ? Strategy::Double
                                             : Strategy::Linear;
    c.source = static_cast<HashSource>(m_hash->currentIndex());
    c.fix = static_cast<StepFix>(m_fix->currentIndex());
    c.h1 = m_h1->text().toStdString();
    c.h2 = m_h2->text().toStdString();
    c.c1 = m_c1->value();
    c.c2 = m_c2->value();
    return c;
}

TableConfig ConfigPanel::tableConfig() const {
    TableConfig t;
    t.scheme = static_cast<Scheme>(m_mode->currentIndex());
    t.probe = config();
    t.bucketSize = static_cast<std::uint32_t>(m_bucket->value());
    t.chainAtTail = m_tail->isChecked();
    t.maxLoop = static_cast<std::uint32_t>(m_maxLoop->value());
    if (m_grow->isChecked())
        t.growAt = shortestDecimal(m_growAt->value());
    t.growTo = static_cast<GrowTo>(m_growTo->currentIndex());
    t.incremental = m_grow->isChecked() && m_incremental->isChecked();
    return t;
}

void ConfigPanel::showPreset(const QString& id) {
    const QSignalBlocker blocker(m_preset);
    m_preset->setCurrentIndex(std::max(0, id.isEmpty() ? 0 : m_preset->findData(id)));
}

void ConfigPanel::showError(const QString& text) {
    m_message->showError(text);
}

void ConfigPanel::refresh() {
    const auto scheme = static_cast<Scheme>(m_mode->currentIndex());
    const auto mode = config().strategy;
    const bool textbook = m_hash->currentIndex() == static_cast<int>(HashSource::Textbook);
    m_h1->setEnabled(textbook);
    m_h2->setEnabled(textbook && (scheme == Scheme::Double || scheme == Scheme::Cuckoo));
    m_fix->setEnabled(scheme == Scheme::Double);
    m_c1->setEnabled(scheme == Scheme::Quadratic);
    m_c2->setEnabled(scheme == Scheme::Quadratic);
    m_bucket->setEnabled(scheme == Scheme::Bucket);
    m_tail->setEnabled(scheme == Scheme::Chaining);
    m_maxLoop->setEnabled(scheme == Scheme::Cuckoo);
    m_growAt->setEnabled(m_grow->isChecked());
    m_growTo->setEnabled(m_grow->isChecked());
    m_incremental->setEnabled(m_grow->isChecked() && scheme == Scheme::Chaining);
    // The first invalid field explains itself; Apply waits until everything is valid.
    QString error;
    if (m_h1->isEnabled() && !m_h1->isValid())
        error = m_h1->error();
    else if (m_h2->isEnabled() && !m_h2->isValid())
        error = m_h2->error();
    else if (scheme == Scheme::Quadratic && mode == Strategy::Quadratic && m_c1->value() == 0 &&
             m_c2->value() == 0)
        error = tr("c1 = c2 = 0 makes every probe hit the same slot; choose c2 \u2260 0");
    if (error.isEmpty())
        m_message->clearMessage();
    else
        m_message->showError(error);
    m_apply->setEnabled(error.isEmpty());
}

void ConfigPanel::retranslate() {
    m_preset->setItemText(0, tr("Presets\u2026"));
    for (int i = 1; i < m_preset->count(); ++i) {
        const std::string id = m_preset->itemData(i).toString().toStdString();
        const Preset* p = findPreset(id);
        const TablePreset* t = findTablePreset(id);
        const std::string& title = p ? p->title : t->title;
        const std::string& lesson = p ? p->lesson : t->lesson;
        m_preset->setItemText(i, tr(title.c_str()));
        m_preset->setItemData(i, tr(lesson.c_str()), Qt::ToolTipRole);
    }
    m_mode->setItemText(0, tr("separate chaining"));
    m_mode->setItemText(1, tr("buckets (b slots each)"));
    m_mode->setItemText(2, tr("linear: (h1 + i) mod m"));
    m_mode->setItemText(3, tr("quadratic: (h1 + c1\u00b7i + c2\u00b7i\u00b2) mod m"));
    m_mode->setItemText(4, tr("double: (h1 + i\u00b7s) mod m"));
    m_mode->setItemText(5, tr("Robin Hood (linear, swaps)"));
    m_mode->setItemText(6, tr("cuckoo: T1[h1], T2[h2]"));
    m_growTo->setItemText(0, tr("new m = 2m"));
    m_growTo->setItemText(1, tr("new m = least prime \u2265 2m"));
    m_tail->setText(tr("insert at the tail"));
    m_tail->setToolTip(tr("CLRS inserts at the head of the chain; tick to append instead"));
    m_grow->setText(tr("Grow at \u03b1 >"));
    m_growAt->setAccessibleName(tr("Load factor α to grow at"));
    m_grow->setToolTip(tr("Resize: when an insert takes the load factor past this, the table "
                          "grows and every key is rehashed (steppable)"));
    m_incremental->setText(tr("incremental (Redis)"));
    m_incremental->setToolTip(tr("Rehash as Redis's dict does: two tables, one bucket moved per "
                                 "operation, lookups check both"));
    m_hash->setItemText(0, tr("textbook: integer keys, formulas"));
    m_hash->setItemText(1, tr("murmur3 halves (text keys)"));
    m_hash->setItemText(2, tr("xxh3 halves (text keys)"));
    m_fix->setItemText(0, tr("step s = h2 (no fix)"));
    m_fix->setItemText(1, tr("prime: s = h2 mod (m\u2212"
                             "1) + 1"));
    m_fix->setItemText(2, tr("odd: s = h2 | 1 (m = 2^r)"));
    static_cast<QLabel*>(m_form->labelForField(m_preset))->setText(tr("Example"));
    static_cast<QLabel*>(m_form->labelForField(m_m))->setText(tr("Slots m"));
    static_cast<QLabel*>(m_form->labelForField(m_mode))->setText(tr("Scheme"));
    static_cast<QLabel*>(m_form->labelForField(m_bucket))->setText(tr("Bucket size b"));
    static_cast<QLabel*>(m_form->labelForField(m_growTo))->setText(tr("New size"));
    m_maxLoop->setToolTip(tr("Cuckoo: rounds of kicks before an insert gives up (Pagh and "
                             "Rodler's MaxLoop)"));
    static_cast<QLabel*>(m_form->labelForField(m_hash))->setText(tr("Keys"));
    static_cast<QLabel*>(m_form->labelForField(m_fix))->setText(tr("Step fix"));
    m_m->setToolTip(tr("1 to 1,000,000 slots; up to 128 are drawn"));
    m_h1->setPlaceholderText(QStringLiteral("k % m"));
    m_h2->setPlaceholderText(QStringLiteral("1 + k % (m - 1)"));
    m_modNote->setText(
        tr("Formulas use k, m, + \u2212 * / % (or mod, as in k mod m), parentheses. % is the "
           "non-negative modulo (\u2212"
           "1 % 7 = 6), / the matching quotient."));
    m_apply->setText(tr("Apply (empties the table)"));
}

void ConfigPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
