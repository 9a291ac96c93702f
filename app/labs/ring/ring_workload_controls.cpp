#include "ring_workload_controls.h"

#include "ring_model.h"
#include "shell/inline_message.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace hashlab::app {

RingWorkloadControls::RingWorkloadControls(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_kind(new QComboBox), m_s(new QDoubleSpinBox),
      m_hotShare(new QDoubleSpinBox), m_requests(new QSpinBox), m_hotKey(new QSpinBox),
      m_capacity(new QSpinBox), m_title(new QLabel), m_sLabel(new QLabel),
      m_requestsLabel(new QLabel), m_hotLabel(new QLabel), m_hotKeyLabel(new QLabel),
      m_capacityLabel(new QLabel), m_message(new InlineMessage) {
    m_kind->setObjectName(QStringLiteral("workload"));
    m_s->setObjectName(QStringLiteral("zipfS"));
    m_requests->setObjectName(QStringLiteral("requests"));
    m_hotShare->setObjectName(QStringLiteral("hotShare"));
    m_hotKey->setObjectName(QStringLiteral("hotKey"));
    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_kind->addItem(QString(), 0);
    m_kind->addItem(QString(), 1);
    m_kind->addItem(QString(), 2);
    m_kind->addItem(QString(), 3); // the imported key file's counts
    m_s->setRange(0, ring::limits::kMaxZipfS);
    m_s->setDecimals(2);
    m_s->setSingleStep(0.01);
    m_requests->setRange(1, static_cast<int>(ringlimits::kMaxGuiRequests));
    m_requests->setSingleStep(10'000);
    m_requests->setGroupSeparatorShown(true);
    m_hotShare->setRange(0, 100);
    m_hotShare->setDecimals(1);
    m_hotShare->setSuffix(QStringLiteral(" %"));
    m_hotKey->setRange(0, ringlimits::kMaxKeys - 1);
    m_capacity->setRange(0, static_cast<int>(ringlimits::kMaxGuiRequests));
    m_capacity->setSingleStep(1000);
    m_capacity->setGroupSeparatorShown(true);
    for (QAbstractSpinBox* b : std::initializer_list<QAbstractSpinBox*>{m_s, m_hotShare, m_requests,
                                                                        m_hotKey, m_capacity})
        b->setKeyboardTracking(false);

    auto* form = new QFormLayout;
    auto* kindRow = new QHBoxLayout;
    kindRow->addWidget(m_kind, 1);
    kindRow->addWidget(m_sLabel);
    kindRow->addWidget(m_s);
    form->addRow(m_title, kindRow);
    form->addRow(m_requestsLabel, m_requests);
    auto* hotRow = new QHBoxLayout;
    hotRow->addWidget(m_hotShare, 1);
    hotRow->addWidget(m_hotKeyLabel);
    hotRow->addWidget(m_hotKey);
    form->addRow(m_hotLabel, hotRow);
    form->addRow(m_capacityLabel, m_capacity);
    // Rows whose field is a layout: the label names its first control (accessibility).
    m_title->setBuddy(m_kind);
    m_hotLabel->setBuddy(m_hotShare);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_message);

    connect(m_kind, &QComboBox::activated, this, &RingWorkloadControls::apply);
    for (QDoubleSpinBox* b : {m_s, m_hotShare})
        connect(b, &QDoubleSpinBox::valueChanged, this, &RingWorkloadControls::apply);
    for (QSpinBox* b : {m_requests, m_hotKey, m_capacity})
        connect(b, &QSpinBox::valueChanged, this, &RingWorkloadControls::apply);
    connect(model, &RingModel::snapshotChanged, this, &RingWorkloadControls::syncFromModel);
    connect(model->undoStack(), &QUndoStack::indexChanged, this,
            &RingWorkloadControls::syncFromModel);
    retranslate();
    syncFromModel();
}

RingWorkload RingWorkloadControls::fromWidgets() const {
    RingWorkload w = m_model->state().workload; // keeps the seed
    const int kind = m_kind->currentData().toInt();
    w.on = kind != 0;
    w.counts = kind == 3;
    w.kind = kind == 1 ? ring::Workload::Kind::Uniform : ring::Workload::Kind::Zipf;
    // The spin box shows two decimals: keep the value as the decimal shown.
    w.s = std::round(m_s->value() * 100) / 100;
    w.requests = static_cast<std::uint64_t>(m_requests->value());
    w.hot.share = std::round(m_hotShare->value() * 10) / 1000; // percent, one decimal
    w.hot.key = static_cast<std::uint64_t>(m_hotKey->value());
    w.capacity = static_cast<std::uint64_t>(m_capacity->value());
    return w;
}

void RingWorkloadControls::apply() {
    const QString error = m_model->setWorkload(fromWidgets());
    if (error.isEmpty())
        m_message->clearMessage();
    else
        m_message->showError(error);
    syncFromModel(); // a refused change leaves the form showing the model's values
}

void RingWorkloadControls::syncFromModel() {
    const RingWorkload& w = m_model->state().workload;
    const QSignalBlocker b1(m_kind), b2(m_s), b3(m_requests), b4(m_hotShare), b5(m_hotKey),
        b6(m_capacity);
    m_kind->setCurrentIndex(!w.on      ? 0
                            : w.counts ? 3
                                       : (w.kind == ring::Workload::Kind::Uniform ? 1 : 2));
    // Counts come with a key file that has a count column (File → Import…).
    if (auto* items = qobject_cast<QStandardItemModel*>(m_kind->model()))
        items->item(3)->setEnabled(m_model->state().keys.counts != nullptr);
    m_s->setValue(w.s);
    m_requests->setValue(static_cast<int>(w.requests));
    m_hotShare->setValue(w.hot.share * 100);
    m_hotKey->setValue(static_cast<int>(w.hot.key));
    m_hotKey->setMaximum(m_model->state().keyCount - 1);
    m_capacity->setValue(static_cast<int>(w.capacity));
    const bool zipf = w.on && !w.counts && w.kind == ring::Workload::Kind::Zipf;
    m_s->setVisible(zipf);
    m_sLabel->setVisible(zipf);
    // The file's counts are the requests: nothing is drawn, so only the capacity applies.
    for (QWidget* x : std::initializer_list<QWidget*>{m_requests, m_hotShare, m_hotKey})
        x->setEnabled(w.on && !w.counts);
    m_capacity->setEnabled(w.on);
}

void RingWorkloadControls::retranslate() {
    m_title->setText(tr("Requests"));
    m_kind->setItemText(0, tr("off (count keys)"));
    m_kind->setItemText(1, tr("uniform"));
    m_kind->setItemText(2, tr("Zipf"));
    m_kind->setItemText(3, tr("imported counts"));
    m_kind->setToolTip(
        tr("Draw requests over the keys: uniform, or Zipf(s) where key i−1 has "
           "rank i and probability i^−s / H(N,s), sampled exactly; or the request counts of "
           "an imported key file, exactly"));
    m_sLabel->setText(tr("s"));
    m_s->setToolTip(tr("Zipf exponent, 0 to 10; YCSB's default is 0.99"));
    m_requestsLabel->setText(tr("Number of requests"));
    m_hotLabel->setText(tr("Hot key share"));
    m_hotShare->setToolTip(tr("This share of the requests goes to one key, exactly; the rest "
                              "are drawn from the workload"));
    m_hotKeyLabel->setText(tr("key"));
    m_hotKey->setToolTip(tr("Which key is hot: key-N (the number N under the identity hash)"));
    m_capacityLabel->setText(tr("Capacity per node"));
    m_capacity->setSpecialValueText(tr("none"));
    m_capacity->setToolTip(tr("Requests one node can serve; nodes above it are flagged"));
}

void RingWorkloadControls::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
