#pragma once
// The one driver every journey shares: its own Xvfb (-displayfd, so parallel tests never
// collide) at the size the journey needs, openbox as a real window manager (F11 must really go
// full screen), the built hashlab on the xcb platform with a fresh HOME, real X input through
// xdotool, and the app's state read through its test hook (HASHLAB_TEST_HOOK, app/shell/
// test_hook.h). Everything is torn down in the destructor, also when an assertion fails.
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <optional>
#include <sys/types.h>

namespace journeys {

QRect rectOf(const QJsonObject& widget); // a widget's (or tab's) "rect" as a QRect
QJsonObject tabNamed(const QJsonObject& tabBar, const QString& text);

class Session {
public:
    struct Options {
        QString journey; // names the screenshots: shots/<journey>-NN-<label>.png
        int width = 1280;
        int height = 720;
        QString lang = QStringLiteral("en");
        QStringList args; // more GUI options (--lab, --theme, …)
    };
    explicit Session(Options options);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Empty when Xvfb, openbox and hashlab came up and the hook answers; else what failed.
    const QString& startError() const { return m_error; }
    bool appAlive();
    QString home() const { return m_home.path(); }

    // Reading the app (one-line queries to the hook; an empty object when the app is gone).
    QJsonObject query(const QString& line);
    QJsonObject state() { return query(QStringLiteral("state")); }
    QJsonArray widgets();
    int playerIndex(); // -1 without a visible step player
    int playerCount();
    // The first visible widget whose class ends with `cls` (and whose text or placeholder contains
    // `text`, whose ancestors contain `within`), or an empty object.
    QJsonObject find(const QString& cls, const QString& text = {}, const QString& within = {});
    QList<QJsonObject> findAll(const QString& cls, const QString& within = {});
    // A menu bar item by its path, e.g. {"View", "Presentation mode"} ({"View"} for the title).
    QJsonObject menuItem(const QStringList& path);

    // Real X input (xdotool on this session's display).
    void key(const QString& keys); // "Right", "ctrl+e", "F11"
    void type(const QString& text);
    void click(QPoint at);
    void click(const QJsonObject& widget) { click(rectOf(widget).center()); }
    // Clicks a text field, selects all of it and types `text` over it.
    void replaceText(const QJsonObject& field, const QString& text);
    // Opens a menu of the menu bar and clicks down the path, e.g. {"View", "Theme", "Dark"}.
    bool chooseMenu(const QStringList& path);

    // Polls `done` every 50 ms for up to `ms`; true when it held.
    bool waitFor(const std::function<bool()>& done, int ms = 3000);
    // Presses `keys` and waits (briefly) for the step player to reach `index`.
    bool stepKey(const QString& keys, int expectedIndex);

    // Grabs the screen into shots/<journey>-NN-<label>.png and returns it.
    QImage screenshot(const QString& label);

    // Runs the same hashlab binary headless (no display): exit code, stdout in *out.
    int runHeadless(const QStringList& args, QString* out = nullptr);

private:
    bool start();
    void stop();
    bool xdotool(const QStringList& args);
    Options m_options;
    QTemporaryDir m_home;
    QString m_display, m_socket, m_error;
    pid_t m_xvfb = -1, m_wm = -1, m_app = -1;
    int m_shot = 0;
    int m_appStatus = -1;
};

// Pixels: how many distinct colours a region has, and whether any pixel is far from `colour`.
int distinctColours(const QImage& image, const QRect& region);
bool anyPixelDiffers(const QImage& image, const QRect& region, QColor colour, int tolerance = 24);
// The colour most of the region's pixels have.
QColor dominantColour(const QImage& image, const QRect& region);
int colourDistance(QColor a, QColor b);

} // namespace journeys

namespace journeys {

// Reading what the labs show, shared by the journeys (generic widget dump only).
QStringList listRows(Session& s, const QString& within = {}); // the first visible list's rows
// The visible step player's buttons, left to right: 0 start, 1 back, 2 play, 3 forward, 4 end.
QJsonObject playerButton(Session& s, int which);
QString statusLine(Session& s);                               // the status bar's message
bool listsNode(const QStringList& rows, const QString& name); // a ring node list row "F   …"
// Ring lab: types a node name and clicks the Add button beside it (focus stays on the button).
bool addRingNode(Session& s, const QString& name);
// The probing canvas as drawn: slot rects, and how many slots the screenshot shows occupied.
struct ProbingPicture {
    QList<QRect> cells;
    QRect grid;
    int occupied = 0;
    int minSlotSide = 0;
    bool tableDrawn = false; // the grid's pixels are not all background
};
ProbingPicture probingPicture(Session& s, const QImage& shot);

} // namespace journeys
