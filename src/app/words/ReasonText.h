// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Words for the engine's reason codes (RULES.md 1.5): the only place they are worded.

#include "engine/Action.h"
#include "engine/MeldCause.h"
#include "engine/Reason.h"
#include "engine/RuleSet.h"

#include <QCoreApplication>
#include <QString>

class ReasonText {
    Q_DECLARE_TR_FUNCTIONS(ReasonText)
  public:
    /// What keeps the player from moving besides the rules, for the words of NotYourTurn: the hot-seat
    /// curtain hides the hand, or the network table cannot be reached (issue 39).
    enum class Block { None, HandHidden, TableUnreachable };
    static Block blockOf(bool handHidden) { return handHidden ? Block::HandHidden : Block::None; }
    /// A sentence for the status bar explaining why an action was refused.
    static QString text(remi::Reason reason);
    /// text(reason), except that NotYourTurn while the hot-seat curtain hides the hand
    /// (`block` HandHidden) says to show the hand first, and while the network table cannot be
    /// reached says so (tableUnreachable()).
    static QString refusal(remi::Reason reason, Block block);
    /// "The table is not reachable — reconnecting…" (issue 39): the status while a network table's
    /// connection is lost, and why no move can be made then.
    static QString tableUnreachable();
    /// refusal(), except that an InvalidMeld with a known cause says that cause (meldCause()).
    static QString refusal(remi::Reason reason, Block block, const remi::MeldCause &cause);
    /// The refusal of `action` in particular: a discard refused with `lay_off_not_allowed` is the
    /// going out of a *hand* after a lay-off onto another player's meld (RULES.md 3.7, strictHand),
    /// worded as that, not as a refused lay-off; otherwise refusal(reason, block, cause).
    static QString actionRefusal(const remi::Action &action, remi::Reason reason, Block block,
                                 const remi::MeldCause &cause = {});
    /// Why a combination is refused, in the player's words (RULES.md 1.3, 1.5 invalid_meld; engine
    /// MeldCause): "9♣ does not fit a set of kings", "That set already has A♣.", "K♣ A♣ would be only
    /// two cards.". Empty for MeldFault::None.
    static QString meldCause(const remi::MeldCause &cause);
    /// The same with `handHidden` for Block::HandHidden (false: Block::None).
    static QString refusal(remi::Reason reason, bool handHidden) { return refusal(reason, blockOf(handHidden)); }
    static QString refusal(remi::Reason reason, bool handHidden, const remi::MeldCause &cause)
    {
        return refusal(reason, blockOf(handHidden), cause);
    }
    static QString layOffRefusal(remi::Reason reason, bool handHidden, const remi::MeldCause &cause,
                                 const remi::Card &card)
    {
        return layOffRefusal(reason, blockOf(handHidden), cause, card);
    }
    static QString layOffNowhere(remi::Reason reason, bool handHidden, const remi::Card &card)
    {
        return layOffNowhere(reason, blockOf(handHidden), card);
    }
    /// A lay-off refused on every meld: an InvalidMeld says that `card` fits none of the melds on the
    /// table ("9♣ fits none of the melds on the table."); any other reason keeps refusal()'s words.
    /// A lay-off of `card` on one chosen meld refused: an InvalidMeld says its cause (meldCause()) or,
    /// without one, that `card` does not fit that meld; any other reason keeps refusal()'s words.
    static QString layOffRefusal(remi::Reason reason, Block block, const remi::MeldCause &cause,
                                 const remi::Card &card);
    static QString layOffNowhere(remi::Reason reason, Block block, const remi::Card &card);
    /// A refusal in a disabled menu entry, short and lower case ("open first: 51 points", "draw
    /// first"), for "Lay off (open first: 51 points)".
    static QString menuReason(remi::Reason reason, const remi::RuleSet &rules, const remi::MeldCause &cause = {});
    /// A lay-off or joker swap that no table meld takes now: "no meld takes it now".
    static QString nothingFits();
    /// A menu entry that cannot apply now: "Lay off (open first: 51 points)". `entry` without its
    /// mnemonic or shortcut.
    static QString disabledEntry(const QString &entry, const QString &reason);
};
