#include "pseudocode_panel.h"

#include "shell/theme.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hashlab::app {

using namespace hashlab::tables;

// The numbered lines with one highlighted, painted: a highlight that fills the line's whole row
// reads from the back of a lecture hall, which a selection in a text widget does not.
class CodeView : public QWidget {
public:
    explicit CodeView(QWidget* parent) : QWidget(parent) {
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }
    void setLines(QStringList lines, int current) {
        m_lines = std::move(lines);
        m_current = current;
        updateGeometry();
        update();
    }
    // 12 pt (times the theme's scale) when the longest line fits the width, else smaller down
    // to 9 pt; a line still too long wraps onto the next row (a narrow panel beside the table
    // shows every word at a size a class can read).
    QFont codeFont() const {
        QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        const double scale = ThemeManager::instance().palette().fontScale;
        f.setPointSizeF(12.0 * scale);
        const int need = longest(f) + gutterFor(f) + 2 * kMargin;
        if (width() > 0 && need > width())
            f.setPointSizeF(std::max(9.0 * scale, 12.0 * scale * width() / need));
        return f;
    }
    int longest(QFont f) const {
        f.setBold(true); // the highlighted line is bold, and wider
        const QFontMetrics fm(f);
        int w = 0;
        for (const QString& l : m_lines)
            w = std::max(w, fm.horizontalAdvance(l));
        return w;
    }
    static int gutterFor(const QFont& f) {
        return QFontMetrics(f).horizontalAdvance(QStringLiteral("00")) + 14;
    }
    // Text rows a line takes at this width (its words wrapped, the bold line being widest).
    int textRows(int line, int w) const {
        QFont f = codeFont();
        f.setBold(true);
        const int avail = std::max(40, w - gutterFor(f) - kMargin);
        const QRect r = QFontMetrics(f).boundingRect(QRect(0, 0, avail, 100000), Qt::TextWordWrap,
                                                     m_lines[line]);
        return std::max(1, (r.height() + QFontMetrics(f).lineSpacing() / 2) /
                               QFontMetrics(f).lineSpacing());
    }
    int rowHeight(int line, int w) const {
        QFont f = codeFont();
        f.setBold(true);
        return textRows(line, w) * QFontMetrics(f).lineSpacing() + 6;
    }
    int gutter() const { return gutterFor(codeFont()); }
    QRect rowRect(int line) const {
        if (line < 0 || line >= m_lines.size())
            return {};
        int y = kMargin;
        for (int i = 0; i < line; ++i)
            y += rowHeight(i, width());
        return QRect(0, y, width(), rowHeight(line, width()));
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override {
        int h = 2 * kMargin;
        for (int i = 0; i < m_lines.size(); ++i)
            h += rowHeight(i, w);
        return h;
    }
    QSize sizeHint() const override {
        QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        f.setPointSizeF(12.0 * ThemeManager::instance().palette().fontScale);
        const int w = gutterFor(f) + longest(f) + 2 * kMargin;
        return {w, heightForWidth(width() > 0 ? width() : w)};
    }
    QSize minimumSizeHint() const override { return {120, heightForWidth(std::max(width(), 120))}; }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QWidget::resizeEvent(event);
        updateGeometry(); // the wrapped height follows the width
    }
    void paintEvent(QPaintEvent*) override {
        const ThemePalette& pal = ThemeManager::instance().palette();
        QPainter p(this);
        p.fillRect(rect(), pal.surface);
        const QFont base = codeFont();
        QFont bold = base;
        bold.setBold(true);
        // Dark text on a light highlight and light on a dark one, whatever the theme.
        const QColor onHighlight =
            pal.highlight.lightnessF() > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
        for (int i = 0; i < m_lines.size(); ++i) {
            const QRect row = rowRect(i);
            const bool current = i == m_current;
            if (current) {
                p.fillRect(row, pal.highlight);
                p.fillRect(QRect(row.left(), row.top(), 6, row.height()), pal.accent);
            }
            p.setFont(current ? bold : base);
            p.setPen(current ? onHighlight : pal.mutedText);
            const QRect number(row.left(), row.top() + 3, gutter() - 8,
                               QFontMetrics(base).lineSpacing());
            p.drawText(number, Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
            p.setPen(current ? onHighlight : pal.text);
            p.drawText(row.adjusted(gutter(), 0, -kMargin, 0),
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, m_lines[i]);
        }
    }

private:
    static constexpr int kMargin = 4;
    QStringList m_lines;
    int m_current = -1;
};

namespace {

struct Line {
    int indent;
    QString text;
};

QStringList indented(std::initializer_list<Line> lines) {
    QStringList out;
    for (const Line& l : lines)
        out << QString(2 * l.indent, QLatin1Char(' ')) + l.text;
    return out;
}

// p_i(x) of the scheme, in the textbook's notation (formulas are not translated).
QString probeFormula(const TableConfig* c) {
    if (!c)
        return QStringLiteral("j = p\u1d62(x)");
    switch (c->scheme) {
    case Scheme::Quadratic:
        return QStringLiteral("j = (h(x) + c1\u00b7i + c2\u00b7i\u00b2) mod m");
    case Scheme::Double:
        return QStringLiteral("j = (h1(x) + i\u00b7h2(x)) mod m");
    default:
        return QStringLiteral("j = (h(x) + i) mod m");
    }
}

QString opTitle(OpKind op) {
    switch (op) {
    case OpKind::Insert:
        return PseudocodePanel::tr("insert");
    case OpKind::Find:
        return PseudocodePanel::tr("find");
    case OpKind::Delete:
        return PseudocodePanel::tr("delete");
    }
    return {};
}

QString schemeTitle(Scheme s) {
    switch (s) {
    case Scheme::Chaining:
        return PseudocodePanel::tr("separate chaining");
    case Scheme::Bucket:
        return PseudocodePanel::tr("bucketed open addressing");
    case Scheme::Linear:
        return PseudocodePanel::tr("linear probing");
    case Scheme::Quadratic:
        return PseudocodePanel::tr("quadratic probing");
    case Scheme::Double:
        return PseudocodePanel::tr("double hashing");
    case Scheme::RobinHood:
        return PseudocodePanel::tr("Robin Hood hashing");
    case Scheme::Cuckoo:
        return PseudocodePanel::tr("cuckoo hashing");
    }
    return {};
}

} // namespace

QStringList PseudocodePanel::listingLines(Listing l, const TableConfig* c) {
    const QString maxLoop = QString::number(c ? c->maxLoop : tablelimits::kDefaultMaxLoop);
    switch (l) {
    case Listing::ChainingInsert:
        return indented({{0, QStringLiteral("CHAINED-HASH-INSERT(T, x)")},
                         {1, QStringLiteral("i = h(x)")},
                         {1, tr("walk the chain T[i], comparing each key with x")},
                         {2, tr("if a key equals x: return \"duplicate\"")},
                         {1, c && c->chainAtTail ? tr("link x at the tail of the chain T[i]")
                                                 : tr("link x at the head of the chain T[i]")}});
    case Listing::ChainingFind:
        return indented({{0, QStringLiteral("CHAINED-HASH-SEARCH(T, x)")},
                         {1, QStringLiteral("i = h(x)")},
                         {1, tr("walk the chain T[i]: for each key y in it")},
                         {2, tr("if y == x: return y")},
                         {1, tr("return NIL (x is not in the chain)")}});
    case Listing::ChainingDelete:
        return indented({{0, QStringLiteral("CHAINED-HASH-DELETE(T, x)")},
                         {1, QStringLiteral("i = h(x)")},
                         {1, tr("walk the chain T[i] to x")},
                         {1, tr("if x is not in the chain: return")},
                         {1, tr("unlink x from the chain T[i]")}});
    case Listing::BucketInsert:
        return indented({{0, QStringLiteral("BUCKET-INSERT(T, x)")},
                         {1, QStringLiteral("for i = 0 to m \u2212 1")},
                         {2, tr("B = bucket (h(x) + i) mod m: read its b slots")},
                         {2, tr("if x is in B: return \"duplicate\"")},
                         {2, tr("note B's first free slot (empty or tombstone)")},
                         {2, tr("if B has a never-used slot: stop searching")},
                         {1, tr("if no free slot was noted: return \"table full\"")},
                         {1, tr("put x in the first free slot noted")}});
    case Listing::BucketFind:
        return indented({{0, QStringLiteral("BUCKET-SEARCH(T, x)")},
                         {1, QStringLiteral("for i = 0 to m \u2212 1")},
                         {2, tr("B = bucket (h(x) + i) mod m: read its b slots")},
                         {2, tr("if x is in B: return its slot")},
                         {2, tr("if B has a never-used slot: return NIL")},
                         {1, QStringLiteral("return NIL")}});
    case Listing::BucketDelete:
        return indented({{0, QStringLiteral("BUCKET-DELETE(T, x)")},
                         {1, tr("find x's slot as BUCKET-SEARCH does")},
                         {1, tr("if x is absent: return")},
                         {1, tr("leave a tombstone in its slot")}});
    case Listing::OpenInsert:
        return indented({{0, QStringLiteral("HASH-INSERT(T, x)")},
                         {1, QStringLiteral("free = NIL")},
                         {1, QStringLiteral("for i = 0 to m \u2212 1")},
                         {2, probeFormula(c)},
                         {2, tr("if T[j] is empty: stop searching")},
                         {2, tr("if T[j] == x: return \"duplicate\"")},
                         {2, tr("if T[j] is a tombstone and free == NIL: free = j")},
                         {1, tr("if free == NIL and T[j] is not empty: return \"table full\"")},
                         {1, tr("put x in T[free], or in T[j] if free == NIL")}});
    case Listing::OpenFind:
        return indented({{0, QStringLiteral("HASH-SEARCH(T, x)")},
                         {1, QStringLiteral("for i = 0 to m \u2212 1")},
                         {2, probeFormula(c)},
                         {2, tr("if T[j] is empty: return NIL")},
                         {2, tr("if T[j] == x: return j")},
                         {2, tr("a tombstone or another key: go on")},
                         {1, tr("return NIL (every reachable slot probed)")}});
    case Listing::OpenDelete:
        return indented({{0, QStringLiteral("HASH-DELETE(T, x)")},
                         {1, QStringLiteral("j = HASH-SEARCH(T, x)")},
                         {1, QStringLiteral("if j == NIL: return")},
                         {1, tr("mark T[j] as a tombstone (DELETED)")}});
    case Listing::RobinHoodInsert:
        return indented({{0, QStringLiteral("ROBIN-HOOD-INSERT(T, x)")},
                         {1, tr("if all m slots are occupied: return \"table full\"")},
                         {1, tr("j = h(x); d = 0 (d: x's distance from home)")},
                         {1, tr("loop")},
                         {2, tr("if T[j] is empty: place x in the empty slot; return")},
                         {2, tr("if T[j] == x: return \"duplicate\"")},
                         {2, tr("if dist(T[j]) < d: (the resident is richer)")},
                         {3, tr("swap x with the richer resident; d = its distance")},
                         {2, QStringLiteral("j = (j + 1) mod m; d = d + 1")}});
    case Listing::RobinHoodFind:
        return indented({{0, QStringLiteral("ROBIN-HOOD-SEARCH(T, x)")},
                         {1, QStringLiteral("j = h(x); d = 0")},
                         {1, tr("loop")},
                         {2, tr("if T[j] is empty or dist(T[j]) < d: return NIL")},
                         {2, tr("if T[j] == x: return j")},
                         {2, QStringLiteral("j = (j + 1) mod m; d = d + 1")}});
    case Listing::RobinHoodDelete:
        return indented({{0, QStringLiteral("ROBIN-HOOD-DELETE(T, x)")},
                         {1, tr("j = ROBIN-HOOD-SEARCH(T, x); if j == NIL: return")},
                         {1, tr("empty T[j] (no tombstone)")},
                         {1, QStringLiteral("k = (j + 1) mod m")},
                         {1, tr("while T[k] is occupied and dist(T[k]) > 0")},
                         {2, tr("shift T[k] back into T[k \u2212 1]")},
                         {2, QStringLiteral("k = (k + 1) mod m")}});
    case Listing::CuckooInsert:
        return indented({{0, QStringLiteral("CUCKOO-INSERT(x)")},
                         {1, tr("if T1[h1(x)] == x or T2[h2(x)] == x: return \"duplicate\"")},
                         {1, tr("repeat MaxLoop = %1 times").arg(maxLoop)},
                         {2, tr("swap x with T1[h1(x)] (kick out its key)")},
                         {2, tr("if x is empty: return")},
                         {2, tr("swap x with T2[h2(x)] (kick out its key)")},
                         {2, tr("if x is empty: return")},
                         {1, tr("give up after MaxLoop rounds: x has no nest")},
                         {1, c && c->probe.source == HashSource::Textbook
                                 ? tr("typed h1, h2 cannot change: report the failure")
                                 : tr("rehash everything with new seeds, then insert x")}});
    case Listing::CuckooFind:
        return indented({{0, QStringLiteral("CUCKOO-LOOKUP(x)")},
                         {1, tr("if T1[h1(x)] == x: return T1[h1(x)]")},
                         {1, tr("if T2[h2(x)] == x: return T2[h2(x)]")},
                         {1, QStringLiteral("return NIL")}});
    case Listing::CuckooDelete:
        return indented({{0, QStringLiteral("CUCKOO-DELETE(x)")},
                         {1, tr("if T1[h1(x)] == x: empty T1[h1(x)]; return")},
                         {1, tr("if T2[h2(x)] == x: empty T2[h2(x)]; return")},
                         {1, tr("return (x is absent)")}});
    case Listing::Grow:
        return indented({{0, QStringLiteral("GROW(T)")},
                         {1, tr("if n / m > grow-at after an insert:")},
                         {2, c && c->growTo == GrowTo::Prime ? tr("m' = the least prime \u2265 2m")
                                                             : QStringLiteral("m' = 2m")},
                         {2, tr("T' = an empty table of m' slots")},
                         {2, tr("for each key y of T, in slot order")},
                         {3, tr("insert y into T' at its new home")},
                         {2, QStringLiteral("T = T'")}});
    case Listing::RehashStep:
        return indented({{0, tr("REHASH-STEP (Redis dict.c: one bucket per operation)")},
                         {1, tr("skip the old table's empty buckets from rehashidx")},
                         {1, tr("for each key y in old[rehashidx]")},
                         {2, tr("move y to new[h'(y)]")},
                         {1, QStringLiteral("rehashidx = rehashidx + 1")},
                         {1, tr("if the old table is empty: the new one takes over")}});
    }
    return {};
}

PseudocodePanel::PseudocodePanel(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_code(new CodeView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    // A long listing scrolls rather than making the canvas beside it taller than the screen.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_code);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(scroll, 1);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &PseudocodePanel::refresh);
    refresh();
}

void PseudocodePanel::show(const TableConfig& config, const OpTrace* trace, const Stage& stage) {
    m_config = config;
    if (!trace) {
        m_listing = listingFor(config.scheme, OpKind::Insert);
        m_line = -1;
    } else {
        const CodeLine at = pseudocodeLine(config, *trace, stage);
        m_listing = at.listing;
        m_line = at.line;
    }
    refresh();
}

void PseudocodePanel::showProbe(const Trace* trace, int step) {
    m_config.reset();
    if (!trace) {
        m_listing = Listing::OpenInsert;
        m_line = -1;
    } else {
        const CodeLine at = pseudocodeLine(*trace, step);
        m_listing = at.listing;
        m_line = at.line;
    }
    refresh();
}

int PseudocodePanel::currentLine() const {
    return m_line;
}

QStringList PseudocodePanel::lines() const {
    return listingLines(m_listing, m_config ? &*m_config : nullptr);
}

QString PseudocodePanel::title() const {
    return m_title->text();
}

QRect PseudocodePanel::lineRect(int line) const {
    const QRect r = m_code->rowRect(line);
    return r.isEmpty() ? r : r.translated(m_code->mapTo(this, QPoint(0, 0)));
}

void PseudocodePanel::refresh() {
    const QStringList text = lines();
    m_code->setLines(text, m_line);
    QString what;
    switch (m_listing) {
    case Listing::Grow:
        what = tr("Growing the table");
        break;
    case Listing::RehashStep:
        what = tr("Incremental rehash step");
        break;
    default: {
        const int op = (static_cast<int>(m_listing) % 3);
        const QString scheme = m_config ? schemeTitle(m_config->scheme) : tr("open addressing");
        what = tr("%1: %2").arg(scheme, opTitle(static_cast<OpKind>(op)));
    }
    }
    m_title->setText(what);
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() > 0 ? f.pointSizeF() * 1.1 : 12);
    m_title->setFont(f);
}

void PseudocodePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app
