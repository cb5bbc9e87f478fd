// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper: plays the human seat of a shown window with input events only. The stand-in player
// (ComputerTurn) plans each turn; every planned action is carried out with keys (RULES.md 7) or with
// the mouse on the table view (clicks, double clicks, drags onto the pile, a meld or the empty table,
// the Meld and Add to draft buttons, the Play menu), never through the controller. Used by
// tst_keyboard, tst_wholeround and tst_drag.

#include "ComputerTurn.h"
#include "KeyTable.h"

#include <QObject>
#include <QPoint>
#include <QString>
#include <optional>
#include <vector>

class CardItem;
class QSignalSpy;

class InputPlayer {
  public:
    enum class Input { Keys, Mouse };
    InputPlayer(keytest::Table &table, Input input);
    ~InputPlayer();
    InputPlayer(const InputPlayer &) = delete;
    InputPlayer &operator=(const InputPlayer &) = delete;

    /// Carries out `action` (planned for the human) with input events. Empty when the controller
    /// applied exactly that action in answer, else what went wrong.
    QString perform(const remi::Action &action);
    /// Plays the human's turns with the stand-in player until `finished` (a spy on roundFinished)
    /// fires, at most `turns` turns. Empty on success, else what went wrong.
    QString playRound(const QSignalSpy &finished, int turns = 400);

    /// Input events sent: key clicks, mouse clicks, double clicks, drags (one per press).
    int keyEvents() const { return m_table.keyCount; }
    int mouseEvents() const { return m_mouse; }
    /// The human's actions the controller applied while this player played (all in answer to input).
    const std::vector<remi::Action> &applied() const { return m_applied; }
    /// Planned actions carried out.
    int performed() const { return m_performed; }
    /// Mouse: melds laid by dragging the selection onto empty table space (the others: Meld button).
    int tableDrops() const { return m_tableDrops; }
    /// Rami: the points the opening meld action scored (-1: no opening seen).
    int openingPoints() const { return m_openingPoints; }
    /// Mouse: drag cards to their target holding them by the lower part of the card (a player may
    /// grab a card anywhere); default: near its top.
    void setGrabLow(bool low) { m_grabLow = low; }

    /// A point of the table view where `item` is the topmost card (clicks reach it), or nothing.
    std::optional<QPoint> pointOn(const CardItem *item, bool low = false) const;
    /// Mouse: selects exactly `ids` by clicking hand cards; clicks the window's button `name`.
    bool selectByMouse(const std::vector<remi::CardId> &ids);
    bool clickButton(const char *name);

  private:
    QString key(const remi::Action &a);
    /// Answers the questions `a` brought up (which card a joker stands for, RULES.md 1.2) with the
    /// planned cards, by keys or by clicks: empty when none remains open, else what went wrong.
    QString answerChoices(const remi::Action &a);
    /// The answers `a` plans: what its jokers stand for ("5♠"), one per meld.
    QStringList plannedChoices(const remi::Action &a) const;
    QString mouse(const remi::Action &a);
    void keyPileDepth(int depth);
    /// Waits until the table shows the round as it is (hand, pile and melds redrawn).
    bool settle();
    CardItem *cardItem(remi::CardId id) const;
    CardItem *pileItem(int depth) const;
    bool click(const CardItem *item);
    bool doubleClick(const CardItem *item);
    bool drag(const CardItem *item, QPoint to);
    /// Drags `item` (a selected card, carrying the selection) over the table until the view outlines
    /// empty table space as a new meld and drops it there; false (dropped back on the hand) when no
    /// such place was found.
    bool dragToTable(const CardItem *item);
    /// Where to drop `a` (a lay-off) on its meld: on the half of the meld's end it is planned for.
    std::optional<QPoint> layOffPoint(const remi::Action &a) const;
    bool clickMenuAction(const char *name);
    QString describe(const remi::Action &a) const;
    std::vector<remi::CardId> handCards(const remi::Action &pickup) const;
    /// The place of `card` in table meld `meld`, else -1.
    int meldIndexOf(int meld, remi::CardId card) const;

    keytest::Table &m_table;
    Input m_input;
    int m_mouse = 0;
    int m_performed = 0;
    int m_discards = 0;
    int m_melds = 0;
    int m_tableDrops = 0;
    int m_openingPoints = -1;
    bool m_grabLow = false;
    std::vector<remi::Action> m_applied;
    QMetaObject::Connection m_appliedConnection; ///< to m_applied; cut when this player goes
};
