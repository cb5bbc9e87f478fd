// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DeckPreview.h"

#include "CardRenderer.h"
#include "CardTheme.h"

#include <QPainter>

DeckPreview::DeckPreview(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("deckPreview"));
    setMinimumHeight(kCardHeight);
}

void DeckPreview::showDeck(const QString &deckKey, bool fourColour)
{
    CardTheme theme = CardThemes::find(CardThemes::available(), deckKey);
    if (theme.builtIn()) theme = CardThemes::builtIn(fourColour);
    m_path = theme.path;
    const CardRenderer renderer(theme);
    const qreal ratio = devicePixelRatioF();
    const QSize card(qRound(kCardHeight * CardRenderer::aspect()), kCardHeight);
    const int gap = 6;
    QPixmap picture(QSize(4 * card.width() + 3 * gap, card.height()) * ratio);
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    const remi::Card cards[] = {{1, 1, remi::Suit::Spades},
                                {2, 7, remi::Suit::Hearts},
                                {3, 10, remi::Suit::Diamonds},
                                {4, 13, remi::Suit::Clubs}};
    int x = 0;
    for (const remi::Card &c : cards) {
        painter.drawPixmap(QRect(QPoint(x, 0), card), renderer.pixmap(renderer.faceElement(c), card, ratio));
        x += card.width() + gap;
    }
    painter.end();
    setPixmap(picture);
}
