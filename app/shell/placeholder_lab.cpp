#include "placeholder_lab.h"

#include <QLabel>
#include <QVBoxLayout>

namespace hashlab::app {

PlaceholderLab::PlaceholderLab(QString id, QString title, QString promise, QWidget* parent)
    : LabPage(parent), m_id(std::move(id)), m_title(std::move(title)) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(m_title.toHtmlEscaped()), this);
    auto* body = new QLabel(promise, this);
    body->setWordWrap(true);
    layout->addStretch(1);
    layout->addWidget(heading, 0, Qt::AlignHCenter);
    layout->addWidget(body, 0, Qt::AlignHCenter);
    layout->addStretch(2);
}

QString PlaceholderLab::loadState(const nlohmann::json& state) {
    if (!state.empty())
        return tr("The %1 lab is not built yet, so this scenario cannot be shown.").arg(m_title);
    return {};
}

} // namespace hashlab::app
