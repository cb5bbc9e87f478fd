#include "CardName.h"

QString CardName::text(const remi::Card &card)
{
    if (card.rank == 0 || card.suit == remi::Suit::None) return tr("joker");
    // Each card is one string: languages decline the suit differently ("дама пик", "семёрка червей").
    static const char *const names[4][13] = {
        {QT_TR_NOOP("ace of spades"), QT_TR_NOOP("two of spades"), QT_TR_NOOP("three of spades"),
         QT_TR_NOOP("four of spades"), QT_TR_NOOP("five of spades"), QT_TR_NOOP("six of spades"),
         QT_TR_NOOP("seven of spades"), QT_TR_NOOP("eight of spades"), QT_TR_NOOP("nine of spades"),
         QT_TR_NOOP("ten of spades"), QT_TR_NOOP("jack of spades"), QT_TR_NOOP("queen of spades"),
         QT_TR_NOOP("king of spades")},
        {QT_TR_NOOP("ace of hearts"), QT_TR_NOOP("two of hearts"), QT_TR_NOOP("three of hearts"),
         QT_TR_NOOP("four of hearts"), QT_TR_NOOP("five of hearts"), QT_TR_NOOP("six of hearts"),
         QT_TR_NOOP("seven of hearts"), QT_TR_NOOP("eight of hearts"), QT_TR_NOOP("nine of hearts"),
         QT_TR_NOOP("ten of hearts"), QT_TR_NOOP("jack of hearts"), QT_TR_NOOP("queen of hearts"),
         QT_TR_NOOP("king of hearts")},
        {QT_TR_NOOP("ace of diamonds"), QT_TR_NOOP("two of diamonds"), QT_TR_NOOP("three of diamonds"),
         QT_TR_NOOP("four of diamonds"), QT_TR_NOOP("five of diamonds"), QT_TR_NOOP("six of diamonds"),
         QT_TR_NOOP("seven of diamonds"), QT_TR_NOOP("eight of diamonds"), QT_TR_NOOP("nine of diamonds"),
         QT_TR_NOOP("ten of diamonds"), QT_TR_NOOP("jack of diamonds"), QT_TR_NOOP("queen of diamonds"),
         QT_TR_NOOP("king of diamonds")},
        {QT_TR_NOOP("ace of clubs"), QT_TR_NOOP("two of clubs"), QT_TR_NOOP("three of clubs"),
         QT_TR_NOOP("four of clubs"), QT_TR_NOOP("five of clubs"), QT_TR_NOOP("six of clubs"),
         QT_TR_NOOP("seven of clubs"), QT_TR_NOOP("eight of clubs"), QT_TR_NOOP("nine of clubs"),
         QT_TR_NOOP("ten of clubs"), QT_TR_NOOP("jack of clubs"), QT_TR_NOOP("queen of clubs"),
         QT_TR_NOOP("king of clubs")},
    };
    const int suit = static_cast<int>(card.suit);
    const int rank = card.rank == 14 ? 1 : card.rank;
    if (suit < 0 || suit > 3 || rank < 1 || rank > 13) return tr("joker");
    return tr(names[suit][rank - 1]);
}
