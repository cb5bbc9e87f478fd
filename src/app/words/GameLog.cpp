// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameLog.h"

#include "CardNames.h"

#include "engine/Event.h"
#include "engine/Match.h"

#include <algorithm>
#include <cstdlib>

namespace {

using remi::Action;
using remi::ActionType;
using remi::Card;
using remi::Event;
using remi::EventType;
using remi::Meld;

std::vector<remi::CardId> idsOf(const std::vector<Card> &cards)
{
    std::vector<remi::CardId> out;
    for (const Card &c : cards) out.push_back(c.id);
    return out;
}

const Event *firstEvent(const std::vector<Event> &events, EventType type)
{
    for (const Event &e : events)
        if (e.type == type) return &e;
    return nullptr;
}

} // namespace

/// Turns one round's actions into lines, seen from one match seat (public information only).
class GameLogWriter {
    Q_DECLARE_TR_FUNCTIONS(GameLog)
  public:
    GameLogWriter(const remi::Match &match, int viewer, const QStringList &names, std::vector<GameLogLine> &out)
        : m_match(match), m_viewer(viewer), m_names(names), m_out(out), m_into(&out)
    {
    }

    /// The lines of `action` (step `step` of round `round`), applied to `before` with `events`.
    void action(int round, int step, const Action &a, const remi::Round &before, const remi::Round &after,
                const std::vector<Event> &events);
    void roundEnd(int round, const remi::Round &r, const std::vector<int> &scores);
    /// Round seat -> match seat from now on (a followed table's round); empty: the match's.
    void setSeatMap(std::vector<int> map) { m_seatMap = std::move(map); }

  private:
    int matchSeat(int roundSeat) const
    {
        if (m_seatMap.empty()) return m_match.matchSeat(roundSeat);
        return roundSeat >= 0 && roundSeat < static_cast<int>(m_seatMap.size())
                   ? m_seatMap[static_cast<std::size_t>(roundSeat)]
                   : -1;
    }
    QString name(int roundSeat) const { return m_names.value(matchSeat(roundSeat)); }
    bool mine(int roundSeat) const { return m_viewer >= 0 && matchSeat(roundSeat) == m_viewer; }
    /// The seat is the reader's, or is called "You" (the human's seat while its hand is hidden,
    /// viewer -1): "your meld", "You have", never "You's" or "You has" (issue 34). Only for words
    /// that show no hidden card.
    bool yours(int roundSeat) const
    {
        return mine(roundSeat) ||
               (m_viewer < 0 && name(roundSeat) == QCoreApplication::translate("GameController", "You"));
    }
    /// Writes the lines of the action (action() calls it twice: printed, then in words).
    void write(int round, int step, const Action &a, const remi::Round &before, const remi::Round &after,
               const std::vector<Event> &events);
    /// A card as the object of the sentence: "K♠" printed, "king of spades" in words (CardNames::object,
    /// declined: Russian "короля пик").
    QString object(const Card &card) const;
    QString objects(const std::vector<Card> &cards) const;
    /// Cards named after a noun or a colon ("the cut card K♠", "came with it: 5♠ 6♠"): printed, or
    /// CardNames::cards.
    QString named(const std::vector<Card> &cards) const;
    /// " (Q♥)" in words ("(queen of hearts)") after a joker of a run of the table after the action.
    QString jokerFace(const Card &card) const;
    /// "your A♠ ★ 3♠" or "West's A♠ ★ 3♠", its cards added to `cards`.
    QString meldRef(const Meld &m, std::vector<remi::CardId> &cards) const;
    QString melds(const std::vector<Meld> &melds, std::vector<remi::CardId> &cards) const;
    void add(int round, int step, int seat, QString text, std::vector<remi::CardId> cards, std::vector<int> marked = {})
    {
        GameLogLine line;
        line.round = round;
        line.step = step;
        line.actor = seat < 0 ? -1 : matchSeat(seat);
        line.spoken = text;
        line.text = std::move(text);
        line.cards = std::move(cards);
        line.melds = std::move(marked);
        m_into->push_back(std::move(line));
    }
    void draw(int round, int step, int seat, const Event &e);
    void notes(int round, int step, const std::vector<Event> &events);

    const remi::Match &m_match;
    int m_viewer;
    const QStringList &m_names;
    std::vector<GameLogLine> &m_out;
    std::vector<GameLogLine> *m_into; ///< where add() writes: m_out, or the lines in words
    bool m_words = false;             ///< cards in words (GameLogLine::spoken)
    /// The table after the action being written, then before it (a joker just swapped out).
    std::vector<const std::vector<Meld> *> m_tables;
    std::vector<int> m_seatMap;
};

QString GameLog::card(const Card &card)
{
    // A joker is the star of the table's joker badges (CardNames::shortFace): the fonts have it, where
    // 🃏 (an emoji) falls back to a box with DejaVu fonts.
    if (card.isJoker()) return QStringLiteral("★");
    // The rank letters are Latin in every language (docs/GLOSSARY.md): A-2-3, Q-K-A.
    QString rank;
    switch (card.rank) {
    case remi::kAce:
    case remi::kHighAce: rank = QStringLiteral("A"); break;
    case remi::kJack: rank = QStringLiteral("J"); break;
    case remi::kQueen: rank = QStringLiteral("Q"); break;
    case remi::kKing: rank = QStringLiteral("K"); break;
    default: rank = QString::number(card.rank);
    }
    static const QString suits[] = {QStringLiteral("♠"), QStringLiteral("♥"), QStringLiteral("♦"), QStringLiteral("♣")};
    const int suit = static_cast<int>(card.suit);
    return rank + (suit < 4 ? suits[suit] : QString());
}

QString GameLog::cards(const std::vector<Card> &cards)
{
    QStringList parts;
    for (const Card &c : cards) parts << card(c);
    return parts.join(QLatin1Char(' '));
}

QString GameLogWriter::meldRef(const Meld &m, std::vector<remi::CardId> &cards) const
{
    for (const Card &c : m.cards) cards.push_back(c.id);
    //: A table meld of the player reading the log: "your A♠ ★ 3♠" (the log: "East swapped the joker in your A♠ ★ 3♠ for 2♠").
    if (m.owner < 0 || yours(m.owner)) return tr("your %1").arg(named(m.cards));
    //: A table meld of another player: %1 the player, %2 its cards ("West's 5♠ 6♠ 7♠").
    return tr("%1's %2").arg(name(m.owner), named(m.cards));
}

QString GameLogWriter::melds(const std::vector<Meld> &list, std::vector<remi::CardId> &cards) const
{
    QStringList parts;
    for (const Meld &m : list) {
        parts << objects(m.cards);
        for (const Card &c : m.cards) cards.push_back(c.id);
    }
    // In words each meld's cards are separated by commas already.
    return parts.join(m_words ? QStringLiteral("; ") : QStringLiteral(", "));
}

QString GameLogWriter::jokerFace(const Card &card) const
{
    if (!m_words || !card.isJoker()) return QString();
    for (const std::vector<Meld> *table : m_tables)
        for (const Meld &meld : *table) {
            if (meld.kind != remi::MeldKind::Run) continue;
            for (int i = 0; i < meld.size(); ++i)
                if (meld.cards[static_cast<std::size_t>(i)].id == card.id)
                    return QStringLiteral(" (") + CardNames::spoken(CardNames::shortFace(meld.faceAt(i))) +
                           QLatin1Char(')');
        }
    return QString();
}

QString GameLogWriter::object(const Card &card) const
{
    return m_words ? CardNames::object(card) + jokerFace(card) : GameLog::card(card);
}

QString GameLogWriter::objects(const std::vector<Card> &cards) const
{
    if (!m_words) return GameLog::cards(cards);
    QStringList parts;
    for (const Card &c : cards) parts << object(c);
    return parts.join(CardNames::tr(", "));
}

QString GameLogWriter::named(const std::vector<Card> &cards) const
{
    if (!m_words) return GameLog::cards(cards);
    QStringList parts;
    for (const Card &c : cards) parts << CardNames::card(c) + jokerFace(c);
    return parts.join(CardNames::tr(", "));
}

void GameLogWriter::draw(int round, int step, int seat, const Event &e)
{
    const bool me = mine(seat);
    const QString who = name(seat);
    const int n = static_cast<int>(e.cards.size());
    switch (e.source) {
    case remi::DrawSource::Stock:
        if (me) add(round, step, seat, tr("You drew %1.").arg(objects(e.cards)), idsOf(e.cards));
        else add(round, step, seat, tr("%1 drew a card.").arg(who), {}); // a stock card is private (RULES.md 1.4)
        return;
    case remi::DrawSource::Cut:
        add(round, step, seat,
            //: %1 the card, printed ("K♠") or in words as the cards are named alone ("king of spades").
            me ? tr("You took the cut card %1.").arg(named(e.cards))
               //: %2 the card, printed ("K♠") or in words as the cards are named alone ("king of spades").
               : tr("%1 took the cut card %2.").arg(who, named(e.cards)),
            idsOf(e.cards));
        return;
    case remi::DrawSource::Discard:
        if (n == 1)
            add(round, step, seat,
                me ? tr("You took %1 from the discard pile.").arg(objects(e.cards))
                   : tr("%1 took %2 from the discard pile.").arg(who, objects(e.cards)),
                idsOf(e.cards));
        else
            add(round, step, seat,
                me ? tr("You took %n card(s) from the discard pile: %1.", nullptr, n).arg(named(e.cards))
                   : tr("%1 took %n card(s) from the discard pile: %2.", nullptr, n).arg(who, named(e.cards)),
                idsOf(e.cards));
        return;
    }
}

void GameLogWriter::notes(int round, int step, const std::vector<Event> &events)
{
    for (const Event &e : events) {
        if (e.type == EventType::CardsLeft) {
            add(round, step, e.seat,
                yours(e.seat) ? tr("You have %n card(s) left.", nullptr, e.count)
                              : tr("%1 has %n card(s) left.", nullptr, e.count).arg(name(e.seat)),
                {});
        } else if (e.type == EventType::Penalized) {
            add(round, step, e.seat,
                yours(e.seat) ? tr("You pay a penalty of %n point(s).", nullptr, e.points)
                              : tr("%1 pays a penalty of %n point(s).", nullptr, e.points).arg(name(e.seat)),
                {});
        }
    }
}

void GameLogWriter::action(int round, int step, const Action &a, const remi::Round &before, const remi::Round &after,
                           const std::vector<Event> &events)
{
    // The same lines twice, from the same translated sentences: printed ("K♠"), then in words.
    const std::size_t first = m_out.size();
    write(round, step, a, before, after, events);
    std::vector<GameLogLine> said;
    m_into = &said;
    m_words = true;
    m_tables = {&after.table(), &before.table()};
    write(round, step, a, before, after, events);
    m_into = &m_out;
    m_words = false;
    m_tables.clear();
    for (std::size_t i = 0; i < said.size() && first + i < m_out.size(); ++i) m_out[first + i].spoken = said[i].text;
}

void GameLogWriter::write(int round, int step, const Action &a, const remi::Round &before, const remi::Round &after,
                          const std::vector<Event> &events)
{
    const int seat = a.seat;
    const bool me = mine(seat);
    const QString who = name(seat);
    const std::vector<Meld> &was = before.table();
    const std::vector<Meld> &now = after.table();
    if (const Event *e = firstEvent(events, EventType::StockRebuilt))
        add(round, step, -1, tr("The discard pile was shuffled into a new stock of %n card(s).", nullptr, e->count),
            {});
    std::vector<remi::CardId> cards;
    switch (a.type) {
    case ActionType::Draw:
        if (const Event *e = firstEvent(events, EventType::Drew)) draw(round, step, seat, *e);
        break;
    case ActionType::PickupMeld: {
        const Event *drew = firstEvent(events, EventType::Drew);
        if (!drew || now.empty()) break;
        const Card picked = drew->cards.front();
        const std::vector<Card> extra(drew->cards.begin() + 1, drew->cards.end());
        cards.push_back(picked.id);
        const QString meld = melds({now.back()}, cards);
        const int last = static_cast<int>(now.size()) - 1;
        if (extra.empty()) {
            add(round, step, seat,
                me ? tr("You picked up %1 from the discard pile and laid %2.").arg(object(picked), meld)
                   : tr("%1 picked up %2 from the discard pile and laid %3.").arg(who, object(picked), meld),
                cards, {last});
        } else {
            for (const Card &c : extra) cards.push_back(c.id);
            const int n = static_cast<int>(extra.size());
            //: %1 the card picked up, %2 the meld laid with it, %3 the cards above it that came to the hand.
            add(round, step, seat,
                me ? tr("You picked up %1 from the discard pile and laid %2; %n card(s) came with it: %3.", nullptr, n)
                         .arg(object(picked), meld, named(extra))
                   : tr("%1 picked up %2 from the discard pile and laid %3; %n card(s) came with it: %4.", nullptr, n)
                         .arg(who, object(picked), meld, named(extra)),
                cards, {last});
        }
        break;
    }
    case ActionType::Meld: {
        if (now.size() <= was.size()) break;
        const std::vector<Meld> laid(now.begin() + static_cast<std::ptrdiff_t>(was.size()), now.end());
        const QString text = melds(laid, cards);
        std::vector<int> marked;
        for (int m = static_cast<int>(was.size()); m < static_cast<int>(now.size()); ++m) marked.push_back(m);
        add(round, step, seat, me ? tr("You laid %1.").arg(text) : tr("%1 laid %2.").arg(who, text), cards, marked);
        break;
    }
    case ActionType::LayOff: {
        if (a.target < 0 || a.target >= static_cast<int>(was.size())) break;
        const Card card = remi::cardFromId(a.card, before.rules().decks);
        cards.push_back(card.id);
        const QString meld = meldRef(was[static_cast<std::size_t>(a.target)], cards);
        add(round, step, seat,
            me ? tr("You laid off %1 on %2.").arg(object(card), meld)
               : tr("%1 laid off %2 on %3.").arg(who, object(card), meld),
            cards, {a.target});
        break;
    }
    case ActionType::SwapJoker: {
        const Event *e = firstEvent(events, EventType::JokerSwapped);
        if (!e || a.target < 0 || a.target >= static_cast<int>(was.size())) break;
        const QString meld = meldRef(was[static_cast<std::size_t>(a.target)], cards);
        cards.push_back(e->cards.front().id);
        //: %1 the player, %2 the meld with the joker ("your A♠ ★ 3♠"), %3 the card put in its place.
        add(round, step, seat,
            me ? tr("You swapped the joker in %1 for %2.").arg(meld, object(e->cards.front()))
               : tr("%1 swapped the joker in %2 for %3.").arg(who, meld, object(e->cards.front())),
            cards, {a.target});
        break;
    }
    case ActionType::Take: {
        const Event *e = firstEvent(events, EventType::Took);
        if (!e || a.target < 0 || a.target >= static_cast<int>(was.size())) break;
        for (const Card &c : e->cards) cards.push_back(c.id);
        const QString meld = meldRef(was[static_cast<std::size_t>(a.target)], cards);
        add(round, step, seat,
            me ? tr("You took %1 from %2.").arg(objects(e->cards), meld)
               : tr("%1 took %2 from %3.").arg(who, objects(e->cards), meld),
            cards);
        break;
    }
    case ActionType::Rearrange: {
        // The cards added from the hand, and the melds that are new or changed.
        std::vector<Card> added;
        std::vector<int> marked;
        for (int m = 0; m < static_cast<int>(now.size()); ++m) {
            const Meld &meld = now[static_cast<std::size_t>(m)];
            for (const Card &c : meld.cards) {
                const bool wasOnTable =
                    std::any_of(was.begin(), was.end(), [&](const Meld &old) { return old.contains(c.id); });
                if (!wasOnTable) added.push_back(c);
            }
            const bool same =
                std::any_of(was.begin(), was.end(), [&](const Meld &old) { return old.cards == meld.cards; });
            if (!same) marked.push_back(m);
        }
        // What left which meld ("adding 7♦ 9♦" did not say that 8♦ left the set of eights):
        // each old meld goes on as the new meld holding most of its cards; its cards in other melds moved.
        QStringList moved;
        std::vector<remi::CardId> movedIds;
        for (const Meld &old : was) {
            const Meld *kept = nullptr;
            int most = 0;
            for (const Meld &meld : now) {
                const int shared = static_cast<int>(std::count_if(old.cards.begin(), old.cards.end(),
                                                                  [&](const Card &c) { return meld.contains(c.id); }));
                if (shared > most) {
                    most = shared;
                    kept = &meld;
                }
            }
            std::vector<Card> gone;
            for (const Card &c : old.cards)
                if (!kept || !kept->contains(c.id)) gone.push_back(c);
            if (gone.empty()) continue;
            // Every card the line names is in its list (the moved ones, then the meld they left).
            for (const Card &c : gone) movedIds.push_back(c.id);
            //: A part of a rearrangement: %1 the cards that moved, %2 the meld they left ("North's 8♠ 8♥ 8♣ 8♦").
            moved << tr("%1 from %2").arg(objects(gone), meldRef(old, movedIds));
        }
        std::vector<remi::CardId> shown = idsOf(added);
        shown.insert(shown.end(), movedIds.begin(), movedIds.end());
        const QString movedText = moved.join(m_words ? QStringLiteral("; ") : QStringLiteral(", "));
        if (added.empty() && moved.isEmpty())
            add(round, step, seat, me ? tr("You rearranged the table.") : tr("%1 rearranged the table.").arg(who), {},
                marked);
        else if (moved.isEmpty())
            add(round, step, seat,
                me ? tr("You rearranged the table, adding %1.").arg(objects(added))
                   : tr("%1 rearranged the table, adding %2.").arg(who, objects(added)),
                idsOf(added), marked);
        else if (added.empty())
            //: %2 the moved cards and the melds they left ("8♦ from North's 8♠ 8♥ 8♣ 8♦").
            add(round, step, seat,
                me ? tr("You rearranged the table, moving %1.").arg(movedText)
                   : tr("%1 rearranged the table, moving %2.").arg(who, movedText),
                shown, marked);
        else
            add(round, step, seat,
                me ? tr("You rearranged the table, adding %1 and moving %2.").arg(objects(added), movedText)
                   : tr("%1 rearranged the table, adding %2 and moving %3.").arg(who, objects(added), movedText),
                shown, marked);
        break;
    }
    case ActionType::Discard: {
        const Card card = remi::cardFromId(a.card, before.rules().decks);
        // A buried joker lies face down (RULES.md 3.10): the log does not name it.
        if (a.bury)
            add(round, step, seat,
                me ? tr("You discarded %1 and buried a joker under it.").arg(object(card))
                   : tr("%1 discarded %2 and buried a joker under it.").arg(who, object(card)),
                {card.id});
        else
            add(round, step, seat,
                me ? tr("You discarded %1.").arg(object(card)) : tr("%1 discarded %2.").arg(who, object(card)),
                {card.id});
        break;
    }
    case ActionType::EndTurn:
        add(round, step, seat, me ? tr("You ended the turn.") : tr("%1 ended the turn.").arg(who), {});
        break;
    case ActionType::Timeout:
        if (const Event *e = firstEvent(events, EventType::Drew)) draw(round, step, seat, *e);
        add(round, step, seat, me ? tr("Your time ran out.") : tr("%1 ran out of time.").arg(who), {});
        break;
    case ActionType::Undo: break;
    }
    notes(round, step, events);
}

void GameLogWriter::roundEnd(int round, const remi::Round &r, const std::vector<int> &scores)
{
    const int winner = r.result().winner;
    QString text;
    if (winner >= 0) text = mine(winner) ? tr("You went out.") : tr("%1 went out.").arg(name(winner));
    else text = tr("Nobody went out.");
    add(round, -1, -1, text, {});
    QStringList parts;
    for (int s = 0; s < r.players(); ++s) {
        const int m = matchSeat(s);
        // The plural form follows the number without its sign (%n is not filled in for a negative n).
        const int score = scores.at(static_cast<std::size_t>(m));
        //: A seat's score of the round in the log: %1 the player, %2 the points ("West: 35 points", "East: -10 points").
        parts << tr("%1: %2 point(s)", nullptr, std::abs(score)).arg(m_names.value(m)).arg(score);
    }
    //: %1 the round's number, %2 every seat's score ("West: 35 points, You: 0 points").
    add(round, -1, -1, tr("Round %1 over. %2").arg(round).arg(parts.join(QStringLiteral(", "))), {});
    m_out.back().kind = GameLogLine::Kind::RoundEnd;
    m_out[m_out.size() - 2].kind = GameLogLine::Kind::RoundEnd;
}

GameLog::GameLog(const remi::save::SaveGame &game, int viewer, const QStringList &names)
    : m_viewer(viewer), m_names(names)
{
    remi::save::SaveError err;
    const auto rules = remi::save::saveRules(game, &err);
    const int players = static_cast<int>(game.players.size());
    for (int m = static_cast<int>(m_names.size()); m < players; ++m) {
        const std::string &name = game.players[static_cast<std::size_t>(m)].name;
        //: A player whose name the saved game leaves to the window ("You", "West"), by seat number.
        m_names << (name.empty() ? tr("Player %1").arg(m + 1) : QString::fromStdString(name));
    }
    if (!rules) m_problem = QString::fromStdString(remi::save::saveErrorText(err));
    else if (players < rules->minPlayers || players > rules->maxPlayers)
        m_problem = QStringLiteral("players: the rules do not allow %1 players").arg(players);
    else m_match = std::make_unique<remi::Match>(*rules, players, game.seed);
    if (m_match) m_writer = std::make_unique<GameLogWriter>(*m_match, m_viewer, m_names, m_lines);
}

GameLog::~GameLog() = default;

void GameLog::startRound()
{
    ++m_round;
    m_step = 0;
    m_settled = false;
    m_undoable.clear();
    GameLogLine heading;
    heading.kind = GameLogLine::Kind::RoundStart;
    heading.round = static_cast<int>(m_round);
    heading.text = tr("Round %1").arg(m_round);
    heading.spoken = heading.text;
    m_lines.push_back(heading);
}

void GameLog::eraseUndone(int round)
{
    if (m_undoable.empty()) return;
    const int gone = m_undoable.back();
    m_undoable.pop_back();
    std::erase_if(m_lines, [&](const GameLogLine &l) { return l.round == round && l.step == gone; });
    ++m_erasures;
}

void GameLog::follow(const std::vector<FollowedEntry> &entries)
{
    if (!m_writer) return;
    for (; m_followed < entries.size(); ++m_followed) {
        const FollowedEntry &e = entries[m_followed];
        m_writer->setSeatMap(e.seatMap);
        switch (e.kind) {
        case FollowedEntry::Kind::RoundStart:
            m_round = static_cast<std::size_t>(std::max(1, e.round)) - 1;
            startRound();
            break;
        case FollowedEntry::Kind::Action:
            if (!e.before || !e.after) break;
            if (e.action.type == ActionType::Undo) {
                eraseUndone(e.round);
                break;
            }
            // The steps the seat's undo can take back, as feed() tells them.
            if (e.after->undoDepth() > e.before->undoDepth()) m_undoable.push_back(e.step);
            else
                m_undoable.resize(
                    std::min<std::size_t>(m_undoable.size(), static_cast<std::size_t>(e.after->undoDepth())));
            m_writer->action(e.round, e.step, e.action, *e.before, *e.after, e.events);
            break;
        case FollowedEntry::Kind::RoundEnd:
            if (e.after) m_writer->roundEnd(e.round, *e.after, e.scores);
            m_undoable.clear();
            break;
        }
    }
}

bool GameLog::feed(const std::vector<remi::save::SaveRound> &rounds, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error) *error = why;
        return false;
    };
    if (!m_match) return fail(m_problem);
    if (rounds.size() < m_round || (m_round > 0 && rounds[m_round - 1].actions.size() < m_step))
        return fail(QStringLiteral("the action log is not a continuation of the one read"));
    for (std::size_t r = m_round == 0 ? 0 : m_round - 1; r < rounds.size(); ++r) {
        if (r + 1 > m_round) {
            if (m_round > 0) {
                if (!m_settled || m_match->isOver())
                    return fail(QStringLiteral("round %1 follows an unfinished round or the match's end").arg(r + 1));
                m_match->startNextRound();
            }
            startRound();
        }
        const int number = static_cast<int>(m_round);
        const std::vector<remi::Action> &actions = rounds[r].actions;
        for (; m_step < actions.size(); ++m_step) {
            const int step = static_cast<int>(m_step);
            const remi::Round before = m_match->round();
            std::vector<Event> events;
            const remi::Reason why = m_match->round().apply(actions[m_step], &events);
            if (why != remi::Reason::Ok)
                return fail(QStringLiteral("round %1, step %2: %3")
                                .arg(number)
                                .arg(step + 1)
                                .arg(QString::fromStdString(remi::save::reasonWords(remi::reasonCode(why)))));
            const int depth = m_match->round().undoDepth();
            if (actions[m_step].type == ActionType::Undo) {
                // What was taken back is no longer said.
                eraseUndone(number);
                continue;
            }
            if (depth > before.undoDepth()) m_undoable.push_back(step);
            else m_undoable.resize(std::min<std::size_t>(m_undoable.size(), static_cast<std::size_t>(depth)));
            m_writer->action(number, step, actions[m_step], before, m_match->round(), events);
        }
        if (m_match->round().isOver() && !m_settled) {
            m_match->settleRound();
            m_settled = true;
            m_writer->roundEnd(number, m_match->round(), m_match->history().back());
        }
    }
    return true;
}

std::optional<std::vector<GameLogLine>> GameLog::lines(const remi::save::SaveGame &game, int viewer,
                                                       const QStringList &names, QString *error)
{
    GameLog log(game, viewer, names);
    if (!log.feed(game.rounds, error)) return std::nullopt;
    if (game.rounds.empty()) {
        if (error) *error = QStringLiteral("rounds: no round");
        return std::nullopt;
    }
    return log.m_lines;
}

QString GameLog::text(const std::vector<GameLogLine> &lines)
{
    QString out;
    for (const GameLogLine &line : lines) {
        if (line.kind == GameLogLine::Kind::RoundStart && !out.isEmpty()) out += QLatin1Char('\n');
        out += line.text + QLatin1Char('\n');
    }
    return out;
}

std::vector<GameLogLine> GameLog::sinceLastTurn(const std::vector<GameLogLine> &lines, int viewer)
{
    std::size_t from = lines.size();
    while (from > 0 && lines[from - 1].actor != viewer) --from;
    if (from == 0 || viewer < 0) {
        // Not acted yet: the current round from its heading.
        from = lines.size();
        while (from > 0 && lines[from - 1].kind != GameLogLine::Kind::RoundStart) --from;
    }
    std::vector<GameLogLine> out;
    for (std::size_t i = from; i < lines.size(); ++i)
        if (lines[i].kind != GameLogLine::Kind::RoundStart) out.push_back(lines[i]);
    return out;
}
