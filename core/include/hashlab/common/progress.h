#pragma once
// Progress and cancellation for long core computations, without Qt: the app passes a Progress
// whose flag it sets from the GUI thread; the computation polls cancelled() between chunks and
// reports the fraction done. A default Progress never cancels and reports nowhere.
#include <atomic>
#include <functional>

namespace hashlab {

class Progress {
public:
    Progress() = default;
    Progress(const std::atomic<bool>* cancelFlag, std::function<void(double)> report)
        : m_cancel(cancelFlag), m_report(std::move(report)) {}

    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    // fraction in [0, 1]; cheap enough to call per chunk, not per item.
    void report(double fraction) const {
        if (m_report)
            m_report(fraction);
    }

private:
    const std::atomic<bool>* m_cancel = nullptr;
    std::function<void(double)> m_report;
};

} // namespace hashlab
