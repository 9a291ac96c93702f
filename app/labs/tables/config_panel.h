#pragma once
// The table's configuration: preset, m, the scheme (chaining, buckets, linear, quadratic, double,
// Robin Hood, cuckoo), hash source, the h1/h2 formulas (validated live), c1/c2, the step fix, the
// scheme's own settings (bucket size, chain end, MaxLoop) and resizing (threshold, new size,
// incremental). "Apply" asks for a new, empty table; nothing changes while a field is invalid.
#include "hashlab/tables/hash_table.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class FormulaField;
class InlineMessage;

class ConfigPanel : public QWidget {
    Q_OBJECT
public:
    explicit ConfigPanel(QWidget* parent = nullptr);

    void setConfig(const tables::ProbeConfig& config); // a probing table: no resizing (no signal)
    void setTableConfig(const tables::TableConfig& config); // shows a configuration (no signal)
    tables::ProbeConfig config() const;                     // the probe part of the fields
    tables::TableConfig tableConfig() const;                // what the fields say
    void showError(const QString& text);                    // e.g. a refusal from the model
    // The Example box shows the preset the table came from, or its placeholder (no signal).
    void showPreset(const QString& id);

    FormulaField* h1Field() const { return m_h1; }
    FormulaField* h2Field() const { return m_h2; }
    QPushButton* applyButton() const { return m_apply; }
    QComboBox* presetBox() const { return m_preset; }
    QComboBox* schemeBox() const { return m_mode; }
    QCheckBox* growBox() const { return m_grow; }
    QDoubleSpinBox* growAtBox() const { return m_growAt; }
    QCheckBox* incrementalBox() const { return m_incremental; }
    QSpinBox* slotsBox() const { return m_m; }
    InlineMessage* message() const { return m_message; }

signals:
    void applyRequested(const tables::TableConfig& config);
    void presetRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh(); // enable/disable fields for the mode, validation message, Apply state
    void retranslate();
    QComboBox *m_preset, *m_mode, *m_hash, *m_fix, *m_growTo;
    QSpinBox *m_m, *m_c1, *m_c2, *m_bucket, *m_maxLoop;
    QCheckBox *m_tail, *m_grow, *m_incremental;
    QDoubleSpinBox* m_growAt;
    FormulaField *m_h1, *m_h2;
    QPushButton* m_apply;
    InlineMessage* m_message;
    QLabel* m_modNote;
    QFormLayout* m_form;
};

} // namespace hashlab::app
