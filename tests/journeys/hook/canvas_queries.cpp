// The hook's `canvas` and `texts` queries (driver.h pins their rules and shapes).
#include "queries.h"
#include "text_recorder.h"

#include "shell/answer_marker.h"
#include "shell/click_picker.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "window/main_window.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>
#include <QScreen>
#include <QScrollBar>
#include <QStackedWidget>

namespace hashlab::journey_hook {

using namespace hashlab::app;

namespace {

// The drawing widget a canvas part stands for: a stack of canvases (the Hash tables lab's probing
// and scheme views) is the canvas it shows.
QWidget* drawingWidget(QWidget* part) {
    while (auto* stack = qobject_cast<QStackedWidget*>(part))
        part = stack->currentWidget();
    return part;
}

struct Canvas {
    QString lab;
    QWidget* widget;
};

// Every lab's canvas that is on screen, in the labs' order.
QList<Canvas> canvasesOnScreen(MainWindow* window) {
    QList<Canvas> list;
    for (const QString& id : labIds()) {
        LabPage* page = window->lab(id);
        QWidget* canvas = page ? drawingWidget(page->canvasPart()) : nullptr;
        if (canvas && canvas->isVisible())
            list.append({id, canvas});
    }
    return list;
}

QString nameOf(const QWidget* w) {
    return QString::fromLatin1(w->metaObject()->className()).section(QStringLiteral("::"), -1);
}

// The shell's layers that it puts on a canvas as children while they show: they are over the
// canvas, not part of it.
bool isShellLayer(const QObject* o) {
    return qobject_cast<const AnswerMarker*>(o) || qobject_cast<const ClickPicker*>(o);
}

// Paints what `over` draws (its children included, its background only if it fills one) into
// `cover`, whose top left is `origin` on the screen.
void paintOver(QPainter& cover, QWidget* over, const QPoint& origin, const QRect& box) {
    const QRect g(over->mapToGlobal(QPoint(0, 0)), over->size());
    if (g.intersects(box))
        over->render(&cover, g.topLeft() - origin, QRegion(), QWidget::DrawChildren);
}

// The pixels of the canvas's visible region (global, on its screen) that nothing covers: not
// the app's other windows, not a widget of its own window stacked above it, not a shell layer.
qint64 visibleArea(QWidget* canvas) {
    QWidget* window = canvas->window();
    const QRect box(canvas->mapToGlobal(QPoint(0, 0)), canvas->size());
    const QRegion visible =
        canvas->visibleRegion().translated(box.topLeft()) & canvas->screen()->geometry();
    if (visible.isEmpty())
        return 0;
    // An alpha mask of the canvas's box: whatever lies over a pixel leaves it non-transparent.
    QImage cover(box.size(), QImage::Format_ARGB32_Premultiplied);
    cover.fill(Qt::transparent);
    QPainter p(&cover);
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != window && top->isVisible())
            p.fillRect(top->frameGeometry().translated(-box.topLeft()), Qt::black);
    // Later siblings of the canvas and of each of its ancestors are painted after it, over it.
    for (QWidget* w = canvas; w != window && w->parentWidget(); w = w->parentWidget()) {
        const QObjectList& siblings = w->parentWidget()->children();
        for (qsizetype i = siblings.indexOf(w) + 1; i < siblings.size(); ++i) {
            auto* above = qobject_cast<QWidget*>(siblings[i]);
            if (above && !above->isWindow() && above->isVisible())
                paintOver(p, above, box.topLeft(), box);
        }
    }
    for (QObject* child : canvas->children())
        if (isShellLayer(child) && static_cast<QWidget*>(child)->isVisible())
            paintOver(p, static_cast<QWidget*>(child), box.topLeft(), box);
    p.end();
    qint64 area = 0;
    for (const QRect& r : visible) {
        const QRect local = r.translated(-box.topLeft()) & cover.rect();
        for (int y = local.top(); y <= local.bottom(); ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(cover.constScanLine(y));
            for (int x = local.left(); x <= local.right(); ++x)
                area += qAlpha(line[x]) == 0 ? 1 : 0;
        }
    }
    return area;
}

// Whether a scroll area the canvas sits in shows a scroll bar: part of it is scrolled away.
bool scrolls(QWidget* canvas) {
    for (QWidget* w = canvas; w; w = w->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w))
            if (area->verticalScrollBar()->isVisible() || area->horizontalScrollBar()->isVisible())
                return true;
    return false;
}

// Through a painter of the recorder's own, which the widget's paintEvent then shares: its painter's
// device() is the recorder, not the widget, so a canvas that caches a raster layer for the screen
// (RingView) draws its text as text, as into an SVG export.
void record(QWidget* w, TextRecorder& recorder, QWidget::RenderFlags flags) {
    QPainter painter(&recorder);
    w->render(&painter, QPoint(), QRegion(), flags);
}

// The strings the canvas paints and their type sizes: its own paintEvent, then its own child
// widgets' (not the shell's layers on it).
struct Painted {
    QStringList strings;
    QJsonArray sizes;
    QStringList clipped; // the strings whose box reaches past what shows of the canvas
};
Painted paintedStrings(QWidget* canvas) {
    Painted out;
    // What shows of the canvas, in its coordinates (a pixel of slack for the font's rounding).
    const QRectF shown =
        QRectF((canvas->visibleRegion() &
                QRegion(QRect(canvas->mapFromGlobal(canvas->screen()->geometry().topLeft()),
                              canvas->screen()->geometry().size())))
                   .boundingRect())
            .adjusted(-1, -1, 1, 1);
    auto add = [&](const TextRecorder& recorder, QPoint offset) {
        out.strings += recorder.strings();
        for (double px : recorder.pixelSizes())
            out.sizes.append(px);
        const QList<QRectF> rects = recorder.rects();
        for (qsizetype i = 0; i < rects.size(); ++i)
            if (!shown.contains(rects[i].translated(offset)))
                out.clipped << recorder.strings().value(i);
    };
    {
        TextRecorder recorder(canvas);
        record(canvas, recorder, QWidget::DrawWindowBackground);
        add(recorder, QPoint());
    }
    for (QObject* o : canvas->children()) {
        auto* child = qobject_cast<QWidget*>(o);
        if (!child || child->isWindow() || !child->isVisible() || isShellLayer(child))
            continue;
        TextRecorder recorder(child);
        record(child, recorder, QWidget::DrawChildren);
        add(recorder, child->pos());
    }
    return out;
}

} // namespace

QJsonObject canvasQuery(MainWindow* window) {
    QJsonArray list;
    for (const Canvas& c : canvasesOnScreen(window))
        list.append(QJsonObject{{QStringLiteral("lab"), c.lab},
                                {QStringLiteral("name"), nameOf(c.widget)},
                                {QStringLiteral("rect"), globalRect(c.widget, c.widget->rect())},
                                {QStringLiteral("visible_area"), visibleArea(c.widget)}});
    return {{QStringLiteral("canvases"), list}};
}

QJsonObject textsQuery(MainWindow* window) {
    QJsonArray list;
    for (const Canvas& c : canvasesOnScreen(window)) {
        const Painted painted = paintedStrings(c.widget);
        list.append(
            QJsonObject{{QStringLiteral("lab"), c.lab},
                        {QStringLiteral("name"), nameOf(c.widget)},
                        {QStringLiteral("strings"), QJsonArray::fromStringList(painted.strings)},
                        {QStringLiteral("pixelSizes"), painted.sizes},
                        {QStringLiteral("clipped"), QJsonArray::fromStringList(painted.clipped)},
                        {QStringLiteral("scrolls"), scrolls(c.widget)}});
    }
    return {{QStringLiteral("canvases"), list}};
}

} // namespace hashlab::journey_hook
