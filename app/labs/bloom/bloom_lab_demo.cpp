// "Why not delete?": the one place the lab shows what a filter alone does on delete. Stage 0 keeps
// the filter the user set up (a plain variant of it), stage 1 switches that to counting; each
// stage picks its pair of words on the filter it shows, after the switch, and its text reports
// what that filter then answers rather than what it usually does.
#include "bloom_lab.h"

#include "bloom_model.h"

#include <QLabel>
#include <QLocale>
#include <QUndoStack>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {

QString cellList(const std::vector<std::uint64_t>& cells) {
    QStringList out;
    for (std::uint64_t c : cells)
        out << QString::number(c);
    return QLocale().createSeparatedList(out);
}

} // namespace

void BloomLab::runDemoStage() {
    QUndoStack* undo = m_model->undoStack();
    FilterConfig c = m_model->filter().config();
    const bool plainStage = m_demoStage == 0;
    if (plainStage && c.variant == Variant::Counting)
        c.variant = Variant::Double;
    if (!plainStage)
        c.variant = Variant::Counting;
    if (QString e = BloomModel::validateConfig(c); !e.isEmpty()) {
        act(e);
        return;
    }
    undo->beginMacro(plainStage ? tr("Why not delete? (plain filter)")
                                : tr("Why not delete? (counting filter)"));
    m_model->configure(c);
    const auto pair = m_model->sharingPair(); // on the filter now shown
    if (!pair) {
        undo->endMacro();
        m_demoText->setText(tr("No two of the demo words share a cell on this filter (m = %1, k = "
                               "%2), so deleting one cannot hurt another here. Make m smaller or "
                               "k larger and press again.")
                                .arg(c.m)
                                .arg(c.k));
        return;
    }
    const QString a = pair->first, b = pair->second;
    const QString third = BloomModel::demoWord({a, b});
    m_model->insert(a);
    m_model->insert(b);
    m_model->insert(third);
    const QString refused = plainStage ? m_model->naiveDelete(b) : m_model->remove(b);
    undo->endMacro();
    m_model->query(a);
    act(refused);
    const QString shared = cellList(pair->shared);
    const bool aMaybe = m_model->filter().mayContain(a.toStdString());
    const bool bMaybe = m_model->filter().mayContain(b.toStdString());
    if (plainStage) {
        const QString what =
            aMaybe
                ? tr("“%1” still answers “maybe”: every one of its bits is also set by a word "
                     "still stored, so this time no false negative.")
                      .arg(a)
                : tr("“%1”, still stored, now answers “definitely not” — a false negative.").arg(a);
        m_demoText->setText(tr("Plain filter (m = %1, k = %2): “%3” and “%4” share bit(s) %5. "
                               "Deleting “%4” by clearing its bits cleared those too. %6 Press "
                               "again for the counting filter.")
                                .arg(c.m)
                                .arg(c.k)
                                .arg(a, b, shared, what));
        m_demoStage = 1;
        return;
    }
    const QString aText = aMaybe
                              ? tr("the shared counters still count “%1”, so “%1” answers "
                                   "“maybe — and it is present”.")
                                    .arg(a)
                              : tr("“%1” now answers “definitely not” — a false negative.").arg(a);
    const QString bText =
        bMaybe ? tr("“%1” still answers “maybe”: each of its counters is held up by another stored "
                    "word — a false positive now, not an error.")
                     .arg(b)
               : tr("“%1” now answers “definitely not”.").arg(b);
    m_demoText->setText(tr("Counting filter (m = %1, k = %2): “%3” and “%4” share cell(s) %5. "
                           "Removing “%4” decremented its counters; %6 %7")
                            .arg(c.m)
                            .arg(c.k)
                            .arg(a, b, shared, aText, bText));
    m_demoStage = 0;
}

} // namespace hashlab::app
