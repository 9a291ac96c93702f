#include "bloom_model.h"

#include "bloom_snapshot_command.h"

#include "shell/core_text.h"
#include <QCoreApplication>
#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {

FilterConfig defaultConfig() {
    return {Variant::Double, 256, 3, 1, 4};
}

BloomFilter makeFilter(const FilterConfig& c) {
    return std::move(BloomFilter::create(c)).value();
}

nlohmann::json configJson(const FilterConfig& c) {
    nlohmann::json j = {{"variant", variantName(c.variant)},
                        {"m", c.m},
                        {"k", c.k},
                        {"seed", c.seed},
                        {"shards", c.shards}};
    if (c.variant == Variant::Blocked)
        j["layout"] = "split-block"; // files without it hold the 512-bit layout of before
    return j;
}

// A blocked filter saved before the split block layout (no "layout"): its words are inserted
// again into the new layout (k = 8, m rounded up to whole 256-bit blocks); a cleared bit named a
// bit of the old layout, which means another bit now, so such a file is refused.
QString migrateOldBlocked(const nlohmann::json& state, FilterConfig* c) {
    if (state.contains("ops") && state["ops"].is_array())
        for (const auto& op : state["ops"])
            if (op.is_object() && op.value("op", std::string()) == "clear-bit")
                return QCoreApplication::translate(
                    "hashlab::app::BloomModel",
                    "this file holds a blocked filter saved before blocked filters became split "
                    "block filters, with cleared bits: those bit numbers name other bits in the "
                    "new layout, so the file cannot be loaded");
    c->k = kSplitK;
    c->m = wholePartitionsM(*c);
    return {};
}

} // namespace

QString verdictText(Verdict v) {
    switch (v) {
    case Verdict::None:
        return {};
    case Verdict::DefinitelyNot:
        return QCoreApplication::translate("hashlab::app::BloomModel", "definitely not");
    case Verdict::MaybePresent:
        return QCoreApplication::translate("hashlab::app::BloomModel", "maybe — and it is present");
    case Verdict::FalsePositive:
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "maybe — a false positive: never inserted");
    case Verdict::FalseNegative:
        return QCoreApplication::translate(
            "hashlab::app::BloomModel",
            "definitely not — a FALSE NEGATIVE: it was inserted, a cleared bit erased it");
    }
    return {};
}

BloomModel::BloomModel(QObject* parent)
    : QObject(parent), m_s{makeFilter(defaultConfig()), {}, std::nullopt, nlohmann::json::array()},
      m_undo(new QUndoStack(this)) {}

bool BloomModel::contains(const std::string& word) const {
    return m_s.inserted.contains(word);
}

Verdict BloomModel::verdict() const {
    if (!m_s.trace || m_s.trace->op != Op::Query)
        return Verdict::None;
    const bool present = contains(m_s.trace->key);
    if (!m_s.trace->result)
        return present ? Verdict::FalseNegative : Verdict::DefinitelyNot;
    return present ? Verdict::MaybePresent : Verdict::FalsePositive;
}

unsigned BloomModel::cellAt(std::uint64_t index, int step) const {
    unsigned v = m_s.filter.cell(index);
    if (!m_s.trace)
        return v;
    bool first = true;
    for (int j = 0; j < int(m_s.trace->steps.size()); ++j) {
        const IndexStep& st = m_s.trace->steps[std::size_t(j)];
        if (st.index != index)
            continue;
        if (first)
            v = st.before, first = false;
        if (j < step)
            v = st.after;
    }
    return v;
}

BloomModel::Shown BloomModel::shownAt(int step) const {
    Shown shown{m_s.inserted.distinct().size(), m_s.filter.fillRatio()};
    if (!m_s.trace || step >= int(m_s.trace->steps.size()))
        return shown;
    shown.words = std::size_t(std::int64_t(shown.words) - m_s.wordsDelta);
    // Each cell the trace touches, once: set now on screen but not after, or the reverse.
    std::vector<std::uint64_t> seen;
    long delta = 0;
    for (const IndexStep& st : m_s.trace->steps) {
        if (std::find(seen.begin(), seen.end(), st.index) != seen.end())
            continue;
        seen.push_back(st.index);
        delta += long(cellAt(st.index, step) != 0) - long(m_s.filter.cell(st.index) != 0);
    }
    shown.fillRatio =
        std::clamp(shown.fillRatio + double(delta) / double(m_s.filter.m()), 0.0, 1.0);
    return shown;
}

QString BloomModel::validateConfig(const FilterConfig& c) {
    if (c.m < 1 || c.m > kMaxCanvasCells)
        return QCoreApplication::translate(
            "hashlab::app::BloomModel",
            "m: the bit-array canvas shows 1 to 4,096 cells; use the sizing panel and the "
            "FP plot for larger filters");
    if (Status s = validate(c); !s)
        return coreError(s.error());
    if (const std::uint64_t used = wholePartitionsM(c); used > kMaxCanvasCells)
        return QCoreApplication::translate(
                   "hashlab::app::BloomModel",
                   "m: the %1 filter uses the smallest prime ≥ m, %2 here: beyond the canvas's "
                   "4,096 cells (at most m = 4,093)")
            .arg(QString::fromLatin1(variantName(c.variant).data()))
            .arg(QLocale().toString(qulonglong(used)));
    return {};
}

QString BloomModel::validateWord(const QString& word) const {
    if (word.trimmed().isEmpty())
        return QCoreApplication::translate("hashlab::app::BloomModel", "Type a word first.");
    if (word.size() > kMaxWordLength)
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "A word has at most 64 characters.");
    return {};
}

void BloomModel::restore(const Snapshot& s) {
    m_s = s;
    emit changed();
}

QString BloomModel::perform(const nlohmann::json& op, const QString& undoText) {
    Snapshot after = m_s;
    QString message;
    if (apply(after, op, &message) != Outcome::Done)
        return message;
    m_undo->push(new SnapshotCommand<BloomModel>(this, m_s, std::move(after), undoText));
    return {};
}

// Applies one logged operation to a snapshot (the one place operations meet the core). A refused
// removal leaves the snapshot as it was.
BloomModel::Outcome BloomModel::apply(Snapshot& s, const nlohmann::json& op, QString* message) {
    const std::string kind = op.value("op", "");
    if (kind == "insert" || kind == "query" || kind == "remove" || kind == "naive-delete") {
        if (!op.contains("key") || !op["key"].is_string()) {
            *message = QCoreApplication::translate("hashlab::app::BloomModel",
                                                   "an operation lacks its key");
            return Outcome::Invalid;
        }
        const std::string key = op["key"].get<std::string>();
        if (key.empty() || key.size() > 4 * kMaxWordLength) {
            *message = QCoreApplication::translate("hashlab::app::BloomModel",
                                                   "a key must have 1 to 64 characters");
            return Outcome::Invalid;
        }
        const auto wordsBefore = static_cast<int>(s.inserted.distinct().size());
        if (kind == "insert") {
            s.trace = s.filter.traceInsert(key);
            s.inserted.add(key);
        } else if (kind == "query") {
            s.trace = s.filter.traceQuery(key);
        } else if (kind == "remove") {
            // Refused, changing nothing: a word not stored, a plain filter, a counter too low.
            BloomFilter filter = s.filter;
            InsertedWords inserted = s.inserted;
            OpTrace t = traceRemoveInserted(filter, inserted, key);
            if (!t.result) {
                *message = coreText(t.note);
                return Outcome::Refused;
            }
            s.filter = std::move(filter);
            s.inserted = std::move(inserted);
            s.trace = std::move(t);
        } else {
            if (const auto why = notInsertedRefusal(s.filter, s.inserted, key)) {
                *message = coreText(*why);
                return Outcome::Refused;
            }
            // A naive delete on a plain filter: clear every cell of the key. The key leaves the
            // store (truth) - and other keys lose bits they shared.
            s.trace = s.filter.traceQuery(key);
            s.trace->op = Op::Remove;
            for (IndexStep& st : s.trace->steps) {
                st.before = s.filter.cell(st.index);
                s.filter.clearCell(st.index);
                st.after = 0;
            }
            s.trace->result = true;
            s.trace->note =
                hashlab::text(HASHLAB_TR("core", "naive delete: cleared every bit of the key"));
            s.inserted.take(key);
        }
        s.wordsDelta = static_cast<int>(s.inserted.distinct().size()) - wordsBefore;
    } else if (kind == "clear-bit") {
        if (!op.contains("index") || !op["index"].is_number_unsigned() ||
            op["index"].get<std::uint64_t>() >= s.filter.m() ||
            s.filter.variant() == Variant::Counting) {
            *message = QCoreApplication::translate(
                "hashlab::app::BloomModel",
                "“clear-bit” needs an index below m, on a filter that is not counting");
            return Outcome::Invalid;
        }
        s.filter.clearCell(op["index"].get<std::uint64_t>());
        s.trace.reset();
        s.wordsDelta = 0;
    } else {
        *message = QCoreApplication::translate("hashlab::app::BloomModel", "unknown operation '%1'")
                       .arg(QString::fromStdString(kind));
        return Outcome::Invalid;
    }
    s.log.push_back(op);
    return Outcome::Done;
}

QString BloomModel::configure(const FilterConfig& c) {
    if (QString e = validateConfig(c); !e.isEmpty())
        return e;
    m_undo->push(new SnapshotCommand<BloomModel>(
        this, m_s, Snapshot{makeFilter(c), {}, std::nullopt, nlohmann::json::array()},
        QCoreApplication::translate("hashlab::app::BloomModel", "Configure filter")));
    return {};
}

QString BloomModel::insert(const QString& word) {
    if (QString e = validateWord(word); !e.isEmpty())
        return e;
    return perform(
        {{"op", "insert"}, {"key", word.trimmed().toStdString()}},
        QCoreApplication::translate("hashlab::app::BloomModel", "Insert “%1”").arg(word.trimmed()));
}

QString BloomModel::insertAll(const std::vector<std::string>& words) {
    constexpr std::size_t kMaxOps = 10'000; // as loadState allows
    if (m_s.log.size() + words.size() > kMaxOps)
        return QCoreApplication::translate(
                   "hashlab::app::BloomModel",
                   "file: the lab keeps at most 10,000 operations; %1 are used and the file has "
                   "%2 words")
            .arg(m_s.log.size())
            .arg(words.size());
    Snapshot after = m_s;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const QString word = QString::fromStdString(words[i]).trimmed();
        QString message = validateWord(word);
        if (message.isEmpty() && apply(after, {{"op", "insert"}, {"key", word.toStdString()}},
                                       &message) == Outcome::Done)
            continue;
        return QCoreApplication::translate("hashlab::app::BloomModel", "file: word %1 (“%2”): %3")
            .arg(i + 1)
            .arg(QString::fromStdString(words[i]).left(20), message);
    }
    m_undo->push(new SnapshotCommand(
        this, m_s, std::move(after),
        QCoreApplication::translate("hashlab::app::BloomModel", "Insert %1 words")
            .arg(words.size())));
    return {};
}

QString BloomModel::query(const QString& word) {
    if (QString e = validateWord(word); !e.isEmpty())
        return e;
    m_s.trace = m_s.filter.traceQuery(word.trimmed().toStdString());
    emit changed();
    return {};
}

QString BloomModel::remove(const QString& word) {
    if (QString e = validateWord(word); !e.isEmpty())
        return e;
    if (m_s.filter.variant() != Variant::Counting)
        return QCoreApplication::translate(
            "hashlab::app::BloomModel",
            "A plain Bloom filter cannot delete: use “Clear its bits” to see why, or switch "
            "to the counting variant.");
    return perform(
        {{"op", "remove"}, {"key", word.trimmed().toStdString()}},
        QCoreApplication::translate("hashlab::app::BloomModel", "Remove “%1”").arg(word.trimmed()));
}

QString BloomModel::naiveDelete(const QString& word) {
    if (QString e = validateWord(word); !e.isEmpty())
        return e;
    if (m_s.filter.variant() == Variant::Counting)
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "The counting filter deletes properly: use Remove.");
    return perform({{"op", "naive-delete"}, {"key", word.trimmed().toStdString()}},
                   QCoreApplication::translate("hashlab::app::BloomModel", "Clear the bits of “%1”")
                       .arg(word.trimmed()));
}

QString BloomModel::clearBit(std::uint64_t index) {
    if (m_s.filter.variant() == Variant::Counting)
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "The counting filter deletes properly: use Remove.");
    if (index >= m_s.filter.m())
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "bit %1 is outside the filter (m = %2)")
            .arg(index)
            .arg(m_s.filter.m());
    if (m_s.filter.cell(index) == 0)
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "Bit %1 is already 0: double-click a set bit.")
            .arg(index);
    return perform(
        {{"op", "clear-bit"}, {"index", index}},
        QCoreApplication::translate("hashlab::app::BloomModel", "Clear bit %1").arg(index));
}

QStringList BloomModel::wordsUsingCell(std::uint64_t index) const {
    QStringList out;
    for (const std::string& w : m_s.inserted.distinct()) {
        const auto idx = m_s.filter.indices(w);
        if (std::find(idx.begin(), idx.end(), index) != idx.end())
            out << QString::fromStdString(w);
    }
    return out;
}

namespace {
const char* const kDemoPool[] = {"apple",   "banana",    "cherry", "damson", "elder",     "fig",
                                 "grape",   "guava",     "kiwi",   "lemon",  "lime",      "mango",
                                 "melon",   "olive",     "peach",  "pear",   "plum",      "quince",
                                 "apricot", "blueberry", "date",   "lychee", "nectarine", "orange",
                                 "papaya",  "pomelo",    "raisin", "sloe",   "tamarind",  "yuzu"};
} // namespace

std::optional<BloomModel::SharingPair> BloomModel::sharingPair() const {
    for (const char* a : kDemoPool)
        for (const char* b : kDemoPool) {
            if (std::string_view(a) >= std::string_view(b))
                continue;
            const auto ia = m_s.filter.indices(a), ib = m_s.filter.indices(b);
            SharingPair pair{QString::fromLatin1(a), QString::fromLatin1(b), {}};
            for (auto x : ia)
                if (std::find(ib.begin(), ib.end(), x) != ib.end() &&
                    std::find(pair.shared.begin(), pair.shared.end(), x) == pair.shared.end())
                    pair.shared.push_back(x);
            if (!pair.shared.empty()) {
                std::sort(pair.shared.begin(), pair.shared.end());
                return pair;
            }
        }
    return std::nullopt;
}

QString BloomModel::demoWord(const QStringList& exclude) {
    for (const char* w : kDemoPool)
        if (!exclude.contains(QLatin1String(w)))
            return QString::fromLatin1(w);
    return {};
}

nlohmann::json BloomModel::saveState() const {
    return {{"filter", configJson(m_s.filter.config())}, {"ops", m_s.log}};
}

QString BloomModel::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return QCoreApplication::translate("hashlab::app::BloomModel",
                                           "the bloom state must be an object");
    FilterConfig c = defaultConfig();
    if (state.contains("filter")) {
        const auto& f = state["filter"];
        if (!f.is_object())
            return QCoreApplication::translate("hashlab::app::BloomModel",
                                               "“filter” must be an object");
        try {
            if (f.contains("variant")) {
                auto v = parseVariant(f["variant"].get<std::string>());
                if (!v)
                    return coreError(v.error());
                c.variant = *v;
            }
            c.m = f.value("m", c.m);
            c.k = f.value("k", c.k);
            c.seed = f.value("seed", c.seed);
            c.shards = f.value("shards", c.shards);
            if (c.variant == Variant::Blocked && !f.contains("layout"))
                if (QString e = migrateOldBlocked(state, &c); !e.isEmpty())
                    return e;
        } catch (const nlohmann::json::exception&) {
            return QCoreApplication::translate("hashlab::app::BloomModel",
                                               "“filter” has a field of the wrong type");
        }
    }
    if (QString e = validateConfig(c); !e.isEmpty())
        return e;
    Snapshot s{makeFilter(c), {}, std::nullopt, nlohmann::json::array()};
    if (state.contains("ops")) {
        if (!state["ops"].is_array() || state["ops"].size() > 10000)
            return QCoreApplication::translate("hashlab::app::BloomModel",
                                               "“ops” must be a list of at most 10,000 operations");
        for (const auto& op : state["ops"]) {
            // A removal the policy refuses (a file written before it) is skipped: it changes
            // nothing, as in the lab today.
            QString error;
            if (!op.is_object())
                return QCoreApplication::translate("hashlab::app::BloomModel",
                                                   "every operation must be an object");
            if (apply(s, op, &error) == Outcome::Invalid)
                return error;
        }
    }
    m_undo->clear();
    restore(s);
    return {};
}

} // namespace hashlab::app
