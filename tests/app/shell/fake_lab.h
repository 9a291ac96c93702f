#pragma once
// A minimal LabPage for shell tests: one integer of state, drawn as a coloured square, with an
// undoable "increment" so the shell's undo menu, scenarios and exporter can be driven end to end.
#include "shell/lab_page.h"

#include <QPainter>
#include <QUndoStack>

namespace hashlab::test {

class FakeLab : public app::LabPage {
public:
    explicit FakeLab(QWidget* parent = nullptr) : LabPage(parent), m_undo(new QUndoStack(this)) {}
    QString labId() const override { return QStringLiteral("fake"); }
    QString title() const override { return QStringLiteral("Fake"); }
    nlohmann::json saveState() const override { return {{"value", m_value}}; }
    QString loadState(const nlohmann::json& state) override {
        auto it = state.find("value");
        if (it == state.end() || !it->is_number_integer() || it->get<int>() < 0)
            return QStringLiteral("value: must be a non-negative integer");
        m_value = it->get<int>();
        update();
        return {};
    }
    QUndoStack* undoStack() override { return m_undo; }
    int value() const { return m_value; }
    void setValue(int v) {
        m_value = v;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        p.fillRect(QRect(0, 0, width() / 2, height() / 2), QColor(0, 114, 178));
        p.setPen(Qt::black);
        p.drawText(QRect(width() / 2, height() / 2, width() / 2, height() / 2), Qt::AlignCenter,
                   QStringLiteral("value %1").arg(m_value));
    }

private:
    QUndoStack* m_undo;
    int m_value = 0;
};

} // namespace hashlab::test
