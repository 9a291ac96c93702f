#pragma once
// Combo boxes whose current text is wider than the box (a long example name in a narrow left
// panel, any box in presentation type at 1280×720) draw it elided with "…" instead of cut off
// mid-letter, and show the whole text as their tooltip when they have none of their own. Installed
// once per application, by the theme.
class QApplication;
class QComboBox;

namespace hashlab::app {

void installComboElision(QApplication* application);
// Whether the box's current text is wider than the room the style gives it (then drawn elided).
bool comboTextIsElided(const QComboBox* combo);

} // namespace hashlab::app
