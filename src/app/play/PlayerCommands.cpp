// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayerCommands.h"

#include "GameController.h"
#include "HandModel.h"
#include "ReasonText.h"
#include "TableWords.h"
#include "TurnUndo.h"

#include "CardNames.h"

#include "ai/bots/ComputerLevels.h"
#include "engine/PlayerView.h"

#include <algorithm>

namespace {
CommandResult said(const QString &words)
{
    CommandResult r;
    r.words = words;
    return r;
}

} // namespace

PlayerCommands::PlayerCommands(GameController *controller, HandModel *hand, QObject *parent)
    : QObject(parent), m_controller(controller), m_hand(hand), m_finder(controller),
      m_undo(new TurnUndo(controller, this))
{
}

QStringList PlayerCommands::seatNames() const
{
    QStringList names;
    if (!m_controller->hasGame()) return names;
    for (int s = 0; s < m_controller->round().players(); ++s) names << m_controller->seatName(s);
    return names;
}

CommandResult PlayerCommands::play(const remi::Action &action)
{
    CommandResult r;
    if (!m_controller->hasGame()) return r;
    if (m_gate && m_finder.accepts(action)) {
        if (const std::optional<QString> notYet = m_gate(action)) {
            r.reason = remi::Reason::ActionNotAllowed;
            r.words = *notYet;
            return r;
        }
    }
    r.reason = m_controller->act(action, false);
    if (r.reason != remi::Reason::Ok) {
        r.words =
            ReasonText::actionRefusal(action, r.reason, m_controller->turnBlock(), m_controller->round().meldCause());
        return r;
    }
    r.done = true;
    r.words = TableWords::applied(action, m_controller->round(), m_controller->humanSeat(), seatNames());
    m_hand->clearSelection();
    return r;
}

std::optional<CommandResult> PlayerCommands::draftKept(remi::CardId card) const
{
    // The draft is the player's plan for a meld (RULES.md 3.6): a card of it is not thrown away
    // unasked, by any input path (issue 34: Delete after a hint discarded a hinted card in silence).
    // Only on the player's turn: otherwise the engine's own reason (not your turn) is said.
    if (!m_hand->isDrafted(card) || !m_controller->isHumanTurn()) return std::nullopt;
    CommandResult r;
    r.reason = remi::Reason::ActionNotAllowed; // refused: a dragged card goes home
    r.words = TableWords::draftCardDiscard(remi::cardFromId(card, m_controller->round().rules().decks));
    return r;
}

bool PlayerCommands::mustConfirm(CommandResult *result, const QString &question) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return false;
    const QString warning = TableWords::borrowedWarning(m_controller->round(), m_controller->humanSeat());
    if (warning.isEmpty()) return false;
    result->needsConfirmation = true;
    result->words = warning;
    result->question = question;
    return true;
}

CommandResult PlayerCommands::draw()
{
    return play(remi::Action::draw(0, remi::DrawSource::Stock));
}

CommandResult PlayerCommands::drawCut()
{
    return play(remi::Action::draw(0, remi::DrawSource::Cut));
}

CommandResult PlayerCommands::takeDiscard(int depth)
{
    if (!m_controller->hasGame()) return {};
    if (m_controller->round().rules().discardPickup != remi::DiscardPickup::PickupMeld)
        return play(remi::Action::draw(0, remi::DrawSource::Discard, depth));
    // remi_indonesia: the pile card is laid at once with the selected hand cards (RULES.md 5.3).
    const std::optional<remi::Action> pickup = m_finder.pickupAction(depth, m_hand->selectedIds());
    return pickup ? play(*pickup) : CommandResult{};
}

CommandResult PlayerCommands::meld()
{
    if (!m_controller->hasGame()) return {};
    const remi::Action meld = m_finder.meldAction(m_hand->draft(), m_hand->selectedIds());
    if (meld.melds.empty()) return said(TableWords::selectMeldFirst());
    return meldAsking(meld, 0);
}

CommandResult PlayerCommands::meldAsking(remi::Action meld, std::size_t from)
{
    for (std::size_t i = from; i < meld.melds.size(); ++i) {
        const auto orders = m_finder.meldOrders(meld, static_cast<int>(i));
        if (orders.size() == 1) meld.melds[i] = orders.front(); // the one the engine takes: no question
        if (orders.size() < 2) continue;
        CommandResult r;
        r.question = r.words = TableWords::jokerStandsFor();
        for (const std::vector<remi::CardId> &order : orders) {
            QStringList faces;
            for (const remi::Face &face : m_finder.jokerFaces(order)) faces << CardNames::shortFace(face);
            remi::Action chosen = meld;
            chosen.melds[i] = order;
            r.choices.push_back(
                {faces.join(QLatin1Char(' ')), [this, chosen, i](bool) { return meldAsking(chosen, i + 1); }});
        }
        return r;
    }
    CommandResult r = play(meld);
    if (r.done) m_hand->clearDraft();
    return r;
}

CommandResult PlayerCommands::addToDraft()
{
    if (m_hand->selection().size() < remi::kMinMeldCards) return said(TableWords::selectThreeForDraft());
    const std::vector<remi::CardId> added = m_hand->selectedIds();
    CommandResult r;
    r.done = m_hand->addSelectionToDraft();
    if (!r.done || !m_controller->hasGame()) return r;
    // Said, so that a player who cannot see the table knows the draft took the cards (issue 34).
    const remi::Round &round = m_controller->round();
    const int seat = m_controller->humanSeat();
    QString combo;
    if (const std::optional<remi::Meld> meld = m_finder.comboMeld(added)) combo = CardNames::meld(*meld, round.rules());
    else {
        std::vector<remi::Card> cards;
        for (remi::CardId id : added)
            for (const remi::Card &c : round.hand(std::max(0, seat)))
                if (c.id == id) cards.push_back(c);
        combo = CardNames::cards(cards);
    }
    const bool opening = seat >= 0 && round.rules().needsOpening() && !round.hasOpened(seat);
    const int points = opening ? m_finder.openingCount(m_hand->draft(), {}).points : 0;
    r.words = TableWords::draftAdded(combo, static_cast<int>(m_hand->draft().size()), points,
                                     opening ? round.rules().openingMin : 0);
    return r;
}

CommandResult PlayerCommands::clearDraft()
{
    m_hand->clearDraft();
    CommandResult r = said(TableWords::draftCleared());
    r.done = true;
    return r;
}

CommandResult PlayerCommands::removeDraft(int index)
{
    CommandResult r;
    r.done = index >= 0 && index < static_cast<int>(m_hand->draft().size());
    m_hand->removeDraft(index);
    return r;
}

CommandResult PlayerCommands::layOff(remi::CardId card, int meld, remi::MeldEnd end)
{
    if (!m_controller->hasGame()) return {};
    if (end == remi::MeldEnd::Auto) {
        // A joker that could stand at either end of a run: which card? (RULES.md 1.2)
        const std::vector<remi::Action> ends = m_finder.jokerEnds(card, meld);
        if (ends.size() >= 2) {
            CommandResult r;
            r.question = r.words = TableWords::jokerStandsFor();
            for (const remi::Action &a : ends)
                r.choices.push_back({CardNames::shortFace(m_finder.jokerFace(a)), [this, a](bool) { return play(a); }});
            return r;
        }
    }
    remi::Reason refusal = remi::Reason::Ok;
    remi::MeldCause cause;
    const std::optional<remi::Action> action = m_finder.placeOnMeld(card, meld, end, &refusal, &cause);
    if (action) return play(*action);
    CommandResult r;
    r.reason = refusal;
    r.words = ReasonText::layOffRefusal(refusal, m_controller->turnBlock(), cause,
                                        remi::cardFromId(card, m_controller->round().rules().decks));
    return r;
}

CommandResult PlayerCommands::layOffNowhere(remi::CardId card) const
{
    CommandResult r;
    if (!m_controller->hasGame()) return r;
    r.reason = m_finder.refusal(card, false);
    r.words = ReasonText::layOffNowhere(r.reason, m_controller->turnBlock(),
                                        remi::cardFromId(card, m_controller->round().rules().decks));
    return r;
}

CommandResult PlayerCommands::swapJoker(remi::CardId card, int meld)
{
    return play(remi::Action::swapJoker(0, card, meld));
}

CommandResult PlayerCommands::take(int meld, const std::vector<remi::CardId> &cards)
{
    return play(remi::Action::take(0, meld, cards));
}

CommandResult PlayerCommands::split(int meld, int index)
{
    return play(m_finder.splitAfter(meld, index));
}

CommandResult PlayerCommands::join(int meld, int other)
{
    return play(m_finder.join(meld, other));
}

CommandResult PlayerCommands::moveCard(int meld, int index, int other)
{
    return play(m_finder.moveCard(meld, index, other));
}

CommandResult PlayerCommands::discard(remi::CardId card, bool confirmed)
{
    if (!m_controller->hasGame()) return {};
    if (const std::optional<CommandResult> kept = draftKept(card)) return *kept;
    CommandResult r;
    if (!confirmed &&
        mustConfirm(&r, TableWords::discardAnyway(remi::cardFromId(card, m_controller->round().rules().decks))))
        return r;
    return play(remi::Action::discard(0, card));
}

CommandResult PlayerCommands::discardSelection(bool confirmed)
{
    if (!m_controller->hasGame()) return {};
    const QList<remi::CardId> &selected = m_hand->selection();
    if (selected.size() == 1) return discard(selected.first(), confirmed);
    CommandResult r;
    r.reason = remi::Reason::ActionNotAllowed; // refused: the dragged cards go home
    r.words = TableWords::selectOnlyCardToDiscard();
    return r;
}

CommandResult PlayerCommands::bury(remi::CardId card, remi::CardId joker, bool confirmed)
{
    if (!m_controller->hasGame()) return {};
    for (const remi::CardId id : {card, joker})
        if (const std::optional<CommandResult> kept = draftKept(id)) return *kept;
    CommandResult r;
    if (!confirmed &&
        mustConfirm(&r, TableWords::discardAnyway(remi::cardFromId(card, m_controller->round().rules().decks))))
        return r;
    return play(remi::Action::discardBurying(0, card, joker));
}

CommandResult PlayerCommands::buryFromSelection(bool confirmed)
{
    if (!m_controller->hasGame()) return {};
    if (!m_controller->round().rules().buryJokerRule) {
        // The variant has no burying at all (RULES.md 3.10 is remi51's): the engine's reason.
        CommandResult r;
        r.reason = remi::Reason::ActionNotAllowed;
        r.words = ReasonText::refusal(r.reason, m_controller->turnBlock());
        return r;
    }
    remi::CardId natural = 0, joker = 0;
    bool hasNatural = false, hasJoker = false;
    for (remi::CardId id : m_hand->selection())
        if (const remi::Card *c = m_hand->card(id)) {
            if (c->isJoker()) {
                joker = id;
                hasJoker = true;
            } else {
                natural = id;
                hasNatural = true;
            }
        }
    if (m_hand->selection().size() != 2 || !hasNatural || !hasJoker) return said(TableWords::selectCardAndJoker());
    return bury(natural, joker, confirmed);
}

CommandResult PlayerCommands::endTurn(bool confirmed)
{
    if (!m_controller->hasGame()) return {};
    CommandResult r;
    if (!confirmed && mustConfirm(&r, TableWords::endTurnAnyway())) return r;
    return play(remi::Action::endTurn(0));
}

CommandResult PlayerCommands::undo()
{
    if (!m_controller->hasGame()) return {};
    CommandResult r;
    // A guided round goes forward only: its gate answers an undo too.
    if (m_gate && m_finder.accepts(remi::Action::undo(0))) {
        if (const std::optional<QString> notYet = m_gate(remi::Action::undo(0))) {
            r.reason = remi::Reason::ActionNotAllowed;
            r.words = *notYet;
            return r;
        }
    }
    if (m_undo->undo()) {
        r.done = true;
        r.words = TableWords::undone(m_undo->lastUndone());
        return r;
    }
    if (!m_controller->isHumanTurn()) {
        r.reason = m_controller->round().isOver() ? remi::Reason::RoundOver : remi::Reason::NotYourTurn;
        r.words = ReasonText::refusal(r.reason, m_controller->turnBlock());
        return r;
    }
    r.words = TableWords::nothingToUndo();
    return r;
}

CommandResult PlayerCommands::redo()
{
    if (!m_controller->hasGame()) return {};
    CommandResult r;
    if (m_undo->redo()) {
        r.done = true;
        r.words = TableWords::redone();
        return r;
    }
    if (!m_controller->isHumanTurn()) {
        r.reason = m_controller->round().isOver() ? remi::Reason::RoundOver : remi::Reason::NotYourTurn;
        r.words = ReasonText::refusal(r.reason, m_controller->turnBlock());
        return r;
    }
    r.words = TableWords::nothingToRedo();
    return r;
}

QString PlayerCommands::hintsOffWords()
{
    return tr("The host turned hints off for this table.");
}

CommandResult PlayerCommands::hint()
{
    CommandResult r;
    if (!m_controller->hintsAllowed()) {
        r.words = hintsOffWords(); // online (issue 39): the table's `welcome` said `"hints":false`
        return r;
    }
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) {
        r.reason = m_controller->hasGame() && m_controller->round().isOver() ? remi::Reason::RoundOver
                                                                             : remi::Reason::NotYourTurn;
        r.words = ReasonText::refusal(r.reason, m_controller->turnBlock());
        return r;
    }
    const remi::Round &round = m_controller->round();
    const int seat = m_controller->humanSeat();
    // The normal computer level's move. Asking the review's expert instead (review/ExpertAdvice.h,
    // so that H and the review agree) was tried: the expert holds a 56-point remi51 opening back
    // for a later *hand*, and the hint's words ("in none of your melds") could not say why; not yet.
    const auto bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    remi::Action a = bot->nextAction(remi::makePlayerView(round, seat), round.rules(),
                                     static_cast<std::uint64_t>(round.state().turnIndex) + 1);
    // Never "discard" a card that a meld would take now ("discard A♦" right after opening,
    // with A♦ fitting a run): laid off it is off the hand for good (RULES.md 2.5, 3.5, 4.5), and the
    // engine still leaves a card to discard when the rules need one (must_keep_discard).
    const remi::Action botMove = a;
    if (a.type == remi::ActionType::Discard && !a.bury)
        if (const std::vector<remi::Action> layOffs = m_finder.layOffs(a.card); !layOffs.empty()) a = layOffs.front();
    // Never a table move that leaves the turn without an end (a tester followed a lay-off hint and
    // kept only a card that fits a meld: it can be neither laid off, the last card, nor discarded,
    // RULES.md 3.7 closing_card_playable): with one card left the engine is asked whether the turn
    // can still end.
    const auto turnCanEnd = [&](const remi::Action &move) {
        remi::Round probe = round;
        if (probe.apply(move) != remi::Reason::Ok) return false;
        if (probe.isOver() || probe.currentSeat() != seat) return true;
        // More cards left: more table moves may come first (a freed joker is laid before the discard).
        if (probe.hand(seat).size() != 1) return true;
        if (probe.apply(remi::Action::endTurn(move.seat)) == remi::Reason::Ok) return true;
        for (const remi::Card &c : probe.hand(seat)) {
            remi::Round end = probe;
            if (end.apply(remi::Action::discard(move.seat, c.id)) == remi::Reason::Ok) return true;
        }
        return false;
    };
    const bool tableMove =
        a.type == remi::ActionType::LayOff || a.type == remi::ActionType::SwapJoker || a.type == remi::ActionType::Meld;
    if (tableMove && round.phase() == remi::Phase::Play && !turnCanEnd(a)) {
        a = botMove;
        if (a.type != remi::ActionType::Discard || !turnCanEnd(a)) // the computer's own move leads there too
            for (const remi::Card &c : round.hand(seat)) {
                remi::Round probe = round;
                if (probe.apply(remi::Action::discard(a.seat, c.id)) == remi::Reason::Ok) {
                    a = remi::Action::discard(a.seat, c.id);
                    break;
                }
            }
    }
    r.hint = hintMove(a, round, seat, m_finder);
    r.hint->action = a;
    if (r.hint->refused) { // never a move the engine would refuse: what can be done instead
        r.done = true;
        r.words = r.hint->why;
        return r;
    }
    bool inDraft = false;
    switch (a.type) {
    case remi::ActionType::Meld: {
        QList<remi::CardId> ids;
        for (const auto &meld : a.melds) ids.append(QList<remi::CardId>(meld.begin(), meld.end()));
        // The hinted melds replace the draft. Several melds laid together (an opening, RULES.md
        // 3.6, 4.6) go into the draft one by one, as N does, so that M lays them all at once.
        m_hand->clearDraft();
        if (a.melds.size() > 1) {
            for (const auto &meld : a.melds) {
                m_hand->setSelection(QList<remi::CardId>(meld.begin(), meld.end()));
                m_hand->addSelectionToDraft();
            }
            inDraft = true;
        } else {
            m_hand->setSelection(ids);
        }
        if (!ids.isEmpty()) r.focus = ids.first();
        break;
    }
    case remi::ActionType::LayOff:
    case remi::ActionType::SwapJoker:
        m_hand->setSelection({a.card});
        r.focus = a.card;
        break;
    case remi::ActionType::Discard:
        m_hand->clearSelection();
        r.focus = a.card;
        break;
    default: break;
    }
    r.done = true;
    r.words = TableWords::hint(a, round, seat, seatNames(), inDraft);
    if (!r.hint->why.isEmpty()) r.words += QLatin1Char(' ') + r.hint->why;
    return r;
}

CommandResult PlayerCommands::sort(HandOrder::Sort by)
{
    m_hand->sort(by);
    CommandResult r = said(by == HandOrder::Sort::Suit ? TableWords::sortedBySuit() : TableWords::sortedByRank());
    r.done = true;
    return r;
}

CommandResult PlayerCommands::moveInHand(remi::CardId card, int delta)
{
    CommandResult r;
    r.done = m_hand->move(card, delta);
    if (!r.done) r.words = delta < 0 ? TableWords::alreadyFirst() : TableWords::alreadyLast();
    return r;
}
