// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SeatPanel.h"

#include "GameController.h"
#include "TableWords.h"
#include "engine/ScoreBreakdown.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

namespace {
const QColor kPanel(0, 0, 0, 80);
const QColor kText(235, 240, 230);
const QColor kGlow(255, 214, 90);
const QColor kBadge(46, 150, 84);
constexpr qreal kPad = 5;
constexpr int kGlowRings = 5; ///< the turn's glow: this many fading outlines outside the panel
} // namespace

SeatPanel::SeatPanel(QSizeF size, qreal lineHeight, int lines, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_size(size), m_line(lineHeight), m_lines(lines)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void SeatPanel::setName(const QString &name)
{
    m_name = name;
    updateToolTip();
    update();
}

void SeatPanel::setCardCount(int cards)
{
    m_cards = cards;
    updateToolTip();
    update();
}

void SeatPanel::setOpened(bool opened)
{
    m_opened = opened;
    updateToolTip();
    update();
}

void SeatPanel::setScore(int matchTotal, std::optional<int> liveRoundPoints)
{
    m_total = matchTotal;
    m_live = liveRoundPoints;
    updateToolTip();
    update();
}

QString SeatPanel::scoreText() const
{
    if (!m_total) return QString();
    QString text = QString::number(*m_total);
    if (m_live) text += QStringLiteral(" (%1%2)").arg(*m_live > 0 ? QStringLiteral("+") : QString()).arg(*m_live);
    return text;
}

void SeatPanel::setCurrent(bool current)
{
    if (current == m_current) return;
    m_current = current;
    update();
}

void SeatPanel::setThinking(bool thinking)
{
    if (thinking == m_thinking) return;
    m_thinking = thinking;
    update();
}

void SeatPanel::setPresenceMark(const QString &mark)
{
    if (mark == m_presence) return;
    m_presence = mark;
    updateToolTip();
    update();
}

QString SeatPanel::infoText() const
{
    return tr("%n card(s)", nullptr, m_cards);
}

void SeatPanel::updateToolTip()
{
    QStringList lines{TableWords::seatSummary(m_name, m_cards, m_opened ? std::optional<bool>(true) : std::nullopt)};
    if (!m_presence.isEmpty()) lines << m_presence;
    if (m_total) lines << tr("Score: %1").arg(*m_total);
    // What the bracket after the score means (RULES.md 4.5, 4.8: rami scores during the round).
    if (m_live)
        //: %1 the bracket shown after the score, e.g. "(+45)".
        lines << tr("%1: points scored this round")
                     .arg(QStringLiteral("(%1%2)").arg(*m_live > 0 ? QStringLiteral("+") : QString()).arg(*m_live));
    setToolTip(lines.join(QLatin1Char('\n')));
}

QRectF SeatPanel::boundingRect() const
{
    const qreal glow = kGlowRings * 2;
    return QRectF(QPointF(0, 0), m_size).adjusted(-glow, -glow, glow, glow);
}

void SeatPanel::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box(QPointF(0, 0), m_size);
    const qreal radius = 8;
    if (m_current) {
        // The turn's glow: soft golden rings fading outwards.
        painter->setBrush(Qt::NoBrush);
        for (int i = kGlowRings; i >= 1; --i) {
            QColor ring = kGlow;
            ring.setAlpha(150 / i);
            painter->setPen(QPen(ring, 2));
            painter->drawRoundedRect(box.adjusted(-2 * i + 1, -2 * i + 1, 2 * i - 1, 2 * i - 1), radius + i,
                                     radius + i);
        }
    }
    painter->setPen(m_current ? QPen(kGlow, 2) : QPen(QColor(255, 255, 255, 40), 1));
    painter->setBrush(kPanel);
    painter->drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);

    QFont font = painter->font();
    font.setPixelSize(std::max(9, static_cast<int>(std::round(m_line * 0.72))));
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF bold(font);
    const qreal inner = m_size.width() - 2 * kPad;
    const QRectF first(kPad, kPad, inner, m_line);
    const QRectF second(kPad, kPad + m_line, inner, m_line);

    // First line: the name (cut short with "…" when long), the score at the right (or on a third line).
    const QString score = scoreText();
    const bool scoreBeside = m_lines < 3;
    const qreal scoreW = score.isEmpty() || !scoreBeside ? 0 : bold.horizontalAdvance(score) + 6;
    painter->setPen(m_current ? kGlow : kText);
    painter->drawText(first.adjusted(0, 0, -scoreW, 0), Qt::AlignLeft | Qt::AlignVCenter,
                      bold.elidedText(m_name, Qt::ElideRight, inner - scoreW));
    if (!score.isEmpty()) {
        painter->setPen(kText);
        if (scoreBeside) painter->drawText(first, Qt::AlignRight | Qt::AlignVCenter, score);
        else
            painter->drawText(first.translated(0, 2 * m_line), Qt::AlignLeft | Qt::AlignVCenter,
                              bold.elidedText(score, Qt::ElideRight, inner));
    }

    // Second line: the card count, the "opened" badge, "thinking…" at the right.
    font.setBold(false);
    painter->setFont(font);
    const QFontMetricsF plain(font);
    const QString info = infoText();
    painter->setPen(kText);
    painter->drawText(second, Qt::AlignLeft | Qt::AlignVCenter, plain.elidedText(info, Qt::ElideRight, inner));
    qreal x = kPad + plain.horizontalAdvance(info) + 6;
    if (m_opened) {
        const QString badge = TableWords::opened(true);
        const qreal w = plain.horizontalAdvance(badge) + 8;
        if (x + w <= kPad + inner) {
            const QRectF pill(x, second.top() + 1, w, m_line - 2);
            painter->setPen(Qt::NoPen);
            painter->setBrush(kBadge);
            painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            painter->setPen(Qt::white);
            painter->drawText(pill, Qt::AlignCenter, badge);
            x += w + 6;
        }
    }
    if (m_thinking || !m_presence.isEmpty()) {
        font.setItalic(true);
        painter->setFont(font);
        // Short of room (eight seats on a small screen): as much of the word as fits, at least "…".
        const QString mark = QFontMetricsF(font).elidedText(m_presence.isEmpty() ? tr("thinking…") : m_presence,
                                                            Qt::ElideRight, std::max<qreal>(kPad + inner - x, 12));
        painter->setPen(kGlow);
        painter->drawText(second, Qt::AlignRight | Qt::AlignVCenter, mark);
    }
}

void SeatPanel::follow(const GameController &controller, int seat)
{
    const remi::Round &round = controller.round();
    const bool current = seat == round.currentSeat() && !round.isOver();
    setCurrent(current);
    setThinking(current && controller.isThinking());
    // Online (issue 39, docs/PROTOCOL.md "Coming back"): a player who is away. (The words keep the
    // context of TableScene, which said them first.)
    QString away;
    switch (controller.seatPresence(controller.match().matchSeat(seat))) {
    case GameController::Presence::Here: break;
    case GameController::Presence::Reconnecting:
        away = QCoreApplication::translate("TableScene", "reconnecting…");
        break;
    case GameController::Presence::PlayedByComputer:
        away = QCoreApplication::translate("TableScene", "played by the computer");
        break;
    }
    setPresenceMark(away);
    const remi::Match &match = controller.match();
    const bool live = remi::scoresDuringRound(round.rules()) && !round.isOver();
    setScore(match.totals()[static_cast<std::size_t>(match.matchSeat(seat))],
             live ? std::optional<int>(round.roundScore(seat)) : std::nullopt);
}
