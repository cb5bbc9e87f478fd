// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What each mark on the table means, in one sentence each: said in
// the tooltip of the marked thing and listed in the ? overlay (HowToPlay), so that every mark has
// one meaning wherever it appears.

#include <QList>
#include <QString>

namespace MarkWords {

enum class Mark {
    Selected, ///< a gold frame on a hand card (CardItem, chosen)
    Drafted,  ///< a blue tint on a hand card (CardItem, drafted)
    Focus,    ///< the light blue ring of the keyboard focus (access/FocusRing)
    Changed,  ///< a yellow ring that fades (table/ChangeMarks)
    Hint,     ///< a yellow dashed outline (table/HintOverlay)
    Target,   ///< a yellow frame while dragging (table/DragSession, the legal drop target)
    Refused,  ///< a red dashed outline while dragging (table/DragSession)
    Borrowed, ///< a red dashed frame and a red dot on a hand card (CardItem, borrowed; rami)
    Takeable, ///< a gold frame and dot on a discard pile card (CardItem, takeable)
    Costly,   ///< a red tint at the round's end (CardItem, costly)
    Joker,    ///< ★ in the log and in short card names; the badge on a joker in a meld
    Winner,   ///< ✓ before a name in the round's score table (RoundEndPanel)
};

/// Every mark, in the order the ? overlay lists them.
QList<Mark> all();
/// What `mark` means, one sentence ("Red dashed frame and red dot: …"); `penalty` is the points a
/// borrowed card costs (RuleSet::borrowPenalty, rami), used by Borrowed only.
QString text(Mark mark, int penalty = 300);
/// The mark's colour as the table draws it ("#rrggbb"), for the overlay's swatch.
QString colour(Mark mark);
/// The swatch shown before the sentence: "■" for a frame or tint, or the mark's own sign (★, ✓).
QString sign(Mark mark);
/// The sign before the round's winner in the score table ("✓").
QString winnerSign();

} // namespace MarkWords
