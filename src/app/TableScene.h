#pragma once
// The card table: the human's hand, the other seats, stock, discard pile, table melds and a
// status line, laid out for the current view size.

#include "HandOrder.h"
#include "engine/Card.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <vector>

class CardItem;
class CardRenderer;
class GameController;
class QGraphicsSimpleTextItem;

class TableScene : public QGraphicsScene {
    Q_OBJECT
  public:
    TableScene(GameController *controller, const CardRenderer *renderer, QObject *parent = nullptr);

    /// Draws the cards with `renderer` from now on (call refresh() next).
    void setRenderer(const CardRenderer *renderer) { m_renderer = renderer; }
    /// Lays everything out again for `size` (view pixels) from the controller's state.
    void relayout(QSizeF size);
    /// Same size, fresh state (after an action, or to snap a refused drag back).
    void refresh();
    /// refresh() from the event loop: safe while a card item is still handling a mouse event.
    void scheduleRefresh();

    QList<remi::CardId> selection() const { return m_selected; }
    void clearSelection();
    const std::vector<std::vector<remi::CardId>> &draft() const { return m_draft; }
    /// Moves the selected cards into the draft as one combination.
    bool addSelectionToDraft();
    void clearDraft();
    void sortHand(HandOrder::Sort by);
    /// Hand order of each human match seat shown so far (save files).
    QHash<int, HandOrder> handOrders() const;
    /// Restores saved hand orders for the round in play (after GameController::loadGame).
    void restoreHandOrders(const QHash<int, HandOrder> &orders);
    /// The status line: whose turn it is and what to do next.
    QString statusText() const;

    // Items, for tests and accessibility.
    QList<CardItem *> handItems() const { return m_handItems; }
    QList<CardItem *> opponentItems() const { return m_opponentItems; }
    CardItem *stockItem() const { return m_stockItem; }
    QList<CardItem *> pileItems() const { return m_pileItems; }

  signals:
    void selectionChanged();
    void stockClicked();
    void cutCardClicked();
    /// A discard pile card was clicked: `depth` 1 = top.
    void pileClicked(int depth);
    void discardRequested(remi::CardId card);
    void layOffRequested(remi::CardId card, int meld);

  private:
    enum class Role { Hand, Opponent, Stock, Cut, Pile, Table };

    CardItem *addCard(const remi::Card &card, bool faceUp, Role role, QSizeF size, QPointF pos, qreal z);
    QGraphicsSimpleTextItem *addLabel(const QString &text, QPointF pos, qreal pointSize, bool bold = false);
    void layoutHand(qreal bottom);
    void layoutOpponents(qreal top);
    void layoutPiles(qreal top);
    void layoutMelds(QRectF area);
    void placeHandCard(CardItem *item);
    int pileDepthVisible() const;
    int draftOpeningValue() const;

    void onCardClicked(CardItem *item);
    void onCardDoubleClicked(CardItem *item);
    void onCardDropped(CardItem *item, QPointF scenePos);

    GameController *m_controller;
    const CardRenderer *m_renderer;
    QSizeF m_size{1200, 800};
    QSizeF m_card{90, 126};
    HandOrder m_order;
    int m_orderRound = -1;
    /// Hot-seat: the hand order of each other human (match seat), and whose m_order is.
    QHash<int, HandOrder> m_otherOrders;
    int m_orderSeat = -1;
    QList<remi::CardId> m_selected;
    std::vector<std::vector<remi::CardId>> m_draft;

    QList<CardItem *> m_handItems;
    QList<CardItem *> m_opponentItems;
    QList<CardItem *> m_pileItems;
    CardItem *m_stockItem = nullptr;
    QHash<CardItem *, Role> m_roles;
    QHash<CardItem *, int> m_depths;
    QRectF m_pileRect;
    QList<QRectF> m_meldRects;
    QGraphicsSimpleTextItem *m_status = nullptr;
    bool m_refreshPending = false;
};
