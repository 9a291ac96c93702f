#include "progress_panel.h"

#include "background_job.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

namespace hashlab::app {

ProgressPanel::ProgressPanel(BackgroundJob* job, QWidget* parent)
    : QWidget(parent), m_bar(new QProgressBar(this)), m_cancel(new QPushButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, 100);
    layout->addWidget(m_bar, 1);
    layout->addWidget(m_cancel);
    m_cancel->setText(tr("Cancel"));
    connect(m_cancel, &QPushButton::clicked, job, &BackgroundJob::cancel);
    connect(job, &BackgroundJob::started, this, [this] {
        m_bar->setValue(0);
        show();
    });
    connect(job, &BackgroundJob::progressChanged, m_bar, &QProgressBar::setValue);
    connect(job, &BackgroundJob::finished, this, &QWidget::hide);
    hide();
}

void ProgressPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        m_cancel->setText(tr("Cancel"));
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
