// soak_tests --seed S (--seconds N | --minutes M) [--keep-going]: the random-input soak of
// soak_walk.h against this build's hashlab_journey. Exit 0 when no input crashed or froze the
// app and the sanitizers reported nothing; else 1, with the seed and the last 50 inputs of each
// failure. tools/soak.sh runs it; CI runs fixed seeds in its sanitizer stage (label soak).
#include "journeys/driver.h"
#include "soak_walk.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    journeys::soak::Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--seed" && hasValue)
            options.seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--seconds" && hasValue)
            options.seconds = std::atof(argv[++i]);
        else if (arg == "--minutes" && hasValue)
            options.seconds = 60 * std::atof(argv[++i]);
        else if (arg == "--keep-going")
            options.keepGoing = true;
        else {
            std::fprintf(stderr,
                         "usage: soak_tests --seed S (--seconds N | --minutes M) [--keep-going]\n");
            return 2;
        }
    }
    // For the app under test (unless the caller says otherwise): the leak check would only report
    // Qt's caches at a restart's exit; UBSan stops at its first report, as ASan does.
    if (qEnvironmentVariableIsEmpty("ASAN_OPTIONS"))
        qputenv("ASAN_OPTIONS", "detect_leaks=0");
    if (qEnvironmentVariableIsEmpty("UBSAN_OPTIONS"))
        qputenv("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
    // 1920×1080: the walk resizes the window up to that.
    journeys::Session session(
        {QStringLiteral("soak-%1").arg(options.seed), 1920, 1080, QStringLiteral("en"), {}});
    if (!session.startError().isEmpty()) {
        std::fprintf(stderr, "soak: %s\n", qPrintable(session.startError()));
        return 1;
    }
    const journeys::soak::Report report = journeys::soak::walk(session, options);
    for (const QString& failure : report.failures)
        std::printf("%s\n\n", qPrintable(failure));
    std::printf("%s\n", qPrintable(report.summary()));
    if (!report.ok())
        std::printf("replay: tools/soak.sh --seed %llu --minutes %g\n",
                    static_cast<unsigned long long>(report.seed), options.seconds / 60);
    return report.ok() ? 0 : 1;
}
