#pragma once
// The whole game without a mouse (RULES.md 7): focus areas cycled by Tab / Shift+Tab (hand, draft,
// table, discard pile, stock, players), the key map, a visible focus ring on the table, the list of
// table melds (C) and what is said: every focus move and result goes to the status line and to the
// table view's accessible name and description; the cards, piles, melds and seats are accessible
// children of the view (TableAccessible.h), whose focus child follows the keyboard focus.
// Legality stays with the engine: keys send actions, a refusal shows the engine's reason.
// The keys that work anywhere are the Play menu's actions (window/PlayMenu), which call the
// public slots here.

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

class GameController;
class QDockWidget;
class QMainWindow;
class QGraphicsPathItem;
class QKeyEvent;
class QListWidget;
class QUndoStack;
class TableAccessibility;
class TableScene;
class TableView;
class TurnUndo;

class KeyboardController : public QObject {
    Q_OBJECT
  public:
    using Area = KeyFocus::Area;

    /// Watches `view` (showing `scene` of `controller`); the meld list docks in `window`, whose
    /// status bar shows what is said.
    KeyboardController(QMainWindow *window, GameController *controller, TableScene *scene, TableView *view);

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
    QString lastAnnouncement() const { return m_last; }
    /// The menu opened by Enter, Menu, Shift+F10 or a right click, while it is open.
    QMenu *openMenu() const { return m_menu; }
    /// The focus ring drawn on the table (visible once a key was used), or null.
    QGraphicsPathItem *focusRing() const { return m_ring; }
    QListWidget *meldList() const { return m_list; }
    QDockWidget *meldDock() const { return m_dock; }
    TurnUndo *turnUndo() const { return m_undo; }
    const TableMenus &menus() const { return m_menus; }
    /// The accessible children of the table view (TableAccessible.h), updated with every focus move.
    TableAccessibility *tableAccessibility() const { return m_a11y; }
    /// What to do when the turn comes to the human: "Your turn: draw from the stock (D) or take the
    /// discard (T). Top discard: seven of hearts."
    QString turnPrompt() const;

    /// Says `text`: status line, accessible description of the table view (and its name: `name`).
    void announce(const QString &text, const QString &name = QString());

    /// Rami, a discard by the mouse while borrowed cards are held: asks first (a window-modal box
    /// stating the cost; Yes discards `card`) and returns true; false when nothing is owed.
    bool askBeforeDiscard(remi::CardId card);

  signals:
    /// The keys and menus ask the window for the Meld button's and the draft button's action.
    void meldRequested();
    void draftRequested();
    /// A discard pile card was chosen (Enter or Space in the pile, T): `depth` 1 = top.
    void pileChosen(int depth);

  public slots:
    // The commands of the key map (RULES.md 7), also reachable from the Play menu.
    void drawStock();
    void drawCut();
    void takeDiscard();
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
    void undo();
    void redo();
    void openFocusedMenu();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
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
    void syncMeldList();
    void updateRing();
    void sayFocus(bool withArea);
    QString focusText(QString *name) const;
    void popup(QMenu *menu, QPointF scenePos);
    void tableContextMenu(int meld, int index, const QPoint &globalPos);
    /// The selected card when exactly one is selected, else the focused one (-1: none, `what` said).
    int actingCard(const QString &what);
    /// Rami: with borrowed cards still held, the first press of a turn-ending key only warns.
    bool confirmTurnEnd(int key);
    void act(const remi::Action &action);
    /// Says what an accepted action of the human did.
    void sayApplied(const remi::Action &action);

    QMainWindow *m_window;
    GameController *m_controller;
    TableScene *m_scene;
    TableView *m_view;
    TableMenus m_menus;
    TurnUndo *m_undo;
    TableAccessibility *m_a11y = nullptr;
    QDockWidget *m_dock = nullptr;
    QListWidget *m_list = nullptr;
    QGraphicsPathItem *m_ring = nullptr;
    QPointer<QMenu> m_menu;
    KeyFocus m_focus;
    QString m_last;
    /// Turn-end warning given for this key in this state (see confirmTurnEnd).
    int m_confirmKey = 0;
    QString m_confirmState;
    bool m_syncingList = false;
    bool m_ringShown = false;
    bool m_myTurn = false;
};
