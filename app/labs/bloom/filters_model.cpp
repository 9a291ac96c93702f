#include "filters_model.h"

#include "hashlab/bloom/fingerprint_text.h"

#include "bloom_snapshot_command.h"

#include "shell/core_text.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {

QString trm(const char* s) {
    return QCoreApplication::translate("hashlab::app::FiltersModel", s);
}

std::string probeWord(int i) {
    return "probe-" + std::to_string(i); // the lab's words never contain this prefix and a number
}

} // namespace

QString filterKindName(FilterKind k) {
    switch (k) {
    case FilterKind::Cuckoo:
        return QStringLiteral("cuckoo");
    case FilterKind::Scalable:
        return QStringLiteral("scalable");
    case FilterKind::Xor:
        return QStringLiteral("xor");
    case FilterKind::Bloom:
        break;
    }
    return {};
}

FiltersModel::FiltersModel(QUndoStack* undo, QObject* parent)
    : QObject(parent), m_s(fresh({})), m_undo(undo) {}

FiltersModel::Snapshot FiltersModel::fresh(const FiltersConfig& c) {
    Snapshot s;
    s.config = c;
    if (c.kind == FilterKind::Cuckoo)
        s.cuckoo = std::move(CuckooFilter::create(c.cuckoo)).value();
    if (c.kind == FilterKind::Scalable)
        s.scalable = std::move(ScalableBloomFilter::create(c.scalable)).value();
    return s;
}

QString FiltersModel::validate(const FiltersConfig& c) {
    if (c.kind == FilterKind::Cuckoo) {
        if (Status st = bloom::validate(c.cuckoo); !st)
            return coreError(st.error());
        if (cuckooBuckets(c.cuckoo) * c.cuckoo.bucket > kMaxCuckooCanvasEntries)
            return trm("n: the canvas draws at most 256 cuckoo entries (buckets × b); make n "
                       "or b smaller");
    }
    if (c.kind == FilterKind::Scalable) {
        if (Status st = bloom::validate(c.scalable); !st)
            return coreError(st.error());
        if (c.scalable.initial > kMaxScalableInitial)
            return trm("initial: the lab's scalable filter starts at 1 to 1,000 words");
    }
    if (c.kind == FilterKind::Xor && c.xorBits != 8 && c.xorBits != 16)
        return trm("fingerprint bits: an xor filter uses 8 or 16");
    return {};
}

int FiltersModel::stepCount() const {
    if (m_s.config.kind == FilterKind::Cuckoo && m_s.cuckooTrace) {
        const CuckooTrace& t = *m_s.cuckooTrace;
        // The derivation, each kick of an insert, then the result.
        return 2 + (t.op == Op::Insert ? int(t.kicks.size()) : 0);
    }
    if (m_s.config.kind == FilterKind::Xor && m_s.xorTrace) {
        const XorBuildTrace& t = *m_s.xorTrace;
        return int(t.attempts.size() - 1 + t.peel.size() + t.assign.size());
    }
    return 0;
}

double FiltersModel::probeFp(const Snapshot& s) {
    if (!s.scalable && !s.cuckoo && !s.xorFilter)
        return 0;
    int hits = 0;
    for (int i = 0; i < kProbeQueries; ++i) {
        const std::string w = probeWord(i);
        if (s.scalable)
            hits += s.scalable->mayContain(w);
        else if (s.cuckoo)
            hits += s.cuckoo->mayContain(w);
        else if (s.xorFilter)
            hits += s.xorFilter->mayContain(w);
    }
    return double(hits) / kProbeQueries;
}

void FiltersModel::restore(const Snapshot& s) {
    m_s = s;
    m_measuredFp = probeFp(m_s);
    emit changed();
}

QString FiltersModel::perform(const nlohmann::json& op, const QString& undoText) {
    Snapshot after = m_s;
    QString message;
    if (apply(after, op, &message) != Outcome::Done)
        return message;
    m_undo->push(new SnapshotCommand<FiltersModel>(this, m_s, std::move(after), undoText));
    return {};
}

QString FiltersModel::removeRefusal(const Snapshot& s, const std::string& word) {
    if (s.inserted.contains(word) || !s.cuckoo)
        return {};
    const CuckooFilter::Place p = s.cuckoo->place(word);
    QStringList victims;
    for (const std::string& w : s.inserted.distinct()) {
        const CuckooFilter::Place q = s.cuckoo->place(w);
        if (q.fp == p.fp && std::min(q.i1, q.i2) == std::min(p.i1, p.i2))
            victims << QStringLiteral("“%1”").arg(QString::fromStdString(w));
    }
    if (victims.isEmpty())
        return trm("Refused: “%1” was never inserted (or was removed as often as it was "
                   "inserted), so there is nothing of it to delete.")
            .arg(QString::fromStdString(word));
    return trm("Refused: “%1” was never inserted, but its fingerprint %2 and buckets %3, %4 "
               "are those of %5; deleting it would remove that word's fingerprint and make it a "
               "false negative. The hazard demo (“Why not delete?”) shows it.")
        .arg(QString::fromStdString(word))
        .arg(QStringLiteral("0x") +
             QString::fromStdString(fingerprintHex(p.fp, s.config.cuckoo.fingerprintBits)))
        .arg(p.i1)
        .arg(p.i2)
        .arg(victims.join(QStringLiteral(", ")));
}

// The one place operations meet the core, for the user's actions and for a replayed log alike.
FiltersModel::Outcome FiltersModel::apply(Snapshot& s, const nlohmann::json& op, QString* message) {
    const std::string kind = op.value("op", "");
    if (kind == "build") {
        if (s.config.kind != FilterKind::Xor || s.xorFilter) {
            *message = trm("Only an xor filter that is not built yet can be built.");
            return Outcome::Refused;
        }
        const std::vector<std::string> words = s.inserted.distinct();
        if (words.empty()) {
            *message = trm("Insert some words first: the xor filter is built from them.");
            return Outcome::Refused;
        }
        std::vector<std::string_view> keys(words.begin(), words.end());
        XorBuildTrace trace;
        auto f = XorFilter::build(keys, s.config.xorBits, s.config.xorSeed, &trace);
        if (!f) {
            *message = coreError(f.error());
            return Outcome::Refused;
        }
        s.xorFilter = std::move(*f);
        s.xorTrace = std::move(trace);
        s.log.push_back(op);
        return Outcome::Done;
    }
    if (!op.contains("key") || !op["key"].is_string() || op["key"].get<std::string>().empty() ||
        op["key"].get<std::string>().size() > 256) {
        *message = trm("an operation lacks its key (1 to 64 characters)");
        return Outcome::Invalid;
    }
    const std::string key = op["key"].get<std::string>();
    s.lastKey = key;
    s.lastQuery.reset();
    if (kind == "query") {
        if (s.cuckoo) {
            s.cuckooBefore = s.cuckoo;
            s.cuckooTrace = s.cuckoo->traceQuery(key);
        } else if (s.scalable) {
            s.lastQuery = s.scalable->mayContain(key);
        } else if (s.xorFilter) {
            s.lastQuery = s.xorFilter->mayContain(key);
        } else {
            *message = trm("Build the xor filter first: until then it answers nothing.");
            return Outcome::Refused;
        }
    } else if (kind == "insert") {
        if (s.config.kind == FilterKind::Xor) {
            if (s.xorFilter) {
                *message = trm("An xor filter is static: it cannot take a word after it is "
                               "built. Press “New filter” and build again from the new set.");
                return Outcome::Refused;
            }
            if (!s.inserted.contains(key) && s.inserted.distinct().size() >= kMaxXorWords) {
                *message = trm("The lab builds an xor filter from at most 100 words.");
                return Outcome::Refused;
            }
        } else if (s.cuckoo) {
            s.cuckooBefore = s.cuckoo;
            CuckooTrace t = s.cuckoo->traceInsert(key);
            if (t.insert == CuckooInsert::Refused) {
                *message = coreText(t.note);
                return Outcome::Refused;
            }
            s.cuckooTrace = std::move(t);
        } else if (s.scalable && !s.scalable->add(key)) {
            *message = trm("The scalable filter would pass the memory limit.");
            return Outcome::Refused;
        }
        s.inserted.add(key);
    } else if (kind == "remove" || kind == "unchecked-remove") {
        if (!s.cuckoo) {
            *message = s.config.kind == FilterKind::Xor
                           ? trm("An xor filter is static: it cannot delete.")
                           : trm("A scalable Bloom filter is made of plain Bloom filters: it "
                                 "cannot delete.");
            return Outcome::Refused;
        }
        if (kind == "remove" && !s.inserted.contains(key)) {
            *message = removeRefusal(s, key);
            return Outcome::Refused;
        }
        s.cuckooBefore = s.cuckoo;
        s.cuckooTrace = s.cuckoo->traceRemove(key);
        if (s.cuckooTrace->result)
            s.inserted.take(key); // a never-inserted word takes nothing from the truth
    } else {
        *message = trm("unknown operation '%1'").arg(QString::fromStdString(kind));
        return Outcome::Invalid;
    }
    s.log.push_back(op);
    return Outcome::Done;
}

QString FiltersModel::configure(const FiltersConfig& c) {
    if (QString e = validate(c); !e.isEmpty())
        return e;
    m_undo->push(new SnapshotCommand<FiltersModel>(this, m_s, fresh(c), trm("Configure filter")));
    return {};
}

namespace {
QString checkWord(const QString& word) {
    if (word.trimmed().isEmpty())
        return trm("Type a word first.");
    if (word.trimmed().size() > 64)
        return trm("A word has at most 64 characters.");
    return {};
}
} // namespace

QString FiltersModel::wordOp(const char* op, const QString& word, const QString& undoText) {
    if (QString e = checkWord(word); !e.isEmpty())
        return e;
    return perform({{"op", op}, {"key", word.trimmed().toStdString()}},
                   undoText.arg(word.trimmed()));
}

QString FiltersModel::insert(const QString& word) {
    return wordOp("insert", word, trm("Insert “%1”"));
}

QString FiltersModel::insertGenerated(int count) {
    Snapshot after = m_s;
    QString message;
    int added = 0;
    for (int i = 0; added < count && message.isEmpty() && i < 1000000; ++i) {
        const std::string w = std::string("w").append(std::to_string(i));
        if (after.inserted.contains(w))
            continue;
        Snapshot trial = after; // a refusal leaves `after` as the last word left it
        if (apply(trial, {{"op", "insert"}, {"key", w}}, &message) == Outcome::Done) {
            after = std::move(trial);
            ++added;
        }
    }
    if (added > 0)
        m_undo->push(new SnapshotCommand<FiltersModel>(this, m_s, std::move(after),
                                                       trm("Insert %1 words").arg(added)));
    return message;
}

QString FiltersModel::query(const QString& word) {
    if (QString e = checkWord(word); !e.isEmpty())
        return e;
    // A query changes no filter, so it is not undoable (as in BloomModel) and not logged.
    Snapshot after = m_s;
    QString message;
    if (apply(after, {{"op", "query"}, {"key", word.trimmed().toStdString()}}, &message) !=
        Outcome::Done)
        return message;
    after.log = m_s.log;
    restore(after);
    return {};
}

QString FiltersModel::remove(const QString& word) {
    return wordOp("remove", word, trm("Remove “%1”"));
}

QString FiltersModel::uncheckedRemove(const QString& word) {
    return wordOp("unchecked-remove", word, trm("Delete “%1” without checking"));
}

QString FiltersModel::buildXor() {
    return perform({{"op", "build"}}, trm("Build the xor filter"));
}

std::optional<FiltersModel::Impostor> FiltersModel::findImpostor() const {
    if (!m_s.cuckoo)
        return std::nullopt;
    for (const std::string& w : m_s.inserted.distinct()) {
        const CuckooFilter::Place q = m_s.cuckoo->place(w);
        for (int i = 0; i < 200000; ++i) {
            const std::string cand = "word" + std::to_string(i);
            if (m_s.inserted.contains(cand))
                continue;
            const CuckooFilter::Place p = m_s.cuckoo->place(cand);
            if (p.fp == q.fp && std::min(p.i1, p.i2) == std::min(q.i1, q.i2))
                return Impostor{QString::fromStdString(w), QString::fromStdString(cand)};
        }
    }
    return std::nullopt;
}

namespace {
// Each saved parameter once, by its name in the file: saving and loading visit the same list.
template <class F>
void visitParams(FiltersConfig& c, F&& f) {
    f("cuckoo", "n", c.cuckoo.n);
    f("cuckoo", "fingerprint_bits", c.cuckoo.fingerprintBits);
    f("cuckoo", "bucket", c.cuckoo.bucket);
    f("cuckoo", "max_kicks", c.cuckoo.maxKicks);
    f("cuckoo", "seed", c.cuckoo.seed);
    f("scalable", "p", c.scalable.p);
    f("scalable", "initial", c.scalable.initial);
    f("scalable", "growth", c.scalable.growth);
    f("scalable", "tightening", c.scalable.tightening);
    f("scalable", "seed", c.scalable.seed);
    f("xor", "fingerprint_bits", c.xorBits);
    f("xor", "seed", c.xorSeed);
}
} // namespace

nlohmann::json FiltersModel::saveState() const {
    FiltersConfig c = m_s.config;
    if (c.kind == FilterKind::Bloom)
        return nlohmann::json::object();
    nlohmann::json j = {{"kind", filterKindName(c.kind).toStdString()}, {"ops", m_s.log}};
    visitParams(c, [&](const char* group, const char* name, const auto& v) { j[group][name] = v; });
    return j;
}

QString FiltersModel::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return trm("“filters” must be an object");
    FiltersConfig c;
    try {
        const std::string kind = state.value("kind", "");
        if (kind == "cuckoo")
            c.kind = FilterKind::Cuckoo;
        else if (kind == "scalable")
            c.kind = FilterKind::Scalable;
        else if (kind == "xor")
            c.kind = FilterKind::Xor;
        else if (!kind.empty())
            return trm("filters.kind: must be cuckoo, scalable or xor");
        visitParams(c, [&](const char* group, const char* name, auto& v) {
            if (state.contains(group))
                v = state.at(group).value(name, v);
        });
    } catch (const nlohmann::json::exception&) {
        return trm("“filters” has a field of the wrong type");
    }
    if (QString e = validate(c); !e.isEmpty())
        return e;
    Snapshot s = fresh(c);
    if (state.contains("ops")) {
        if (!state["ops"].is_array() || state["ops"].size() > kMaxOps)
            return trm("filters.ops: must be a list of at most 10,000 operations");
        for (const auto& op : state["ops"]) {
            if (!op.is_object())
                return trm("every operation must be an object");
            QString error;
            if (apply(s, op, &error) == Outcome::Invalid)
                return error;
        }
    }
    if (m_undo)
        m_undo->clear();
    restore(s);
    return {};
}

} // namespace hashlab::app
