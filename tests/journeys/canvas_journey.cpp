// The hook's `canvas` and `texts` queries (driver.h) at 1280×720 with real X input: in each of the
// four labs the canvas is listed with its rect and its visible pixels, and the strings it paints
// follow what the user does there (a node added, a key inserted, a word queried, a record
// written). A dialog over the ring's canvas takes its pixels off the visible area and gives them
// back when it closes; in presentation mode the spotlight takes only the pixels of its outline.
#include "journeys/driver.h"

#include <gtest/gtest.h>

using namespace journeys;

namespace {

// Clicks the lab switcher's tab (the tab bar that names all four labs); true once the lab shows.
bool switchLab(Session& s, const QString& title, const QString& id) {
    for (const QJsonObject& bar : s.findAll(QStringLiteral("QTabBar"))) {
        if (tabNamed(bar, QStringLiteral("Hash tables")).isEmpty() ||
            tabNamed(bar, QStringLiteral("Collisions")).isEmpty())
            continue;
        s.click(rectOf(tabNamed(bar, title)).center());
        return s.waitFor([&] { return s.state().value(QStringLiteral("lab")).toString() == id; });
    }
    return false;
}

Session::Canvas canvasOf(Session& s, const QString& lab) {
    for (const Session::Canvas& c : s.canvases())
        if (c.lab == lab)
            return c;
    return {};
}

QStringList textsOf(Session& s, const QString& lab) {
    for (const Session::CanvasText& t : s.canvasTexts())
        if (t.lab == lab)
            return t.strings;
    return {};
}

bool anyContains(const QStringList& strings, const QString& part) {
    for (const QString& text : strings)
        if (text.contains(part))
            return true;
    return false;
}

std::string shown(const QStringList& strings) {
    return strings.join(QStringLiteral(" | ")).toStdString();
}

// The lab's canvas is the only one listed, with a drawing's size and visible pixels within it.
void expectOnlyCanvas(Session& s, const QString& lab, const QString& name) {
    const QList<Session::Canvas> list = s.canvases();
    ASSERT_EQ(list.size(), 1) << lab.toStdString() << ": one canvas is on screen";
    const Session::Canvas& c = list.front();
    EXPECT_EQ(c.lab, lab);
    EXPECT_EQ(c.name, name);
    EXPECT_GE(c.rect.width(), 200) << name.toStdString();
    EXPECT_GE(c.rect.height(), 200) << name.toStdString();
    EXPECT_GT(c.visibleArea, 0) << name.toStdString();
    EXPECT_LE(c.visibleArea, qint64(c.rect.width()) * c.rect.height()) << name.toStdString();
}

qint64 areaOf(const QRect& r) {
    return r.isEmpty() ? 0 : qint64(r.width()) * r.height();
}

} // namespace

TEST(CanvasQueries, EachLabsCanvasIsMeasuredAndItsTextsFollowTheUser) {
    Session s({QStringLiteral("canvas"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    const QString ring = QStringLiteral("ring");
    expectOnlyCanvas(s, ring, QStringLiteral("RingView"));
    // The quarter labels (which the ring caches in a raster layer on screen) and the legend,
    // which names each node ("A  15.8 % of space · 216 keys").
    EXPECT_TRUE(textsOf(s, ring).contains(QStringLiteral("2⁶³"))) << shown(textsOf(s, ring));
    EXPECT_TRUE(anyContains(textsOf(s, ring), QStringLiteral("A  "))) << shown(textsOf(s, ring));
    EXPECT_FALSE(anyContains(textsOf(s, ring), QStringLiteral("Zed")));
    ASSERT_TRUE(addRingNode(s, QStringLiteral("Zed")));
    EXPECT_TRUE(s.waitFor([&] {
        for (const QString& text : textsOf(s, ring))
            if (text.startsWith(QStringLiteral("Zed ")))
                return true;
        return false;
    })) << "the ring's legend does not name the node added: "
        << shown(textsOf(s, ring));

    const QString probing = QStringLiteral("probing");
    ASSERT_TRUE(switchLab(s, QStringLiteral("Hash tables"), probing));
    expectOnlyCanvas(s, probing, QStringLiteral("ProbingView"));
    EXPECT_FALSE(anyContains(textsOf(s, probing), QStringLiteral("52")));
    s.replaceText(s.find(QStringLiteral("QLineEdit"), QStringLiteral("key, e.g."),
                         QStringLiteral("OperationsPanel")),
                  QStringLiteral("52"));
    s.key(QStringLiteral("Return"));
    EXPECT_TRUE(s.waitFor([&] {
        return textsOf(s, probing).contains(QStringLiteral("insert 52"));
    })) << "the probing canvas does not show the insert typed: "
        << shown(textsOf(s, probing));

    const QString bloom = QStringLiteral("bloom");
    ASSERT_TRUE(switchLab(s, QStringLiteral("Bloom"), bloom));
    expectOnlyCanvas(s, bloom, QStringLiteral("BloomView"));
    // Every bit of the m = 64 filter is numbered.
    EXPECT_TRUE(textsOf(s, bloom).contains(QStringLiteral("63"))) << shown(textsOf(s, bloom));
    EXPECT_FALSE(anyContains(textsOf(s, bloom), QStringLiteral("walrus")));
    s.replaceText(
        s.find(QStringLiteral("QLineEdit"), QStringLiteral("a word"), QStringLiteral("BloomLab")),
        QStringLiteral("walrus"));
    s.click(
        s.find(QStringLiteral("QPushButton"), QStringLiteral("Query"), QStringLiteral("BloomLab")));
    EXPECT_TRUE(s.waitFor([&] {
        return anyContains(textsOf(s, bloom), QStringLiteral("query “walrus”"));
    })) << "the Bloom canvas does not show the word queried: "
        << shown(textsOf(s, bloom));

    const QString collisions = QStringLiteral("collisions");
    ASSERT_TRUE(switchLab(s, QStringLiteral("Collisions"), collisions));
    expectOnlyCanvas(s, collisions, QStringLiteral("WritePathView"));
    EXPECT_FALSE(anyContains(textsOf(s, collisions), QStringLiteral("zoe")));
    s.replaceText(s.find(QStringLiteral("QPlainTextEdit"), {}, QStringLiteral("CollisionsLab")),
                  QStringLiteral(R"({"user": "zoe", "event": "login"})"));
    s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Write"),
                   QStringLiteral("CollisionsLab")));
    // The write path shows the record canonicalised (keys sorted, no spaces).
    EXPECT_TRUE(s.waitFor([&] {
        return textsOf(s, collisions).contains(QStringLiteral(R"({"event":"login","user":"zoe"})"));
    })) << "the write path does not show the record written: "
        << shown(textsOf(s, collisions));
    s.screenshot(QStringLiteral("written"));
}

TEST(CanvasQueries, WhatFloatsOverTheCanvasIsTakenOffItsVisibleArea) {
    Session s({QStringLiteral("canvas-covered"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    const QString ring = QStringLiteral("ring");
    s.moveMouse({1275, 715}); // no tool tip
    s.waitFor([&] {
        const Session::Canvas c = canvasOf(s, ring);
        return c.visibleArea == areaOf(c.rect);
    });
    const Session::Canvas open = canvasOf(s, ring);
    ASSERT_GT(open.visibleArea, 0);

    // A dialog: its whole rect (at least) over the canvas is gone, and comes back on closing.
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Help"), QStringLiteral("About HashLab")}));
    ASSERT_TRUE(s.waitFor([&] { return s.state().contains(QStringLiteral("modal")); }));
    const QRect dialog = rectOf(s.find(QStringLiteral("QMessageBox")));
    const qint64 overlap = areaOf(dialog & open.rect);
    ASSERT_GT(overlap, 0) << "the About box is not over the ring";
    const qint64 covered = canvasOf(s, ring).visibleArea;
    EXPECT_LE(covered, open.visibleArea - overlap);
    s.screenshot(QStringLiteral("about"));
    s.key(QStringLiteral("Escape"));
    ASSERT_TRUE(s.waitFor([&] { return !s.state().contains(QStringLiteral("modal")); }));
    EXPECT_TRUE(s.waitFor([&] { return canvasOf(s, ring).visibleArea == open.visibleArea; }))
        << canvasOf(s, ring).visibleArea << " of " << open.visibleArea;

    // Presentation mode's spotlight lies over the whole window; it covers the canvas only where
    // its outline is drawn, when it circles the canvas.
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("View"), QStringLiteral("Presentation mode")}));
    ASSERT_TRUE(
        s.waitFor([&] { return s.state().value(QStringLiteral("presentationMode")).toBool(); }));
    s.moveMouse({1200, 8}); // the menu bar's empty end: the outline is far from the canvas
    s.waitFor([&] {
        const Session::Canvas c = canvasOf(s, ring);
        return c.visibleArea == areaOf(c.rect);
    });
    const Session::Canvas apart = canvasOf(s, ring);
    ASSERT_GT(apart.visibleArea, 0);
    s.moveMouse(apart.rect.center());
    EXPECT_TRUE(s.waitFor([&] { return canvasOf(s, ring).visibleArea < apart.visibleArea; }))
        << "the spotlight around the canvas takes no pixels: " << apart.visibleArea;
    const Session::Canvas circled = canvasOf(s, ring);
    // The outline is a band 12 px wide inside the control (spotlight.cpp keeps it off the menu
    // bar and the lesson bar around the canvas).
    const qint64 outline = 12 * 2 * qint64(apart.rect.width() + apart.rect.height());
    EXPECT_LE(apart.visibleArea - circled.visibleArea, outline)
        << "more than the outline is taken: " << circled.visibleArea << " of " << apart.visibleArea;
    s.screenshot(QStringLiteral("spotlight"));
}
