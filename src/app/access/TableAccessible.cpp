// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Screen-reader children of the card table: see TableAccessible.h.
#include "TableAccessible.h"

#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "KeyFocus.h"
#include "TableMenus.h"
#include "TableScene.h"
#include "TableView.h"
#include "TableWords.h"
#include "engine/Match.h"

#include <QPolygonF>
#include <QTimer>
#include <QWindow>
#include <algorithm>

namespace {

TableAccessibility::EventSpy &eventSpy()
{
    static TableAccessibility::EventSpy spy;
    return spy;
}

/// One virtual child: looks its item up in the model on every call (isValid() once it is gone).
class TableItemAccessible : public QAccessibleInterface {
  public:
    TableItemAccessible(TableAccessibility *model, TableAccessibility::Kind kind, int key)
        : m_model(model), m_kind(kind), m_key(key)
    {
    }
    bool isValid() const override { return index() >= 0; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_model ? m_model->view()->window()->windowHandle() : nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_model ? QAccessible::queryAccessibleInterface(m_model->view()) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        const TableAccessibility::Item *i = item();
        if (!i) return {};
        if (t == QAccessible::Name) return i->name;
        if (t == QAccessible::Description) return i->description;
        return {};
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        const TableAccessibility::Item *i = item();
        if (!i || i->sceneRect.isEmpty()) return {};
        const TableView *view = m_model->view();
        const QRect local = view->mapFromScene(i->sceneRect).boundingRect();
        return QRect(view->viewport()->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override
    {
        const TableAccessibility::Item *i = item();
        return i ? i->role : QAccessible::NoRole;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        const TableAccessibility::Item *i = item();
        if (!i) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = index() == m_model->focusIndex() && m_model->view()->hasFocus();
        s.selectable = i->selectable;
        s.selected = i->selected;
        s.invisible = i->sceneRect.isEmpty() || !m_model->view()->isVisible();
        return s;
    }

    TableAccessibility::Kind kind() const { return m_kind; }
    int key() const { return m_key; }

  private:
    int index() const { return m_model ? m_model->indexOf(m_kind, m_key) : -1; }
    const TableAccessibility::Item *item() const
    {
        const int i = index();
        return i >= 0 ? &m_model->items()[i] : nullptr;
    }

    QPointer<TableAccessibility> m_model;
    TableAccessibility::Kind m_kind;
    int m_key;
};

QAccessibleInterface *tableFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("TableView") && object && object->isWidgetType())
        if (auto *view = qobject_cast<TableView *>(object)) return new TableAccessible(view);
    // The stack that holds the table and the hot-seat curtain (MainWindow) is layout only: as Qt's
    // "layered pane" screen readers said it, nameless, on the way to every card; a filler
    // they pass over in silence.
    if (className == QLatin1String("QStackedWidget") && object && object->isWidgetType() &&
        object->objectName() == QLatin1String(TableAccessible::kStackName))
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::Whitespace); // AT-SPI: filler
    return nullptr;
}

} // namespace

// --- TableAccessibility: the model -------------------------------------------------------------

void TableAccessibility::setEventSpy(EventSpy spy)
{
    eventSpy() = std::move(spy);
}

TableAccessibility::TableAccessibility(const KeyFocus *focus, GameController *controller, TableScene *scene,
                                       TableView *view)
    : QObject(view), m_keyFocus(focus), m_controller(controller), m_scene(scene), m_view(view)
{
    setObjectName(QStringLiteral("tableAccessibility"));
}

TableAccessibility::~TableAccessibility()
{
    for (const QAccessible::Id id : std::as_const(m_ids)) QAccessible::deleteAccessibleInterface(id);
}

int TableAccessibility::indexOf(Kind kind, int key) const
{
    for (int i = 0; i < m_items.size(); ++i)
        if (m_items[i].kind == kind && m_items[i].key == key) return i;
    return -1;
}

QAccessibleInterface *TableAccessibility::childInterface(int index)
{
    if (index < 0 || index >= m_items.size()) return nullptr;
    const Item &item = m_items[index];
    const quint64 k = idKey(item.kind, item.key);
    if (const QAccessible::Id id = m_ids.value(k)) return QAccessible::accessibleInterface(id);
    auto *iface = new TableItemAccessible(this, item.kind, item.key);
    m_ids.insert(k, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

QList<TableAccessibility::Item> TableAccessibility::collect() const
{
    QList<Item> items;
    if (!m_controller->hasGame() || m_controller->curtainUp()) return items; // the curtain hides everything
    const remi::Round &round = m_controller->round();

    // The hand, exactly as the scene shows it: a face-down card is named "face-down card". Each
    // name ends with its place ("seven of hearts, 3 of 14"), as screen readers do not say
    // a list item's place by default (Orca: "Speak object position" is off).
    const QList<CardItem *> hand = m_scene->handItems();
    for (int h = 0; h < hand.size(); ++h) {
        const CardItem *card = hand[h];
        Item item;
        item.kind = Kind::Hand;
        item.key = card->cardId();
        item.stem = card->accessibleName();
        //: Screen reader, a hand card: %1 the card ("seven of hearts"), %2 its place, %3 the cards in the hand.
        item.name = tr("%1, %2 of %3").arg(item.stem).arg(h + 1).arg(hand.size());
        QStringList about;
        // Said with the card as the focus comes to it (issue 34: Shift+Right and the arrows never
        // said a card was selected, so the selection could not be checked before M).
        //: Screen reader, a hand card in the selection.
        if (card->isChosen()) about << tr("selected");
        if (card->isDrafted()) about << tr("in the draft");
        if (card->isBorrowed()) about << tr("borrowed");
        item.description = about.join(tr(", "));
        item.sceneRect = card->sceneBoundingRect();
        item.selectable = card->isFaceUp();
        item.selected = card->isChosen();
        items << item;
    }

    // Only the hand cards are list items: screen readers count the list's items ("list with 14
    // items": 20 were counted with the stock, the pile and the melds). The stock and the
    // pile are pressed (Enter draws, takes); the melds and the seats are read.
    Item stock;
    stock.kind = Kind::Stock;
    stock.role = QAccessible::Button;
    //: Screen reader: the stock pile (face down) and its size.
    stock.name = tr("Stock, %n card(s)", nullptr, round.stockSize());
    //: %1 a card ("seven of hearts"): the remi51 cut card, face up under the stock.
    if (const auto cut = round.cutCard()) stock.description = tr("Cut card: %1").arg(CardNames::card(*cut));
    if (const CardItem *top = m_scene->stockItem()) stock.sceneRect = top->sceneBoundingRect();
    items << stock;

    // The pile: pileItems() are the cards shown, oldest first; a buried card lies face down.
    Item pile;
    pile.kind = Kind::Pile;
    pile.role = QAccessible::Button;
    const QList<CardItem *> shown = m_scene->pileItems();
    if (shown.isEmpty()) {
        pile.name = tr("Discard pile, empty");
    } else {
        const int size = static_cast<int>(round.pile().size());
        const int depth = m_keyFocus->pile;
        if (m_keyFocus->area == KeyFocus::Area::Pile && depth > 1 && depth <= shown.size())
            // The arrows move deeper into the pile: the name says the focused card (NameChanged).
            //: Screen reader: %n cards in the discard pile, %1 the focused card's place (2: second
            //: from the top), %2 that card ("seven of hearts").
            pile.name = tr("Discard pile, %n card(s), card %1 from the top: %2", nullptr, size)
                            .arg(depth)
                            .arg(shown[shown.size() - depth]->accessibleName());
        else
            //: Screen reader: %n cards in the discard pile, %1 its top card ("seven of hearts").
            pile.name = tr("Discard pile, %n card(s), top: %1", nullptr, size).arg(shown.last()->accessibleName());
        if (shown.size() > 1) {
            QStringList names;
            for (auto it = shown.crbegin(); it != shown.crend(); ++it) names << (*it)->accessibleName();
            //: %1 the discard pile cards shown on the table, newest first, separated by ", ".
            pile.description = tr("Shown, newest first: %1").arg(names.join(tr(", ")));
        }
    }
    pile.sceneRect = m_scene->pileRect();
    items << pile;

    const QList<QList<CardItem *>> meldItems = m_scene->meldItems();
    for (int m = 0; m < static_cast<int>(round.table().size()); ++m) {
        Item meld;
        meld.kind = Kind::Meld;
        meld.key = m;
        meld.role = QAccessible::StaticText;
        meld.name = TableMenus::meldText(*m_controller, m);
        if (m < meldItems.size())
            for (const CardItem *card : meldItems[m]) meld.sceneRect = meld.sceneRect.united(card->sceneBoundingRect());
        items << meld;
    }

    // The other seats in the order the scene lays them out; their cards are never named.
    const int players = round.players();
    const int human = std::max(0, m_controller->humanSeat());
    const QHash<int, QRectF> seats = m_scene->seatRects();
    for (int k = 1; k < players; ++k) {
        const int seat = (human + k) % players;
        if (!seats.contains(seat)) continue;
        Item other;
        other.kind = Kind::Opponent;
        other.key = seat;
        other.role = QAccessible::StaticText;
        //: Screen reader: another player, %1 the name ("Ana"), %n the cards in their hand.
        other.name =
            tr("%1, %n card(s)", nullptr, static_cast<int>(round.hand(seat).size())).arg(m_controller->seatName(seat));
        // The match score, as the seat's panel shows it to the eye.
        const remi::Match &match = m_controller->match();
        const auto matchSeat = static_cast<std::size_t>(match.matchSeat(seat));
        //: Screen reader: after "Ana, 9 cards": %1 the seat's match score so far.
        if (matchSeat < match.totals().size()) other.name += tr(", score %1").arg(match.totals()[matchSeat]);
        QStringList about;
        if (round.rules().needsOpening()) about << TableWords::opened(round.hasOpened(seat));
        if (seat == round.currentSeat() && !round.isOver()) about << TableWords::playingNow();
        other.description = about.join(tr(", "));
        other.sceneRect = seats.value(seat);
        items << other;
    }
    return items;
}

int TableAccessibility::focusOf(const QList<Item> &items) const
{
    auto find = [&](Kind kind, int key) {
        for (int i = 0; i < items.size(); ++i)
            if (items[i].kind == kind && items[i].key == key) return i;
        return -1;
    };
    using Area = KeyFocus::Area;
    switch (m_keyFocus->area) {
    case Area::Hand: {
        const QList<CardItem *> hand = m_scene->handItems();
        const int i = m_keyFocus->handIndex;
        return i >= 0 && i < hand.size() ? find(Kind::Hand, hand[i]->cardId()) : -1;
    }
    case Area::Draft: return -1; // the view's description says the draft meld
    case Area::Table: return find(Kind::Meld, m_keyFocus->meld);
    case Area::Pile: return find(Kind::Pile, 0);
    case Area::Stock: return find(Kind::Stock, 0);
    case Area::Players: return find(Kind::Opponent, m_keyFocus->player);
    }
    return -1;
}

void TableAccessibility::post(QAccessibleEvent *event) const
{
    if (eventSpy()) eventSpy()(event);
    QAccessible::updateAccessibility(event);
}

void TableAccessibility::update()
{
    const QList<Item> next = collect();
    const int focus = focusOf(next);
    const bool tell = QAccessible::isActive() || eventSpy();
    const QList<Item> before = m_items;

    // Children that left the table: said gone, their interfaces deleted.
    for (const Item &old : before) {
        const quint64 k = idKey(old.kind, old.key);
        const bool kept = std::any_of(next.begin(), next.end(),
                                      [&](const Item &i) { return i.kind == old.kind && i.key == old.key; });
        if (kept || !m_ids.contains(k)) continue;
        if (tell) {
            QAccessibleEvent gone(QAccessible::accessibleInterface(m_ids.value(k)), QAccessible::ObjectDestroyed);
            post(&gone);
        }
        QAccessible::deleteAccessibleInterface(m_ids.take(k));
    }
    m_items = next;
    m_focus = focus;
    if (!tell) {
        m_focusKey = focus >= 0 ? idKey(next[focus].kind, next[focus].key) : ~quint64(0);
        return;
    }

    for (int i = 0; i < next.size(); ++i) {
        const Item &now = next[i];
        const auto was = std::find_if(before.begin(), before.end(),
                                      [&](const Item &o) { return o.kind == now.kind && o.key == now.key; });
        if (was == before.end()) {
            QAccessibleEvent created(childInterface(i), QAccessible::ObjectCreated);
            post(&created);
            continue;
        }
        // A hand card whose place alone changed (a card drawn or laid) is not renamed aloud: the
        // focused card would be read again over what is said of the move.
        if ((was->stem.isEmpty() ? was->name != now.name : was->stem != now.stem)) {
            QAccessibleEvent event(childInterface(i), QAccessible::NameChanged);
            post(&event);
        }
        if (was->description != now.description) {
            QAccessibleEvent event(childInterface(i), QAccessible::DescriptionChanged);
            post(&event);
        }
        if (was->selected != now.selected) {
            QAccessible::State changed;
            changed.selected = true;
            QAccessibleStateChangeEvent event(childInterface(i), changed);
            post(&event);
        }
    }

    // The keyboard focus moved to another child: screen readers read the child.
    const quint64 focusKey = focus >= 0 ? idKey(next[focus].kind, next[focus].key) : ~quint64(0);
    if (focusKey != m_focusKey && focus >= 0 && m_view->hasFocus()) {
        QAccessibleEvent event(childInterface(focus), QAccessible::Focus);
        post(&event);
        m_focusSaid = true;
        // Read by the screen reader only when it moves its locus: else the keyboard says it.
        if (focusKey != m_locusKey) ++m_focusEvents;
        m_locusKey = focusKey;
    }
    // Remembered only once said (the focus may come back to the view from the meld list).
    if (focus < 0 || m_view->hasFocus()) m_focusKey = focusKey;
}

void TableAccessibility::viewFocused()
{
    m_focusSaid = false;
    m_locusKey = ~quint64(0); // the screen reader is on the view now
    // Qt posts the view's own Focus event after its FocusIn: the child's comes after that.
    QTimer::singleShot(0, this, [this] {
        if (m_focusSaid || m_focus < 0 || !m_view->hasFocus()) return;
        if (!QAccessible::isActive() && !eventSpy()) return;
        QAccessibleEvent event(childInterface(m_focus), QAccessible::Focus);
        post(&event);
        m_focusSaid = true;
        ++m_focusEvents; // the locus was elsewhere (another widget): read
        m_locusKey = idKey(m_items[m_focus].kind, m_items[m_focus].key);
    });
}

// --- TableAccessible: the view -----------------------------------------------------------------

TableAccessible::TableAccessible(TableView *view) : QAccessibleWidget(view, QAccessible::List) {}

void TableAccessible::install()
{
    QAccessible::installFactory(tableFactory);
}

TableAccessibility *TableAccessible::model() const
{
    return widget()->findChild<TableAccessibility *>(QString(), Qt::FindDirectChildrenOnly);
}

int TableAccessible::childCount() const
{
    const TableAccessibility *m = model();
    return m ? static_cast<int>(m->items().size()) : 0;
}

QAccessibleInterface *TableAccessible::child(int index) const
{
    TableAccessibility *m = model();
    return m ? m->childInterface(index) : nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const TableAccessibility *m = model();
    const auto *item = dynamic_cast<const TableItemAccessible *>(child);
    return m && item ? m->indexOf(item->kind(), item->key()) : -1;
}

QAccessibleInterface *TableAccessible::focusChild() const
{
    TableAccessibility *m = model();
    return m && m->focusIndex() >= 0 ? m->childInterface(m->focusIndex()) : nullptr;
}

QAccessibleInterface *TableAccessible::childAt(int x, int y) const
{
    // Later children lie on top (hand cards overlap to the right).
    for (int i = childCount() - 1; i >= 0; --i) {
        QAccessibleInterface *c = child(i);
        if (c && c->rect().contains(x, y)) return c;
    }
    return nullptr;
}
