#include "bloom_precheck.h"

#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"

#include <stdexcept>
#include <string>

namespace hashlab::app {
namespace {

class BloomPrecheck : public collisions::MembershipCheck {
public:
    explicit BloomPrecheck(bloom::BloomFilter filter, bloom::FilterConfig config)
        : m_filter(std::move(filter)), m_config(config) {}
    void add(std::string_view key) override { m_filter.add(key); }
    bool mayContain(std::string_view key) const override { return m_filter.mayContain(key); }
    std::string name() const override {
        return "Bloom filter (m = " + std::to_string(m_config.m) +
               " bits, k = " + std::to_string(m_config.k) + ")";
    }

private:
    bloom::BloomFilter m_filter;
    bloom::FilterConfig m_config;
};

} // namespace

std::unique_ptr<collisions::MembershipCheck> makeBloomPrecheck(std::uint64_t expectedLinks,
                                                               double p) {
    auto sizing = bloom::sizeForRate(expectedLinks, p);
    if (!sizing)
        throw std::invalid_argument(
            sizing.error().text()); // programming error: callers pass constants
    bloom::FilterConfig config;
    config.variant = bloom::Variant::Double;
    config.m = sizing->mBits;
    config.k = sizing->k;
    auto filter = bloom::BloomFilter::create(config);
    if (!filter)
        throw std::invalid_argument(filter.error().text());
    // the filter's own config: its m is the smallest prime ≥ the sized one (double hashing)
    const bloom::FilterConfig used = filter->config();
    return std::make_unique<BloomPrecheck>(std::move(filter).value(), used);
}

} // namespace hashlab::app
