#pragma once
// BloomModel: the Bloom lab's state over hashlab::bloom.
//
// Data flow: a user action (insert, query, naive delete, counting remove, reconfigure) becomes
// one QUndoCommand; the command calls the model, the model calls core (BloomFilter::traceInsert,
// traceQuery, traceRemove, clearCell) and stores the returned OpTrace. The view draws the filter
// and the trace at the step player's index - it never derives an index itself. Each command keeps
// a snapshot of the whole (small) model state before and after, so undo and redo are exact.
// The lab knows the truth (the set of words it inserted), which is how it can call a "maybe" a
// false positive - and a "definitely not" after a naive delete a false negative.
#include "hashlab/bloom/filter.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

class QUndoStack;

namespace hashlab::app {

// What a query verdict means, given the truth.
enum class Verdict { None, DefinitelyNot, MaybePresent, FalsePositive, FalseNegative };

class BloomModel : public QObject {
    Q_OBJECT
public:
    static constexpr std::uint64_t kMaxCanvasCells = 4096; // the bit-array canvas shows a grid
    static constexpr int kMaxWordLength = 64;

    struct Snapshot {
        bloom::BloomFilter filter;
        std::vector<std::string> words; // the truth: inserted and not removed
        std::optional<bloom::OpTrace> trace;
        nlohmann::json log = nlohmann::json::array(); // the operations, replayed by loadState
        int wordsDelta = 0; // how the traced operation changed the number of stored words
    };
    // The filter's numbers as the step player shows them: before the trace's last step the
    // cells it has not reached yet and the word it adds or removes are not counted.
    struct Shown {
        std::size_t words = 0;
        double fillRatio = 0;
    };

    explicit BloomModel(QObject* parent = nullptr);

    QUndoStack* undoStack() const { return m_undo; }
    const bloom::BloomFilter& filter() const { return m_s.filter; }
    const std::vector<std::string>& words() const { return m_s.words; }
    const std::optional<bloom::OpTrace>& trace() const { return m_s.trace; }
    bool contains(const std::string& word) const;
    Verdict verdict() const; // of the last trace, if it is a query
    // A cell's value at the step index: what the trace's steps before the index left there.
    unsigned cellAt(std::uint64_t index, int step) const;
    Shown shownAt(int step) const;

    // Each returns "" or a translated explanation (and changes nothing on error).
    QString configure(const bloom::FilterConfig& config);
    QString insert(const QString& word);
    QString query(const QString& word);  // not undoable: it changes no state but the trace shown
    QString remove(const QString& word); // counting filter: decrement
    QString naiveDelete(const QString& word); // plain filter: clear the word's bits
    // Plain filter: clear one set bit (a click on the canvas). The stored words that used it
    // now test "definitely not": false negatives.
    QString clearBit(std::uint64_t index);
    QStringList wordsUsingCell(std::uint64_t index) const;
    static QString validateConfig(const bloom::FilterConfig& config);

    // Two demo words that share a cell under the current configuration (for "Why not delete?").
    std::pair<QString, QString> sharingPair() const;

    nlohmann::json saveState() const;
    QString loadState(const nlohmann::json& state);

    // Used by the undo commands only.
    const Snapshot& snapshot() const { return m_s; }
    void restore(const Snapshot& s);

signals:
    void changed();

private:
    QString validateWord(const QString& word) const;
    QString pushChange(const QString& text, const std::function<void(Snapshot&)>& change);
    static bool apply(Snapshot& s, const nlohmann::json& op, QString* error);

    Snapshot m_s;
    QUndoStack* m_undo;
};

QString verdictText(Verdict v);

} // namespace hashlab::app
