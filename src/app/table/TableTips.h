// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table's words: the labels under the cut card, the stock and the discard pile, the draft tray's
// and the game's name on the felt, and each place's tooltip: what it is, its current count, and the
// gesture and the real key that use it (the window's actions, setShortcuts()). TableScene shows
// them; their translations keep the context "TableScene", whose words they were.

#include "TableLayout.h"
#include "engine/Card.h"

#include <QCoreApplication>
#include <QHash>
#include <QKeySequence>
#include <QString>

class GameController;
class HandModel;
class MoveFinder;

class TableTips {
    Q_DECLARE_TR_FUNCTIONS(TableScene)
  public:
    /// The words of `controller`'s round, with `hand`'s draft; `finder` counts the draft's points.
    TableTips(const GameController &controller, const HandModel &hand, const MoveFinder &finder)
        : m_controller(controller), m_hand(hand), m_finder(finder)
    {
    }

    /// The keys of the window's actions by action name ("drawAction" → D), so that the tooltips name
    /// the real shortcuts.
    void setShortcuts(const QHash<QString, QKeySequence> &keys) { m_keys = keys; }
    /// The key of action `name` as the menu shows it ("D"), else empty.
    QString keyName(const QString &name) const;

    /// Tooltips: the stock, the cut card (empty without one), the discard pile's card at `depth`
    /// (1 = top; 0 = the empty pile; empty past the pile), the draft tray.
    QString stockToolTip() const;
    QString cutToolTip() const;
    QString pileToolTip(int depth) const;
    QString draftToolTip() const;
    /// A hand card's tooltip: its name and, on a `borrowed` card (red frame), what that costs.
    QString handCardToolTip(const remi::Card &card, bool borrowed) const;

    /// The labels under the cut card, the stock and the discard pile.
    static QString cutText() { return tr("Cut card"); }
    QString stockText() const;
    QString pileText() const;
    /// The game's name and round on the felt: "Remi 51 · Round 2".
    QString gameText() const;
    /// The draft tray's label with the draft's points (RULES.md 3.6, 4.6), else empty.
    QString draftText() const;
    /// Fills `in`'s label widths (cut card, stock, pile, game name) at their widest for this round,
    /// so that counts changing never move the piles or the melds.
    void measureLabels(TableLayout::Input &in) const;

  private:
    const GameController &m_controller;
    const HandModel &m_hand;
    const MoveFinder &m_finder;
    QHash<QString, QKeySequence> m_keys; ///< setShortcuts()
};
