// The journeys' main: a QCoreApplication for the driver's sockets and processes; no GUI here,
// the app under test runs in its own X server.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
