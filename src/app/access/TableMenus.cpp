// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableMenus.h"

#include "CardNames.h"
#include "CommandPresenter.h"
#include "GameController.h"
#include "HandModel.h"
#include "MenuHeading.h"
#include "MoveOffers.h"
#include "PlayerCommands.h"
#include "ReasonText.h"
#include "TableWords.h"

#include <QFontMetrics>
#include <QMenu>
#include <QScreen>
#include <QStyle>
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
    for (int s = 0; s < controller.round().players(); ++s) names << controller.seatName(s);
    return TableWords::ownedMeld(controller.round(), names, meld);
}

QList<TableMenus::Target> TableMenus::layOffTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    const std::vector<remi::Action> actions = m_commands->finder().layOffs(card, onlyMeld);
    for (const remi::Action &a : actions) {
        const int m = a.target;
        const bool ends =
            std::count_if(actions.begin(), actions.end(), [m](const remi::Action &b) { return b.target == m; }) > 1;
        const bool run = round().table()[static_cast<std::size_t>(m)].kind == remi::MeldKind::Run;
        QString text = meldText(m);
        // MeldEnd::Auto: a joker that could stand at either end; the command asks which card.
        if ((run || ends) && a.end != remi::MeldEnd::Auto)
            text = a.end == remi::MeldEnd::Low ? tr("%1 — low end").arg(meldText(m))
                                               : tr("%1 — high end").arg(meldText(m));
        out.append({a, text});
    }
    return out;
}

QList<TableMenus::Target> TableMenus::swapTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    for (const remi::Action &a : m_commands->finder().swaps(card, onlyMeld)) out.append({a, meldText(a.target)});
    return out;
}

QList<TableMenus::Target> TableMenus::swapsOnMeld(int meld) const
{
    QList<Target> out;
    for (const auto &[card, action] : m_commands->finder().swapsOnMeld(meld))
        //: %1 a hand card ("seven of hearts").
        out.append({action, tr("Swap the joker for your %1").arg(CardNames::object(card))});
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
    MenuHeading::add(menu, meldText(meld));
    PlayerCommands *commands = m_commands;
    CommandPresenter *presenter = m_presenter;
    auto add = [&](QMenu *into, const QString &text, const CommandPresenter::Command &command) {
        QAction *a = into->addAction(text);
        QObject::connect(a, &QAction::triggered, presenter,
                         [presenter, command] { presenter->run(Input::Menu, command); });
        return a;
    };

    // Lay off the selected hand card here, at each legal end.
    if (hand >= 0) {
        const remi::Card card = remi::cardFromId(static_cast<remi::CardId>(hand), round().rules().decks);
        for (const Target &t : layOffTargets(static_cast<remi::CardId>(hand), meld)) {
            const bool low = t.action.end == remi::MeldEnd::Low;
            const bool either = t.action.end == remi::MeldEnd::Auto; // a joker: the command asks where
            const QString text = m.kind != remi::MeldKind::Run || either
                                     ? tr("Lay off your %1 here").arg(CardNames::object(card))
                                 : low ? tr("Lay off your %1 at the low end").arg(CardNames::object(card))
                                       : tr("Lay off your %1 at the high end").arg(CardNames::object(card));
            const remi::Action a = t.action;
            add(menu, text, [commands, a](bool) { return commands->layOff(a.card, a.target, a.end); })
                ->setObjectName(either ? QStringLiteral("layOffEither")
                                : low  ? QStringLiteral("layOffLow")
                                       : QStringLiteral("layOffHigh"));
        }
    }
    // Swap a joker for the natural card it stands for: only legal, unambiguous swaps.
    for (const Target &t : swapsOnMeld(meld)) {
        const remi::Action a = t.action;
        add(menu, t.text, [commands, a](bool) {
            return commands->swapJoker(a.card, a.target);
        })->setObjectName(QStringLiteral("swapJoker"));
    }

    const remi::RuleSet &rules = round().rules();
    if (rules.manipulationRule && rules.manipulation) {
        menu->addSeparator();
        const remi::Card &card = m.cards[static_cast<std::size_t>(index)];
        std::vector<remi::CardId> all;
        for (const remi::Card &c : m.cards) all.push_back(c.id);
        const remi::CardId id = card.id;
        // Only what could apply: a take the engine never allows here (a joker in rami, RULES.md 4.5)
        // is left out; one that cannot apply yet is disabled and says why (a missing entry
        // told nothing).
        const MoveOffers offers(commands);
        auto offered = [&](remi::Move kind, const remi::Action &action, const QString &text, const char *name,
                           const CommandPresenter::Command &command) {
            const Offer offer = offers.action(kind, action);
            if (!offer.offered || offer.reason == remi::Reason::JokerCannotTake ||
                offer.reason == remi::Reason::ActionNotAllowed)
                return;
            QAction *a =
                offer.enabled ? add(menu, text, command) : menu->addAction(ReasonText::disabledEntry(text, offer.why));
            a->setEnabled(offer.enabled);
            a->setObjectName(QLatin1String(name));
        };
        offered(remi::Move::Take, remi::Action::take(0, meld, {id}),
                tr("Take the %1 into your hand").arg(CardNames::object(card)), "takeCard",
                [commands, meld, id](bool) { return commands->take(meld, {id}); });
        offered(remi::Move::Take, remi::Action::take(0, meld, all), tr("Take the whole meld"), "takeMeld",
                [commands, meld, all](bool) { return commands->take(meld, all); });
        if (index + 1 < m.size())
            offered(remi::Move::Rearrange, m_commands->finder().splitAfter(meld, index),
                    tr("Split after the %1").arg(CardNames::card(card)), "split",
                    [commands, meld, index](bool) { return commands->split(meld, index); });
        QMenu *joinMenu = menu->addMenu(tr("Join with…"));
        QMenu *moveMenu = menu->addMenu(tr("Move the %1 to…").arg(CardNames::object(card)));
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
        const remi::RuleSet &rules = round().rules();
        const bool placing =
            remi::moveExists(remi::Move::LayOff, rules) || remi::moveExists(remi::Move::SwapJoker, rules);
        menu->addAction(!placing    ? tr("Nothing can be done with this meld")
                        : hand >= 0 ? tr("Nothing fits here now")
                                    : tr("Select a hand card first"))
            ->setEnabled(false);
    }
    // Rami with table manipulation off (its default): the take entry, disabled with the engine's
    // reason for it (Reason::ManipulationNotAllowed), so that a right-click on a meld says why its cards cannot be taken.
    if (rules.manipulationRule && !rules.manipulation) {
        const remi::Card &card = m.cards[static_cast<std::size_t>(index)];
        menu->addAction(ReasonText::disabledEntry(tr("Take the %1 into your hand").arg(CardNames::object(card)),
                                                  ReasonText::menuReason(remi::Reason::ManipulationNotAllowed, rules)))
            ->setEnabled(false);
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
    MenuHeading::add(menu, CardNames::card(card));
    const bool selected = hand->isSelected(id);
    menu->addAction(selected ? tr("Deselect\tSpace") : tr("Select\tSpace"), hand, [hand, id] { hand->toggle(id); });
    // Only the moves this game has; one that cannot apply now is disabled and says why.
    const MoveOffers offers(commands);
    auto entry = [&](QMenu *into, const Offer &offer, const QString &text, const QString &plain,
                     const CommandPresenter::Command &command) -> QAction * {
        if (!offer.offered) return nullptr;
        QAction *a = into->addAction(offer.enabled ? text : ReasonText::disabledEntry(plain, offer.why));
        a->setEnabled(offer.enabled);
        if (offer.enabled) QObject::connect(a, &QAction::triggered, presenter, run(command));
        return a;
    };
    const Offer meldOffer = offers.move(remi::Move::Meld);
    const bool turnOk = meldOffer.reason != remi::Reason::NotYourTurn &&
                        meldOffer.reason != remi::Reason::MustDrawFirst && meldOffer.reason != remi::Reason::RoundOver;
    Offer draftOffer = meldOffer;
    draftOffer.enabled = turnOk && hand->selection().size() >= 3;
    if (turnOk) draftOffer.why = tr("select three cards or more");
    if (QAction *a = entry(menu, draftOffer, tr("Add the selection to the draft\tN"),
                           tr("Add the selection to the draft"), [commands](bool) { return commands->addToDraft(); }))
        a->setObjectName(QStringLiteral("draftEntry"));
    if (QAction *a = entry(menu, meldOffer, tr("Meld\tM"), tr("Meld"), [commands](bool) { return commands->meld(); }))
        a->setObjectName(QStringLiteral("meldEntry"));
    const Offer layOffOffer = offers.withCard(remi::Move::LayOff, id);
    if (layOffOffer.enabled) {
        QMenu *layOff = menu->addMenu(tr("Lay off on…"));
        layOff->setObjectName(QStringLiteral("layOffMenu"));
        for (const Target &t : layOffTargets(id)) {
            const remi::Action a = t.action;
            QObject::connect(layOff->addAction(t.text), &QAction::triggered, presenter,
                             run([commands, a](bool) { return commands->layOff(a.card, a.target, a.end); }));
        }
    } else if (QAction *a = entry(menu, layOffOffer, QString(), tr("Lay off"), {})) {
        a->setObjectName(QStringLiteral("layOffMenu"));
    }
    if (!card.isJoker()) {
        const Offer swapOffer = offers.withCard(remi::Move::SwapJoker, id);
        if (swapOffer.enabled) {
            QMenu *swap = menu->addMenu(tr("Swap joker in…"));
            swap->setObjectName(QStringLiteral("swapMenu"));
            for (const Target &t : swapTargets(id)) {
                const remi::Action a = t.action;
                QObject::connect(swap->addAction(t.text), &QAction::triggered, presenter,
                                 run([commands, a](bool) { return commands->swapJoker(a.card, a.target); }));
            }
        } else if (QAction *a = entry(menu, swapOffer, QString(), tr("Swap a joker"), {})) {
            a->setObjectName(QStringLiteral("swapMenu"));
        }
    }
    // Discarding ends the turn: with rami borrowed cards still held, the presenter asks first.
    if (QAction *a = entry(menu, offers.withCard(remi::Move::Discard, id), tr("Discard\tDelete"), tr("Discard"),
                           [commands, id](bool confirmed) { return commands->discard(id, confirmed); }))
        a->setObjectName(QStringLiteral("discardEntry"));
    if (!card.isJoker()) {
        const Offer buryOffer = offers.withCard(remi::Move::Bury, id);
        if (buryOffer.enabled) {
            QMenu *bury = menu->addMenu(tr("Discard, burying a joker under it"));
            bury->setObjectName(QStringLiteral("buryMenu"));
            for (const remi::Card &j : round().hand(m_commands->controller()->humanSeat()))
                if (j.isJoker() && m_commands->finder().accepts(remi::Action::discardBurying(0, id, j.id))) {
                    const remi::CardId joker = j.id;
                    QObject::connect(
                        bury->addAction(CardNames::card(j)), &QAction::triggered, presenter,
                        run([commands, id, joker](bool confirmed) { return commands->bury(id, joker, confirmed); }));
                }
        } else if (QAction *a = entry(menu, buryOffer, QString(), tr("Discard, burying a joker"), {})) {
            a->setObjectName(QStringLiteral("buryMenu"));
            bool joker = false;
            for (const remi::Card &j : round().hand(m_commands->controller()->humanSeat()))
                joker = joker || j.isJoker();
            if (!joker && buryOffer.reason != remi::Reason::NotYourTurn &&
                buryOffer.reason != remi::Reason::MustDrawFirst)
                a->setText(ReasonText::disabledEntry(tr("Discard, burying a joker"), tr("you hold no joker")));
        }
    }
    return menu;
}
