// The GUI when called bare (or with GUI options), the command line with a subcommand.
#include "hashlab_main.h"

#include "cli/cli.h"
#include "export/export_command.h"
#include "shell/combo_elision.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "shell/theme.h"
#include "window/main_window.h"
#include "window/window_recovery.h"

#include <QApplication>
#include <QIcon>
#include <QTimer>

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

namespace {

// GUI options: --lang, --theme, --lab, --scenario. Anything else goes to the command line.
bool isGuiInvocation(const std::vector<std::string>& args) {
    if (args.empty())
        return true;
    static const std::vector<std::string> gui = {"--lang", "--theme", "--lab", "--scenario"};
    for (std::size_t i = 0; i < args.size(); i += 2)
        if (std::find(gui.begin(), gui.end(), args[i]) == gui.end())
            return false;
    return args.size() % 2 == 0;
}

} // namespace

namespace hashlab::app {

int hashlabMain(int argc, char** argv, const std::function<void(MainWindow&)>& onWindow) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!isGuiInvocation(args)) {
        auto commands = cli::builtinCommands();
        commands.push_back(exportCommand());
        commands.push_back(worksheetCommand());
        commands.push_back(drillCommand());
        return cli::run(args, commands, std::cout, std::cerr);
    }
    QApplication application(argc, argv);
    installComboElision(&application);
    QApplication::setApplicationName(QStringLiteral("HashLab"));
    QApplication::setOrganizationName(QStringLiteral("HashLab"));
    QApplication::setApplicationVersion(QStringLiteral(HASHLAB_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hashlab.svg")));
    QApplication::setDesktopFileName(QStringLiteral("io.github.hashlab.HashLab"));

    Settings settings;
    QString language = settings.language(), theme = settings.theme(), lab, scenarioPath;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const QString value = QString::fromStdString(args[i + 1]);
        ThemeKind kind;
        if (args[i] == "--lang" && !supportedLanguages().contains(value)) {
            std::cerr << "hashlab: error: --lang must be en or zh_CN, got '" << args[i + 1]
                      << "'\n";
            return 2;
        }
        if (args[i] == "--theme" && !ThemeManager::parse(value, &kind)) {
            std::cerr << "hashlab: error: --theme must be light, dark or classroom, got '"
                      << args[i + 1] << "'\n";
            return 2;
        }
        if (args[i] == "--lab" && !labIds().contains(value)) {
            std::cerr << "hashlab: error: --lab must be one of ring|probing|bloom|collisions, got '"
                      << args[i + 1] << "'\n";
            return 2;
        }
        (args[i] == "--lang"    ? language
         : args[i] == "--theme" ? theme
         : args[i] == "--lab"   ? lab
                                : scenarioPath) = value;
    }
    setLanguage(language);
    ThemeKind kind = ThemeKind::Light;
    ThemeManager::parse(theme, &kind);
    ThemeManager::instance().setKind(kind);

    MainWindow window(settings);
    if (onWindow)
        onWindow(window);
    if (!lab.isEmpty())
        window.showLab(lab);
    window.show();
    if (!scenarioPath.isEmpty())
        window.openScenario(scenarioPath);
    WindowRecovery recovery(window);
    QTimer::singleShot(0, &recovery, &WindowRecovery::offer); // once the window is on screen
    const int code = QApplication::exec();
    recovery.finish(); // a normal exit: nothing to recover
    return code;
}

} // namespace hashlab::app
