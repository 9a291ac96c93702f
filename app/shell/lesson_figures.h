#pragma once
// The figures of the lab a lesson shows (scenario/lesson_figures.h): their values as the lab
// writes them, and which of them the open question hides. A hidden figure reads "?" wherever the
// lab puts text on screen (its canvas, headline, legend, panels, the status line) until the
// answer is revealed: each of those texts passes through mask(). The lesson's texts quote figures
// as placeholders, filled in by fill() with the same values.
#include <QMap>
#include <QObject>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>
#include <string>
#include <vector>

namespace hashlab::app {

class LessonFigures : public QObject {
    Q_OBJECT
public:
    static LessonFigures& instance();

    // The lab's figures (name -> the value as the lesson quotes it, then any other form the lab
    // shows it in, "2.21" and "2.210") and the names hidden; changed() when either changes.
    using Values = QMap<QString, QStringList>;
    void set(const Values& values, const QStringList& hidden);
    void clear() { show(nullptr, {}); }
    // set() with the figures of `page`, the lab on screen, whose reread() reads them again.
    void show(const QObject* page, const QStringList& hidden);
    Values values() const { return m_values; }
    QStringList hiddenValues() const; // the values now shown as "?"

    // `text` with every hidden value, as a whole token (not part of a longer number or word),
    // replaced by "?".
    QString mask(const QString& text) const;
    // Where a lab's figures come from: the lab registers itself (its page, as the window knows it)
    // when it is made; figuresOf() is empty for a lab with none. The entry goes with the page.
    void setSource(QObject* page, std::function<Values()> figures);
    Values figuresOf(const QObject* page) const;
    // setSource(), and `refresh` (which redraws the page's texts, so they mask or unmask) called
    // whenever the hidden figures change: what every lab with figures does.
    void watch(QObject* page, std::function<Values()> figures, std::function<void()> refresh);
    // A page's figures changed after it was shown (a background job finished): read again, so a
    // figure computed late is hidden as soon as it is on screen.
    void reread(const QObject* page);

    // The open lesson's hidden figures, per step (scenario::readHiddenFigures); none for a drill.
    void setLessonHides(std::vector<std::vector<std::string>> hides) { m_hides = std::move(hides); }
    QStringList hidesAt(int step) const;

    // A lesson text with its {name} placeholders filled in.
    QString fill(const std::string& text) const { return fillWith(m_values, text); }
    static QString fillWith(const Values& values, const std::string& text);

signals:
    void changed();

private:
    LessonFigures() = default;
    Values m_values;
    const QObject* m_page = nullptr; // whose figures m_values are (show())
    QMap<const QObject*, std::function<Values()>> m_sources;
    std::vector<std::vector<std::string>> m_hides;
    QStringList m_hidden;
    QRegularExpression m_pattern; // the hidden values, longest first; invalid when none
};

// mask() of the one instance, for the labs' text.
inline QString maskFigures(const QString& text) {
    return LessonFigures::instance().mask(text);
}

} // namespace hashlab::app
