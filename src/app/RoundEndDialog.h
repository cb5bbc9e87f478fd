#pragma once
// End of a round: every seat's score with its breakdown (SeatScore::lines) and the match totals.

#include "engine/Scoring.h"

#include <QDialog>

class GameController;

class RoundEndDialog : public QDialog {
    Q_OBJECT
  public:
    RoundEndDialog(const GameController *controller, QWidget *parent = nullptr);

    /// One breakdown line in words.
    static QString lineText(const remi::ScoreLine &line, const GameController *controller);
    /// The whole report as rich text (also used by tests).
    static QString reportHtml(const GameController *controller);
};
