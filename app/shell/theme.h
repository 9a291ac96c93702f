#pragma once
// Themes (light, dark, classroom) and presentation mode. Canvases read colours and stroke/font
// scales from ThemeManager::instance() and repaint on changed(); nothing hard-codes a colour.
#include <QColor>
#include <QIcon>
#include <QObject>
#include <QString>
#include <QStyle>
#include <QVector>

class QWidget;

namespace hashlab::app {

enum class ThemeKind { Light, Dark, Classroom };

struct ThemePalette {
    QColor background, surface, text, mutedText, grid, accent, highlight;
    QColor good, warning, bad;         // verdicts: placed/absent, maybe, failed/false positive
    QColor empty, occupied, tombstone; // slot and bit states
    QVector<QColor> series;            // node / series colours, distinct and colour-blind aware
    double strokeScale = 1.0;          // multiply pen widths by this
    double fontScale = 1.0;            // multiply canvas font sizes by this
    QColor seriesColor(int i) const { return series.at(i % series.size()); }
};

class ThemeManager : public QObject {
    Q_OBJECT
public:
    static ThemeManager& instance();

    ThemeKind kind() const { return m_kind; }
    bool presentation() const { return m_presentation; }
    // The palette in force: the theme's, scaled up in presentation mode.
    const ThemePalette& palette() const { return m_palette; }

    void setKind(ThemeKind kind);
    void setPresentation(bool on);
    // Reduced motion (View → Reduce motion): animations become steps; what moved is shown where
    // it ends, at once. For people whom motion on screen troubles, and for a slow projector.
    bool reducedMotion() const { return m_reducedMotion; }
    void setReducedMotion(bool on);

    static QString name(ThemeKind kind); // "light", "dark", "classroom"
    static bool parse(const QString& name, ThemeKind* kind);
    static ThemePalette paletteFor(ThemeKind kind, bool presentation);
    // The factor on the application's widget type: ×1.5 in presentation mode, ×1.15 classroom.
    double widgetFontScale() const;

signals:
    void changed();

private:
    ThemeManager();
    void apply();
    void refreshFonts(double ratio);
    ThemeKind m_kind = ThemeKind::Light;
    bool m_presentation = false;
    bool m_reducedMotion = false;
    ThemePalette m_palette;
    int m_baseFontPointSize = 0;
    double m_appliedScale = 1.0; // widgetFontScale() when the application font was last set
};

// A style's standard icon (media buttons and the like) redrawn in the palette's text colour, and
// in its muted colour when disabled: Fusion's are black, invisible on the dark theme's grey.
QIcon themedStandardIcon(QStyle::StandardPixmap which, const QStyle* style);

} // namespace hashlab::app
