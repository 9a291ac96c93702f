#include "filters_params.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>

namespace hashlab::app {

namespace {

QSpinBox* spin(QWidget* parent, int lo, int hi) {
    auto* s = new QSpinBox(parent);
    s->setRange(lo, hi);
    return s;
}

} // namespace

FiltersParams::FiltersParams(QWidget* parent) : QWidget(parent), m_pages(new QStackedWidget(this)) {
    auto* root = new QHBoxLayout(this);
    root->setContentsMargins(0, 0, 0, 0);
    root->addWidget(m_pages);
    // A page of (label, field) pairs; the labels are named in retranslate() in this order.
    auto page = [this](std::initializer_list<QWidget*> fields) {
        auto* w = new QWidget(m_pages);
        auto* row = new QHBoxLayout(w);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget* f : fields) {
            auto* l = new QLabel(w);
            l->setBuddy(f);
            m_labels << l;
            f->setParent(w);
            row->addWidget(l);
            row->addWidget(f);
        }
        row->addStretch();
        m_pages->addWidget(w);
    };
    m_pages->addWidget(new QWidget(m_pages)); // Bloom: the lab's m and k
    m_cn = spin(this, 1, int(FiltersModel::kMaxCuckooCanvasEntries));
    m_cf = spin(this, 2, int(bloom::kMaxCuckooFingerprintBits));
    m_cb = spin(this, 1, int(bloom::kMaxCuckooBucket));
    m_ck = spin(this, 1, int(bloom::kMaxCuckooKicks));
    page({m_cn, m_cf, m_cb, m_ck});
    m_sp = new QDoubleSpinBox(this);
    m_sp->setDecimals(3);
    m_sp->setRange(0.001, 0.5);
    m_sp->setSingleStep(0.01);
    m_sn = spin(this, 1, int(FiltersModel::kMaxScalableInitial));
    m_ss = new QComboBox(this);
    m_ss->addItem(QStringLiteral("2"), 2);
    m_ss->addItem(QStringLiteral("4"), 4);
    m_sr = new QDoubleSpinBox(this);
    m_sr->setDecimals(2);
    m_sr->setRange(0.8, 0.9);
    m_sr->setSingleStep(0.01);
    page({m_sp, m_sn, m_ss, m_sr});
    m_xf = new QComboBox(this);
    m_xf->addItem(QStringLiteral("8"), 8);
    m_xf->addItem(QStringLiteral("16"), 16);
    page({m_xf});
    setConfig({});
    retranslate();
}

void FiltersParams::showKind(FilterKind kind) {
    m_pages->setCurrentIndex(int(kind));
    setVisible(kind != FilterKind::Bloom);
}

FiltersConfig FiltersParams::config(FilterKind kind) const {
    FiltersConfig c;
    c.kind = kind;
    c.cuckoo.n = std::uint64_t(m_cn->value());
    c.cuckoo.fingerprintBits = unsigned(m_cf->value());
    c.cuckoo.bucket = unsigned(m_cb->value());
    c.cuckoo.maxKicks = unsigned(m_ck->value());
    c.scalable.p = m_sp->value();
    c.scalable.initial = std::uint64_t(m_sn->value());
    c.scalable.growth = unsigned(m_ss->currentData().toInt());
    c.scalable.tightening = m_sr->value();
    c.xorBits = unsigned(m_xf->currentData().toInt());
    return c;
}

void FiltersParams::setConfig(const FiltersConfig& c) {
    m_cn->setValue(int(c.cuckoo.n));
    m_cf->setValue(int(c.cuckoo.fingerprintBits));
    m_cb->setValue(int(c.cuckoo.bucket));
    m_ck->setValue(int(c.cuckoo.maxKicks));
    m_sp->setValue(c.scalable.p);
    m_sn->setValue(int(c.scalable.initial));
    m_ss->setCurrentIndex(m_ss->findData(int(c.scalable.growth)));
    m_sr->setValue(c.scalable.tightening);
    m_xf->setCurrentIndex(m_xf->findData(int(c.xorBits)));
}

void FiltersParams::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void FiltersParams::retranslate() {
    const QStringList names = {tr("n"),  tr("f"), tr("b"), tr("kicks"), tr("P0"),
                               tr("n0"), tr("s"), tr("r"), tr("f")};
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(names.value(i));
    m_cn->setToolTip(tr("words the cuckoo filter is sized for (its buckets: a power of two)"));
    m_cf->setToolTip(tr("fingerprint bits: 2 to 16"));
    m_cb->setToolTip(tr("entries per bucket: 1 to 8"));
    m_ck->setToolTip(tr("kicks before an insert gives up and stashes the last victim"));
    m_sp->setToolTip(tr("P0: the first sub-filter's false-positive rate"));
    m_sn->setToolTip(tr("n0: the words the first sub-filter holds"));
    m_ss->setToolTip(tr("growth s: each new sub-filter holds s times as many words"));
    m_sr->setToolTip(tr("tightening r: each new sub-filter's rate is r times the last one's"));
    m_xf->setToolTip(tr("fingerprint bits of the xor filter: 8 or 16"));
}

} // namespace hashlab::app
