// Issue 15, accessibility: every control a user can reach says what it is to a screen reader
// (its QAccessible name, which is what Orca or NVDA read), in every lab and in the lesson bar.
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

bool isControl(const QWidget* w) {
    if (qobject_cast<const QScrollBar*>(w))
        return false; // scroll bars are named by their area
    if (qobject_cast<const QLineEdit*>(w) &&
        (qobject_cast<const QAbstractSpinBox*>(w->parentWidget()) ||
         qobject_cast<const QComboBox*>(w->parentWidget())))
        return false; // the inside of a spin box or combo box: the box is the control
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QLineEdit*>(w) ||
           qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QComboBox*>(w) ||
           qobject_cast<const QAbstractSlider*>(w);
}

// The controls of `root` that are shown and take the focus, whose accessible name is empty.
QStringList unnamed(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || !isControl(w) || w->focusPolicy() == Qt::NoFocus)
            continue;
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty()) {
            QStringList path;
            for (QWidget* p = w; p && p != root; p = p->parentWidget())
                path.prepend(
                    QString::fromLatin1(p->metaObject()->className()) +
                    (p->objectName().isEmpty() ? QString() : QLatin1Char('#') + p->objectName()));
            out << path.join(QLatin1Char('/'));
        }
    }
    return out;
}

TEST(Accessibility, EveryControlOfEveryLabHasAName) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1600, 1000);
    window.show();
    for (const QString& lab : {QStringLiteral("ring"), QStringLiteral("probing"),
                               QStringLiteral("bloom"), QStringLiteral("collisions")}) {
        window.showLab(lab);
        QApplication::processEvents();
        const QStringList missing = unnamed(window.currentLab());
        EXPECT_TRUE(missing.isEmpty()) << lab.toStdString() << ":\n"
                                       << missing.join(QLatin1Char('\n')).toStdString();
    }
}

// The lesson bar with a number question open: its buttons and the answer field are named, and
// the step's caption is the bar's accessible description (what a screen reader reads for it).
TEST(Accessibility, TheLessonBarNamesItsControlsAndExposesTheCaption) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1280, 720);
    window.show();
    ASSERT_EQ(
        window.openScenario(QStringLiteral(":/scenarios/ring_guided_consistent_hashing.json")),
        QString());
    QApplication::processEvents();
    const QStringList missing = unnamed(window.lessonBar());
    EXPECT_TRUE(missing.isEmpty()) << missing.join(QLatin1Char('\n')).toStdString();
    QAccessibleInterface* bar = QAccessible::queryAccessibleInterface(window.lessonBar());
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->text(QAccessible::Description).contains(QStringLiteral("hash mod 5")));
}

} // namespace
