#include "bloom_sizing_panel.h"

#include "hashlab/bloom/theory.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/plot_style.h"
#include "shell/theme.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {

// "14.4 Mbit" / "958 kbit": decimal bit units, as network and memory sizes are quoted.
QString bitUnits(double bits) {
    const char* units[] = {"bit", "kbit", "Mbit", "Gbit"};
    int i = 0;
    while (bits >= 1000 && i < 3)
        bits /= 1000, ++i;
    return QLocale().toString(bits, 'g', 3) + QLatin1Char(' ') + QLatin1String(units[i]);
}

bool parseCount(const QString& s, std::uint64_t* out) {
    bool ok = false;
    QString t = s.trimmed();
    t.remove(QLocale().groupSeparator());
    t.remove(QLatin1Char(','));
    t.remove(QLatin1Char(' '));
    const double v = QLocale::c().toDouble(t, &ok); // accepts 1e6
    if (!ok || !std::isfinite(v) || v < 0 || v > 1e15 || v != std::floor(v))
        return false;
    *out = static_cast<std::uint64_t>(v);
    return true;
}

} // namespace

BloomSizingPanel::BloomSizingPanel(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(this);
    m_n = new QLineEdit(QStringLiteral("10000000"), this);
    m_p = new QLineEdit(QStringLiteral("0.001"), this);
    m_m = new QLineEdit(QStringLiteral("143775876"), this);
    m_k = new QSpinBox(this);
    m_k->setRange(1, int(kMaxK));
    m_k->setValue(10);
    m_fromP = new QRadioButton(this);
    m_fromM = new QRadioButton(this);
    m_fromP->setChecked(true);
    m_result = new QLabel(this);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setWordWrap(true);
    m_message = new InlineMessage(this);
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumHeight(160);

    auto* modes = new QHBoxLayout;
    modes->addWidget(m_fromP);
    modes->addWidget(m_fromM);
    modes->addStretch();
    m_form = new QFormLayout;
    m_form->addRow(QStringLiteral("n"), m_n);
    m_form->addRow(QStringLiteral("p"), m_p);
    m_form->addRow(QStringLiteral("m"), m_m);
    m_form->addRow(QStringLiteral("k"), m_k);
    auto* v = new QVBoxLayout(this);
    v->addWidget(m_title);
    v->addLayout(modes);
    v->addLayout(m_form);
    v->addWidget(m_message);
    v->addWidget(m_result);
    v->addWidget(m_plot, 1);

    for (QLineEdit* e : {m_n, m_p, m_m})
        connect(e, &QLineEdit::textChanged, this, &BloomSizingPanel::recompute);
    connect(m_k, qOverload<int>(&QSpinBox::valueChanged), this, &BloomSizingPanel::recompute);
    connect(m_fromP, &QRadioButton::toggled, this, &BloomSizingPanel::recompute);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this,
            &BloomSizingPanel::restylePlot);
    retranslate();
    restylePlot();
}

QString BloomSizingPanel::resultText() const {
    return m_result->text();
}

void BloomSizingPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void BloomSizingPanel::retranslate() {
    m_title->setText(tr("<b>Sizing</b> — how many bits and hashes?"));
    m_fromP->setText(tr("from n and p"));
    m_fromM->setText(tr("from n and m"));
    m_n->setToolTip(tr("keys to hold: 1 to 2^40"));
    m_p->setToolTip(tr("target false-positive rate: 0 < p < 1"));
    m_m->setToolTip(tr("bits: 1 to 2^34 (2 GiB)"));
    m_k->setToolTip(tr("your k (1 to 64): its rate is shown beside the optimum"));
    recompute();
}

void BloomSizingPanel::restylePlot() {
    applyPlotTheme(m_plot);
    recompute();
}

void BloomSizingPanel::recompute() {
    const bool fromP = m_fromP->isChecked();
    m_p->setEnabled(fromP);
    m_m->setEnabled(!fromP);
    std::uint64_t n = 0, m = 0;
    if (!parseCount(m_n->text(), &n) || n < 1 || n > kMaxN) {
        m_message->showError(tr("n must be a whole number from 1 to 2^40 (1,099,511,627,776)."));
        return;
    }
    Result<Sizing> s = makeError("", "");
    if (fromP) {
        bool ok = false;
        const double p = QLocale::c().toDouble(m_p->text().trimmed(), &ok);
        if (!ok || !std::isfinite(p) || p <= 0 || p >= 1) {
            m_message->showError(tr("p must be a number with 0 < p < 1, e.g. 0.001."));
            return;
        }
        s = sizeForRate(n, p);
    } else {
        if (!parseCount(m_m->text(), &m) || m < 1 || m > kMaxBits) {
            m_message->showError(tr("m must be a whole number of bits from 1 to 2^34 (2 GiB)."));
            return;
        }
        s = sizeForBits(n, m);
    }
    if (!s) {
        m_message->showError(s.error().parameter == "m"
                                 ? tr("That needs more than 2^34 bits (2 GiB), the limit.")
                                 : coreError(s.error()));
        return;
    }
    m_message->clearMessage();
    // The derived field shows what the result line says (it kept the value for the previous n).
    {
        QLineEdit* derived = fromP ? m_m : m_p;
        const QSignalBlocker blocker(derived);
        derived->setText(fromP ? QString::number(s->mBits) : QLocale::c().toString(s->p, 'g', 4));
    }
    const QLocale loc;
    const unsigned yourK = unsigned(m_k->value());
    const double yourP = classicFp(s->mBits, n, yourK);
    // The byte count once, then the SI and binary sizes only where they say something more
    // ("627 bytes" three times said nothing).
    QStringList sizes = {tr("%1 bytes").arg(loc.toString(qulonglong(s->bytes)))};
    if (s->bytes >= 1000)
        sizes << loc.formattedDataSize(qint64(s->bytes), 2, QLocale::DataSizeSIFormat);
    if (s->bytes >= 1024)
        sizes << loc.formattedDataSize(qint64(s->bytes), 2, QLocale::DataSizeIecFormat);
    const double kReal = double(s->mBits) / double(n) * std::log(2.0);
    QString text =
        tr("m = %1 bits (%2) = %3<br>"
           "optimum k = the better of ⌊(m/n)·ln 2⌋ = %4 and ⌈(m/n)·ln 2⌉ = %5: <b>%6</b>%7, "
           "p = (1 − e^(−kn/m))^k = <b>%8</b><br>"
           "your k = %9: p = %10 · %11 bits per key")
            .arg(loc.toString(qulonglong(s->mBits)), bitUnits(double(s->mBits)),
                 sizes.join(QStringLiteral(" = ")))
            .arg(loc.toString(std::floor(kReal), 'f', 0), loc.toString(std::ceil(kReal), 'f', 0))
            .arg(s->k)
            .arg(s->optimalK > kMaxK ? tr(" (capped at 64)") : QString())
            .arg(loc.toString(s->p, 'g', 4))
            .arg(yourK)
            .arg(loc.toString(yourP, 'g', 4))
            .arg(loc.toString(double(s->mBits) / double(n), 'f', 2));
    m_result->setText(text);

    // p against k, log scale, the optimum and your k marked.
    m_plot->clearGraphs();
    m_plot->clearItems();
    const ThemePalette& pal = ThemeManager::instance().palette();
    const int kMax = int(std::min<unsigned>(kMaxK, std::max(12u, s->k * 2 + 2)));
    QVector<double> ks, ps;
    for (int k = 1; k <= kMax; ++k) {
        ks.push_back(k);
        ps.push_back(std::max(1e-300, classicFp(s->mBits, n, unsigned(k))));
    }
    QCPGraph* g = m_plot->addGraph();
    g->setData(ks, ps);
    g->setPen(QPen(pal.seriesColor(0), plotLineWidth()));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    g->setName(tr("p(k) at this m"));
    auto mark = [&](unsigned k, const QColor& c, const QString& label) {
        QCPGraph* d = m_plot->addGraph();
        d->setData({double(k)}, {std::max(1e-300, classicFp(s->mBits, n, k))});
        d->setLineStyle(QCPGraph::lsNone);
        d->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 11));
        d->setName(label);
    };
    mark(yourK, pal.warning, tr("your k = %1").arg(yourK));
    mark(s->k, pal.good, tr("optimum k = %1").arg(s->k));
    m_plot->setLocale(QLocale::c()); // a lowercase exponent, which "eb" beautifies
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_plot->yAxis->setNumberFormat(QStringLiteral("eb"));
    m_plot->yAxis->setNumberPrecision(0);
    m_plot->xAxis->setLabel(tr("k (hash positions)"));
    m_plot->yAxis->setLabel(tr("false-positive rate"));
    m_plot->legend->setVisible(true);
    // At least one decade below the minimum and above the maximum, so ticks frame the curve.
    const auto [lo, hi] = std::minmax_element(ps.begin(), ps.end());
    // A quarter decade of room past the extremes, so that a marker on the lowest or highest point
    // (the optimum is the lowest) is drawn whole, not cut by the axis.
    m_plot->yAxis->setRange(std::pow(10, std::floor(std::log10(*lo) - 0.25)),
                            std::pow(10, std::ceil(std::log10(*hi) + 0.25)));
    m_plot->xAxis->setRange(0.5, kMax + 0.5);
    m_plot->replot();
}

} // namespace hashlab::app
