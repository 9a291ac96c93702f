#include "bloom_cuckoo_view.h"

#include "filters_model.h"
#include "shell/core_text.h"
#include "shell/theme.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

using namespace hashlab::bloom;

bool CuckooView::atEnd() const {
    return m_step >= m_model->stepCount();
}

int CuckooView::appliedKicks() const {
    const auto& t = m_model->snapshot().cuckooTrace;
    if (!t || t->op != Op::Insert)
        return 0;
    return std::clamp(m_step - 1, 0, int(t->kicks.size()));
}

std::uint32_t CuckooView::shownEntry(std::uint64_t bucket, unsigned slot) const {
    const auto& s = m_model->snapshot();
    if (!s.cuckoo)
        return 0;
    if (!s.cuckooTrace || atEnd() || !s.cuckooBefore)
        return s.cuckoo->entry(bucket, slot);
    std::uint32_t v = s.cuckooBefore->entry(bucket, slot);
    const int applied = appliedKicks();
    for (int j = 0; j < applied; ++j) {
        const CuckooKick& k = s.cuckooTrace->kicks[std::size_t(j)];
        if (k.bucket == bucket && k.slot == slot)
            v = k.placed;
    }
    return v;
}

std::optional<std::uint32_t> CuckooView::shownStash() const {
    const auto& s = m_model->snapshot();
    const CuckooFilter* f = s.cuckooTrace && !atEnd() && s.cuckooBefore ? &*s.cuckooBefore
                            : s.cuckoo                                  ? &*s.cuckoo
                                                                        : nullptr;
    if (!f || !f->stashUsed())
        return std::nullopt;
    return f->stashFingerprint();
}

QStringList CuckooView::lines() const {
    const auto& s = m_model->snapshot();
    if (!s.cuckoo)
        return {};
    // The filter as the stage shows it: before the traced operation until its last stage.
    const CuckooFilter& f =
        s.cuckooTrace && !atEnd() && s.cuckooBefore ? *s.cuckooBefore : *s.cuckoo;
    const QLocale loc;
    QStringList out;
    out << tr("cuckoo filter · %1 buckets × %2 · f = %3 bits · %4 bits/key · load %5 %")
               .arg(f.buckets())
               .arg(f.bucketSize())
               .arg(f.config().fingerprintBits)
               .arg(loc.toString(f.bitsPerKey(), 'f', 1))
               .arg(loc.toString(100 * f.load(), 'f', 1));
    out << measuredLine(
        2, tr("bound 2b/2^f = %1 %")
               .arg(loc.toString(100 * cuckooFpBound(f.config().fingerprintBits, f.bucketSize()),
                                 'f', 2)));
    if (!s.cuckooTrace) {
        out << tr("Type a word and press Insert, Query or Remove.");
        return out;
    }
    const CuckooTrace& t = *s.cuckooTrace;
    static const char* ops[] = {QT_TR_NOOP("insert"), QT_TR_NOOP("query"), QT_TR_NOOP("remove")};
    out << tr("%1 “%2”: fingerprint 0x%3, i1 = %4, i2 = i1 ⊕ hash(fp) = %5")
               .arg(tr(ops[int(t.op)]), QString::fromStdString(t.key),
                    hexFp(t.fingerprint, fpBits()))
               .arg(t.i1)
               .arg(t.i2);
    if (m_step == 0)
        return out;
    for (std::size_t i = 1; i < t.derivation.size(); ++i) // fp, i1, i2 (h1, h2 are internal)
        out << coreText(t.derivation[i]);
    const int kick = appliedKicks();
    if (!atEnd() && kick > 0) {
        const CuckooKick& k = t.kicks[std::size_t(kick - 1)];
        out << tr("kick %1 of %2: 0x%3 goes into bucket %4 slot %5 and evicts 0x%6, which heads "
                  "for its other bucket %4 ⊕ hash(0x%6) = %7")
                   .arg(kick)
                   .arg(t.kicks.size())
                   .arg(hexFp(k.placed, fpBits()))
                   .arg(k.bucket)
                   .arg(k.slot)
                   .arg(hexFp(k.evicted, fpBits()))
                   .arg(k.next);
    } else if (atEnd()) {
        QString result;
        if (t.op == Op::Insert)
            result = t.insert == CuckooInsert::Stashed
                         ? tr("FAILED after %1 kicks: the last victim waits in the stash, so no "
                              "word is lost, but the filter takes no more words")
                               .arg(t.kicks.size())
                         : tr("stored in bucket %1 slot %2 after %3 kicks")
                               .arg(t.bucket.value_or(0))
                               .arg(t.slot.value_or(0))
                               .arg(t.kicks.size());
        else if (t.op == Op::Query)
            result = verdict(t.result, t.key);
        else
            result = t.result
                         ? tr("removed one entry holding 0x%1").arg(hexFp(t.fingerprint, fpBits()))
                         : tr("nothing removed");
        out << result;
        if (!t.note.source.empty())
            out << coreText(t.note);
    }
    return out;
}

CuckooView::Layout CuckooView::layout() const {
    const auto& s = m_model->snapshot();
    Layout l;
    if (!s.cuckoo)
        return l;
    const double rows = double(s.cuckoo->buckets()) + 1.5; // the stash row and a gap
    const double top = headerHeight(), h = height() - top - 8;
    l.label = 70 * ThemeManager::instance().palette().fontScale;
    // The cells follow the canvas (fixed 40 px rows held 9 px labels on a projector): as tall as
    // the height allows, as wide as two and a half rows or the width allows.
    l.row = h / rows;
    l.cell = std::min(2.5 * l.row, (width() - 16 - l.label) / double(s.cuckoo->bucketSize()));
    l.x0 = 8 + l.label;
    l.y0 = top;
    return l;
}

QRectF CuckooView::slotRect(std::uint64_t bucket, unsigned slot) const {
    const Layout l = layout();
    return {l.x0 + slot * l.cell, l.y0 + double(bucket) * l.row, l.cell, l.row};
}

QRectF CuckooView::stashRect() const {
    const auto& s = m_model->snapshot();
    const Layout l = layout();
    const double buckets = s.cuckoo ? double(s.cuckoo->buckets()) : 0;
    return {l.x0, l.y0 + (buckets + 0.5) * l.row, l.cell, l.row};
}

void CuckooView::paintBody(QPainter& p, const QRectF&) {
    const auto& s = m_model->snapshot();
    if (!s.cuckoo)
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const Layout l = layout();
    const CuckooFilter& f = *s.cuckoo;
    // The type follows the rows; on a projector never under 18 px: a fingerprint that does not
    // fit its cell at that size is left out (the cell's colour still says it is taken).
    QFont font = textFont(9);
    const bool projector = ThemeManager::instance().presentation();
    font.setPixelSize(std::max(projector ? 18 : 8, static_cast<int>(l.row * 0.45)));
    p.setFont(font);
    const QFontMetricsF fm(font);
    auto fits = [&fm](const QRectF& r, const QString& text) {
        return fm.horizontalAdvance(text) <= r.width() - 2 && fm.height() <= r.height();
    };
    const auto& t = s.cuckooTrace;
    for (std::uint64_t b = 0; b < f.buckets(); ++b) {
        const bool candidate = t && m_step > 0 && (b == t->i1 || b == t->i2);
        p.setPen(candidate ? pal.text : pal.mutedText);
        p.drawText(QRectF(8, l.y0 + double(b) * l.row, l.label - 6, l.row),
                   Qt::AlignRight | Qt::AlignVCenter,
                   (t && m_step > 0 && b == t->i1)   ? tr("i1 → %1").arg(b)
                   : (t && m_step > 0 && b == t->i2) ? tr("i2 → %1").arg(b)
                                                     : QString::number(b));
        for (unsigned sl = 0; sl < f.bucketSize(); ++sl) {
            const QRectF r = slotRect(b, sl).adjusted(1, 1, -1, -1);
            const std::uint32_t v = shownEntry(b, sl);
            p.setPen(Qt::NoPen);
            p.setBrush(v ? pal.occupied : pal.empty);
            p.drawRect(r);
            if (v && fits(r, hexFp(v, fpBits()))) {
                p.setPen(pal.background);
                p.drawText(r, Qt::AlignCenter, hexFp(v, fpBits()));
            }
        }
    }
    // Where the step on screen acts: the kick's slot, or the slot the operation ended at.
    std::optional<QRectF> mark;
    if (t && appliedKicks() > 0 && !atEnd()) {
        const CuckooKick& k = t->kicks[std::size_t(appliedKicks() - 1)];
        mark = slotRect(k.bucket, k.slot);
    } else if (t && atEnd() && t->bucket && t->slot) {
        mark = slotRect(*t->bucket, *t->slot);
    } else if (t && atEnd() && t->stash) {
        mark = stashRect();
    }
    if (mark) {
        p.setPen(QPen(pal.highlight, 4 * pal.strokeScale));
        p.setBrush(Qt::NoBrush);
        p.drawRect(mark->adjusted(2, 2, -2, -2));
    }
    const QRectF st = stashRect().adjusted(1, 1, -1, -1);
    const auto stash = shownStash();
    p.setPen(pal.mutedText);
    p.drawText(QRectF(8, st.top(), l.label - 6, st.height()), Qt::AlignRight | Qt::AlignVCenter,
               tr("stash"));
    p.setPen(QPen(stash ? pal.bad : pal.grid, 2 * pal.strokeScale, Qt::DashLine));
    p.setBrush(stash ? pal.warning : pal.empty);
    p.drawRect(st);
    if (stash && fits(st, hexFp(*stash, fpBits()))) {
        p.setPen(pal.text);
        p.drawText(st, Qt::AlignCenter, hexFp(*stash, fpBits()));
    }
}

} // namespace hashlab::app
