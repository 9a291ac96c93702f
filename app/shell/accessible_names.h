#pragma once
// Screen readers read a control's accessible name; Qt takes it from a QLabel whose buddy the
// control is. The labs lay their labels out beside their fields (form rows, or a label then its
// field in a row) without making them buddies, so a spin box was read as just "spin box". This
// makes every such label its field's buddy (the label's text, in the current language, is then
// the name) once a page is built.
class QWidget;

namespace hashlab::app {

// For each form row (label, field) and each row of a box layout where a QLabel is followed by a
// control, below `root`: the label becomes the control's buddy unless it has one, or the control
// has an accessible name of its own.
void giveControlsTheirLabels(QWidget* root);

} // namespace hashlab::app
