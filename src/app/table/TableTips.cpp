// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableTips.h"

#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "MarkWords.h"
#include "MoveFinder.h"
#include "ScoreWords.h"
#include "VariantNames.h"

#include "engine/Round.h"

#include <QFont>
#include <QFontMetricsF>
#include <cmath>

QString TableTips::keyName(const QString &name) const
{
    return m_keys.value(name).toString(QKeySequence::NativeText);
}

QString TableTips::stockToolTip() const
{
    const int stock = m_controller.hasGame() ? m_controller.round().stockSize() : 0;
    const QString key = keyName(QStringLiteral("drawAction"));
    if (key.isEmpty()) return tr("Stock: %n card(s). Click to draw the top card.", nullptr, stock);
    //: %1 the key that draws (D).
    return tr("Stock: %n card(s). Click or press %1 to draw the top card.", nullptr, stock).arg(key);
}

QString TableTips::cutToolTip() const
{
    if (!m_controller.hasGame() || !m_controller.round().cutCard()) return QString();
    //: %1 the cut card, %2 the key that takes it (Shift+D) (RULES.md 3.7).
    return tr("Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a hand.")
        .arg(CardNames::card(*m_controller.round().cutCard()), keyName(QStringLiteral("drawCutAction")));
}

QString TableTips::pileToolTip(int depth) const
{
    if (!m_controller.hasGame()) return QString();
    const remi::Round &round = m_controller.round();
    const std::vector<remi::PileCard> &pile = round.pile();
    const QString discardKey = keyName(QStringLiteral("discardAction"));
    if (depth <= 0 || pile.empty())
        //: %1 the key that discards the focused card (Delete).
        return tr("Discard pile: empty. Drop a hand card here, double-click it or press %1 to discard it.")
            .arg(discardKey);
    if (depth > static_cast<int>(pile.size())) return QString();
    const QString card = CardNames::card(pile[pile.size() - static_cast<std::size_t>(depth)].card);
    if (depth == 1)
        //: %1 the top card, %2 the key that takes it (T), %3 the key that discards (Delete).
        return tr("Discard pile: %n card(s), the %1 on top. Click it or press %2 to take it. Drop a hand card "
                  "here, double-click it or press %3 to discard it.",
                  nullptr, static_cast<int>(pile.size()))
            .arg(card, keyName(QStringLiteral("takeAction")), discardKey);
    if (depth <= round.takeableDepth())
        //: %1 a card deeper in the discard pile (RULES.md 4.3, 5.3).
        return tr("%1: click to take it with the cards above it.").arg(card);
    return card;
}

QString TableTips::draftToolTip() const
{
    //: %1 "Draft: 54 points (2 melds)", %2 the Meld key (M), %3 the key that clears the draft.
    return tr("%1. Not on the table yet: press %2 or click Meld to lay them all at once, %3 to put them back.")
        .arg(draftText(), keyName(QStringLiteral("meldAction")),
             QKeySequence(Qt::SHIFT | Qt::Key_Escape).toString(QKeySequence::NativeText));
}

QString TableTips::stockText() const
{
    return tr("Stock: %1").arg(m_controller.round().stockSize());
}

QString TableTips::pileText() const
{
    const remi::Round &round = m_controller.round();
    const int size = static_cast<int>(round.pile().size());
    // A count of cards, not a rank beside a 2♣ on top ("Discard pile: 2"); "empty", as the pile's
    // tooltip says, rather than "0 cards" (sr review item 31).
    if (size == 0) return tr("Discard pile: empty");
    return round.takeableDepth() > 1 ? tr("Discard pile: %n card(s) (the marked cards may be taken)", nullptr, size)
                                     : tr("Discard pile: %n card(s)", nullptr, size);
}

void TableTips::measureLabels(TableLayout::Input &in) const
{
    // The labels' texts, measured in their fonts, get their room ("Пресечена ка…"), at
    // their widest for the round: a count of as many digits as the shoe's size, the pile's longer
    // text wherever more than its top card may ever be taken. Counts changing and the pile's marks
    // coming and going then never move the piles or the melds.
    const remi::RuleSet &rules = m_controller.round().rules();
    const QString most(QString::number(rules.shoeSize()).size(), QLatin1Char('8'));
    QFont plain;
    plain.setPointSizeF(10);
    const QFontMetricsF metrics(plain);
    if (in.cutCard) in.cutText = std::ceil(metrics.horizontalAdvance(cutText()));
    in.stockText = std::ceil(
        std::max(metrics.horizontalAdvance(stockText()), metrics.horizontalAdvance(tr("Stock: %1").arg(most))));
    const QString pile = rules.discardDepthLimit() != 1
                             ? tr("Discard pile: %n card(s) (the marked cards may be taken)", nullptr, most.toInt())
                             : tr("Discard pile: %n card(s)", nullptr, most.toInt());
    in.pileText = std::ceil(std::max(metrics.horizontalAdvance(pileText()), metrics.horizontalAdvance(pile)));
    // The game's name at its widest for the match (a round number of two digits): it never moves.
    const QString variant = VariantNames::title(QString::fromStdString(rules.variant));
    const QString widest = ScoreWords::round(88);
    in.gameText = std::ceil(std::max(metrics.horizontalAdvance(gameText()),
                                     metrics.horizontalAdvance(variant + QStringLiteral(" · ") + widest)));
    in.gameTextPart = std::ceil(std::max(metrics.horizontalAdvance(variant), metrics.horizontalAdvance(widest)));
}

QString TableTips::gameText() const
{
    // Which game this is, on the table itself (issue 35: only the title named it).
    return VariantNames::title(QString::fromStdString(m_controller.round().rules().variant)) + QStringLiteral(" · ") +
           ScoreWords::round(m_controller.match().roundNumber());
}

QString TableTips::draftText() const
{
    if (!m_controller.hasGame() || m_hand.draft().empty()) return QString();
    // The points the engine counts for the opening (play/MoveFinder, RULES.md 3.6, 4.6).
    const remi::OpeningCount count = m_finder.openingCount(m_hand.draft(), {});
    // The points first: a label cut at its end still shows them.
    //: %1 the draft's points, %n its melds: "Draft: 49 points (2 melds)".
    return tr("Draft: %1 points (%n meld(s))", nullptr, static_cast<int>(m_hand.draft().size())).arg(count.points);
}

QString TableTips::handCardToolTip(const remi::Card &card, bool borrowed) const
{
    // The red frame's meaning in the card's tooltip (MarkWords).
    const QString name = CardNames::card(card);
    if (!borrowed) return name;
    return name + QLatin1Char('\n') +
           MarkWords::text(MarkWords::Mark::Borrowed, m_controller.round().rules().borrowPenalty);
}
