// The commands of the key map (RULES.md 7): what D, T, L, J, Delete, E, I, H, R… do.
#include "KeyboardController.h"

#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "ReasonText.h"
#include "TableScene.h"
#include "TableView.h"
#include "TurnUndo.h"

#include "ai/ComputerPlayer.h"
#include "engine/PlayerView.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <algorithm>

void KeyboardController::act(const remi::Action &action)
{
    if (m_controller->act(action) == remi::Reason::Ok) m_scene->clearSelection();
}

void KeyboardController::sayApplied(const remi::Action &a)
{
    const remi::Round &round = m_controller->round();
    const int decks = round.rules().decks;
    auto card = [decks](remi::CardId id) { return CardNames::card(remi::cardFromId(id, decks)); };
    const int melds = static_cast<int>(round.table().size());
    auto meld = [&](int m) { return m >= 0 && m < melds ? m_menus.meldText(m) : QString(); };
    QString text;
    switch (a.type) {
    case remi::ActionType::Draw: {
        const int seat = m_controller->humanSeat();
        const auto &hand = round.hand(std::max(0, seat));
        const QString drawn = hand.empty() ? QString() : CardNames::card(hand.back());
        text = a.from == remi::DrawSource::Stock ? tr("You drew the %1.").arg(drawn)
               : a.from == remi::DrawSource::Cut ? tr("You took the cut card, the %1.").arg(drawn)
                                                  : tr("You took the %1 from the discard pile.").arg(drawn);
        break;
    }
    case remi::ActionType::PickupMeld:
    case remi::ActionType::Meld: {
        QStringList laid;
        const int count = a.type == remi::ActionType::Meld ? static_cast<int>(a.melds.size()) : 1;
        for (int m = std::max(0, melds - count); m < melds; ++m)
            laid << meld(m);
        text = tr("Melded: %1.").arg(laid.join(tr("; ")));
        break;
    }
    case remi::ActionType::LayOff:
        text = tr("Laid off the %1: %2.").arg(card(a.card), meld(a.target));
        break;
    case remi::ActionType::SwapJoker:
        text = tr("The %1 took the joker's place: %2.").arg(card(a.card), meld(a.target));
        break;
    case remi::ActionType::Take: {
        QStringList names;
        for (remi::CardId id : a.cards)
            names << card(id);
        text = tr("Taken into your hand: %1.").arg(names.join(tr(", ")));
        break;
    }
    case remi::ActionType::Rearrange:
        text = tr("Table rearranged.");
        break;
    case remi::ActionType::Discard:
        text = tr("You discarded the %1.").arg(card(a.card));
        break;
    case remi::ActionType::EndTurn:
        text = tr("Turn ended.");
        break;
    default:
        return;
    }
    if (round.isOver()) text += QLatin1Char(' ') + tr("The round is over.");
    if (const QString owed = TurnUndo::warning(round, m_controller->humanSeat()); !owed.isEmpty())
        text += QLatin1Char(' ') + owed + QLatin1Char('.');
    announce(text);
}

int KeyboardController::actingCard(const QString &what)
{
    const QList<remi::CardId> selected = m_scene->selection();
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
    if (m_controller->hasGame()) m_controller->act(remi::Action::draw(0, remi::DrawSource::Stock));
}

void KeyboardController::drawCut()
{
    if (!m_controller->hasGame()) return;
    m_controller->act(remi::Action::draw(0, remi::DrawSource::Cut));
}

void KeyboardController::takeDiscard()
{
    if (!m_controller->hasGame()) return;
    emit pileChosen(1);
}

void KeyboardController::chooseDiscardDepth()
{
    if (!m_controller->hasGame()) return;
    const remi::RuleSet &rules = m_controller->round().rules();
    if (rules.discardMode != remi::DiscardMode::Multiple && rules.discardPickup != remi::DiscardPickup::PickupMeld) {
        announce(tr("Only the top discard can be taken in this game: press T."));
        return;
    }
    setArea(Area::Pile);
}

void KeyboardController::layOff()
{
    const int card = actingCard(tr("Select only the card to lay off."));
    if (card < 0) return;
    const auto id = static_cast<remi::CardId>(card);
    const QList<TableMenus::Target> targets = m_menus.layOffTargets(id);
    if (targets.size() == 1) {
        act(targets.first().action);
        return;
    }
    if (targets.isEmpty()) {
        announce(m_controller->round().table().empty() && m_controller->isHumanTurn()
                     ? tr("There is no meld on the table to lay off on.")
                     : refusalText(m_menus.refusal(id, false)));
        return;
    }
    auto *menu = new QMenu(m_window);
    menu->setObjectName(QStringLiteral("layOffTargets"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (const TableMenus::Target &t : targets)
        connect(menu->addAction(t.text), &QAction::triggered, this, [this, a = t.action] { act(a); });
    announce(tr("%1 places fit: choose one.").arg(targets.size()));
    popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos() : QPointF());
}

void KeyboardController::swapJoker()
{
    const int card = actingCard(tr("Select only the natural card that replaces the joker."));
    if (card < 0) return;
    const auto id = static_cast<remi::CardId>(card);
    const QList<TableMenus::Target> targets = m_menus.swapTargets(id);
    if (targets.size() == 1) {
        act(targets.first().action);
        return;
    }
    if (targets.isEmpty()) {
        const auto &table = m_controller->round().table();
        const bool jokers = std::any_of(table.begin(), table.end(), [](const remi::Meld &m) { return m.jokerCount() > 0; });
        announce(!jokers && m_controller->isHumanTurn() ? tr("There is no joker on the table.")
                                                         : refusalText(m_menus.refusal(id, true)));
        return;
    }
    auto *menu = new QMenu(m_window);
    menu->setObjectName(QStringLiteral("swapTargets"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (const TableMenus::Target &t : targets)
        connect(menu->addAction(t.text), &QAction::triggered, this, [this, a = t.action] { act(a); });
    popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos() : QPointF());
}

bool KeyboardController::confirmTurnEnd(int key)
{
    if (!m_controller->hasGame()) return true;
    const QString warning = TurnUndo::warning(m_controller->round(), m_controller->humanSeat());
    if (warning.isEmpty()) return true;
    const QString state = warning + QString::number(m_controller->round().state().turnIndex);
    if (m_confirmKey == key && m_confirmState == state) {
        m_confirmKey = 0;
        return true;
    }
    m_confirmKey = key;
    m_confirmState = state;
    announce(tr("%1. Press the key again to end the turn anyway.").arg(warning));
    return false;
}

bool KeyboardController::askBeforeDiscard(remi::CardId card)
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return false;
    const QString warning = TurnUndo::warning(m_controller->round(), m_controller->humanSeat());
    if (warning.isEmpty()) return false;
    auto *box = new QMessageBox(QMessageBox::Question, tr("End the turn?"), warning + QLatin1Char('.'),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->setObjectName(QStringLiteral("borrowedQuestion"));
    box->setInformativeText(tr("Discard the %1 and end the turn anyway?")
                                .arg(CardNames::card(remi::cardFromId(card, m_controller->round().rules().decks))));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, card](int result) {
        if (result == QMessageBox::Yes) act(remi::Action::discard(0, card));
    });
    m_scene->scheduleRefresh(); // a dragged card goes home meanwhile
    announce(warning + QLatin1Char('.'));
    box->open();
    return true;
}

void KeyboardController::discard()
{
    const int card = actingCard(tr("Select only the card to discard."));
    if (card < 0 || !confirmTurnEnd(Qt::Key_Delete)) return;
    act(remi::Action::discard(0, static_cast<remi::CardId>(card)));
}

void KeyboardController::bury()
{
    if (!m_controller->hasGame()) return;
    if (!m_controller->round().rules().buryJokerRule) {
        announce(refusalText(remi::Reason::ActionNotAllowed));
        return;
    }
    const int seat = m_controller->humanSeat();
    int natural = -1, joker = -1;
    for (remi::CardId id : m_scene->selection())
        for (const remi::Card &c : m_controller->round().hand(seat))
            if (c.id == id) (c.isJoker() ? joker : natural) = id;
    if (m_scene->selection().size() != 2 || natural < 0 || joker < 0) {
        announce(tr("Select the card to discard and the joker to bury under it."));
        return;
    }
    act(remi::Action::discardBurying(0, static_cast<remi::CardId>(natural), static_cast<remi::CardId>(joker)));
}

void KeyboardController::endTurn()
{
    if (!m_controller->hasGame() || !confirmTurnEnd(Qt::Key_E)) return;
    act(remi::Action::endTurn(0));
}

void KeyboardController::focusTable() { setArea(Area::Table); }

void KeyboardController::focusPile() { setArea(Area::Pile); }

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
        if (m_scene->draft().empty()) {
            sayFocus(false);
            return;
        }
        auto *menu = new QMenu(m_window);
        menu->setObjectName(QStringLiteral("draftMenu"));
        menu->setAttribute(Qt::WA_DeleteOnClose);
        const int index = m_focus.draft;
        menu->addAction(tr("Put back in the hand"), this, [this, index] {
            m_scene->removeDraft(index);
            sayFocus(false);
        });
        menu->addAction(tr("Meld the draft\tM"), this, &KeyboardController::meldRequested);
        popup(menu, m_scene->handItems().value(m_focus.handIndex) ? m_scene->handItems()[m_focus.handIndex]->scenePos() : QPointF());
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
    case Area::Players:
        announce(tr("No menu here: press Enter to act on the focused place."));
        return;
    }
}

void KeyboardController::showStatus()
{
    if (!m_controller->hasGame()) return;
    const remi::Round &round = m_controller->round();
    QStringList parts;
    parts << m_scene->statusText();
    for (int s = 0; s < round.players(); ++s) {
        QString seat = tr("%1: %2 cards").arg(m_controller->seatName(s)).arg(round.hand(s).size());
        if (round.rules().needsOpening()) seat += round.hasOpened(s) ? tr(", opened") : tr(", not opened");
        parts << seat;
    }
    parts << tr("Stock: %1 cards").arg(round.stockSize());
    const std::optional<remi::Card> top = round.pileTop();
    parts << (top ? tr("Top discard: %1").arg(CardNames::card(*top)) : tr("The discard pile is empty."));
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
    for (CardItem *item : m_scene->handItems())
        cards.push_back(item->card());
    //: %1 the number of cards, %2 the cards in the order shown.
    announce(tr("Your hand, %1 cards: %2").arg(cards.size()).arg(CardNames::cards(cards)));
}

void KeyboardController::undo()
{
    if (!m_undo->undo())
        announce(m_controller->isHumanTurn() ? tr("Nothing to undo in this turn.")
                                             : refusalText(remi::Reason::NotYourTurn));
    else
        announce(tr("Undone."));
}

void KeyboardController::redo()
{
    if (!m_undo->redo())
        announce(m_controller->isHumanTurn() ? tr("Nothing to redo.") : refusalText(remi::Reason::NotYourTurn));
    else
        announce(tr("Redone."));
}

void KeyboardController::hint()
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) {
        announce(refusalText(remi::Reason::NotYourTurn));
        return;
    }
    const remi::Round &round = m_controller->round();
    const int seat = m_controller->humanSeat();
    const auto bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    const remi::Action a = bot->nextAction(remi::makePlayerView(round, seat), round.rules(),
                                           static_cast<std::uint64_t>(round.state().turnIndex) + 1);
    auto card = [&](remi::CardId id) {
        for (const remi::Card &c : round.hand(seat))
            if (c.id == id) return CardNames::card(c);
        return QString();
    };
    auto focus = [&](remi::CardId id) {
        const QList<CardItem *> hand = m_scene->handItems();
        for (int i = 0; i < hand.size(); ++i)
            if (hand[i]->cardId() == id) {
                m_focus.handIndex = i;
                m_focus.card = id;
            }
        m_focus.area = Area::Hand;
        m_view->setFocus();
    };
    QString text;
    switch (a.type) {
    case remi::ActionType::Draw:
        if (a.from == remi::DrawSource::Discard && round.pileTop())
            text = tr("Hint: take the %1 from the discard pile (T).").arg(CardNames::card(*round.pileTop()));
        else if (a.from == remi::DrawSource::Cut)
            text = tr("Hint: draw the cut card (Shift+D).");
        else
            text = tr("Hint: draw from the stock (D).");
        break;
    case remi::ActionType::Meld: {
        QList<remi::CardId> ids;
        QStringList melds;
        for (const auto &meld : a.melds) {
            QStringList names;
            for (remi::CardId id : meld) {
                ids.append(id);
                names << card(id);
            }
            melds << names.join(tr(", "));
        }
        // The hinted melds replace the draft. Several melds laid together (an opening, RULES.md
        // 3.6, 4.6) go into the draft one by one, as N does, so that M lays them all at once.
        m_scene->clearDraft();
        if (a.melds.size() > 1) {
            for (const auto &meld : a.melds) {
                m_scene->setSelection(QList<remi::CardId>(meld.begin(), meld.end()));
                m_scene->addSelectionToDraft();
            }
            if (!ids.isEmpty()) focus(ids.first());
            text = tr("Hint: meld %1 (in the draft: press M).").arg(melds.join(tr("; ")));
            break;
        }
        m_scene->setSelection(ids);
        if (!ids.isEmpty()) focus(ids.first());
        text = tr("Hint: meld %1 (selected: press M).").arg(melds.join(tr("; ")));
        break;
    }
    case remi::ActionType::LayOff:
        m_scene->setSelection({a.card});
        focus(a.card);
        text = tr("Hint: lay off your %1 on %2 (L).").arg(card(a.card), m_menus.meldText(a.target));
        break;
    case remi::ActionType::SwapJoker:
        m_scene->setSelection({a.card});
        focus(a.card);
        text = tr("Hint: swap your %1 for the joker of %2 (J).").arg(card(a.card), m_menus.meldText(a.target));
        break;
    case remi::ActionType::Discard:
        m_scene->clearSelection();
        focus(a.card);
        text = tr("Hint: discard the %1 (Delete).").arg(card(a.card));
        break;
    case remi::ActionType::EndTurn:
        text = tr("Hint: end the turn (E).");
        break;
    case remi::ActionType::PickupMeld:
        text = tr("Hint: pick up from the discard pile and meld it (select two cards, then T).");
        break;
    default:
        text = tr("Hint: rearrange the table.");
        break;
    }
    updateRing();
    announce(text);
}
