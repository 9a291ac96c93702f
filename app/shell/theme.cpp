#include "theme.h"

#include "vector_icon.h"

#include <QApplication>
#include <QFont>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStyle>
#include <QWidget>

#include <functional>

namespace hashlab::app {

ThemeManager& ThemeManager::instance() {
    static ThemeManager manager;
    return manager;
}

ThemeManager::ThemeManager() {
    m_palette = paletteFor(m_kind, m_presentation);
}

QString ThemeManager::name(ThemeKind kind) {
    switch (kind) {
    case ThemeKind::Light:
        return QStringLiteral("light");
    case ThemeKind::Dark:
        return QStringLiteral("dark");
    case ThemeKind::Classroom:
        return QStringLiteral("classroom");
    }
    return {};
}

bool ThemeManager::parse(const QString& name, ThemeKind* kind) {
    for (ThemeKind k : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::Classroom})
        if (ThemeManager::name(k) == name) {
            *kind = k;
            return true;
        }
    return false;
}

ThemePalette ThemeManager::paletteFor(ThemeKind kind, bool presentation) {
    ThemePalette p;
    // Okabe–Ito order, extended: distinguishable for the common colour-vision deficiencies.
    const QVector<QColor> okabeIto = {QColor("#0072B2"), QColor("#E69F00"), QColor("#009E73"),
                                      QColor("#CC79A7"), QColor("#D55E00"), QColor("#56B4E9"),
                                      QColor("#B8A100"), QColor("#7F7F7F"), QColor("#6A3D9A"),
                                      QColor("#1B9E77")};
    switch (kind) {
    case ThemeKind::Light:
        p = {QColor("#ffffff"), QColor("#f4f5f7"), QColor("#1d1f23"), QColor("#5f6670"),
             QColor("#d5d8dd"), QColor("#0072B2"), QColor("#ffd400"), QColor("#1a7f37"),
             QColor("#b35c00"), QColor("#c62828"), QColor("#eceef1"), QColor("#0072B2"),
             QColor("#9aa0a6"), okabeIto};
        break;
    case ThemeKind::Dark:
        p = {QColor("#1e2126"),
             QColor("#272b31"),
             QColor("#e8eaed"),
             QColor("#a0a6ae"),
             QColor("#3b4048"),
             QColor("#56B4E9"),
             QColor("#ffd400"),
             QColor("#3ccf9a"), // teal green: #4cc26a and the red were one colour to deuteranopes
             QColor("#f0a040"),
             QColor("#ff6b6b"),
             QColor("#2f343b"),
             QColor("#56B4E9"),
             QColor("#6b717a"),
             {QColor("#56B4E9"), QColor("#F0B030"), QColor("#2BC48A"), QColor("#E08CC0"),
              QColor("#FF6A2A"), QColor("#8FD0F5"), QColor("#E8D44D"), QColor("#B0B0B0"),
              QColor("#B28DDB"), QColor("#4FD1A5")}};
        break;
    case ThemeKind::Classroom:
        // Projectors wash out pastels: pure white ground, near-black text, saturated marks.
        p = {QColor("#ffffff"),
             QColor("#ffffff"),
             QColor("#000000"),
             QColor("#303030"),
             QColor("#bdbdbd"),
             QColor("#0050a0"),
             QColor("#ffdd00"),
             QColor("#006b1f"),
             QColor("#b86e00"), // #a04000 and the red were one colour to deuteranopes
             QColor("#b00000"),
             QColor("#f0f0f0"),
             QColor("#0050a0"),
             QColor("#7a7a7a"),
             {QColor("#0050a0"), QColor("#d08000"), QColor("#007a50"), QColor("#b0407a"),
              QColor("#c03000"), QColor("#2090d0"), QColor("#8a7a00"), QColor("#505050"),
              QColor("#5a2d8a"), QColor("#007060")}};
        p.strokeScale = 1.5;
        p.fontScale = 1.2;
        break;
    }
    if (presentation) {
        p.strokeScale *= 2.0;
        p.fontScale *= 1.5;
    }
    return p;
}

void ThemeManager::setKind(ThemeKind kind) {
    if (kind == m_kind)
        return;
    m_kind = kind;
    apply();
}

void ThemeManager::setPresentation(bool on) {
    if (on == m_presentation)
        return;
    m_presentation = on;
    apply();
}

void ThemeManager::setReducedMotion(bool on) {
    if (on == m_reducedMotion)
        return;
    m_reducedMotion = on;
    emit changed();
}

void ThemeManager::apply() {
    m_palette = paletteFor(m_kind, m_presentation);
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance())) {
        QPalette pal = app->style()->standardPalette();
        if (m_kind == ThemeKind::Dark) {
            pal.setColor(QPalette::Window, m_palette.surface);
            pal.setColor(QPalette::WindowText, m_palette.text);
            pal.setColor(QPalette::Base, m_palette.background);
            pal.setColor(QPalette::AlternateBase, m_palette.surface);
            pal.setColor(QPalette::Text, m_palette.text);
            pal.setColor(QPalette::Button, m_palette.surface);
            pal.setColor(QPalette::ButtonText, m_palette.text);
            pal.setColor(QPalette::ToolTipBase, m_palette.surface);
            pal.setColor(QPalette::ToolTipText, m_palette.text);
            pal.setColor(QPalette::PlaceholderText, m_palette.mutedText);
            pal.setColor(QPalette::Highlight, m_palette.accent);
            pal.setColor(QPalette::HighlightedText, QColor("#000000"));
            pal.setColor(QPalette::Disabled, QPalette::Text, m_palette.mutedText);
            pal.setColor(QPalette::Disabled, QPalette::ButtonText, m_palette.mutedText);
            pal.setColor(QPalette::Disabled, QPalette::WindowText, m_palette.mutedText);
        } else if (m_kind == ThemeKind::Classroom) {
            pal.setColor(QPalette::Window, m_palette.background);
            pal.setColor(QPalette::WindowText, m_palette.text);
            pal.setColor(QPalette::Text, m_palette.text);
            pal.setColor(QPalette::ButtonText, m_palette.text);
            pal.setColor(QPalette::Highlight, m_palette.accent);
            // setColor without a group sets the disabled group too: greyed-out fields and
            // buttons (c1 when unused, Remove with nothing to remove) looked enabled.
            const QColor disabled("#8c8c8c");
            pal.setColor(QPalette::Disabled, QPalette::Text, disabled);
            pal.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
            pal.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
        }
        app->setPalette(pal);
        QFont font = app->font();
        if (m_baseFontPointSize <= 0)
            m_baseFontPointSize = font.pointSize() > 0 ? font.pointSize() : 10;
        const double appScale = widgetFontScale();
        font.setPointSizeF(m_baseFontPointSize * appScale);
        app->setFont(font);
        refreshFonts(appScale / m_appliedScale);
        m_appliedScale = appScale;
    }
    emit changed();
}

double ThemeManager::widgetFontScale() const {
    return (m_presentation ? 1.5 : 1.0) * (m_kind == ThemeKind::Classroom ? 1.15 : 1.0);
}

// QApplication::setFont() alone left every panel at its old size: a window took the new font, but
// its children did not re-resolve theirs (the left panels' type never grew in presentation mode).
// So walk each window's tree, parents first: a widget without a font of its own inherits afresh;
// one that sets its own size (a bold, larger headline) is scaled by the change, which keeps its
// size relative to the surrounding type.
void ThemeManager::refreshFonts(double ratio) {
    std::function<void(QWidget*)> visit = [&](QWidget* w) {
        if (!w->testAttribute(Qt::WA_SetFont)) {
            w->setFont(QFont());
        } else if (QFont f = w->font();
                   (f.resolveMask() & QFont::SizeResolved) && f.pointSizeF() > 0) {
            f.setPointSizeF(f.pointSizeF() * ratio);
            w->setFont(f);
        }
        for (QObject* child : w->children())
            if (auto* c = qobject_cast<QWidget*>(child); c && !c->isWindow())
                visit(c);
    };
    for (QWidget* top : QApplication::topLevelWidgets())
        visit(top);
}

QIcon themedStandardIcon(QStyle::StandardPixmap which, const QStyle* style) {
    const ThemePalette& p = ThemeManager::instance().palette();
    const QIcon source = style->standardIcon(which);
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64}) {
        const QPixmap shape = source.pixmap(QSize(size, size));
        if (shape.isNull())
            continue;
        for (auto [mode, color] :
             {std::pair{QIcon::Normal, p.text}, std::pair{QIcon::Disabled, p.tombstone}}) {
            QPixmap tinted(shape.size());
            tinted.setDevicePixelRatio(shape.devicePixelRatio());
            tinted.fill(Qt::transparent);
            QPainter painter(&tinted);
            painter.drawPixmap(0, 0, shape);
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(tinted.rect(), color);
            painter.end();
            icon.addPixmap(tinted, mode);
        }
    }
    return withVectorShape(which, icon, p.text, p.tombstone);
}

} // namespace hashlab::app
