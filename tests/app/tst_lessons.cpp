// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19: the Rami guided round (RULES.md 4) and the Remi 51 lesson on going out with a hand (3.7, 3.8),
// played through key and mouse events with every step's words and target checked; the bubble's "Not yet"
// line read by screen readers; every step in Serbian and Russian (pictures with REMI_SHOT_DIR).

#include "AppSettings.h"
#include "CardNames.h"
#include "GameController.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "Language.h"
#include "LearnToPlay.h"
#include "Lesson.h"
#include "LessonPlay.h"
#include "MainWindow.h"
#include "SeatPanel.h"
#include "TableScene.h"
#include "TableView.h"
#include "Tutorial.h"
#include "TutorialBubble.h"

#include <QAccessible>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using keytest::Table;
using namespace lessontest;

class TestLessons : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lessons"));
        m_data = new QTemporaryDir;
        qputenv("REMI_DATA_DIR", m_data->path().toLocal8Bit());
        // Settings of this run only: other checkouts may run the same test at the same time (an INI
        // file, the format TestEnvironment.cpp makes the default on every platform).
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_data->path());
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
        QSettings().setValue(QStringLiteral("view/computerSpeed"), QStringLiteral("instant"));
    }
    void cleanupTestCase() { delete m_data; }
    void init() { QSettings().remove(QStringLiteral("tutorial")); }
    void remi51Hand();
    void ramiWords();
    void wordsExplainedFirst();
    void notYetIsRead();
    void screenshots_data();
    void screenshots();

  private:
    QTemporaryDir *m_data = nullptr;
};

void TestLessons::remi51Hand()
{
    // Remi 51, a hand (RULES.md 3.7, 3.8): every card laid down in one turn without having opened before,
    // played by the mouse; −80 for the player, West's unopened 100 doubled.
    const QStringList want{
        QStringLiteral(
            "West threw away the 9♥. Opening is your first meld: cards laid on the table, worth at least 51 points. Before you have opened you may take the discard only in the first circuit, everyone's first turn, as now; later only to open in that same turn. Take it: click the discard pile, or press T."),
        QStringLiteral(
            "You can lay down all your cards but one in this turn without having opened before: that is a hand, the best way to close. Select 5♣ 6♣ 7♣ 8♣: click each card, or move with Left and Right and press Space."),
        QStringLiteral(
            "A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. Keep the run aside: press Add to draft, or N. All the melds go down together."),
        QStringLiteral("Select J♦ Q♦ K♦."),
        QStringLiteral("Press Add to draft, or N."),
        QStringLiteral(
            "A set is three or four cards of one rank in different suits. Select the four nines: 9♠ 9♦ 9♣ 9♥."),
        QStringLiteral("Press Add to draft, or N."),
        QStringLiteral("And 2♠ 3♠ 4♠."),
        QStringLiteral(
            "The counter shows 101, the cards counting their face value (J, Q and K 10, an ace 10): far more than the 51 needed to open. Press Meld, or M: the four melds go down at once and open you."),
        QStringLiteral(
            "Close with your last card, 6♥: double-click it, drag it onto the discard pile, or select it and press Delete."),
        QStringLiteral(
            "That was a hand: −80 points for you instead of −40, and the others' points count double: the × column of the score table shows ×2. West had not opened: 100, doubled to 200. A hand that uses the cut card (the face-up card beside the stock, taken instead of a draw) scores −120."),
    };
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("remi51_hand"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QCOMPARE(t.w.windowTitle(), QStringLiteral("Learn to play Remi 51: going out with a hand"));
    QStringList seen;
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Mouse, &seen, -1, [&](int step) {
        if (step == 8)
            QVERIFY2(t.w.scene()->statusText().contains(QLatin1String("101")), qPrintable(t.w.scene()->statusText()));
        t.shot(QStringLiteral("tutorial-remi51hand-en-%1.png").arg(step + 1, 2, 10, QLatin1Char('0')));
    });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(seen, want);
    QVERIFY(t.round().isOver());
    QCOMPARE(t.round().result().finish, remi::Finish::Hand);
    QCOMPARE(t.round().result().scores(), (std::vector<int>{-80, 200}));
    QVERIFY(AppSettings::tutorialDone(QStringLiteral("remi51_hand")));
    QVERIFY(!AppSettings::tutorialDone(QStringLiteral("remi51")));
}

void TestLessons::ramiWords()
{
    // Rami (RULES.md 4) by keys: every step's words and target, the score outlined where the live points
    // are the point (4.5 Points), and the points after each table action; the borrowed card and the
    // recovered joker return to the table, so the 300 (4.5) is never charged.
    const QStringList want{
        QStringLiteral(
            "West opened: a player's first melds laid on the table, worth at least 40 points. In Rami you may take from the discard pile only once you have opened, so draw from the stock: click it or press D."),
        QStringLiteral(
            "To open, lay melds worth at least 40 points in one turn, from your own hand. Select 5♥ 6♥ 7♥ 8♥: click each card, or move with Left and Right and press Space. The counter shows their value: 2 to 9 count 5; 10, J, Q and K 10; an ace 15 (5 in A-2-3); a joker the card it stands for."),
        QStringLiteral(
            "A run is three or more cards in a row of one suit; an ace may be low, A-2-3, or high, Q-K-A. These hearts: 20 points, not enough alone. Keep them aside: press Add to draft, or N."),
        QStringLiteral(
            "Now select K♣ K♥ K♦: a set, three or four cards of one rank in different suits; these kings make 30 points. Two decks are played, yet a set never holds two cards of one suit."),
        QStringLiteral(
            "20 and 30 make 50: enough to open. Press Meld, or M. In Rami the points come as you play: these 50 are added to your score at once."),
        QStringLiteral(
            "Beside your name: your total, then this round's points in brackets, 0 (+50). A meld on the table belongs to nobody: lay off 8♦ on West's diamonds for 5 more. Drag it there, or select it and press L."),
        QStringLiteral(
            "The joker in West's run stands for A♠, and you hold that card. Swap them: drag A♠ onto the joker, or select it and press J. A swap scores nothing: the ace is worth what the joker was."),
        QStringLiteral(
            "Beware the 300 trap: a joker taken from the table must go into a new meld in this same turn. Discarded or kept in hand, it costs you 300 points when your turn ends. Select 7♣ 7♠ and the joker."),
        QStringLiteral("Press Meld, or M: a set of sevens, the joker standing for a seven, 15 points."),
        QStringLiteral(
            "In this lesson manipulation is on (an option of the game): you may rearrange the table to place your cards. Your 4♥ 4♣ need a third four: take the 4♦ from West's diamonds. Press C, choose the run with Up and Down and the 4♦ with Left and Right, press Enter and choose Take; or right-click the 4♦."),
        QStringLiteral(
            "The 4♦ is borrowed: it must go back to the table in this turn. A borrowed card still in your hand when your turn ends costs 300 points. Select 4♥ 4♣ 4♦."),
        QStringLiteral("Press Meld, or M: the fours score 15, less the 5 you lost when you took the 4♦: 10 points."),
        QStringLiteral(
            "End your turn by discarding 2♠: double-click it, drag it onto the discard pile, or select it and press Delete."),
        QStringLiteral(
            "West threw away the 9♥. Now that you have opened you may take the top card of the discard pile instead of drawing: click it, or press T."),
        QStringLiteral("Lay off 9♥ on your hearts."),
        QStringLiteral(
            "Go out: discard your last card, 10♣. In Rami a hand emptied by a meld or a lay-off ends the round too: no card need be kept."),
        QStringLiteral(
            "You went out and win the cards left in West's hand: 2 to 9 count 5, 10 to K 10, an ace 15, a joker 20. Had you opened and gone out in one turn, that would be a remi: 200 more. The match goes on until a score reaches 1000; the highest total wins."),
    };
    using T = lesson::Target;
    const QList<T> targets{T::Stock,     T::HandCards, T::DraftButton, T::HandCards, T::MeldButton, T::TableMeld,
                           T::TableMeld, T::HandCards, T::MeldButton,  T::TableMeld, T::HandCards,  T::MeldButton,
                           T::HandCards, T::Pile,      T::TableMeld,   T::HandCards, T::None};
    // The player's live points when each step is shown (RULES.md 4.5 Points; 4.8 values with roundTo5).
    const QList<int> points{0, 0, 0, 0, 0, 50, 55, 55, 55, 70, 65, 65, 80, 80, 80, 85};
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("rami"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QCOMPARE(t.w.windowTitle(), QStringLiteral("Learn to play Rami"));
    QVERIFY(t.round().rules().manipulation); // the lesson's option (RULES.md 4.11)
    QVERIFY(!remi::presetRules("rami")->manipulation);
    auto *bubble = t.w.findChild<TutorialBubble *>();
    QStringList seen;
    QList<T> pointed;
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, &seen, -1, [&](int step) {
        const lesson::Step &s = tutorial->lesson()->steps[static_cast<std::size_t>(step)];
        pointed << s.target;
        QCOMPARE(bubble->accessibleDescription(),
                 bubble->note().isEmpty() ? want.value(step) : want.value(step) + QLatin1Char('\n') + bubble->note());
        // The score beside the player's name is outlined too where the step talks about it.
        if (s.also == lesson::Also::Score) {
            QCOMPARE(bubble->targets().size(), 2);
            const SeatPanel *seat = t.w.scene()->seatPanels().value(0);
            const QRectF panel = seat->mapRectToScene(seat->frameRect());
            const QRect r = t.w.view()->mapFromScene(panel).boundingRect();
            QCOMPARE(bubble->targets().value(1),
                     QRect(t.w.view()->viewport()->mapTo(bubble->parentWidget(), r.topLeft()), r.size())
                         .adjusted(-4, -4, 4, 4));
        } else {
            QVERIFY(bubble->targets().size() <= 1);
        }
        if (step < points.size()) QCOMPARE(t.round().state().seats[0].points, points[step]);
        // The step that reads the score: the total, then this round's points in brackets.
        if (step == 5) QTRY_COMPARE(t.w.scene()->seatPanels().value(0)->scoreText(), QStringLiteral("0 (+50)"));
        // After the take the borrowed card is flagged and its cost said in the status line (RULES.md 4.5).
        if (step == 10) QVERIFY(t.w.scene()->statusText().contains(QLatin1String("300")));
        t.shot(QStringLiteral("tutorial-rami-en-%1.png").arg(step + 1, 2, 10, QLatin1Char('0')));
    });
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(seen, want);
    QCOMPARE(pointed, targets);
    QCOMPARE(t.round().state().seats[0].penalties, 0);
    QCOMPARE(t.round().result().winner, 0);
    // The player: 85 on the table and West's 2♣ 3♠ 10♠ 6♣ 9♦ 2♥ 3♣ (40); West keeps the 55 of the opening.
    QCOMPARE(t.round().result().scores(), (std::vector<int>{125, 55}));
    // The melds as the steps point at them: West's Q♠ K♠ A♠ and diamonds, the hearts, the sevens, the fours.
    QCOMPARE(CardNames::shortCards(t.round().table()[0].cards), QStringLiteral("Q♠ K♠ A♠"));
    QCOMPARE(CardNames::shortCards(t.round().table()[1].cards), QStringLiteral("5♦ 6♦ 7♦ 8♦"));
    QCOMPARE(CardNames::shortCards(t.round().table()[2].cards), QStringLiteral("5♥ 6♥ 7♥ 8♥ 9♥"));
    QCOMPARE(t.round().table().size(), std::size_t(6));
}

void TestLessons::wordsExplainedFirst()
{
    // A newcomer meets each word with its meaning: in every lesson the first step that says "run",
    // "set", "meld"/"combination" or "open…" says what it is (RULES.md 1.3: runs and sets; 3.6, 4.6:
    // the opening; 2.6: none in Rummy).
    struct Term {
        QRegularExpression word;
        QString meaning;
    };
    const QList<Term> terms{
        {QRegularExpression(QStringLiteral("\\bruns?\\b")), QStringLiteral("three or more cards in a row of one suit")},
        {QRegularExpression(QStringLiteral("\\bsets?\\b")),
         QStringLiteral("three or four cards of one rank in different suits")},
        {QRegularExpression(QStringLiteral("\\b(melds?|combinations?)\\b")), QStringLiteral("on the table")},
        {QRegularExpression(QStringLiteral("\\bopen(ed|ing|s)?\\b")), QStringLiteral("first meld")},
    };
    QStringList firsts;
    for (const lesson::Lesson &l : lesson::lessons())
        for (const Term &term : terms)
            for (const lesson::Step &s : l.steps) {
                const QString text = QString::fromUtf8(s.text);
                if (!term.word.match(text).hasMatch()) continue;
                QVERIFY2(text.contains(term.meaning),
                         qPrintable(QString::fromStdString(l.id) + QLatin1String(": ") + text));
                firsts << QString::fromStdString(l.id);
                break;
            }
    // Every word is met in these lessons (the Indonesian run, set and meld; Rummy's run, set, meld and opening…).
    QCOMPARE(firsts, (QStringList{QStringLiteral("rummy"), QStringLiteral("rummy"), QStringLiteral("rummy"),
                                  QStringLiteral("rummy"), QStringLiteral("remi51"), QStringLiteral("remi51"),
                                  QStringLiteral("remi51"), QStringLiteral("remi51"), QStringLiteral("remi51_hand"),
                                  QStringLiteral("remi51_hand"), QStringLiteral("remi51_hand"),
                                  QStringLiteral("remi51_hand"), QStringLiteral("rami"), QStringLiteral("rami"),
                                  QStringLiteral("rami"), QStringLiteral("rami"), QStringLiteral("remi_indonesia"),
                                  QStringLiteral("remi_indonesia"), QStringLiteral("remi_indonesia")}));
}

void TestLessons::notYetIsRead()
{
    // Screen readers read the whole bubble: the "Not yet" line is in its accessible description too,
    // and leaves it with the line.
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, QStringLiteral("rami"));
    QVERIFY(tutorial);
    QVERIFY(t.show());
    auto *bubble = t.w.findChild<TutorialBubble *>();
    QVERIFY(QTest::qWaitFor([&] { return tutorial->waitingForPlayer() && !bubble->announced().isEmpty(); }, 20000));
    QCOMPARE(bubble->accessibleDescription(), tutorial->text());
    QAccessibleInterface *a11y = QAccessible::queryAccessibleInterface(bubble);
    QVERIFY(a11y);
    QCOMPARE(a11y->text(QAccessible::Description), tutorial->text());
    // The pile before opening: the engine refuses it with its own words (RULES.md 4.3), no "Not yet".
    t.key(Qt::Key_T);
    QVERIFY(!t.status().startsWith(QStringLiteral("Not yet")));
    QCOMPARE(bubble->note(), QString());
    // Draw, then a legal discard the step does not ask for: "Not yet", in the bubble and its description.
    t.key(Qt::Key_D);
    QCOMPARE(tutorial->step(), 1);
    QVERIFY(t.focus(idsOf(t.round(), "2S").front()));
    t.key(Qt::Key_Delete);
    QCOMPARE(t.status(), QStringLiteral("Not yet. ") + tutorial->text());
    const QString line = QStringLiteral("Not yet: this step first.");
    QCOMPARE(bubble->note(), line);
    QCOMPARE(bubble->accessibleDescription(), tutorial->text() + QLatin1Char('\n') + line);
    QCOMPARE(a11y->text(QAccessible::Description), tutorial->text() + QLatin1Char('\n') + line);
    // The step done: the line goes, from the description too.
    QVERIFY(t.select(idsOf(t.round(), "5H 6H 7H 8H")));
    QCOMPARE(tutorial->step(), 2);
    QCOMPARE(bubble->note(), QString());
    QCOMPARE(bubble->accessibleDescription(), tutorial->text());
}

void TestLessons::screenshots_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::newRow("remi51-sr") << QStringLiteral("remi51") << QStringLiteral("sr");
    QTest::newRow("remi51_hand-sr") << QStringLiteral("remi51_hand") << QStringLiteral("sr");
    QTest::newRow("rami-sr") << QStringLiteral("rami") << QStringLiteral("sr");
    QTest::newRow("rami-ru") << QStringLiteral("rami") << QStringLiteral("ru");
}

void TestLessons::screenshots()
{
    // Serbian (Cyrillic) and Russian: every step's words translated, the lesson played to its end;
    // pictures of each step when REMI_SHOT_DIR is set.
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    Language::apply(language);
    Table t(0);
    Tutorial *tutorial = LearnToPlay::attach(&t.w, lesson);
    QVERIFY(tutorial);
    QVERIFY(t.show());
    QStringList seen;
    const QString failed = playLesson(t, tutorial, InputPlayer::Input::Keys, &seen, -1, [&](int step) {
        t.shot(QStringLiteral("tutorial-%1-%2-%3.png").arg(lesson, language).arg(step + 1, 2, 10, QLatin1Char('0')));
    });
    const QString title = t.w.windowTitle();
    Language::apply(QStringLiteral("en"));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QCOMPARE(seen.size(), tutorial->stepCount());
    const QRegularExpression cyrillic(QStringLiteral("[\\x{0400}-\\x{04FF}]"));
    QVERIFY2(title.contains(cyrillic), qPrintable(title));
    for (const QString &s : seen)
        QVERIFY2(s.contains(cyrillic) && !s.contains(QLatin1String("West")) && !s.contains(QLatin1String("the ")),
                 qPrintable(s));
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
