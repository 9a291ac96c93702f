// Choosing cassandra in the ring lab's form: its V box is num_tokens (enabled), the key hash box
// does not apply (disabled), and a sentence under the algorithm says both; undo goes back.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

QComboBox* comboHolding(QWidget* root, const QString& item) {
    for (QComboBox* c : root->findChildren<QComboBox*>())
        if (c->findText(item) >= 0)
            return c;
    return nullptr;
}

TEST(RingCassandraControls, CassandraTakesVAsNumTokensAndSaysItsKeysUseItsOwnMurmur3) {
    RingLab lab;
    lab.resize(1400, 900);
    lab.show();
    QCoreApplication::processEvents();
    QComboBox* algo = comboHolding(lab.controls(), QStringLiteral("cassandra"));
    QComboBox* hash = comboHolding(lab.controls(), QStringLiteral("xxh3"));
    QSpinBox* vnodes = lab.controls()->findChild<QSpinBox*>(QStringLiteral("vnodes"));
    QLabel* note = lab.controls()->findChild<QLabel*>(QStringLiteral("algoNote"));
    ASSERT_TRUE(algo && hash && vnodes && note);
    EXPECT_FALSE(note->isVisible());
    EXPECT_TRUE(hash->isEnabled());

    algo->setFocus();
    QTest::keyClicks(algo, QStringLiteral("cassandra"));
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    ASSERT_EQ(lab.model()->state().config.algo, ring::Algo::Cassandra);
    EXPECT_TRUE(vnodes->isEnabled()); // num_tokens
    EXPECT_FALSE(hash->isEnabled());
    EXPECT_TRUE(note->isVisible());
    EXPECT_TRUE(note->text().contains(QStringLiteral("Murmur3Partitioner")));
    EXPECT_TRUE(note->text().contains(QStringLiteral("num_tokens")));

    lab.model()->undoStack()->undo();
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    EXPECT_EQ(lab.model()->state().config.algo, ring::Algo::Ring);
    EXPECT_FALSE(note->isVisible());
    EXPECT_TRUE(hash->isEnabled());
}

} // namespace
