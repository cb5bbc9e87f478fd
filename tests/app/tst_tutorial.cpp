// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19: the guided rounds. Each lesson is played to its end on the real window (offscreen) by key
// events only and by mouse events only (InputPlayer), the bubble's words and target checked at every
// step; an action the step does not ask for is not played ("Not yet"); leaving and resuming; and the
// lesson leaves the player's settings, statistics and autosaved game as they were.

#include "AppSettings.h"
#include "Autosave.h"
#include "CardItem.h"
#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "KeyText.h"
#include "Language.h"
#include "LearnToPlay.h"
#include "Lesson.h"
#include "LessonPlay.h"
#include "LessonScript.h"
#include "MainWindow.h"
#include "Statistics.h"
#include "TableScene.h"
#include "TableView.h"
#include "Tutorial.h"
#include "TutorialBubble.h"
#include "VariantNames.h"

#include "engine/PlayerView.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

using keytest::Table;
using namespace lessontest;

namespace {

QTemporaryDir *g_data = nullptr;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(none)");
}

/// Every stored setting but the lessons' own keys.
QMap<QString, QVariant> settingsButLessons()
{
    QSettings s;
    QMap<QString, QVariant> out;
    for (const QString &key : s.allKeys())
        if (!key.startsWith(QLatin1String("tutorial/"))) out.insert(key, s.value(key));
    return out;
}

} // namespace

class TestTutorial : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tutorial"));
        g_data = new QTemporaryDir;
        qputenv("REMI_DATA_DIR", g_data->path().toLocal8Bit());
        // Settings of this run only: other checkouts may run the same test at the same time (an INI
        // file, the format TestEnvironment.cpp makes the default on every platform).
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, g_data->path());
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void cleanupTestCase() { delete g_data; }
    void init() { QSettings().remove(QStringLiteral("tutorial")); }
    void everyLessonPlayed_data();
    void everyLessonPlayed();
    void remi51Words();
    void notYet();
    void lessonEndsWithTheRound_data();
    void lessonEndsWithTheRound();
    void bubbleKeepsOffTheStatusLine_data();
    void bubbleKeepsOffTheStatusLine();
    void leaveButtonInTheButtonRow();
    void leaveAndResume();
    void resumeInsideASelection();
    void leavesSettingsStatisticsAutosave();
    void menuEntry();
};

void TestTutorial::everyLessonPlayed_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("keys");
    for (const lesson::Lesson &l : lesson::lessons()) {
        const QByteArray v = QByteArray::fromStdString(l.id);
        QTest::newRow(v + "-keys") << QString::fromLatin1(v) << true;
        QTest::newRow(v + "-mouse") << QString::fromLatin1(v) << false;
    }
}

void TestTutorial::everyLessonPlayed()
{
    QFETCH(QString, variant);
    QFETCH(bool, keys);
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, variant);
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QSignalSpy done(tutorial, &Tutorial::done);
    QStringList seen;
    const QString failed = playLesson(t, tutorial, keys ? InputPlayer::Input::Keys : InputPlayer::Input::Mouse, &seen);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(done.size(), 1);
    QCOMPARE(seen.size(), tutorial->stepCount());
    QVERIFY(t.round().isOver());
    QCOMPARE(t.round().result().winner, 0);
    QVERIFY(AppSettings::tutorialDone(variant));
    QCOMPARE(AppSettings::tutorialStep(variant), 0);
}

void TestTutorial::remi51Words()
{
    // The words of every step of the Remi 51 lesson, exactly as the bubble shows them (played by keys).
    const QStringList want{
        QStringLiteral(
            "Your turn begins with a draw: the top card of the stock or of the discard pile. West opened, laying a first meld (cards on the table) worth at least 51 points, and threw away the 9♥, which fits your 7♥ 8♥ 10♥. Take it: click the discard pile, or press T. Before you have opened you may take the discard only in the first circuit, everyone's first turn, as now; later only to open in that same turn."),
        QStringLiteral(
            "Select 7♥ 8♥ 9♥ 10♥: click each card, or move with Left and Right and press Space. The counter shows what the selected cards count towards opening. Cards count their face value; 10, J, Q and K count 10, an ace 10, a joker the card it stands for."),
        QStringLiteral(
            "A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. 7♥ to 10♥: 34 points. To open you need at least 51 in one go, so keep the run aside: press Add to draft, or N."),
        QStringLiteral(
            "Now select the three kings, K♠ K♥ K♦: a set, three or four cards of one rank in different suits, 30 points. Two decks are played, yet a set never holds two cards of one suit."),
        QStringLiteral("34 and 30 make 64: enough to open. Lay both melds at once: press Meld, or M."),
        QStringLiteral(
            "You have opened. From now on you may add cards to any meld on the table. Put J♥ on your run: drag it there, or select it and press L."),
        QStringLiteral(
            "The joker in West's run stands for 7♣, and you hold that card. Swap them: drag 7♣ onto the joker, or select it and press J. The joker comes to your hand."),
        QStringLiteral(
            "A joker taken from the table must be played in the same turn. Lay it on your run: drag it there, or select it and press L. It may stand for 6♥ or Q♥: either will do."),
        QStringLiteral(
            "End your turn by throwing away one card: 4♦ is of no use to you. Double-click it, drag it onto the discard pile, or select it and press Delete."),
        // Shift+D as the platform writes it (⇧D on macOS, Tutorial::text through KeyText).
        KeyText::native(QStringLiteral(
            "West drew and threw a card away. Draw from the stock this time: click it or press D. The face-up card beside the stock is the cut card: only a player who has not opened may take it (Shift+D), and only to lay down the whole hand in that turn.")),
        QStringLiteral("The 5♠ you drew completes 3♠ 4♠ 5♠. Select these three cards."),
        QStringLiteral("You have opened already, so a meld of any value may be laid. Press Meld, or M."),
        QStringLiteral("You may also lay off on other players' melds: put Q♥ on West's queens."),
        QStringLiteral("And K♣ on your kings."),
        QStringLiteral(
            "Close the round: throw away your last card, 9♠. The closing card may not be a joker, nor fit a meld on the table."),
        QStringLiteral(
            "You closed the round: −40 points for you; West pays for the cards still in hand. Had you laid down all your cards in one turn without having opened before, that would be a hand: −80, and the others' points count double; with the cut card, −120. In the score table the × column shows that: ×2 after a hand. A match has as many rounds as players, so that each deals once; the lowest total wins."),
    };
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QStringList seen;
    QStringList spoken;
    auto *bubble = t.w.findChild<TutorialBubble *>();
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, &seen, -1, [&](int step) {
        // Screen readers: the bubble's description (with the line under the words at the end), and the
        // step announced (status line, the view's description).
        QCOMPARE(bubble->accessibleDescription(),
                 bubble->note().isEmpty() ? want.value(step) : want.value(step) + QLatin1Char('\n') + bubble->note());
        QVERIFY(QTest::qWaitFor([&] { return bubble->announced().endsWith(want.value(step)); }, 2000));
        spoken << bubble->announced();
        if (step + 1 < want.size()) QCOMPARE(t.status(), bubble->announced());
        t.shot(QStringLiteral("tutorial-remi51-en-%1.png").arg(step + 1, 2, 10, QLatin1Char('0')));
    });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(seen, want);
    QCOMPARE(spoken.size(), want.size());
    for (int i = 0; i < want.size(); ++i)
        QCOMPARE(spoken[i], QStringLiteral("Step %1 of %2: %3").arg(i + 1).arg(want.size()).arg(want[i]));
    // The targets: the pile, the run's four cards, Add to draft, the kings, Meld, the run, West's run…
    const lesson::Lesson &l = *tutorial->lesson();
    QList<lesson::Target> targets;
    for (const lesson::Step &s : l.steps) targets << s.target;
    using T = lesson::Target;
    QCOMPARE(targets, (QList<T>{T::Pile, T::HandCards, T::DraftButton, T::HandCards, T::MeldButton, T::TableMeld,
                                T::TableMeld, T::TableMeld, T::HandCards, T::Stock, T::HandCards, T::MeldButton,
                                T::TableMeld, T::TableMeld, T::HandCards, T::None}));
    // The melds pointed at, as laid: West's run 0 and queens 1, the player's run 2 and kings 3.
    QCOMPARE(CardNames::shortCards(t.round().table()[0].cards), QStringLiteral("5♣ 6♣ 7♣ 8♣"));
    QCOMPARE(t.round().table()[1].cards.size(), std::size_t(4));
    QCOMPARE(t.round().table()[3].cards.size(), std::size_t(4));
}

void TestTutorial::notYet()
{
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    auto *bubble = t.w.findChild<TutorialBubble *>();
    QVERIFY(QTest::qWaitFor([&] { return !bubble->announced().isEmpty(); }, 20000));
    QCOMPARE(tutorial->step(), 0);
    const remi::RoundState before = t.round().state();
    // Drawing from the stock is legal, but the step asks for the discard: not played, said why.
    t.key(Qt::Key_D);
    QCOMPARE(t.status(), QStringLiteral("Not yet. ") + tutorial->text());
    // The bubble says it too, under the step's words, until the step moves on.
    QCOMPARE(bubble->note(), QStringLiteral("Not yet: this step first."));
    QCOMPARE(bubble->text(), tutorial->text());
    QVERIFY(t.round().state() == before);
    QCOMPARE(tutorial->step(), 0);
    // A refused action keeps the engine's own words: a discard before drawing.
    t.focus(t.round().hand(0).front().id);
    t.key(Qt::Key_Delete);
    QVERIFY(!t.status().startsWith(QStringLiteral("Not yet")));
    QVERIFY(t.round().state() == before);
    // The step's action goes through.
    t.key(Qt::Key_T);
    QCOMPARE(tutorial->step(), 1);
    QCOMPARE(bubble->note(), QString());
    // The lesson goes forward only: an undo is not played either.
    t.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(t.status(), QStringLiteral("Not yet. ") + tutorial->text());
    QCOMPARE(t.round().hand(0).size(), std::size_t(15));
    // Selecting other cards is no action: the step stays until the cards asked for are selected.
    QVERIFY(t.select(idsOf(t.round(), "KS KH KD")));
    QCOMPARE(tutorial->step(), 1);
    QVERIFY(t.select(idsOf(t.round(), "7H 8H 9H 10H")));
    QCOMPARE(tutorial->step(), 2);
}

void TestTutorial::lessonEndsWithTheRound_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::newRow("remi51") << QStringLiteral("remi51");
    QTest::newRow("rami") << QStringLiteral("rami");
}

void TestTutorial::lessonEndsWithTheRound()
{
    // The round's end is the lesson's end: the bubble says how to finish, the round's score offers
    // "Finish the lesson" instead of a next round, and it closes the window without dealing again.
    QFETCH(QString, lesson);
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, lesson);
    QVERIFY(tutorial);
    QVERIFY(t.show());
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, nullptr);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY(tutorial->isDone());
    auto *bubble = t.w.findChild<TutorialBubble *>();
    QCOMPARE(bubble->note(), QStringLiteral("The lesson is over. Press Finish the lesson to close this window."));
    QCOMPARE(t.w.findChild<QPushButton *>(QStringLiteral("leaveLessonButton"))->text(),
             QStringLiteral("Finish the lesson"));
    auto *next = t.w.findChild<QPushButton *>(QStringLiteral("nextButton"));
    QVERIFY(next);
    QVERIFY(QTest::qWaitFor([&] { return next->isVisible(); }, 5000));
    QCOMPARE(next->text(), QStringLiteral("Finish the lesson"));
    // Only one such button on the screen: the leave button steps aside for the score's.
    int finishButtons = 0;
    for (const QPushButton *b : t.w.findChildren<QPushButton *>())
        if (b->isVisible() && b->text() == QLatin1String("Finish the lesson")) ++finishButtons;
    QCOMPARE(finishButtons, 1);
    const remi::RoundState before = t.round().state();
    next->click();
    QCoreApplication::processEvents();
    QVERIFY(!t.w.isVisible());
    QVERIFY(t.round().isOver());
    QVERIFY(t.round().state() == before);
    QCOMPARE(tutorial->step(), tutorial->stepCount() - 1);
    QVERIFY(AppSettings::tutorialDone(lesson));
}

void TestTutorial::bubbleKeepsOffTheStatusLine_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("default") << QSize();
    QTest::newRow("800x600") << QSize(800, 600);
    QTest::newRow("1024x768") << QSize(1024, 768);
    QTest::newRow("1366x768") << QSize(1366, 768);
}

void TestTutorial::bubbleKeepsOffTheStatusLine()
{
    // The status line (the opening counter the second step talks about) stays in sight at every step.
    QFETCH(QSize, size);
    Table t(0);
    if (size.isValid()) t.w.resize(size);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    auto *bubble = t.w.findChild<TutorialBubble *>();
    QList<int> covered;
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, nullptr, -1, [&](int step) {
        const QRect r = t.w.view()->mapFromScene(t.w.scene()->statusRect()).boundingRect();
        const QRect status(t.w.view()->viewport()->mapTo(bubble->parentWidget(), r.topLeft()), r.size());
        if (status.isEmpty() || bubble->bubbleRect().intersects(status) || bubble->arrowRect().intersects(status))
            covered << step;
        if (step == 1)
            QVERIFY2(t.w.scene()->statusText().contains(QLatin1String("51")), qPrintable(t.w.scene()->statusText()));
    });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(covered, QList<int>());
}

void TestTutorial::leaveButtonInTheButtonRow()
{
    // "Leave the lesson" sits in the row of buttons after Undo, not on the status bar.
    Table t(0);
    QVERIFY(LearnToPlay::attach(&t.w, QStringLiteral("remi51")));
    QVERIFY(t.show());
    auto *leave = t.w.findChild<QPushButton *>(QStringLiteral("leaveLessonButton"));
    auto *undo = t.w.findChild<QPushButton *>(QStringLiteral("undoButton"));
    QVERIFY(leave && undo);
    QVERIFY(!t.w.statusBar()->isAncestorOf(leave));
    QCOMPARE(leave->parentWidget(), t.w.centralWidget());
    QCOMPARE(leave->geometry().center().y(), undo->geometry().center().y());
    QVERIFY(leave->geometry().left() > undo->geometry().right());
}

void TestTutorial::leaveAndResume()
{
    QStringList handThen, tableThen;
    {
        Table t(0);
        Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
        QVERIFY(tutorial);
        QVERIFY(t.show());
        const QString failed = playLesson(t, tutorial, InputPlayer::Input::Mouse, nullptr, 6);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QCOMPARE(tutorial->step(), 6);
        for (const remi::Card &c : t.round().hand(0)) handThen << CardNames::shortCard(c);
        for (const remi::Meld &m : t.round().table()) tableThen << CardNames::shortCards(m.cards);
        t.w.findChild<QPushButton *>(QStringLiteral("leaveLessonButton"))->click();
        QVERIFY(!t.w.isVisible());
    }
    QCOMPARE(AppSettings::tutorialStep(QStringLiteral("remi51")), 6);
    QVERIFY(!AppSettings::tutorialDone(QStringLiteral("remi51")));
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QVERIFY(QTest::qWaitFor([&] { return tutorial->waitingForPlayer(); }, 20000));
    QCOMPARE(tutorial->step(), 6);
    QStringList hand, table;
    for (const remi::Card &c : t.round().hand(0)) hand << CardNames::shortCard(c);
    for (const remi::Meld &m : t.round().table()) table << CardNames::shortCards(m.cards);
    hand.sort();
    handThen.sort();
    QCOMPARE(hand, handThen);
    QCOMPARE(table, tableThen);
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, nullptr);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY(AppSettings::tutorialDone(QStringLiteral("remi51")));
    // Done: the next time begins at the beginning.
    Table again(0);
    Tutorial *next = LearnToPlay::attach(&again.w, QStringLiteral("remi51"));
    QVERIFY(next);
    QCOMPARE(next->step(), 0);
}

void TestTutorial::resumeInsideASelection()
{
    const lesson::Lesson &l = *lesson::lessonFor("remi51");
    QCOMPARE(Tutorial::resumeStep(l, 0), 0);
    QCOMPARE(Tutorial::resumeStep(l, 1), 1);
    QCOMPARE(Tutorial::resumeStep(l, 3), 1); // the kings: back to where the run was selected
    QCOMPARE(Tutorial::resumeStep(l, 4), 1);
    QCOMPARE(Tutorial::resumeStep(l, 5), 5);
    QCOMPARE(Tutorial::resumeStep(l, 11), 10);
    QCOMPARE(Tutorial::resumeStep(l, 12), 12);
    QCOMPARE(Tutorial::resumeStep(l, 99), 15);
    AppSettings::setTutorialStep(QStringLiteral("remi51"), 3);
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QCOMPARE(tutorial->step(), 1);
    QCOMPARE(t.round().hand(0).size(), std::size_t(15)); // the 9♥ taken
    QVERIFY(t.w.hand()->draft().empty());
    // A corrupt stored step reads as the beginning.
    QSettings().setValue(QStringLiteral("tutorial/remi51/step"), QStringLiteral("many"));
    QCOMPARE(AppSettings::tutorialStep(QStringLiteral("remi51")), 0);
}

void TestTutorial::leavesSettingsStatisticsAutosave()
{
    // The player's game, autosaved, with statistics.
    MainWindow main;
    main.controller()->setComputerDelay(60000);
    main.enableAutosave();
    main.enableStatistics();
    QVERIFY(main.startGame(QStringLiteral("rummy"), 2, 11));
    QCoreApplication::processEvents();
    const QByteArray autosave = readAll(Autosave::path());
    QVERIFY(autosave != "(none)");
    const QByteArray statistics = readAll(Statistics::defaultPath());
    const QMap<QString, QVariant> settings = settingsButLessons();
    // The lesson's window neither autosaves nor counts.
    MainWindow *opened = LearnToPlay::open(QStringLiteral("remi51"));
    QVERIFY(opened);
    QVERIFY(!opened->autosave());
    QVERIFY(!opened->statsRecorder());
    opened->close();
    // A whole lesson, then the window closed.
    {
        Table t(0);
        Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51"));
        QVERIFY(tutorial);
        QVERIFY(t.show());
        const QString failed = playLesson(t, tutorial, InputPlayer::Input::Mouse, nullptr);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        t.w.close();
    }
    // And the Rami lesson, whose rules have manipulation on (the player's Rami settings keep theirs).
    {
        Table t(0);
        Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("rami"));
        QVERIFY(tutorial);
        QVERIFY(t.show());
        const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, nullptr);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        t.w.close();
    }
    QCoreApplication::processEvents();
    QCOMPARE(readAll(Autosave::path()), autosave);
    QCOMPARE(readAll(Statistics::defaultPath()), statistics);
    QCOMPARE(settingsButLessons(), settings);
    QVERIFY(AppSettings::tutorialDone(QStringLiteral("remi51")));
    QVERIFY(AppSettings::tutorialDone(QStringLiteral("rami")));
}

void TestTutorial::menuEntry()
{
    MainWindow w;
    auto *learn = new LearnToPlay(&w);
    QVERIFY(learn->action());
    auto *help = w.menuBar()->findChild<QMenu *>(QStringLiteral("helpMenuBarMenu"));
    QVERIFY(help);
    QCOMPARE(help->actions().front(), learn->action());
    QCOMPARE(learn->action()->text(), QStringLiteral("&Learn to play…"));
    QCOMPARE(LearnToPlay::variants(), (QStringList{QStringLiteral("rummy"), QStringLiteral("remi51"),
                                                   QStringLiteral("rami"), QStringLiteral("remi_indonesia")}));
    QCOMPARE(LearnToPlay::lessonIds(),
             (QStringList{QStringLiteral("rummy"), QStringLiteral("remi51"), QStringLiteral("remi51_hand"),
                          QStringLiteral("rami"), QStringLiteral("remi_indonesia")}));
    // Several games: a list asks which one, in one fixed order (the variants' order); the game
    // played (the stored variant, Remi 51) is chosen at first, with the New Game dialog's line on
    // what makes it different under the list, and that line follows the choice.
    QString asked;
    QStringList offered;
    QStringList summaries;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *dialog = QApplication::activeModalWidget();
        if (!dialog || dialog->objectName() != QLatin1String("learnToPlayChooser")) return;
        answer.stop();
        auto *list = dialog->findChild<QComboBox *>(QStringLiteral("lessonChoice"));
        auto *summary = dialog->findChild<QLabel *>(QStringLiteral("lessonSummary"));
        if (!list || !summary) return;
        asked = list->currentText();
        for (int i = 0; i < list->count(); ++i) offered << list->itemText(i);
        const int start = list->currentIndex();
        summaries << summary->text();
        list->setCurrentIndex(0);
        summaries << summary->text();
        list->setCurrentIndex(start);
        summaries << summary->text();
        QMetaObject::invokeMethod(dialog, "accept");
    });
    answer.start();
    learn->action()->trigger();
    QCOMPARE(asked, QStringLiteral("Remi 51"));
    const QStringList fixedOrder{QStringLiteral("Rummy"), QStringLiteral("Remi 51"),
                                 QStringLiteral("Remi 51: going out with a hand"), QStringLiteral("Rami"),
                                 QStringLiteral("Remi Indonesia")};
    QCOMPARE(offered, fixedOrder);
    QCOMPARE(summaries, (QStringList{VariantNames::summary(QStringLiteral("remi51")),
                                     VariantNames::summary(QStringLiteral("rummy")),
                                     VariantNames::summary(QStringLiteral("remi51"))}));
    QVERIFY(!summaries.front().isEmpty());
    QVERIFY(summaries.front() != summaries.at(1));
    MainWindow *lessonWindow = nullptr;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top->objectName() == QLatin1String("lessonWindow") && top->isVisible())
            lessonWindow = qobject_cast<MainWindow *>(top);
    QVERIFY(lessonWindow);
    QCOMPARE(lessonWindow->windowTitle(), QStringLiteral("Learn to play Remi 51"));
    QVERIFY(lessonWindow->findChild<TutorialBubble *>());
    lessonWindow->close();
    // The first start offers it once: not again.
    AppSettings::setTutorialOffered();
    QVERIFY(!LearnToPlay::offerOnce(&w, QStringLiteral("remi51"), true));
}

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
