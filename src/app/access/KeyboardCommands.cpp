// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The commands of the key map (RULES.md 7): what D, T, N, M, L, J, Delete, E, I, H, R… do. Each
// picks what it acts on and runs the player command (play/PlayerCommands) as a key's.
#include "KeyboardController.h"

#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "PlayerCommands.h"
#include "ReasonText.h"
#include "TableScene.h"
#include "TableView.h"
#include "TableWords.h"

#include "engine/Match.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <algorithm>

CommandResult KeyboardController::run(const CommandPresenter::Command &command, int key)
{
    return m_presenter->run(CommandPresenter::Input::Key, command, key);
}

int KeyboardController::actingCard(const QString &what)
{
    // After the round's end: the round is over, whatever is selected (CommandPresenter, RULES.md 1.5).
    if (const QString over = m_presenter->roundOverWords(); !over.isEmpty()) {
        announce(over);
        return -1;
    }
    const QList<remi::CardId> &selected = m_hand->selection();
    if (selected.size() == 1) return selected.first();
    if (selected.size() > 1) {
        announce(what);
        return -1;
    }
    if (m_scene->handItems().isEmpty() || !m_scene->handItems().first()->isFaceUp()) {
        announce(m_controller->isHumanTurn() ? tr("Your hand is empty.") : refusalText(remi::Reason::NotYourTurn));
        return -1;
    }
    return m_focus.card;
}

void KeyboardController::drawStock()
{
    run([this](bool) { return m_commands->draw(); });
}

void KeyboardController::drawCut()
{
    run([this](bool) { return m_commands->drawCut(); });
}

void KeyboardController::takeDiscard()
{
    run([this](bool) { return m_commands->takeDiscard(1); });
}

void KeyboardController::chooseDiscardDepth()
{
    if (!m_controller->hasGame()) return;
    if (m_controller->round().rules().discardDepthLimit() == 1) {
        announce(tr("Only the top discard can be taken in this game: press T."));
        return;
    }
    setArea(Area::Pile);
}

void KeyboardController::addToDraft()
{
    run([this](bool) { return m_commands->addToDraft(); });
}

void KeyboardController::meld()
{
    run([this](bool) { return m_commands->meld(); });
}

void KeyboardController::sortBySuit()
{
    run([this](bool) { return m_commands->sort(HandOrder::Sort::Suit); });
}

void KeyboardController::sortByRank()
{
    run([this](bool) { return m_commands->sort(HandOrder::Sort::Rank); });
}

void KeyboardController::layOff()
{
    const int card = actingCard(tr("Select only the card to lay off."));
    if (card < 0) return;
    const auto id = static_cast<remi::CardId>(card);
    const QList<TableMenus::Target> targets = m_menus.layOffTargets(id);
    if (targets.size() == 1) {
        const remi::Action a = targets.first().action;
        run([this, a](bool) { return m_commands->layOff(a.card, a.target, a.end); });
        return;
    }
    if (targets.isEmpty()) {
        announce(m_controller->round().table().empty() && m_controller->isHumanTurn()
                     ? tr("There is no meld on the table to lay off on.")
                     : m_commands->layOffNowhere(id).words);
        return;
    }
    auto *menu = new QMenu(m_window);
    menu->setObjectName(QStringLiteral("layOffTargets"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (const TableMenus::Target &t : targets)
        connect(menu->addAction(t.text), &QAction::triggered, this,
                [this, a = t.action] { run([this, a](bool) { return m_commands->layOff(a.card, a.target, a.end); }); });
    announce(tr("%1 places fit: choose one.").arg(targets.size()));
    popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos()
                                                              : QPointF());
}

void KeyboardController::swapJoker()
{
    const int card = actingCard(tr("Select only the natural card that replaces the joker."));
    if (card < 0) return;
    const auto id = static_cast<remi::CardId>(card);
    const QList<TableMenus::Target> targets = m_menus.swapTargets(id);
    if (targets.size() == 1) {
        const remi::Action a = targets.first().action;
        run([this, a](bool) { return m_commands->swapJoker(a.card, a.target); });
        return;
    }
    if (targets.isEmpty()) {
        const auto &table = m_controller->round().table();
        const bool jokers =
            std::any_of(table.begin(), table.end(), [](const remi::Meld &m) { return m.jokerCount() > 0; });
        const remi::Reason why = m_commands->finder().refusal(id, true);
        const remi::Card card = remi::cardFromId(id, m_controller->round().rules().decks);
        // The engine refused the card on every meld with a joker (RULES.md 3.5, 4.5: swap_joker takes
        // the exact card a joker stands for): say so, not a bare "not possible" that tells no reason.
        announce(!jokers && m_controller->isHumanTurn() ? tr("There is no joker on the table.")
                 : why == remi::Reason::ActionNotAllowed && !card.isJoker() && m_controller->round().rules().jokerSwap
                     ? tr("No joker on the table stands for your %1.").arg(CardNames::object(card))
                     : refusalText(why));
        return;
    }
    auto *menu = new QMenu(m_window);
    menu->setObjectName(QStringLiteral("swapTargets"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (const TableMenus::Target &t : targets)
        connect(menu->addAction(t.text), &QAction::triggered, this,
                [this, a = t.action] { run([this, a](bool) { return m_commands->swapJoker(a.card, a.target); }); });
    popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos()
                                                              : QPointF());
}

void KeyboardController::discard()
{
    const int card = actingCard(TableWords::selectOnlyCardToDiscard());
    if (card < 0) return;
    const auto id = static_cast<remi::CardId>(card);
    run([this, id](bool confirmed) { return m_commands->discard(id, confirmed); }, Qt::Key_Delete);
}

void KeyboardController::bury()
{
    run([this](bool confirmed) { return m_commands->buryFromSelection(confirmed); },
        QKeyCombination(Qt::SHIFT, Qt::Key_Delete).toCombined());
}

void KeyboardController::endTurn()
{
    run([this](bool confirmed) { return m_commands->endTurn(confirmed); }, Qt::Key_E);
}

void KeyboardController::focusTable()
{
    setArea(Area::Table);
}

void KeyboardController::focusPile()
{
    setArea(Area::Pile);
}

void KeyboardController::openFocusedMenu()
{
    if (!m_controller->hasGame()) return;
    switch (m_focus.area) {
    case Area::Hand: {
        if (m_scene->handItems().isEmpty() || !m_scene->handItems().first()->isFaceUp()) {
            announce(tr("There is no card to act on."));
            return;
        }
        popup(m_menus.cardMenu(m_focus.card, m_window), m_scene->handItems()[m_focus.handIndex]->scenePos());
        return;
    }
    case Area::Draft: {
        if (m_hand->draft().empty()) {
            sayFocus(false);
            return;
        }
        auto *menu = new QMenu(m_window);
        menu->setObjectName(QStringLiteral("draftMenu"));
        menu->setAttribute(Qt::WA_DeleteOnClose);
        const int index = m_focus.draft;
        menu->addAction(tr("Put back in the hand"), this, [this, index] {
            m_presenter->run(CommandPresenter::Input::Menu,
                             [this, index](bool) { return m_commands->removeDraft(index); });
            sayFocus(false);
        });
        menu->addAction(tr("Meld the draft\tM"), this, [this] {
            m_presenter->run(CommandPresenter::Input::Menu, [this](bool) { return m_commands->meld(); });
        });
        popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos()
                                                                  : QPointF());
        return;
    }
    case Area::Table: {
        if (m_controller->round().table().empty()) {
            sayFocus(false);
            return;
        }
        const auto melds = m_scene->meldItems();
        QPointF at;
        if (m_focus.meld < melds.size() && m_focus.meldCard < melds[m_focus.meld].size())
            at = melds[m_focus.meld][m_focus.meldCard]->sceneBoundingRect().bottomLeft();
        tableContextMenu(m_focus.meld, m_focus.meldCard, m_view->viewport()->mapToGlobal(m_view->mapFromScene(at)));
        return;
    }
    case Area::Pile:
    case Area::Stock:
    case Area::Players: announce(tr("No menu here: press Enter to act on the focused place.")); return;
    }
}

void KeyboardController::showStatus()
{
    if (!m_controller->hasGame()) return;
    const remi::Round &round = m_controller->round();
    QStringList parts;
    parts << m_scene->statusText();
    for (int s = 0; s < round.players(); ++s) {
        parts << TableWords::seatSummary(m_controller->seatName(s), static_cast<int>(round.hand(s).size()),
                                         round.rules().needsOpening() ? std::optional(round.hasOpened(s))
                                                                      : std::nullopt);
    }
    // After "; " the sentence goes on: the stock's and the pile's parts start in lower case (sr
    // review item 40: "…; шпил, број карата: 64; гомила…"); a seat's part starts with its name.
    const auto onward = [](QString part) {
        if (!part.isEmpty()) part[0] = part[0].toLower();
        return part;
    };
    parts << onward(TableWords::stockCards(round.stockSize()));
    const std::optional<remi::Card> top = round.pileTop();
    parts << onward(top ? tr("Top discard: %1").arg(CardNames::card(*top)) : TableWords::pileEmpty());
    // The parts are joined with "; ": a part's own full stop would stand before it (".;", read as two pauses).
    for (int i = 0; i + 1 < parts.size(); ++i)
        while (parts[i].endsWith(QLatin1Char('.'))) parts[i].chop(1);
    announce(parts.join(tr("; ")));
}

void KeyboardController::readHand()
{
    const int seat = m_controller->hasGame() ? m_controller->humanSeat() : -1;
    if (seat < 0 || m_scene->handItems().isEmpty() || !m_scene->handItems().first()->isFaceUp()) {
        announce(tr("Your hand is not shown now."));
        return;
    }
    std::vector<remi::Card> cards;
    for (CardItem *item : m_scene->handItems()) cards.push_back(item->card());
    //: %n the number of cards, %1 the cards in the order shown.
    announce(tr("Your hand, %n card(s): %1", nullptr, static_cast<int>(cards.size())).arg(CardNames::cards(cards)));
}

void KeyboardController::readTable()
{
    if (!m_controller->hasGame()) {
        announce(tr("No game."));
        return;
    }
    const remi::Round &round = m_controller->round();
    QStringList parts;
    // Your hand by suit, jokers last (the hand's own order inside a suit).
    const QList<CardItem *> hand = m_scene->handItems();
    if (hand.isEmpty() || !hand.first()->isFaceUp()) {
        parts << tr("Your hand is not shown now.");
    } else {
        QStringList suits;
        const remi::Suit order[] = {remi::Suit::Spades, remi::Suit::Hearts, remi::Suit::Diamonds, remi::Suit::Clubs,
                                    remi::Suit::None};
        for (const remi::Suit suit : order) {
            QStringList ranks;
            for (const CardItem *item : hand) {
                const remi::Card &c = item->card();
                if (suit == remi::Suit::None ? c.isJoker() : (!c.isJoker() && c.suit == suit))
                    ranks << (c.isJoker() ? CardNames::card(c) : CardNames::rank(c.rank));
            }
            if (ranks.isEmpty()) continue;
            //: Read the table: %1 a suit ("hearts"), %2 its ranks in the hand ("five, seven, king").
            suits << (suit == remi::Suit::None ? ranks.join(tr(", "))
                                               : tr("%1: %2").arg(CardNames::suit(suit), ranks.join(tr(", "))));
        }
        //: Read the table: %n the number of cards in your hand, %1 them by suit ("hearts: five, king; …").
        parts << tr("Your hand, %n card(s): %1.", nullptr, static_cast<int>(hand.size())).arg(suits.join(tr("; ")));
    }
    const std::optional<remi::Card> top = round.pileTop();
    parts << (top ? tr("Top discard: %1.").arg(CardNames::card(*top)) : TableWords::pileEmpty());
    parts << TableWords::stockCards(round.stockSize()) + QLatin1Char('.');
    const remi::Match &match = m_controller->match();
    for (int s = 0; s < round.players(); ++s) {
        const int matchSeat = match.matchSeat(s);
        const int total = matchSeat >= 0 && static_cast<std::size_t>(matchSeat) < match.totals().size()
                              ? match.totals()[static_cast<std::size_t>(matchSeat)]
                              : 0;
        QString seat =
            TableWords::seatSummary(m_controller->seatName(s), static_cast<int>(round.hand(s).size()),
                                    round.rules().needsOpening() ? std::optional(round.hasOpened(s)) : std::nullopt);
        //: Read the table: %1 a seat ("Ana, 9 cards"), %2 its match score so far.
        seat = tr("%1, score %2").arg(seat).arg(total);
        if (s == round.currentSeat() && !round.isOver()) seat += TableWords::listSeparator() + TableWords::playingNow();
        parts << seat + QLatin1Char('.');
    }
    announce(parts.join(QLatin1Char(' ')));
}

void KeyboardController::undo()
{
    run([this](bool) { return m_commands->undo(); });
}

void KeyboardController::redo()
{
    run([this](bool) { return m_commands->redo(); });
}

void KeyboardController::focusHandCard(remi::CardId id)
{
    const QList<CardItem *> hand = m_scene->handItems();
    for (int i = 0; i < hand.size(); ++i)
        if (hand[i]->cardId() == id) {
            m_focus.handIndex = i;
            m_focus.card = id;
        }
    m_focus.area = Area::Hand;
    m_view->setFocus();
}

void KeyboardController::hint()
{
    // The hinted card gets the focus (and the ring) before the hint is said.
    run([this](bool) {
        const CommandResult hint = m_commands->hint();
        if (hint.focus) focusHandCard(*hint.focus);
        if (hint.hint) m_scene->showHint(*hint.hint); // the move shown on the table, not only said
        updateRing();
        return hint;
    });
}
