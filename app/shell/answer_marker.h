#pragma once
// AnswerMarker: when a "click it" question is settled, the right candidate is ringed on the
// lab's canvas, and the ring draws itself in (it closes in from three times its size while it
// fades up) so the class sees where to look. With Reduce motion it is simply there. It never
// takes a click or the focus; the next step removes it.
#include "lab_page.h"

#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

namespace hashlab::app {

class AnswerMarker : public QWidget {
    Q_OBJECT
public:
    explicit AnswerMarker(QWidget* parent = nullptr);

    // Rings every area of `targets` whose id is `id` (a candidate may own several, such as a
    // node's points on the ring). No such candidate: nothing is shown.
    void mark(const LabPage::ClickTargets& targets, const QString& id);
    // The same for the page's targets, read again whenever the canvas changes size (F11, the
    // presentation drawer, a resized window): the ring stays on its candidate, not where the
    // candidate was drawn before the layout changed.
    void mark(LabPage* page, const QString& id);
    void clear();
    // 0 when the ring starts drawing in, 1 once it is in place.
    double progress() const { return m_progress; }
    QList<QRectF> areas() const { return m_areas; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void follow(); // re-reads the areas from m_page after the canvas's layout changed
    QPointer<QWidget> m_canvas;
    QPointer<LabPage> m_page; // where the areas come from, when mark(page, …) was used
    QString m_id;
    bool m_following = false; // a follow() is queued
    QList<QRectF> m_areas;
    QVariantAnimation m_animation;
    double m_progress = 1.0;

    // Read by the tests only (tests/app/shell/shell_test_access.h).
    friend class AnswerMarkerTestAccess;
    bool marking() const { return isVisible(); }
};

} // namespace hashlab::app
