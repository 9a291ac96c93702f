#include "code_space_inputs.h"

#include "shell/inline_message.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>

namespace hashlab::app {
namespace {

// The named alphabets, as the CLI's --alphabet names them; the combo's last entry is "typed".
struct Preset {
    const char* name;
    const char* symbols;
};
constexpr Preset kPresets[] = {
    {"Base62", "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"},
    {"Base64", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"},
    {"Base36", "0123456789abcdefghijklmnopqrstuvwxyz"},
    {"hex", "0123456789abcdef"},
    {"decimal", "0123456789"},
};
const QString kBitsItem = QStringLiteral("\x01bits");
const QString kTypedItem = QStringLiteral("\x01typed");

class SpacesCommand : public QUndoCommand {
public:
    SpacesCommand(const QString& text, std::function<void(const CodeSpaces&)> apply,
                  CodeSpaces before, CodeSpaces after)
        : QUndoCommand(text), m_apply(std::move(apply)), m_before(std::move(before)),
          m_after(std::move(after)) {}
    void redo() override { m_apply(m_after); }
    void undo() override { m_apply(m_before); }

private:
    std::function<void(const CodeSpaces&)> m_apply;
    CodeSpaces m_before, m_after;
};

} // namespace

void pushSpacesEdit(QUndoStack* stack, const QString& text,
                    std::function<void(const CodeSpaces&)> apply, const CodeSpaces& before,
                    const CodeSpaces& after) {
    if (stack)
        stack->push(new SpacesCommand(text, std::move(apply), before, after));
    else
        apply(after);
}

CodeSpaceInputs::CodeSpaceInputs(Options options, QWidget* parent)
    : QWidget(parent), m_options(options), m_keysLabel(new QLabel(this)),
      m_sizesLabel(new QLabel(this)), m_keys(new QLineEdit(this)), m_space(new QComboBox(this)),
      m_alphabet(new QLineEdit(this)), m_sizes(new QLineEdit(this)),
      m_message(new InlineMessage(this)) {
    if (m_options.bitsAllowed)
        m_space->addItem(QString(), kBitsItem);
    for (const auto& p : kPresets)
        if (!m_options.alphabetFixed || std::string_view(p.name) == "Base62")
            m_space->addItem(QString(), QString::fromLatin1(p.symbols));
    if (!m_options.alphabetFixed)
        m_space->addItem(QString(), kTypedItem);
    m_space->setVisible(m_space->count() > 1);
    m_keys->setMaximumWidth(m_keys->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 28);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_keysLabel);
    row->addWidget(m_keys, 1);
    row->addWidget(m_space);
    row->addWidget(m_alphabet, 2);
    row->addWidget(m_sizesLabel);
    row->addWidget(m_sizes, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_message);
    for (QLineEdit* edit : {m_keys, m_alphabet, m_sizes})
        connect(edit, &QLineEdit::editingFinished, this, &CodeSpaceInputs::commit);
    connect(m_space, &QComboBox::activated, this, &CodeSpaceInputs::onSpaceChosen);
    retranslate();
    showFields(m_value);
}

void CodeSpaceInputs::setValue(const CodeSpaces& value) {
    m_value = value;
    showFields(value);
    m_message->clearMessage();
}

void CodeSpaceInputs::showFields(const CodeSpaces& v) {
    m_keys->setText(QLocale().toString(static_cast<qulonglong>(v.n)));
    int index = m_space->findData(v.useBits ? kBitsItem : v.alphabet);
    if (index < 0)
        index = m_space->findData(kTypedItem);
    m_space->setCurrentIndex(std::max(0, index));
    m_alphabet->setText(v.alphabet);
    m_alphabet->setVisible(!v.useBits && !m_options.alphabetFixed);
    m_alphabet->setReadOnly(m_space->currentData() != kTypedItem);
    m_sizes->setText(formatSizes(v.sizes()));
    m_sizesAreBits = v.useBits;
    retranslate();
}

void CodeSpaceInputs::onSpaceChosen() {
    const QString choice = m_space->currentData().toString();
    const bool bits = choice == kBitsItem;
    if (!bits && choice != kTypedItem)
        m_alphabet->setText(choice);
    m_alphabet->setVisible(!bits && !m_options.alphabetFixed);
    m_alphabet->setReadOnly(choice != kTypedItem);
    // Each kind keeps its own sizes: "16, 24, 32, 40" bits are not sensible Base62 lengths.
    if (bits != m_sizesAreBits)
        m_sizes->setText(formatSizes(bits ? m_value.bits : m_value.lengths));
    m_sizesAreBits = bits;
    retranslate();
    if (choice == kTypedItem)
        m_alphabet->setFocus();
    commit();
}

bool CodeSpaceInputs::commit() {
    CodeSpaces next = m_value;
    const QString choice = m_space->currentData().toString();
    next.useBits = choice == kBitsItem;
    QString error = parseKeyCount(m_keys->text(), m_options.minN, m_options.maxN, &next.n);
    if (error.isEmpty() && !next.useBits) {
        error = checkAlphabet(m_alphabet->text());
        if (error.isEmpty())
            next.alphabet = m_alphabet->text();
    }
    if (error.isEmpty())
        error = parseSizes(m_sizes->text(), next.useBits, next.alphabetSize(),
                           next.useBits ? &next.bits : &next.lengths);
    if (error.isEmpty() && !next.useBits && m_options.lengthCheck)
        for (int length : next.lengths)
            if (error = m_options.lengthCheck(length, next.alphabet); !error.isEmpty())
                break;
    // Lengths that are not on show must still fit the alphabet (they come back with it).
    if (error.isEmpty() && next.useBits)
        error = parseSizes(formatSizes(next.lengths), false, next.alphabetSize(), &next.lengths);
    if (!error.isEmpty()) {
        m_message->showError(error);
        return false;
    }
    m_message->clearMessage();
    if (next == m_value)
        return true;
    const CodeSpaces before = m_value;
    m_value = next;
    emit edited(before, next);
    return true;
}

void CodeSpaceInputs::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CodeSpaceInputs::retranslate() {
    for (int i = 0; i < m_space->count(); ++i) {
        const QString choice = m_space->itemData(i).toString();
        if (choice == kBitsItem)
            m_space->setItemText(i, tr("whole bits (2^b)"));
        else if (choice == kTypedItem)
            m_space->setItemText(i, tr("typed alphabet"));
        else
            for (const auto& p : kPresets)
                if (choice == QLatin1String(p.symbols))
                    m_space->setItemText(i, tr("%1 alphabet").arg(QLatin1String(p.name)));
    }
    const bool bits = m_space->currentData().toString() == kBitsItem;
    m_keysLabel->setText(tr("n ="));
    m_keys->setToolTip(tr("number of keys, %1 to %2")
                           .arg(QLocale().toString(static_cast<qulonglong>(m_options.minN)),
                                QLocale().toString(static_cast<qulonglong>(m_options.maxN))));
    m_space->setToolTip(tr("the space the keys are drawn from"));
    m_alphabet->setToolTip(tr("the symbols a code may use, each once"));
    m_alphabet->setPlaceholderText(tr("symbols, e.g. 0123456789abcdef"));
    m_sizesLabel->setText(bits ? tr("bits b =") : tr("lengths L ="));
    m_sizes->setToolTip(bits ? tr("one or more widths from 1 to 128, separated by commas")
                             : tr("one or more code lengths, separated by commas; A^L at most "
                                  "2^128"));
}

} // namespace hashlab::app
