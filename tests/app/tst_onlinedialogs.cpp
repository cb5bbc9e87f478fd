// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Online play's dialogs and questions (issue 39, what the testers of a real match found): Join takes
// both forms of an address, Game and seats… speaks of friends, quitting while hosting asks first,
// Review my round… says why it is off at a table, and the start's Continue question names the
// online table played last. Two windows (offscreen) and the table server one of them hosts on a free
// 127.0.0.1 port where a table is needed.

#include "AppSettings.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "OnlineTable.h"
#include "PlayOnlineDialog.h"
#include "ReviewCommand.h"
#include "StartupPlan.h"

#include "engine/RuleSet.h"
#include "save/SaveGame.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

using namespace onlinetest;

class TestOnlineDialogs : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_onlinedialogs"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void joinAcceptsBothAddressForms();
    void gameAndSeatsForFriends();
    void quitWhileHostingAsksFirst();
    void reviewSaysWhyNotOnline();
    void resumeQuestionNamesTheTable();
    void roundDealtOnceUnderWay();
};

namespace {
/// Answers the next modal message box named `name` with the button whose text is `button` (its
/// text goes to `text`); polls until it shows.
void answerBox(const QString &name, const QString &button, QString *text, QString *informative = nullptr)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != name) return;
        if (text) *text = box->text();
        if (informative) *informative = box->informativeText();
        for (QAbstractButton *b : box->buttons())
            if (b->text() == button) {
                timer->stop();
                timer->deleteLater();
                b->click();
                return;
            }
    });
    timer->start();
}
} // namespace

// Join takes the host's address as the waiting room shows it ("192.0.2.2:7051", the README's form)
// or with "ws://", and without a port the default one.
void TestOnlineDialogs::joinAcceptsBothAddressForms()
{
    PlayOnlineDialog dialog(QStringLiteral("remi51"), GameController::defaultSeats(3));
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("addressEdit"));
    QVERIFY(edit);
    for (const QString &typed : {QStringLiteral("192.0.2.2:7051"), QStringLiteral("ws://192.0.2.2:7051"),
                                 QStringLiteral("  192.0.2.2  "), QStringLiteral("ws://192.0.2.2")}) {
        edit->setText(typed);
        QCOMPARE(dialog.address(), QStringLiteral("ws://192.0.2.2:7051"));
    }
    edit->setText(QStringLiteral("192.0.2.2:8000"));
    QCOMPARE(dialog.address(), QStringLiteral("ws://192.0.2.2:8000"));
}

// Play online → Game and seats…: a second person's seat is a friend's over the network (not
// hot-seat), and seat 1 carries the name typed at the top; a new local game still says hot-seat.
void TestOnlineDialogs::gameAndSeatsForFriends()
{
    QCOMPARE(Language::apply(QStringLiteral("en")), QStringLiteral("en"));
    const QString online = QStringLiteral("Online: each other seat for a person is for a friend who joins over the "
                                          "network from their own computer.");
    PlayOnlineDialog dialog(QStringLiteral("remi51"), GameController::defaultSeats(3));
    dialog.findChild<QLineEdit *>(QStringLiteral("onlineName"))->setText(QStringLiteral("Marko"));
    QString title, note, seatOne;
    QTimer::singleShot(0, &dialog, [&] {
        auto *seats = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
        if (!seats) return;
        seats->kindBox(1)->setCurrentIndex(0); // a person
        title = seats->windowTitle();
        note = seats->peopleNote();
        seatOne = seats->nameEdit(0)->text();
        seats->accept();
    });
    dialog.findChild<QPushButton *>(QStringLiteral("gameAndSeats"))->click();
    QCOMPARE(title, QStringLiteral("Game and seats"));
    QCOMPARE(note, online);
    QCOMPARE(seatOne, QStringLiteral("Marko"));
    QCOMPARE(dialog.seats().size(), 3);
    QVERIFY(dialog.seats()[1].human);
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("hostSummary"))->text(),
             QStringLiteral("Remi 51: you, 1 friend and 1 computer player."));
    // Remembered for the next time (a restart too), whatever the local game's seats.
    {
        PlayOnlineDialog again(QStringLiteral("rummy"), GameController::defaultSeats(4));
        QCOMPARE(again.variant(), QStringLiteral("remi51"));
        QCOMPARE(again.seats().size(), 3);
        QCOMPARE(again.findChild<QLabel *>(QStringLiteral("hostSummary"))->text(),
                 QStringLiteral("Remi 51: you, 1 friend and 1 computer player."));
    }
    QSettings().remove(QStringLiteral("online/hostVariant"));
    QSettings().remove(QStringLiteral("online/hostSeats"));

    NewGameDialog local;
    local.setSeats(GameController::defaultSeats(3));
    local.setVariant(QStringLiteral("remi51"), 3);
    local.kindBox(1)->setCurrentIndex(0);
    QCOMPARE(local.windowTitle(), QStringLiteral("New Game"));
    QCOMPARE(local.peopleNote(),
             QStringLiteral("Hot-seat: the players share this screen; the table is covered between their turns."));
    QCOMPARE(local.nameEdit(0)->text(), QStringLiteral("You"));
}

// Quitting while hosting a table with a friend at it asks first (the table goes down with the
// window); Cancel keeps the window, "Quit anyway" closes it. The friend's window does not ask.
void TestOnlineDialogs::quitWhileHostingAsksFirst()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(startTwoPeople(host, guest, data.path(), {}, 50));
    QString text;
    answerBox(QStringLiteral("quitHostedTable"), QStringLiteral("Cancel"), &text);
    QVERIFY(!host.w.close());
    QCOMPARE(text, QStringLiteral("You host this table: your friends wait until you come back. Quit anyway?"));
    QVERIFY(host.w.isVisible());
    QVERIFY(host.w.hostedServer()->isRunning());
    text.clear();
    answerBox(QStringLiteral("quitHostedTable"), QStringLiteral("&Quit anyway"), &text);
    QVERIFY(host.w.close());
    QCOMPARE(text, QStringLiteral("You host this table: your friends wait until you come back. Quit anyway?"));
    QVERIFY(!host.w.isVisible());
    QVERIFY(guest.w.close()); // no question: Bo does not host
}

// "Review my round…" at a network table: off, with the reason as its tooltip (the deal is the server's).
void TestOnlineDialogs::reviewSaysWhyNotOnline()
{
    QTemporaryDir data;
    QVERIFY(data.isValid());
    Table host(0), guest(0);
    QVERIFY(host.show());
    QVERIFY(guest.show());
    QVERIFY(host.w.review()->action()->toolTip().startsWith(QStringLiteral("What the expert would have done")));
    QVERIFY(startTwoPeople(host, guest, data.path(), {}, 50));
    const QString why = QStringLiteral(
        "A round at a network table cannot be reviewed: only the table's server knows the cards that were dealt.");
    QTRY_COMPARE(guest.w.review()->action()->toolTip(), why);
    QVERIFY(!guest.w.review()->action()->isEnabled());
    QCOMPARE(guest.w.review()->button()->toolTip(), why);
    QCOMPARE(guest.w.review()->action()->statusTip(), why);
}

// At start, the question whether to continue the local game names the online table played last.
void TestOnlineDialogs::resumeQuestionNamesTheTable()
{
    const QString note = QStringLiteral("This is your game on this computer. Your online table d31yfk787g may still be "
                                        "open: Game → Play online… → Rejoin takes you back to it.");
    QCOMPARE(StartupPlan::onlineTableNote(QStringLiteral("d31yfk787g")), note);
    remi::save::SaveGame saved;
    saved.variant = "remi51";
    saved.players = {{"", true, "normal"}, {"", false, "normal"}};
    const remi::Match match(*remi::presetRules("remi51"), 2, 1);
    AppSettings::forgetLastTable();
    QString informative = QStringLiteral("unread");
    answerBox(QStringLiteral("resumeQuestion"), QStringLiteral("Continue"), nullptr, &informative);
    QVERIFY(StartupPlan::askContinue(saved, match));
    QCOMPARE(informative, QString());
    AppSettings::setLastTable({QStringLiteral("ws://127.0.0.1:7051"), QStringLiteral("d31yfk787g"),
                               QStringLiteral("tok"), QStringLiteral("Marko")});
    answerBox(QStringLiteral("resumeQuestion"), QStringLiteral("Continue"), nullptr, &informative);
    QVERIFY(StartupPlan::askContinue(saved, match));
    QCOMPARE(informative, note);
    AppSettings::forgetLastTable();
}

// "Round N dealt" said of a round already under way (online, after the round's end was on screen):
// whose turn it is, not "You start." (issue 39: "You start." with another's discard on the pile).
void TestOnlineDialogs::roundDealtOnceUnderWay()
{
    Table t(0);
    QVERIFY(t.show());
    GameController *c = t.w.controller();
    QVERIFY(c->newGame(QStringLiteral("rummy"), {{QStringLiteral("Ana"), true}, {QStringLiteral("C"), false}}, 7));
    QTRY_VERIFY_WITH_TIMEOUT(c->isHumanTurn(), 10000);
    const QString first = t.keys->roundDealt();
    QCOMPARE(first, c->round().state().turnIndex == 0
                        ? QStringLiteral("Round 1 dealt. You have 10 cards. You start.")
                        : QStringLiteral("Round 1 dealt. You have 10 cards. It is your turn.")); // C played first
    // Ana plays a turn, the computer its own: the round is under way at Ana's turn.
    const int turns = c->round().state().turnIndex;
    QVERIFY(t.keys->commands()->draw().done);
    const remi::CardId card = c->round().hand(c->humanSeat()).front().id;
    QVERIFY(t.keys->commands()->discard(card, true).done);
    QTRY_VERIFY_WITH_TIMEOUT(c->isHumanTurn() && c->round().state().turnIndex >= turns + 2, 10000);
    QCOMPARE(t.keys->roundDealt(), QStringLiteral("Round 1 dealt. You have %1 cards. It is your turn.")
                                       .arg(c->round().hand(c->humanSeat()).size()));
}

QTEST_MAIN(TestOnlineDialogs)
#include "tst_onlinedialogs.moc"
