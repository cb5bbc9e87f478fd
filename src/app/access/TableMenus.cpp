#include "TableMenus.h"

#include "CardNames.h"
#include "GameController.h"
#include "MeldOrder.h"
#include "TableScene.h"

#include <QMenu>
#include <algorithm>

TableMenus::TableMenus(GameController *controller, TableScene *scene, std::function<void()> addToDraft,
                       std::function<void()> meld)
    : m_controller(controller), m_scene(scene), m_addToDraft(std::move(addToDraft)), m_meld(std::move(meld))
{
}

const remi::Round &TableMenus::round() const { return m_controller->round(); }

remi::Reason TableMenus::tryAction(remi::Action action) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return remi::Reason::NotYourTurn;
    action.seat = m_controller->humanSeat();
    remi::Round trial = round();
    return trial.apply(action);
}

QString TableMenus::meldText(int meld) const
{
    return meldText(*m_controller, meld);
}

QString TableMenus::meldText(const GameController &controller, int meld)
{
    const remi::Round &round = controller.round();
    const remi::Meld &m = round.table()[static_cast<std::size_t>(meld)];
    //: %1 the owner of a table meld, %2 the meld ("run 5-6-7 of hearts, 15 points").
    return tr("%1: %2").arg(controller.seatName(m.owner), CardNames::meld(m, round.rules()));
}

QList<TableMenus::Target> TableMenus::layOffTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    if (!m_controller->hasGame()) return out;
    const int melds = static_cast<int>(round().table().size());
    for (int m = 0; m < melds; ++m) {
        if (onlyMeld >= 0 && m != onlyMeld) continue;
        std::vector<remi::Meld> seen;
        for (remi::MeldEnd end : {remi::MeldEnd::Low, remi::MeldEnd::High}) {
            remi::Action a = remi::Action::layOff(m_controller->humanSeat(), card, m, end);
            remi::Round trial = round();
            if (!m_controller->isHumanTurn() || trial.apply(a) != remi::Reason::Ok) continue;
            const remi::Meld &after = trial.table()[static_cast<std::size_t>(m)];
            if (std::find(seen.begin(), seen.end(), after) != seen.end()) continue;
            seen.push_back(after);
            out.append({a, QString()});
        }
        const bool ends = seen.size() > 1;
        for (qsizetype i = out.size() - static_cast<qsizetype>(seen.size()); i < out.size(); ++i) {
            Target &t = out[i];
            const bool low = t.action.end == remi::MeldEnd::Low;
            const bool run = round().table()[static_cast<std::size_t>(m)].kind == remi::MeldKind::Run;
            if (run || ends)
                t.text = low ? tr("%1 — low end").arg(meldText(m)) : tr("%1 — high end").arg(meldText(m));
            else
                t.text = meldText(m);
        }
    }
    return out;
}

QList<TableMenus::Target> TableMenus::swapTargets(remi::CardId card, int onlyMeld) const
{
    QList<Target> out;
    if (!m_controller->hasGame()) return out;
    const int melds = static_cast<int>(round().table().size());
    for (int m = 0; m < melds; ++m) {
        if (onlyMeld >= 0 && m != onlyMeld) continue;
        if (round().table()[static_cast<std::size_t>(m)].jokerCount() == 0) continue;
        const remi::Action a = remi::Action::swapJoker(m_controller->humanSeat(), card, m);
        if (tryAction(a) == remi::Reason::Ok) out.append({a, meldText(m)});
    }
    return out;
}

QList<TableMenus::Target> TableMenus::swapsOnMeld(int meld) const
{
    QList<Target> out;
    const int seat = m_controller->humanSeat();
    if (seat < 0) return out;
    std::vector<remi::Face> faces;
    for (const remi::Card &c : round().hand(seat)) {
        if (c.isJoker()) continue;
        const remi::Face face{c.rank, c.suit};
        if (std::find(faces.begin(), faces.end(), face) != faces.end()) continue;
        for (Target t : swapTargets(c.id, meld)) {
            faces.push_back(face);
            //: %1 a hand card ("seven of hearts").
            t.text = tr("Swap the joker for your %1").arg(CardNames::card(c));
            out.append(t);
        }
    }
    return out;
}

remi::Reason TableMenus::refusal(remi::CardId card, bool swap) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanTurn()) return remi::Reason::NotYourTurn;
    const int melds = static_cast<int>(round().table().size());
    remi::Reason first = remi::Reason::Ok;
    for (int m = 0; m < melds; ++m) {
        if (swap && round().table()[static_cast<std::size_t>(m)].jokerCount() == 0) continue;
        const remi::Reason r = tryAction(swap ? remi::Action::swapJoker(0, card, m) : remi::Action::layOff(0, card, m));
        if (r == remi::Reason::JokerAmbiguous) return r; // the most telling reason
        if (first == remi::Reason::Ok) first = r;
    }
    if (first == remi::Reason::Ok) first = swap ? remi::Reason::ActionNotAllowed : remi::Reason::LayOffNotAllowed;
    return first;
}

std::vector<std::vector<remi::CardId>> TableMenus::tableIds() const
{
    std::vector<std::vector<remi::CardId>> out;
    for (const remi::Meld &m : round().table()) {
        std::vector<remi::CardId> ids;
        for (const remi::Card &c : m.cards)
            ids.push_back(c.id);
        out.push_back(std::move(ids));
    }
    return out;
}

remi::Action TableMenus::splitAfter(int meld, int index) const
{
    auto table = tableIds();
    std::vector<remi::CardId> &ids = table[static_cast<std::size_t>(meld)];
    std::vector<remi::CardId> right(ids.begin() + index + 1, ids.end());
    ids.erase(ids.begin() + index + 1, ids.end());
    table.insert(table.begin() + meld + 1, right);
    return remi::Action::rearrange(m_controller->humanSeat(), table);
}

remi::Action TableMenus::join(int meld, int other) const
{
    const remi::RuleSet &rules = round().rules();
    std::vector<remi::Card> cards = round().table()[static_cast<std::size_t>(meld)].cards;
    const auto &more = round().table()[static_cast<std::size_t>(other)].cards;
    cards.insert(cards.end(), more.begin(), more.end());
    auto table = tableIds();
    table[static_cast<std::size_t>(std::min(meld, other))] = MeldOrder::tableOrder(cards, rules, rules.jokerLimit);
    table.erase(table.begin() + std::max(meld, other));
    return remi::Action::rearrange(m_controller->humanSeat(), table);
}

remi::Action TableMenus::moveCard(int meld, int index, int other) const
{
    const remi::RuleSet &rules = round().rules();
    const remi::Meld &from = round().table()[static_cast<std::size_t>(meld)];
    const remi::Card moved = from.cards[static_cast<std::size_t>(index)];
    std::vector<remi::Card> cards = round().table()[static_cast<std::size_t>(other)].cards;
    cards.push_back(moved);
    auto table = tableIds();
    table[static_cast<std::size_t>(other)] = MeldOrder::tableOrder(cards, rules, rules.jokerLimit);
    // What stays: a set loses the card; a run taken from inside falls into two runs.
    std::vector<std::vector<remi::CardId>> rest(1);
    for (int i = 0; i < from.size(); ++i) {
        if (i == index) {
            if (from.kind == remi::MeldKind::Run) rest.emplace_back();
            continue;
        }
        rest.back().push_back(from.cards[static_cast<std::size_t>(i)].id);
    }
    std::erase_if(rest, [](const std::vector<remi::CardId> &p) { return p.empty(); });
    table.erase(table.begin() + meld);
    table.insert(table.begin() + meld, rest.begin(), rest.end());
    return remi::Action::rearrange(m_controller->humanSeat(), table);
}

void TableMenus::play(const remi::Action &action) const
{
    if (m_controller->act(action) == remi::Reason::Ok) m_scene->clearSelection();
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
    auto add = [&](QMenu *into, const QString &text, const remi::Action &action) {
        QAction *a = into->addAction(text);
        QObject::connect(a, &QAction::triggered, m_scene, [this, action] { play(action); });
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
            add(menu, text, t.action)->setObjectName(low ? QStringLiteral("layOffLow") : QStringLiteral("layOffHigh"));
        }
    }
    // Swap a joker for the natural card it stands for: only legal, unambiguous swaps.
    for (const Target &t : swapsOnMeld(meld))
        add(menu, t.text, t.action)->setObjectName(QStringLiteral("swapJoker"));

    const remi::RuleSet &rules = round().rules();
    if (rules.manipulationRule && rules.manipulation) {
        menu->addSeparator();
        const remi::Card &card = m.cards[static_cast<std::size_t>(index)];
        const int seat = m_controller->humanSeat();
        std::vector<remi::CardId> all;
        for (const remi::Card &c : m.cards)
            all.push_back(c.id);
        add(menu, tr("Take the %1 into your hand").arg(CardNames::card(card)),
            remi::Action::take(seat, meld, {card.id}))
            ->setObjectName(QStringLiteral("takeCard"));
        add(menu, tr("Take the whole meld"), remi::Action::take(seat, meld, all))
            ->setObjectName(QStringLiteral("takeMeld"));
        if (index + 1 < m.size())
            add(menu, tr("Split after the %1").arg(CardNames::card(card)), splitAfter(meld, index))
                ->setObjectName(QStringLiteral("split"));
        QMenu *joinMenu = menu->addMenu(tr("Join with…"));
        QMenu *moveMenu = menu->addMenu(tr("Move the %1 to…").arg(CardNames::card(card)));
        for (int other = 0; other < static_cast<int>(table.size()); ++other) {
            if (other == meld) continue;
            if (const remi::Action a = join(meld, other); tryAction(a) == remi::Reason::Ok)
                add(joinMenu, meldText(other), a);
            if (const remi::Action a = moveCard(meld, index, other); tryAction(a) == remi::Reason::Ok)
                add(moveMenu, meldText(other), a);
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
    const int seat = m_controller->humanSeat();
    if (seat < 0) return menu;
    const auto &hand = round().hand(seat);
    const auto it = std::find_if(hand.begin(), hand.end(), [id](const remi::Card &c) { return c.id == id; });
    if (it == hand.end()) return menu;
    const remi::Card card = *it;
    TableScene *scene = m_scene;
    menu->addSection(CardNames::card(card));
    const bool selected = scene->selection().contains(id);
    menu->addAction(selected ? tr("Deselect\tSpace") : tr("Select\tSpace"), scene, [scene, id] {
        QList<remi::CardId> ids = scene->selection();
        if (ids.contains(id))
            ids.removeAll(id);
        else
            ids.append(id);
        scene->setSelection(ids);
    });
    menu->addAction(tr("Add the selection to the draft\tN"), scene, m_addToDraft)
        ->setEnabled(scene->selection().size() >= 3);
    menu->addAction(tr("Meld\tM"), scene, m_meld)
        ->setEnabled(!scene->selection().isEmpty() || !scene->draft().empty());
    QMenu *layOff = menu->addMenu(tr("Lay off on…"));
    layOff->setObjectName(QStringLiteral("layOffMenu"));
    for (const Target &t : layOffTargets(id))
        QObject::connect(layOff->addAction(t.text), &QAction::triggered, m_scene, [this, a = t.action] { play(a); });
    if (layOff->isEmpty()) layOff->addAction(tr("No meld takes this card now"))->setEnabled(false);
    QMenu *swap = menu->addMenu(tr("Swap joker in…"));
    swap->setObjectName(QStringLiteral("swapMenu"));
    for (const Target &t : swapTargets(id))
        QObject::connect(swap->addAction(t.text), &QAction::triggered, m_scene, [this, a = t.action] { play(a); });
    if (swap->isEmpty()) swap->addAction(tr("No joker stands for this card"))->setEnabled(false);
    QObject::connect(menu->addAction(tr("Discard\tDelete")), &QAction::triggered, m_scene,
            [this, id] { play(remi::Action::discard(0, id)); });
    if (round().rules().buryJokerRule && !card.isJoker()) {
        QMenu *bury = menu->addMenu(tr("Discard, burying a joker under it"));
        for (const remi::Card &j : hand)
            if (j.isJoker())
                QObject::connect(bury->addAction(CardNames::card(j)), &QAction::triggered, m_scene,
                        [this, id, jid = j.id] { play(remi::Action::discardBurying(0, id, jid)); });
        if (bury->isEmpty()) bury->addAction(tr("You hold no joker"))->setEnabled(false);
    }
    return menu;
}
