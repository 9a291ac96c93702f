#include "lesson_figures.h"

#include "hashlab/scenario/lesson_figures.h"

#include <algorithm>

namespace hashlab::app {

LessonFigures& LessonFigures::instance() {
    static LessonFigures figures;
    return figures;
}

void LessonFigures::set(const Values& values, const QStringList& hidden) {
    if (values == m_values && hidden == m_hidden)
        return;
    m_values = values;
    m_hidden = hidden;
    QStringList alternatives;
    for (const QString& v : hiddenValues())
        alternatives << QRegularExpression::escape(v);
    // Longest first: "1,234" before "234". A token is not part of a longer number ("2.21" is not
    // in "12.215") nor of a word.
    std::sort(alternatives.begin(), alternatives.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    m_pattern = alternatives.isEmpty()
                    ? QRegularExpression()
                    : QRegularExpression(QStringLiteral("(?<![\\w.,])(?:%1)(?![\\w]|[.,]\\d)")
                                             .arg(alternatives.join(QLatin1Char('|'))),
                                         QRegularExpression::UseUnicodePropertiesOption);
    emit changed();
}

void LessonFigures::setSource(QObject* page, std::function<Values()> figures) {
    m_sources.insert(page, std::move(figures));
    connect(page, &QObject::destroyed, this, [this, page] {
        m_sources.remove(page);
        if (m_page == page)
            m_page = nullptr;
    });
}

void LessonFigures::show(const QObject* page, const QStringList& hidden) {
    m_page = page;
    set(figuresOf(page), hidden);
}

void LessonFigures::reread(const QObject* page) {
    if (page && page == m_page)
        set(figuresOf(page), m_hidden);
}

void LessonFigures::watch(QObject* page, std::function<Values()> figures,
                          std::function<void()> refresh) {
    setSource(page, std::move(figures));
    connect(this, &LessonFigures::changed, page, std::move(refresh));
}

LessonFigures::Values LessonFigures::figuresOf(const QObject* page) const {
    const auto it = m_sources.constFind(page);
    return it == m_sources.constEnd() ? Values() : (*it)();
}

QStringList LessonFigures::hidesAt(int step) const {
    QStringList names;
    if (step >= 0 && static_cast<std::size_t>(step) < m_hides.size())
        for (const std::string& name : m_hides[static_cast<std::size_t>(step)])
            names << QString::fromStdString(name);
    return names;
}

QStringList LessonFigures::hiddenValues() const {
    QStringList values;
    for (const QString& name : m_hidden)
        for (const QString& v : m_values.value(name))
            if (!v.isEmpty())
                values << v;
    return values;
}

QString LessonFigures::mask(const QString& text) const {
    if (!m_pattern.isValid() || m_pattern.pattern().isEmpty() || text.isEmpty())
        return text;
    QString out = text;
    out.replace(m_pattern, QStringLiteral("?"));
    return out;
}

QString LessonFigures::fillWith(const Values& values, const std::string& text) {
    return QString::fromStdString(scenario::fillPlaceholders(
        text, [&values](std::string_view name) -> std::optional<std::string> {
            const auto it = values.constFind(
                QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
            if (it == values.constEnd() || it->isEmpty())
                return std::nullopt;
            return it->front().toStdString();
        }));
}

} // namespace hashlab::app
