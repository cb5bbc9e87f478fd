// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableMenus.h"

#include "CardNames.h"
#include "CommandPresenter.h"
#include "GameController.h"
#include "HandModel.h"
#include "PlayerCommands.h"
#include "TableWords.h"

#include <QMenu>
#include <algorithm>

namespace {
using Input = CommandPresenter::Input;
}

TableMenus::TableMenus(PlayerCommands *commands, CommandPresenter *presenter)
    : m_commands(commands), m_presenter(presenter)
{
}

const remi::Round &TableMenus::round() const
{
    return m_commands->controller()->round();
}

QString TableMenus::meldText(int meld) const
{
    return meldText(*m_commands->controller(), meld);
}

QString TableMenus::meldText(const GameController &controller, int meld)
{
    QStringList names;
    for (int s = 0; s < controller.round().players(); ++s)
        names << controller.seatName(s);
    return TableWords::ownedMeld(controller.round(), names, meld);
}

QList<TableMenus::Target> TableMenus::layOffTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    const std::vector<remi::Action> actions = m_commands->finder().layOffs(card, onlyMeld);
    for (const remi::Action &a : actions) {
        const int m = a.target;
        const bool ends = std::count_if(actions.begin(), actions.end(), [m](const remi::Action &b) { return b.target == m; }) > 1;
        const bool run = round().table()[static_cast<std::size_t>(m)].kind == remi::MeldKind::Run;
        QString text = meldText(m);
        if (run || ends)
            text = a.end == remi::MeldEnd::Low ? tr("%1 — low end").arg(meldText(m)) : tr("%1 — high end").arg(meldText(m));
        out.append({a, text});
    }
    return out;
}

QList<TableMenus::Target> TableMenus::swapTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    for (const remi::Action &a : m_commands->finder().swaps(card, onlyMeld))
        out.append({a, meldText(a.target)});
    return out;
}

QList<TableMenus::Target> TableMenus::swapsOnMeld(int meld) const
{
    QList<Target> out;
    for (const auto &[card, action] : m_commands->finder().swapsOnMeld(meld))
        //: %1 a hand card ("seven of hearts").
        out.append({action, tr("Swap the joker for your %1").arg(CardNames::card(card))});
    return out;
}

QMenu *TableMenus::meldMenu(int meld, int index, int hand, QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("meldMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const auto &table = round().table();
    if (meld < 0 || meld >= static_cast<int>(table.size())) return menu;
    const remi::Meld &m = table[static_cast<std::size_t>(meld)];
    index = std::clamp(index, 0, m.size() - 1);
    menu->setTitle(meldText(meld));
    menu->addSection(meldText(meld));
    PlayerCommands *commands = m_commands;
    CommandPresenter *presenter = m_presenter;
    auto add = [&](QMenu *into, const QString &text, const CommandPresenter::Command &command) {
        QAction *a = into->addAction(text);
        QObject::connect(a, &QAction::triggered, presenter, [presenter, command] { presenter->run(Input::Menu, command); });
        return a;
    };

    // Lay off the selected hand card here, at each legal end.
    if (hand >= 0) {
        const remi::Card card = remi::cardFromId(static_cast<remi::CardId>(hand), round().rules().decks);
        for (const Target &t : layOffTargets(static_cast<remi::CardId>(hand), meld)) {
            const bool low = t.action.end == remi::MeldEnd::Low;
            const QString text = m.kind != remi::MeldKind::Run
                                     ? tr("Lay off your %1 here").arg(CardNames::card(card))
                                 : low ? tr("Lay off your %1 at the low end").arg(CardNames::card(card))
                                       : tr("Lay off your %1 at the high end").arg(CardNames::card(card));
            const remi::Action a = t.action;
            add(menu, text, [commands, a](bool) { return commands->layOff(a.card, a.target, a.end); })
                ->setObjectName(low ? QStringLiteral("layOffLow") : QStringLiteral("layOffHigh"));
        }
    }
    // Swap a joker for the natural card it stands for: only legal, unambiguous swaps.
    for (const Target &t : swapsOnMeld(meld)) {
        const remi::Action a = t.action;
        add(menu, t.text, [commands, a](bool) { return commands->swapJoker(a.card, a.target); })
            ->setObjectName(QStringLiteral("swapJoker"));
    }

    const remi::RuleSet &rules = round().rules();
    if (rules.manipulationRule && rules.manipulation) {
        menu->addSeparator();
        const remi::Card &card = m.cards[static_cast<std::size_t>(index)];
        std::vector<remi::CardId> all;
        for (const remi::Card &c : m.cards)
            all.push_back(c.id);
        const remi::CardId id = card.id;
        add(menu, tr("Take the %1 into your hand").arg(CardNames::card(card)),
            [commands, meld, id](bool) { return commands->take(meld, {id}); })
            ->setObjectName(QStringLiteral("takeCard"));
        add(menu, tr("Take the whole meld"), [commands, meld, all](bool) { return commands->take(meld, all); })
            ->setObjectName(QStringLiteral("takeMeld"));
        if (index + 1 < m.size())
            add(menu, tr("Split after the %1").arg(CardNames::card(card)),
                [commands, meld, index](bool) { return commands->split(meld, index); })
                ->setObjectName(QStringLiteral("split"));
        QMenu *joinMenu = menu->addMenu(tr("Join with…"));
        QMenu *moveMenu = menu->addMenu(tr("Move the %1 to…").arg(CardNames::card(card)));
        const MoveFinder &finder = m_commands->finder();
        for (int other = 0; other < static_cast<int>(table.size()); ++other) {
            if (other == meld) continue;
            if (finder.accepts(finder.join(meld, other)))
                add(joinMenu, meldText(other), [commands, meld, other](bool) { return commands->join(meld, other); });
            if (finder.accepts(finder.moveCard(meld, index, other)))
                add(moveMenu, meldText(other),
                    [commands, meld, index, other](bool) { return commands->moveCard(meld, index, other); });
        }
        for (QMenu *sub : {joinMenu, moveMenu})
            if (sub->isEmpty()) sub->addAction(tr("No meld fits"))->setEnabled(false);
    }
    if (menu->actions().size() <= 1) {
        menu->addAction(hand >= 0 ? tr("Nothing fits here now") : tr("Select a hand card first"))->setEnabled(false);
    }
    return menu;
}

QMenu *TableMenus::cardMenu(remi::CardId id, QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("cardMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    HandModel *hand = m_commands->hand();
    const remi::Card *held = hand->card(id);
    if (!held) return menu;
    const remi::Card card = *held;
    PlayerCommands *commands = m_commands;
    CommandPresenter *presenter = m_presenter;
    auto run = [presenter](const CommandPresenter::Command &command) {
        return [presenter, command] { presenter->run(Input::Menu, command); };
    };
    menu->addSection(CardNames::card(card));
    const bool selected = hand->isSelected(id);
    menu->addAction(selected ? tr("Deselect\tSpace") : tr("Select\tSpace"), hand, [hand, id] { hand->toggle(id); });
    menu->addAction(tr("Add the selection to the draft\tN"), presenter,
                    run([commands](bool) { return commands->addToDraft(); }))
        ->setEnabled(hand->selection().size() >= 3);
    menu->addAction(tr("Meld\tM"), presenter, run([commands](bool) { return commands->meld(); }))
        ->setEnabled(!hand->selection().isEmpty() || !hand->draft().empty());
    QMenu *layOff = menu->addMenu(tr("Lay off on…"));
    layOff->setObjectName(QStringLiteral("layOffMenu"));
    for (const Target &t : layOffTargets(id)) {
        const remi::Action a = t.action;
        QObject::connect(layOff->addAction(t.text), &QAction::triggered, presenter,
                         run([commands, a](bool) { return commands->layOff(a.card, a.target, a.end); }));
    }
    if (layOff->isEmpty()) layOff->addAction(tr("No meld takes this card now"))->setEnabled(false);
    QMenu *swap = menu->addMenu(tr("Swap joker in…"));
    swap->setObjectName(QStringLiteral("swapMenu"));
    for (const Target &t : swapTargets(id)) {
        const remi::Action a = t.action;
        QObject::connect(swap->addAction(t.text), &QAction::triggered, presenter,
                         run([commands, a](bool) { return commands->swapJoker(a.card, a.target); }));
    }
    if (swap->isEmpty()) swap->addAction(tr("No joker stands for this card"))->setEnabled(false);
    // Discarding ends the turn: with rami borrowed cards still held, the presenter asks first.
    QObject::connect(menu->addAction(tr("Discard\tDelete")), &QAction::triggered, presenter,
                     run([commands, id](bool confirmed) { return commands->discard(id, confirmed); }));
    if (round().rules().buryJokerRule && !card.isJoker()) {
        QMenu *bury = menu->addMenu(tr("Discard, burying a joker under it"));
        for (const remi::Card &j : round().hand(m_commands->controller()->humanSeat()))
            if (j.isJoker()) {
                const remi::CardId joker = j.id;
                QObject::connect(bury->addAction(CardNames::card(j)), &QAction::triggered, presenter,
                                 run([commands, id, joker](bool confirmed) { return commands->bury(id, joker, confirmed); }));
            }
        if (bury->isEmpty()) bury->addAction(tr("You hold no joker"))->setEnabled(false);
    }
    return menu;
}
