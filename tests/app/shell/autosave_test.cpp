// Nothing lost on a crash (issue 28, item 4): the window's WindowRecovery autosaves each changed
// lab as a scenario file into its own locked folder (at HASHLAB_AUTOSAVE_SECONDS here, and on a
// lab switch), the next window offers what an instance that ended abnormally left and restores
// it at its step, a running window's copy is never offered, and a normal exit leaves nothing.
// A crash is an Autosave gone without finish(): its folder stays and its lock is free, as after
// kill -9 (the journey recovery_journey.cpp kills a real process).
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/autosave.h"
#include "shell/language.h"
#include "shell/recovery.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "support/export_compare.h"
#include "window/main_window.h"
#include "window/window_recovery.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <memory>

namespace {

using namespace hashlab::app;

// HOME (where QStandardPaths' test mode puts AppDataLocation) in a folder of the test's own, and
// the autosave interval the test asks for.
class AutosaveTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_oldHome = qgetenv("HOME");
        qputenv("HOME", m_home.path().toUtf8());
        qputenv("HASHLAB_AUTOSAVE_SECONDS", "0.2");
    }
    void TearDown() override {
        qputenv("HOME", m_oldHome);
        qunsetenv("HASHLAB_AUTOSAVE_SECONDS");
    }

    // A window as the GUI start-up makes it: the window, then its recovery.
    struct Window {
        QTemporaryDir dir;
        Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
        MainWindow window{settings};
        WindowRecovery* recovery = new WindowRecovery(window);
        RingLab* ring() { return qobject_cast<RingLab*>(window.lab(QStringLiteral("ring"))); }
    };

    // The user adds node F on the ring and steps back to stage 2 of the change.
    static void changeRing(RingLab* ring) {
        ring->controls()->nameEdit()->clear();
        QTest::keyClicks(ring->controls()->nameEdit(), QStringLiteral("F"));
        QTest::mouseClick(ring->controls()->addButton(), Qt::LeftButton);
        ring->model()->waitIdle();
        hashlab::test::clickPlayerButton(ring->player(), QStringLiteral("Step back"));
        ASSERT_EQ(ring->player()->index(), 2);
    }

    static QStringList folders() {
        return QDir(Autosave::root()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }

    // The ring lab's state in the window's autosave, or an empty object.
    static nlohmann::json savedRing(const Window& w) {
        QFile f(QDir(w.recovery->autosave()->folder()).filePath(QStringLiteral("ring.json")));
        if (!f.open(QIODevice::ReadOnly))
            return nlohmann::json::object();
        const auto j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
        return j.is_object() ? j.value("state", nlohmann::json::object())
                             : nlohmann::json::object();
    }
    // (QTRY_* report to QTest, not to GoogleTest: a wait's result is asserted here.)
    static bool waitFor(const std::function<bool()>& done) { return QTest::qWaitFor(done, 5000); }

    // Answers the recovery dialog, if one opens during `offer`, with the button named `answer`.
    struct Answer {
        bool asked = false;
        QString title, text;
    };
    static Answer offer(Window& w, const QString& answer) {
        Answer a;
        QTimer::singleShot(0, &w.window, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            a.asked = true;
            a.title = box->windowTitle();
            a.text = box->text() + QLatin1Char('\n') + box->informativeText();
            for (QAbstractButton* b : box->buttons())
                if (b->text() == answer)
                    QTest::mouseClick(b, Qt::LeftButton);
            if (box->isVisible())
                box->reject();
        });
        w.recovery->offer();
        QCoreApplication::processEvents(); // the answer's timer runs even when nothing asked
        return a;
    }

private:
    QTemporaryDir m_home;
    QByteArray m_oldHome;
};

TEST_F(AutosaveTest, AChangedLabIsWrittenAtTheIntervalAndNothingElseIs) {
    Window w;
    ASSERT_FALSE(w.recovery->autosave()->folder().isEmpty());
    const QDir folder(w.recovery->autosave()->folder());
    // Nothing changed: several intervals pass and no lab is written (this wait asserts that
    // nothing happens, so it stays a wait).
    QTest::qWait(3 * Autosave::intervalMs());
    EXPECT_EQ(folder.entryList({QStringLiteral("*.json")}, QDir::Files), QStringList());

    changeRing(w.ring());
    // The interval may fall between the added node (step 3) and the step back: what counts is
    // that the state on screen, step 2, is written.
    ASSERT_TRUE(waitFor([&] {
        const nlohmann::json saved = savedRing(w);
        return saved.contains("change") && saved.value("step", -1) == 2;
    })) << savedRing(w).dump();
    EXPECT_EQ(folder.entryList({QStringLiteral("*.json")}, QDir::Files),
              QStringList{QStringLiteral("ring.json")});
    // A step is a change too.
    hashlab::test::clickPlayerButton(w.ring()->player(), QStringLiteral("Step back"));
    EXPECT_TRUE(waitFor([&] { return savedRing(w).value("step", -1) == 1; }));
}

TEST_F(AutosaveTest, ALabSwitchWritesAtOnce) {
    qputenv("HASHLAB_AUTOSAVE_SECONDS", "30");
    Window w;
    w.window.showLab(QStringLiteral("ring"));
    changeRing(w.ring());
    EXPECT_TRUE(savedRing(w).empty()); // the 30 s have not passed
    w.window.showLab(QStringLiteral("bloom"));
    EXPECT_EQ(savedRing(w)["step"], 2);
}

TEST_F(AutosaveTest, TheNextStartRestoresTheLabAtItsStep) {
    nlohmann::json crashed;
    QString counter;
    {
        Window w;
        changeRing(w.ring());
        w.window.showLab(QStringLiteral("ring"));
        w.window.showLab(QStringLiteral("collisions"));
        w.window.showLab(QStringLiteral("ring"));
        crashed = w.ring()->saveState();
        counter = w.ring()->counterLabel()->text();
    } // no finish(): a crash
    ASSERT_EQ(folders().size(), 1);

    Window next;
    next.window.showLab(QStringLiteral("bloom"));
    const Answer a = offer(next, QStringLiteral("Restore"));
    EXPECT_TRUE(a.asked);
    EXPECT_EQ(a.title.toStdString(), "Restore your work?");
    EXPECT_TRUE(a.text.contains(next.ring()->title())) << a.text.toStdString();
    next.ring()->model()->waitIdle();
    EXPECT_EQ(next.window.currentLab()->labId(), QStringLiteral("ring"));
    EXPECT_EQ(next.ring()->player()->index(), 2);
    EXPECT_EQ(next.ring()->player()->count(), 3);
    EXPECT_EQ(next.ring()->counterLabel()->text(), counter);
    EXPECT_EQ(next.ring()->saveState(), crashed);
    // The crashed copy is gone; the restored state is the new window's autosave at once.
    EXPECT_EQ(folders(), QStringList{QDir(next.recovery->autosave()->folder()).dirName()});
    EXPECT_EQ(savedRing(next), crashed);
}

TEST_F(AutosaveTest, ARunningWindowsCopyIsNeverOffered) {
    Window first;
    changeRing(first.ring());
    first.recovery->autosave()->saveNow();
    Window second;
    EXPECT_FALSE(offer(second, QStringLiteral("Restore")).asked);
    EXPECT_TRUE(savedRing(first).contains("change")); // untouched
}

TEST_F(AutosaveTest, NotNowKeepsTheCopyDiscardRemovesItANormalExitLeavesNothing) {
    {
        Window w;
        changeRing(w.ring());
        w.recovery->autosave()->saveNow();
    }
    {
        Window w;
        EXPECT_TRUE(offer(w, QStringLiteral("Not now")).asked);
        EXPECT_EQ(w.ring()->player()->count(), 3); // the start-up lesson, not the saved change
        EXPECT_EQ(w.ring()->model()->state().config.nodes.size(), 5u);
        w.recovery->finish();
    }
    {
        Window w;
        EXPECT_TRUE(offer(w, QStringLiteral("Discard")).asked);
        w.recovery->finish();
    }
    Window w;
    EXPECT_FALSE(offer(w, QStringLiteral("Restore")).asked);
    changeRing(w.ring());
    w.recovery->autosave()->saveNow();
    ASSERT_TRUE(savedRing(w).contains("change"));
    w.recovery->finish(); // a normal exit
    EXPECT_EQ(folders(), QStringList());
}

TEST_F(AutosaveTest, TheChineseWindowAsksInChinese) {
    {
        Window w;
        changeRing(w.ring());
        w.recovery->autosave()->saveNow();
    }
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    Answer a;
    {
        Window w;
        a = offer(w, QStringLiteral("恢复"));
        EXPECT_EQ(w.ring()->player()->index(), 2); // the Chinese "Restore" restored
    }
    setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(a.asked);
    EXPECT_EQ(a.title.toStdString(), "恢复之前的工作？");
}

TEST(AutosaveInterval, ThirtySecondsUnlessTheEnvironmentShortensIt) {
    qunsetenv("HASHLAB_AUTOSAVE_SECONDS");
    EXPECT_EQ(Autosave::intervalMs(), 30000);
    for (const auto& [value, ms] :
         {std::pair{"2", 2000}, std::pair{"0.5", 500}, std::pair{"abc", 30000},
          std::pair{"-1", 30000}, std::pair{"600", 30000}}) {
        qputenv("HASHLAB_AUTOSAVE_SECONDS", value);
        EXPECT_EQ(Autosave::intervalMs(), ms) << value;
    }
    qunsetenv("HASHLAB_AUTOSAVE_SECONDS");
}

} // namespace
