// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MarkWords.h"

#include <QCoreApplication>

namespace {
/// A sentence of context "MarkWords" (each marked with QT_TRANSLATE_NOOP for lupdate).
QString said(const char *text)
{
    return QCoreApplication::translate("MarkWords", text);
}
} // namespace

QList<MarkWords::Mark> MarkWords::all()
{
    return {Mark::Selected, Mark::Drafted,  Mark::Focus,    Mark::Changed, Mark::Hint,  Mark::Target,
            Mark::Refused,  Mark::Borrowed, Mark::Takeable, Mark::Costly,  Mark::Joker, Mark::Winner};
}

QString MarkWords::text(Mark mark, int penalty)
{
    switch (mark) {
    case Mark::Selected: return said(QT_TRANSLATE_NOOP("MarkWords", "Gold frame on a hand card: it is selected."));
    case Mark::Drafted:
        return said(
            QT_TRANSLATE_NOOP("MarkWords", "Blue tint on a hand card: it is in the draft, not on the table yet."));
    case Mark::Focus: return said(QT_TRANSLATE_NOOP("MarkWords", "Light blue ring: the keyboard focus."));
    case Mark::Changed:
        return said(QT_TRANSLATE_NOOP(
            "MarkWords",
            "Yellow ring, fading: changed by the last move (a new meld, a lay-off, a joker swap, a discard, "
            "or the card you drew)."));
    case Mark::Hint: return said(QT_TRANSLATE_NOOP("MarkWords", "Yellow dashed outline: where the hint's move goes."));
    case Mark::Target:
        return said(QT_TRANSLATE_NOOP("MarkWords", "Yellow frame while you drag a card: it may be dropped there."));
    case Mark::Refused:
        return said(QT_TRANSLATE_NOOP(
            "MarkWords", "Red dashed outline while you drag a card: it may not go there; the reason is beside it."));
    case Mark::Borrowed:
        //: %1 the points a borrowed card costs (300).
        return QCoreApplication::translate("MarkWords", "Red dashed frame and red dot: taken from the table this turn; "
                                                        "lay it in a meld before the turn ends or it costs %1 points.")
            .arg(penalty);
    case Mark::Takeable:
        return said(QT_TRANSLATE_NOOP("MarkWords", "Gold frame and dot on a discard: it may be taken."));
    case Mark::Costly:
        return said(QT_TRANSLATE_NOOP("MarkWords", "Red tint after the round: a card that costs points."));
    case Mark::Joker:
        return said(QT_TRANSLATE_NOOP("MarkWords", "★: a joker; on the table its badge names the card it stands for."));
    case Mark::Winner:
        return said(QT_TRANSLATE_NOOP("MarkWords", "✓ before a name in the score table or the standings: the winner."));
    }
    return {};
}

QString MarkWords::colour(Mark mark)
{
    switch (mark) {
    case Mark::Selected: return QStringLiteral("#ffc800");
    case Mark::Drafted: return QStringLiteral("#286edc");
    case Mark::Focus: return QStringLiteral("#50c8ff");
    case Mark::Changed: return QStringLiteral("#ffc428");
    case Mark::Hint: return QStringLiteral("#ffc428");
    case Mark::Target: return QStringLiteral("#ffd65a");
    case Mark::Refused: return QStringLiteral("#e65a46");
    case Mark::Borrowed: return QStringLiteral("#d21e1e");
    case Mark::Takeable: return QStringLiteral("#ffc828");
    case Mark::Costly: return QStringLiteral("#dc281e");
    case Mark::Joker: return QStringLiteral("#ffecaa");
    case Mark::Winner: return QStringLiteral("#ffffff");
    }
    return {};
}

QString MarkWords::sign(Mark mark)
{
    switch (mark) {
    case Mark::Joker: return QStringLiteral("★");
    case Mark::Winner: return winnerSign();
    case Mark::Hint:
    case Mark::Refused: return QStringLiteral("┅");
    default: return QStringLiteral("■");
    }
}

QString MarkWords::winnerSign()
{
    return QStringLiteral("✓");
}
