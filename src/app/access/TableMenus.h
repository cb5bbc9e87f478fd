// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The menus of the keyboard and the right click (RULES.md 7): a hand card's menu and a table meld's
// context menu (lay off at an end, joker swap, rami manipulation: take, split, join, move). Which
// entries are offered is asked of play/MoveFinder (the engine decides); each entry runs a player
// command (play/PlayerCommands) through the CommandPresenter as a menu's (Input::Menu: a discard
// that would cost borrowed cards asks in a box first).

#include "engine/Action.h"
#include "engine/Round.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class CommandPresenter;
class GameController;
class PlayerCommands;
class QFont;
class QMenu;
class QWidget;

class TableMenus {
    Q_DECLARE_TR_FUNCTIONS(TableMenus)
  public:
    /// One legal place for a hand card: the action (meld index and end) and its words.
    struct Target {
        remi::Action action;
        QString text;
    };

    TableMenus(PlayerCommands *commands, CommandPresenter *presenter);

    /// Legal lay-offs of hand card `card` (MoveFinder::layOffs), worded "West: run … — low end".
    /// `onlyMeld` >= 0 limits them to that meld.
    QList<Target> layOffTargets(remi::CardId card, int onlyMeld = -1) const;
    /// Legal joker swaps of hand card `card` (only unambiguous ones: the engine refuses the others).
    QList<Target> swapTargets(remi::CardId card, int onlyMeld = -1) const;
    /// Joker swaps on meld `meld` with any hand card, one per face ("Swap the joker for your …").
    QList<Target> swapsOnMeld(int meld) const;

    /// The context menu of table meld `meld`, card `index` in it (RULES.md 7 "table" row). `hand`
    /// is the selected (else focused) hand card, or -1. The caller pops it up; it deletes itself.
    QMenu *meldMenu(int meld, int index, int hand, QWidget *parent) const;
    /// The menu of hand card `card` (RULES.md 7 "Enter, Menu, Shift+F10" in the hand).
    QMenu *cardMenu(remi::CardId card, QWidget *parent) const;

    /// "West: run 5-6-7 of hearts, 15 points" (TableWords::ownedMeld).
    QString meldText(int meld) const;
    static QString meldText(const GameController &controller, int meld);

  private:
    const remi::Round &round() const;

    PlayerCommands *m_commands;
    CommandPresenter *m_presenter;
};
