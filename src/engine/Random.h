// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Seeded, portable randomness (RULES.md 1.6): the same seed gives the same deal on every
// compiler and standard library. std::shuffle and std::uniform_int_distribution are not used.

#include <cstdint>
#include <utility>
#include <vector>

namespace remi {

/// SplitMix64 generator (Steele, Lea, Flood 2014): 64-bit state, fixed output sequence.
class Random {
  public:
    explicit Random(std::uint64_t seed = 0) : m_state(seed) {}
    std::uint64_t next();
    /// Uniform integer in [0, bound) by rejection sampling; bound must be > 0.
    std::uint64_t below(std::uint64_t bound);
    std::uint64_t state() const { return m_state; }
    friend bool operator==(const Random &, const Random &) = default;

    /// Fisher–Yates shuffle from the last element down.
    template <typename T> void shuffle(std::vector<T> &v)
    {
        for (std::size_t i = v.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(below(i));
            std::swap(v[i - 1], v[j]);
        }
    }

  private:
    std::uint64_t m_state;
};

} // namespace remi
