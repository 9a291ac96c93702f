#include "bloom_xor_view.h"

#include "filters_model.h"
#include "shell/theme.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

using namespace hashlab::bloom;

XorView::Phase XorView::phase() const {
    const auto& t = m_model->snapshot().xorTrace;
    Phase ph;
    if (!t)
        return ph;
    int left = m_step;
    const int failed = int(t->attempts.size()) - 1;
    ph.retries = std::min(left, failed);
    left -= ph.retries;
    ph.peeled = std::min(left, int(t->peel.size()));
    left -= ph.peeled;
    ph.assigned = std::min(left, int(t->assign.size()));
    return ph;
}

std::optional<std::uint32_t> XorView::shownCell(std::uint64_t i) const {
    const auto& s = m_model->snapshot();
    if (!s.xorFilter)
        return std::nullopt;
    if (m_step >= m_model->stepCount())
        return s.xorFilter->cell(i);
    const Phase ph = phase();
    std::optional<std::uint32_t> v;
    for (int j = 0; j < ph.assigned; ++j)
        if (s.xorTrace->assign[std::size_t(j)].cell == i)
            v = s.xorTrace->assign[std::size_t(j)].value;
    // Cells no key owns stay 0 from the start.
    if (ph.assigned > 0 && !v)
        return std::nullopt;
    return v;
}

bool XorView::peeledAt(std::uint64_t i) const {
    const auto& t = m_model->snapshot().xorTrace;
    if (!t)
        return false;
    const Phase ph = phase();
    for (int j = 0; j < ph.peeled; ++j)
        if (t->peel[std::size_t(j)].cell == i)
            return true;
    return false;
}

QStringList XorView::lines() const {
    const auto& s = m_model->snapshot();
    const QLocale loc;
    QStringList out;
    const std::size_t n = s.inserted.distinct().size();
    if (!s.xorFilter) {
        out << tr("xor filter (not built) · %1 words collected · f = %2 bits")
                   .arg(n)
                   .arg(s.config.xorBits);
        out << tr("Insert words, then press Build: the filter gets ⌊1.23·n⌋ + 32 = %1 cells "
                  "(a multiple of 3) and takes no word after that.")
                   .arg(xorCapacity(std::max<std::size_t>(n, 1)));
        return out;
    }
    const XorFilter& f = *s.xorFilter;
    out << tr("xor filter · %1 words · %2 cells (⌊1.23·n⌋ + 32) · f = %3 bits · %4 bits/key")
               .arg(f.keys())
               .arg(f.capacity())
               .arg(f.fingerprintBits())
               .arg(loc.toString(f.bitsPerKey(), 'f', 1));
    out << measuredLine(
        3, tr("2^−f = %1 %")
               .arg(loc.toString(100 * std::ldexp(1.0, -int(f.fingerprintBits())), 'f', 3)));
    const XorBuildTrace& t = *s.xorTrace;
    out << tr("built in %1 attempt(s); a key's cells are one in each block of %2")
               .arg(t.attempts.size())
               .arg(f.blockLength());
    const Phase ph = phase();
    if (m_step >= m_model->stepCount()) {
        if (s.lastQuery)
            out << tr("query “%1”: %2")
                       .arg(QString::fromStdString(s.lastKey), verdict(*s.lastQuery, s.lastKey));
        else
            out << tr("Built: every key's three cells XOR to its fingerprint.");
        return out;
    }
    if (m_step == 0) {
        out << tr("Step forward to watch the build: the peel, then the assignment in reverse.");
    } else if (ph.peeled == 0) {
        const auto& a = t.attempts[std::size_t(ph.retries - 1)];
        out << tr("attempt %1 (seed %2) stalled after peeling %3 of %4 keys: every remaining "
                  "cell is shared; retry with a new seed")
                   .arg(ph.retries)
                   .arg(a.seed)
                   .arg(a.peeled)
                   .arg(f.keys());
    } else if (ph.assigned == 0) {
        const auto& pe = t.peel[std::size_t(ph.peeled - 1)];
        out << tr("peel %1 of %2: cell %3 is used by “%4” alone, so that key leaves the graph")
                   .arg(ph.peeled)
                   .arg(t.peel.size())
                   .arg(pe.cell)
                   .arg(QString::fromStdString(t.keys[pe.key]));
    } else {
        const auto& as = t.assign[std::size_t(ph.assigned - 1)];
        out << tr("assign %1 of %2 (reverse peel order): cell %3 = fp(“%4”) 0x%5 ⊕ cell %6 "
                  "(0x%7) ⊕ cell %8 (0x%9) = 0x%10")
                   .arg(ph.assigned)
                   .arg(t.assign.size())
                   .arg(as.cell)
                   .arg(QString::fromStdString(t.keys[as.key]), hexFp(as.fingerprint, fpBits()))
                   .arg(as.others[0])
                   .arg(hexFp(as.otherValues[0], fpBits()))
                   .arg(as.others[1])
                   .arg(hexFp(as.otherValues[1], fpBits()), hexFp(as.value, fpBits()));
    }
    return out;
}

int XorView::columns() const {
    const auto& s = m_model->snapshot();
    const double cells = s.xorFilter ? double(s.xorFilter->capacity()) : 1;
    const double w = width() - 16, h = std::max(1.0, height() - headerHeight() - 8);
    return std::max(1, int(std::ceil(std::sqrt(cells * w / h))));
}

QRectF XorView::cellRect(std::uint64_t i) const {
    const auto& s = m_model->snapshot();
    const double cells = s.xorFilter ? double(s.xorFilter->capacity()) : 1;
    const int cols = columns();
    const int rows = int(std::ceil(cells / cols));
    const double w = width() - 16, h = std::max(1.0, height() - headerHeight() - 8);
    const double cell = std::min(w / cols, h / std::max(1, rows));
    return {8 + double(i % std::uint64_t(cols)) * cell,
            headerHeight() + double(i / std::uint64_t(cols)) * cell, cell, cell};
}

void XorView::paintBody(QPainter& p, const QRectF&) {
    const auto& s = m_model->snapshot();
    if (!s.xorFilter)
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const XorFilter& f = *s.xorFilter;
    const Phase ph = phase();
    std::optional<std::uint64_t> current;
    if (m_step < m_model->stepCount() && ph.assigned > 0)
        current = s.xorTrace->assign[std::size_t(ph.assigned - 1)].cell;
    else if (m_step < m_model->stepCount() && ph.peeled > 0)
        current = s.xorTrace->peel[std::size_t(ph.peeled - 1)].cell;
    for (std::uint64_t i = 0; i < f.capacity(); ++i) {
        const QRectF r = cellRect(i).adjusted(1, 1, -1, -1);
        const auto v = shownCell(i);
        // The three blocks alternate between two shades so a key's one-cell-per-block shows.
        const bool odd = (i / f.blockLength()) % 2 == 1;
        p.setPen(Qt::NoPen);
        p.setBrush(v && *v       ? pal.occupied
                   : peeledAt(i) ? pal.warning
                   : odd         ? pal.surface
                                 : pal.empty);
        p.drawRect(r);
        QFont font = textFont(8);
        font.setPointSizeF(std::max(5.0, std::min(font.pointSizeF(), r.height() * 0.3)));
        p.setFont(font);
        p.setPen(v && *v ? pal.background : peeledAt(i) ? pal.text : pal.mutedText);
        if (v)
            p.drawText(r, Qt::AlignCenter, hexFp(*v, fpBits()));
        // The cell's number, which the step text names.
        if (r.height() >= 24) {
            p.drawText(r.adjusted(3, 2, -3, -2), Qt::AlignLeft | Qt::AlignTop, QString::number(i));
        }
        if (current && *current == i) {
            p.setPen(QPen(pal.highlight, 4 * pal.strokeScale));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r.adjusted(1, 1, -1, -1));
        }
    }
}

} // namespace hashlab::app
