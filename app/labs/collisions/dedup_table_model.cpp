#include "dedup_table_model.h"

#include "shell/theme.h"

#include <QFont>

#include <map>

namespace hashlab::app {

DedupTableModel::DedupTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void DedupTableModel::setStore(const collisions::DedupStore* store) {
    beginResetModel();
    m_store = store;
    m_sharedHashIds.clear();
    if (store) {
        // Collision rows: any hash_id held by two or more records, lost ones included (naive's
        // victims and their overwriters), so the collision stays visible after the overwrite.
        std::map<std::string, int> count;
        for (const auto& r : store->records())
            ++count[r.hashId];
        for (const auto& [h, c] : count)
            if (c > 1)
                m_sharedHashIds.insert(h);
    }
    endResetModel();
}

void DedupTableModel::setStepRecords(std::set<std::uint64_t> ids) {
    m_stepIds = std::move(ids);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int DedupTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_store ? 0 : static_cast<int>(m_store->records().size());
}

int DedupTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

bool DedupTableModel::isCollisionRow(int row) const {
    return m_store && row >= 0 && row < rowCount() &&
           m_sharedHashIds.count(m_store->records()[static_cast<std::size_t>(row)].hashId) != 0;
}

QVariant DedupTableModel::data(const QModelIndex& index, int role) const {
    if (!m_store || !index.isValid())
        return {};
    const auto& r = m_store->records()[static_cast<std::size_t>(index.row())];
    const auto& pal = ThemeManager::instance().palette();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return QStringLiteral("#%1").arg(r.id);
        case HashIdColumn:
            return QString::fromStdString(r.hashId);
        case DataColumn:
            return QString::fromStdString(r.canonical);
        case TimesColumn:
            return tr("t%1 / t%2").arg(r.createdAt).arg(r.updatedAt);
        case FlagsColumn: {
            QStringList flags;
            if (r.collisionFlag)
                flags << tr("collision_flag");
            if (r.lost)
                flags << tr("LOST (overwritten by #%1)").arg(r.overwrittenBy);
            return flags.join(QStringLiteral(", "));
        }
        }
        return {};
    case Qt::ToolTipRole:
        return tr("hash_id %1 (full murmur3-128: %2)")
            .arg(QString::fromStdString(r.hashId), QString::fromStdString(r.fullHash));
    case Qt::ForegroundRole:
        if (r.lost)
            return pal.bad;
        return {};
    case Qt::FontRole:
        if (r.lost) {
            QFont f;
            f.setStrikeOut(true);
            return f;
        }
        if (index.column() == HashIdColumn || index.column() == DataColumn) {
            QFont f(QStringLiteral("monospace"));
            f.setStyleHint(QFont::Monospace);
            return f;
        }
        return {};
    case Qt::BackgroundRole: {
        if (m_stepIds.count(r.id)) {
            QColor c = pal.accent;
            c.setAlpha(90);
            return c;
        }
        if (isCollisionRow(index.row())) {
            QColor c = r.lost ? pal.bad : pal.warning;
            c.setAlpha(70);
            return c;
        }
        return {};
    }
    default:
        return {};
    }
}

QVariant DedupTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case IdColumn:
        return tr("physical id");
    case HashIdColumn:
        return tr("hash_id");
    case DataColumn:
        return tr("raw data (canonical)");
    case TimesColumn:
        return tr("created / updated");
    case FlagsColumn:
        return tr("flags");
    }
    return {};
}

} // namespace hashlab::app
