#pragma once
// The dedup store as a table: physical id, hash_id, data, created/updated, flags. Every record
// ever stored is a row; colours come from the theme: rows that share a hash_id with another live
// record (coexist) or were overwritten (naive) are highlighted, lost records are struck through in
// red, and the records the current step looks at are marked.
#include "hashlab/collisions/dedup_store.h"

#include <QAbstractTableModel>

#include <set>

namespace hashlab::app {

class DedupTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IdColumn, HashIdColumn, DataColumn, TimesColumn, FlagsColumn, ColumnCount };
    explicit DedupTableModel(QObject* parent = nullptr);

    void
    setStore(const collisions::DedupStore* store);    // reset; the store outlives the next setStore
    void setStepRecords(std::set<std::uint64_t> ids); // records of the current step

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

    // Rows whose hash_id another record shares (collision rows).
    bool isCollisionRow(int row) const;
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }

private:
    const collisions::DedupStore* m_store = nullptr;
    std::set<std::string> m_sharedHashIds;
    std::set<std::uint64_t> m_stepIds;
};

} // namespace hashlab::app
