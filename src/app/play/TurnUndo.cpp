// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TurnUndo.h"

#include "CardNames.h"
#include "GameController.h"

#include <QUndoCommand>
#include <algorithm>

namespace {

QString describe(const remi::Action &a)
{
    switch (a.type) {
    case remi::ActionType::Draw: return TurnUndo::tr("Take from the discard pile");
    case remi::ActionType::PickupMeld: return TurnUndo::tr("Pick up and meld");
    case remi::ActionType::Meld: return TurnUndo::tr("Meld");
    case remi::ActionType::LayOff: return TurnUndo::tr("Lay off");
    case remi::ActionType::SwapJoker: return TurnUndo::tr("Swap a joker");
    case remi::ActionType::Take: return TurnUndo::tr("Take from the table");
    case remi::ActionType::Rearrange: return TurnUndo::tr("Rearrange the table");
    default: return TurnUndo::tr("Move");
    }
}

/// The move's name and its cards: "Lay off — five of clubs" (what "Undone: …" names).
QString describe(const remi::Action &a, const remi::Round &round)
{
    std::vector<remi::CardId> ids;
    switch (a.type) {
    case remi::ActionType::LayOff:
    case remi::ActionType::SwapJoker: ids = {a.card}; break;
    case remi::ActionType::Take: ids = a.cards; break;
    case remi::ActionType::Meld:
    case remi::ActionType::PickupMeld:
        for (const auto &meld : a.melds) ids.insert(ids.end(), meld.begin(), meld.end());
        break;
    default: break;
    }
    if (ids.empty()) return describe(a);
    std::vector<remi::Card> cards;
    for (const remi::CardId id : ids) cards.push_back(remi::cardFromId(id, round.rules().decks));
    //: An undoable move and its cards: %1 "Lay off", %2 "five of clubs".
    return TurnUndo::tr("%1 — %2").arg(describe(a), CardNames::cards(cards));
}

} // namespace

/// One accepted action: undo = engine undo, redo = the action again.
class EngineActionCommand : public QUndoCommand {
  public:
    EngineActionCommand(TurnUndo *owner, const remi::Action &action, const QString &text)
        : QUndoCommand(text), m_owner(owner), m_action(action)
    {
    }
    void undo() override { replay(remi::Action::undo(m_action.seat)); }
    void redo() override
    {
        if (m_first) { // already applied when it was pushed
            m_first = false;
            return;
        }
        replay(m_action);
    }

  private:
    void replay(const remi::Action &a)
    {
        m_owner->m_replaying = true;
        m_owner->m_controller->act(a);
        m_owner->m_replaying = false;
    }
    TurnUndo *m_owner;
    remi::Action m_action;
    bool m_first = true;
};

TurnUndo::TurnUndo(GameController *controller, QObject *parent) : QObject(parent), m_controller(controller)
{
    connect(controller, &GameController::actionApplied, this, &TurnUndo::onApplied);
    connect(controller, &GameController::stateChanged, this, &TurnUndo::onStateChanged);
    connect(controller, &GameController::gameStarted, &m_stack, &QUndoStack::clear);
}

void TurnUndo::onApplied(const remi::Action &action)
{
    if (m_replaying) return;
    const remi::Round &round = m_controller->round();
    if (action.type == remi::ActionType::Undo) {
        // Undone outside the stack (e.g. by a computer fallback): start afresh.
        m_stack.clear();
        return;
    }
    if (round.isOver() || round.undoDepth() == 0) {
        m_stack.clear(); // a stock draw or a turn end: nothing before it can be undone
        return;
    }
    m_stack.push(new EngineActionCommand(this, action, describe(action, round)));
}

void TurnUndo::onStateChanged()
{
    if (!m_controller->hasGame()) return;
    const remi::Round &round = m_controller->round();
    const std::tuple<int, int, int> turn{m_controller->match().roundNumber(), round.state().turnIndex,
                                         round.currentSeat()};
    if (turn != m_turn) {
        m_turn = turn;
        m_stack.clear();
    }
}

bool TurnUndo::undo()
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return false;
    m_lastUndone.clear();
    if (m_stack.canUndo()) {
        const int depth = m_controller->round().undoDepth();
        m_lastUndone = m_stack.undoText();
        m_stack.undo();
        return m_controller->round().undoDepth() < depth;
    }
    if (m_controller->round().undoDepth() == 0) return false;
    return m_controller->act(remi::Action::undo(0)) == remi::Reason::Ok;
}

bool TurnUndo::redo()
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn() || !m_stack.canRedo()) return false;
    const int depth = m_controller->round().undoDepth();
    m_stack.redo();
    return m_controller->round().undoDepth() > depth;
}
