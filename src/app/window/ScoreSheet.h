// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The score sheet of the match (RULES.md 7, key P): one row per settled round, the totals.

#include <QCoreApplication>
#include <QString>
#include <vector>

class GameController;
class QWidget;

class ScoreSheet {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
  public:
    /// "After 2 rounds: You 45, West 120, …" (totals per match seat).
    static QString summary(const GameController *controller);
    /// Rami (the variant scores during the round): each match seat's live points of the round in
    /// play (RULES.md 4.5, 4.8); empty elsewhere and once the round is over.
    static std::vector<int> liveRow(const GameController *controller);
    /// Opens a non-modal dialog with the sheet (a table: rounds × players, then the totals).
    static void show(const GameController *controller, QWidget *parent);
};
