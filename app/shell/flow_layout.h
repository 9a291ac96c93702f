#pragma once
// A layout that places its items left to right at their preferred widths (at most the row's, an
// item with height-for-width as tall as that width needs) and starts a new row where the next one
// does not fit: a lesson question's choices take one row when they fit the
// bar (every row the bar takes is a row the canvas loses) and never widen the window when they
// do not (a grid of two columns made it 1,374 px wide at a 1,280 px projector).
#include <QLabel>
#include <QLayout>
#include <QList>

namespace hashlab::app {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;

private:
    int place(const QRect& rect, bool apply) const; // the height the rows take
    QList<QLayoutItem*> m_items;
    int m_gap;
};

// A word-wrapped label that asks a FlowLayout for its text on one line: it shares a row with the
// answers when the row holds it, and takes a row of its own (wrapped) when not.
class FlowLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize sizeHint() const override;
};

} // namespace hashlab::app
