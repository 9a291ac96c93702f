#pragma once
// The configuration row's parameters for the filters beyond Bloom, one page per kind: cuckoo
// (n, fingerprint bits f, bucket size b, max kicks), scalable Bloom (P0, initial n0, growth s,
// tightening r) and xor (f = 8 or 16). The Bloom variants keep the lab's own m and k spin boxes.
#include "filters_model.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;

namespace hashlab::app {

class FiltersParams : public QWidget {
    Q_OBJECT
public:
    explicit FiltersParams(QWidget* parent = nullptr);
    // The page of `kind` (Bloom: an empty page).
    void showKind(FilterKind kind);
    FiltersConfig config(FilterKind kind) const;
    void setConfig(const FiltersConfig& c);

    QSpinBox* cuckooN() const { return m_cn; }
    QSpinBox* cuckooBits() const { return m_cf; }
    QSpinBox* cuckooBucket() const { return m_cb; }
    QSpinBox* cuckooKicks() const { return m_ck; }
    QDoubleSpinBox* scalableP() const { return m_sp; }
    QSpinBox* scalableInitial() const { return m_sn; }
    QComboBox* scalableGrowth() const { return m_ss; }
    QDoubleSpinBox* scalableTightening() const { return m_sr; }
    QComboBox* xorBits() const { return m_xf; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    QStackedWidget* m_pages;
    QSpinBox *m_cn, *m_cf, *m_cb, *m_ck, *m_sn;
    QDoubleSpinBox *m_sp, *m_sr;
    QComboBox *m_ss, *m_xf;
    QList<QLabel*> m_labels;
};

} // namespace hashlab::app
