#pragma once
// LabScroller holds one lab page in the main window. The page fills the viewport, and a page whose
// minimum size is larger than the window (a 768-line laptop, a 1280×720 projector in presentation
// mode) scrolls instead of pushing the window past the edges of the screen.
//
// QScrollArea's widgetResizable mode is not used because it sizes a page whose layout has
// height-for-width (any word-wrapped label) to its *preferred* height, which scrolls pages that
// would fit.
#include <QScrollArea>

namespace hashlab::app {

class LabScroller : public QScrollArea {
    Q_OBJECT
public:
    explicit LabScroller(QWidget* parent = nullptr);
    void setPage(QWidget* page);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitPage();
};

} // namespace hashlab::app
