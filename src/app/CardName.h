#pragma once
// A card in words, translated ("seven of hearts" → "седмица херц" / "семёрка червей"): card
// tooltips and screen readers.

#include "engine/Card.h"

#include <QCoreApplication>
#include <QString>

class CardName {
    Q_DECLARE_TR_FUNCTIONS(CardName)
  public:
    /// The card's name in the current language; jokers are "joker".
    static QString text(const remi::Card &card);
};
