// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableWords.h"
#include "KeyText.h"

#include "CardNames.h"
#include "ReasonText.h"

#include <QCoreApplication>
#include <algorithm>

namespace {
/// A card of the seat's hand as the object of a hint ("discard the king of spades": CardNames::object).
QString handCardObject(const remi::Round &round, int seat, remi::CardId id)
{
    if (seat >= 0 && seat < round.players())
        for (const remi::Card &c : round.hand(seat))
            if (c.id == id) return CardNames::object(c);
    return QString();
}
} // namespace

QString TableWords::ownedMeld(const remi::Round &round, const SeatNames &names, int meld)
{
    const remi::Meld &m = round.table()[static_cast<std::size_t>(meld)];
    //: %1 the owner of a table meld, %2 the meld ("run 5-6-7 of hearts, 15 points").
    return tr("%1: %2").arg(names.value(m.owner), CardNames::meld(m, round.rules()));
}

QString TableWords::borrowedWarning(const remi::Round &round, int seat)
{
    const std::vector<remi::Card> cards = round.unreturnedBorrowed(seat);
    if (cards.empty()) return QString();
    const int each = round.rules().borrowPenalty;
    if (cards.size() == 1)
        //: %1 the card, %2 the penalty (RULES.md 4.5).
        return tr("Borrowed: %1 — costs %2 if still in hand at the end of the turn")
            .arg(CardNames::card(cards.front()))
            .arg(round.borrowCost(seat));
    //: %1 the cards, %2 the total penalty, %3 the penalty per card (RULES.md 4.5).
    return tr("Borrowed: %1 — costs %2 (%3 each) if still in hand at the end of the turn")
        .arg(CardNames::cards(cards))
        .arg(round.borrowCost(seat))
        .arg(each);
}

QString TableWords::discardAnyway(const remi::Card &card)
{
    return tr("Discard the %1 and end the turn anyway?").arg(CardNames::object(card));
}

QString TableWords::draftCardDiscard(const remi::Card &card)
{
    //: %1 a card ("seven of hearts"); M and Shift+Escape are the keys of Meld and Clear draft.
    return KeyText::native(
               tr("The %1 is in the draft: meld the draft (M) or put it back in the hand (Shift+Escape) first."))
        .arg(CardNames::card(card));
}

QString TableWords::endTurnAnyway()
{
    return tr("End the turn anyway?");
}

QString TableWords::pressAgain(const QString &warning)
{
    return tr("%1. Press the key again to end the turn anyway.").arg(warning);
}

QString TableWords::endTheTurn()
{
    return tr("End the turn?");
}

QString TableWords::turnStatus(const TurnStatus &s)
{
    QString text;
    if (s.drawPhase)
        text = s.pickupMeld ? tr("Your turn: Draw a card (or select two cards and click a pile card to meld it)")
                            : tr("Your turn: Draw a card");
    else text = s.layOff ? tr("Your turn: Meld, lay off or discard") : tr("Your turn: Meld or discard");
    if (s.opening) {
        text += tr(" — opening: %1 of %n point(s) selected", nullptr, s.openingMin).arg(s.openingPoints);
        //: remi51 option openingNeedsNaturalRun: the opening needs a run without a joker.
        if (s.naturalRunMissing) text += tr(" — a run without a joker is still needed");
    }
    if (s.draftMelds > 0) text += tr(" — draft: %n meld(s)", nullptr, s.draftMelds);
    if (s.secondsLeft >= 0) text += tr(" — %n second(s) left", nullptr, s.secondsLeft);
    if (!s.borrowed.isEmpty()) text += QStringLiteral("\n") + s.borrowed;
    //: Hot-seat: %1 the player shown, %2 what to do.
    if (!s.hotSeatName.isEmpty()) text = tr("%1 — %2").arg(s.hotSeatName, text);
    return text;
}

QString TableWords::waitingFor(const QString &name)
{
    return tr("Waiting for %1 to show their hand…").arg(name);
}

QString TableWords::thinking(const QString &name)
{
    return tr("%1 is thinking…").arg(name);
}

QString TableWords::playing(const QString &name)
{
    return tr("%1 is playing…").arg(name);
}

QString TableWords::awayReconnecting(const QString &name)
{
    //: Online, the status line: %1 the player whose turn it is and whose connection was lost.
    return tr("%1 is away — waiting for them to reconnect…").arg(name);
}

QString TableWords::awayPlayedByComputer(const QString &name)
{
    //: Online, the status line: %1 the player whose turn it is, away longer than the table waits.
    return tr("%1 is away: the computer plays for them…").arg(name);
}

QString TableWords::roundOver()
{
    return ReasonText::text(remi::Reason::RoundOver);
}

QString TableWords::applied(const remi::Action &a, const remi::Round &round, int seat, const SeatNames &names)
{
    const int decks = round.rules().decks;
    // The cards as objects of the sentences ("You discarded the king of spades": CardNames::object).
    auto card = [decks](remi::CardId id) { return CardNames::object(remi::cardFromId(id, decks)); };
    const int melds = static_cast<int>(round.table().size());
    auto meld = [&](int m) { return m >= 0 && m < melds ? ownedMeld(round, names, m) : QString(); };
    QString text;
    switch (a.type) {
    case remi::ActionType::Draw: {
        const auto &hand = round.hand(std::max(0, seat));
        const QString drawn = hand.empty() ? QString() : CardNames::object(hand.back());
        const QString named = hand.empty() ? QString() : CardNames::card(hand.back());
        text = a.from == remi::DrawSource::Stock ? tr("You drew the %1.").arg(drawn)
               : a.from == remi::DrawSource::Cut ? tr("You took the cut card, the %1.").arg(named)
                                                 : tr("You took the %1 from the discard pile.").arg(drawn);
        break;
    }
    case remi::ActionType::PickupMeld:
    case remi::ActionType::Meld: {
        QStringList laid;
        const int count = a.type == remi::ActionType::Meld ? static_cast<int>(a.melds.size()) : 1;
        std::vector<remi::Meld> laidMelds;
        // Your own melds: no owner before each ("Melded: You: run…" read "You" twice, ru review).
        for (int m = std::max(0, melds - count); m < melds; ++m) {
            laid << CardNames::meld(round.table()[static_cast<std::size_t>(m)], round.rules());
            laidMelds.push_back(round.table()[static_cast<std::size_t>(m)]);
        }
        // The meld that opened (RULES.md 3.6, 4.6) says so, with its count (issue 34): the first
        // meld action of a turn begun unopened, the seat opened now.
        const remi::RuleSet &rules = round.rules();
        const remi::TurnState &turn = round.state().turn;
        if (seat >= 0 && rules.needsOpening() && round.hasOpened(seat) && !turn.openedAtStart &&
            turn.meldsLaid == count) {
            //: The human's meld that opened: %1 its opening points, %n the points needed, %2 the melds.
            text = tr("You opened with %1 points (%n needed): %2.", nullptr, rules.openingMin)
                       .arg(remi::countOpening(laidMelds, rules).points)
                       .arg(laid.join(tr("; ")));
        } else text = tr("Melded: %1.").arg(laid.join(tr("; ")));
        break;
    }
    case remi::ActionType::LayOff: text = tr("Laid off the %1: %2.").arg(card(a.card), meld(a.target)); break;
    case remi::ActionType::SwapJoker:
        text = tr("The %1 took the joker's place: %2.").arg(card(a.card), meld(a.target));
        break;
    case remi::ActionType::Take: {
        QStringList taken;
        for (remi::CardId id : a.cards) taken << CardNames::card(remi::cardFromId(id, decks));
        text = tr("Taken into your hand: %1.").arg(taken.join(tr(", ")));
        break;
    }
    case remi::ActionType::Rearrange: text = tr("Table rearranged."); break;
    case remi::ActionType::Discard: text = tr("You discarded the %1.").arg(card(a.card)); break;
    case remi::ActionType::EndTurn: text = tr("Turn ended."); break;
    default: return QString();
    }
    if (round.isOver()) text += QLatin1Char(' ') + roundOver();
    if (const QString owed = borrowedWarning(round, seat); !owed.isEmpty())
        text += QLatin1Char(' ') + owed + QLatin1Char('.');
    return text;
}

QString TableWords::hint(const remi::Action &a, const remi::Round &round, int seat, const SeatNames &names,
                         bool inDraft)
{
    auto card = [&](remi::CardId id) { return handCardObject(round, seat, id); };
    switch (a.type) {
    case remi::ActionType::Draw:
        if (a.from == remi::DrawSource::Discard && round.pileTop())
            return tr("Hint: take the %1 from the discard pile (T).").arg(CardNames::object(*round.pileTop()));
        if (a.from == remi::DrawSource::Cut) return KeyText::native(tr("Hint: draw the cut card (Shift+D)."));
        return tr("Hint: draw from the stock (D).");
    case remi::ActionType::Meld: {
        QStringList melds;
        for (const auto &meld : a.melds) {
            QStringList cards;
            for (remi::CardId id : meld) cards << card(id);
            melds << cards.join(tr(", "));
        }
        if (inDraft) return tr("Hint: meld %1 (in the draft: press M).").arg(melds.join(tr("; ")));
        return tr("Hint: meld %1 (selected: press M).").arg(melds.join(tr("; ")));
    }
    case remi::ActionType::LayOff:
        return tr("Hint: lay off your %1 on %2 (L).").arg(card(a.card), ownedMeld(round, names, a.target));
    case remi::ActionType::SwapJoker:
        return tr("Hint: swap your %1 for the joker of %2 (J).").arg(card(a.card), ownedMeld(round, names, a.target));
    case remi::ActionType::Discard: return tr("Hint: discard the %1 (Delete).").arg(card(a.card));
    case remi::ActionType::EndTurn: return tr("Hint: end the turn (E).");
    case remi::ActionType::PickupMeld:
        return tr("Hint: pick up from the discard pile and meld it (select two cards, then T).");
    default: return tr("Hint: rearrange the table.");
    }
}

QString TableWords::opened(bool opened)
{
    return opened ? tr("opened") : tr("not opened");
}

QString TableWords::playingNow()
{
    return tr("playing now");
}

QString TableWords::seatSummary(const QString &name, int cards, std::optional<bool> isOpened)
{
    //: %1 a player, %2 the cards in their hand.
    QString text = tr("%1: %n card(s)", nullptr, cards).arg(name);
    if (isOpened) text += listSeparator() + opened(*isOpened);
    return text;
}

QString TableWords::stockCards(int cards)
{
    return tr("Stock: %n card(s)", nullptr, cards);
}

QString TableWords::pileEmpty()
{
    return tr("The discard pile is empty.");
}

QString TableWords::listSeparator()
{
    return tr(", ");
}

QString TableWords::undone(const QString &what)
{
    //: %1 the move taken back and its cards: "Lay off — five of clubs".
    return what.isEmpty() ? tr("Undone.") : tr("Undone: %1.").arg(what);
}
QString TableWords::nothingToUndo()
{
    return tr("Nothing to undo in this turn.");
}
QString TableWords::redone()
{
    return tr("Redone.");
}
QString TableWords::nothingToRedo()
{
    return tr("Nothing to redo.");
}
QString TableWords::draftAdded(const QString &combo, int melds, int openingPoints, int openingMin)
{
    //: After N (add to the draft): %1 the combination added, %2 the draft's size ("2 melds").
    QString total = tr("%n meld(s)", nullptr, melds);
    if (openingMin > 0)
        //: The points the draft counts towards the opening: %1 of the %n needed.
        total += tr(", %1 of %n point(s)", nullptr, openingMin).arg(openingPoints);
    return tr("Draft: %1; %2.").arg(combo, total);
}

QString TableWords::draftCleared()
{
    return tr("Draft cleared.");
}
//: Asked when a joker could stand at either end of a run; the answers are cards ("2♠", "5♠").
QString TableWords::jokerStandsFor()
{
    return tr("Which card does the joker stand for?");
}
QString TableWords::sortedBySuit()
{
    return tr("Hand sorted by suit.");
}
QString TableWords::sortedByRank()
{
    return tr("Hand sorted by rank.");
}
QString TableWords::alreadyFirst()
{
    return tr("The card is already the first.");
}
QString TableWords::alreadyLast()
{
    return tr("The card is already the last.");
}
QString TableWords::selectMeldFirst()
{
    return tr("Select the cards of a meld first.");
}
QString TableWords::selectThreeForDraft()
{
    return tr("Select at least three cards for a draft meld.");
}
QString TableWords::selectOnlyCardToDiscard()
{
    // In the context the key's words always had (its translations kept).
    return QCoreApplication::translate("KeyboardController", "Select only the card to discard.");
}
QString TableWords::selectCardAndJoker()
{
    return tr("Select the card to discard and the joker to bury under it.");
}
