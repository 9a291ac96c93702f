// The hook's generic queries: state, widgets and actions (driver.h has the protocol).
#include "queries.h"

#include "shell/key_map.h"
#include "shell/lab_page.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "window/main_window.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTabBar>
#include <QTextEdit>
#include <QWindow>

namespace hashlab::journey_hook {

using namespace hashlab::app;

namespace {

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

} // namespace

QJsonArray rectJson(const QRect& r) {
    return {r.x(), r.y(), r.width(), r.height()};
}

QJsonArray globalRect(const QWidget* w, const QRect& local) {
    return rectJson(QRect(w->mapToGlobal(local.topLeft()), local.size()));
}

QJsonArray widgetsQuery() {
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

QJsonObject actionsQuery(MainWindow* window) {
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

QJsonObject stateQuery(MainWindow* window) {
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

} // namespace hashlab::journey_hook
