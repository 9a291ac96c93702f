#pragma once
// The sentences above the hash-table canvas: what the stage on screen does, in words a student
// reads (the operation and its home cell, the cell visited and what happened there, the key
// moved by a rehash, the outcome). Built from the frame and the trace only.
#include "scheme_model.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace hashlab::app {

struct SchemeCaption {
    QString headline; // large: the operation and the stage
    QString detail;   // under it: what happened, the counts
    bool failed = false;
};

class SchemeCaptions {
    Q_DECLARE_TR_FUNCTIONS(hashlab::app::SchemeCaptions)
public:
    static SchemeCaption caption(const tables::HashTable& table, const SchemeFrame& frame);
    // "T1[9]", "slot 3", "bucket 2", "ht[1][4]" for the scheme and the tables on screen.
    static QString cellName(const tables::TableConfig& config, const tables::Cell& cell,
                            std::size_t tables);
    // The label of table i of a frame: "T1", "old table (m = 8)", "ht[0] (old, m = 4)".
    static QString tableLabel(const tables::TableConfig& config, const tables::TraceFrame& f,
                              std::size_t i);
    // "separate chaining, h(k) = k % m" and its parameters, without an operation.
    static QString schemeTitle(const tables::TableConfig& config);

private:
    // caption() of each kind of stage.
    static SchemeCaption startCaption(const tables::TableConfig& c, const SchemeFrame& sf);
    static SchemeCaption rehashCaption(const SchemeFrame& sf);
    static SchemeCaption visitCaption(const tables::TableConfig& c, const SchemeFrame& sf);
    static SchemeCaption resizeCaption(const SchemeFrame& sf);
    static SchemeCaption doneCaption(const tables::TableConfig& c, const SchemeFrame& sf);
    static QStringList displacements(const tables::TableConfig& c, const SchemeFrame& sf);
    static QString outcomeText(const tables::TableConfig& c, const SchemeFrame& sf);
    static QString opPrefix(const SchemeFrame& sf);
    static QString opHeadline(const SchemeFrame& sf);
    static QString inHandText(const std::vector<std::string>& keys);
};

} // namespace hashlab::app
