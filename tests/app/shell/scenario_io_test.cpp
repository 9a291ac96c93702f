#include "fake_lab.h"
#include "shell/scenario_io.h"

#include <QFile>
#include <QTemporaryDir>

#include <csignal>
#include <sys/resource.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

TEST(ScenarioFiles, SaveAndReloadRestoresTheLabState) {
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setValue(17);
    const QString path = dir.filePath(QStringLiteral("s.json"));
    ASSERT_EQ(saveScenarioFile(path, lab), QString());
    lab.setValue(3);
    hashlab::scenario::Scenario s;
    ASSERT_EQ(readScenarioFile(path, &s), QString());
    ASSERT_EQ(applyScenario(&lab, s), QString());
    EXPECT_EQ(lab.value(), 17);
}

TEST(ScenarioFiles, CorruptTruncatedNewerOrForeignFilesChangeNothing) {
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setValue(5);
    const QString good = dir.filePath(QStringLiteral("good.json"));
    ASSERT_EQ(saveScenarioFile(good, lab), QString());
    QFile f(good);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const std::vector<std::pair<const char*, QByteArray>> cases = {
        {"truncated", bytes.left(bytes.size() / 2)},
        {"garbage", QByteArray("\x00\x01\x02 not json", 12)},
        {"newer",
         QByteArray(
             R"({"format":"hashlab-scenario","schema":99,"lab":"fake","state":{"value":1}})")},
        {"other lab",
         QByteArray(R"({"format":"hashlab-scenario","schema":1,"lab":"ring","state":{}})")},
        {"bad state",
         QByteArray(
             R"({"format":"hashlab-scenario","schema":1,"lab":"fake","state":{"value":-4}})")},
    };
    for (const auto& [name, content] : cases) {
        const QString path = dir.filePath(QString::fromLatin1(name) + QStringLiteral(".json"));
        write(path, content);
        hashlab::scenario::Scenario s;
        QString error = readScenarioFile(path, &s);
        if (error.isEmpty())
            error = applyScenario(&lab, s);
        EXPECT_FALSE(error.isEmpty()) << name;
        EXPECT_EQ(lab.value(), 5) << name;
    }
}

TEST(ScenarioFiles, OversizedFilesAreRefusedUnread) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_TRUE(f.resize(11 * 1024 * 1024));
    }
    hashlab::scenario::Scenario s;
    const QString error = readScenarioFile(path, &s);
    EXPECT_TRUE(error.contains(QStringLiteral("10 MB"))) << error.toStdString();
}

TEST(ScenarioFiles, AFailedSaveLeavesTheOldFileIntact) {
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setValue(1);
    const QString path = dir.filePath(QStringLiteral("keep.json"));
    ASSERT_EQ(saveScenarioFile(path, lab), QString());
    QFile before(path);
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray old = before.readAll();
    before.close();
    // A disk that fills up mid-write, simulated with a file-size limit (works as root too):
    // the write to QSaveFile's temporary file fails and commit() must not replace the old file.
    struct rlimit old_limit {};
    ::getrlimit(RLIMIT_FSIZE, &old_limit);
    ::signal(SIGXFSZ, SIG_IGN);
    struct rlimit tiny = old_limit;
    tiny.rlim_cur = 8;
    ::setrlimit(RLIMIT_FSIZE, &tiny);
    lab.setValue(123456);
    const QString error = saveScenarioFile(path, lab);
    ::setrlimit(RLIMIT_FSIZE, &old_limit);
    EXPECT_FALSE(error.isEmpty());
    QFile after(path);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), old);
}

TEST(ScenarioFiles, SavingIntoAMissingFolderFailsWithAMessage) {
    hashlab::test::FakeLab lab;
    const QString error = saveScenarioFile(QStringLiteral("/nonexistent-folder/x.json"), lab);
    EXPECT_TRUE(error.contains(QStringLiteral("not saved"))) << error.toStdString();
}

} // namespace
