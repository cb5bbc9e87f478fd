// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for online play (issue 39): two windows at a table of the server one of them hosts on
// a free 127.0.0.1 port, and a window's player playing through its keys.

#include "GameController.h"
#include "HostedServer.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "MainWindow.h"
#include "OnlineClient.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/PlayerView.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QtTest>

#include <functional>

using keytest::Table;

namespace onlinetest {

/// Ana (seat 0, window `host`) hosts a Remi 51 table with `extra` fields (hints, graceSeconds) for
/// her, Bo (seat 1, window `guest`, reconnecting after `guestDelayMs`) and two computer players;
/// true once both windows show round 1 (with "lobby" in `extra`: once Bo's join is sent, for
/// startTwoPeopleInLobby).
inline bool startTwoPeople(Table &host, Table &guest, const QString &dataDir, const QJsonObject &extra,
                           int guestDelayMs)
{
    MainWindow &a = host.w, &b = guest.w;
    QString error;
    if (!a.hostedServer()->start(0, dataDir, &error, true)) return false;
    const QUrl url(a.hostedServer()->localAddress());
    QJsonObject create{
        {QStringLiteral("variant"), QStringLiteral("remi51")},
        {QStringLiteral("seats"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Ana")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Bo")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                                         {QStringLiteral("level"), QStringLiteral("normal")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                                         {QStringLiteral("level"), QStringLiteral("normal")}}}}};
    for (auto it = extra.begin(); it != extra.end(); ++it) create.insert(it.key(), it.value());
    QSignalSpy created(a.online(), &OnlineClient::created);
    a.online()->host(url, create, 0, QStringLiteral("Ana"));
    if (!created.wait(10000)) return false;
    b.online()->setReconnectDelay(guestDelayMs);
    b.online()->join(url, created.first().first().toString(), a.online()->otherTokens().value(1), QStringLiteral("Bo"));
    if (extra.value(QStringLiteral("lobby")).toBool()) return true; // startTwoPeopleInLobby waits for the start
    return QTest::qWaitFor(
        [&] {
            return a.controller()->isOnline() && b.controller()->isOnline() && a.controller()->hasGame() &&
                   b.controller()->hasGame() && a.controller()->seatConnected(1);
        },
        10000);
}

/// startTwoPeople at a lobby table (nothing is dealt until the host starts it): Ana starts once Bo
/// is there, so that both windows see the match from its first action. True once both show round 1.
inline bool startTwoPeopleInLobby(Table &host, Table &guest, const QString &dataDir)
{
    MainWindow &a = host.w, &b = guest.w;
    if (!startTwoPeople(host, guest, dataDir, {{QStringLiteral("lobby"), true}}, 50)) return false;
    if (!QTest::qWaitFor(
            [&] {
                return a.online()->state() == OnlineClient::State::Playing &&
                       b.online()->state() == OnlineClient::State::Playing && a.online()->lobbySeats().size() == 4 &&
                       a.online()->lobbySeats()[1].toObject().value(QStringLiteral("connected")).toBool();
            },
            10000))
        return false;
    // The box with the seat's invitation (a named seat has a token) would take the keys from the table.
    if (QWidget *box = a.findChild<QWidget *>(QStringLiteral("tableOpenBox"))) box->close();
    a.online()->start(false);
    return QTest::qWaitFor(
        [&] {
            return a.controller()->isOnline() && b.controller()->isOnline() && a.controller()->hasGame() &&
                   b.controller()->hasGame();
        },
        10000);
}

/// Plays the human's actions of `t` through its keys (the normal computer level's choice from what
/// the window shows) until `done`; empty on success, else what went wrong.
inline QString playOnlineUntil(Table &t, const std::function<bool()> &done)
{
    GameController *c = t.w.controller();
    InputPlayer keys(t, InputPlayer::Input::Keys);
    auto bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    for (int actions = 0; actions < 1000; ++actions) {
        if (!QTest::qWaitFor([&] { return done() || (c->isHumanTurn() && !c->awaitingTable()); }, 30000))
            return QStringLiteral("no turn came");
        if (done()) return {};
        // The window whose player moves is the active one (the Play menu's keys work there).
        t.w.activateWindow();
        if (!QTest::qWaitForWindowActive(&t.w) ||
            !QTest::qWaitFor([&] { return QApplication::activeWindow() == &t.w; }))
            return QStringLiteral("the window is not active");
        t.w.view()->setFocus();
        QCoreApplication::processEvents();
        const remi::Action action =
            bot->nextAction(remi::makePlayerView(c->round(), c->humanSeat()), c->round().rules(),
                            remi::ai::turnSeed(41, static_cast<std::uint64_t>(actions)));
        if (const QString failed = keys.perform(action); !failed.isEmpty()) return failed;
        if (!QTest::qWaitFor([&] { return !c->awaitingTable(); }, 10000)) return QStringLiteral("no answer");
    }
    return QStringLiteral("too many actions");
}

/// Plays the human actions of both windows through their keys (the normal computer level's choice
/// from what each window shows) until `done`; empty on success, else what went wrong.
inline QString playBothUntil(Table &a, Table &b, const std::function<bool()> &done)
{
    GameController *ca = a.w.controller(), *cb = b.w.controller();
    InputPlayer keysA(a, InputPlayer::Input::Keys), keysB(b, InputPlayer::Input::Keys);
    auto bot = remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal);
    for (int actions = 0; actions < 2000; ++actions) {
        auto ready = [](GameController *c) { return c->isHumanTurn() && !c->awaitingTable(); };
        if (!QTest::qWaitFor([&] { return done() || ready(ca) || ready(cb); }, 30000))
            return QStringLiteral("no turn came");
        if (done()) return {};
        const bool first = ready(ca);
        Table &t = first ? a : b;
        GameController *c = first ? ca : cb;
        // The offscreen platform now and then leaves the other window active: ask again.
        for (int tries = 0; tries < 5 && QApplication::activeWindow() != &t.w; ++tries) {
            t.w.raise();
            t.w.activateWindow();
            if (tries > 0) QApplication::setActiveWindow(&t.w);
            if (QTest::qWaitFor([&] { return QApplication::activeWindow() == &t.w; }, 1000)) break;
        }
        if (QApplication::activeWindow() != &t.w) return QStringLiteral("the window is not active");
        t.w.view()->setFocus();
        QCoreApplication::processEvents();
        const remi::Action action =
            bot->nextAction(remi::makePlayerView(c->round(), c->humanSeat()), c->round().rules(),
                            remi::ai::turnSeed(43, static_cast<std::uint64_t>(actions)));
        if (const QString failed = (first ? keysA : keysB).perform(action); !failed.isEmpty()) return failed;
        if (!QTest::qWaitFor([&] { return !c->awaitingTable(); }, 10000)) return QStringLiteral("no answer");
    }
    return QStringLiteral("too many actions");
}

} // namespace onlinetest
