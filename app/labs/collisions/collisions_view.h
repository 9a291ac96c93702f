#pragma once
// The write-path canvas: one card per step of the last write's trace (canonicalise, hash,
// truncate, look up, compare, apply). Cards up to the step player's index are shown with their
// numbers, the current one outlined; later cards are greyed. Pure rendering of (trace, index).
#include "hashlab/collisions/dedup_store.h"

#include <QWidget>

#include <optional>

namespace hashlab::app {

class WritePathView : public QWidget {
    Q_OBJECT
public:
    explicit WritePathView(QWidget* parent = nullptr);
    void setTrace(const std::optional<collisions::WriteTrace>& trace, int bits,
                  collisions::Strategy strategy);
    void setStepIndex(int index); // 0 = before the first step, steps().size() = all shown
    QSize sizeHint() const override { return {520, 420}; }

    // The translated title and body of a step (also used by tests and the status line).
    QString stepTitle(const collisions::WriteStep& step) const;
    QString stepBody(const collisions::WriteStep& step) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<collisions::WriteTrace> m_trace;
    int m_bits = 128;
    collisions::Strategy m_strategy = collisions::Strategy::Coexist;
    int m_index = 0;

    // Read by the tests only (tests/app/collisions/collisions_test_access.h).
    friend class WritePathViewTestAccess;
    int stepIndex() const { return m_index; }
};

} // namespace hashlab::app
