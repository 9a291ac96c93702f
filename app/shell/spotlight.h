#pragma once
// Presentation mode's spotlight: a thick, high-contrast outline around the control or canvas under
// the mouse, so a class can follow what the teacher points at on a projector. An overlay that
// ignores the mouse; it follows the pointer through an application-wide event filter.
#include <QPointer>
#include <QWidget>

namespace hashlab::app {

class Spotlight : public QWidget {
    Q_OBJECT
public:
    explicit Spotlight(QWidget* window);
    void setActive(bool on);
    bool isActive() const { return m_active; }
    QWidget* target() const { return m_target; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    bool m_active = false;
    QPointer<QWidget> m_target;

    // Also called by the tests (tests/app/shell/shell_test_access.h).
    friend class SpotlightTestAccess;
    // Circles the widget at a global position.
    void pointAt(const QPoint& globalPos);
};

} // namespace hashlab::app
