#pragma once
// The menus of the keyboard and the right click (RULES.md 7): a hand card's menu and a table meld's
// context menu (lay off at an end, joker swap, rami manipulation: take, split, join, move). Which
// entries are offered is found by trying each action on a copy of the round; the engine decides.

#include "engine/Action.h"
#include "engine/Round.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <functional>
#include <vector>

class GameController;
class QMenu;
class QWidget;
class TableScene;

class TableMenus {
    Q_DECLARE_TR_FUNCTIONS(TableMenus)
  public:
    /// One legal place for a hand card: meld index and end, and its words.
    struct Target {
        remi::Action action;
        QString text;
    };

    /// Menus of `controller`'s round as `scene` shows it; the hand card's menu calls `addToDraft`
    /// and `meld` for its Add to draft and Meld entries (the window's buttons).
    TableMenus(GameController *controller, TableScene *scene, std::function<void()> addToDraft,
               std::function<void()> meld);

    /// The action as the human seat would play it, tried on a copy of the round (Ok or the reason).
    remi::Reason tryAction(remi::Action action) const;
    /// Legal lay-offs of hand card `card` (every meld, low and high end; one entry when both ends
    /// give the same table). `onlyMeld` >= 0 limits them to that meld.
    QList<Target> layOffTargets(remi::CardId card, int onlyMeld = -1) const;
    /// Legal joker swaps of hand card `card` (only unambiguous ones: the engine refuses the others).
    QList<Target> swapTargets(remi::CardId card, int onlyMeld = -1) const;
    /// Joker swaps on meld `meld` with any hand card, one per face.
    QList<Target> swapsOnMeld(int meld) const;
    /// The reason a lay-off (or swap, when `swap`) of `card` is refused everywhere, for the status line.
    remi::Reason refusal(remi::CardId card, bool swap) const;

    /// Rearrange actions for rami manipulation (the whole new table; the engine validates it).
    remi::Action splitAfter(int meld, int index) const;
    remi::Action join(int meld, int other) const;
    remi::Action moveCard(int meld, int index, int other) const;

    /// The context menu of table meld `meld`, card `index` in it (RULES.md 7 "table" row). `hand`
    /// is the selected (else focused) hand card, or -1. The caller pops it up; it deletes itself.
    QMenu *meldMenu(int meld, int index, int hand, QWidget *parent) const;
    /// The menu of hand card `card` (RULES.md 7 "Enter, Menu, Shift+F10" in the hand).
    QMenu *cardMenu(remi::CardId card, QWidget *parent) const;

    /// "West: run 5-6-7 of hearts, 15 points".
    QString meldText(int meld) const;
    static QString meldText(const GameController &controller, int meld);

  private:
    const remi::Round &round() const;
    std::vector<std::vector<remi::CardId>> tableIds() const;
    void play(const remi::Action &action) const;

    GameController *m_controller;
    TableScene *m_scene;
    std::function<void()> m_addToDraft;
    std::function<void()> m_meld;
};
