#pragma once
// ContentHeightScroller: a scroll area as tall as its content where the window has the room, and
// scrolling where it has not (a 640×400 window, a long solution): a bar of text above a lab then
// never makes the window taller than the screen, and never takes the whole of a small one.
#include <QScrollArea>

namespace hashlab::app {

class ContentHeightScroller : public QScrollArea {
    Q_OBJECT
public:
    // `minLines`: the lines of text it keeps in sight however small the window.
    ContentHeightScroller(QWidget* content, int minLines, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int contentHeight() const; // at the width the content has on screen (its text wraps)
    int m_minLines;
};

} // namespace hashlab::app
