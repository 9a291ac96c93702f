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

    // Only while shown: a label on a hidden tab page has a width no layout gave it (100 px before
    // its first layout), and the lines it would wrap into there made the whole lab as tall as
    // that - the stacked tab pages share one minimum size.
    QSize minimumSizeHint() const override {
        const QSize base = QLabel::minimumSizeHint();
        return isVisible() && width() > 0 ? QSize(base.width(), heightForWidth(width())) : base;
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        updateGeometry(); // the wrapped height follows the width
    }
    void showEvent(QShowEvent* event) override {
        QLabel::showEvent(event);
        updateGeometry();
    }
    void hideEvent(QHideEvent* event) override {
        QLabel::hideEvent(event);
        updateGeometry();
    }
};

} // namespace hashlab::app
