#include "animation_dialog.h"

#include "animation.h"
#include "export_form.h"
#include "export_look.h"
#include "shell/file_locations.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/page_settler.h"
#include "shell/settings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace hashlab::app {

// The page copy and the export live across turns of the event loop; each turn renders inside
// the export's look (theme and language) and leaves the window's look in force between turns.
struct AnimationDialog::Run {
    QString theme, language;
    std::unique_ptr<LabPage> page;
    std::unique_ptr<AnimationExport> job;
};

AnimationDialog::AnimationDialog(LabPage* page, Settings& settings, const QString& baseName,
                                 QWidget* parent)
    : QDialog(parent), m_page(page), m_settings(settings), m_path(new QLineEdit(this)),
      m_kind(new QComboBox(this)), m_fps(new QComboBox(this)), m_theme(new QComboBox(this)),
      m_language(new QComboBox(this)), m_hold(new QDoubleSpinBox(this)),
      m_scale(new QDoubleSpinBox(this)), m_width(new QSpinBox(this)), m_height(new QSpinBox(this)),
      m_progress(new QProgressBar(this)), m_error(new QLabel(this)), m_timer(new QTimer(this)) {
    setWindowTitle(tr("Export animation"));
    auto* form = new QFormLayout(this);
    // The data is the file's suffix, which chooses the encoder.
    m_kind->addItem(tr("Animated GIF"), QStringLiteral("gif"));
    m_kind->addItem(tr("Animated WebP (lossless)"), QStringLiteral("webp"));
    m_kind->addItem(tr("Storyboard (PNG)"), QStringLiteral("png"));
    form->addRow(tr("Kind"), m_kind);
    const QString name = baseName.isEmpty() ? page->labId() : baseName;
    m_path->setText(QDir(proposedFolder(settings)).filePath(name + QStringLiteral(".gif")));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString suffix = m_kind->currentData().toString();
        const QString p = QFileDialog::getSaveFileName(
            this, tr("Export animation"), m_path->text(),
            suffix == QLatin1String("gif")    ? tr("GIF animations (*.gif)")
            : suffix == QLatin1String("webp") ? tr("WebP animations (*.webp)")
                                              : tr("PNG images (*.png)"));
        if (!p.isEmpty())
            m_path->setText(p);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    form->addRow(tr("File"), pathRow);
    for (int fps : animationFpsChoices())
        m_fps->addItem(QLocale().toString(fps), fps);
    m_fps->setCurrentIndex(static_cast<int>(animationFpsChoices().indexOf(10)));
    form->addRow(tr("Frames per second"), m_fps);
    m_hold->setRange(animlimits::kMinHold, animlimits::kMaxHold);
    m_hold->setSingleStep(0.5);
    m_hold->setValue(1.5);
    m_hold->setSuffix(tr(" s"));
    form->addRow(tr("Each step held for"), m_hold);
    addLookRows(form, m_width, m_height, m_scale, m_theme, m_language);
    m_width->setValue(1280);
    m_height->setValue(720);
    m_progress->setRange(0, 100);
    m_progress->hide();
    form->addRow(m_progress);
    addErrorRow(form, m_error);
    auto* buttons = exportButtons(this, &m_export, &m_cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &AnimationDialog::startExport);
    // Cancel stops a running export and keeps the dialog; otherwise it closes it.
    connect(buttons, &QDialogButtonBox::rejected, this,
            [this] { running() ? cancelExport() : reject(); });
    form->addRow(buttons);
    // Escape or closing the window ends a running export too.
    connect(this, &QDialog::finished, this, &AnimationDialog::cancelExport);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AnimationDialog::kindChanged);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &AnimationDialog::tick);
    kindChanged();
}

AnimationDialog::~AnimationDialog() = default;

bool AnimationDialog::running() const {
    return m_run != nullptr;
}

void AnimationDialog::kindChanged() {
    const QString suffix = m_kind->currentData().toString();
    const bool gif = suffix != QLatin1String("png"); // any animation
    m_width->setRange(16, gif ? animlimits::kMaxWidth : storyboardlimits::kMaxSide);
    m_height->setRange(16, gif ? animlimits::kMaxHeight : storyboardlimits::kMaxSide);
    m_fps->setEnabled(gif);
    m_hold->setEnabled(gif);
    const QFileInfo info(m_path->text());
    m_path->setText(
        QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + suffix));
}

void AnimationDialog::startExport() {
    if (running())
        return;
    ExportRequest request;
    request.path = m_path->text();
    request.size = QSize(m_width->value(), m_height->value());
    request.scale = m_scale->value();
    const QString suffix = m_kind->currentData().toString();
    const auto kind =
        suffix == QLatin1String("png") ? AnimationKind::Storyboard : AnimationKind::Animated;
    if (QFileInfo(request.path).suffix().toLower() != suffix) {
        end(tr("The file must end in .%1.").arg(suffix));
        return;
    }
    AnimationTiming timing;
    timing.fps = m_fps->currentData().toInt();
    timing.secondsPerStep = m_hold->value();
    m_run = std::make_unique<Run>();
    m_run->theme = m_theme->currentData().toString();
    m_run->language = m_language->currentData().toString();
    QString error;
    {
        const ExportLook look(m_run->theme, m_run->language);
        m_run->page.reset(createLab(m_page->labId(), nullptr));
        error = m_run->page->loadState(m_page->saveState());
    }
    if (!error.isEmpty()) {
        end(error);
        return;
    }
    m_error->hide();
    m_progress->setValue(0);
    m_progress->show();
    m_export->setEnabled(false);
    // The copy measures its plots with the dialog live (Cancel works), outside the export's look.
    PageSettler settler(m_run->page.get(), ExportPart::Page);
    m_settler = &settler;
    m_progress->setFormat(tr("Measuring the plots… %p%"));
    const bool settled = settler.wait([this](int percent) { m_progress->setValue(percent); });
    m_settler = nullptr;
    m_progress->setFormat(QStringLiteral("%p%"));
    m_progress->setValue(0);
    if (!settled) {
        end(tr("Cancelled: nothing was written."));
        return;
    }
    {
        const ExportLook look(m_run->theme, m_run->language);
        // Results that arrived while waiting were worded in the window's language.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(m_run->page.get(), &change);
        m_run->page->settleForExport();
        m_run->job = std::make_unique<AnimationExport>(m_run->page.get(), ExportPart::Page, request,
                                                       kind, timing);
        error = m_run->job->start();
    }
    if (!error.isEmpty()) {
        end(error);
        return;
    }
    m_timer->start();
}

void AnimationDialog::tick() {
    if (!m_run)
        return;
    QString error;
    {
        const ExportLook look(m_run->theme, m_run->language);
        error = m_run->job->step();
        if (error.isEmpty() && m_run->job->allDone())
            error = m_run->job->finish();
    }
    const int total = std::max(1, m_run->job->total());
    m_progress->setValue(100 * m_run->job->done() / total);
    if (!error.isEmpty() || m_run->job->allDone()) {
        if (error.isEmpty())
            m_settings.setLastDirectory(QFileInfo(m_path->text()).absolutePath());
        end(error);
        if (error.isEmpty())
            accept();
    }
}

void AnimationDialog::cancelExport() {
    if (m_settler) { // still measuring: startExport() ends the run when the wait returns
        m_settler->cancel();
        return;
    }
    if (running())
        end(tr("Cancelled: nothing was written."));
}

void AnimationDialog::end(const QString& error) {
    m_timer->stop();
    if (m_run) {
        // The copy is destroyed in the export's look, as it was built.
        const ExportLook look(m_run->theme, m_run->language);
        m_run.reset();
    }
    m_progress->hide();
    m_export->setEnabled(true);
    m_lastError = error;
    showErrorRow(this, m_error, error);
    emit exportFinished(error);
}

} // namespace hashlab::app
