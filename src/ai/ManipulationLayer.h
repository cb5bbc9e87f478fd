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
struct Layer {
    int words = 0;
    std::vector<std::uint64_t> keys;
    std::vector<int> value;
    std::vector<int> prev;
    std::vector<int> index; // open addressing over state numbers, -1 empty
    std::size_t mask = 0;

    int size() const { return static_cast<int>(value.size()); }
    const std::uint8_t *key(int i) const { return reinterpret_cast<const std::uint8_t *>(&keys[std::size_t(i) * words]); }

    void reset(int w)
    {
        words = w;
        keys.clear();
        value.clear();
        prev.clear();
        if (index.size() != 256) index.assign(256, -1);
        else std::fill(index.begin(), index.end(), -1);
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

    void grow()
    {
        index.assign(index.size() * 2, -1);
        mask = index.size() - 1;
        for (int i = 0; i < size(); ++i) {
            std::size_t slot = hash(&keys[std::size_t(i) * words], words) & mask;
            while (index[slot] >= 0) slot = (slot + 1) & mask;
            index[slot] = i;
        }
    }

    /// The number of state `k`, -1 when absent.
    int find(const std::uint64_t *k) const
    {
        std::size_t slot = hash(k, words) & mask;
        while (true) {
            const int i = index[slot];
            if (i < 0 || same(&keys[std::size_t(i) * words], k, words)) return i;
            slot = (slot + 1) & mask;
        }
    }

    /// Records that the search reached `k` with value `v`; false when it was already reached
    /// with at least that value (nothing new to find from here).
    bool improve(const std::uint64_t *k, int v)
    {
        const int before = size();
        std::size_t slot = hash(k, words) & mask;
        while (true) {
            const int i = index[slot];
            if (i < 0) break;
            if (same(&keys[std::size_t(i) * words], k, words)) {
                if (v <= value[std::size_t(i)]) return false;
                value[std::size_t(i)] = v;
                return true;
            }
            slot = (slot + 1) & mask;
        }
        insert(k, v, 0);
        return size() > before;
    }

    void insert(const std::uint64_t *k, int v, int p)
    {
        std::size_t slot = hash(k, words) & mask;
        while (true) {
            const int i = index[slot];
            if (i < 0) break;
            if (same(&keys[std::size_t(i) * words], k, words)) {
                if (v > value[i]) {
                    value[i] = v;
                    prev[i] = p;
                }
                return;
            }
            slot = (slot + 1) & mask;
        }
        const int i = size();
        index[slot] = i;
        keys.insert(keys.end(), k, k + words);
        value.push_back(v);
        prev.push_back(p);
        if (std::size_t(size()) * 2 > index.size()) grow();
    }
};

} // namespace remi::ai::detail
