// hashlab: the GUI when called bare (or with GUI options), the command line with a subcommand.
#include "cli/cli.h"
#include "export/export_command.h"
#include "shell/combo_elision.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "shell/test_hook.h"
#include "shell/theme.h"
#include "window/main_window.h"

#include <QApplication>
#include <QIcon>

#include <iostream>

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

int main(int argc, char** argv) {
    using namespace hashlab;
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!isGuiInvocation(args)) {
        auto commands = cli::builtinCommands();
        commands.push_back(app::exportCommand());
        commands.push_back(app::worksheetCommand());
        return cli::run(args, commands, std::cout, std::cerr);
    }
    QApplication application(argc, argv);
    app::installComboElision(&application);
    QApplication::setApplicationName(QStringLiteral("HashLab"));
    QApplication::setOrganizationName(QStringLiteral("HashLab"));
    QApplication::setApplicationVersion(QStringLiteral(HASHLAB_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hashlab.svg")));
    QApplication::setDesktopFileName(QStringLiteral("io.github.hashlab.HashLab"));

    app::Settings settings;
    QString language = settings.language(), theme = settings.theme(), lab, scenarioPath;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const QString value = QString::fromStdString(args[i + 1]);
        app::ThemeKind kind;
        if (args[i] == "--lang" && !app::supportedLanguages().contains(value)) {
            std::cerr << "hashlab: error: --lang must be en or zh_CN, got '" << args[i + 1]
                      << "'\n";
            return 2;
        }
        if (args[i] == "--theme" && !app::ThemeManager::parse(value, &kind)) {
            std::cerr << "hashlab: error: --theme must be light, dark or classroom, got '"
                      << args[i + 1] << "'\n";
            return 2;
        }
        if (args[i] == "--lab" && !app::labIds().contains(value)) {
            std::cerr << "hashlab: error: --lab must be one of ring|probing|bloom|collisions, got '"
                      << args[i + 1] << "'\n";
            return 2;
        }
        (args[i] == "--lang"    ? language
         : args[i] == "--theme" ? theme
         : args[i] == "--lab"   ? lab
                                : scenarioPath) = value;
    }
    app::setLanguage(language);
    app::ThemeKind kind = app::ThemeKind::Light;
    app::ThemeManager::parse(theme, &kind);
    app::ThemeManager::instance().setKind(kind);

    app::MainWindow window(settings);
    app::startTestHookIfRequested(&window);
    if (!lab.isEmpty())
        window.showLab(lab);
    window.show();
    if (!scenarioPath.isEmpty())
        window.openScenario(scenarioPath);
    return QApplication::exec();
}
