// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Questions about a whole game: continuing the autosaved game, and starting a new game
// over the one in progress.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class GameWords {
    Q_DECLARE_TR_FUNCTIONS(GameWords)
  public:
    /// "Continue your Rummy game against West, round 2?"; `variant` the game's title, `opponents`
    /// the other players' names ("West and North", "West, North and East").
    static QString resumeQuestion(const QString &variant, const QStringList &opponents, int round);
    /// "West", "West and North", "West, North and East".
    static QString nameList(const QStringList &names);
    /// The question before a new game replaces the one in progress, and its buttons.
    static QString newGameQuestion();
    static QString newGameDetail();
    static QString startNewGame();
    static QString keepPlaying();
};
