// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewBoard.h"

#include "CardNames.h"
#include "CardRenderer.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using remi::Action;
using remi::ActionType;
using remi::Card;
using remi::CardId;
using remi::DrawSource;

namespace {

const QColor kFelt(0x1f, 0x5e, 0x3b);
constexpr int kMargin = 10;
constexpr int kPileShown = 8; ///< the pile's top cards drawn (the rest is under them)

bool contains(const std::vector<CardId> &ids, CardId id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

/// The hand in the order a player sorts it: by suit, then by rank, jokers last.
std::vector<Card> sortedHand(std::vector<Card> hand)
{
    std::stable_sort(hand.begin(), hand.end(), [](const Card &a, const Card &b) {
        if (a.isJoker() != b.isJoker()) return b.isJoker();
        if (a.suit != b.suit) return static_cast<int>(a.suit) < static_cast<int>(b.suit);
        return a.rank < b.rank;
    });
    return hand;
}

/// Where every card goes at card height `h` in `width` pixels; `height` is what it all takes.
struct Geometry {
    int h = 0, w = 0, label = 0, badge = 0;
    struct Placed {
        Card card;
        QRect rect;
    };
    std::vector<Placed> hand, pile;
    std::vector<std::vector<Placed>> melds;
    std::vector<QRect> meldRects;
    QRect stock, cut;
    int handTop = 0, tableTop = 0, pileTop = 0, height = 0;
    int lift = 0; ///< how far a marked hand card is raised above the others (drawn on top of them)
};

/// `lifted`: hand cards raised above the others and drawn on top of them, so that a mark around
/// one frames that card alone (a frame around a card its neighbour half covers looked like it
/// marked two cards: a tester).
Geometry place(const remi::PlayerView &v, int h, int width, const QFontMetrics &fm, const std::vector<CardId> &lifted)
{
    Geometry g;
    g.h = h;
    g.w = static_cast<int>(h * CardRenderer::aspect());
    g.label = fm.height() + 2;
    g.badge = fm.height() + 4;
    g.lift = std::max(6, h / 5);
    const int avail = width - 2 * kMargin;
    int y = kMargin;
    // The hand.
    g.handTop = y;
    y += g.label + g.badge;
    const std::vector<Card> hand = sortedHand(v.hand);
    const int n = static_cast<int>(hand.size());
    const int step = n > 1 ? std::min(g.w + 4, (avail - g.w) / (n - 1)) : 0;
    for (int i = 0; i < n; ++i) {
        const Card &c = hand[static_cast<std::size_t>(i)];
        g.hand.push_back({c, QRect(kMargin + i * step, y + (contains(lifted, c.id) ? 0 : g.lift), g.w, h)});
    }
    y += g.lift + h + 6;
    // The table's melds, in rows across.
    g.tableTop = y;
    y += g.label + g.badge;
    const int mstep = std::max(8, static_cast<int>(g.w * 0.42));
    const int gap = std::max(8, g.w / 3);
    int x = kMargin;
    int rows = v.table.empty() ? 0 : 1;
    for (const remi::Meld &m : v.table) {
        const int mw = g.w + (m.size() - 1) * mstep;
        if (x > kMargin && x + mw > kMargin + avail) {
            x = kMargin;
            y += h + g.badge;
            ++rows;
        }
        std::vector<Geometry::Placed> cards;
        for (int i = 0; i < m.size(); ++i)
            cards.push_back({m.cards[static_cast<std::size_t>(i)], QRect(x + i * mstep, y, g.w, h)});
        g.melds.push_back(cards);
        g.meldRects.push_back(QRect(x, y, mw, h));
        x += mw + gap;
    }
    y += (rows ? h : fm.height()) + 6;
    // The stock, the cut card and the discard pile (top card on the right).
    g.pileTop = y;
    y += g.label + g.badge;
    x = kMargin;
    g.stock = QRect(x, y, g.w, h);
    x += g.w + gap;
    if (v.cut) {
        g.cut = QRect(x, y, g.w, h);
        x += g.w + gap;
    }
    const std::size_t first = v.pile.size() > kPileShown ? v.pile.size() - kPileShown : 0;
    for (std::size_t i = first; i < v.pile.size(); ++i) {
        g.pile.push_back({v.pile[i].card, QRect(x, y, g.w, h)});
        x += mstep;
    }
    g.height = y + h + (v.cut ? fm.height() + 2 : 0) + kMargin;
    return g;
}

/// The largest cards with which everything fits in `size`.
Geometry fitted(const remi::PlayerView &v, QSize size, const QFontMetrics &fm, const std::vector<CardId> &lifted)
{
    Geometry g;
    for (int h = 120; h >= 36; h -= 4) {
        g = place(v, h, size.width(), fm, lifted);
        if (g.height <= size.height()) break;
    }
    return g;
}

/// The part of `placed[i]` not covered by the cards after it (a row where each card covers the
/// left of the next one's predecessor): a mark frames only what is seen of the card.
QRect visiblePart(const std::vector<Geometry::Placed> &placed, std::size_t i)
{
    QRect r = placed[i].rect;
    if (i + 1 < placed.size() && placed[i + 1].rect.top() == r.top() && placed[i + 1].rect.left() > r.left())
        r.setRight(std::min(r.right(), placed[i + 1].rect.left() - 1));
    return r;
}

void drawMark(QPainter &p, const QRect &rect, const QColor &colour, int inset)
{
    QPen pen(colour, 3);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(rect.adjusted(-2 + inset, -2 + inset, 2 - inset, 2 - inset), 6, 6);
}

void drawBadge(QPainter &p, const QRect &card, const QColor &colour, const QString &text, int slot, int height)
{
    const QFontMetrics fm = p.fontMetrics();
    const int w = fm.horizontalAdvance(text) + 10;
    const QRect r(card.left() + slot * (w + 2), card.top() - height - 1, w, height - 2);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawRoundedRect(r, 4, 4);
    p.setPen(Qt::black);
    p.drawText(r, Qt::AlignCenter, text);
}

} // namespace

ReviewBoard::ReviewBoard(Renderer renderer, QWidget *parent) : QWidget(parent), m_renderer(std::move(renderer))
{
    setObjectName(QStringLiteral("reviewBoard"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QColor ReviewBoard::playedColour()
{
    return QColor(0xff, 0x9f, 0x1a);
}

QColor ReviewBoard::expertColour()
{
    return QColor(0x64, 0xc8, 0xff);
}

ReviewBoard::Marks ReviewBoard::marksOf(const Action &a, const remi::PlayerView &v)
{
    Marks m;
    switch (a.type) {
    case ActionType::Draw:
        if (a.from == DrawSource::Stock) m.stock = true;
        else if (a.from == DrawSource::Cut) m.cut = true;
        else
            for (int d = 1; d <= a.depth && d <= static_cast<int>(v.pile.size()); ++d)
                m.cards.push_back(v.pile[v.pile.size() - static_cast<std::size_t>(d)].card.id);
        break;
    case ActionType::PickupMeld:
    case ActionType::Meld:
    case ActionType::Rearrange:
        for (const auto &meld : a.melds)
            for (CardId id : meld) m.cards.push_back(id);
        break;
    case ActionType::LayOff:
    case ActionType::SwapJoker:
        m.cards.push_back(a.card);
        m.meld = a.target;
        break;
    case ActionType::Take:
        m.cards = a.cards;
        m.meld = a.target;
        break;
    case ActionType::Discard: m.cards.push_back(a.card); break;
    case ActionType::EndTurn:
    case ActionType::Undo:
    case ActionType::Timeout: break;
    }
    return m;
}

void ReviewBoard::setMoment(const remi::RuleSet &rules, const remi::PlayerView &view, const Action &played,
                            const Action &expert)
{
    m_rules = rules;
    m_view = view;
    m_played = marksOf(played, view);
    m_expert = marksOf(expert, view);
    describe();
    update();
}

void ReviewBoard::clear()
{
    m_view.reset();
    m_played = m_expert = {};
    setAccessibleDescription(QString());
    update();
}

std::vector<CardId> ReviewBoard::shownCards() const
{
    std::vector<CardId> ids;
    if (!m_view) return ids;
    for (const Card &c : m_view->hand) ids.push_back(c.id);
    for (const remi::Meld &m : m_view->table)
        for (const Card &c : m.cards) ids.push_back(c.id);
    const std::size_t first = m_view->pile.size() > kPileShown ? m_view->pile.size() - kPileShown : 0;
    for (std::size_t i = first; i < m_view->pile.size(); ++i) ids.push_back(m_view->pile[i].card.id);
    if (m_view->cut) ids.push_back(m_view->cut->id);
    return ids;
}

void ReviewBoard::describe()
{
    if (!m_view || !m_rules) return;
    QStringList parts;
    parts << tr("Your hand: %1").arg(CardNames::cards(sortedHand(m_view->hand)));
    if (m_view->table.empty()) {
        parts << tr("No melds on the table");
    } else {
        QStringList melds;
        for (const remi::Meld &m : m_view->table) melds << CardNames::meld(m, *m_rules);
        parts << tr("Table: %1").arg(melds.join(QStringLiteral("; ")));
    }
    std::vector<Card> pile;
    for (const remi::PileCard &c : m_view->pile) pile.push_back(c.card);
    parts << (pile.empty() ? tr("The discard pile is empty")
                           : tr("Discard pile, top last: %1").arg(CardNames::cards(pile)));
    parts << tr("Stock: %n cards", nullptr, m_view->stockSize);
    if (m_view->cut) parts << tr("Cut card: %1").arg(CardNames::card(*m_view->cut));
    setAccessibleDescription(parts.join(QStringLiteral(". ")) + QLatin1Char('.'));
}

QSize ReviewBoard::sizeHint() const
{
    return {560, 460};
}

QSize ReviewBoard::minimumSizeHint() const
{
    return {320, 300};
}

void ReviewBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) describe();
    QWidget::changeEvent(event);
}

void ReviewBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), kFelt);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.drawRect(rect().adjusted(1, 1, -2, -2));
    }
    if (!m_view) {
        p.setPen(QColor(255, 255, 255, 200));
        p.drawText(rect().adjusted(kMargin, kMargin, -kMargin, -kMargin), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Choose a moment to see the table as it was."));
        return;
    }
    const QFontMetrics fm = fontMetrics();
    // The largest cards with which everything fits.
    const Geometry g = fitted(*m_view, size(), fm, liftedCards());
    const CardRenderer *renderer = m_renderer();
    if (!renderer) return;
    const qreal dpr = devicePixelRatioF();
    const QSize size(g.w, g.h);
    const auto face = [&](const Card &c, const QRect &r) {
        p.drawPixmap(r.topLeft(), renderer->pixmap(renderer->faceElement(c), size, dpr));
    };
    const auto back = [&](const QRect &r) {
        p.drawPixmap(r.topLeft(), renderer->pixmap(renderer->backElement(), size, dpr));
    };
    const QString you = tr("you");
    const QString expert = tr("expert");
    const auto marks = [&](const QRect &r, bool mine, bool theirs) {
        if (mine) drawMark(p, r, playedColour(), 0);
        if (theirs) drawMark(p, r, expertColour(), mine ? 4 : 0);
        if (mine) drawBadge(p, r, playedColour(), you, 0, g.badge);
        if (theirs) drawBadge(p, r, expertColour(), expert, mine ? 1 : 0, g.badge);
    };
    const auto label = [&](int y, const QString &text) {
        p.setPen(Qt::white);
        p.drawText(QRect(kMargin, y, width() - 2 * kMargin, g.label), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(text, Qt::ElideRight, width() - 2 * kMargin));
    };

    label(g.handTop, tr("Your hand"));
    const auto marked = [&](CardId id) { return contains(m_played.cards, id) || contains(m_expert.cards, id); };
    // The marked cards lifted and drawn last, on top of their neighbours: each frame holds one card.
    for (const auto &c : g.hand)
        if (!marked(c.card.id)) face(c.card, c.rect);
    for (const auto &c : g.hand)
        if (marked(c.card.id)) face(c.card, c.rect);
    for (const auto &c : g.hand)
        marks(c.rect, contains(m_played.cards, c.card.id), contains(m_expert.cards, c.card.id));

    label(g.tableTop, tr("Table"));
    if (g.melds.empty()) {
        p.setPen(QColor(255, 255, 255, 180));
        p.drawText(QRect(kMargin, g.tableTop + g.label + g.badge, width(), fm.height()), Qt::AlignLeft,
                   tr("No melds on the table"));
    }
    for (std::size_t m = 0; m < g.melds.size(); ++m) {
        for (const auto &c : g.melds[m]) face(c.card, c.rect);
        const bool mine = m_played.meld == static_cast<int>(m), theirs = m_expert.meld == static_cast<int>(m);
        if (mine || theirs) marks(g.meldRects[m], mine, theirs);
        for (std::size_t i = 0; i < g.melds[m].size(); ++i) {
            const Card &c = g.melds[m][i].card;
            const bool cardMine = contains(m_played.cards, c.id), cardTheirs = contains(m_expert.cards, c.id);
            if ((cardMine && !mine) || (cardTheirs && !theirs))
                marks(visiblePart(g.melds[m], i), cardMine && !mine, cardTheirs && !theirs);
        }
    }

    label(g.pileTop, tr("Stock (%n cards) and discard pile", nullptr, m_view->stockSize));
    if (m_view->stockSize > 0) back(g.stock);
    else {
        p.setPen(QPen(QColor(255, 255, 255, 120), 1, Qt::DashLine));
        p.drawRoundedRect(g.stock, 6, 6);
    }
    marks(g.stock, m_played.stock, m_expert.stock);
    if (m_view->cut) {
        face(*m_view->cut, g.cut);
        p.setPen(Qt::white);
        p.drawText(QRect(g.cut.left() - 4, g.cut.bottom() + 2, g.cut.width() + 8, fm.height()), Qt::AlignHCenter,
                   fm.elidedText(tr("cut card"), Qt::ElideRight, g.cut.width() + 8));
        marks(g.cut, m_played.cut, m_expert.cut);
    }
    for (const auto &c : g.pile) face(c.card, c.rect);
    for (std::size_t i = 0; i < g.pile.size(); ++i)
        marks(visiblePart(g.pile, i), contains(m_played.cards, g.pile[i].card.id),
              contains(m_expert.cards, g.pile[i].card.id));
}

std::vector<CardId> ReviewBoard::liftedCards() const
{
    std::vector<CardId> ids;
    if (!m_view) return ids;
    for (const Card &c : m_view->hand)
        if (contains(m_played.cards, c.id) || contains(m_expert.cards, c.id)) ids.push_back(c.id);
    return ids;
}

QRect ReviewBoard::cardRect(CardId id) const
{
    if (!m_view) return {};
    const Geometry g = fitted(*m_view, size(), fontMetrics(), liftedCards());
    for (const auto &c : g.hand)
        if (c.card.id == id) return c.rect;
    for (const auto &m : g.melds)
        for (const auto &c : m)
            if (c.card.id == id) return c.rect;
    for (const auto &c : g.pile)
        if (c.card.id == id) return c.rect;
    return {};
}
