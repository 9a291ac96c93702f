#include "text_recorder.h"

#include <QPaintEngine>
#include <QWidget>

namespace hashlab::journey_hook {

TextRecorder::TextRecorder(const QWidget* like) : app::TextOnlyDevice(like) {}

void TextRecorder::textDrawn(const QTextItem& item) {
    if (!item.text().isEmpty())
        m_strings << item.text();
}

} // namespace hashlab::journey_hook
