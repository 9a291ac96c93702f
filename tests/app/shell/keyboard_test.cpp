// Issue 7: every control is reachable from the keyboard. The test presses Tab as a user would and
// records where the focus lands; every visible, enabled control of every lab (on every inner tab)
// must be visited. The step player's buttons are the one exception by design: they take no focus
// because Left/Right/Space/Home/End drive them from anywhere on the page.
#include "shell/lab_page.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "window/main_window.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScrollBar>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

bool insideStepPlayer(const QWidget* w) {
    for (const QWidget* p = w; p; p = p->parentWidget())
        if (qobject_cast<const StepPlayer*>(p))
            return true;
    return false;
}

// The controls a user operates, excluding the parts of composite widgets (a spin box's line edit,
// a table's header) and scroll bars, which the arrow keys of their view already drive.
bool isControl(const QWidget* w) {
    if (qobject_cast<const QScrollBar*>(w) || qobject_cast<const QHeaderView*>(w))
        return false;
    const QWidget* parent = w->parentWidget();
    if (parent && (qobject_cast<const QAbstractSpinBox*>(parent) ||
                   qobject_cast<const QComboBox*>(parent) || qobject_cast<const QTabBar*>(parent)))
        return false;
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QComboBox*>(w) || qobject_cast<const QLineEdit*>(w) ||
           qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QTabBar*>(w) ||
           qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QPlainTextEdit*>(w) ||
           qobject_cast<const QTextEdit*>(w);
}

QString describe(const QWidget* w) {
    QString text;
    if (auto* b = qobject_cast<const QAbstractButton*>(w))
        text = b->text();
    return QStringLiteral("%1 '%2' (%3)")
        .arg(QString::fromLatin1(w->metaObject()->className()), text, w->toolTip().left(60));
}

// Presses Tab until the focus comes back to where it started; returns every widget it visited.
QSet<const QWidget*> tabCycle(QWidget* window) {
    QSet<const QWidget*> seen;
    QWidget* start = QApplication::focusWidget();
    for (int i = 0; i < 600; ++i) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window,
                        Qt::Key_Tab);
        QWidget* f = QApplication::focusWidget();
        if (!f)
            break;
        seen.insert(f);
        if (f->focusProxy())
            seen.insert(f->focusProxy());
        if (f == start && i > 0)
            break;
    }
    return seen;
}

void expectEveryControlReachable(MainWindow& window, const QString& where) {
    QApplication::processEvents();
    const QSet<const QWidget*> reached = tabCycle(&window);
    QStringList missed;
    for (const QWidget* w : window.currentLab()->findChildren<QWidget*>()) {
        if (!isControl(w) || !w->isVisibleTo(&window) || !w->isEnabled() || insideStepPlayer(w))
            continue;
        bool ok = reached.contains(w);
        // A widget that passes its focus on (a line edit inside a custom field) is reached
        // when its proxy is.
        if (!ok && w->focusProxy())
            ok = reached.contains(w->focusProxy());
        // Tab enters a group of exclusive radio buttons at its checked button and the arrow
        // keys choose within it (the platform convention): a sibling reached is enough.
        if (auto* radio = qobject_cast<const QRadioButton*>(w);
            !ok && radio && radio->autoExclusive()) {
            for (const QWidget* s : reached)
                if (qobject_cast<const QRadioButton*>(s) && s->parentWidget() == w->parentWidget())
                    ok = true;
        }
        if (!ok)
            missed << describe(w);
    }
    EXPECT_TRUE(missed.isEmpty()) << where.toStdString() << ": not reachable with Tab:\n"
                                  << missed.join(QLatin1Char('\n')).toStdString();
}

TEST(Keyboard, TabReachesEveryControlOfEveryLabAndInnerTab) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1600, 1000);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    for (const QString& id : {QStringLiteral("ring"), QStringLiteral("probing"),
                              QStringLiteral("bloom"), QStringLiteral("collisions")}) {
        window.showLab(id);
        const auto tabs = window.currentLab()->findChildren<QTabWidget*>();
        if (tabs.isEmpty()) {
            expectEveryControlReachable(window, id);
            continue;
        }
        for (QTabWidget* t : tabs) {
            if (!t->isVisibleTo(&window))
                continue;
            for (int i = 0; i < t->count(); ++i) {
                t->setCurrentIndex(i);
                expectEveryControlReachable(window, id + QStringLiteral(" / ") + t->tabText(i));
            }
        }
    }
}

} // namespace
