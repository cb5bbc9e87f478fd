// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Internal to TableManipulation: one layer of search states (packed keys, best value,
// predecessor) with an open-addressing hash index.

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace remi::ai::detail {

/// One DP layer: states (packed keys), their best value and predecessor, and a hash index.
/// An index slot holds the state number + 1 (0: empty) and, above it, 32 bits of the key's hash,
/// so that a probe reads a key only when its hash matches.
struct Layer {
    int words = 0;
    std::vector<std::uint64_t> keys;
    std::vector<int> value;
    std::vector<int> prev;
    std::vector<std::uint64_t> index; // open addressing: hash tag << 32 | (state number + 1), 0 empty
    std::size_t mask = 0;

    int size() const { return static_cast<int>(value.size()); }
    const std::uint8_t *key(int i) const
    {
        return reinterpret_cast<const std::uint8_t *>(&keys[std::size_t(i) * words]);
    }

    void reset(int w)
    {
        words = w;
        keys.clear();
        value.clear();
        prev.clear();
        if (index.size() != 256) index.assign(256, 0);
        else std::fill(index.begin(), index.end(), 0);
        mask = index.size() - 1;
    }

    static bool same(const std::uint64_t *a, const std::uint64_t *b, int w)
    {
        for (int i = 0; i < w; ++i)
            if (a[i] != b[i]) return false;
        return true;
    }

    static std::uint64_t hash(const std::uint64_t *k, int w)
    {
        std::uint64_t h = 0x9E3779B97F4A7C15ull;
        for (int i = 0; i < w; ++i) {
            h = (h ^ k[i]) * 0xBF58476D1CE4E5B9ull;
            h ^= h >> 31;
        }
        return h;
    }
    static std::uint64_t tagOf(std::uint64_t h) { return h & 0xFFFFFFFF00000000ull; }

    void grow()
    {
        index.assign(index.size() * 2, 0);
        mask = index.size() - 1;
        for (int i = 0; i < size(); ++i) {
            const std::uint64_t h = hash(&keys[std::size_t(i) * words], words);
            std::size_t slot = h & mask;
            while (index[slot]) slot = (slot + 1) & mask;
            index[slot] = tagOf(h) | std::uint64_t(i + 1);
        }
    }

    /// Slot of `k` (hash h): its state number, or -1 with `slot` the empty slot to fill.
    int probe(const std::uint64_t *k, std::uint64_t h, std::size_t &slot) const
    {
        const std::uint64_t tag = tagOf(h);
        slot = h & mask;
        while (true) {
            const std::uint64_t e = index[slot];
            if (!e) return -1;
            if ((e & 0xFFFFFFFF00000000ull) == tag) {
                const int i = int(std::uint32_t(e)) - 1;
                if (same(&keys[std::size_t(i) * words], k, words)) return i;
            }
            slot = (slot + 1) & mask;
        }
    }

    /// The number of state `k`, -1 when absent.
    int find(const std::uint64_t *k) const
    {
        std::size_t slot;
        return probe(k, hash(k, words), slot);
    }

    /// Records that the search reached `k` with value `v`: its state number, or -1 when it was
    /// already reached with at least that value (nothing new to find from here).
    int improveAt(const std::uint64_t *k, int v)
    {
        const std::uint64_t h = hash(k, words);
        std::size_t slot;
        const int i = probe(k, h, slot);
        if (i >= 0) {
            if (v <= value[std::size_t(i)]) return -1;
            value[std::size_t(i)] = v;
            return i;
        }
        return append(k, v, 0, h, slot);
    }
    bool improve(const std::uint64_t *k, int v) { return improveAt(k, v) >= 0; }

    void insert(const std::uint64_t *k, int v, int p)
    {
        const std::uint64_t h = hash(k, words);
        std::size_t slot;
        const int i = probe(k, h, slot);
        if (i >= 0) {
            if (v > value[std::size_t(i)]) {
                value[std::size_t(i)] = v;
                prev[std::size_t(i)] = p;
            }
            return;
        }
        append(k, v, p, h, slot);
    }

  private:
    int append(const std::uint64_t *k, int v, int p, std::uint64_t h, std::size_t slot)
    {
        const int i = size();
        index[slot] = tagOf(h) | std::uint64_t(i + 1);
        const std::size_t at = keys.size();
        keys.resize(at + std::size_t(words));
        for (int q = 0; q < words; ++q) keys[at + std::size_t(q)] = k[q];
        value.push_back(v);
        prev.push_back(p);
        if (std::size_t(size()) * 2 > index.size()) grow();
        return i;
    }
};

} // namespace remi::ai::detail
