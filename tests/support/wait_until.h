#pragma once
// A wait on a condition that fails the GoogleTest test when it times out. Qt's QTRY_* macros
// report a timeout to QTest's own result log, which GoogleTest never reads: in these suites a
// QTRY_* that timed out passed silently and returned early from the test.
#include <QTest>

#include <gtest/gtest.h>

#define HASHLAB_WAIT_UNTIL(condition, timeoutMs)                                                   \
    ASSERT_TRUE(QTest::qWaitFor([&] { return static_cast<bool>(condition); }, (timeoutMs)))        \
        << "waited " << (timeoutMs) << " ms for: " #condition
