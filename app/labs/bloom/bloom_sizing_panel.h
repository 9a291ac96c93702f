#pragma once
// Sizing what-if: n and p → m, k and the memory (bits, bytes, KiB/MiB/GiB); or n and m → k and p.
// Recomputes on every edit through hashlab::bloom::sizeForRate / sizeForBits, and plots the
// classic rate against k with the optimum marked. Bad input shows an inline message.
#include <QWidget>

class QLineEdit;
class QRadioButton;
class QLabel;
class QSpinBox;
class QCustomPlot;
class QFormLayout;

namespace hashlab::app {

class InlineMessage;

class BloomSizingPanel : public QWidget {
    Q_OBJECT
public:
    explicit BloomSizingPanel(QWidget* parent = nullptr);
    QLineEdit* nEdit() const { return m_n; }
    QLineEdit* pEdit() const { return m_p; }
    QLineEdit* mEdit() const { return m_m; }
    QSpinBox* kSpin() const { return m_k; }
    QRadioButton* fromPButton() const { return m_fromP; }
    InlineMessage* message() const { return m_message; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void recompute();
    void retranslate();
    void restylePlot();

    QLineEdit *m_n, *m_p, *m_m;
    QSpinBox* m_k;
    QRadioButton *m_fromP, *m_fromM;
    QLabel *m_result, *m_title;
    QFormLayout* m_form;
    InlineMessage* m_message;
    QCustomPlot* m_plot;

    // Read by the tests only (tests/app/bloom/bloom_test_access.h).
    friend class BloomSizingPanelTestAccess;
    QString resultText() const; // the result lines
};

} // namespace hashlab::app
