#include "scheme_captions.h"

#include "shell/core_text.h"
#include "shell/std_qstring.h"

#include <QLocale>

#include <QStringList>
#include <algorithm>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

QString alphaText(double a) {
    return QLocale().toString(a, 'f', 2);
}

} // namespace

QString SchemeCaptions::cellName(const TableConfig& c, const Cell& cell, std::size_t tables) {
    const QString slot = QString::number(cell.slot);
    if (c.scheme == Scheme::Cuckoo)
        return QStringLiteral("T%1[%2]").arg(cell.table % 2 + 1).arg(slot);
    if (tables == 2)
        return QStringLiteral("ht[%1][%2]").arg(cell.table).arg(slot);
    if (c.scheme == Scheme::Bucket)
        return tr("bucket %1").arg(slot);
    return tr("slot %1").arg(slot);
}

QString SchemeCaptions::tableLabel(const TableConfig& c, const TraceFrame& f, std::size_t i) {
    const QString m = QString::number(f.tables.at(i).size());
    if (f.resizing) {
        const bool old = i < f.oldTables;
        const QString which =
            c.scheme == Scheme::Cuckoo ? QStringLiteral(" T%1").arg((i % f.oldTables) + 1) : "";
        return old ? tr("old%1, m = %2").arg(which, m) : tr("new%1, m = %2").arg(which, m);
    }
    if (c.scheme == Scheme::Cuckoo)
        return QStringLiteral("T%1").arg(i + 1);
    if (f.tables.size() == 2)
        return i == 0 ? tr("ht[0] old, m = %1").arg(m) : tr("ht[1] new, m = %1").arg(m);
    return QString();
}

QString SchemeCaptions::schemeTitle(const TableConfig& c) {
    const QString m = QString::number(c.probe.m);
    const QString h = c.probe.source == HashSource::Textbook
                          ? q(c.probe.h1)
                          : q(std::string(hashSourceName(c.probe.source)));
    switch (c.scheme) {
    case Scheme::Chaining:
        return c.chainAtTail ? tr("separate chaining (at the tail): h(k) = %1, m = %2").arg(h, m)
                             : tr("separate chaining (at the head): h(k) = %1, m = %2").arg(h, m);
    case Scheme::Bucket:
        return tr("buckets of %1 slots: h(k) = %2, m = %3 buckets").arg(c.bucketSize).arg(h, m);
    case Scheme::Linear:
        return tr("linear probing: h(k) = %1, m = %2").arg(h, m);
    case Scheme::Quadratic:
        return tr("quadratic probing: h(k) = %1, m = %2").arg(h, m);
    case Scheme::Double:
        return tr("double hashing: h1(k) = %1, h2(k) = %2, m = %3").arg(h, q(c.probe.h2), m);
    case Scheme::RobinHood:
        return tr("Robin Hood: h(k) = %1, m = %2; the number under a key is its probe distance")
            .arg(h, m);
    case Scheme::Cuckoo:
        if (c.probe.source == HashSource::Textbook)
            return tr("cuckoo: T1 by h1(k) = %1, T2 by h2(k) = %2, m = %3 each, MaxLoop %4")
                .arg(h, q(c.probe.h2), m)
                .arg(c.maxLoop);
        return tr("cuckoo: T1, T2 by seeded %1, m = %2 each, MaxLoop %3").arg(h, m).arg(c.maxLoop);
    }
    return {};
}

SchemeCaption SchemeCaptions::caption(const HashTable& table, const SchemeFrame& sf) {
    const TableConfig& c = table.config();
    if (!sf.op) {
        SchemeCaption out;
        out.headline = schemeTitle(c);
        out.detail =
            tr("%1 keys, \u03b1 = %2").arg(table.count()).arg(alphaText(table.loadFactor()));
        return out;
    }
    switch (sf.stage.kind) {
    case StageKind::Start:
        return startCaption(c, sf);
    case StageKind::Rehash:
        return rehashCaption(sf);
    case StageKind::Visit:
        return visitCaption(c, sf);
    case StageKind::Resize:
        return resizeCaption(sf);
    case StageKind::Done:
        break;
    }
    return doneCaption(c, sf);
}

// "key 2 of 5: " while a list of keys is stepped through, else "".
QString SchemeCaptions::opPrefix(const SchemeFrame& sf) {
    return sf.opCount > 1 ? tr("key %1 of %2: ").arg(sf.opIndex + 1).arg(sf.opCount) : QString();
}

QString SchemeCaptions::opText(OpKind op) {
    switch (op) {
    case OpKind::Insert:
        return tr("insert");
    case OpKind::Find:
        return tr("find");
    case OpKind::Delete:
        return tr("delete");
    }
    return {};
}

// "insert 42", after the prefix.
QString SchemeCaptions::opHeadline(const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    return opPrefix(sf) + tr("%1 %2").arg(opText(t.op), q(t.key));
}

QString SchemeCaptions::inHandText(const std::vector<std::string>& keys) {
    QStringList hand;
    for (const std::string& k : keys)
        hand << q(k);
    return tr("in hand: %1").arg(hand.join(QStringLiteral(", ")));
}

// The operation and its cells (cuckoo: both; else the home), and a rehash step to come.
SchemeCaption SchemeCaptions::startCaption(const TableConfig& c, const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    const std::size_t tables = sf.frame.tables.size();
    auto name = [&](const Cell& cell) { return cellName(c, cell, tables); };
    SchemeCaption out;
    out.headline = opHeadline(sf);
    if (c.scheme == Scheme::Cuckoo && t.path.size() >= 2)
        out.detail = tr("its cells: %1 and %2").arg(name(t.path[0]), name(t.path[1]));
    else if (!t.path.empty())
        out.detail = tr("home: %1").arg(name(t.rehashMoves.empty() ? t.path[0] : t.path[0]));
    if (!t.rehashMoves.empty())
        out.detail += tr("; first the incremental rehash moves one bucket of ht[0]");
    return out;
}

// One key of the old table's bucket moved by Redis's incremental rehash.
SchemeCaption SchemeCaptions::rehashCaption(const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    const KeyMove& mv = t.rehashMoves.at(sf.stage.index);
    SchemeCaption out;
    out.headline = tr("rehash step: %1 moves ht[0][%2] \u2192 ht[1][%3]")
                       .arg(q(mv.key))
                       .arg(mv.from ? mv.from->slot : 0)
                       .arg(mv.to ? mv.to->slot : 0);
    out.detail = tr("Redis's dict moves one bucket of the old table before each operation "
                    "(%1 of %2 keys of this bucket)")
                     .arg(sf.stage.index + 1)
                     .arg(t.rehashMoves.size());
    return out;
}

// The keys that went into hand at the cell this visit stage looks at, each with why it was
// displaced there (Robin Hood: the nearer-home key gives way; cuckoo: kicked out).
QStringList SchemeCaptions::displacements(const TableConfig& c, const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    const TraceFrame& f = sf.frame;
    const std::size_t i = sf.stage.index;
    const Stage previous = i == 0 ? Stage{StageKind::Start, 0} : Stage{StageKind::Visit, i - 1};
    const TraceFrame before = traceFrame(sf.op->before, sf.op->after, t, previous, c);
    const Cell here = t.path[i];
    QStringList events;
    for (const std::string& k : f.inHand) {
        if (std::find(before.inHand.begin(), before.inHand.end(), k) != before.inHand.end())
            continue;
        const SlotView& was = before.tables.at(here.table).at(here.slot);
        const SlotView& now = f.tables.at(here.table).at(here.slot);
        if (was.keys != std::vector<std::string>{k} || now.keys.empty())
            continue;
        if (c.scheme == Scheme::RobinHood)
            events << tr("%1 (d = %2) is nearer its home than %3 would be here (d = %4): %3 "
                         "takes the slot and %1 moves on")
                          .arg(q(k))
                          .arg(was.distance)
                          .arg(q(now.keys.front()))
                          .arg(now.distance);
        else
            events << tr("%1 takes %2 and kicks %3 out")
                          .arg(q(now.keys.front()), cellName(c, here, f.tables.size()), q(k));
    }
    return events;
}

// The cell visited and what happened there: a displacement, the key going in or leaving, keys
// moved, the keys in hand; else what the cell holds.
SchemeCaption SchemeCaptions::visitCaption(const TableConfig& c, const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    const TraceFrame& f = sf.frame;
    const std::size_t i = sf.stage.index;
    const QString key = q(t.key);
    auto name = [&](const Cell& cell) { return cellName(c, cell, f.tables.size()); };
    SchemeCaption out;
    out.headline = opPrefix(sf) + tr("%1 %2: visit %3 (%4 of %5)")
                                      .arg(opText(t.op), key, name(t.path[i]))
                                      .arg(i + 1)
                                      .arg(t.path.size());
    QStringList events = displacements(c, sf);
    if (!events.isEmpty()) {
        events << inHandText(f.inHand);
        out.detail = events.join(QStringLiteral("; "));
        return out;
    }
    if (t.entry && t.entry->step == i + 1)
        events << tr("%1 goes into %2").arg(key, name(*t.entry->to));
    if (t.exit && t.exit->step == i + 1)
        events << tr("%1 leaves %2").arg(key, name(*t.exit->from));
    for (const KeyMove& mv : t.moves)
        if (mv.step == i + 1)
            events << (mv.to ? tr("%1 moves to %2").arg(q(mv.key), name(*mv.to))
                             : tr("%1 is left without a cell").arg(q(mv.key)));
    if (!f.inHand.empty())
        events << inHandText(f.inHand);
    if (events.isEmpty()) {
        const SlotView& slot = f.tables.at(t.path[i].table).at(t.path[i].slot);
        events << (slot.keys.empty() ? tr("empty") : tr("holds %1").arg(q(slot.keys.front())));
    }
    out.detail = events.join(QStringLiteral("; "));
    return out;
}

// One key rehashed into the grown table: where it goes (i or i + m) and the count so far.
SchemeCaption SchemeCaptions::resizeCaption(const SchemeFrame& sf) {
    const Resize& r = *sf.op->trace.resize;
    const KeyMove& mv = r.moves.at(sf.stage.index);
    std::size_t moved = 0;
    for (std::size_t j = 0; j <= sf.stage.index; ++j)
        moved += !(r.moves[j].from == r.moves[j].to);
    const bool stays = mv.from && mv.to && mv.from->slot == mv.to->slot;
    const bool plusM = mv.from && mv.to && mv.to->slot == mv.from->slot + r.fromM;
    SchemeCaption out;
    out.headline = tr("rehash into m = %1: key %2, slot %3 \u2192 %4")
                       .arg(r.toM)
                       .arg(q(mv.key))
                       .arg(mv.from ? mv.from->slot : 0)
                       .arg(mv.to ? mv.to->slot : 0);
    out.detail = (stays   ? tr("stays at i")
                  : plusM ? tr("moves to i + m (i + %1)").arg(r.fromM)
                          : tr("moves")) +
                 tr(" \u2014 %1 of %2 keys rehashed, %3 moved so far")
                     .arg(sf.stage.index + 1)
                     .arg(r.moves.size())
                     .arg(moved);
    return out;
}

// The outcome and the counts, then what else the operation did: a failure's reason, cuckoo's
// component, the core's explanation, a resize.
SchemeCaption SchemeCaptions::doneCaption(const TableConfig& c, const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    SchemeCaption out;
    out.headline = opHeadline(sf);
    out.failed = t.outcome == Outcome::Failed;
    out.detail =
        outcomeText(c, sf) +
        tr(" \u2014 %1 cells visited, %2 keys compared").arg(t.path.size()).arg(t.compares);
    if (t.outcome == Outcome::Failed && !t.reason.empty())
        out.detail += QStringLiteral("\n") + tr("reason: %1").arg(q(t.reason));
    if (!t.component.empty())
        out.detail += tr(" \u2014 the component of %1 in the cuckoo graph: %2 keys on %3 cells")
                          .arg(q(t.nestless))
                          .arg(t.component.size())
                          .arg(t.componentCells);
    if (!t.explanation.empty())
        out.detail += QStringLiteral("\n") + coreText(t.explanation);
    if (t.resize) {
        out.detail += QStringLiteral("\n") + (t.resize->moves.empty()
                                                  ? tr("\u03b1 passed %1: rehashing into m = %2 "
                                                       "starts, one bucket per operation")
                                                        .arg(q(c.growAt->toString()))
                                                        .arg(t.resize->toM)
                                                  : tr("\u03b1 passed %1: grew m = %2 \u2192 %3, "
                                                       "%4 of %5 keys moved")
                                                        .arg(q(c.growAt->toString()))
                                                        .arg(t.resize->fromM)
                                                        .arg(t.resize->toM)
                                                        .arg(t.resize->moved)
                                                        .arg(t.resize->moves.size()));
    }
    return out;
}

// "placed in T1[3]", "not in the table", "failed", ...
QString SchemeCaptions::outcomeText(const TableConfig& c, const SchemeFrame& sf) {
    const OpTrace& t = sf.op->trace;
    const QString at = t.at ? cellName(c, *t.at, sf.frame.tables.size()) : QString();
    switch (t.outcome) {
    case Outcome::Placed:
        return t.at ? tr("placed in %1").arg(at) : tr("placed");
    case Outcome::Duplicate:
        return tr("already in %1: nothing inserted").arg(at);
    case Outcome::Found:
        return tr("found in %1").arg(at);
    case Outcome::NotFound:
        return tr("not in the table");
    case Outcome::Deleted:
        return t.moves.empty() ? tr("deleted")
                               : tr("deleted; %1 keys shifted back one slot").arg(t.moves.size());
    case Outcome::Failed:
        return tr("failed");
    }
    return {};
}

} // namespace hashlab::app
