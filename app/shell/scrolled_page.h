#pragma once
// A tab page taller than the room a short screen leaves it (a 1280×720 projector in presentation
// mode) scrolls inside its tab. A tab widget is as tall as its tallest page, so a page that only
// grew would make the whole lab scroll, on every tab, and push the canvas's step player out of
// sight.
#include <QScrollArea>

namespace hashlab::app {

inline QScrollArea* scrolledPage(QWidget* page) {
    auto* s = new QScrollArea;
    s->setWidget(page);
    s->setWidgetResizable(true);
    s->setFrameShape(QFrame::NoFrame);
    return s;
}

} // namespace hashlab::app
