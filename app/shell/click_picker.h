#pragma once
// ClickPicker: a choice among a lab's canvas targets (a slot, a bit, a node's point), for a
// lesson's "click it" question and anything else that waits for one (the "your turn" exercises).
// A transparent layer over the canvas while it waits: a click on a candidate picks it; from the
// keyboard (the key map's "choice on the canvas" rows) Tab / Shift+Tab or the arrow keys move a
// ring over the candidates in reading order and Enter picks the ringed one. The window's StepKeys
// sends those keys here wherever the focus is; with the focus here the layer reads them itself. It
// draws only the ring; the lab draws everything else and says where its candidates are
// (LabPage::clickTargets). A screen reader hears the ringed candidate as the layer's name.
#include "key_map.h"
#include "lab_page.h"

#include <QPointer>
#include <QWidget>

namespace hashlab::app {

// How a candidate id reads in a sentence: "slot:3" -> "slot 3", "t2:3" -> "slot 3 of T2",
// "bit:17" -> "bit 17", "node:C" -> "node C"; anything else as it is.
QString clickTargetLabel(const QString& id);

class ClickPicker : public QWidget {
    Q_OBJECT
public:
    explicit ClickPicker(QWidget* parent = nullptr);

    // Covers `targets.widget` and takes the focus; an empty set hides the layer.
    void start(const LabPage::ClickTargets& targets);
    void stop();
    bool active() const { return isVisible(); }
    // The candidates' ids in keyboard order, and the highlighted one ("" for none).
    const QStringList& ids() const { return m_ids; }
    QString highlighted() const { return m_current < 0 ? QString() : m_ids.at(m_current); }
    // Moves the highlight by `delta` candidates (wrapping), as Tab and the arrows do.
    void moveHighlight(int delta);
    // Does a canvas-target command of the key map (next, previous, choose); false for others.
    bool perform(KeyCommand command);

signals:
    void picked(const QString& id);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString idAt(const QPointF& pos) const;
    void follow(); // the canvas moved or resized: cover it again
    QPointer<QWidget> m_canvas;
    QList<LabPage::ClickTarget> m_targets;
    QStringList m_ids; // distinct, in reading order of their first area
    int m_current = -1;
};

} // namespace hashlab::app
