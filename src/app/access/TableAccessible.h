// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Screen-reader children of the card table, so that its cards can be read (RULES.md 7). QGraphicsItems have no
// accessibility of their own, so the table view's accessible interface (TableAccessible, made by
// the factory that TableAccessible::install() registers for the TableView class) lists virtual
// children, in this order:
//   - the cards of the hand as the scene shows them (ListItem; selectable, "seven of hearts, 3 of 14", and a
//     face-down card is only ever "face-down card": in hot-seat only the seat whose turn it is
//     sees its faces);
//   - the stock (Button: "Stock, 40 cards"; the face-up cut card in the description);
//   - the discard pile (Button: "Discard pile, 5 cards, top: seven of hearts"; the shown cards, newest
//     first, in the description when more than one can be taken; while the arrows focus a deeper
//     card: "Discard pile, 5 cards, card 2 from the top: five of clubs");
//   - each table meld (StaticText; CardNames through TableMenus::meldText: "West: run 5-6-7 of hearts, 15 points");
//   - each other seat ("Ana, 9 cards": never a face; "opened", "playing now" in the description).
// While the hot-seat curtain is up, or without a game, there are no children at all.
//
// TableAccessibility is the model: KeyboardController calls update() whenever the table or the
// keyboard focus may have changed; it compares the new list with the last one and posts Focus
// (the keyboard-focused child, while the view has the keyboard focus), NameChanged,
// DescriptionChanged, StateChanged (selection), ObjectCreated and ObjectDestroyed events.
// focusChild() of the view is the keyboard-focused item (the KeyFocus it reads).
// TableAccessible::install() registers the factory: call it before the view's interface is first
// asked for (MainWindow does, before it makes the view).

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QString>
#include <functional>

struct KeyFocus;
class GameController;
class TableScene;
class TableView;

class TableAccessibility : public QObject {
    Q_OBJECT
  public:
    enum class Kind { Hand, Stock, Pile, Meld, Opponent };
    /// One child of the table view, as the scene shows it now.
    struct Item {
        Kind kind = Kind::Hand;
        int key = 0; ///< card id (hand), meld index, round seat (opponent); 0 for stock and pile
        QAccessible::Role role = QAccessible::ListItem;
        QString name;
        QString stem; ///< a hand card's name without its place ("seven of hearts"); else empty
        QString description;
        QRectF sceneRect;
        bool selectable = false;
        bool selected = false;
    };
    /// Records every event the table posts (tests: QAccessible::isActive() is false offscreen, so
    /// QAccessible::installUpdateHandler sees nothing there). Null: none.
    using EventSpy = std::function<void(QAccessibleEvent *event)>;
    static void setEventSpy(EventSpy spy);

    /// Lives as a child of `view` (the factory finds it there); `focus` is the keyboard focus
    /// (owned by the caller, read on every update()).
    TableAccessibility(const KeyFocus *focus, GameController *controller, TableScene *scene, TableView *view);
    ~TableAccessibility() override;

    /// Reads the table and the keyboard focus again and posts what changed.
    void update();
    /// The view got the keyboard focus back (from a dialog, the meld list, the curtain): says the
    /// focused child once the view's own Focus event is out, unless update() said it meanwhile.
    void viewFocused();

    const QList<Item> &items() const { return m_items; }
    /// Index in items() of the keyboard-focused child, or -1.
    int focusIndex() const { return m_focus; }
    /// How many Focus events went out so far (a focus move is read by the screen reader itself).
    int focusEvents() const { return m_focusEvents; }
    int indexOf(Kind kind, int key) const;
    /// The accessible interface of child `index` (made and registered on first use).
    QAccessibleInterface *childInterface(int index);
    TableView *view() const { return m_view; }

  private:
    static quint64 idKey(Kind kind, int key) { return (quint64(kind) << 32) | quint32(key); }
    QList<Item> collect() const;
    int focusOf(const QList<Item> &items) const;
    void post(QAccessibleEvent *event) const;

    const KeyFocus *m_keyFocus;
    GameController *m_controller;
    TableScene *m_scene;
    TableView *m_view;
    QList<Item> m_items;
    int m_focus = -1;
    quint64 m_focusKey = ~quint64(0);
    int m_focusEvents = 0;
    bool m_focusSaid = false; ///< a Focus event went out since the view last got the focus
    /// The child the last Focus event went to while the view kept the focus: a screen reader's
    /// locus of focus. Orca reads nothing for a Focus event of the object it is on already (issue
    /// 34: Shift+Tab from the draft, which has no child, back to the same card said nothing).
    quint64 m_locusKey = ~quint64(0);
    /// Child interfaces handed out so far, by idKey (dropped when their item leaves the table).
    QHash<quint64, QAccessible::Id> m_ids;
};

/// The table view: QAccessibleWidget (name, description, focus of the widget) whose children are
/// the items of its TableAccessibility.
class TableAccessible : public QAccessibleWidget {
  public:
    explicit TableAccessible(TableView *view);
    /// Installs the factory for TableView (once; before a view's interface is first asked for),
    /// which also makes the QStackedWidget named kStackName (the view's holder) a silent filler.
    static void install();
    static constexpr const char *kStackName = "tableStack";

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;

  private:
    TableAccessibility *model() const;
};
