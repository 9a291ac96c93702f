#include "test_hook.h"

#include "key_map.h"
#include "lab_page.h"
#include "labs/tables/probing_view.h"
#include "main_window.h"
#include "step_player.h"
#include "theme.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocalServer>
#include <QLocalSocket>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTabBar>
#include <QTextEdit>
#include <QWindow>

namespace hashlab::app {

namespace {

QJsonArray rectJson(const QRect& r) {
    return {r.x(), r.y(), r.width(), r.height()};
}

QJsonArray globalRect(const QWidget* w, const QRect& local) {
    return rectJson(QRect(w->mapToGlobal(local.topLeft()), local.size()));
}

QString plain(QString text) {
    return text.remove(QLatin1Char('&'));
}

QJsonObject widgetJson(const QWidget* w) {
    QJsonObject o;
    o[QStringLiteral("class")] = QString::fromLatin1(w->metaObject()->className());
    o[QStringLiteral("name")] = w->objectName();
    o[QStringLiteral("rect")] = globalRect(w, w->rect());
    o[QStringLiteral("enabled")] = w->isEnabled();
    o[QStringLiteral("focus")] = w->hasFocus();
    o[QStringLiteral("pointSize")] = w->font().pointSizeF();
    QStringList ancestors;
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        ancestors << QString::fromLatin1(p->metaObject()->className());
    o[QStringLiteral("ancestors")] = ancestors.join(QLatin1Char('/'));
    if (auto* l = qobject_cast<const QLabel*>(w)) {
        o[QStringLiteral("text")] = l->text();
    } else if (auto* b = qobject_cast<const QAbstractButton*>(w)) {
        o[QStringLiteral("text")] = plain(b->text());
        o[QStringLiteral("tooltip")] = b->toolTip();
        if (b->isCheckable())
            o[QStringLiteral("checked")] = b->isChecked();
        if (auto* push = qobject_cast<const QPushButton*>(w))
            o[QStringLiteral("default")] = push->isDefault();
    } else if (auto* e = qobject_cast<const QLineEdit*>(w)) {
        o[QStringLiteral("text")] = e->text();
        o[QStringLiteral("placeholder")] = e->placeholderText();
    } else if (auto* s = qobject_cast<const QSpinBox*>(w)) {
        o[QStringLiteral("value")] = s->value();
        o[QStringLiteral("text")] = s->text();
    } else if (auto* d = qobject_cast<const QDoubleSpinBox*>(w)) {
        o[QStringLiteral("value")] = d->value();
        o[QStringLiteral("text")] = d->text();
    } else if (auto* c = qobject_cast<const QComboBox*>(w)) {
        o[QStringLiteral("text")] = c->currentText();
        o[QStringLiteral("value")] = c->currentIndex();
    } else if (auto* sl = qobject_cast<const QAbstractSlider*>(w)) {
        o[QStringLiteral("value")] = sl->value();
    } else if (auto* t = qobject_cast<const QPlainTextEdit*>(w)) {
        o[QStringLiteral("text")] = t->toPlainText();
    } else if (auto* te = qobject_cast<const QTextEdit*>(w)) {
        o[QStringLiteral("text")] = te->toPlainText();
    } else if (auto* tabs = qobject_cast<const QTabBar*>(w)) {
        QJsonArray list;
        for (int i = 0; i < tabs->count(); ++i)
            list.append(QJsonObject{{QStringLiteral("text"), plain(tabs->tabText(i))},
                                    {QStringLiteral("rect"), globalRect(w, tabs->tabRect(i))}});
        o[QStringLiteral("tabs")] = list;
        o[QStringLiteral("value")] = tabs->currentIndex();
    }
    if (auto* view = qobject_cast<const QAbstractItemView*>(w); view && view->model()) {
        QJsonArray rows;
        const QAbstractItemModel* m = view->model();
        for (int r = 0; r < m->rowCount(view->rootIndex()); ++r) {
            QStringList cells;
            for (int c = 0; c < m->columnCount(view->rootIndex()); ++c)
                cells << m->index(r, c, view->rootIndex()).data().toString();
            rows.append(cells.join(QLatin1Char('\t')));
        }
        o[QStringLiteral("rows")] = rows;
    }
    return o;
}

QJsonArray visibleWidgets() {
    QJsonArray list;
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (!top->isVisible())
            continue;
        list.append(widgetJson(top));
        for (QWidget* w : top->findChildren<QWidget*>())
            if (w->isVisible() && !w->visibleRegion().isEmpty())
                list.append(widgetJson(w));
    }
    return list;
}

QJsonObject actionJson(QAction* a) {
    return {{QStringLiteral("text"), plain(a->text())},
            {QStringLiteral("checkable"), a->isCheckable()},
            {QStringLiteral("checked"), a->isChecked()},
            {QStringLiteral("enabled"), a->isEnabled()},
            {QStringLiteral("shortcut"), a->shortcut().toString()}};
}

// A menu's items, with their rects while the menu is open, submenus included.
QJsonArray menuItems(const QMenu* menu) {
    QJsonArray items;
    for (QAction* item : menu->actions()) {
        QJsonObject io = actionJson(item);
        if (menu->isVisible())
            io[QStringLiteral("rect")] = globalRect(menu, menu->actionGeometry(item));
        if (const QMenu* sub = item->menu())
            io[QStringLiteral("items")] = menuItems(sub);
        items.append(io);
    }
    return items;
}

QJsonObject actions(MainWindow* window) {
    QJsonArray bar;
    QMenuBar* menuBar = window->menuBar();
    for (QAction* a : menuBar->actions()) {
        QJsonObject o = actionJson(a);
        o[QStringLiteral("rect")] = globalRect(menuBar, menuBar->actionGeometry(a));
        if (const QMenu* menu = a->menu())
            o[QStringLiteral("items")] = menuItems(menu);
        bar.append(o);
    }
    return {{QStringLiteral("menubar"), bar},
            {QStringLiteral("menubarVisible"), menuBar->isVisible()}};
}

QJsonObject state(MainWindow* window) {
    QJsonObject o;
    LabPage* lab = window->currentLab();
    o[QStringLiteral("lab")] = lab->labId();
    o[QStringLiteral("fullScreen")] = window->isFullScreen();
    o[QStringLiteral("windowHandleFullScreen")] =
        window->windowHandle() &&
        (window->windowHandle()->windowStates() & Qt::WindowFullScreen) != 0;
    o[QStringLiteral("geometry")] = rectJson(window->geometry());
    o[QStringLiteral("frame")] = rectJson(window->frameGeometry());
    o[QStringLiteral("screen")] = rectJson(window->screen()->geometry());
    o[QStringLiteral("active")] = window->isActiveWindow();
    o[QStringLiteral("presentationMode")] = window->presentationMode();
    o[QStringLiteral("themePresentation")] = ThemeManager::instance().presentation();
    o[QStringLiteral("theme")] = ThemeManager::name(ThemeManager::instance().kind());
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcut() == KeyMap::shortcut(KeyCommand::Presentation))
            o[QStringLiteral("presentationChecked")] = a->isChecked();
    if (QWidget* f = QApplication::focusWidget())
        o[QStringLiteral("focus")] = QJsonObject{
            {QStringLiteral("class"), QString::fromLatin1(f->metaObject()->className())},
            {QStringLiteral("name"), f->objectName()}};
    if (QWidget* modal = QApplication::activeModalWidget())
        o[QStringLiteral("modal")] = QJsonObject{
            {QStringLiteral("class"), QString::fromLatin1(modal->metaObject()->className())},
            {QStringLiteral("title"), modal->windowTitle()}};
    for (StepPlayer* p : lab->findChildren<StepPlayer*>())
        if (p->isVisible()) {
            o[QStringLiteral("player")] = QJsonObject{{QStringLiteral("index"), p->index()},
                                                      {QStringLiteral("count"), p->count()}};
            break;
        }
    return o;
}

QJsonObject probing(MainWindow* window) {
    QJsonObject o;
    const ThemePalette& pal = ThemeManager::instance().palette();
    o[QStringLiteral("empty")] = pal.empty.name();
    o[QStringLiteral("occupied")] = pal.occupied.name();
    o[QStringLiteral("tombstone")] = pal.tombstone.name();
    o[QStringLiteral("background")] = pal.background.name();
    LabPage* lab = window->lab(QStringLiteral("probing"));
    auto* view = lab ? lab->findChild<ProbingView*>() : nullptr;
    if (!view)
        return o;
    o[QStringLiteral("view")] = globalRect(view, view->rect());
    o[QStringLiteral("grid")] = globalRect(view, view->gridBounds().toAlignedRect());
    o[QStringLiteral("step")] = view->step();
    QJsonArray cells;
    for (std::uint64_t s = view->firstDrawnSlot();
         s < view->firstDrawnSlot() + ProbingView::kMaxDrawn; ++s) {
        const QRectF r = view->slotRect(s);
        if (r.isEmpty())
            break;
        cells.append(globalRect(view, r.toAlignedRect()));
    }
    o[QStringLiteral("slots")] = cells;
    return o;
}

QByteArray answer(MainWindow* window, const QString& line) {
    QJsonObject o;
    if (line == QLatin1String("state")) {
        o = state(window);
    } else if (line == QLatin1String("widgets")) {
        o[QStringLiteral("widgets")] = visibleWidgets();
    } else if (line == QLatin1String("actions")) {
        o = actions(window);
    } else if (line == QLatin1String("probing")) {
        o = probing(window);
    } else if (line.startsWith(QLatin1String("screenshot "))) {
        const QString path = line.mid(11);
        const bool ok = window->screen()->grabWindow(0).save(path, "PNG");
        o[QStringLiteral("saved")] = ok;
    } else {
        o[QStringLiteral("error")] = QStringLiteral("unknown query: ") + line;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

void startTestHookIfRequested(MainWindow* window) {
    const QString path = qEnvironmentVariable("HASHLAB_TEST_HOOK");
    if (path.isEmpty())
        return;
    auto* server = new QLocalServer(window);
    QLocalServer::removeServer(path);
    if (!server->listen(path)) {
        qWarning("HASHLAB_TEST_HOOK: cannot listen on %s", qPrintable(path));
        return;
    }
    QPointer<MainWindow> guard(window);
    QObject::connect(server, &QLocalServer::newConnection, server, [server, guard] {
        while (QLocalSocket* socket = server->nextPendingConnection()) {
            QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QLocalSocket::readyRead, socket, [socket, guard] {
                while (guard && socket->canReadLine()) {
                    const QString line = QString::fromUtf8(socket->readLine()).trimmed();
                    socket->write(answer(guard, line));
                    socket->flush();
                }
            });
        }
    });
}

} // namespace hashlab::app
