#pragma once
// Exporting one part of a lab page (the page, its canvas or its main plot), shared by the export
// dialog and `hashlab export --part`.
#include "exporter.h"
#include "shell/lab_page.h"

#include <QString>
#include <QStringList>

namespace hashlab::app {

QStringList exportPartIds(); // "page", "canvas", "plot"
bool parseExportPart(const QString& id, ExportPart* part);
QString exportPartId(ExportPart part);

// Renders `part` of `page` (already settled). A part other than the page is taken out of the
// page's layout so that it is laid out at the export size on its own: the page is spent
// afterwards (callers render a page built for the export, never the live one). Returns "" or a
// message (translated), e.g. when the lab has no such part.
// Takes `part` of `page` out of the page's layout for as long as it lives (see exportLabPart),
// so that it is laid out at the export size on its own; widget() is nullptr when the lab has no
// such part. The part goes back to the page (hidden) afterwards.
class DetachedPart {
public:
    DetachedPart(LabPage* page, ExportPart part);
    ~DetachedPart();
    DetachedPart(const DetachedPart&) = delete;
    DetachedPart& operator=(const DetachedPart&) = delete;
    QWidget* widget() const { return m_widget; }

private:
    QWidget* m_widget;
    QWidget* m_owner = nullptr;
};

QString exportLabPart(LabPage* page, ExportPart part, const ExportRequest& request,
                      double* appliedScale = nullptr);

} // namespace hashlab::app
