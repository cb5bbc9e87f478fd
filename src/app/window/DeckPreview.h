// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A small picture in the Settings dialog: one card of each suit (A♠ 7♥ 10♦ K♣) in the
// deck and colours chosen there, so the four-colour deck can be seen before it is taken.

#include <QLabel>

class DeckPreview : public QLabel {
    Q_OBJECT
  public:
    explicit DeckPreview(QWidget *parent = nullptr);
    /// Draws the cards of deck `deckKey` (CardTheme::key), in four colours when `fourColour` (which
    /// applies to Remi's own deck only).
    void showDeck(const QString &deckKey, bool fourColour);
    /// The SVG file the picture was drawn from.
    QString shownPath() const { return m_path; }

    static constexpr int kCardHeight = 64;

  private:
    QString m_path;
};
