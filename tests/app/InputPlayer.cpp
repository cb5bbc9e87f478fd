// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "InputPlayer.h"

#include "CardItem.h"
#include "CardNames.h"
#include "CommandPresenter.h"
#include "GameController.h"
#include "HandModel.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "MeldOrder.h"
#include "TableMenus.h"
#include "TableScene.h"
#include "TableView.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>
#include <algorithm>

using remi::Action;
using remi::ActionType;
using remi::CardId;
using remi::DrawSource;

InputPlayer::InputPlayer(keytest::Table &table, Input input) : m_table(table), m_input(input)
{
    m_appliedConnection = QObject::connect(table.w.controller(), &GameController::actionApplied, table.w.controller(),
                                           [this](const Action &a) { m_applied.push_back(a); });
}

InputPlayer::~InputPlayer()
{
    QObject::disconnect(m_appliedConnection);
}

QString InputPlayer::describe(const Action &a) const
{
    static const char *const names[] = {"draw",      "pickup",  "meld",     "lay off", "swap",   "take",
                                        "rearrange", "discard", "end turn", "undo",    "timeout"};
    QString text = QString::fromLatin1(names[static_cast<int>(a.type)]);
    if (a.type == ActionType::Draw)
        text += QStringLiteral(" from %1 depth %2").arg(static_cast<int>(a.from)).arg(a.depth);
    if (a.type == ActionType::PickupMeld) text += QStringLiteral(" depth %1").arg(a.depth);
    if (a.type == ActionType::Meld) text += QStringLiteral(" of %1 meld(s)").arg(a.melds.size());
    if (a.type == ActionType::Discard || a.type == ActionType::LayOff) text += QStringLiteral(" card %1").arg(a.card);
    return text + QStringLiteral(" (status: %1)").arg(m_table.status());
}

QString InputPlayer::perform(const Action &a)
{
    const remi::Round &round = m_table.round();
    const int seat = m_table.w.controller()->humanSeat();
    const bool opening =
        round.rules().openingValueScheme == remi::OpeningValueScheme::TableValues && !round.hasOpened(seat);
    const int points = round.state().seats[static_cast<std::size_t>(seat)].points;
    const std::size_t before = m_applied.size();
    QString failed = m_input == Input::Keys ? key(a) : mouse(a);
    if (failed.isEmpty()) failed = answerChoices(a);
    if (!failed.isEmpty()) return failed + QStringLiteral(": ") + describe(a);
    QCoreApplication::processEvents();
    if (m_applied.size() != before + 1)
        return QStringLiteral("%1 action(s) applied for: %2").arg(m_applied.size() - before).arg(describe(a));
    const Action &done = m_applied.back();
    bool same = done.type == a.type;
    if (a.type == ActionType::Draw) same = same && done.from == a.from && done.depth == a.depth;
    if (a.type == ActionType::PickupMeld) same = same && done.depth == a.depth;
    if (a.type == ActionType::Discard || a.type == ActionType::LayOff) same = same && done.card == a.card;
    if (a.type == ActionType::LayOff || a.type == ActionType::SwapJoker) same = same && done.target == a.target;
    if (a.type == ActionType::SwapJoker) same = same && done.card == a.card;
    if (a.type == ActionType::Meld) same = same && done.melds.size() == a.melds.size();
    if (!same) return QStringLiteral("another action was applied for: ") + describe(a);
    if (opening && a.type == ActionType::Meld && round.hasOpened(seat))
        m_openingPoints = round.state().seats[static_cast<std::size_t>(seat)].points - points;
    ++m_performed;
    return {};
}

QStringList InputPlayer::plannedChoices(const Action &a) const
{
    QStringList out;
    const remi::Round &round = m_table.round();
    const int seat = m_table.w.controller()->humanSeat();
    const auto facesText = [](const std::vector<remi::Face> &faces) {
        QStringList names;
        for (const remi::Face &f : faces) names << CardNames::shortFace(f);
        return names.join(QLatin1Char(' '));
    };
    if (a.type == ActionType::Meld) {
        for (const std::vector<CardId> &meld : a.melds) {
            std::vector<remi::Card> cards;
            for (CardId id : meld)
                for (const remi::Card &c : round.hand(seat))
                    if (c.id == id) cards.push_back(c);
            out << facesText(MeldOrder::jokerFaces(cards, round.rules(), remi::JokerLimit::Unrestricted));
        }
    } else if (a.type == ActionType::LayOff) {
        remi::Round trial = round;
        Action planned = a;
        planned.seat = seat;
        if (trial.apply(planned) == remi::Reason::Ok) {
            const remi::Meld &after = trial.table()[static_cast<std::size_t>(a.target)];
            for (int i = 0; i < after.size(); ++i)
                if (after.cards[static_cast<std::size_t>(i)].id == a.card) out << facesText({after.faceAt(i)});
        }
    }
    return out;
}

QString InputPlayer::answerChoices(const Action &a)
{
    for (int asked = 0; asked < 8; ++asked) {
        QCoreApplication::processEvents();
        QMenu *menu = m_table.keys->presenter()->choiceMenu();
        if (!menu || !menu->isVisible()) return {};
        const QStringList wanted = plannedChoices(a);
        QAction *pick = nullptr;
        for (QAction *c : menu->actions())
            if (!pick && !c->isSeparator() && wanted.contains(c->text())) pick = c;
        if (!pick) return QStringLiteral("the question lacks the planned card (%1)").arg(wanted.join(QLatin1Char('|')));
        if (m_input == Input::Keys) {
            while (menu->activeAction() != pick && menu->isVisible()) {
                QTest::keyClick(menu, Qt::Key_Down);
                if (++m_table.keyCount > 100000) break;
            }
            QTest::keyClick(menu, Qt::Key_Return);
            ++m_table.keyCount;
        } else {
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(pick).center());
            ++m_mouse;
        }
    }
    return QStringLiteral("too many questions");
}

QString InputPlayer::playRound(const QSignalSpy &finished, int turns)
{
    const ComputerTurn player;
    GameController *controller = m_table.w.controller();
    for (int turn = 0; turn < turns && finished.isEmpty(); ++turn) {
        if (!QTest::qWaitFor([&] { return controller->isHumanTurn() || !finished.isEmpty(); }, 20000))
            return QStringLiteral("no human turn came");
        if (!finished.isEmpty()) break;
        if (m_input == Input::Keys) m_table.w.view()->setFocus();
        for (const Action &a : player.plan(controller->round(), controller->humanSeat())) {
            if (const QString failed = perform(a); !failed.isEmpty())
                return QStringLiteral("turn %1: %2").arg(controller->round().state().turnIndex).arg(failed);
            if (!finished.isEmpty()) break;
        }
    }
    return finished.isEmpty() ? QStringLiteral("the round is not over after %1 turns").arg(turns) : QString();
}

int InputPlayer::meldIndexOf(int meld, CardId card) const
{
    const auto &table = m_table.round().table();
    if (meld < 0 || meld >= static_cast<int>(table.size())) return -1;
    const auto &cards = table[static_cast<std::size_t>(meld)].cards;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == card) return static_cast<int>(i);
    return -1;
}

std::vector<CardId> InputPlayer::handCards(const Action &pickup) const
{
    // The cards of a pickup combination that are in the hand (all but the pile card).
    std::vector<CardId> hand;
    const int seat = m_table.w.controller()->humanSeat();
    for (CardId id : pickup.melds.front())
        if (keytest::holds(m_table.round(), seat, id)) hand.push_back(id);
    return hand;
}

// Keys -----------------------------------------------------------------------------------------

void InputPlayer::keyPileDepth(int depth)
{
    // Shift+T focuses the discard pile; Home the top card, Right each card deeper; Enter takes it.
    m_table.key(Qt::Key_T, Qt::ShiftModifier);
    m_table.key(Qt::Key_Home);
    for (int d = 1; d < depth; ++d) m_table.key(Qt::Key_Right);
    m_table.key(Qt::Key_Return);
}

namespace {
/// Chooses `want` in the open `menu` as a keyboard player does: Home, Down to it, Enter.
void keyChoose(keytest::Table &t, QMenu *menu, QAction *want)
{
    QTest::keyClick(menu, Qt::Key_Home);
    ++t.keyCount;
    while (menu->activeAction() != want && menu->isVisible()) {
        QTest::keyClick(menu, Qt::Key_Down);
        if (++t.keyCount > 100000) break;
    }
    QTest::keyClick(menu, Qt::Key_Return);
    ++t.keyCount;
}
} // namespace

QString InputPlayer::key(const Action &a)
{
    keytest::Table &t = m_table;
    switch (a.type) {
    case ActionType::Draw:
        if (a.from == DrawSource::Stock) t.key(Qt::Key_D);
        else if (a.from == DrawSource::Cut) t.key(Qt::Key_D, Qt::ShiftModifier);
        else if (a.depth == 1) t.key(Qt::Key_T);
        else keyPileDepth(a.depth);
        return {};
    case ActionType::PickupMeld: {
        // Select the hand cards of the combination, then take the pile card (T, or Shift+T for a deeper one).
        if (!t.select(handCards(a))) return QStringLiteral("cannot select the hand cards");
        if (a.depth == 1) t.key(Qt::Key_T);
        else keyPileDepth(a.depth);
        return {};
    }
    case ActionType::Meld:
        // N puts each combination but the last in the draft; M lays them all in one action.
        for (std::size_t m = 0; m < a.melds.size(); ++m) {
            if (!t.select(a.melds[m])) return QStringLiteral("cannot select the meld");
            t.key(m + 1 < a.melds.size() ? Qt::Key_N : Qt::Key_M);
        }
        return {};
    case ActionType::LayOff: {
        if (!t.focus(a.card)) return QStringLiteral("cannot focus the card");
        t.key(Qt::Key_Escape);
        t.key(Qt::Key_L);
        if (QMenu *menu = t.keys->openMenu(); menu && menu->isVisible()) {
            // Several places: the list of targets, walked with Down to the wanted meld, Enter.
            const QString want = t.keys->menus().meldText(a.target);
            const QList<QAction *> choices = menu->actions();
            const auto it =
                std::find_if(choices.begin(), choices.end(), [&](QAction *c) { return c->text().startsWith(want); });
            if (it == choices.end()) return QStringLiteral("the lay-off list lacks the meld");
            keyChoose(t, menu, *it);
            QCoreApplication::processEvents();
        }
        return {};
    }
    case ActionType::SwapJoker: {
        // Select the natural card, then J: one joker it can replace is swapped at once; with several,
        // J lists them (in swapTargets' order), walked with Down to the planned meld, Enter.
        if (!t.select({a.card})) return QStringLiteral("cannot select the card");
        const QList<TableMenus::Target> targets = t.keys->menus().swapTargets(a.card);
        t.key(Qt::Key_J);
        QMenu *menu = t.keys->openMenu();
        if (targets.size() < 2) return menu && menu->isVisible() ? QStringLiteral("a list for one joker") : QString();
        if (!menu || !menu->isVisible()) return QStringLiteral("no list of jokers");
        const auto it = std::find_if(targets.begin(), targets.end(),
                                     [&](const TableMenus::Target &x) { return x.action.target == a.target; });
        const QList<QAction *> choices = menu->actions();
        if (it == targets.end() || choices.size() != targets.size())
            return QStringLiteral("the list of jokers lacks the meld");
        QAction *want = choices[static_cast<qsizetype>(it - targets.begin())];
        keyChoose(t, menu, want);
        QCoreApplication::processEvents();
        return {};
    }
    case ActionType::Discard:
        if (!t.focus(a.card)) return QStringLiteral("cannot focus the card");
        t.key(Qt::Key_Escape);
        t.key(Qt::Key_Delete);
        return {};
    case ActionType::EndTurn: t.key(Qt::Key_E); return {};
    case ActionType::Take: {
        // Rami manipulation (one card): C, Up/Down to the meld, Left/Right to the card, Enter, "Take…".
        if (a.cards.size() != 1) return QStringLiteral("the keys take one card at a time");
        const int index = meldIndexOf(a.target, a.cards.front());
        if (index < 0) return QStringLiteral("the card is not in the meld");
        t.key(Qt::Key_C);
        for (int i = 0; i < 60 && t.keys->focusedMeld() != a.target; ++i)
            t.key(t.keys->focusedMeld() < a.target ? Qt::Key_Down : Qt::Key_Up);
        for (int i = 0; i < 30 && t.keys->focusedMeldCard() != index; ++i)
            t.key(t.keys->focusedMeldCard() < index ? Qt::Key_Right : Qt::Key_Left);
        if (t.keys->focusedMeld() != a.target || t.keys->focusedMeldCard() != index)
            return QStringLiteral("cannot focus the meld card");
        t.key(Qt::Key_Return);
        QMenu *menu = t.keys->openMenu();
        if (!menu || !menu->isVisible()) return QStringLiteral("no meld menu");
        QAction *take = menu->findChild<QAction *>(QStringLiteral("takeCard"));
        if (!take || !take->isEnabled()) return QStringLiteral("the meld menu offers no take");
        keyChoose(t, menu, take);
        QCoreApplication::processEvents();
        t.key(Qt::Key_Escape); // back to the hand
        return {};
    }
    default: return QStringLiteral("the stand-in planned an action the keys do not cover");
    }
}

// Mouse ----------------------------------------------------------------------------------------

bool InputPlayer::settle()
{
    // The scene is redrawn from the event loop after each action.
    const auto shown = [this] {
        const remi::Round &round = m_table.round();
        const int seat = m_table.w.controller()->humanSeat();
        if (seat < 0) return false;
        QList<CardId> items;
        for (CardItem *item : m_table.w.scene()->handItems()) items << item->cardId();
        QList<CardId> hand;
        for (const remi::Card &c : round.hand(seat)) hand << c.id;
        std::sort(items.begin(), items.end());
        std::sort(hand.begin(), hand.end());
        const auto top = round.pile().empty() ? std::optional<CardId>() : round.pile().back().card.id;
        const QList<CardItem *> pile = m_table.w.scene()->pileItems();
        const bool pileShown = top ? !pile.isEmpty() && pile.last()->cardId() == *top : pile.isEmpty();
        return items == hand && pileShown &&
               m_table.w.scene()->meldItems().size() == static_cast<qsizetype>(round.table().size());
    };
    QCoreApplication::processEvents();
    return QTest::qWaitFor(shown, 5000);
}

std::optional<QPoint> InputPlayer::pointOn(const CardItem *item, bool low) const
{
    // Try points over the card (top rows first, or bottom rows first): the first where this card
    // is the topmost card item under the pointer (hand and meld cards overlap).
    if (!item) return std::nullopt;
    const QGraphicsView *view = m_table.w.view();
    const auto seenAt = [&](QPoint p) {
        if (!view->viewport()->rect().contains(p)) return false;
        for (QGraphicsItem *under : view->items(p))
            if (auto *card = dynamic_cast<CardItem *>(under)) return card == item;
        return false;
    };
    const QSizeF size = item->cardSize();
    for (int row = 0; row < 9; ++row) {
        const qreal fy = low ? 0.92 - row * 0.105 : 0.08 + row * 0.105;
        for (int col = 0; col < 9; ++col) {
            const QPointF scene = item->mapToScene(QPointF(size.width() * (0.08 + col * 0.105), size.height() * fy));
            if (const QPoint p = view->mapFromScene(scene); seenAt(p)) return p;
        }
    }
    // Else every view pixel over the card, two apart: a fanned card's visible wedge can be narrower
    // than the grid above (hand cards keep their order, the right one over the left: issue 35).
    const QRect box = view->mapFromScene(item->sceneBoundingRect()).boundingRect();
    for (int y = box.top(); y <= box.bottom(); y += 2)
        for (int x = box.left(); x <= box.right(); x += 2)
            if (seenAt(QPoint(x, y))) return QPoint(x, y);
    return std::nullopt;
}

CardItem *InputPlayer::cardItem(CardId id) const
{
    for (QGraphicsItem *item : m_table.w.scene()->items()) {
        auto *card = dynamic_cast<CardItem *>(item);
        if (card && card->cardId() == id && card->isFaceUp()) return card;
    }
    return nullptr;
}

CardItem *InputPlayer::pileItem(int depth) const
{
    const auto &pile = m_table.round().pile();
    if (depth < 1 || depth > static_cast<int>(pile.size())) return nullptr;
    const CardId id = pile[pile.size() - static_cast<std::size_t>(depth)].card.id;
    for (CardItem *item : m_table.w.scene()->pileItems())
        if (item->cardId() == id) return item;
    return nullptr;
}

bool InputPlayer::click(const CardItem *item)
{
    const std::optional<QPoint> at = pointOn(item);
    if (!at) return false;
    QTest::mouseClick(m_table.w.view()->viewport(), Qt::LeftButton, {}, *at);
    ++m_mouse;
    QCoreApplication::processEvents();
    return true;
}

bool InputPlayer::doubleClick(const CardItem *item)
{
    const std::optional<QPoint> at = pointOn(item);
    if (!at) return false;
    QTest::mouseDClick(m_table.w.view()->viewport(), Qt::LeftButton, {}, *at);
    ++m_mouse;
    QCoreApplication::processEvents();
    return true;
}

bool InputPlayer::drag(const CardItem *item, QPoint to)
{
    const std::optional<QPoint> from = pointOn(item, m_grabLow);
    if (!from) return false;
    QWidget *viewport = m_table.w.view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
    QTest::mouseMove(viewport, *from + QPoint(10, -10));
    QTest::mouseMove(viewport, (*from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    ++m_mouse;
    QCoreApplication::processEvents();
    return true;
}

bool InputPlayer::dragToTable(const CardItem *item)
{
    const std::optional<QPoint> from = pointOn(item, m_grabLow);
    if (!from) return false;
    QWidget *viewport = m_table.w.view()->viewport();
    const TableScene *scene = m_table.w.scene();
    const QRectF area = scene->sceneRect();
    QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
    QTest::mouseMove(viewport, *from + QPoint(10, -10));
    ++m_mouse;
    // Over the table, row by row from the middle, until the new meld's place is outlined.
    for (int row = 0; row < 12; ++row) {
        const qreal fy = 0.5 + (row % 2 ? -1 : 1) * (row / 2) * 0.07;
        for (int col = 0; col < 12; ++col) {
            const QPoint to = m_table.w.view()->mapFromScene(
                QPointF(area.left() + area.width() * (0.04 + col * 0.083), area.top() + area.height() * fy));
            if (!viewport->rect().contains(to)) continue;
            QTest::mouseMove(viewport, to);
            if (scene->markedTarget() != DropTarget::newMeld()) continue;
            QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
            QCoreApplication::processEvents();
            return true;
        }
    }
    // No place found: back onto the hand (the cards glide home).
    QTest::mouseMove(viewport, *from);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, *from);
    QCoreApplication::processEvents();
    return false;
}

std::optional<QPoint> InputPlayer::layOffPoint(const Action &a) const
{
    // The drop decides the end when both are legal: the left half of the meld is its low end. The
    // engine's Auto tries the high end first.
    const QList<QList<CardItem *>> melds = m_table.w.scene()->meldItems();
    const QList<CardItem *> &cards = melds[a.target];
    const auto legal = [&](remi::MeldEnd end) {
        remi::Round trial = m_table.round();
        Action at = a;
        at.end = end;
        return trial.apply(at) == remi::Reason::Ok;
    };
    const bool low = legal(remi::MeldEnd::Low), high = legal(remi::MeldEnd::High);
    if (!(low && high) || cards.size() < 2) return pointOn(cards[cards.size() / 2]); // either point works
    if (a.end == remi::MeldEnd::Low) return pointOn(cards.front());
    const QPoint right = m_table.w.view()->mapFromScene(cards.back()->sceneBoundingRect().center());
    for (QGraphicsItem *under : m_table.w.view()->items(right))
        if (auto *card = dynamic_cast<CardItem *>(under)) {
            if (card == cards.back()) return right;
            break;
        }
    return std::nullopt;
}

bool InputPlayer::clickButton(const char *name)
{
    auto *button = m_table.w.findChild<QPushButton *>(QLatin1String(name));
    if (!button || !button->isVisible() || !button->isEnabled()) return false;
    QTest::mouseClick(button, Qt::LeftButton);
    ++m_mouse;
    QCoreApplication::processEvents();
    return true;
}

bool InputPlayer::clickMenuAction(const char *name)
{
    // The Play menu: a click on its title in the menu bar, then on the entry.
    auto *action = m_table.w.findChild<QAction *>(QLatin1String(name));
    QMenuBar *bar = m_table.w.menuBar();
    if (!action) return false;
    for (QAction *title : bar->actions()) {
        QMenu *menu = title->menu();
        if (!menu || !menu->actions().contains(action)) continue;
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(title).center());
        ++m_mouse;
        if (!QTest::qWaitFor([menu] { return menu->isVisible(); }, 2000)) return false;
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
        ++m_mouse;
        QCoreApplication::processEvents();
        return true;
    }
    return false;
}

bool InputPlayer::selectByMouse(const std::vector<CardId> &ids)
{
    // A click toggles a hand card: first unselect what is not wanted, then select the rest.
    for (CardId id : m_table.w.hand()->selection())
        if (std::find(ids.begin(), ids.end(), id) == ids.end() && !click(cardItem(id))) return false;
    for (CardId id : ids)
        if (!m_table.w.hand()->selection().contains(id) && !click(cardItem(id))) return false;
    QList<CardId> want(ids.begin(), ids.end()), have = m_table.w.hand()->selection();
    std::sort(want.begin(), want.end());
    std::sort(have.begin(), have.end());
    return want == have;
}

QString InputPlayer::mouse(const Action &a)
{
    if (!settle()) return QStringLiteral("the table is not redrawn");
    const remi::Round &round = m_table.round();
    TableScene *scene = m_table.w.scene();
    switch (a.type) {
    case ActionType::Draw: {
        const CardItem *target = a.from == DrawSource::Stock ? scene->stockItem()
                                 : a.from == DrawSource::Cut
                                     ? (round.cutCard() ? cardItem(round.cutCard()->id) : nullptr)
                                     : pileItem(a.depth);
        return click(target) ? QString() : QStringLiteral("cannot click the card to draw");
    }
    case ActionType::PickupMeld: {
        if (!selectByMouse(handCards(a))) return QStringLiteral("cannot select the hand cards");
        return click(pileItem(a.depth)) ? QString() : QStringLiteral("cannot click the pile card");
    }
    case ActionType::Meld:
        // Add to draft for each combination but the last, then by turns a drag of the selection onto
        // empty table space and the Meld button.
        for (std::size_t m = 0; m < a.melds.size(); ++m) {
            if (!selectByMouse(a.melds[m])) return QStringLiteral("cannot select the meld");
            const bool last = m + 1 == a.melds.size();
            if (last && m_melds++ % 2 == 0 && a.melds[m].size() >= 2 && dragToTable(cardItem(a.melds[m].front()))) {
                ++m_tableDrops;
                continue;
            }
            if (!clickButton(last ? "meldButton" : "draftButton"))
                return QStringLiteral("cannot click the Meld or Add to draft button");
        }
        return {};
    case ActionType::LayOff: {
        // Drag the card onto the meld.
        const QList<QList<CardItem *>> melds = scene->meldItems();
        if (a.target >= melds.size() || melds[a.target].isEmpty()) return QStringLiteral("the meld is not shown");
        const std::optional<QPoint> to = layOffPoint(a);
        if (!to) return QStringLiteral("the meld cannot be reached");
        if (!selectByMouse({})) return QStringLiteral("cannot clear the selection");
        return drag(cardItem(a.card), *to) ? QString() : QStringLiteral("cannot drag the card");
    }
    case ActionType::SwapJoker: {
        // Drag the card onto the joker (no end of the meld takes it, so the engine swaps).
        const QList<QList<CardItem *>> melds = scene->meldItems();
        if (a.target >= melds.size()) return QStringLiteral("the meld is not shown");
        const auto joker = std::find_if(melds[a.target].begin(), melds[a.target].end(),
                                        [](const CardItem *c) { return c->card().isJoker(); });
        if (joker == melds[a.target].end()) return QStringLiteral("the meld shows no joker");
        const std::optional<QPoint> to = pointOn(*joker);
        if (!to || !selectByMouse({})) return QStringLiteral("the joker cannot be reached");
        return drag(cardItem(a.card), *to) ? QString() : QStringLiteral("cannot drag the card");
    }
    case ActionType::Discard: {
        // By turns a double click and a drag onto the discard pile.
        if (!selectByMouse({})) return QStringLiteral("cannot clear the selection");
        if (m_discards++ % 2 == 0)
            return doubleClick(cardItem(a.card)) ? QString() : QStringLiteral("cannot double-click the card");
        const QPoint to = m_table.w.view()->mapFromScene(scene->pileRect().center());
        return drag(cardItem(a.card), to) ? QString() : QStringLiteral("cannot drag the card");
    }
    case ActionType::EndTurn:
        return clickMenuAction("endTurnAction") ? QString() : QStringLiteral("cannot click End turn in the Play menu");
    case ActionType::Take: {
        // Rami manipulation (one card): a right click on the meld card, then "Take…" in its menu.
        if (a.cards.size() != 1) return QStringLiteral("the mouse takes one card at a time");
        const std::optional<QPoint> at = pointOn(cardItem(a.cards.front()));
        if (!at) return QStringLiteral("the meld card cannot be reached");
        QWidget *viewport = m_table.w.view()->viewport();
        // What the platform sends for a right click (QTest's clicks go to the widget directly).
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, *at, viewport->mapToGlobal(*at));
        QCoreApplication::sendEvent(viewport, &menuEvent);
        ++m_mouse;
        QMenu *menu = m_table.keys->openMenu();
        if (!menu || !QTest::qWaitFor([menu] { return menu->isVisible(); }, 2000))
            return QStringLiteral("no meld menu");
        QAction *take = menu->findChild<QAction *>(QStringLiteral("takeCard"));
        if (!take || !take->isEnabled()) return QStringLiteral("the meld menu offers no take");
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(take).center());
        ++m_mouse;
        QCoreApplication::processEvents();
        return {};
    }
    default: return QStringLiteral("the stand-in planned an action the mouse does not cover");
    }
}
