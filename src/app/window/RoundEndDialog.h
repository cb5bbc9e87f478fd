// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// End of a round: every seat's score with its breakdown (SeatScore::lines) and the match totals.

#include "engine/Scoring.h"

#include <QDialog>

class GameController;
class QDialogButtonBox;
class QPushButton;
class QTextBrowser;

class RoundEndDialog : public QDialog {
    Q_OBJECT
  public:
    RoundEndDialog(const GameController *controller, QWidget *parent = nullptr);

    /// One breakdown line in words.
    static QString lineText(const remi::ScoreLine &line, const GameController *controller);
    /// The whole report as rich text (also used by tests).
    static QString reportHtml(const GameController *controller);

  protected:
    /// QEvent::LanguageChange: the title, the report and the button again.
    void changeEvent(QEvent *event) override;

  private:
    void retranslateUi();

    const GameController *m_controller;
    QTextBrowser *m_report = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_next = nullptr;
};
