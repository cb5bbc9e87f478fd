// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table as one seat saw it at a reviewed decision (issue 40): its hand, the melds on the table,
// the discard pile and the stock, drawn read-only from the seat's PlayerView (never another hand:
// hot-seat players see only what the reviewed seat knew), with the cards of the move played and of
// the expert's move outlined in two colours and labelled (a marked hand card lifted above the
// others, on top of them). For screen readers the widget's
// accessible description says the same in words (CardNames).

#include "engine/Action.h"
#include "engine/PlayerView.h"
#include "engine/RuleSet.h"

#include <QWidget>

#include <functional>

#include <optional>
#include <vector>

class CardRenderer;

class ReviewBoard : public QWidget {
    Q_OBJECT
  public:
    /// `renderer` gives the deck in use (the window's, which a theme change replaces).
    using Renderer = std::function<const CardRenderer *()>;
    ReviewBoard(Renderer renderer, QWidget *parent = nullptr);

    /// Shows `view` with `played` and `expert` marked (the view's seat moved next).
    void setMoment(const remi::RuleSet &rules, const remi::PlayerView &view, const remi::Action &played,
                   const remi::Action &expert);
    /// Nothing shown.
    void clear();
    bool isEmpty() const { return !m_view.has_value(); }

    /// Where a move is marked: the hand's cards, the table's melds, the pile's top cards, the stock.
    struct Marks {
        std::vector<remi::CardId> cards; ///< cards of the hand or the pile
        int meld = -1;                   ///< table meld laid off to, swapped on or taken from
        bool stock = false;              ///< drawn from the stock
        bool cut = false;                ///< the cut card taken
    };
    /// The marks of `action` in `view`.
    static Marks marksOf(const remi::Action &action, const remi::PlayerView &view);
    const Marks &playedMarks() const { return m_played; }
    const Marks &expertMarks() const { return m_expert; }
    /// Every card drawn face up (tests: the seat's own hand, the table, the pile; nothing else).
    std::vector<remi::CardId> shownCards() const;
    /// The hand's marked cards: raised above the others and drawn on top of them, so that each
    /// frame holds one whole card (cards of a meld or the pile are framed where they are seen).
    std::vector<remi::CardId> liftedCards() const;
    /// Where card `id` is drawn at the board's present size (empty: not shown face up).
    QRect cardRect(remi::CardId id) const;
    /// The colours of the two marks (the legend's too).
    static QColor playedColour();
    static QColor expertColour();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    void describe();

    Renderer m_renderer;
    std::optional<remi::RuleSet> m_rules;
    std::optional<remi::PlayerView> m_view;
    Marks m_played, m_expert;
};
