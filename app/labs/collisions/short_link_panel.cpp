#include "short_link_panel.h"

#include "birthday_table.h"
#include "bloom_precheck.h"
#include "code_space_inputs.h"
#include "shell/sub_progress.h"

#include "hashlab/collisions/base62.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/progress_panel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <atomic>

namespace hashlab::app {
namespace {

const char* const kNormalExamples[] = {
    "HTTPS://Example.COM//shop///item?b=2&a=1",
    "http://News.Site.CN",
    "https://a.io/x?utm=1&id=7#top",
};
constexpr std::size_t kMaxLinks = 1000;

CodeSpaces defaultCompare() {
    CodeSpaces s;
    s.n = ShortLinkPanel::kCompareUrls;
    s.useBits = false; // codes have an alphabet (Base62 at first), never whole bits
    s.lengths = {4, 5, 6};
    return s;
}

CodeSpaceInputs::Options compareOptions() {
    CodeSpaceInputs::Options o;
    o.minN = 1;
    o.maxN = collisions::kMaxCompareUrls;
    o.bitsAllowed = false;
    o.lengthCheck = [](int length, const QString& alphabet) {
        auto made = collisions::HashCodeShortener::create(static_cast<std::size_t>(length), 3,
                                                          alphabet.toStdString());
        return made ? QString() : coreError(made.error());
    };
    return o;
}

QTableWidget* makeTable(QWidget* parent, int columns) {
    auto* t = new QTableWidget(0, columns, parent);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    return t;
}

void setRow(QTableWidget* t, int row, const QStringList& cells) {
    if (t->rowCount() <= row)
        t->setRowCount(row + 1);
    for (int c = 0; c < cells.size(); ++c)
        t->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace

ShortLinkPanel::ShortLinkPanel(QWidget* parent)
    : QWidget(parent), m_encodeIn(new QLineEdit(this)), m_decodeIn(new QLineEdit(this)),
      m_urlIn(new QLineEdit(this)), m_encodeOut(new QLabel(this)), m_decodeOut(new QLabel(this)),
      m_encodeLabel(new QLabel(this)), m_decodeLabel(new QLabel(this)),
      m_compareNote(new QLabel(this)), m_shorten(new QPushButton(this)),
      m_message(new InlineMessage(this)), m_links(makeTable(this, 3)),
      m_lengths(makeTable(this, 2)), m_normal(makeTable(this, 2)), m_compare(makeTable(this, 5)),
      m_codecBox(new QGroupBox(this)), m_serviceBox(new QGroupBox(this)),
      m_theoryBox(new QGroupBox(this)),
      m_service(std::make_unique<collisions::ShortLinkService>(makeBloomPrecheck())),
      m_job(new BackgroundJob(this)), m_progress(new ProgressPanel(m_job, this)),
      m_compareInputs(new CodeSpaceInputs(compareOptions(), this)),
      m_compareSpaces(defaultCompare()) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_compareInputs->setValue(m_compareSpaces);
    auto* codec = new QGridLayout(m_codecBox);
    codec->addWidget(m_encodeLabel, 0, 0);
    codec->addWidget(m_encodeIn, 0, 1);
    codec->addWidget(m_encodeOut, 1, 1);
    codec->addWidget(m_decodeLabel, 2, 0);
    codec->addWidget(m_decodeIn, 2, 1);
    codec->addWidget(m_decodeOut, 3, 1);
    codec->addWidget(m_lengths, 4, 0, 1, 2);
    codec->setRowStretch(4, 1);
    m_encodeOut->setWordWrap(true);
    m_decodeOut->setWordWrap(true);
    m_encodeIn->setText(QStringLiteral("100000000"));
    m_decodeIn->setText(QStringLiteral("lYGhA16ahyf"));

    auto* service = new QVBoxLayout(m_serviceBox);
    auto* urlRow = new QHBoxLayout;
    urlRow->addWidget(m_urlIn, 1);
    urlRow->addWidget(m_shorten);
    service->addLayout(urlRow);
    service->addWidget(m_message);
    service->addWidget(m_links, 1);
    service->addWidget(m_normal, 1);

    auto* theory = new QVBoxLayout(m_theoryBox);
    theory->addWidget(m_compareInputs);
    theory->addWidget(m_compare, 1);
    theory->addWidget(m_progress);
    m_compareNote->setWordWrap(true);
    theory->addWidget(m_compareNote);
    m_compare->setMinimumHeight(m_compare->verticalHeader()->defaultSectionSize() * 4 + 4);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    top->addWidget(m_codecBox, 2);
    top->addWidget(m_serviceBox, 3);
    layout->addLayout(top, 3);
    layout->addWidget(m_theoryBox, 2);

    connect(m_encodeIn, &QLineEdit::textChanged, this, &ShortLinkPanel::updateEncode);
    connect(m_decodeIn, &QLineEdit::textChanged, this, &ShortLinkPanel::updateDecode);
    connect(m_shorten, &QPushButton::clicked, this, &ShortLinkPanel::shorten);
    connect(m_urlIn, &QLineEdit::returnPressed, this, &ShortLinkPanel::shorten);
    connect(m_compareInputs, &CodeSpaceInputs::edited, this,
            [this](const CodeSpaces& before, const CodeSpaces& after) {
                pushSpacesEdit(
                    m_undo, tr("Hash-code lengths"),
                    [this](const CodeSpaces& s) { setCompareSpaces(s); }, before, after);
            });
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (m_job->wasCancelled() || !m_pending)
            return;
        const QLocale locale;
        m_compare->setRowCount(static_cast<int>(m_pending->size()));
        for (std::size_t i = 0; i < m_pending->size(); ++i) {
            const auto& c = (*m_pending)[i];
            setRow(m_compare, static_cast<int>(i),
                   {QString::number(c.hashCodeLength),
                    locale.toString(static_cast<qulonglong>(c.hashCollisions)),
                    locale.toString(c.hashPairsExpected, 'f', 1),
                    locale.toString(static_cast<qulonglong>(c.hashFailures)),
                    tr("%1 collisions, ≤ %2 symbols")
                        .arg(locale.toString(static_cast<qulonglong>(c.idCollisions)))
                        .arg(c.idLongestCode)});
        }
        m_compare->resizeColumnsToContents();
    });
    retranslate();
    updateEncode();
    updateDecode();
    runComparison();
    for (const char* url :
         {"https://Example.com//shop/item?b=2&a=1", "https://example.com/shop/item?a=1&b=2",
          "https://news.site.cn/2024/hash"}) {
        m_urlIn->setText(QString::fromUtf8(url));
        shorten();
    }
    m_urlIn->clear();
}

ShortLinkPanel::~ShortLinkPanel() = default;

void ShortLinkPanel::updateEncode() {
    bool ok = false;
    const qulonglong v = m_encodeIn->text().trimmed().toULongLong(&ok);
    if (!ok) {
        m_encodeOut->setText(tr("✗ an integer from 0 to 18446744073709551615 (2^64 − 1)"));
        return;
    }
    const std::string code = collisions::base62Encode(v);
    m_encodeOut->setText(tr("→ %1 (%n character(s))", nullptr, static_cast<int>(code.size()))
                             .arg(QString::fromStdString(code)));
}

void ShortLinkPanel::updateDecode() {
    auto v = collisions::base62Decode(m_decodeIn->text().trimmed().toStdString());
    if (!v) {
        m_decodeOut->setText(QStringLiteral("✗ ") + coreText(v.error().what));
        return;
    }
    m_decodeOut->setText(tr("→ id %1").arg(QLocale().toString(static_cast<qulonglong>(*v))));
}

void ShortLinkPanel::shorten() {
    const std::string url = m_urlIn->text().trimmed().toStdString();
    if (m_shortened.size() >= kMaxLinks) {
        m_message->showError(tr("The panel keeps at most %1 links.").arg(kMaxLinks));
        return;
    }
    auto r = m_service->shorten(url);
    if (!r) {
        m_message->showError(coreError(r.error()));
        return;
    }
    m_shortened.push_back(url);
    // Made again on a language switch: the message stays up while the user switches.
    m_message->showInfo(
        [existing = r->existing, id = r->id, code = QString::fromStdString(r->code)] {
            return existing
                       ? tr("Known URL (pre-check: maybe, lookup: found): code %1 reused").arg(code)
                       : tr("New URL (pre-check: absent): id %1 → code %2").arg(id).arg(code);
        });
    if (!r->existing)
        setRow(m_links, m_links->rowCount(),
               {QString::number(r->id), QString::fromStdString(r->code),
                QString::fromStdString(r->normalized)});
}

void ShortLinkPanel::setCompareSpaces(const CodeSpaces& spaces) {
    m_compareSpaces = spaces;
    if (!(m_compareInputs->value() == spaces))
        m_compareInputs->setValue(spaces);
    retranslate(); // the note names n
    runComparison();
}

void ShortLinkPanel::runComparison() {
    auto result = std::make_shared<std::vector<collisions::CodeComparison>>();
    m_pending = result;
    m_job->start([result, spaces = m_compareSpaces](const Progress& p) {
        const auto& lengths = spaces.lengths;
        // One progress bar over every length, in proportion.
        for (std::size_t i = 0; i < lengths.size(); ++i) {
            if (p.cancelled())
                return;
            const double part = 1.0 / static_cast<double>(lengths.size());
            std::atomic<bool> stop{false};
            auto c =
                collisions::compareCodeDesigns(spaces.n, static_cast<std::size_t>(lengths[i]), 4, 3,
                                               subProgress(p, stop, static_cast<double>(i) * part,
                                                           static_cast<double>(i + 1) * part),
                                               spaces.alphabet.toStdString());
            if (c)
                result->push_back(*c);
            p.report(static_cast<double>(i + 1) / static_cast<double>(lengths.size()));
        }
    });
}

void ShortLinkPanel::waitForResults() {
    m_job->wait();
    QCoreApplication::processEvents();
}

void ShortLinkPanel::fillStaticTables() {
    m_lengths->setRowCount(0);
    for (int len = 1; len <= 11; ++len)
        setRow(m_lengths, len - 1,
               {QString::number(len),
                groupDigits(collisions::maxIdForLengthDecimal(static_cast<std::size_t>(len)))});
    m_normal->setRowCount(0);
    int row = 0;
    for (const char* url : kNormalExamples)
        setRow(m_normal, row++,
               {QString::fromUtf8(url), QString::fromStdString(*collisions::normalizeUrl(url))});
    m_normal->resizeColumnsToContents();
    m_lengths->resizeColumnsToContents();
}

nlohmann::json ShortLinkPanel::saveState() const {
    return {{"links", m_shortened},
            {"compare",
             {{"n", m_compareSpaces.n},
              {"alphabet", m_compareSpaces.alphabet.toStdString()},
              {"lengths", m_compareSpaces.lengths}}}};
}

namespace {

// The comparison's n and lengths from a saved state (absent in files from before they were
// settable: the defaults).
QString readCompare(const nlohmann::json& state, CodeSpaces* out) {
    CodeSpaces s = defaultCompare();
    if (auto it = state.find("compare"); it != state.end()) {
        if (!it->is_object())
            return ShortLinkPanel::tr(
                "short_links.compare: expected {\"n\": …, \"alphabet\": …, \"lengths\": […]}");
        for (auto key = it->begin(); key != it->end(); ++key)
            if (key.key() != "n" && key.key() != "alphabet" && key.key() != "lengths")
                return ShortLinkPanel::tr("short_links.compare: unknown key '%1'")
                    .arg(QString::fromStdString(key.key()));
        if (QString e = CodeSpaces::fromJson(*it, s, collisions::kMaxCompareUrls,
                                             QStringLiteral("short_links.compare"), &s);
            !e.isEmpty())
            return e;
        if (s.n < 1)
            return ShortLinkPanel::tr("short_links.compare.n: expected 1 to %1")
                .arg(collisions::kMaxCompareUrls);
        for (int length : s.lengths)
            if (QString e = compareOptions().lengthCheck(length, s.alphabet); !e.isEmpty())
                return QStringLiteral("short_links.compare.lengths: ") + e;
    }
    *out = s;
    return {};
}

} // namespace

QString ShortLinkPanel::validateState(const nlohmann::json& state) const {
    if (!state.is_object() || !state.contains("links") || !state["links"].is_array() ||
        state["links"].size() > kMaxLinks)
        return tr("short_links.links: expected an array of at most %1 URLs").arg(kMaxLinks);
    for (std::size_t i = 0; i < state["links"].size(); ++i) {
        const auto& u = state["links"][i];
        if (!u.is_string() || !collisions::normalizeUrl(u.get<std::string>()).ok())
            return tr("short_links.links[%1]: expected a URL scheme://host/path").arg(i);
    }
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != "links" && it.key() != "compare")
            return tr("short_links: unknown key '%1'").arg(QString::fromStdString(it.key()));
    CodeSpaces compare;
    return readCompare(state, &compare);
}

void ShortLinkPanel::loadState(const nlohmann::json& state) {
    m_service = std::make_unique<collisions::ShortLinkService>(makeBloomPrecheck());
    m_shortened.clear();
    m_links->setRowCount(0);
    for (const auto& u : state["links"]) {
        m_urlIn->setText(QString::fromStdString(u.get<std::string>()));
        shorten();
    }
    m_urlIn->clear();
    m_message->clearMessage();
    CodeSpaces compare;
    readCompare(state, &compare);
    if (!(compare == m_compareSpaces))
        setCompareSpaces(compare);
}

void ShortLinkPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ShortLinkPanel::retranslate() {
    m_codecBox->setTitle(tr("Base62 (0-9a-zA-Z)"));
    m_serviceBox->setTitle(tr("Short-link service: normalise → pre-check → id → Base62"));
    m_theoryBox->setTitle(tr("Code length and collisions"));
    m_encodeLabel->setText(tr("Encode id"));
    m_decodeLabel->setText(tr("Decode code"));
    m_shorten->setText(tr("Shorten"));
    m_urlIn->setPlaceholderText(tr("https://Example.com//path?b=2&a=1"));
    m_links->setHorizontalHeaderLabels({tr("id"), tr("code"), tr("normalised URL")});
    m_lengths->setHorizontalHeaderLabels({tr("code length"), tr("ids it can hold (62^L − 1)")});
    m_normal->setHorizontalHeaderLabels({tr("URL as typed"), tr("normalised")});
    const auto symbols = static_cast<qulonglong>(m_compareSpaces.alphabetSize());
    m_compare->setHorizontalHeaderLabels({tr("hash code L"), tr("collisions"),
                                          tr("C(n,2)/%1^L").arg(symbols), tr("failed (3 retries)"),
                                          tr("auto-increment ids")});
    m_compare->resizeColumnsToContents();
    m_compareNote->setText(
        tr("%1 random URLs: md5(url) mod %2^L written with the alphabet's %2 symbols as a "
           "fixed-length code (retried with a salt on collision) against auto-increment ids "
           "written with the same symbols.")
            .arg(QLocale().toString(static_cast<qulonglong>(m_compareSpaces.n)))
            .arg(symbols));
    fillStaticTables();
    updateEncode();
    updateDecode();
}

} // namespace hashlab::app
