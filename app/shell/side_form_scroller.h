#pragma once
// SideFormScroller holds a lab's form of controls beside its canvas. The form scrolls vertically
// on its own (taller than a 720-line projector in presentation mode, it would push the canvas and
// its step player off screen), never horizontally, and is as wide as `preferred` or as its own
// minimum if that is wider: a fixed cap clipped the buttons at the form's right edge where the
// presentation type and Chinese labels made a row wider than the cap.
#include <QScrollArea>

namespace hashlab::app {

class SideFormScroller : public QScrollArea {
    Q_OBJECT
public:
    SideFormScroller(QWidget* form, int preferred, QWidget* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitWidth();
    int m_preferred;
};

} // namespace hashlab::app
