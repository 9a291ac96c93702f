#pragma once
// A storyboard: every stage of a trace in one PNG, in a grid read left to right, top to bottom;
// under each picture its position ("2 / 3", as the step player shows it) and the step's caption.
#include <QColor>
#include <QFont>
#include <QImage>
#include <QSize>
#include <QString>

namespace hashlab::app {

namespace storyboardlimits {
constexpr int kMaxCells = 100;            // one per stage
constexpr int kMaxSide = 16384;           // pixels, as a PNG export
constexpr qint64 kMaxPixels = 64LL << 20; // 256 MiB of 32-bit pixels
} // namespace storyboardlimits

class Storyboard {
public:
    // `cells` pictures of `cell` pixels each, in `columns` columns (0: about as many columns as
    // rows). The caption text has the height of the picture / 32 (at least 12 px).
    Storyboard(QSize cell, int cells, int columns, QColor background, QColor text);

    int columns() const { return m_columns; }
    int rows() const { return (m_cells + m_columns - 1) / m_columns; }
    int gap() const { return m_gap; }
    QSize size() const; // of the whole image
    // "" or a message when the image would pass the limits above (translated).
    QString check() const;

    // Draws cell `index` (0-based): the picture, then its position and caption under it.
    void add(int index, const QImage& picture, const QString& position, const QString& caption);
    const QImage& image() const { return m_image; }

private:
    QSize m_cell;
    int m_cells, m_columns, m_gap, m_captionHeight;
    QColor m_background, m_text;
    QFont m_font;
    QImage m_image;
};

} // namespace hashlab::app
