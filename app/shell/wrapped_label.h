#pragma once
// A word-wrapped label whose minimum height is the height of the lines it wraps into at its
// width. Layouts size a wrapped QLabel by its one-line minimum, so in a tight column (presentation
// mode at 1280×720) the widgets beside it were squeezed below their size and the text under it
// was clipped; with its real minimum the lab scrolls instead (LabScroller).
#include <QLabel>

namespace hashlab::app {

class WrappedLabel : public QLabel {
public:
    explicit WrappedLabel(QWidget* parent = nullptr) : QLabel(parent) { setWordWrap(true); }

    QSize minimumSizeHint() const override {
        const QSize base = QLabel::minimumSizeHint();
        return width() > 0 ? QSize(base.width(), heightForWidth(width())) : base;
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        updateGeometry(); // the wrapped height follows the width
    }
};

} // namespace hashlab::app
