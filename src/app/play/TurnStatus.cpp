// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TurnStatus.h"

#include "engine/Moves.h"

#include "GameController.h"
#include "HandModel.h"
#include "MoveFinder.h"
#include "ReasonText.h"
#include "TableWords.h"

QString TurnStatus::text(const GameController &controller, const HandModel &hand, const MoveFinder &finder)
{
    if (!controller.hasGame()) return {};
    const remi::Round &round = controller.round();
    if (controller.tableUnreachable()) return ReasonText::tableUnreachable();
    if (round.isOver()) return TableWords::roundOver();
    const QString current = controller.seatName(round.currentSeat());
    if (controller.curtainUp()) return TableWords::waitingFor(current);
    if (controller.isThinking()) return TableWords::thinking(current);
    if (!controller.isHumanTurn()) {
        // Online: the seat to move has lost its player (docs/PROTOCOL.md "Coming back").
        const int away = controller.match().matchSeat(round.currentSeat());
        switch (controller.seatPresence(away)) {
        case GameController::Presence::Reconnecting: return TableWords::awayReconnecting(current);
        case GameController::Presence::PlayedByComputer: return TableWords::awayPlayedByComputer(current);
        case GameController::Presence::Here: break;
        }
        return TableWords::playing(current);
    }
    const remi::RuleSet &rules = round.rules();
    const int seat = controller.humanSeat();
    TableWords::TurnStatus s;
    s.drawPhase = round.phase() == remi::Phase::Draw;
    s.pickupMeld = rules.discardPickup == remi::DiscardPickup::PickupMeld;
    s.layOff = remi::moveExists(remi::Move::LayOff, rules);
    s.opening = rules.needsOpening() && !round.hasOpened(seat);
    if (s.opening) {
        const remi::OpeningCount count = finder.openingCount(hand.draft(), hand.selectedIds());
        s.openingPoints = count.points;
        s.openingMin = rules.openingMin;
        s.naturalRunMissing = rules.openingNeedsNaturalRun && !count.naturalRun;
    }
    s.draftMelds = static_cast<int>(hand.draft().size());
    s.secondsLeft = controller.turnSecondsLeft();
    s.borrowed = TableWords::borrowedWarning(round, seat);
    if (controller.isHotSeat()) s.hotSeatName = controller.seatName(seat);
    return TableWords::turnStatus(s);
}
