#pragma once
// The one driver every journey shares: its own Xvfb (-displayfd, so parallel tests never
// collide) at the size the journey needs, openbox as a real window manager (F11 must really go
// full screen), hashlab_journey (the app plus the test hook, tests/journeys/hook/; the installed
// hashlab has no hook) on the xcb platform with a fresh HOME, real X input through xdotool, and
// the app's state read through the hook. Everything is torn down in the destructor, also when an
// assertion fails.
//
// ---- The hook's protocol: a contract for every journey (add queries; never change one) ----
// With HASHLAB_TEST_HOOK=<path> in its environment, hashlab_journey listens on a QLocalServer at
// <path>. Each query is one line of UTF-8; each answer is one line of compact JSON. An unknown
// query answers {"error": "unknown query: <the line>"}. Positions and sizes are global (the X
// screen's) logical pixels (the journeys' screens have a device pixel ratio of 1); a rect is
// [x, y, width, height]. Keys marked (opt) are left out when they do not apply.
//
//   state     {"lab": id of the lab on show ("ring", "probing", "bloom", "collisions"),
//              "fullScreen", "windowHandleFullScreen", "active": bools, "geometry", "frame",
//              "screen": rects of the main window and its screen, "presentationMode" (the
//              window's), "themePresentation" (the theme's), "presentationChecked" (the F11
//              action's): bools, "theme": "light" | "dark" | "classroom",
//              "focus" (opt): {"class", "name"} of the focus widget,
//              "modal" (opt): {"class", "title"} of the open modal dialog,
//              "player" (opt): {"index", "count"} of the lab's visible step player}
//   widgets   {"widgets": [every visible window, and each visible widget in it with a non-empty
//              visibleRegion(): {"class" (with namespace), "name" (objectName), "rect",
//              "enabled", "focus": bools, "pointSize": number, "ancestors": the parents'
//              classes, nearest first, joined by "/"; by kind (opt): "text" (labels, buttons
//              without '&', line edits, spin boxes, combo boxes, text edits), "tooltip",
//              "checked", "default" (buttons), "placeholder" (line edits), "value" (spin boxes,
//              combo boxes' index, sliders, tab bars' index), "tabs": [{"text", "rect"}] (tab
//              bars), "rows": ["cell\tcell…", …] (item views)}]}
//   actions   {"menubar": [{"text" (without '&'), "checkable", "checked", "enabled": bools,
//              "shortcut": text, "rect": its place on the menu bar, "items" (opt): the menu's
//              actions, the same but with "rect" only while that menu is open and "items" for
//              submenus}], "menubarVisible": bool}
//   probing   {"empty", "occupied", "tombstone", "background": the palette's "#rrggbb",
//              and while the Hash tables lab has its probing canvas: "view", "grid": rects,
//              "step": int, "slots": [rect of each slot drawn, in slot order]}
//   screenshot PATH
//             {"saved": bool}: the whole screen grabbed into PATH as a PNG
//   canvas    {"canvases": [{"lab": id, "name": the canvas's class without namespace,
//              "rect": its bounding box, "visible_area": int, pixels}]}
//   ring      {} unless the Ring lab's canvas is visible; then "view": its rect, "diameter": the
//              ring's, in pixels (number)
//   lesson    {"active": bool; with a lesson or drill open: "step" (1-based), "count",
//              "finished": bool, "score" (right first time), and on a question step "question":
//              {"answer": "open" | "right" | "wrong" | "revealed", "wrongTries": [the wrong
//              answers given, as LessonRunner::given() writes them], "kind": "choice" | "number"
//              | "click"; choice: "choices" (count), "correct" (0-based); number: "number",
//              "tolerance"; click: "target" (id), and while the picker waits "candidates" (ids in
//              keyboard order) and "highlighted" (id or "")}}
//   texts     {"canvases": [{"lab": id, "name": as above, "strings": [every string the canvas
//              paints, in the order it paints them], "pixelSizes": [each string's type size in
//              pixels on screen, in the same order], "clipped": [the strings whose box (from
//              their font's metrics) reaches past the canvas's visible region on its screen],
//              "scrolls": bool, a scroll area it sits in shows a scroll bar}]}
//
// Which canvases: for each lab, the widget its LabPage::canvasPart() returns, where that is a
// QStackedWidget the page it shows (the Hash tables lab stacks the ProbingView and the
// SchemeView; the Bloom lab already returns the filter's own view), listed when it isVisible()
// (its lab and tab on show), in the labs' order; so normally one, the shown lab's.
// visible_area: the pixels of the canvas's visibleRegion() (Qt's: clipped by its ancestors and
// without opaque siblings and children), mapped to global coordinates and intersected with its
// screen, less every pixel something floats over: another window of the app (tool tip, popup
// menu, dialog, speaker notes: its whole frame, taken to be above the main window), a widget of
// the same window stacked above the canvas (a later sibling of the canvas or of one of its
// ancestors: the spotlight, the blank screen) or one of the shell's layers parented to the canvas
// (answer marker, click picker), these by the pixels they paint (a transparent layer covers only
// what it draws; the spotlight covers its outline, not what it circles). The canvas's own child
// widgets are part of it. 0 <= visible_area <= rect's width * height.
// texts: the canvas rendered once more, through a recording paint device, in hashlab_journey
// only: what drawText, QStaticText and QTextLayout paint (it reaches the paint engine as text),
// then the same for the canvas's own visible child widgets (not the shell's layers). A string
// painted in pieces (wrapped lines, a font change inside it) comes as its pieces. The recording
// painter is not a raster one, so a canvas that caches pixels for the screen draws its text as
// into an SVG export.
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <map>
#include <optional>
#include <string>
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
    // A crash: SIGKILL to the app (true once it is gone).
    bool killApp();
    // What Xvfb, openbox and the app wrote (the sanitizers' reports among it).
    QString log() const;
    // How the app ended (once appAlive() is false): its exit code, or 128 + the signal.
    int appExitCode() const;
    // Starts the app again (after it quit, crashed or was killed; a running one is stopped first)
    // on the same display with the same HOME: true once its hook answers and, with `active`, its
    // window is active (a dialog at start-up, such as the restore offer, keeps it inactive).
    bool restartApp(bool active = true);

    // Reading the app (one-line queries to the hook; an empty object when the app is gone).
    QJsonObject query(const QString& line);
    QJsonObject state() { return query(QStringLiteral("state")); }
    // Milliseconds a `state` round trip takes (the app's event loop answering), -1 when it gets
    // no answer: the journeys' measure of a freeze (issue 28: over 2 s is one).
    qint64 responseMs();
    QJsonArray widgets();
    int playerIndex(); // -1 without a visible step player
    int playerCount();
    // The first visible widget whose class ends with `cls` (and whose text or placeholder contains
    // `text`, whose ancestors contain `within`), or an empty object.
    QJsonObject find(const QString& cls, const QString& text = {}, const QString& within = {});
    QList<QJsonObject> findAll(const QString& cls, const QString& within = {});
    // A menu bar item by its path, e.g. {"View", "Presentation mode"} ({"View"} for the title).
    QJsonObject menuItem(const QStringList& path);
    // The `canvas` and `texts` queries, one entry per canvas on screen (see the protocol above).
    struct Canvas {
        QString lab, name;
        QRect rect;
        qint64 visibleArea = 0;
    };
    QList<Canvas> canvases();
    struct CanvasText {
        QString lab, name;
        QStringList strings;
        QList<double> pixelSizes; // each string's, in the same order
        QStringList clipped;      // painted past what shows of the canvas
        bool scrolls = false;     // part of the canvas is scrolled away
    };
    QList<CanvasText> canvasTexts();

    // Real X input (xdotool on this session's display).
    void key(const QString& keys); // "Right", "ctrl+e", "F11"
    void type(const QString& text);
    void click(QPoint at);
    void click(const QJsonObject& widget) { click(rectOf(widget).center()); }
    void moveMouse(QPoint to);
    void drag(QPoint from, QPoint to); // button 1 held from `from` to `to`
    // Resizes the app's main window through the window manager (a user's drag of its border).
    bool resizeWindow(QSize size);
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

    // Runs the same binary headless (no display; its command line is the installed hashlab's):
    // exit code, stdout in *out.
    int runHeadless(const QStringList& args, QString* out = nullptr);

private:
    bool start();
    bool startApp(bool active); // the app with m_env; true once the hook answers (see restartApp)
    void stop();
    bool xdotool(const QStringList& args);
    Options m_options;
    std::map<std::string, std::string> m_env; // the app's environment
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
