#pragma once
// The form that edits a CodeSpaces: n, then whole bits or an alphabet (Base62, Base36, hex,
// decimal or typed) with its code lengths. What the user types is checked when they press Enter
// or leave a field; bad input gets an inline explanation and changes nothing. A good change is
// reported as edited(before, after); the owner applies it (through its undo stack when it has
// one), and setValue() shows a value without reporting it.
#include "code_spaces.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QUndoStack;

namespace hashlab::app {

class InlineMessage;

class CodeSpaceInputs : public QWidget {
    Q_OBJECT
public:
    struct Options {
        std::uint64_t minN = 0;
        std::uint64_t maxN = UINT64_MAX;
        bool bitsAllowed = true;    // offer "whole bits"
        bool alphabetFixed = false; // Base62 only
        // A further limit on each code length in an alphabet ("" when fine), e.g. the hash-code
        // table's A^(L−1) < 2^64.
        std::function<QString(int length, const QString& alphabet)> lengthCheck;
    };
    explicit CodeSpaceInputs(Options options, QWidget* parent = nullptr);

    const CodeSpaces& value() const { return m_value; }
    void setValue(const CodeSpaces& value);

    QLineEdit* keysEdit() const { return m_keys; }
    QComboBox* spaceBox() const { return m_space; }
    QLineEdit* alphabetEdit() const { return m_alphabet; }
    QLineEdit* sizesEdit() const { return m_sizes; }
    InlineMessage* message() const { return m_message; }

    // Checks the fields now (as leaving a field does); true when they hold a good value.
    bool commit();

signals:
    void edited(const hashlab::app::CodeSpaces& before, const hashlab::app::CodeSpaces& after);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showFields(const CodeSpaces& v);
    void onSpaceChosen();
    void retranslate();
    Options m_options;
    CodeSpaces m_value;
    QLabel *m_keysLabel, *m_sizesLabel;
    QLineEdit* m_keys;
    QComboBox* m_space;
    QLineEdit* m_alphabet;
    QLineEdit* m_sizes;
    InlineMessage* m_message;
    bool m_sizesAreBits = true; // what the sizes field holds: bit widths or code lengths
};

// Applies `after` through `stack` as one undoable step named `text` (directly without a stack).
void pushSpacesEdit(QUndoStack* stack, const QString& text,
                    std::function<void(const CodeSpaces&)> apply, const CodeSpaces& before,
                    const CodeSpaces& after);

} // namespace hashlab::app
