#pragma once
// The pseudocode panel beside the hash-table lab's table: the insert, find or delete listing of
// the scheme (or the growth and Redis's incremental rehash step), short, monospace, numbered,
// with the line the player is at highlighted. Which line: core's pseudocodeLine()
// (core/include/hashlab/tables/pseudocode.h); the wording here, in tr() for both languages.
#include "hashlab/tables/hash_table.h"
#include "hashlab/tables/pseudocode.h"
#include "hashlab/tables/table.h"
#include "hashlab/tables/trace_frames.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace hashlab::app {

class CodeView;

class PseudocodePanel : public QWidget {
    Q_OBJECT
public:
    explicit PseudocodePanel(QWidget* parent = nullptr);

    using QWidget::show;
    // The listing of trace->op for config.scheme at `stage` (a Rehash or Resize stage shows the
    // rehash or growth listing). No trace: the scheme's insert listing, nothing highlighted.
    void show(const tables::TableConfig& config, const tables::OpTrace* trace,
              const tables::Stage& stage);
    // The probing lab's trace: step 0 before the first probe, k after k probes.
    void showProbe(const tables::Trace* trace, int step);

    QStringList lines() const; // the listing as shown (numbers not included)
    QString title() const;
    tables::Listing listing() const { return m_listing; }

    // The wording of a listing: one entry per line, indented by two spaces per level.
    static QStringList listingLines(tables::Listing listing, const tables::TableConfig* config);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    QLabel* m_title;
    CodeView* m_code;
    tables::Listing m_listing = tables::Listing::OpenInsert;
    std::optional<tables::TableConfig> m_config;
    int m_line = -1;

    // Read by the tests only (tests/app/tables/tables_test_access.h).
    friend class PseudocodePanelTestAccess;
    int currentLine() const; // -1: none
    // The highlighted line's rectangle in this panel's coordinates; empty if none.
    QRect lineRect(int line) const;
};

} // namespace hashlab::app
