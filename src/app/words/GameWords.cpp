// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameWords.h"

QString GameWords::nameList(const QStringList &names)
{
    if (names.isEmpty()) return {};
    if (names.size() == 1) return names.front();
    //: The last two of several names: "North and East".
    return tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(tr(", ")), names.back());
}

QString GameWords::resumeQuestion(const QString &variant, const QStringList &opponents, int round)
{
    //: %1 the game ("Rummy"), %2 the other players ("West and North"), %3 the round number.
    return tr("Continue your %1 game against %2, round %3?").arg(variant, nameList(opponents)).arg(round);
}

QString GameWords::newGameQuestion()
{
    return tr("Start a new game?");
}

QString GameWords::newGameDetail()
{
    return tr("The game in progress ends and cannot be continued.");
}

QString GameWords::startNewGame()
{
    return tr("Start a new game");
}

QString GameWords::keepPlaying()
{
    return tr("Keep playing");
}
