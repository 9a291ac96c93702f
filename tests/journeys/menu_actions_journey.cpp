// Journey (issue 28, item 2): 40 menu actions chosen from the open menu by real X input, half of
// them by keyboard (Alt+mnemonic, Down, Right into a submenu, Return), half by mouse. The sample
// is fixed: every item of File, Edit, View and Help but Quit (the language and theme switches,
// presentation mode, every export, open, save, import, drill and recording among them) and
// lessons of the Lessons menu evenly spread up to 40, in an order drawn from a fixed seed. Items
// are found by their place in the menus, so the walk goes on the same way once the language has
// switched. After each: the app is alive and the hook's `state` answers within 2 s; a dialog the
// action opened is cancelled with Escape, presentation mode left with F11.
#include "journeys/driver.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

// The menu bar's titles' mnemonics, the same in both languages ("文件(F)").
const char kMnemonics[] = {'f', 'e', 'v', 'o', 'h'};

struct MenuPath {
    std::vector<int> at; // menu bar index, item index, submenu item index
    QString name;        // the English texts, for messages
};

QJsonArray bar(Session& s) {
    return s.query(QStringLiteral("actions")).value(QStringLiteral("menubar")).toArray();
}

bool isSeparator(const QJsonObject& item) {
    return item.value(QStringLiteral("text")).toString().isEmpty();
}

void collect(const QJsonArray& items, std::vector<int> at, const QString& name,
             std::vector<MenuPath>& out) {
    for (int i = 0; i < items.size(); ++i) {
        const QJsonObject item = items[i].toObject();
        if (isSeparator(item))
            continue;
        std::vector<int> here = at;
        here.push_back(i);
        const QString path =
            name + QLatin1Char('/') + item.value(QStringLiteral("text")).toString();
        if (item.contains(QStringLiteral("items")))
            collect(item.value(QStringLiteral("items")).toArray(), here, path, out);
        else
            out.push_back({here, path});
    }
}

// The fixed sample of 40, in a fixed order.
std::vector<MenuPath> sample(Session& s) {
    const QJsonArray menus = bar(s);
    std::vector<MenuPath> all, lessons, chosen;
    for (int m = 0; m < menus.size(); ++m) {
        const QJsonObject menu = menus[m].toObject();
        collect(menu.value(QStringLiteral("items")).toArray(), {m},
                menu.value(QStringLiteral("text")).toString(), all);
    }
    for (const MenuPath& p : all) {
        if (p.name.endsWith(QLatin1String("/Quit")))
            continue; // it ends the walk (the soak restarts the app after it)
        // A lesson is an item of Lessons without a shortcut or an ellipsis (Drill…, Record).
        const bool lesson = p.at.front() == 3 && !p.name.endsWith(QChar(0x2026)) &&
                            !p.name.contains(QLatin1String("Record"));
        (lesson ? lessons : chosen).push_back(p);
    }
    const std::size_t wanted = 40 - std::min<std::size_t>(chosen.size(), 40);
    for (std::size_t i = 0; i < wanted && !lessons.empty(); ++i)
        chosen.push_back(lessons[i * lessons.size() / wanted]);
    // Fisher–Yates with mt19937's own numbers (std::shuffle's use of them is the library's).
    std::mt19937 rng(28);
    for (std::size_t i = chosen.size(); i > 1; --i)
        std::swap(chosen[i - 1], chosen[rng() % i]);
    return chosen;
}

// The items of the menu levels `path` goes through, from the menu bar down.
std::vector<QJsonArray> levels(Session& s, const MenuPath& path) {
    std::vector<QJsonArray> out;
    QJsonArray level = bar(s);
    for (int i : path.at) {
        out.push_back(level);
        level = level[i].toObject().value(QStringLiteral("items")).toArray();
    }
    return out;
}

// Down presses that reach item `index`, when that does not depend on how the style treats
// disabled items (every item before it enabled); -1 otherwise.
int downsTo(const QJsonArray& items, int index) {
    int downs = 0;
    for (int i = 0; i < index; ++i) {
        const QJsonObject item = items[i].toObject();
        if (isSeparator(item))
            continue;
        if (!item.value(QStringLiteral("enabled")).toBool())
            return -1;
        ++downs;
    }
    return downs;
}

bool byKeyboard(Session& s, const MenuPath& path) {
    const std::vector<QJsonArray> menus = levels(s, path);
    QStringList keys;
    for (std::size_t depth = 1; depth < menus.size(); ++depth) {
        const QJsonArray items = menus[depth - 1][path.at[depth - 1]]
                                     .toObject()
                                     .value(QStringLiteral("items"))
                                     .toArray();
        const int downs = downsTo(items, path.at[depth]);
        if (downs < 0)
            return false;
        for (int i = 0; i < downs; ++i)
            keys << QStringLiteral("Down");
        keys << (depth + 1 < menus.size() ? QStringLiteral("Right") : QStringLiteral("Return"));
    }
    s.key(QStringLiteral("alt+%1").arg(QLatin1Char(kMnemonics[path.at.front()])));
    s.key(keys.join(QLatin1Char(' ')));
    return true;
}

// Clicks down the path, each item once its menu is open (its rect known).
bool byMouse(Session& s, const MenuPath& path) {
    for (std::size_t depth = 1; depth <= path.at.size(); ++depth) {
        QJsonObject item;
        const bool open = s.waitFor([&] {
            QJsonArray level = bar(s);
            for (std::size_t d = 0; d < depth; ++d) {
                item = level[path.at[d]].toObject();
                level = item.value(QStringLiteral("items")).toArray();
            }
            return item.contains(QStringLiteral("rect"));
        });
        if (!open)
            return false;
        s.click(item);
    }
    return true;
}

// A menu of the menu bar is open (its items have rects).
bool menuOpen(const QJsonArray& items) {
    for (const QJsonValue& v : items) {
        const QJsonObject item = v.toObject();
        if (item.contains(QStringLiteral("rect")) ||
            menuOpen(item.value(QStringLiteral("items")).toArray()))
            return true;
    }
    return false;
}

bool anyMenuOpen(Session& s) {
    for (const QJsonValue& v : bar(s))
        if (menuOpen(v.toObject().value(QStringLiteral("items")).toArray()))
            return true;
    return false;
}

// Back to a window the menu bar reaches: no menu, no dialog, not in presentation mode.
void settle(Session& s) {
    for (int i = 0; i < 4; ++i) {
        const QJsonObject state = s.state();
        if (anyMenuOpen(s))
            s.key(QStringLiteral("Escape"));
        else if (state.value(QStringLiteral("presentationMode")).toBool())
            s.key(QStringLiteral("F11"));
        else if (state.contains(QStringLiteral("modal")))
            s.key(QStringLiteral("Escape"));
        else
            break;
        s.waitFor([&] {
            const QJsonObject now = s.state();
            return !now.contains(QStringLiteral("modal")) &&
                   !now.value(QStringLiteral("presentationMode")).toBool() && !anyMenuOpen(s);
        });
    }
}

} // namespace

TEST(MenuActionsJourney, FortyMenuActionsChosenByMouseAndByKeyboard) {
    Session s({QStringLiteral("menu-actions"), 1280, 720, QStringLiteral("en"), {}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    const std::vector<MenuPath> plan = sample(s);
    ASSERT_EQ(plan.size(), 40u);
    int keyboard = 0, mouse = 0;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const MenuPath& path = plan[i];
        SCOPED_TRACE(QStringLiteral("action %1: %2").arg(i).arg(path.name).toStdString());
        const bool wantKeys = keyboard < 20 && (mouse >= 20 || i % 2 == 0);
        if (wantKeys && byKeyboard(s, path)) {
            ++keyboard;
        } else {
            EXPECT_TRUE(byMouse(s, path)) << "its menu did not open";
            ++mouse;
        }
        ASSERT_TRUE(s.appAlive()) << "the app died";
        const qint64 ms = s.responseMs();
        EXPECT_GE(ms, 0) << "no answer to `state`";
        EXPECT_LT(ms, 2000) << "`state` took " << ms << " ms";
        settle(s);
    }
    std::printf("menu actions: %d by keyboard, %d by mouse\n", keyboard, mouse);
    EXPECT_GE(keyboard, 18) << "the keyboard chose " << keyboard << " of 40";
    EXPECT_TRUE(s.appAlive());
    s.screenshot(QStringLiteral("after-40"));
}
