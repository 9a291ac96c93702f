#pragma once
// A tab page taller than the room a short screen leaves it (a 1280×720 projector in presentation
// mode) scrolls inside its tab. A tab widget is as tall as its tallest page, so a page that only
// grew would make the whole lab scroll, on every tab, and push the canvas's step player out of
// sight.
#include <QScrollArea>

namespace hashlab::app {

// `page` in a frameless, resizable scroll area. The mouse wheel over the page's plots scrolls the
// page: QCustomPlot keeps wheel events it does not zoom with, so a page scrolled only where no
// plot was (call it after the page has its plots).
QScrollArea* scrolledPage(QWidget* page);

} // namespace hashlab::app
