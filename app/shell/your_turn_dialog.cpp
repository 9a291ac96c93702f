#include "your_turn_dialog.h"

#include "hashlab/scenario/exercise.h"
#include "std_qstring.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <algorithm>

namespace hashlab::app {

namespace {

// The kinds' names as the chooser shows them; the id (docs/cli.md's) is the item's data.
QString exerciseKindTitle(const QString& kind) {
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("linear"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Linear probing: insert")},
        {QStringLiteral("quadratic"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Quadratic probing: insert")},
        {QStringLiteral("double"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Double hashing: insert")},
        {QStringLiteral("robinhood"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Robin Hood: insert with swaps")},
        {QStringLiteral("cuckoo"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Cuckoo hashing: insert with kicks")},
        {QStringLiteral("chaining"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Chaining: insert")},
        {QStringLiteral("delete"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Delete (tombstone or backward shift)")},
        {QStringLiteral("resize"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Resize: where each key lands")},
        {QStringLiteral("owner"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "The owner of a key")},
        {QStringLiteral("moved"), QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog",
                                                    "Which keys move when a node joins or fails")},
        {QStringLiteral("preference"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "A preference list with racks")},
        {QStringLiteral("cells"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "The bits a word sets")},
        {QStringLiteral("query"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "A query: its bits and its answer")},
        {QStringLiteral("cuckoo-filter"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Cuckoo filter: buckets and kicks")},
        {QStringLiteral("base62"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "The Base62 digits of an id")},
        {QStringLiteral("truncated"),
         QT_TRANSLATE_NOOP("hashlab::app::YourTurnDialog", "Do two truncated hashes collide?")},
    };
    const auto it = titles.find(kind);
    return it == titles.end() ? kind : YourTurnDialog::tr(it.value());
}

} // namespace

QString YourTurnDialog::kindTitle(const QString& kind) {
    return exerciseKindTitle(kind);
}

quint64 YourTurnDialog::freshSeed() {
    return QRandomGenerator::global()->bounded(1000, 10000);
}

YourTurnDialog::YourTurnDialog(const YourTurnChoice& previous, QWidget* parent)
    : QDialog(parent), m_lab(previous.lab), m_kind(new QComboBox(this)),
      m_level(new QSpinBox(this)), m_seed(new QLineEdit(this)), m_mode(new QComboBox(this)),
      m_student(new QLineEdit(this)), m_problem(new QLabel(this)) {
    setWindowTitle(tr("Your turn"));
    setObjectName(QStringLiteral("YourTurnDialog"));
    auto* form = new QFormLayout(this);
    for (std::string_view kind : scenario::exerciseKinds(previous.lab.toStdString())) {
        const QString id = q(std::string(kind));
        m_kind->addItem(exerciseKindTitle(id), id);
    }
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(previous.kind)));
    form->addRow(tr("&Exercise"), m_kind);
    m_level->setRange(1, scenario::kMaxLevel);
    m_level->setValue(std::clamp(previous.level, 1, scenario::kMaxLevel));
    m_level->setToolTip(tr("1: a small table and one operation; 3: a fuller table and more"));
    form->addRow(tr("&Level"), m_level);
    m_seed->setText(QString::number(freshSeed()));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    QFont big = m_seed->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_seed->setFont(big);
    m_seed->setObjectName(QStringLiteral("YourTurnSeed"));
    m_seed->setAccessibleName(tr("Seed"));
    form->addRow(tr("&Seed (the same seed, the same exercise)"), m_seed);
    m_mode->addItem(tr("Practice: each wrong choice is explained"), false);
    m_mode->addItem(tr("Exam: no reasons and no solution until the end"), true);
    m_mode->setCurrentIndex(previous.exam ? 1 : 0);
    form->addRow(tr("&Mode"), m_mode);
    m_student->setText(previous.student);
    m_student->setMaxLength(100);
    m_student->setObjectName(QStringLiteral("YourTurnStudent"));
    m_student->setAccessibleName(tr("Student"));
    form->addRow(tr("S&tudent (for the record)"), m_student);
    m_problem->setWordWrap(true);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_start = buttons->button(QDialogButtonBox::Ok);
    m_start->setText(tr("Start"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seed, &QLineEdit::textChanged, this, &YourTurnDialog::check);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &YourTurnDialog::check);
    connect(m_student, &QLineEdit::textChanged, this, &YourTurnDialog::check);
    check();
}

bool YourTurnDialog::choice(YourTurnChoice* out) const {
    bool ok = false;
    const quint64 seed = m_seed->text().toULongLong(&ok);
    if (!ok || m_kind->count() == 0)
        return false;
    if (out)
        *out = {m_lab,
                m_kind->currentData().toString(),
                seed,
                m_level->value(),
                m_mode->currentData().toBool(),
                m_student->text().trimmed()};
    return true;
}

void YourTurnDialog::check() {
    const bool exam = m_mode->currentData().toBool();
    QString problem;
    if (!choice(nullptr))
        problem = tr("The seed must be a whole number from 0 to 18446744073709551615.");
    else if (exam && m_student->text().trimmed().isEmpty())
        problem = tr("An exam needs the student's name: it goes into the record.");
    m_problem->setText(problem);
    m_start->setEnabled(problem.isEmpty());
}

} // namespace hashlab::app
