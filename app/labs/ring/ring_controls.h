#pragma once
// The ring lab's form: the node list as at the stage shown (add with name and weight, add N
// auto-named nodes, remove, mark failed), vnodes, keys, key hash and algorithm. Every change goes
// through RingModel (one undo command each); a refused input shows an InlineMessage and changes
// nothing.
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class InlineMessage;
class RingModel;

class RingControls : public QWidget {
    Q_OBJECT
public:
    explicit RingControls(RingModel* model, QWidget* parent = nullptr);

    // For tests, which drive the form as a user does.
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* weightEdit() const { return m_weight; }
    QPushButton* addButton() const { return m_add; }
    QPushButton* removeButton() const { return m_remove; }
    QPushButton* failButton() const { return m_fail; }
    QSpinBox* countBox() const { return m_count; } // how many nodes "Add N nodes" adds
    QPushButton* addManyButton() const { return m_addMany; }
    QListWidget* nodeList() const { return m_nodes; }
    QSpinBox* vnodesBox() const { return m_vnodes; }
    QSpinBox* keysBox() const { return m_keys; }
    QComboBox* algoBox() const { return m_algo; }
    QComboBox* hashBox() const { return m_hash; }
    QDoubleSpinBox* epsilonBox() const { return m_epsilon; } // bounded only
    QSpinBox* replicasBox() const { return m_replicas; }
    QLabel* replicaCounts() const { return m_replicaCounts; } // shown with replicas > 1
    QLineEdit* rackEdit() const { return m_rack; }            // the selected node's rack
    QPushButton* setRackButton() const { return m_setRack; }
    QCheckBox* rackAwareBox() const { return m_rackAware; }
    QPushButton* failRackButton() const { return m_failRack; } // the selected node's rack
    InlineMessage* message() const { return m_message; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The constructor's steps.
    void configureBoxes();
    void buildLayout();
    void connectNodeActions();
    void connectSettings();
    void retranslate();
    void syncFromModel();
    void report(const QString& error);
    QString selectedNode() const;
    QString replicaText() const;
    QString redisNote() const; // the slot rule and which nodes hold the larger share

    RingModel* m_model;
    QListWidget* m_nodes;
    QLineEdit *m_name, *m_weight;
    QPushButton *m_add, *m_remove, *m_fail, *m_addMany;
    QSpinBox* m_count;
    QLabel* m_countLabel;
    QSpinBox *m_vnodes, *m_keys;
    QComboBox *m_hash, *m_algo;
    QDoubleSpinBox* m_epsilon;
    QLabel* m_epsilonLabel;
    QSpinBox* m_replicas;
    QLabel *m_replicasLabel, *m_replicaCounts;
    QLabel *m_nodesLabel, *m_nameLabel, *m_weightLabel, *m_vnodesLabel, *m_keysLabel, *m_hashLabel,
        *m_algoLabel, *m_algoNote = nullptr;
    QLineEdit* m_rack;
    QPushButton *m_setRack, *m_failRack;
    QCheckBox* m_rackAware;
    QLabel* m_rackLabel;
    InlineMessage* m_message;
};

} // namespace hashlab::app
