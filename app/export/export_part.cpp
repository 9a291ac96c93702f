#include "export_part.h"

#include <QCoreApplication>
#include <QWidget>

namespace hashlab::app {

QStringList exportPartIds() {
    return {QStringLiteral("page"), QStringLiteral("canvas"), QStringLiteral("plot")};
}

bool parseExportPart(const QString& id, ExportPart* part) {
    const auto i = exportPartIds().indexOf(id);
    if (i < 0)
        return false;
    *part = static_cast<ExportPart>(i);
    return true;
}

QString exportPartId(ExportPart part) {
    return exportPartIds().at(static_cast<int>(part));
}

DetachedPart::DetachedPart(LabPage* page, ExportPart part) : m_widget(page->exportPart(part)) {
    if (!m_widget || m_widget == page || !m_widget->parentWidget())
        return;
    // In its panel the part is as small as the page's layout makes it; alone it takes the
    // whole size asked. It keeps the page's look (palette and font are inherited, so copy
    // them before leaving). It stays the page's child, to be deleted with it.
    const QPalette palette = m_widget->palette();
    const QFont font = m_widget->font();
    m_owner = m_widget->parentWidget();
    m_widget->setParent(nullptr);
    m_widget->setPalette(palette);
    m_widget->setFont(font);
}

DetachedPart::~DetachedPart() {
    if (!m_owner)
        return;
    m_widget->hide();
    m_widget->setParent(m_owner);
}

QString exportLabPart(LabPage* page, ExportPart part, const ExportRequest& request,
                      double* appliedScale) {
    const DetachedPart detached(page, part);
    if (!detached.widget())
        return QCoreApplication::translate("Exporter", "the %1 lab has no %2 to export")
            .arg(page->title(), exportPartId(part));
    return exportWidget(detached.widget(), request, appliedScale);
}

} // namespace hashlab::app
