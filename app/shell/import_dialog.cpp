#include "import_dialog.h"

#include <algorithm>

#include "background_job.h"
#include "core_text.h"
#include "inline_message.h"
#include "progress_panel.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <optional>

namespace hashlab::app {

struct ImportDialog::Outcome {
    std::any parsed;
    bool ok = false;
    std::optional<Error> error; // the loader's: translated on the GUI thread
    QString fileError;          // could not open, or too large
};

namespace {

constexpr qint64 kChunk = 1 << 20;

QString tooLarge(const QString& path, std::uint64_t maxBytes) {
    return ImportDialog::tr("file: %1 is larger than the limit of %2 MB")
        .arg(path)
        .arg(maxBytes >> 20);
}

// The whole file in 1 MB chunks, held to the limit even if it grows while being read.
void readAndParse(const QString& path, std::uint64_t maxBytes, const ImportDialog::Parse& parse,
                  ImportDialog::Outcome& out, const hashlab::Progress& progress) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.fileError = ImportDialog::tr("file: cannot open %1: %2").arg(path, file.errorString());
        return;
    }
    const qint64 size = file.size();
    if (size < 0 || static_cast<std::uint64_t>(size) > maxBytes) {
        out.fileError = tooLarge(path, maxBytes);
        return;
    }
    std::string text;
    text.reserve(static_cast<std::size_t>(size));
    while (!file.atEnd()) {
        if (progress.cancelled())
            return;
        const QByteArray chunk = file.read(kChunk);
        if (chunk.isEmpty())
            break;
        if (text.size() + static_cast<std::size_t>(chunk.size()) > maxBytes) {
            out.fileError = tooLarge(path, maxBytes);
            return;
        }
        text.append(chunk.constData(), static_cast<std::size_t>(chunk.size()));
        progress.report(0.9 * static_cast<double>(text.size()) /
                        static_cast<double>(std::max<qint64>(1, size)));
    }
    auto parsed = parse(text);
    if (!parsed) {
        out.error = parsed.error();
        return;
    }
    out.parsed = std::move(*parsed);
    out.ok = true;
    progress.report(1.0);
}

} // namespace

ImportDialog::ImportDialog(const Texts& texts, std::uint64_t maxBytes, Parse parse, Apply apply,
                           QWidget* parent)
    : QDialog(parent), m_maxBytes(maxBytes), m_parse(std::move(parse)), m_apply(std::move(apply)),
      m_intro(new QLabel(texts.intro)), m_pathLabel(new QLabel(tr("File"))), m_path(new QLineEdit),
      m_options(new QVBoxLayout), m_browse(new QPushButton(tr("Browse…"))),
      m_import(new QPushButton(tr("Import"))), m_close(new QPushButton(tr("Close"))),
      m_job(new BackgroundJob(this)), m_progress(new ProgressPanel(m_job)),
      m_message(new InlineMessage) {
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(texts.title);
    m_path->setObjectName(QStringLiteral("importPath"));
    m_intro->setWordWrap(true);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_pathLabel);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_import);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(pathRow);
    layout->addLayout(m_options);
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    // Room for a path, and never smaller than its contents: a lab that shows more fields for
    // another kind of file (the ring's key CSV) had them squashed to 11 px and its hint cut off.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_path->setMinimumWidth(fontMetrics().averageCharWidth() * 48);
    m_import->setDefault(true);
    connect(m_browse, &QPushButton::clicked, this, [this, texts] {
        const QString path =
            QFileDialog::getOpenFileName(this, texts.title, m_path->text(), texts.filter);
        if (!path.isEmpty())
            m_path->setText(path);
    });
    connect(m_import, &QPushButton::clicked, this, &ImportDialog::start);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_job, &BackgroundJob::finished, this, &ImportDialog::finish);
}

void ImportDialog::fitContents() {
    if (!isVisible())
        return; // sized when shown
    layout()->invalidate();
    layout()->activate();
    resize(width(), std::max(height(), sizeHint().height()));
}

ImportDialog::~ImportDialog() {
    m_job->cancel();
    m_job->wait();
}

void ImportDialog::start() {
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        m_message->showError(tr("file: choose a file first"));
        return;
    }
    m_message->clearMessage();
    m_import->setEnabled(false);
    auto outcome = std::make_shared<Outcome>();
    m_outcome = outcome;
    m_job->start([path, max = m_maxBytes, parse = currentParse(), outcome](
                     const hashlab::Progress& p) { readAndParse(path, max, parse, *outcome, p); });
}

void ImportDialog::finish() {
    m_import->setEnabled(true);
    const auto out = std::move(m_outcome);
    if (m_job->wasCancelled() || !out)
        return m_message->showInfo(tr("Import cancelled: nothing changed"));
    if (!out->fileError.isEmpty())
        return m_message->showError(out->fileError);
    if (out->error)
        return m_message->showError(coreError(*out->error));
    if (!out->ok)
        return;
    const QString error = m_apply(out->parsed);
    if (!error.isEmpty())
        return m_message->showError(error);
    accept();
}

} // namespace hashlab::app
