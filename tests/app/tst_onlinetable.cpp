// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Online play at the table (issue 39, part 2): hints the host turned off, a friend away, the
// rematch, what is kept of an online match (no file, no statistics, the local autosave untouched),
// the table chat, the game log of the table's actions and a table out of reach, each between two windows (offscreen) in one process and the table server one
// of them hosts on a free 127.0.0.1 port.

#include "Announcer.h"
#include "Autosave.h"
#include "FollowGame.h"
#include "GameLog.h"
#include "GameLogDock.h"
#include "GameLogModel.h"
#include "Language.h"
#include "MatchEndDialog.h"
#include "NoticeBar.h"
#include "OnlineTable.h"
#include "PlayOnlineDialog.h"
#include "ReasonText.h"
#include "SeatPanel.h"
#include "TableChat.h"
#include "TableScene.h"

#include "engine/RuleSet.h"
#include "net/Wire.h"
#include "save/SaveGame.h"
#include "server/TableStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>

using namespace onlinetest;

class TestOnlineTable : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_onlinetable"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void hintsOffAtTheTable();
    void seatPanelShowsAnAbsentFriend();
    void rematchAtTheTable();
    void tableChat();
    void hostSummaryIsOneSentence();
    void gameLogFollowsTheTable();
    void tableUnreachable();
};

namespace {
/// The match of the table `code` in `tablesDir` (the hosted server's store) as a save: what the
/// log of a local game of it reads.
std::optional<remi::save::SaveGame> storedMatch(const QString &tablesDir, const QStringList &names)
{
    remi::server::SqlTableStore store(QStringLiteral("QSQLITE"), QDir(tablesDir).filePath(QStringLiteral("tables.db")));
    QString error;
    if (!store.open(&error)) return std::nullopt;
    const std::vector<remi::server::StoredTable> tables = store.loadTables();
    if (tables.size() != 1) return std::nullopt;
    const remi::server::StoredTable &t = tables.front();
    const std::optional<remi::RuleSet> rules = remi::presetRules(t.variant.toStdString());
    if (!rules) return std::nullopt;
    remi::save::SaveGame game;
    game.variant = rules->variant;
    game.options = remi::save::optionsOf(*rules);
    for (int s = 0; s < static_cast<int>(t.seats.size()); ++s)
        game.players.push_back({names.value(s).toStdString(), true, "normal"});
    game.seed = t.seed;
    remi::Match match(*rules, static_cast<int>(t.seats.size()), t.seed);
    game.rounds.emplace_back();
    for (const QByteArray &text : t.actions) {
        const std::optional<remi::Action> a = remi::net::actionFromJson(QJsonDocument::fromJson(text).object());
        if (!a || match.round().apply(*a) != remi::Reason::Ok) return std::nullopt;
        game.rounds.back().actions.push_back(*a);
        if (match.round().isOver()) {
            match.settleRound();
            if (match.isOver()) break;
            match.startNextRound();
            game.rounds.emplace_back();
        }
    }
    return game;
}

QStringList roundLines(const std::vector<GameLogLine> &lines, int round)
{
    QStringList out;
    for (const GameLogLine &l : lines)
        if (l.round == round) out << l.text;
    return out;
}
} // namespace

// The host turned hints off (`create.hints` false, relayed in `welcome`): the Play menu's Hint is
// disabled with the reason as its tooltip, and its key (the same command) says the reason and
// marks nothing. Offline, and at a table with hints, the hint is there.
void TestOnlineTable::hintsOffAtTheTable()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(host.w.controller()->hintsAllowed()); // offline
    QVERIFY(startTwoPeople(host, guest, data.path(), {{QStringLiteral("hints"), false}}, 50));
    QVERIFY(host.w.online()->hintsOff());
    QVERIFY(!host.w.controller()->hintsAllowed());
    QVERIFY(!guest.w.controller()->hintsAllowed());

    QAction *hint = host.w.findChild<QAction *>(QStringLiteral("hintAction"));
    QVERIFY(hint);
    QMenu *menu = nullptr;
    for (QObject *o : hint->associatedObjects())
        if (auto *m = qobject_cast<QMenu *>(o)) menu = m;
    QVERIFY(menu);
    emit menu->aboutToShow();
    QVERIFY(!hint->isEnabled());
    QCOMPARE(hint->toolTip(), QStringLiteral("The host turned hints off for this table."));
    emit menu->aboutToHide();
    QVERIFY(hint->isEnabled()); // its key still answers, with the reason

    // The command behind the menu, the key and the card menus: the reason, nothing marked.
    const CommandResult r = host.keys->commands()->hint();
    QCOMPARE(r.words, QStringLiteral("The host turned hints off for this table."));
    QVERIFY(!r.hint);
    QVERIFY(!r.focus);
    QVERIFY(!r.done);

    // Offline again (a new local game): hints are back.
    host.w.online()->leave();
    QVERIFY(host.w.controller()->newGame(QStringLiteral("remi51"),
                                         {{QStringLiteral("Ana"), true}, {QStringLiteral("C"), false}}, 7));
    QVERIFY(host.w.controller()->hintsAllowed());
    QTRY_VERIFY_WITH_TIMEOUT(host.w.controller()->isHumanTurn(), 10000);
    QVERIFY(host.keys->commands()->hint().hint.has_value());
}

// A friend's connection drops (docs/PROTOCOL.md "Coming back", graceSeconds 1): the host's seat
// panel for Bo says "reconnecting…" while the seat waits, "played by the computer" after the grace
// period, and nothing once Bo is back; Ana's own panel and the computers' never say anything.
void TestOnlineTable::seatPanelShowsAnAbsentFriend()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(startTwoPeople(host, guest, data.path(), {{QStringLiteral("graceSeconds"), 1}}, 2500));
    GameController *c = host.w.controller();
    // Bo's panel (the panels are made anew as the table changes: looked up each time).
    auto bo = [&]() -> const SeatPanel * {
        for (auto [seat, panel] : host.w.scene()->seatPanels().asKeyValueRange())
            if (c->match().matchSeat(seat) == 1) return panel;
        return nullptr;
    };
    auto boMark = [&] { return bo() ? bo()->presenceMark() : QStringLiteral("no panel"); };
    QVERIFY(bo());
    QCOMPARE(bo()->name(), QStringLiteral("Bo"));
    QCOMPARE(boMark(), QString());

    guest.w.online()->dropConnection();
    QTRY_COMPARE_WITH_TIMEOUT(boMark(), QStringLiteral("reconnecting…"), 5000);
    QCOMPARE(c->seatPresence(1), GameController::Presence::Reconnecting);
    QVERIFY(bo()->toolTip().contains(QStringLiteral("reconnecting…")));
    QTRY_COMPARE_WITH_TIMEOUT(boMark(), QStringLiteral("played by the computer"), 5000);
    QCOMPARE(c->seatPresence(1), GameController::Presence::PlayedByComputer);
    QCOMPARE(guest.w.online()->state(), OnlineClient::State::Reconnecting); // still away (2.5 s)
    // Back with the same token: the mark goes.
    QTRY_COMPARE_WITH_TIMEOUT(guest.w.online()->state(), OnlineClient::State::Playing, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(boMark(), QString(), 5000);
    for (SeatPanel *panel : host.w.scene()->seatPanels()) QCOMPARE(panel->presenceMark(), QString());
    QCOMPARE(c->seatPresence(1), GameController::Presence::Here);
    QCOMPARE(c->seatPresence(2), GameController::Presence::Here); // a computer seat
}

// Rematch at a network table (docs/PROTOCOL.md "Rematch"): a one-deal rummy match ends; the host's
// match-end dialog offers Rematch, the friend's says "Waiting for the host…" (disabled); the host's
// Rematch asks the table (no local game), whose new round 1 closes both dialogs.
void TestOnlineTable::rematchAtTheTable()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    MainWindow &a = host.w, &b = guest.w;
    // Ana's unfinished local game is autosaved before she hosts (issue 39: the table's match never
    // replaces it, nor counts in her statistics, nor goes to a file).
    const QByteArray oldDataDir = qgetenv("REMI_DATA_DIR");
    qputenv("REMI_DATA_DIR", data.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString statsPath = data.filePath(QStringLiteral("stats.json"));
    a.enableStatistics(statsPath);
    QVERIFY(a.controller()->newGame(QStringLiteral("remi51"),
                                    {{QStringLiteral("Ana"), true}, {QStringLiteral("C"), false}}, 5));
    QTRY_VERIFY_WITH_TIMEOUT(a.controller()->isHumanTurn(), 10000); // nothing moves until Ana does
    a.enableAutosave();
    QVERIFY(a.autosave()->saveNow());
    QFile autosaved(Autosave::path());
    QVERIFY(autosaved.open(QIODevice::ReadOnly));
    const QByteArray localGame = autosaved.readAll();
    autosaved.close();
    QVERIFY(!localGame.isEmpty());
    QAction *saveAs = a.findChild<QAction *>(QStringLiteral("saveAsAction"));
    QVERIFY(saveAs && saveAs->isEnabled());

    QString error;
    QVERIFY2(a.hostedServer()->start(0, data.filePath(QStringLiteral("tables")), &error, true), qPrintable(error));
    const QUrl url(a.hostedServer()->localAddress());
    const QJsonObject create{
        {QStringLiteral("variant"), QStringLiteral("rummy")},
        {QStringLiteral("options"),
         QJsonObject{{QStringLiteral("matchEnd"), QStringLiteral("deals")}, {QStringLiteral("dealCount"), 1}}},
        {QStringLiteral("graceSeconds"), 0},
        {QStringLiteral("seats"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Ana")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("human")},
                                                         {QStringLiteral("name"), QStringLiteral("Bo")}},
                                             QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                                         {QStringLiteral("level"), QStringLiteral("easy")}}}}};
    QSignalSpy created(a.online(), &OnlineClient::created);
    a.online()->host(url, create, 0, QStringLiteral("Ana"));
    QVERIFY(created.wait(10000));
    const QString code = created.first().first().toString();
    const QString boToken = a.online()->otherTokens().value(1);
    b.online()->join(url, code, boToken, QStringLiteral("Bo"));
    GameController *ca = a.controller(), *cb = b.controller();
    QTRY_VERIFY_WITH_TIMEOUT(ca->hasGame() && cb->hasGame() && ca->isOnline() && cb->isOnline(), 10000);
    // Bo steps away: the table's computer plays his seat (graceSeconds 0) while Ana plays the deal.
    b.online()->leave();
    QSignalSpy overA(ca, &GameController::roundFinished);
    const QString failed = playOnlineUntil(host, [&] { return !overA.isEmpty(); });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QTRY_VERIFY_WITH_TIMEOUT(ca->match().isOver(), 10000);
    QSignalSpy matchA(ca, &GameController::matchFinished);
    ca->continueAfterRound(); // the round-end panel's "Show the standings"
    QCOMPARE(matchA.size(), 1);
    MatchEndDialog *dialogA = a.findChild<MatchEndDialog *>();
    QVERIFY(dialogA);
    QVERIFY(dialogA->rematchButton()->isEnabled());
    QCOMPARE(dialogA->rematchButton()->text(), QStringLiteral("&Rematch"));
    // A new game is a local one: the button says that it leaves the table (issue 39).
    QCOMPARE(dialogA->newGameButton()->text(), QStringLiteral("&Leave the table and start a new game…"));
    // Closed (to chat, issue 39): Game → Match standings… brings it back, with its Rematch.
    QAction *standings = a.findChild<QAction *>(QStringLiteral("standingsAction"));
    QVERIFY(standings && standings->isEnabled());
    dialogA->reject();
    QTRY_VERIFY(a.findChild<MatchEndDialog *>() == nullptr);
    standings->trigger();
    dialogA = a.findChild<MatchEndDialog *>();
    QVERIFY(dialogA);
    QVERIFY(dialogA->rematchButton()->isEnabled());

    // Bo comes back to the finished match: his dialog waits for the host.
    QSignalSpy matchB(cb, &GameController::matchFinished);
    b.online()->join(url, code, boToken, QStringLiteral("Bo"));
    QTRY_COMPARE_WITH_TIMEOUT(matchB.size(), 1, 10000);
    QVERIFY(cb->match().isOver());
    QTRY_VERIFY(b.findChild<MatchEndDialog *>() != nullptr);
    MatchEndDialog *dialogB = b.findChild<MatchEndDialog *>();
    QVERIFY(!dialogB->rematchButton()->isEnabled());
    QCOMPARE(dialogB->rematchButton()->text(), QStringLiteral("Waiting for the host…"));
    // What the table knows came back with him (issue 39: the chart was a flat line at 0 and the
    // hands face down): the round's scores, and every hand shown as at the round's end.
    QCOMPARE(cb->match().history().size(), std::size_t(1));
    QCOMPARE(cb->match().history(), ca->match().history());
    QCOMPARE(MatchEndDialog::runningTotals(cb), MatchEndDialog::runningTotals(ca));
    QCOMPARE(MatchEndDialog::runningTotals(cb).size(), 1);
    for (int s = 0; s < 3; ++s) QVERIFY(cb->round().hand(s) == ca->round().hand(s));
    QTRY_VERIFY(b.scene()->handsShown());

    const std::vector<int> totalsBefore = ca->match().totals();
    QVERIFY(std::any_of(totalsBefore.begin(), totalsBefore.end(), [](int t) { return t != 0; }));
    QSignalSpy startedA(ca, &GameController::gameStarted), startedB(cb, &GameController::gameStarted);
    dialogA->rematchButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!startedA.isEmpty() && !startedB.isEmpty(), 10000);
    QVERIFY(ca->isOnline() && cb->isOnline()); // the table's match, not a local one
    for (GameController *c : {ca, cb}) {
        QCOMPARE(c->match().roundNumber(), 1);
        QVERIFY(!c->match().isOver());
        QVERIFY(!c->round().isOver());
        QCOMPARE(c->match().totals(), (std::vector<int>{0, 0, 0}));
        QCOMPARE(c->round().hand(c->humanSeat()).size(), std::size_t(7)); // RULES.md 2.2: 3 players, 7 cards
    }
    QTRY_VERIFY(a.findChild<MatchEndDialog *>() == nullptr);
    QTRY_VERIFY(b.findChild<MatchEndDialog *>() == nullptr);
    // Bo is told, and the finished match stays at hand (issue 39: its result was wiped): Game →
    // Match standings… (and the notice's button) shows it until the new match ends.
    QTRY_VERIFY(b.rematchNotice()->isShown());
    QCOMPARE(b.rematchNotice()->text(), QStringLiteral("Ana started a rematch: a new match at this table."));
    QVERIFY(a.rematchNotice()->isShown());
    QCOMPARE(a.rematchNotice()->text(), QStringLiteral("A rematch is dealt: a new match at this table."));
    QAction *standingsB = b.findChild<QAction *>(QStringLiteral("standingsAction"));
    QVERIFY(standingsB && standingsB->isEnabled());
    QVERIFY(standings->isEnabled());
    standingsB->trigger();
    MatchEndDialog *lastB = b.findChild<MatchEndDialog *>();
    QVERIFY(lastB);
    QCOMPARE(lastB->windowTitle(), QStringLiteral("The last match"));
    QVERIFY(lastB->rematchButton()->isHidden());
    QVERIFY(lastB->newGameButton()->isHidden());
    QCOMPARE(lastB->standings()->rowCount(), 3);
    std::vector<int> shownTotals;
    for (int row = 0; row < 3; ++row) shownTotals.push_back(lastB->standings()->item(row, 2)->text().toInt());
    std::vector<int> expectedTotals = totalsBefore;
    std::sort(shownTotals.begin(), shownTotals.end());
    std::sort(expectedTotals.begin(), expectedTotals.end());
    QCOMPARE(shownTotals, expectedTotals);
    QCOMPARE(MatchEndDialog::runningTotals(*cb->lastMatch()).size(), 1);
    lastB->reject();
    QTRY_VERIFY(b.findChild<MatchEndDialog *>() == nullptr);

    // Save as… is off at the table, with the reason; the local autosave is the local game's still;
    // the finished online match was not counted.
    QVERIFY(!saveAs->isEnabled());
    const QString why =
        QStringLiteral("A game at a network table is kept by the table's server and cannot be saved to a file.");
    QCOMPARE(saveAs->toolTip(), why);
    QString saveError;
    QVERIFY(!a.saveTo(data.filePath(QStringLiteral("table.remi")), &saveError));
    QCOMPARE(saveError, why);
    QVERIFY(!QFile::exists(data.filePath(QStringLiteral("table.remi"))));
    QVERIFY(!a.autosave()->saveNow());
    QVERIFY(autosaved.open(QIODevice::ReadOnly));
    QCOMPARE(autosaved.readAll(), localGame);
    autosaved.close();
    QVERIFY(!QFile::exists(statsPath));
    // Back to a local game: Save as… again.
    a.online()->leave();
    QVERIFY(a.controller()->newGame(QStringLiteral("remi51"),
                                    {{QStringLiteral("Ana"), true}, {QStringLiteral("C"), false}}, 6));
    QVERIFY(saveAs->isEnabled());
    QVERIFY(saveAs->toolTip() != why); // its own words again (Qt: the text)
    if (oldDataDir.isNull()) qunsetenv("REMI_DATA_DIR");
    else qputenv("REMI_DATA_DIR", oldDataDir);
}

// The table chat (docs/PROTOCOL.md `say`, `said`): Bo's quick phrase travels as its name and each
// window words it; Ana's typed line; both windows' chat shows the same lines, which also end Ana's
// game log and are said to her screen reader.
void TestOnlineTable::tableChat()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(!host.w.tableChat()->isVisible()); // offline: no chat
    QVERIFY(startTwoPeople(host, guest, data.path(), {}, 50));
    TableChat *chatA = host.w.tableChat(), *chatB = guest.w.tableChat();
    QTRY_VERIFY(chatA->isVisible() && chatB->isVisible());
    QCOMPARE(TableChat::phrases().size(), 6);
    QCOMPARE(chatA->edit()->toolTip(), QStringLiteral("Say something to the table")); // cut off when narrow
    QSignalSpy spoken(host.keys->announcer(), &Announcer::spoken);

    QAction *goodGame = chatB->findChild<QAction *>(QStringLiteral("phrase_good_game"));
    QVERIFY(goodGame);
    QCOMPARE(goodGame->text(), QStringLiteral("Good game!"));
    goodGame->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(chatA->lines()->count(), 1, 5000);
    QCOMPARE(chatA->lines()->item(0)->text(), QStringLiteral("Bo: Good game!"));
    QTRY_COMPARE(chatB->lines()->count(), 1); // the sender sees it too

    QTest::keyClicks(chatA->edit(), QStringLiteral("  see you  "));
    chatA->sendButton()->click();
    QCOMPARE(chatA->edit()->text(), QString());
    QTRY_COMPARE_WITH_TIMEOUT(chatB->lines()->count(), 2, 5000);
    QCOMPARE(chatB->lines()->item(1)->text(), QStringLiteral("Ana: see you"));
    QTRY_COMPARE(chatA->lines()->count(), 2);
    chatA->sendButton()->click(); // nothing typed: nothing sent
    QTest::qWait(200);
    QCOMPARE(chatB->lines()->count(), 2);
    // Escape in the field gives the keys back to the table (issue 39: D typed "d" into the chat).
    host.w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&host.w));
    chatA->edit()->setFocus();
    QTRY_VERIFY(chatA->edit()->hasFocus());
    QTest::keyClick(chatA->edit(), Qt::Key_Escape);
    QTRY_VERIFY(host.w.view()->hasFocus());

    const QStringList log = host.w.follow()->dock()->shownLines();
    QVERIFY(log.size() >= 2);
    QCOMPARE(log.mid(log.size() - 2), (QStringList{QStringLiteral("Bo: Good game!"), QStringLiteral("Ana: see you")}));
    auto spokenText = [&spoken] {
        QStringList out;
        for (const QList<QVariant> &args : spoken) out << args.first().toString();
        return out.join(QLatin1Char(' '));
    };
    QTRY_VERIFY_WITH_TIMEOUT(spokenText().contains(QStringLiteral("Bo: Good game!")), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(spokenText().contains(QStringLiteral("Ana: see you")), 5000);

    // Bo's connection drops and comes back: the table sends the lines said so far again; his chat
    // shows them once, and his game log does not get them twice.
    const int notesBefore = guest.w.follow()->dock()->shownLines().count(QStringLiteral("Ana: see you"));
    QCOMPARE(notesBefore, 1);
    guest.w.online()->dropConnection();
    QTRY_VERIFY_WITH_TIMEOUT(
        guest.w.online()->state() == OnlineClient::State::Playing && guest.w.online()->reconnects() == 1, 10000);
    QTRY_COMPARE(chatB->lines()->count(), 2);
    QTest::qWait(200);
    QCOMPARE(chatB->lines()->count(), 2);
    QCOMPARE(chatB->lines()->item(0)->text(), QStringLiteral("Bo: Good game!"));
    QCOMPARE(chatB->lines()->item(1)->text(), QStringLiteral("Ana: see you"));
    QCOMPARE(guest.w.follow()->dock()->shownLines().count(QStringLiteral("Ana: see you")), 1);
}

// Play online… → Host: the seats chosen read as one sentence in each language, its numbers with
// their nouns (it was glued from two halves, "…, %n friend(s)" + " and %n computer player(s).").
void TestOnlineTable::hostSummaryIsOneSentence()
{
    const auto summary = [](const QList<SeatConfig> &seats) {
        PlayOnlineDialog dialog(QStringLiteral("remi51"), seats);
        return dialog.findChild<QLabel *>(QStringLiteral("hostSummary"))->text();
    };
    const SeatConfig person{QString(), true, remi::ai::BotLevel::Normal};
    const SeatConfig computer{QString(), false, remi::ai::BotLevel::Normal};
    QCOMPARE(Language::apply(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(summary({person, person, computer}), QStringLiteral("Remi 51: you, 1 friend and 1 computer player."));
    QCOMPARE(summary({person, computer, computer}), QStringLiteral("Remi 51: you and 2 computer players."));
    QCOMPARE(summary({person, person, person}), QStringLiteral("Remi 51: you and 2 friends."));
    QCOMPARE(Language::apply(QStringLiteral("sr")), QStringLiteral("sr"));
    QCOMPARE(summary({person, person, person, computer}), QStringLiteral("Реми 51: ви, 2 пријатеља и 1 рачунар."));
    QCOMPARE(summary({person, person, person, person, person, person}), QStringLiteral("Реми 51: ви и 5 пријатеља."));
    Language::apply(QStringLiteral("en"));
}

// The game log at a network table (issue 39: it showed only chat lines): each window's log of a
// whole round lists what the log of the same round played locally lists for that seat, in the
// same words: the heading, every action (another seat's stock draw without its card, the own draws
// with theirs), the round's end and scores.
void TestOnlineTable::gameLogFollowsTheTable()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(startTwoPeopleInLobby(host, guest, data.path()));
    GameController *ca = host.w.controller(), *cb = guest.w.controller();
    QSignalSpy overA(ca, &GameController::roundFinished), overB(cb, &GameController::roundFinished);
    const QString failed = playBothUntil(host, guest, [&] { return !overA.isEmpty() && !overB.isEmpty(); });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QStringList names;
    for (int m = 0; m < 4; ++m) names << cb->matchSeatName(m);
    QCOMPARE(names.mid(0, 2), (QStringList{QStringLiteral("Ana"), QStringLiteral("Bo")}));
    const std::optional<remi::save::SaveGame> game = storedMatch(data.path(), names);
    QVERIFY(game);
    for (int viewer : {0, 1}) {
        MainWindow &w = viewer == 0 ? host.w : guest.w;
        const std::optional<std::vector<GameLogLine>> local = GameLog::lines(*game, viewer, names);
        QVERIFY(local);
        const QStringList expected = roundLines(*local, 1);
        QTRY_COMPARE(roundLines(w.follow()->model()->lines(), 1), expected);
        QCOMPARE(expected.first(), QStringLiteral("Round 1"));
        QVERIFY(expected.last().startsWith(QStringLiteral("Round 1 over. Ana: ")));
        QVERIFY(expected.size() > 10);
        qInfo("seat %d: %lld lines in round 1", viewer, static_cast<long long>(expected.size()));
        // Another seat's stock card stays hidden; the own ones are named.
        const QString other = names.value(1 - viewer);
        QVERIFY(expected.contains(other + QStringLiteral(" drew a card.")));
        QVERIFY(std::any_of(expected.begin(), expected.end(),
                            [](const QString &l) { return l.startsWith(QStringLiteral("You drew ")); }));
        // The panel shows them (chat notes aside).
        QStringList shown = w.follow()->dock()->shownLines();
        QVERIFY(shown.mid(0, expected.size()) == expected);
    }
}

// The host quits during the friend's turn (issue 39: the friend's window kept saying "Your turn:
// draw a card" and refused every move with "It's not your turn"): while the table cannot be
// reached the status line says so, no turn is offered and a move is refused with that reason; once
// the table is back (the host's server resumes it from its store) the turn is the friend's again.
void TestOnlineTable::tableUnreachable()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(startTwoPeople(host, guest, data.path(), {}, 50));
    GameController *cb = guest.w.controller();
    const QString failed = playBothUntil(host, guest, [&] { return cb->isHumanTurn() && !cb->awaitingTable(); });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY(guest.w.scene()->statusText().startsWith(QStringLiteral("Your turn")));
    QVERIFY(!cb->tableUnreachable());
    const quint16 port = host.w.hostedServer()->port();

    host.w.hostedServer()->stop(); // the host's game closes: its table server with it
    QTRY_VERIFY_WITH_TIMEOUT(cb->tableUnreachable(), 5000);
    const QString unreachable = QStringLiteral("The table is not reachable — reconnecting…");
    QVERIFY(!cb->isHumanTurn());
    QTRY_COMPARE(guest.w.scene()->statusText(), unreachable);
    QCOMPARE(cb->turnBlock(), ReasonText::Block::TableUnreachable);
    const std::size_t hand = cb->round().hand(cb->humanSeat()).size();
    const CommandResult draw = guest.keys->commands()->draw();
    QCOMPARE(draw.reason, remi::Reason::NotYourTurn);
    QCOMPARE(draw.words, unreachable);
    QCOMPARE(cb->round().hand(cb->humanSeat()).size(), hand); // nothing changed
    QVERIFY(guest.w.online()->state() == OnlineClient::State::Reconnecting);

    // The host comes back on the same port: the friend's window rejoins by itself; his turn again.
    QString error;
    QVERIFY2(host.w.hostedServer()->start(port, data.path(), &error, true), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(guest.w.online()->state() == OnlineClient::State::Playing, 15000);
    QVERIFY(!cb->tableUnreachable());
    QTRY_VERIFY_WITH_TIMEOUT(cb->isHumanTurn(), 5000);
    QVERIFY(guest.w.scene()->statusText().startsWith(QStringLiteral("Your turn")));
}

QTEST_MAIN(TestOnlineTable)
#include "tst_onlinetable.moc"
