// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ai/partition/PartitionCandidates.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace remi::ai::detail {

void HandFaces::build(const std::vector<Card> &hand, const std::function<int(const Card &)> &cardValue)
{
    std::array<int, kMaxFaces> perKey{};
    std::array<std::int8_t, kMaxFaces> keyFace{};
    jokerIndex.clear();
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const Card &c = hand[i];
        if (c.isJoker()) {
            jokerIndex.push_back(static_cast<int>(i));
            continue;
        }
        const int s = static_cast<int>(c.suit);
        if (c.rank < 1 || c.rank > 13 || s < 0 || s > 3)
            throw std::invalid_argument("MeldPartitioner: a card with a bad rank or suit");
        ++perKey[static_cast<std::size_t>(s * 13 + c.rank - 1)];
    }
    for (auto &row : faceOf) row.fill(-1);
    faceCount = 0;
    int position = 0;
    for (int key = 0; key < kMaxFaces; ++key) {
        const int n = perKey[static_cast<std::size_t>(key)];
        if (n == 0) continue;
        if (n > 255) throw std::invalid_argument("MeldPartitioner: too many copies of one card");
        const auto f = static_cast<std::size_t>(faceCount++);
        suit[f] = static_cast<std::uint8_t>(key / 13);
        rank[f] = static_cast<std::uint8_t>(key % 13 + 1);
        copies[f] = static_cast<std::uint8_t>(n);
        firstCopy[f] = position;
        position += n;
        faceOf[suit[f]][rank[f]] = static_cast<std::int8_t>(f);
        keyFace[static_cast<std::size_t>(key)] = static_cast<std::int8_t>(f);
    }
    firstCopy[static_cast<std::size_t>(faceCount)] = position;
    naturalOrder.resize(static_cast<std::size_t>(position));
    std::array<int, kMaxFaces> cursor{};
    for (int f = 0; f < faceCount; ++f) cursor[static_cast<std::size_t>(f)] = firstCopy[static_cast<std::size_t>(f)];
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const Card &c = hand[i];
        if (c.isJoker()) continue;
        const auto f =
            static_cast<std::size_t>(keyFace[static_cast<std::size_t>(static_cast<int>(c.suit) * 13 + c.rank - 1)]);
        naturalOrder[static_cast<std::size_t>(cursor[f]++)] = static_cast<int>(i);
    }
    for (int f = 0; f < faceCount; ++f) {
        const auto fi = static_cast<std::size_t>(f);
        value[fi] = cardValue(hand[static_cast<std::size_t>(naturalOrder[static_cast<std::size_t>(firstCopy[fi])])]);
    }
    jokerValue = jokerIndex.empty() ? 0 : cardValue(hand[static_cast<std::size_t>(jokerIndex.front())]);
}

bool RawMeld::lessCards(const RawMeld &o) const
{
    const int n = std::min(faceCount, o.faceCount);
    for (int i = 0; i < n; ++i)
        if (faces[static_cast<std::size_t>(i)] != o.faces[static_cast<std::size_t>(i)])
            return faces[static_cast<std::size_t>(i)] < o.faces[static_cast<std::size_t>(i)];
    if (faceCount != o.faceCount) return faceCount < o.faceCount;
    return jokers < o.jokers;
}

bool RawMeld::sameCards(const RawMeld &o) const
{
    if (faceCount != o.faceCount || jokers != o.jokers) return false;
    return std::equal(faces.begin(), faces.begin() + faceCount, o.faces.begin());
}

bool runBoundsOk(int s, int n, const RuleSet &rules, RunRules runRules)
{
    if (runRules == RunRules::Indonesia) return (n >= 3 && s >= 2 && s + n - 1 <= 10) || (s == kJack && n == 3);
    return n >= 3 && runSpanAllowed(s, n, rules); // RULES.md 1.3 step 3, the engine's own check
}

namespace {

class Enumerator {
  public:
    Enumerator(const HandFaces &hand, const RuleSet &rules, const CandidateSettings &settings,
               std::vector<RawMeld> &out)
        : m_hand(hand), m_rules(rules), m_settings(settings), m_out(out)
    {
        m_maxJokers = std::min(hand.jokers(), settings.limit == JokerLimit::OnePerMeld ? 1 : kMaxRunCards);
        m_maxLen = settings.runRules == RunRules::Indonesia || rules.numeralRuns ? 9 : rules.maxRunLength();
    }

    void runs()
    {
        for (int s = 0; s < 4; ++s) {
            bool any = false;
            for (int r = 1; r <= 13; ++r)
                any = any || m_hand.faceOf[static_cast<std::size_t>(s)][static_cast<std::size_t>(r)] >= 0;
            if (!any) continue;
            m_suit = s;
            for (int st = 1; st <= 12; ++st) {
                m_start = st;
                m_cur = RawMeld{};
                m_cur.isRun = true;
                m_cur.suit = static_cast<std::uint8_t>(s);
                m_cur.low = static_cast<std::uint8_t>(st);
                m_used.fill(0);
                extend(0, false);
            }
        }
    }

    void sets()
    {
        for (int r = 1; r <= 13; ++r) {
            unsigned present = 0;
            for (int s = 0; s < 4; ++s)
                if (m_hand.faceOf[static_cast<std::size_t>(s)][static_cast<std::size_t>(r)] >= 0) present |= 1u << s;
            if (present == 0) continue;
            for (unsigned q = present; q != 0; q = (q - 1) & present) {
                const int naturals = std::popcount(q);
                for (int k = 0; k <= m_maxJokers; ++k) {
                    const int size = naturals + k;
                    if (size < kMinMeldCards) continue;
                    if (size > 4) break;
                    if (m_settings.limit == JokerLimit::NoMoreThanNaturals && k > naturals) break;
                    // One natural and jokers: the engine reads the cards as a run when their order
                    // fits one (the run enumeration has those), and as a set otherwise.
                    int setPos = 0;
                    if (naturals == 1 && !setReading(r, size, setPos)) continue;
                    m_setNaturalPos = setPos;
                    emitSet(r, q, k);
                }
            }
        }
    }

  private:
    int positionValue(int v, int face) const
    {
        switch (m_settings.objective) {
        case PartitionObjective::Deadwood:
            return face >= 0 ? m_hand.value[static_cast<std::size_t>(face)] : m_hand.jokerValue;
        case PartitionObjective::OpeningValue: return openingPositionValue(v, v == kAce, m_rules);
        case PartitionObjective::CardCount: return 1;
        }
        return 0;
    }

    /// Builds the run from position `pos` on (value m_start + pos).
    void extend(int pos, bool lastJoker)
    {
        const int v = m_start + pos;
        if (v > kHighAce || pos >= m_maxLen) return;
        const int rank = v == kHighAce ? kAce : v;
        const int f = m_hand.faceOf[static_cast<std::size_t>(m_suit)][static_cast<std::size_t>(rank)];
        if (f >= 0 && m_used[static_cast<std::size_t>(f)] < m_hand.copies[static_cast<std::size_t>(f)]) {
            ++m_used[static_cast<std::size_t>(f)];
            m_cur.faces[m_cur.faceCount++] = static_cast<std::uint8_t>(f);
            const int pv = positionValue(v, f);
            m_cur.value += pv;
            emitRun(pos + 1);
            extend(pos + 1, false);
            m_cur.value -= pv;
            --m_cur.faceCount;
            --m_used[static_cast<std::size_t>(f)];
        }
        if (m_cur.jokers < m_maxJokers && !(lastJoker && m_settings.limit == JokerLimit::NoMoreThanNaturals)) {
            const int pv = positionValue(v, -1);
            const int savedMax = m_cur.jokerMaxValue;
            ++m_cur.jokers;
            m_cur.jokerPos = static_cast<std::uint16_t>(m_cur.jokerPos | (1u << pos));
            m_cur.value += pv;
            m_cur.jokerMaxValue = std::max(m_cur.jokerMaxValue, pv);
            emitRun(pos + 1);
            extend(pos + 1, true);
            m_cur.jokerMaxValue = savedMax;
            m_cur.value -= pv;
            m_cur.jokerPos = static_cast<std::uint16_t>(m_cur.jokerPos & ~(1u << pos));
            --m_cur.jokers;
        }
    }

    void emitRun(int n)
    {
        if (n < kMinMeldCards || m_cur.faceCount == 0) return;
        if (m_settings.limit == JokerLimit::NoMoreThanNaturals && m_cur.jokers > m_cur.faceCount) return;
        if (!runBoundsOk(m_start, n, m_rules, m_settings.runRules)) return;
        RawMeld m = m_cur;
        m.size = static_cast<std::uint8_t>(n);
        std::sort(m.faces.begin(), m.faces.begin() + m.faceCount);
        m_out.push_back(m);
    }

    /// For one natural of rank `r` among jokers, `n` cards in all: finds a position of the
    /// natural at which validateMeld's run check fails, so that the cards read as a set.
    bool setReading(int r, int n, int &pos) const
    {
        for (pos = 0; pos < n; ++pos) {
            const bool run = runBoundsOk(r - pos, n, m_rules, RunRules::FromRuleSet) ||
                             (r == kAce && runBoundsOk(kHighAce - pos, n, m_rules, RunRules::FromRuleSet));
            if (!run) return true;
        }
        return false;
    }

    void emitSet(int r, unsigned suits, int jokers)
    {
        RawMeld m;
        m.isRun = false;
        m.low = static_cast<std::uint8_t>(r);
        m.jokers = static_cast<std::uint8_t>(jokers);
        for (int s = 0; s < 4; ++s) {
            if (!(suits & (1u << s))) continue;
            const int f = m_hand.faceOf[static_cast<std::size_t>(s)][static_cast<std::size_t>(r)];
            m.faces[m.faceCount++] = static_cast<std::uint8_t>(f);
            m.value += setValue(r, f);
        }
        if (jokers > 0) {
            const int jv = setValue(r, -1);
            m.value += jokers * jv;
            m.jokerMaxValue = jv;
        }
        m.size = static_cast<std::uint8_t>(m.faceCount + jokers);
        m.setNaturalPos = static_cast<std::uint8_t>(m.faceCount == 1 ? m_setNaturalPos : 0);
        m_out.push_back(m);
    }

    int setValue(int r, int face) const
    {
        switch (m_settings.objective) {
        case PartitionObjective::Deadwood:
            return face >= 0 ? m_hand.value[static_cast<std::size_t>(face)] : m_hand.jokerValue;
        case PartitionObjective::OpeningValue: return openingPositionValue(r, false, m_rules);
        case PartitionObjective::CardCount: return 1;
        }
        return 0;
    }

    const HandFaces &m_hand;
    const RuleSet &m_rules;
    const CandidateSettings &m_settings;
    std::vector<RawMeld> &m_out;
    int m_maxJokers = 0;
    int m_maxLen = 13;
    int m_suit = 0;
    int m_start = 1;
    int m_setNaturalPos = 0;
    RawMeld m_cur;
    std::array<std::uint8_t, kMaxFaces> m_used{};
};

} // namespace

void enumerateCandidates(const HandFaces &hand, const RuleSet &rules, const CandidateSettings &settings,
                         std::vector<RawMeld> &out)
{
    out.clear();
    Enumerator e(hand, rules, settings, out);
    if (settings.allowRuns) e.runs();
    if (settings.allowSets) e.sets();
    // One entry per card multiset: the arrangement with the highest value; of equal ones the first
    // enumerated (stable: std::sort left them in an order of its own, another with libc++, so the
    // bots played differently on macOS).
    std::stable_sort(out.begin(), out.end(), [](const RawMeld &a, const RawMeld &b) {
        if (a.lessCards(b)) return true;
        if (b.lessCards(a)) return false;
        return a.value > b.value;
    });
    // Within a group the first entry is the best; a later one stays only if it is a run where
    // every kept one is a set (a requirement may need the run).
    std::size_t kept = 0;
    for (std::size_t i = 0; i < out.size();) {
        std::size_t j = i;
        unsigned keptFlags = 0;
        bool first = true;
        for (; j < out.size() && out[j].sameCards(out[i]); ++j) {
            const unsigned f = out[j].kindFlags();
            if (!first && (f & ~keptFlags) == 0) continue;
            keptFlags |= f;
            first = false;
            out[kept++] = out[j];
        }
        i = j;
    }
    out.resize(kept);
}

std::vector<Card> arrangeMeld(const RawMeld &m, const HandFaces &hand, const std::vector<Card> &cards,
                              std::vector<int> &nextCopy, int &nextJoker)
{
    std::vector<Card> out;
    out.reserve(m.size);
    const auto natural = [&](int f) {
        const auto fi = static_cast<std::size_t>(f);
        const int at = hand.firstCopy[fi] + nextCopy[fi]++;
        return cards[static_cast<std::size_t>(hand.naturalOrder[static_cast<std::size_t>(at)])];
    };
    const auto joker = [&] {
        return cards[static_cast<std::size_t>(hand.jokerIndex[static_cast<std::size_t>(nextJoker++)])];
    };
    if (m.isRun) {
        for (int pos = 0; pos < m.size; ++pos) {
            if (m.jokerPos & (1u << pos)) {
                out.push_back(joker());
            } else {
                const int v = m.low + pos;
                out.push_back(natural(hand.faceOf[m.suit][static_cast<std::size_t>(v == kHighAce ? kAce : v)]));
            }
        }
    } else {
        for (int i = 0; i < m.faceCount; ++i) out.push_back(natural(m.faces[static_cast<std::size_t>(i)]));
        for (int i = 0; i < m.jokers; ++i) out.push_back(joker());
        if (m.faceCount == 1 && m.setNaturalPos > 0)
            std::rotate(out.begin(), out.begin() + 1, out.begin() + 1 + m.setNaturalPos);
    }
    return out;
}

} // namespace remi::ai::detail
