#include "size_to_current.h"

#include <QSizePolicy>
#include <QWidget>

namespace hashlab::app {

void sizeToCurrent(const QList<QWidget*>& pages, const QWidget* current) {
    for (QWidget* page : pages) {
        const QSizePolicy::Policy p =
            page == current ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        page->setSizePolicy(p, p);
    }
}

} // namespace hashlab::app
