// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The keyboard's focus areas and keys (RULES.md 7): see KeyboardController.h.
#include "KeyboardController.h"

#include "Announcer.h"
#include "CardItem.h"
#include "FocusReturn.h"
#include "FocusRing.h"
#include "GameController.h"
#include "HandModel.h"
#include "MeldList.h"
#include "PlayerCommands.h"
#include "ReasonText.h"
#include "TableAccessible.h"
#include "TableScene.h"
#include "TableView.h"

#include "engine/Match.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QKeyEvent>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QProxyStyle>
#include <algorithm>

namespace {
/// A menu opened by a key, for a player who cannot see it: the arrows also stop on a disabled entry, which says why it
/// cannot be played; the first entry is active at once (a screen reader reads it, Enter plays it).
void showForKeys(QMenu *menu, const QPoint &global)
{
    static QProxyStyle *const menuStyle = [] {
        class MenuStyle : public QProxyStyle {
          public:
            int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                          QStyleHintReturn *returned) const override
            {
                if (hint == QStyle::SH_Menu_AllowActiveAndDisabled) return 1;
                return QProxyStyle::styleHint(hint, option, widget, returned);
            }
        };
        auto *style = new MenuStyle;
        style->setParent(qApp);
        return style;
    }();
    menu->setStyle(menuStyle);
    menu->popup(global);
    const QList<QAction *> actions = menu->actions();
    const auto first = std::find_if(actions.begin(), actions.end(),
                                    [](const QAction *a) { return !a->isSeparator() && a->isVisible(); });
    if (first != actions.end()) menu->setActiveAction(*first);
}
} // namespace

KeyboardController::KeyboardController(QMainWindow *window, GameController *controller, PlayerCommands *commands,
                                       TableScene *scene, TableView *view)
    : QObject(window), m_window(window), m_controller(controller), m_commands(commands), m_hand(commands->hand()),
      m_scene(scene), m_view(view), m_announcer(new Announcer(window, view)),
      m_presenter(new CommandPresenter(window, controller, scene, m_announcer)), m_menus(commands, m_presenter),
      m_meldList(new MeldList(window, controller)), m_ring(new FocusRing(scene, commands->hand(), this))
{
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_view->setAccessibleName(tr("Card table"));
    new FocusReturn(window, view); // the keys come back to the table after every dialog: no trap
    m_a11y = new TableAccessibility(&m_focus, m_controller, m_scene, m_view);
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    meldList()->installEventFilter(this);
    meldList()->viewport()->installEventFilter(this);
    connect(m_meldList, &MeldList::closed, this, [this] {
        if (m_focus.area == Area::Table) setArea(Area::Hand); // closed by its button
    });
    connect(m_meldList, &MeldList::currentMeldChanged, this, [this](int row) {
        m_focus.meld = row;
        m_focus.meldCard = 0;
        updateRing();
        // The focused list reads its new row itself (issue 34: every meld was read twice).
        sayFocus(false, meldList()->hasFocus() ? Read::Focus : Read::Auto);
    });

    connect(m_scene, &TableScene::refreshed, this, &KeyboardController::afterRefresh);
    connect(m_hand, &HandModel::selectionChanged, this, &KeyboardController::updateRing);
    // The focus (and its frame) follows the hand card the mouse last clicked or dragged: mouse and keys
    // used together act on the same card.
    connect(m_scene, &TableScene::handCardTouched, this, [this](remi::CardId id) {
        if (m_focus.area == Area::Table && meldDock()->isVisible()) meldDock()->hide();
        focusHandCard(id);
        updateRing();
    });
    // Refusals of actions played outside the commands (a computer fallback, a test): said too.
    connect(m_controller, &GameController::actionRefused, this,
            [this](remi::Reason reason) { announce(refusalText(reason)); });
    connect(m_controller, &GameController::stateChanged, this, [this] {
        // Say when the turn comes to the human (the computer players move without a key).
        const bool mine = m_controller->hasGame() && m_controller->isHumanTurn();
        // A new round of the match is said, as a sighted player sees the deal: with the turn's instruction
        // when the human starts.
        const int round = m_controller->hasGame() ? m_controller->match().roundNumber() : 0;
        const bool dealt = round > 1 && round != m_round && !m_controller->round().isOver();
        if (m_controller->hasGame()) m_round = round;
        if (dealt) {
            // The focus starts again at the new hand, and the table is named as itself: the focus
            // comes back to it from the round-end panel, and a screen reader read its old name then
            // (the last round's card, "five of spades. List with 14 items").
            m_focus = KeyFocus();
            if (meldDock()->isVisible()) meldDock()->hide();
            const QString dealtWords = mine ? roundDealt() + QLatin1Char(' ') + turnPrompt() : roundDealt();
            // The table has just taken the focus back from the round-end panel: the screen reader
            // reads it with its description, these words (Announcer::show). Said besides, they were
            // heard twice (issue 34: "Round 2 dealt. … Computer 1 starts." at 22:00:59 and 22:01:00).
            if (m_view->hasFocus()) m_announcer->show(dealtWords, tr("Card table"));
            else announce(dealtWords, tr("Card table"));
        } else if (mine && !m_myTurn) announce(turnPrompt());
        m_myTurn = mine;
        // The hot-seat curtain hides the accessible children at once, not only after the scene's refresh.
        if (m_controller->hasGame() && m_controller->curtainUp()) m_a11y->update();
    });
    connect(m_controller, &GameController::gameStarted, this, [this] {
        const Area area = m_focus.area; // a new game keeps the area, nothing else
        m_focus = KeyFocus();
        m_focus.area = area;
        m_myTurn = false;
        m_round = m_controller->match().roundNumber(); // the first deal is said by the window
    });
}

QGraphicsPathItem *KeyboardController::focusRing() const
{
    return m_ring->item();
}

QListWidget *KeyboardController::meldList() const
{
    return m_meldList->list();
}

QDockWidget *KeyboardController::meldDock() const
{
    return m_meldList->dock();
}

QString KeyboardController::lastAnnouncement() const
{
    return m_announcer->last();
}

void KeyboardController::announce(const QString &text, const QString &name)
{
    m_announcer->announce(text, name);
}

void KeyboardController::retranslate()
{
    m_meldList->retranslate();
}

QString KeyboardController::refusalText(remi::Reason reason) const
{
    return ReasonText::refusal(reason, m_controller->turnBlock());
}

void KeyboardController::setArea(Area area)
{
    m_focus.area = area;
    Read read = Read::Auto;
    if (area == Area::Table) {
        m_meldList->sync(m_focus.meld);
        meldDock()->show();
        placeMeldList();
        meldList()->setFocus(Qt::TabFocusReason);
        // The screen reader reads the list ("Table melds, list with 6 items"), not its first row
        // (issue 34): the focused meld is said after it.
        read = Read::Say;
    } else {
        // Back from the meld list (or another widget): the view's focused card is read as the view
        // takes the focus (TableAccessibility::viewFocused); said as well, it was heard twice (issue 34).
        if (area == Area::Hand && !m_scene->handItems().isEmpty() && (meldList()->hasFocus() || !m_view->hasFocus()))
            read = Read::Focus;
        // The meld list belongs to the table area: it closes when the focus leaves it (Tab, V, Escape).
        // The table takes the focus first: a focused list that hides hands the focus to the next
        // widget (the game log), which screen readers would read on the way.
        if (meldList()->hasFocus() || !m_view->hasFocus()) m_view->setFocus(Qt::TabFocusReason);
        if (meldDock()->isVisible()) meldDock()->hide();
    }
    if (area == Area::Players && m_focus.player < 0 && m_controller->hasGame())
        m_focus.player = (std::max(0, m_controller->humanSeat()) + 1) % m_controller->round().players();
    updateRing();
    sayFocus(true, read);
}

void KeyboardController::stepArea(int delta)
{
    // Tab stops at every other seat in turn (it once reached only the first), in the order they
    // sit after yours; Shift+Tab back, coming in at the last one.
    const int players = m_controller->hasGame() ? m_controller->round().players() : 0;
    const int human = m_controller->hasGame() ? std::max(0, m_controller->humanSeat()) : 0;
    auto place = [&](int seat) { return (seat - human + players) % players; }; // 1 … players-1: the others
    if (m_focus.area == Area::Players && players > 1) {
        const int next = place(m_focus.player) + delta;
        if (next >= 1 && next < players) {
            m_focus.player = (human + next) % players;
            updateRing();
            sayFocus(true);
            return;
        }
    }
    const auto area = static_cast<Area>((static_cast<int>(m_focus.area) + delta + KeyFocus::kAreas) % KeyFocus::kAreas);
    if (area == Area::Players && players > 1) m_focus.player = (human + (delta > 0 ? 1 : players - 1)) % players;
    setArea(area);
}

void KeyboardController::afterRefresh()
{
    m_ring->forget(); // the scene deleted every item
    const QList<CardItem *> hand = m_scene->handItems();
    const auto it = std::find_if(hand.begin(), hand.end(), [this](CardItem *i) { return i->cardId() == m_focus.card; });
    if (it != hand.end()) m_focus.handIndex = static_cast<int>(it - hand.begin());
    else if (!hand.isEmpty())
        m_focus.card = hand[std::clamp(m_focus.handIndex, 0, static_cast<int>(hand.size()) - 1)]->cardId();
    m_focus.handIndex = hand.isEmpty() ? 0 : std::clamp(m_focus.handIndex, 0, static_cast<int>(hand.size()) - 1);
    const int melds = m_controller->hasGame() ? static_cast<int>(m_controller->round().table().size()) : 0;
    m_focus.meld = std::clamp(m_focus.meld, 0, std::max(0, melds - 1));
    // A take or split shortens the meld: the focused card stays inside it, not past its end.
    const int meldCards = melds > 0 ? m_controller->round().table()[static_cast<std::size_t>(m_focus.meld)].size() : 0;
    m_focus.meldCard = std::clamp(m_focus.meldCard, 0, std::max(0, meldCards - 1));
    m_focus.pile = std::clamp(m_focus.pile, 1, std::max(1, static_cast<int>(m_scene->pileItems().size())));
    m_focus.draft = std::clamp(m_focus.draft, 0, std::max(0, static_cast<int>(m_hand->draft().size()) - 1));
    // Only the open list follows the table: a hidden list rebuilt after every refresh sent
    // its first row to screen readers as focused.
    if (meldDock()->isVisible()) m_meldList->sync(m_focus.meld);
    updateRing();
}

void KeyboardController::updateRing()
{
    m_a11y->update(); // every focus move, selection and refresh passes here
    // The focused table meld fans out, so that its covered cards can be seen; before the ring, which goes where its cards go.
    m_scene->setFocusMeld(m_controller->hasGame() && m_focus.area == Area::Table ? m_focus.meld : -1);
    if (m_controller->hasGame()) m_ring->update(m_focus);
    if (meldDock()->isVisible()) placeMeldList();
}

void KeyboardController::placeMeldList()
{
    // Over the felt, clear of the focused meld (the table under it does not move: issue 35).
    QRect avoid;
    const QList<QList<CardItem *>> melds = m_scene->meldItems();
    if (m_focus.meld >= 0 && m_focus.meld < melds.size()) {
        QRectF rect;
        for (const CardItem *card : melds[m_focus.meld]) rect |= card->sceneBoundingRect();
        avoid = m_view->mapFromScene(rect).boundingRect().translated(m_view->viewport()->pos());
    }
    // Under the other seats' panels: their names and counts stay in sight.
    int top = 0;
    const QHash<int, QRectF> seats = m_scene->seatRects();
    for (const QRectF &seat : seats)
        top = std::max(top, m_view->mapFromScene(seat.bottomLeft()).y() + m_view->viewport()->y());
    m_meldList->place(m_view, avoid, top);
}

bool KeyboardController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn && watched == m_view) {
        m_announcer->rename(tr("Card table"));
        m_a11y->viewFocused();
    }
    if (event->type() == QEvent::ContextMenu && watched == m_view->viewport()) {
        // Right click on a table meld: its context menu.
        auto *e = static_cast<QContextMenuEvent *>(event);
        const QPointF scenePos = m_view->mapToScene(e->pos());
        const auto melds = m_scene->meldItems();
        for (int m = static_cast<int>(melds.size()) - 1; m >= 0; --m)
            for (int i = static_cast<int>(melds[m].size()) - 1; i >= 0; --i)
                if (melds[m][i]->sceneBoundingRect().contains(scenePos)) {
                    m_focus.meld = m;
                    m_focus.meldCard = i;
                    tableContextMenu(m, i, e->globalPos());
                    return true;
                }
        return false;
    }
    QListWidget *list = meldList();
    if (event->type() == QEvent::ContextMenu && (watched == list || watched == list->viewport())) {
        auto *e = static_cast<QContextMenuEvent *>(event);
        const QListWidgetItem *item = list->itemAt(list->viewport()->mapFromGlobal(e->globalPos()));
        if (item && list->row(item) < static_cast<int>(m_controller->round().table().size())) {
            m_focus.meld = list->row(item);
            tableContextMenu(m_focus.meld, m_focus.meldCard, e->globalPos());
        }
        return true;
    }
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride) return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const bool inList = watched == list;
    if (watched != m_view && !inList) return false;
    if (event->type() == QEvent::ShortcutOverride) {
        // A key of the Play menu (H, M, Ctrl+Z…) is keyboard use too: show the frame.
        if (m_controller->hasGame() && !m_ring->isShown()) m_ring->show();
        // Keys whose meaning depends on the focus area win over window shortcuts.
        const int k = key->key();
        // After the round, Tab leaves the table as in any window (to the round-end panel's button and
        // back: no keyboard trap): the focus areas are of a round in play.
        if ((k == Qt::Key_Tab || k == Qt::Key_Backtab) && m_controller->hasGame() && m_controller->round().isOver())
            return false;
        const bool claimed = k == Qt::Key_Escape || k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Space ||
                             k == Qt::Key_Menu || k == Qt::Key_Tab || k == Qt::Key_Backtab;
        if (claimed) event->accept();
        return claimed;
    }
    if (!m_controller->hasGame()) return false;
    // What this key moves the focus to is read by the screen reader (sayFocus): counted from here.
    m_focusEventsSaid = m_a11y->focusEvents();
    if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && m_controller->round().isOver()) return false;
    m_ring->show();
    const bool handled = inList ? listKey(key) : viewKey(key);
    if (handled) updateRing();
    return handled;
}

bool KeyboardController::anywhereKey(QKeyEvent *event)
{
    const int k = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (k == Qt::Key_Tab && mods == Qt::NoModifier) {
        stepArea(1);
        return true;
    }
    if (k == Qt::Key_Backtab || (k == Qt::Key_Tab && mods == Qt::ShiftModifier)) {
        stepArea(-1);
        return true;
    }
    if (k == Qt::Key_Escape && mods == Qt::ShiftModifier) {
        run([this](bool) { return m_commands->clearDraft(); });
        return true;
    }
    if ((k == Qt::Key_F10 && mods == Qt::ShiftModifier) || (k == Qt::Key_Menu && mods == Qt::NoModifier)) {
        openFocusedMenu();
        return true;
    }
    return false;
}

bool KeyboardController::viewKey(QKeyEvent *event)
{
    if (anywhereKey(event)) return true;
    const int k = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const bool enter = (k == Qt::Key_Return || k == Qt::Key_Enter) && mods == Qt::NoModifier;
    if (k == Qt::Key_Escape && mods == Qt::NoModifier) {
        if (m_focus.area != Area::Hand) {
            setArea(Area::Hand);
        } else {
            m_hand->clearSelection();
            announce(tr("Selection cleared."));
        }
        return true;
    }
    bool handled = false;
    switch (m_focus.area) {
    case Area::Hand: handKey(event, handled); return handled;
    case Area::Draft: {
        const int n = static_cast<int>(m_hand->draft().size());
        if ((k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down) && n > 0) {
            const int d = k == Qt::Key_Left || k == Qt::Key_Up ? -1 : 1;
            m_focus.draft = (m_focus.draft + d + n) % n;
            sayFocus(false);
            return true;
        }
        if (enter) {
            openFocusedMenu();
            return true;
        }
        return false;
    }
    case Area::Table: return false; // the meld list has the focus
    case Area::Pile: {
        const int n = std::max(1, static_cast<int>(m_scene->pileItems().size()));
        if (k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down || k == Qt::Key_Home ||
            k == Qt::Key_End) {
            if (k == Qt::Key_Home || k == Qt::Key_End) m_focus.pile = k == Qt::Key_Home ? 1 : n;
            else m_focus.pile = std::clamp(m_focus.pile + (k == Qt::Key_Left || k == Qt::Key_Up ? -1 : 1), 1, n);
            sayFocus(false);
            return true;
        }
        if (enter || (k == Qt::Key_Space && mods == Qt::NoModifier)) {
            const int depth = m_focus.pile;
            run([this, depth](bool) { return m_commands->takeDiscard(depth); });
            return true;
        }
        return false;
    }
    case Area::Stock:
        if (enter || (k == Qt::Key_Space && mods == Qt::NoModifier)) {
            drawStock();
            return true;
        }
        return false;
    case Area::Players: {
        const int players = m_controller->round().players();
        if (k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down) {
            const int d = k == Qt::Key_Left || k == Qt::Key_Up ? -1 : 1;
            m_focus.player = (m_focus.player + d + players) % players;
            sayFocus(false);
            return true;
        }
        if (enter) {
            sayFocus(false);
            return true;
        }
        return false;
    }
    }
    return false;
}

void KeyboardController::handKey(QKeyEvent *event, bool &handled)
{
    const int k = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const QList<CardItem *> hand = m_scene->handItems();
    const int n = static_cast<int>(hand.size());
    handled = true;
    if ((k == Qt::Key_Left || k == Qt::Key_Right) && mods == Qt::ControlModifier) {
        if (n == 0) return;
        const int delta = k == Qt::Key_Left ? -1 : 1;
        const remi::CardId card = m_focus.card;
        if (run([this, card, delta](bool) { return m_commands->moveInHand(card, delta); }).done) {
            updateRing(); // the refresh follows the card to its new place
            sayFocus(false);
        }
        return;
    }
    if ((k == Qt::Key_Left || k == Qt::Key_Right) && (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) {
        moveHandFocus(m_focus.handIndex + (k == Qt::Key_Left ? -1 : 1), mods == Qt::ShiftModifier);
        return;
    }
    if ((k == Qt::Key_Home || k == Qt::Key_End) && mods == Qt::NoModifier) {
        moveHandFocus(k == Qt::Key_Home ? 0 : n - 1, false);
        return;
    }
    if ((k == Qt::Key_PageUp || k == Qt::Key_PageDown) && mods == Qt::NoModifier) {
        jumpGroup(k == Qt::Key_PageDown);
        return;
    }
    if (k == Qt::Key_Space && mods == Qt::NoModifier) {
        if (n == 0 || !hand[m_focus.handIndex]->isFaceUp()) {
            announce(tr("There is no card to select."));
            return;
        }
        m_hand->toggle(m_focus.card);
        sayFocus(false);
        return;
    }
    if (k == Qt::Key_A && mods == Qt::ControlModifier) {
        QList<remi::CardId> ids;
        for (CardItem *item : hand) ids.append(item->cardId());
        m_hand->setSelection(ids);
        announce(tr("All %1 cards selected.").arg(m_hand->selection().size()));
        return;
    }
    if ((k == Qt::Key_Return || k == Qt::Key_Enter) && mods == Qt::NoModifier) {
        openFocusedMenu();
        return;
    }
    handled = false;
}

void KeyboardController::moveHandFocus(int index, bool extend)
{
    const QList<CardItem *> hand = m_scene->handItems();
    if (hand.isEmpty()) {
        announce(tr("Your hand is empty."));
        return;
    }
    const int n = static_cast<int>(hand.size());
    if (index < 0 || index >= n) {
        announce(index < 0 ? tr("First card: %1").arg(hand.first()->accessibleName())
                           : tr("Last card: %1").arg(hand.last()->accessibleName()));
        return;
    }
    m_focus.handIndex = index;
    m_focus.card = hand[index]->cardId();
    if (extend && hand[index]->isFaceUp() && !m_hand->isSelected(m_focus.card)) m_hand->toggle(m_focus.card);
    updateRing();
    sayFocus(false);
}

void KeyboardController::jumpGroup(bool forward)
{
    const QList<CardItem *> hand = m_scene->handItems();
    if (hand.isEmpty()) return;
    const bool byRank = m_hand->order().sortedBy() == HandOrder::Sort::Rank;
    auto group = [&](int i) {
        const remi::Card &c = hand[i]->card();
        if (c.isJoker()) return -1;
        return byRank ? static_cast<int>(c.rank) : static_cast<int>(c.suit);
    };
    int i = m_focus.handIndex;
    const int n = static_cast<int>(hand.size());
    if (forward) {
        while (i < n && group(i) == group(m_focus.handIndex)) ++i;
        if (i >= n) {
            announce(tr("No further group."));
            return;
        }
    } else {
        // The first card of the previous suit (RULES.md 7), from anywhere in this one: it went to
        // this suit's first card first (issue 34: the key list promises the previous suit).
        while (i > 0 && group(i - 1) == group(m_focus.handIndex)) --i;
        if (i == 0) {
            announce(tr("No earlier group."));
            return;
        }
        --i;
        const int previous = group(i);
        while (i > 0 && group(i - 1) == previous) --i;
    }
    moveHandFocus(i, false);
}

bool KeyboardController::listKey(QKeyEvent *event)
{
    if (anywhereKey(event)) return true;
    const int k = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (k == Qt::Key_Escape && mods == Qt::NoModifier) {
        setArea(Area::Hand); // which hides the list, the table having taken the focus
        return true;
    }
    const auto &table = m_controller->round().table();
    if (table.empty()) return false;
    if ((k == Qt::Key_Left || k == Qt::Key_Right) && mods == Qt::NoModifier) {
        const int size = table[static_cast<std::size_t>(m_focus.meld)].size();
        m_focus.meldCard = std::clamp(m_focus.meldCard + (k == Qt::Key_Left ? -1 : 1), 0, size - 1);
        sayFocus(false);
        return true;
    }
    if ((k == Qt::Key_Return || k == Qt::Key_Enter) && mods == Qt::NoModifier) {
        openFocusedMenu();
        return true;
    }
    return false;
}

void KeyboardController::popup(QMenu *menu, QPointF scenePos)
{
    if (m_menu) m_menu->close();
    m_menu = menu;
    const QPoint global = m_view->viewport()->mapToGlobal(m_view->mapFromScene(scenePos));
    showForKeys(menu, global);
}

void KeyboardController::tableContextMenu(int meld, int index, const QPoint &globalPos)
{
    const QList<remi::CardId> selected = m_hand->selection();
    int hand = -1;
    if (selected.size() == 1) hand = selected.first();
    else if (selected.isEmpty() && !m_scene->handItems().isEmpty() && m_scene->handItems().first()->isFaceUp())
        hand = m_focus.card; // the focused hand card
    if (m_menu) m_menu->close();
    m_menu = m_menus.meldMenu(meld, index, hand, m_window);
    showForKeys(m_menu, globalPos);
    updateRing();
}
