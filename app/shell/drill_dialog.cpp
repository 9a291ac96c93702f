#include "drill_dialog.h"

#include "hashlab/scenario/drill.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace hashlab::app {

DrillDialog::DrillDialog(const QString& lab, QWidget* parent)
    : QDialog(parent), m_lab(new QComboBox(this)), m_seed(new QLineEdit(this)),
      m_count(new QSpinBox(this)), m_problem(new QLabel(this)) {
    setWindowTitle(tr("Drill"));
    setObjectName(QStringLiteral("DrillDialog"));
    auto* form = new QFormLayout(this);
    const QStringList names = {tr("Hash tables (double hashing)"), tr("Consistent hashing"),
                               tr("Bloom filters"), tr("Collisions (birthday bound)")};
    const auto labs = scenario::drillLabs();
    for (std::size_t i = 0; i < labs.size(); ++i)
        m_lab->addItem(names.at(static_cast<int>(i)),
                       QString::fromLatin1(labs[i].data(), static_cast<qsizetype>(labs[i].size())));
    const int current = m_lab->findData(lab);
    m_lab->setCurrentIndex(current < 0 ? 0 : current);
    form->addRow(tr("&Lab"), m_lab);
    // A short seed is easy to read out; any whole number works.
    m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1000, 10000)));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    QFont big = m_seed->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_seed->setFont(big);
    m_seed->setAccessibleName(tr("Seed"));
    form->addRow(tr("&Seed (read it out: the same seed, the same questions)"), m_seed);
    m_count->setRange(1, scenario::kMaxDrillQuestions);
    m_count->setValue(10);
    m_count->setAccessibleName(tr("Questions"));
    form->addRow(tr("&Questions"), m_count);
    m_problem->setWordWrap(true);
    form->addRow(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the drill"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seed, &QLineEdit::textChanged, this, [this, buttons] {
        check();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem->text().isEmpty());
    });
    check();
}

QString DrillDialog::lab() const {
    return m_lab->currentData().toString();
}

bool DrillDialog::seed(quint64* out) const {
    bool ok = false;
    const quint64 v = m_seed->text().toULongLong(&ok);
    if (ok && out)
        *out = v;
    return ok;
}

int DrillDialog::count() const {
    return m_count->value();
}

void DrillDialog::check() {
    m_problem->setText(seed(nullptr) ? QString()
                                     : tr("The seed must be a whole number from 0 to "
                                          "18446744073709551615."));
}

} // namespace hashlab::app
