#pragma once
// The rows the two export dialogs share (Export image, Export animation): size, scale, theme and
// language, the error line and the Export/Cancel buttons. Their texts are translated in the
// ExportDialog context, where they first appeared.
#include <QString>

class QComboBox;
class QDialog;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QWidget;

namespace hashlab::app {

// Size (16 to 16384 each, callers narrow it), scale 0.5 to 4 (1), the theme in force and the
// language in force, in that order.
void addLookRows(QFormLayout* form, QSpinBox* width, QSpinBox* height, QDoubleSpinBox* scale,
                 QComboBox* theme, QComboBox* language);
// A red, word-wrapped line for messages, hidden until there is one.
void addErrorRow(QFormLayout* form, QLabel* error);
// Shows `text` in the error row (hides it when empty) and grows `dialog` so every wrapped line of
// it shows: a dialog does not grow by itself when a wrapped label needs more lines. Paths may
// break after each '/'.
void showErrorRow(QWidget* dialog, QLabel* error, const QString& text);
// Export and Cancel (named ourselves: Qt's own "Cancel" is in a catalogue most installs lack).
QDialogButtonBox* exportButtons(QDialog* dialog, QPushButton** exportButton,
                                QPushButton** cancelButton);

} // namespace hashlab::app
