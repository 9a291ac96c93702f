// Issue 31, accessible steps: a step leaves the focus where it was. A screen reader speaks the
// step player's caption (its status element's NameChanged) only for the element it believes
// focused, and Orca showed the ring lab's node list taking that focus on every step. In each lab
// and the Redis view, with the focus on the status element or the speed combo, the step keys move
// the steps, the keyboard focus stays, no list or table changes its current item (which Qt reports
// to a screen reader as a focus move), and the status element's name is the step's caption.
#include "labs/bloom/bloom_lab.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/dedup_panel.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "support/step_access.h"
#include "support/wait_until.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

#include <functional>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::ScratchWindow;
using hashlab::app::testing::StepAccess;

// The item views of the window whose current item changes while the steps move. Qt tells a
// screen reader that the focus went to a view's new current item (QListView::currentChanged sends
// QAccessible::Focus whether or not the view has the keyboard focus), so the screen reader leaves
// the focused element and speaks the item instead of the step. Offscreen Qt sends no accessibility
// event at all (no screen reader makes QAccessible active), so the test watches the cause.
struct CurrentItemWatch {
    QStringList moved;
    std::vector<QMetaObject::Connection> connections;
    explicit CurrentItemWatch(QWidget* window) {
        for (QAbstractItemView* view : window->findChildren<QAbstractItemView*>()) {
            if (!view->selectionModel())
                continue;
            connections.push_back(QObject::connect(
                view->selectionModel(), &QItemSelectionModel::currentChanged,
                [this, view](const QModelIndex& current) {
                    if (current.isValid())
                        moved << QStringLiteral("%1 to \"%2\"")
                                     .arg(QString::fromLatin1(view->metaObject()->className()),
                                          current.data().toString());
                }));
        }
    }
    ~CurrentItemWatch() {
        for (const auto& c : connections)
            QObject::disconnect(c);
    }
};

// A user who chose an item in the lab's lists and tables earlier (a node of the ring, to remove
// it): each visible item view gets its first item as the current one, as a click makes it.
void chooseFirstItems(QWidget* lab) {
    for (QAbstractItemView* view : lab->findChildren<QAbstractItemView*>()) {
        if (!view->isVisible() || !view->model() || !view->selectionModel() ||
            view->model()->rowCount(view->rootIndex()) == 0)
            continue;
        view->selectionModel()->setCurrentIndex(view->model()->index(0, 0, view->rootIndex()),
                                                QItemSelectionModel::ClearAndSelect);
    }
}

// The speed combo of the player, the other element of its own that Tab reaches.
QWidget* speedCombo(StepPlayer* player) {
    return player->findChild<QComboBox*>();
}

// From step 0, Right to the end with the focus on `focus`: it stays there, and the status element
// tells each step's caption (the lab's, or the position when the step has none).
void expectStepsKeepFocus(LabPage* lab, QWidget* focus, const std::function<QString()>& spoken) {
    StepPlayer* player = lab->stepPlayer();
    ASSERT_NE(player, nullptr);
    ASSERT_GE(player->count(), 2);
    StepAccess a{lab->window(), player};
    chooseFirstItems(lab);
    focus->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    ASSERT_EQ(QApplication::focusWidget(), focus);
    QTest::keyClick(focus, Qt::Key_Home);
    QApplication::processEvents();
    ASSERT_EQ(player->index(), 0);
    CurrentItemWatch watch(lab->window());
    for (int i = 1; i <= player->count(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QApplication::processEvents();
        EXPECT_EQ(player->index(), i);
        QWidget* now = QApplication::focusWidget();
        EXPECT_EQ(now, focus) << "step " << i << ": the focus went to "
                              << (now ? now->metaObject()->className() : "nothing");
        const QString caption = spoken();
        EXPECT_EQ(a.name(), caption.isEmpty() ? a.description() : caption) << "step " << i;
    }
    // The other step keys keep it too.
    for (Qt::Key key : {Qt::Key_Left, Qt::Key_Home, Qt::Key_PageDown, Qt::Key_End}) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QApplication::processEvents();
        EXPECT_EQ(QApplication::focusWidget(), focus) << "after key " << key;
    }
    EXPECT_EQ(watch.moved.join(QStringLiteral(", ")).toStdString(), "")
        << "current items changed while stepping";
}

void expectBothKeepFocus(LabPage* lab, const std::function<QString()>& spoken) {
    {
        SCOPED_TRACE("focus on the status element");
        expectStepsKeepFocus(lab, lab->stepPlayer()->announcer(), spoken);
    }
    {
        SCOPED_TRACE("focus on the speed combo");
        expectStepsKeepFocus(lab, speedCombo(lab->stepPlayer()), spoken);
    }
}

TEST(StepFocus, TheRingLabsStagesKeepTheFocus) {
    ScratchWindow w;
    w.window.showLab(QStringLiteral("ring"));
    auto* lab = static_cast<RingLab*>(w.window.currentLab());
    // It opens on a node change (E joins) whose three stages are computed in the background.
    HASHLAB_WAIT_UNTIL(lab->model()->snapshot() && lab->model()->snapshot()->hasChange &&
                           lab->player()->count() == 3,
                       20000);
    expectBothKeepFocus(lab, [lab] { return lab->stepCaption(); });
}

TEST(StepFocus, TheRedisViewsMovesKeepTheFocus) {
    ScratchWindow w;
    w.window.showLab(QStringLiteral("ring"));
    auto* lab = static_cast<RingLab*>(w.window.currentLab());
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/redis/replicas_nodes.txt"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    nlohmann::json state = lab->saveState();
    state["redis"] = {{"nodes", f.readAll().toStdString()},
                      {"slot_keys", {{0, 12287, 1}, {12288, 13311, 20}, {13312, 16383, 2}}}};
    ASSERT_EQ(lab->loadState(state).toStdString(), "");
    ASSERT_TRUE(lab->redisShown());
    HASHLAB_WAIT_UNTIL(lab->stepPlayer()->count() >= 2, 20000);
    expectBothKeepFocus(lab, [lab] { return lab->stepCaption(); });
}

TEST(StepFocus, TheHashTablesStepsKeepTheFocus) {
    ScratchWindow w;
    w.window.showLab(QStringLiteral("probing"));
    auto* lab = static_cast<ProbingLab*>(w.window.currentLab());
    // Keys until one collides: its insert probes more than one slot.
    for (int key = 15; key < 60 && lab->player()->count() < 2; ++key) {
        lab->operations()->keyEdit()->clear();
        QTest::keyClicks(lab->operations()->keyEdit(), QString::number(key));
        QTest::mouseClick(lab->operations()->insertButton(), Qt::LeftButton);
    }
    expectBothKeepFocus(lab, [lab] { return lab->stepCaption(); });
}

TEST(StepFocus, TheBloomLabsStepsKeepTheFocus) {
    ScratchWindow w;
    w.window.showLab(QStringLiteral("bloom"));
    auto* lab = static_cast<BloomLab*>(w.window.currentLab());
    lab->wordEdit()->setFocus();
    lab->wordEdit()->clear();
    QTest::keyClicks(lab->wordEdit(), QStringLiteral("kiwi"));
    QTest::mouseClick(lab->queryButton(), Qt::LeftButton);
    expectBothKeepFocus(lab, [lab] { return lab->spokenCaption(); });
}

TEST(StepFocus, TheCollisionsLabsStepsKeepTheFocus) {
    ScratchWindow w;
    w.window.showLab(QStringLiteral("collisions"));
    auto* lab = static_cast<CollisionsLab*>(w.window.currentLab());
    DedupPanel* panel = lab->dedupPanel();
    panel->editor()->clear();
    QTest::keyClicks(panel->editor(), QStringLiteral("{\"a\": 2}"));
    QTest::mouseClick(panel->writeButton(), Qt::LeftButton);
    expectBothKeepFocus(lab, [lab] { return lab->spokenCaption(); });
}

} // namespace
