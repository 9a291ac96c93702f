#include "ring_import_dialog.h"

#include "ring_model.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/progress_panel.h"

#include "hashlab/ring/import.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <optional>

namespace hashlab::app {

struct RingImportDialog::Outcome {
    std::optional<ring::NodeImport> nodes;
    std::optional<Error> error; // from core: translated on the GUI thread
    QString fileError;          // could not open or too large
};

namespace {

constexpr qint64 kChunk = 1 << 20;

// Reads the whole file in chunks (checking the size limit before allocating anything), then
// parses it. Runs in the BackgroundJob.
void readNodes(const QString& path, RingImportDialog::Outcome& out,
               const hashlab::Progress& progress);

} // namespace

RingImportDialog::RingImportDialog(RingModel* model, QWidget* parent)
    : QDialog(parent), m_model(model), m_intro(new QLabel), m_pathLabel(new QLabel),
      m_path(new QLineEdit), m_browse(new QPushButton), m_import(new QPushButton),
      m_close(new QPushButton), m_job(new BackgroundJob(this)),
      m_progress(new ProgressPanel(m_job)), m_message(new InlineMessage) {
    setObjectName(QStringLiteral("ringImport"));
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
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    m_import->setDefault(true);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import nodes"), m_path->text(), tr("CSV files (*.csv *.txt);;All files (*)"));
        if (!path.isEmpty())
            m_path->setText(path);
    });
    connect(m_import, &QPushButton::clicked, this, &RingImportDialog::start);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_job, &BackgroundJob::finished, this, &RingImportDialog::finish);
    retranslate();
}

RingImportDialog::~RingImportDialog() {
    m_job->cancel();
    m_job->wait();
}

void RingImportDialog::start() {
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        m_message->showError(tr("file: choose a CSV file of nodes first"));
        return;
    }
    m_message->clearMessage();
    m_import->setEnabled(false);
    auto outcome = std::make_shared<Outcome>();
    m_outcome = outcome;
    m_job->start([path, outcome](const hashlab::Progress& p) { readNodes(path, *outcome, p); });
}

void RingImportDialog::finish() {
    m_import->setEnabled(true);
    const auto out = std::move(m_outcome);
    if (m_job->wasCancelled() || !out)
        return m_message->showInfo(tr("Import cancelled: nothing changed"));
    if (!out->fileError.isEmpty())
        return m_message->showError(out->fileError);
    if (out->error)
        return m_message->showError(coreError(*out->error));
    if (!out->nodes)
        return;
    const QString error = m_model->importNodes(out->nodes->nodes, out->nodes->racks);
    if (!error.isEmpty())
        return m_message->showError(error);
    accept();
}

void RingImportDialog::retranslate() {
    setWindowTitle(tr("Import nodes"));
    m_intro->setText(
        tr("A CSV file with one node a line: name, weight (empty: 1), rack (empty: default); a "
           "first line starting with \"name\" is a header. The nodes replace the lab's nodes in "
           "one step (Edit → Undo brings them back); at most %1 nodes, %2 MB.")
            .arg(ringlimits::kMaxGuiNodes)
            .arg(ring::limits::kMaxImportBytes >> 20));
    m_pathLabel->setText(tr("File"));
    m_browse->setText(tr("Browse…"));
    m_import->setText(tr("Import"));
    m_close->setText(tr("Close"));
}

namespace {

void readNodes(const QString& path, RingImportDialog::Outcome& out,
               const hashlab::Progress& progress) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.fileError =
            RingImportDialog::tr("file: cannot open %1: %2").arg(path, file.errorString());
        return;
    }
    const qint64 size = file.size();
    if (size < 0 || static_cast<std::uint64_t>(size) > ring::limits::kMaxImportBytes) {
        out.fileError = RingImportDialog::tr("file: %1 is larger than the limit of %2 MB")
                            .arg(path)
                            .arg(ring::limits::kMaxImportBytes >> 20);
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
        // A file that grew while being read is still held to the limit.
        if (text.size() + static_cast<std::size_t>(chunk.size()) > ring::limits::kMaxImportBytes) {
            out.fileError = RingImportDialog::tr("file: %1 is larger than the limit of %2 MB")
                                .arg(path)
                                .arg(ring::limits::kMaxImportBytes >> 20);
            return;
        }
        text.append(chunk.constData(), static_cast<std::size_t>(chunk.size()));
        progress.report(0.9 * static_cast<double>(text.size()) /
                        static_cast<double>(std::max<qint64>(1, size)));
    }
    auto parsed = ring::parseNodeCsv(text, "file");
    if (!parsed)
        out.error = parsed.error();
    else
        out.nodes = std::move(*parsed);
    progress.report(1.0);
}

} // namespace

} // namespace hashlab::app
