// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RoundEndDialog.h"

#include "CardNames.h"
#include "GameController.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cstdlib>

RoundEndDialog::RoundEndDialog(const GameController *controller, QWidget *parent)
    : QDialog(parent), m_controller(controller)
{
    auto *layout = new QVBoxLayout(this);
    m_report = new QTextBrowser(this);
    m_report->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_report);
    // Our own accept button: QDialogButtonBox resets the texts of standard buttons on a language change.
    m_buttons = new QDialogButtonBox(this);
    m_next = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_next->setObjectName(QStringLiteral("nextButton"));
    m_next->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    retranslateUi();
    resize(460, 420);
}

void RoundEndDialog::retranslateUi()
{
    const bool over = m_controller->match().isOver();
    setWindowTitle(over ? tr("Match over") : tr("Round %1 over").arg(m_controller->match().roundNumber()));
    m_report->setHtml(reportHtml(m_controller));
    m_next->setText(over ? tr("Show the winners") : tr("Next round"));
}

void RoundEndDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_report) retranslateUi();
    QDialog::changeEvent(event);
}

QString RoundEndDialog::lineText(const remi::ScoreLine &line, const GameController *controller)
{
    using Kind = remi::ScoreLine::Kind;
    const QString card = CardNames::card(line.card);
    switch (line.kind) {
    case Kind::CardInHand:
        return tr("%1 left in hand: %2").arg(card).arg(line.points);
    case Kind::OpponentHand:
        // The human's own hand is "Your hand", not "Hand of You" (issue 18).
        if (line.seat == controller->humanSeat() && !controller->isHotSeat()) return tr("Your hand: %1").arg(line.points);
        return tr("Hand of %1: %2").arg(controller->seatName(line.seat)).arg(line.points);
    case Kind::Finish:
        return tr("Went out: %1").arg(line.points);
    case Kind::NotOpened:
        return tr("Not opened: %1").arg(line.points);
    case Kind::Multiplier:
        return tr("Multiplied by %1").arg(line.factor);
    case Kind::TableCard:
        return tr("%1 on the table: %2").arg(card).arg(line.points);
    case Kind::HandMeldCard:
        return tr("%1 in a combination in hand: %2").arg(card).arg(line.points);
    case Kind::ClosingBonus:
        return tr("Closing card %1 (×%2): %3").arg(card).arg(line.factor).arg(line.points);
    case Kind::TablePoints:
        return tr("Table points: %1").arg(line.points);
    case Kind::Penalty:
        return tr("Penalties: %1").arg(line.points);
    case Kind::Bonus:
        return tr("Going-out bonus: %1").arg(line.points);
    case Kind::OwnHand:
        return tr("Own hand: %1").arg(line.points);
    }
    return {};
}

QString RoundEndDialog::reportHtml(const GameController *controller)
{
    const remi::Match &match = controller->match();
    const remi::RoundResult &result = controller->round().result();
    QString html;
    html += result.winner >= 0
                ? tr("<p><b>%1 went out.</b></p>").arg(controller->seatName(result.winner).toHtmlEscaped())
                : tr("<p><b>Nobody went out.</b></p>");
    for (int s = 0; s < static_cast<int>(result.seats.size()); ++s) {
        const remi::SeatScore &score = result.seats[static_cast<std::size_t>(s)];
        // The plural form follows the absolute value ("−21 очко"); %2 keeps the sign.
        html += tr("<p><b>%1: %2 point(s)</b>", nullptr, std::abs(score.points))
                    .arg(controller->seatName(s).toHtmlEscaped())
                    .arg(score.points);
        for (const remi::ScoreLine &line : score.lines)
            html += QStringLiteral("<br>&nbsp;&nbsp;") + lineText(line, controller).toHtmlEscaped();
        html += QStringLiteral("</p>");
    }
    html += tr("<p><b>Totals after round %1</b>").arg(match.history().size());
    for (int m = 0; m < match.players(); ++m)
        html += QStringLiteral("<br>") + tr("%1: %2")
                                             .arg(controller->matchSeatName(m).toHtmlEscaped())
                                             .arg(match.totals()[static_cast<std::size_t>(m)]);
    html += QStringLiteral("</p>");
    return html;
}
