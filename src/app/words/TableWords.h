// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sentences the table says about the game in play (the status line, what an action did, hints,
// the rami borrowed-card warning, the outcome of a player command), built from plain data: the
// round, the seat, the seats' names. One wording per idea: every caller takes its words from here.
// Card and meld names: CardNames; refusal reasons: ReasonText.

#include "engine/Action.h"
#include "engine/Round.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

class TableWords {
    Q_DECLARE_TR_FUNCTIONS(TableWords)
  public:
    /// Names of the round's seats, indexed by round seat.
    using SeatNames = QStringList;

    /// Table meld `meld` with its owner: "West: run 5-6-7 of hearts, 15 points".
    static QString ownedMeld(const remi::Round &round, const SeatNames &names, int meld);

    /// RULES.md 4.5: "Borrowed: seven of hearts — costs 300 if still in hand at the end of the
    /// turn" (Round::unreturnedBorrowed, Round::borrowCost); empty when nothing is owed.
    static QString borrowedWarning(const remi::Round &round, int seat);
    /// The question before a discard that ends the turn with borrowed cards still held:
    /// "Discard the two of diamonds and end the turn anyway?"
    static QString discardAnyway(const remi::Card &card);
    /// A discard of a card put aside in the draft, refused (issue 34: Delete after a hint discarded
    /// a card of the hinted meld): "The seven of hearts is in the draft: meld the draft (M) or put
    /// it back in the hand (Shift+Escape) first."
    static QString draftCardDiscard(const remi::Card &card);
    /// The same before a turn end without a discard.
    static QString endTurnAnyway();
    /// A confirmation asked by a second press of the same key: "<warning>. Press the key again to
    /// end the turn anyway."
    static QString pressAgain(const QString &warning);
    /// The title of the confirmation box: "End the turn?"
    static QString endTheTurn();

    /// What the status line says during the human's turn (the caller adds nothing).
    struct TurnStatus {
        bool drawPhase = false;
        bool pickupMeld = false; ///< remi_indonesia: the pile is taken by melding its card (5.3)
        bool layOff = true;      ///< the variant has lay-offs (not remi_indonesia, 5.5)
        bool opening = false;    ///< the seat must still open: `openingPoints` of `openingMin`
        int openingPoints = 0;
        int openingMin = 0;
        bool naturalRunMissing = false; ///< remi51 openingNeedsNaturalRun and no natural run chosen
        int draftMelds = 0;
        int secondsLeft = -1; ///< the rami turn clock; -1: none
        QString borrowed;     ///< borrowedWarning(), or empty
        QString hotSeatName;  ///< hot-seat play: the name of the seat shown, else empty
    };
    static QString turnStatus(const TurnStatus &status);
    /// The status line when the human may not act: "Waiting for Ana to show their hand…",
    /// "West is thinking…", "West is playing…".
    static QString waitingFor(const QString &name);
    static QString thinking(const QString &name);
    static QString playing(const QString &name);
    /// Online: the seat to move lost its player, who has the table's grace period to come back:
    /// "Bo is away — waiting for them to reconnect…".
    static QString awayReconnecting(const QString &name);
    /// Online: the seat to move lost its player for longer: "Bo is away: the computer plays for them…".
    static QString awayPlayedByComputer(const QString &name);
    /// "The round is over." (ReasonText's wording of Reason::RoundOver).
    static QString roundOver();

    /// What the human's accepted `action` did, said after it (the round as it is now):
    /// "You drew the seven of hearts.", "Laid off the five of clubs: West: run…". Empty for
    /// actions that are not said.
    static QString applied(const remi::Action &action, const remi::Round &round, int seat, const SeatNames &names);
    /// A hint for the normal computer player's `action` ("Hint: discard the seven of hearts (Delete).").
    /// `inDraft`: a meld of several combinations was put in the draft (else selected).
    static QString hint(const remi::Action &action, const remi::Round &round, int seat, const SeatNames &names,
                        bool inDraft);

    // A seat, the stock and the pile, the same words wherever they are said (the I key, the
    // keyboard focus, the screen-reader children, the seat labels).
    /// "opened" / "not opened" (RULES.md 3.6, 4.6: the seat has laid its opening).
    static QString opened(bool opened);
    /// "playing now": the seat whose turn it is.
    static QString playingNow();
    /// "West: 9 cards", and ", opened" / ", not opened" in a game with an opening (`opened` set).
    static QString seatSummary(const QString &name, int cards, std::optional<bool> opened);
    /// "Stock: 40 cards".
    static QString stockCards(int cards);
    /// "The discard pile is empty."
    static QString pileEmpty();
    /// ", " between the parts of a list of words.
    static QString listSeparator();

    // The outcome of a player command in words.
    /// "Undone: Lay off — five of clubs." (`what`: TurnUndo::lastUndone), or "Undone." without it.
    static QString undone(const QString &what = QString());
    static QString nothingToUndo();
    static QString redone();
    static QString nothingToRedo();
    static QString draftCleared();
    /// What N put in the draft and what the draft holds now (issue 34: N said nothing):
    /// "Draft: run 5-6-7 of diamonds, 18 points; 2 melds, 56 of 51 points." — `combo` the combination
    /// added (CardNames::meld, or its cards), `melds` the draft's combinations; `openingMin` > 0: the
    /// seat must still open and the draft counts `openingPoints` towards it (RULES.md 3.6).
    static QString draftAdded(const QString &combo, int melds, int openingPoints, int openingMin);
    /// The question when a joker could stand at either end of a run (RULES.md 1.2).
    static QString jokerStandsFor();
    static QString sortedBySuit();
    static QString sortedByRank();
    static QString alreadyFirst();
    static QString alreadyLast();
    static QString selectMeldFirst();
    static QString selectThreeForDraft();
    static QString selectCardAndJoker();
    /// More than one card selected for a discard (a key, or the selection dragged onto the pile).
    static QString selectOnlyCardToDiscard();
};
