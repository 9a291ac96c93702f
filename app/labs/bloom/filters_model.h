#pragma once
// FiltersModel: the Bloom lab's state when it shows a filter beyond Bloom - a cuckoo filter, a
// scalable Bloom filter or an xor filter (hashlab/bloom/cuckoo_filter.h, scalable_filter.h,
// xor_filter.h). Kind Bloom means "BloomModel shows the filter": this model then holds nothing.
//
// It follows BloomModel's design: every user action is one QUndoCommand on the lab's one undo
// stack holding whole snapshots before and after, a refused action pushes nothing, and the saved
// state is the configuration plus the operation log, replayed on load. The truth (the words
// inserted and not removed) is what lets the lab refuse the cuckoo filter's hazardous delete of a
// never-inserted word; only the "unchecked-remove" operation of the hazard demo does it anyway.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/deletion.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/xor_filter.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

class QUndoStack;

namespace hashlab::app {

enum class FilterKind { Bloom, Cuckoo, Scalable, Xor };

struct FiltersConfig {
    FilterKind kind = FilterKind::Bloom;
    bloom::CuckooConfig cuckoo{16, 8, 4, 500, 1};
    bloom::ScalableConfig scalable{4, 0.02, 2, 0.8, 1};
    unsigned xorBits = 8;
    std::uint64_t xorSeed = 1;
};

class FiltersModel : public QObject {
    Q_OBJECT
public:
    static constexpr std::uint64_t kMaxCuckooCanvasEntries = 256; // bucket rows on the canvas
    static constexpr std::uint64_t kMaxScalableInitial = 1000;
    static constexpr std::size_t kMaxXorWords = 100;
    static constexpr std::size_t kMaxOps = 10000;
    // Never-inserted probe words a measured FP rate is taken over.
    static constexpr int kProbeQueries = 20000;

    struct Snapshot {
        FiltersConfig config;
        std::optional<bloom::CuckooFilter> cuckoo, cuckooBefore; // before: as the trace began
        std::optional<bloom::CuckooTrace> cuckooTrace;
        std::optional<bloom::ScalableBloomFilter> scalable;
        std::optional<bloom::XorFilter> xorFilter; // built; until then the words are the set
        std::optional<bloom::XorBuildTrace> xorTrace;
        std::optional<bool> lastQuery; // the last query's answer (scalable and xor)
        std::string lastKey;
        bloom::InsertedWords inserted;
        nlohmann::json log = nlohmann::json::array();
    };

    FiltersModel(QUndoStack* undo, QObject* parent = nullptr);

    FilterKind kind() const { return m_s.config.kind; }
    const FiltersConfig& config() const { return m_s.config; }
    const Snapshot& snapshot() const { return m_s; }
    const bloom::InsertedWords& inserted() const { return m_s.inserted; }
    // Steps of the trace on screen: cuckoo (derivation, kicks, result) or xor build (failed
    // attempts, peel, assignment); 0 otherwise.
    int stepCount() const;
    // Never-inserted probe words the filter answers "maybe" for, out of kProbeQueries.
    double measuredFp() const { return m_measuredFp; }
    static double probeFp(const Snapshot& s);

    static QString validate(const FiltersConfig& c);
    // Each returns "" or a translated explanation (changing nothing).
    QString configure(const FiltersConfig& c);
    QString insert(const QString& word);
    // The next `count` words w0, w1, … not stored yet, as one undo step; stops at the first
    // refusal (keeping the words before it) and returns its explanation.
    QString insertGenerated(int count);
    QString query(const QString& word);
    QString remove(const QString& word);
    QString buildXor();
    // The hazard demo's delete, which the lab refuses: remove whatever the word's fingerprint
    // matches, inserted or not.
    QString uncheckedRemove(const QString& word);
    // A stored word whose fingerprint and bucket pair a never-inserted candidate shares (for the
    // hazard demo), or nullopt.
    struct Impostor {
        QString stored, impostor;
    };
    std::optional<Impostor> findImpostor() const;
    // Why a cuckoo delete of `word` is refused, or "" when it is stored.
    static QString removeRefusal(const Snapshot& s, const std::string& word);

    nlohmann::json saveState() const;
    QString loadState(const nlohmann::json& state); // absent kind: Bloom (files before filters)
    void restore(const Snapshot& s);

signals:
    void changed();

private:
    enum class Outcome { Done, Refused, Invalid };
    QString perform(const nlohmann::json& op, const QString& undoText);
    QString wordOp(const char* op, const QString& word, const QString& undoText);
    static Outcome apply(Snapshot& s, const nlohmann::json& op, QString* message);
    static Snapshot fresh(const FiltersConfig& c);

    Snapshot m_s;
    QUndoStack* m_undo;
    double m_measuredFp = 0;
};

QString filterKindName(FilterKind k); // "cuckoo", "scalable", "xor" ("" for Bloom)

} // namespace hashlab::app
