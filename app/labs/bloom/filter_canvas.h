#pragma once
// The common frame of the cuckoo, scalable and xor canvases: the lines of text on top (the
// filter's numbers, then what the step on screen does) and the subclass's drawing below, painted
// from (model state, step index) only. The lines are public so tests read what is drawn.
#include <QStringList>
#include <QWidget>

namespace hashlab::app {

class FiltersModel;

class FilterCanvas : public QWidget {
    Q_OBJECT
public:
    explicit FilterCanvas(const FiltersModel* model, QWidget* parent = nullptr);
    void setStep(int index);
    int step() const { return m_step; }
    // The header as drawn at the current step (translated).
    virtual QStringList lines() const = 0;
    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {320, 240}; }

protected:
    void paintEvent(QPaintEvent*) override;
    virtual void paintBody(QPainter& p, const QRectF& area) = 0;
    QFont textFont(double points) const; // the widget's font at points × the theme's font scale
    double headerHeight() const;
    // A query's answer for `key`, judged against the words the lab knows it inserted.
    QString verdict(bool maybe, const std::string& key) const;
    // "measured FP x % over 20,000 never-inserted words · <theory>", x with `decimals`.
    QString measuredLine(int decimals, const QString& theory) const;
    // The width f of the filter's fingerprints (cuckoo or xor), which hexFp pads to.
    unsigned fpBits() const;

    const FiltersModel* m_model;
    int m_step = 0;
};

// Fingerprints are shown in hex, as the cuckoo and xor papers print them, zero-padded to their
// width of `bits` (hashlab/bloom/fingerprint_text.h).
QString hexFp(std::uint32_t fp, unsigned bits);

} // namespace hashlab::app
