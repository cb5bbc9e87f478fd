// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RoundLayout.h"

#include "CardRenderer.h"
#include "GameController.h"
#include "HandModel.h"
#include "TableTips.h"

#include <QFont>
#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

TableLayout RoundLayout::lay(QSizeF view, bool handsShown)
{
    const remi::Round &round = m_controller.round();
    TableLayout::Input in;
    in.view = view;
    in.cardAspect = CardRenderer::aspect();
    QFont label;
    label.setPointSizeF(10);
    label.setBold(true);
    in.lineHeight = std::ceil(QFontMetricsF(label).height());
    in.seats = round.players();
    in.bottomSeat = std::max(0, m_controller.humanSeat());
    in.hand = m_controller.humanSeat() >= 0;
    in.handCards = static_cast<int>(m_hand.cards().size());
    for (int s = 0; s < round.players(); ++s) in.seatCards.push_back(static_cast<int>(round.hand(s).size()));
    in.cutCard = round.cutCard().has_value();
    const int pile = static_cast<int>(round.pile().size());
    in.pileShown = std::min(pile, std::max(round.shownDepth(), pile > 0 ? 1 : 0));
    in.pileTakeable = round.takeableDepth();
    in.pileFans = round.rules().wholePileShown();
    // Each meld where it lay (MeldPlaces: a meld keeps its row and place while it exists); a new
    // round starts afresh.
    if (round.table().empty() || m_round != m_controller.match().roundNumber()) m_places.clear();
    m_round = m_controller.match().roundNumber();
    std::vector<std::vector<remi::CardId>> table;
    std::vector<int> owners;
    for (const remi::Meld &meld : round.table()) {
        table.emplace_back();
        for (const remi::Card &card : meld.cards) table.back().push_back(card.id);
        owners.push_back(meld.owner);
    }
    in.melds = m_places.shapes(table, owners, round.state().turnIndex);
    for (const auto &combination : m_hand.draft()) in.draft.push_back(static_cast<int>(combination.size()));
    in.handsShown = handsShown;
    m_tips.measureLabels(in); // their room, at their widest for the round: the piles do not move as labels change
    if (!in.draft.empty()) in.draftText = std::ceil(QFontMetricsF(label).horizontalAdvance(m_tips.draftText()));
    TableLayout layout(in);
    m_places.placed(layout.meldRows(), layout.meldSlots());
    return layout;
}
