#pragma once
// The ring lab's request workload (docs/ring.md "Skewed load"): off, uniform or Zipf(s) over the
// keys, or an imported key file's own request counts; how many requests, an optional hot key with a
// share of them, and a per-node request capacity. Every change is one RingModel::setWorkload
// (undoable, saved in scenarios).
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace hashlab::app {

class InlineMessage;
class RingModel;
struct RingWorkload;

class RingWorkloadControls : public QWidget {
    Q_OBJECT
public:
    explicit RingWorkloadControls(RingModel* model, QWidget* parent = nullptr);

    QComboBox* kindBox() const { return m_kind; } // off, uniform, Zipf, imported counts
    QDoubleSpinBox* sBox() const { return m_s; }
    QSpinBox* requestsBox() const { return m_requests; }
    QDoubleSpinBox* hotShareBox() const { return m_hotShare; } // percent of the requests
    QSpinBox* hotKeyBox() const { return m_hotKey; }
    QSpinBox* capacityBox() const { return m_capacity; } // 0: none
    InlineMessage* message() const { return m_message; }

protected:
    void changeEvent(QEvent* event) override;

private:
    RingWorkload fromWidgets() const;
    void apply();
    void syncFromModel();
    void retranslate();

    RingModel* m_model;
    QComboBox* m_kind;
    QDoubleSpinBox *m_s, *m_hotShare;
    QSpinBox *m_requests, *m_hotKey, *m_capacity;
    QLabel *m_title, *m_sLabel, *m_requestsLabel, *m_hotLabel, *m_hotKeyLabel, *m_capacityLabel;
    InlineMessage* m_message;
};

} // namespace hashlab::app
