#include "export_part.h"

#include <QCoreApplication>

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

QString exportLabPart(LabPage* page, ExportPart part, const ExportRequest& request,
                      double* appliedScale) {
    QWidget* widget = page->exportPart(part);
    if (!widget)
        return QCoreApplication::translate("Exporter", "the %1 lab has no %2 to export")
            .arg(page->title(), exportPartId(part));
    if (widget != page && widget->parentWidget()) {
        // In its panel the part is as small as the page's layout makes it; alone it takes the
        // whole size asked. It keeps the page's look (palette and font are inherited, so copy
        // them before leaving). It stays the page's child, to be deleted with it.
        const QPalette palette = widget->palette();
        const QFont font = widget->font();
        QWidget* owner = widget->parentWidget();
        widget->setParent(nullptr);
        widget->setPalette(palette);
        widget->setFont(font);
        const QString error = exportWidget(widget, request, appliedScale);
        widget->hide();
        widget->setParent(owner);
        return error;
    }
    return exportWidget(widget, request, appliedScale);
}

} // namespace hashlab::app
