// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for tst_keyboard: a shown, active window driven by key clicks, and prepared positions.

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "PlayerCommands.h"
#include "TableScene.h"
#include "TableView.h"

#include "../engine/TestRound.h"

#include <QAction>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QStatusBar>
#include <QtTest>
#include <algorithm>
#include <optional>

namespace keytest {

using Area = KeyboardController::Area;

inline bool holds(const remi::Round &round, int seat, remi::CardId id)
{
    const auto &hand = round.hand(seat);
    return std::any_of(hand.begin(), hand.end(), [id](const remi::Card &c) { return c.id == id; });
}

/// A window with a game, shown and active, the table view focused.
struct Table {
    MainWindow w;
    KeyboardController *keys = nullptr;
    int keyCount = 0; ///< key clicks sent by key()
    explicit Table(int computerDelay = 60000) { w.controller()->setComputerDelay(computerDelay); }
    bool start(const QString &variant, int players, quint64 seed)
    {
        if (!w.startGame(variant, players, seed)) return false;
        return show();
    }
    bool show()
    {
        keys = w.keyboard();
        w.show();
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w)) return false;
        w.view()->setFocus();
        QCoreApplication::processEvents();
        return true;
    }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QWidget *target = keys->area() == Area::Table ? static_cast<QWidget *>(keys->meldList()) : w.view();
        QTest::keyClick(target, static_cast<Qt::Key>(k), mods);
        ++keyCount;
        QCoreApplication::processEvents();
    }
    const remi::Round &round() const { return w.controller()->round(); }
    /// Moves the hand focus to `id` with Home and Right only.
    bool focus(remi::CardId id)
    {
        if (keys->area() != Area::Hand) key(Qt::Key_Escape);
        key(Qt::Key_Home);
        for (int i = 0; i < 40 && keys->focusedCard() != id; ++i) key(Qt::Key_Right);
        return keys->focusedCard() == id;
    }
    /// Selects exactly `ids` with Escape, the arrows and Space.
    bool select(const std::vector<remi::CardId> &ids)
    {
        key(Qt::Key_Escape);
        for (remi::CardId id : ids) {
            if (!focus(id)) return false;
            key(Qt::Key_Space);
        }
        return w.hand()->selection().size() == static_cast<qsizetype>(ids.size());
    }
    QString status() const { return w.statusBar()->currentMessage(); }
    /// Saves a picture when REMI_SHOT_DIR is set; `menu` is painted over the window where it is.
    void shot(const QString &name, QWidget *menu = nullptr)
    {
        if (!qEnvironmentVariableIsSet("REMI_SHOT_DIR")) return;
        QPixmap pix = w.grab();
        if (menu) {
            QPainter p(&pix);
            p.drawPixmap(w.mapFromGlobal(menu->mapToGlobal(QPoint(0, 0))), menu->grab());
        }
        pix.save(qEnvironmentVariable("REMI_SHOT_DIR") + QLatin1Char('/') + name);
    }
};

/// remi51, two players, the human (seat 0) opened with 10-J-Q-K of spades and 5-JK-7 of hearts,
/// holding 6H; the computer drew and discarded; seat 0 to draw (the stock top is KC).
inline std::optional<remi::Round> jokerSwapRound(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 2C 9D 4D 3C 8C 6D 9C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD KC QC QD 2H 4H 8H 9S",
        "",
        "AS"};
    std::string error;
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text), &error);
    if (!round || round->currentSeat() != 0) return std::nullopt;
    const auto &h0 = round->hand(0);
    if (round->apply(remi::Action::meld(0, {remitest::idsIn(h0, "10S JS QS KS"), remitest::idsIn(h0, "5H JK 7H")})) !=
        remi::Reason::Ok)
        return std::nullopt;
    if (round->apply(remi::Action::discard(0, remitest::idIn(round->hand(0), "2C"))) != remi::Reason::Ok)
        return std::nullopt;
    if (round->apply(remi::Action::draw(1)) != remi::Reason::Ok) return std::nullopt;
    if (round->apply(remi::Action::discard(1, remitest::idIn(round->hand(1), "KD"))) != remi::Reason::Ok)
        return std::nullopt;
    return round;
}

inline QAction *findAction(QMenu *menu, const QString &objectName)
{
    for (QAction *a : menu->actions())
        if (a->objectName() == objectName) return a;
    return nullptr;
}

} // namespace keytest
