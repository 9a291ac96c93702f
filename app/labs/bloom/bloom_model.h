#pragma once
// BloomModel: the Bloom lab's state over hashlab::bloom.
//
// Data flow: a user action (insert, query, naive delete, counting remove, reconfigure) becomes
// one QUndoCommand; the command calls the model, the model calls core (BloomFilter::traceInsert,
// traceQuery, traceRemove, clearCell) and stores the returned OpTrace. The view draws the filter
// and the trace at the step player's index - it never derives an index itself. Each command keeps
// a snapshot of the whole (small) model state before and after, so undo and redo are exact; an
// operation that fails or is refused pushes no command and changes nothing.
// The lab knows the truth (the multiset of words it inserted), which is how it can call a "maybe"
// a false positive - a "definitely not" after a naive delete a false negative - and how it keeps
// the one deletion policy (hashlab/bloom/deletion.h): only a stored word may be removed, once per
// insertion. The saved state is the operation log; replaying it rebuilds the multiset.
#include "hashlab/bloom/deletion.h"
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
        bloom::InsertedWords inserted; // the truth: inserted and not removed, with repeats
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
    // The stored words, each once, in the order of first insertion.
    std::vector<std::string> words() const { return m_s.inserted.distinct(); }
    const bloom::InsertedWords& inserted() const { return m_s.inserted; }
    const std::optional<bloom::OpTrace>& trace() const { return m_s.trace; }
    bool contains(const std::string& word) const;
    Verdict verdict() const; // of the last trace, if it is a query
    // A cell's value at the step index: what the trace's steps before the index left there.
    unsigned cellAt(std::uint64_t index, int step) const;
    Shown shownAt(int step) const;

    // Each returns "" or a translated explanation (and changes nothing, pushing no undo step, on
    // error or refusal).
    QString configure(const bloom::FilterConfig& config);
    QString insert(const QString& word);
    // An imported word list (File → Import…): every word inserted, in one undo step; the first
    // word refused (empty once trimmed, over 64 characters) or a log past 10,000 operations
    // refuses them all.
    QString insertAll(const std::vector<std::string>& words);
    QString query(const QString& word); // not undoable: it changes no state but the trace shown
    // Counting filter: decrement. Refused (naming the stored words it would hit) unless the
    // word is stored.
    QString remove(const QString& word);
    // Plain filter: clear the word's bits. Refused likewise unless the word is stored; clearing a
    // stored word's bits is the hazard the lab demonstrates on the other stored words.
    QString naiveDelete(const QString& word);
    // Plain filter: clear one set bit (a click on the canvas). The stored words that used it
    // now test "definitely not": false negatives.
    QString clearBit(std::uint64_t index);
    QStringList wordsUsingCell(std::uint64_t index) const;
    static QString validateConfig(const bloom::FilterConfig& config);

    // Two demo words that share a cell on the filter shown (for "Why not delete?"), with the
    // cells they share; nullopt if no two demo words do.
    struct SharingPair {
        QString first, second;
        std::vector<std::uint64_t> shared;
    };
    std::optional<SharingPair> sharingPair() const;
    // A demo word that is neither of `exclude`.
    static QString demoWord(const QStringList& exclude);

    nlohmann::json saveState() const;
    QString loadState(const nlohmann::json& state);

    // Used by the undo commands only.
    const Snapshot& snapshot() const { return m_s; }
    void restore(const Snapshot& s);

signals:
    void changed();

private:
    QString validateWord(const QString& word) const;
    enum class Outcome { Done, Refused, Invalid };
    // Applies `op` as one undoable user action, unless apply() fails or refuses it.
    QString perform(const nlohmann::json& op, const QString& undoText);
    // Applies one logged operation; on Refused or Invalid `message` says why.
    static Outcome apply(Snapshot& s, const nlohmann::json& op, QString* message);

    Snapshot m_s;
    QUndoStack* m_undo;
};

QString verdictText(Verdict v);

} // namespace hashlab::app
