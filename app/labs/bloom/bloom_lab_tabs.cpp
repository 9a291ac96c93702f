// The Bloom lab's tabs by id, in the order they are added, for `hashlab export --tab` and the
// scenario's "tab".
#include "bloom_lab.h"

#include <QTabWidget>

namespace hashlab::app {

namespace {
const QStringList& tabIds() {
    static const QStringList ids = {QStringLiteral("fp_plot"), QStringLiteral("sizing"),
                                    QStringLiteral("read_path"), QStringLiteral("choosing")};
    return ids;
}
} // namespace

QStringList BloomLab::pageTabs() const {
    return tabIds();
}

bool BloomLab::showPageTab(const QString& id) {
    const auto i = tabIds().indexOf(id);
    if (i < 0 || i >= m_tabs->count())
        return false;
    m_tabs->setCurrentIndex(int(i));
    return true;
}

QString BloomLab::currentPageTab() const {
    return tabIds().value(m_tabs->currentIndex());
}

} // namespace hashlab::app
