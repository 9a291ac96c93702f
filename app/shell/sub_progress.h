#pragma once
// One part of a BackgroundJob's progress for a core call inside it: the part's fraction is mapped
// into [from, to] of the job's bar, and the job's Cancel reaches the call through `stop`, which
// the report callback sets (core polls cancelled() between its chunks and reports after them).
#include "hashlab/common/progress.h"

#include <atomic>

namespace hashlab::app {

inline Progress subProgress(const Progress& outer, std::atomic<bool>& stop, double from,
                            double to) {
    stop = outer.cancelled();
    return Progress(&stop, [&outer, &stop, from, to](double f) {
        if (outer.cancelled())
            stop = true;
        outer.report(from + (to - from) * f);
    });
}

} // namespace hashlab::app
