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
    body->setAlignment(Qt::AlignHCenter);
    heading->setAlignment(Qt::AlignHCenter);
    // A word-wrapped label given an alignment in a box layout gets a one-line height; margins
    // centre it instead.
    layout->setContentsMargins(120, 0, 120, 0);
    layout->addStretch(1);
    layout->addWidget(heading);
    layout->addWidget(body);
    layout->addStretch(2);
}

QString PlaceholderLab::loadState(const nlohmann::json& state) {
    if (!state.empty())
        return tr("The %1 lab is not built yet, so this scenario cannot be shown.").arg(m_title);
    return {};
}

} // namespace hashlab::app
