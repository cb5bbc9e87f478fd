// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One seat's panel on the table: its name, how many cards it holds, an "opened" badge,
// its score (the match total, and the round's live points where the variant scores during the
// round), a glow while it is that seat's turn and a "thinking…" mark while a computer seat is to
// move. TableScene makes it and has it follow() the controller; the card backs of another seat lie
// over its lower part.

#include <QGraphicsObject>
#include <optional>

class GameController;

class SeatPanel : public QGraphicsObject {
    Q_OBJECT
  public:
    /// A panel of `size`, its text lines `lineHeight` pixels high; with `lines` 3 the score has a
    /// line of its own (a narrow panel), else it stands at the right of the name.
    SeatPanel(QSizeF size, qreal lineHeight, int lines = 2, QGraphicsItem *parent = nullptr);

    void setName(const QString &name);
    QString name() const { return m_name; }
    void setCardCount(int cards);
    int cardCount() const { return m_cards; }
    /// The badge "opened" (games with an opening requirement, once the seat has opened).
    void setOpened(bool opened);
    bool isOpened() const { return m_opened; }
    /// The match total (points) and, where the variant scores during the round, the round's points.
    void setScore(int matchTotal, std::optional<int> liveRoundPoints);
    /// The score as drawn: "120", or "120 (+35)" with live round points; "" before setScore().
    QString scoreText() const;
    /// It is this seat's turn: the panel glows.
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }
    /// A computer seat is choosing its move: "thinking…" beside the name.
    void setThinking(bool thinking);
    bool isThinking() const { return m_thinking; }
    /// Online: the seat's player is away, in words ("reconnecting…", "played by the computer"),
    /// drawn at the right of the second line instead of "thinking…"; "" while the player is there.
    void setPresenceMark(const QString &mark);
    QString presenceMark() const { return m_presence; }
    /// The second line as drawn: card count, and the badge's word.
    QString infoText() const;
    /// Round seat `seat`'s turn, "thinking…", presence and score as `controller` has them: the match
    /// total and, where the engine says the variant scores during the round (RULES.md 4.5, 4.8), the
    /// round's live points (a settled round's points are in the total already).
    void follow(const GameController &controller, int seat);

    QRectF boundingRect() const override;
    /// The panel itself, without its turn glow (item coordinates).
    QRectF frameRect() const { return QRectF(QPointF(0, 0), m_size); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

  private:
    void updateToolTip();

    QSizeF m_size;
    qreal m_line;
    int m_lines;
    QString m_name;
    int m_cards = 0;
    bool m_opened = false;
    std::optional<int> m_total;
    std::optional<int> m_live;
    bool m_current = false;
    bool m_thinking = false;
    QString m_presence;
};
