// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The human player's commands (RULES.md 7), one method per command. Every input path calls these —
// a drag, a double-click, a key, the hand card's menu, the table meld's menu, the Play menu, the
// buttons — so every path does the same thing and says the same words. Each returns a
// CommandResult: the engine's reason, the words to say, and whether a confirmation is needed.
// The engine decides every move (MoveFinder tries it first); nothing here knows a rule.
//
// Commands that end the turn (discard, bury, end turn) ask for a confirmation while rami borrowed
// cards are still held (RULES.md 4.5): called with confirmed = false they then do nothing and
// return needsConfirmation; the caller asks (access/TurnEndConfirmation) and calls again.
// The turn's undo stack (TurnUndo) belongs here: undo and redo are commands too.

#include "CommandResult.h"
#include "HandOrder.h"
#include "MoveFinder.h"

#include "engine/Action.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

class GameController;
class HandModel;
class TurnUndo;

class PlayerCommands : public QObject {
    Q_OBJECT
  public:
    PlayerCommands(GameController *controller, HandModel *hand, QObject *parent = nullptr);

    GameController *controller() const { return m_controller; }
    const MoveFinder &finder() const { return m_finder; }
    HandModel *hand() const { return m_hand; }
    TurnUndo *turnUndo() const { return m_undo; }
    /// The names of the round's seats, by round seat (for the words).
    QStringList seatNames() const;

    // Drawing (RULES.md 1.4 DRAW).
    /// Draws the top card of the stock.
    CommandResult draw();
    /// remi51: takes the cut card (only to go out with a hand, RULES.md 3.7).
    CommandResult drawCut();
    /// Takes the discard pile down to `depth` (1 = the top card); in remi_indonesia melds the pile
    /// card at `depth` at once with the selected cards (RULES.md 5.3).
    CommandResult takeDiscard(int depth);

    // Melding (RULES.md 1.4 PLAY).
    /// Lays the draft and the selection as new melds (the Meld button, M, a drag onto the table).
    /// When a joker could stand for different cards (RULES.md 1.2: 3♠ 4♠ joker as 2♠ or 5♠) and the
    /// engine accepts each, nothing is laid yet: the result asks which (CommandResult::choices).
    CommandResult meld();
    /// Puts the selection (3 cards or more) into the draft.
    CommandResult addToDraft();
    CommandResult clearDraft();
    /// Puts draft combination `index` back in the hand.
    CommandResult removeDraft(int index);
    /// Lays hand card `card` off on meld `meld` near `end` (MoveFinder::placeOnMeld: that end, the
    /// other end, else a joker swap). A joker with MeldEnd::Auto that could stand at either end of a
    /// run is not laid yet: the result asks which card it stands for (RULES.md 1.2).
    CommandResult layOff(remi::CardId card, int meld, remi::MeldEnd end);
    /// Why hand card `card` can be laid off on no meld (MoveFinder::refusal), in lay-off words
    /// (ReasonText::layOffNowhere); nothing is played.
    CommandResult layOffNowhere(remi::CardId card) const;
    /// Swaps hand card `card` for the joker of meld `meld` (RULES.md 3.5, 4.5).
    CommandResult swapJoker(remi::CardId card, int meld);
    /// Rami manipulation (RULES.md 4.5): takes `cards` of meld `meld` into the hand; splits meld
    /// `meld` after its card `index`; joins two melds; moves card `index` of `meld` to `other`.
    CommandResult take(int meld, const std::vector<remi::CardId> &cards);
    CommandResult split(int meld, int index);
    CommandResult join(int meld, int other);
    CommandResult moveCard(int meld, int index, int other);

    // Ending the turn (RULES.md 1.4 END).
    /// Refused while `card` is in the draft (TableWords::draftCardDiscard), by every input path.
    CommandResult discard(remi::CardId card, bool confirmed = false);
    /// The selection dragged onto the discard pile: its one card is discarded; more cards are refused
    /// with TableWords::selectOnlyCardToDiscard() (one card is discarded, RULES.md 1.4).
    CommandResult discardSelection(bool confirmed = false);
    /// remi51 (RULES.md 3.10): discards `card` with joker `joker` buried under it.
    CommandResult bury(remi::CardId card, remi::CardId joker, bool confirmed = false);
    /// bury() with the selection: exactly one natural card and one joker.
    CommandResult buryFromSelection(bool confirmed = false);
    /// Ends the turn without a discard (rami NONE, RULES.md 4.3).
    CommandResult endTurn(bool confirmed = false);

    // The turn's undo stack (RULES.md 1.6).
    CommandResult undo();
    CommandResult redo();

    // Help and the hand.
    /// What the normal computer player would do now: the cards are selected (a meld of several
    /// combinations goes into the draft) and the words say it.
    CommandResult hint();
    /// Why there is no hint: the host of the network table turned hints off (issue 39).
    static QString hintsOffWords();
    CommandResult sort(HandOrder::Sort by);
    /// Moves hand card `card` by `delta` places.
    CommandResult moveInHand(remi::CardId card, int delta);

    /// Applies `action` for the human seat: the words of what it did, or of the refusal. On success
    /// the selection is cleared.
    CommandResult play(const remi::Action &action);

    /// A guided round (play/Tutorial) asks first about every action the engine would accept: words
    /// returned mean "not yet" (the action is not played, the words are said as a refusal, a dragged
    /// card goes home); nullopt lets it through. An empty function: no gate.
    using Gate = std::function<std::optional<QString>(const remi::Action &)>;
    void setGate(Gate gate) { m_gate = std::move(gate); }

  private:
    /// Plays Meld action `meld`, first asking which card a joker stands for in meld `from` or a later
    /// one when the engine accepts more than one (RULES.md 1.2).
    CommandResult meldAsking(remi::Action meld, std::size_t from);
    /// A refusal when hand card `card` is in the draft (a discard would drop it from the plan unasked).
    std::optional<CommandResult> draftKept(remi::CardId card) const;
    /// needsConfirmation when ending the turn now would cost borrowed cards (RULES.md 4.5).
    bool mustConfirm(CommandResult *result, const QString &question) const;

    GameController *m_controller;
    HandModel *m_hand;
    MoveFinder m_finder;
    TurnUndo *m_undo;
    Gate m_gate;
};
