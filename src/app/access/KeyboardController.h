// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The whole game without a mouse (RULES.md 7): the keys. Focus areas cycled by Tab / Shift+Tab
// (hand, draft, table, discard pile, stock, players) and the position in them (KeyFocus); the keys
// of each area (an event filter on the table view and the meld list); the commands of the keys that
// work anywhere (public slots, the Play menu's actions: window/PlayMenu). A key picks what it acts
// on (the selected card, else the focused one) and runs a player command (play/PlayerCommands)
// through the CommandPresenter, exactly as the mouse and the menus do.
//
// Its helpers, one job each: Announcer (what is said), FocusRing (the frame on the table),
// MeldList (the table melds as a list, C), TableMenus (the card and meld menus), TableAccessibility
// (the screen-reader children, TableAccessible.h). Files: KeyboardController.cpp (areas and keys),
// KeyboardCommands.cpp (the commands), KeyboardSpeech.cpp (the words of the focus).

#include "CommandPresenter.h"
#include "KeyFocus.h"
#include "TableMenus.h"

#include "engine/Card.h"
#include "engine/Reason.h"

#include <QAction>
#include <QList>
#include <QMenu>
#include <QObject>
#include <QPointer>
#include <QString>

class Announcer;
class FocusRing;
class GameController;
class HandModel;
class MeldList;
class PlayerCommands;
class QDockWidget;
class QGraphicsPathItem;
class QKeyEvent;
class QListWidget;
class QMainWindow;
class TableAccessibility;
class TableScene;
class TableView;

class KeyboardController : public QObject {
    Q_OBJECT
  public:
    using Area = KeyFocus::Area;

    /// Watches `view` (showing `scene` of `controller`) and runs `commands` (on `hand`); the meld
    /// list docks in `window`, whose status bar shows what is said.
    KeyboardController(QMainWindow *window, GameController *controller, PlayerCommands *commands, TableScene *scene,
                       TableView *view);

    /// The player commands the keys run.
    PlayerCommands *commands() const { return m_commands; }
    Area area() const { return m_focus.area; }
    void setArea(Area area);
    /// The whole focus position (KeyFocus.h).
    const KeyFocus &focus() const { return m_focus; }
    /// The focused hand card (0 with an empty hand: check handIndex()).
    remi::CardId focusedCard() const { return m_focus.card; }
    int handIndex() const { return m_focus.handIndex; }
    /// Focused table meld and card in it; focused pile depth (1 = top); focused player (round seat).
    int focusedMeld() const { return m_focus.meld; }
    int focusedMeldCard() const { return m_focus.meldCard; }
    int focusedPileDepth() const { return m_focus.pile; }
    int focusedPlayer() const { return m_focus.player; }
    /// The last thing said (status line and accessible description).
    QString lastAnnouncement() const;
    /// The menu opened by Enter, Menu, Shift+F10 or a right click, while it is open.
    QMenu *openMenu() const { return m_menu; }
    /// The focus ring drawn on the table (visible once a key was used), or null.
    QGraphicsPathItem *focusRing() const;
    QListWidget *meldList() const;
    QDockWidget *meldDock() const;
    const TableMenus &menus() const { return m_menus; }
    /// Runs the player commands of every input path and shows their outcome (CommandPresenter.h).
    CommandPresenter *presenter() const { return m_presenter; }
    Announcer *announcer() const { return m_announcer; }
    /// The accessible children of the table view (TableAccessible.h), updated with every focus move.
    TableAccessibility *tableAccessibility() const { return m_a11y; }
    /// What to do when the turn comes to the human: "Your turn: draw from the stock (D) or take the
    /// discard (T). Top discard: seven of hearts."
    QString turnPrompt() const;
    /// A round after the first was dealt, in words: "Round 2 dealt. You have 14 cards. North starts."
    QString roundDealt() const;
    /// "Computer 1 starts." or "You start.": who plays first in the round (RULES.md 1.5).
    QString whoStarts() const;

    /// Says `text`: status line, accessible description of the table view (and its name: `name`).
    void announce(const QString &text, const QString &name = QString());
    /// QEvent::LanguageChange: the meld list's title again.
    void retranslate();

  public slots:
    // The commands of the key map (RULES.md 7), also reachable from the Play menu.
    void drawStock();
    void drawCut();
    void takeDiscard();
    void addToDraft();
    void meld();
    void sortBySuit();
    void sortByRank();
    void chooseDiscardDepth();
    void layOff();
    void swapJoker();
    void discard();
    void bury();
    void endTurn();
    void focusTable();
    void focusPile();
    void showStatus();
    void hint();
    void readHand();
    /// Reads the table on demand (W; what a sighted player sees at a glance): your hand by suit, the discard pile's top, each seat's cards
    /// and score, whose turn it is.
    void readTable();
    void undo();
    void redo();
    void openFocusedMenu();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// The meld list over the table, clear of the focused meld (MeldList::place).
    void placeMeldList();
    /// The words for a refused action (ReasonText::refusal; the curtain hides the hand).
    QString refusalText(remi::Reason reason) const;
    bool viewKey(QKeyEvent *event);
    bool listKey(QKeyEvent *event);
    bool anywhereKey(QKeyEvent *event);
    void handKey(QKeyEvent *event, bool &handled);
    void moveHandFocus(int index, bool extend);
    void jumpGroup(bool forward);
    void stepArea(int delta);
    void afterRefresh();
    void updateRing();
    /// `read`: Read::Focus when the screen reader reads the focused thing itself (the status line
    /// only), Read::Say when it reads nothing of it (said); Read::Auto: as the table's focus events tell.
    enum class Read { Auto, Focus, Say };
    void sayFocus(bool withArea, Read read = Read::Auto);
    QString focusText(QString *name) const;
    void popup(QMenu *menu, QPointF scenePos);
    void tableContextMenu(int meld, int index, const QPoint &globalPos);
    /// The selected card when exactly one is selected, else the focused one (-1: none, `what` said).
    int actingCard(const QString &what);
    /// Runs `command` as this key's (Input::Key; `key` confirms by a second press).
    CommandResult run(const CommandPresenter::Command &command, int key = 0);
    /// Puts the focus on hand card `id` (a hint named it).
    void focusHandCard(remi::CardId id);

    QMainWindow *m_window;
    GameController *m_controller;
    PlayerCommands *m_commands;
    HandModel *m_hand;
    TableScene *m_scene;
    TableView *m_view;
    Announcer *m_announcer;
    CommandPresenter *m_presenter;
    TableMenus m_menus;
    TableAccessibility *m_a11y = nullptr;
    MeldList *m_meldList;
    FocusRing *m_ring;
    QPointer<QMenu> m_menu;
    KeyFocus m_focus;
    bool m_myTurn = false;
    int m_round = 0;           ///< the match's round number last seen (a new one is said)
    int m_focusEventsSaid = 0; ///< TableAccessibility::focusEvents() at the last sayFocus
};
