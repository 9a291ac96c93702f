#include "summary_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hashlab::app {

SummaryPanel::SummaryPanel(QWidget* parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_figures(new QLabel(this)),
      m_buttonRow(new QHBoxLayout) {
    setObjectName(QStringLiteral("Summary"));
    m_heading->setObjectName(QStringLiteral("SummaryHeading"));
    m_figures->setObjectName(QStringLiteral("SummaryFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_figures);
    m_buttonRow->addStretch(1);
    layout->addLayout(m_buttonRow);
}

void SummaryPanel::setSummary(const QString& heading, const QList<Figure>& figures,
                              const QList<Button>& buttons) {
    m_heading->setText(QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped()));
    QStringList cells;
    for (const Figure& f : figures)
        cells << QStringLiteral("<span style='font-size:x-large'><b>%1</b></span> %2")
                     .arg(f.value.toHtmlEscaped(), f.label.toHtmlEscaped());
    m_figures->setText(cells.join(QStringLiteral(" &nbsp;&nbsp;&nbsp; ")));
    qDeleteAll(m_buttons);
    m_buttons.clear();
    for (const Button& b : buttons) {
        auto* button = new QPushButton(b.text, this);
        button->setObjectName(b.objectName);
        button->setFocusPolicy(Qt::TabFocus);
        button->setAccessibleName(b.text);
        connect(button, &QPushButton::clicked, this, [this, action = b.action] {
            // The action may delete this button (a lesson opened again rebuilds its bar).
            QMetaObject::invokeMethod(this, action, Qt::QueuedConnection);
        });
        m_buttonRow->insertWidget(m_buttonRow->count() - 1, button);
        m_buttons.append(button);
    }
    QStringList lines{heading};
    for (const Figure& f : figures)
        lines << f.value + QLatin1Char(' ') + f.label;
    setAccessibleName(heading);
    setAccessibleDescription(lines.mid(1).join(QLatin1Char('\n')));
}

QString SummaryPanel::text() const {
    return accessibleName() + QLatin1Char('\n') + accessibleDescription();
}

} // namespace hashlab::app
