// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where a dragged card would land (the drag highlight and the drop): nowhere, the discard pile, a
// table meld (by index), empty table space (the selection as a new meld) or the hand (a new place
// in the hand order).

#include <QDebug>

struct DropTarget {
    enum class Kind { None, Pile, Meld, NewMeld, Hand };
    Kind kind = Kind::None;
    int meld = -1; ///< the table meld's index, for Kind::Meld

    static DropTarget none() { return {}; }
    static DropTarget pile() { return {Kind::Pile}; }
    static DropTarget onMeld(int meld) { return {Kind::Meld, meld}; }
    static DropTarget newMeld() { return {Kind::NewMeld}; }
    static DropTarget hand() { return {Kind::Hand}; }
    bool isNone() const { return kind == Kind::None; }
    bool isMeld() const { return kind == Kind::Meld; }
    friend bool operator==(const DropTarget &, const DropTarget &) = default;
};

/// For test failure messages and debugging: "pile", "meld 2", "new meld", "hand", "none".
inline QDebug operator<<(QDebug debug, const DropTarget &t)
{
    QDebugStateSaver saver(debug);
    switch (t.kind) {
    case DropTarget::Kind::None: return debug.noquote() << "none";
    case DropTarget::Kind::Pile: return debug.noquote() << "pile";
    case DropTarget::Kind::Meld: return debug.nospace() << "meld " << t.meld;
    case DropTarget::Kind::NewMeld: return debug.noquote() << "new meld";
    case DropTarget::Kind::Hand: return debug.noquote() << "hand";
    }
    return debug;
}
