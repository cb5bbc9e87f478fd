// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 40, the window part: "Review my round" (the Game menu's entry, Ctrl+R, the round end's
// button: one action) is enabled only once a round is finished; the review runs in the background
// with a progress bar and Cancel, the game goes on meanwhile (the next round is dealt while it
// runs); a known save in which the human discards the middle card of a run lists that moment
// first with the expert's other discard; ← and → step through the moments; cancelling leaves no
// thread; hot-seat players see only their own review, covered until they show it.

#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "ReviewBoard.h"
#include "ReviewCommand.h"
#include "ReviewWindow.h"
#include "ReviewWords.h"
#include "RoundEndPanel.h"
#include "RoundReviews.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/Match.h"
#include "engine/PlayerView.h"
#include "save/SaveGame.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace remi;

namespace {

/// A review that looks less hard than the game's (the tests' time), the same everywhere.
review::ReviewConfig quick()
{
    review::ReviewConfig c;
    c.expertSamples = 16;
    c.samples = 32;
    c.moreSamples = 96;
    return c;
}

struct Built {
    save::SaveGame game;
    int breakStep = -1;      ///< the action index of seat 0's run-breaking discard
    CardId broken = 0;       ///< the card it discarded
    std::vector<Action> log; ///< round 1
};

/// Round 1 of a remi51 match of `levels.size()` seats from `seed`, each seat played by the bot of its
/// level; `humans` are human seats in the save. `breakRun`: seat 0's first turn draws from the
/// stock and discards the middle card of a three-card run of its hand (nullopt when it has none).
/// `nextRound`: round 2 is dealt after it (no action yet), else the save ends with round 1 over.
std::optional<Built> build(std::uint64_t seed, const std::vector<ai::BotLevel> &levels, const std::vector<bool> &humans,
                           bool breakRun, bool nextRound)
{
    const int players = static_cast<int>(levels.size());
    const RuleSet rules = presetRules("remi51")->forPlayers(players);
    Match match(rules, players, seed);
    const save::SaveDeal deal = save::captureDeal(match.round());
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (ai::BotLevel level : levels) bots.push_back(ai::makeComputerPlayer(level));
    Built out;
    Round &round = match.round();
    bool broke = !breakRun;
    for (int t = 0; t < 400 && !round.isOver(); ++t) {
        const int seat = round.currentSeat();
        if (seat == 0 && !broke) {
            broke = true;
            if (round.phase() == Phase::Draw) {
                const Action draw = Action::draw(0, DrawSource::Stock);
                if (round.apply(draw) != Reason::Ok) return std::nullopt;
                out.log.push_back(draw);
            }
            std::optional<CardId> middle;
            const std::vector<Card> hand = makePlayerView(round, 0).hand;
            const auto has = [&](Suit s, int rank) {
                return std::find_if(hand.begin(), hand.end(),
                                    [&](const Card &c) { return c.suit == s && c.rank == rank; }) != hand.end();
            };
            for (const Card &c : hand)
                if (!middle && !c.isJoker() && c.rank > 1 && c.rank < 13 && has(c.suit, c.rank - 1) &&
                    has(c.suit, c.rank + 1))
                    middle = c.id;
            if (!middle) return std::nullopt;
            const Action discard = Action::discard(0, *middle);
            if (round.apply(discard) != Reason::Ok) return std::nullopt;
            out.breakStep = static_cast<int>(out.log.size());
            out.broken = *middle;
            out.log.push_back(discard);
            continue;
        }
        const std::vector<Action> applied =
            ai::playTurn(round, *bots[static_cast<std::size_t>(seat)], seed * 977 + static_cast<std::uint64_t>(t));
        out.log.insert(out.log.end(), applied.begin(), applied.end());
    }
    if (!round.isOver() || !broke) return std::nullopt;
    save::SaveGame &g = out.game;
    g.variant = "remi51";
    g.options = save::optionsOf(rules);
    for (int s = 0; s < players; ++s)
        g.players.push_back({std::string(), humans[static_cast<std::size_t>(s)],
                             std::string(ai::botLevelName(levels[static_cast<std::size_t>(s)]))});
    g.seed = seed;
    g.rounds.push_back({deal, out.log});
    match.settleRound();
    if (nextRound) {
        match.startNextRound();
        g.rounds.push_back({save::captureDeal(match.round()), {}});
    }
    g.totals = match.totals();
    return out;
}

/// The first seed from `from` whose round 1 `build` makes (the search is fixed: the same save every run).
Built firstBuilt(std::uint64_t from, const std::vector<ai::BotLevel> &levels, const std::vector<bool> &humans,
                 bool breakRun, bool nextRound)
{
    for (std::uint64_t seed = from; seed < from + 200; ++seed)
        if (std::optional<Built> b = build(seed, levels, humans, breakRun, nextRound)) return *b;
    qFatal("no seed makes the round");
    std::abort();
}

/// The first easy-level round from `from` on (seat 0 easy and human, seat 1 normal) whose quick
/// review has at least three moments: one to step through. A fixed search: the same save every run.
Built mistakes(std::uint64_t from, bool nextRound)
{
    for (std::uint64_t seed = from; seed < from + 50; ++seed) {
        const std::optional<Built> b =
            build(seed, {ai::BotLevel::Easy, ai::BotLevel::Normal}, {true, false}, false, nextRound);
        if (!b) continue;
        const std::optional<review::SavedRound> saved = review::savedRound(b->game, 0);
        if (saved && review::reviewRound(saved->start, saved->actions, 0, quick()).moments.size() >= 3) return *b;
    }
    qFatal("no round with three mistakes");
    std::abort();
}

/// Plays round 2 of `b` (built with round 2 dealt) to its end with the bots of `levels`: the save
/// then ends with two finished rounds. False when it does not end.
bool playSecondRound(Built &b, const std::vector<ai::BotLevel> &levels)
{
    save::SaveError error;
    std::unique_ptr<Match> match = save::replaySave(b.game, &error);
    if (!match || b.game.rounds.size() != 2) return false;
    std::vector<std::unique_ptr<ai::ComputerPlayer>> bots;
    for (ai::BotLevel level : levels) bots.push_back(ai::makeComputerPlayer(level));
    Round &round = match->round();
    std::vector<Action> log;
    for (int t = 0; t < 400 && !round.isOver(); ++t) {
        const std::vector<Action> applied = ai::playTurn(
            round, *bots[static_cast<std::size_t>(match->matchSeat(round.currentSeat()))], b.game.seed + 31 * t);
        log.insert(log.end(), applied.begin(), applied.end());
    }
    if (!round.isOver()) return false;
    b.game.rounds[1].actions = log;
    match->settleRound();
    b.game.totals = match->totals();
    return true;
}

/// Opens `game` in `w` as a loaded save; the computer seats wait.
bool load(MainWindow &w, const save::SaveGame &game)
{
    save::SaveError error;
    std::unique_ptr<Match> match = save::replaySave(game, &error);
    if (!match) {
        qWarning("%s", save::saveErrorText(error).c_str());
        return false;
    }
    w.controller()->setComputerDelay(60000);
    return w.continueGame(game, std::move(match));
}

/// A window set up for the tests: quick reviews, unattended nothing.
void prepare(MainWindow &w)
{
    w.resize(1024, 720);
    w.show();
    w.review()->reviews()->setConfig(quick());
}

/// A review that looks much harder than the game's: each decision takes a while (a review still
/// running when the test acts).
review::ReviewConfig slow()
{
    review::ReviewConfig c;
    c.expertSamples = 2048;
    return c;
}

bool waitDone(RoundReviews *reviews, int round, int seat, int ms = 90000)
{
    QElapsedTimer t;
    t.start();
    while (!reviews->result(round, seat) && t.elapsed() < ms) QTest::qWait(50);
    return reviews->result(round, seat) != nullptr;
}

} // namespace

class TestReviewWindow : public QObject {
    Q_OBJECT

  private slots:
    void init() { Language::apply(QStringLiteral("en")); }
    void enabledOnlyForFinishedRounds();
    void knownSaveListsTheBrokenRunFirst();
    void arrowsStepThroughTheMoments();
    void cancelLeavesNoThread();
    void enterAfterTheReviewGoesOn();
    void playGoesOnWhileReviewing();
    void hotSeatSeesOnlyOwnReview();
    void matchLineAddsTheRounds();
    void screenshots();
};

void TestReviewWindow::enabledOnlyForFinishedRounds()
{
    MainWindow w;
    prepare(w);
    QAction *action = w.review()->action();
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
    // The button is the round end's, above "Next round".
    QVERIFY(w.roundEndPanel()->isAncestorOf(w.review()->button()));
    QVERIFY(w.startGame(QStringLiteral("remi51"), 2, 7));
    w.controller()->setComputerDelay(60000);
    QVERIFY(!action->isEnabled());
    QVERIFY(!w.review()->button()->isEnabled());
    QVERIFY(w.review()->reviews()->finishedRounds().isEmpty());
    action->trigger(); // refused: nothing opens
    QVERIFY(!w.review()->window());

    // A save whose round 1 is over: the round end, the command enabled.
    const Built over = firstBuilt(100, {ai::BotLevel::Normal, ai::BotLevel::Normal}, {true, false}, false, false);
    QVERIFY(load(w, over.game));
    QVERIFY(w.controller()->round().isOver());
    QCOMPARE(w.review()->reviews()->finishedRounds(), QList<int>{0});
    QVERIFY(action->isEnabled());
    QVERIFY(w.review()->button()->isEnabled());
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    QVERIFY(w.review()->button()->isVisible());
    // Its whole text shows, inside the panel (a look: review-shots/roundend.png).
    QPushButton *button = w.review()->button();
    QVERIFY(button->width() >= button->sizeHint().width());
    QVERIFY(w.roundEndPanel()->rect().contains(QRect(button->mapTo(w.roundEndPanel(), QPoint()), button->size())));
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/review-shots");
    QDir().mkpath(dir);
    w.grab().save(dir + QStringLiteral("/roundend.png"));

    // A save in round 2 (nothing played yet): round 1 may be reviewed, round 2 not.
    const Built next = firstBuilt(100, {ai::BotLevel::Normal, ai::BotLevel::Normal}, {true, false}, false, true);
    QVERIFY(load(w, next.game));
    QVERIFY(!w.controller()->round().isOver());
    QCOMPARE(w.review()->reviews()->finishedRounds(), QList<int>{0});
    QVERIFY(action->isEnabled());
    QVERIFY(!w.review()->reviews()->start(1, 0)); // the round in play is never reviewed
    QVERIFY(!w.review()->reviews()->start(0, 1)); // nor a computer seat
    // The score sheet reviews the round selected: round 1 yes, round 2 (in play) no.
    w.findChild<QAction *>(QStringLiteral("scoreAction"))->trigger();
    auto *sheet = w.findChild<QDialog *>(QStringLiteral("scoreSheet"));
    QVERIFY(sheet);
    auto *sheetReview = sheet->findChild<QPushButton *>(QStringLiteral("scoreSheetReview"));
    QVERIFY(sheetReview);
    auto *sheetTable = sheet->findChild<QTableWidget *>();
    sheetTable->setCurrentCell(1, 0);
    QVERIFY(!sheetReview->isEnabled());
    sheetTable->setCurrentCell(0, 0);
    QVERIFY(sheetReview->isEnabled());
    QTest::mouseClick(sheetReview, Qt::LeftButton);
    QVERIFY(w.review()->window());
    QCOMPARE(w.review()->window()->round(), 0);
    QCOMPARE(w.review()->window()->seat(), 0);
    QVERIFY(w.review()->reviews()->isRunning(0, 0) || w.review()->reviews()->result(0, 0));
    sheet->close();

    // A game of computers only: nobody to review.
    QList<SeatConfig> bots = GameController::defaultSeats(2);
    bots[0].human = false;
    QVERIFY(w.startGame(QStringLiteral("remi51"), bots, 7));
    QVERIFY(!action->isEnabled());
}

void TestReviewWindow::knownSaveListsTheBrokenRunFirst()
{
    // Seat 0 (the human) breaks a three-card run at its first discard and then plays as the expert
    // would (the expert bot): the broken run is the worst moment, with another discard as the
    // expert's move.
    const Built b = firstBuilt(300, {ai::BotLevel::Expert, ai::BotLevel::Normal}, {true, false}, true, false);
    MainWindow w;
    prepare(w);
    QVERIFY(load(w, b.game));
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    QTest::mouseClick(w.review()->button(), Qt::LeftButton);
    ReviewWindow *rw = w.review()->window();
    QVERIFY(rw);
    QTRY_VERIFY(rw->isVisible());
    QCOMPARE(rw->round(), 0);
    QCOMPARE(rw->seat(), 0);
    QVERIFY(waitDone(w.review()->reviews(), 0, 0));
    const review::RoundReview *r = w.review()->reviews()->result(0, 0);
    QVERIFY(r->complete);
    QVERIFY(!r->moments.empty());
    const review::ReviewMoment &worst = r->moments.front();
    QCOMPARE(worst.step, b.breakStep);
    QCOMPARE(worst.played.card, b.broken);
    QCOMPARE(worst.expert.type, ActionType::Discard);
    QVERIFY(worst.expert.card != b.broken);
    // Seat 0 has not opened: its hand would pay 100 whatever it holds (RULES.md 3.8), so the broken
    // run is told by the opening it gave up, never by deadwood.
    QVERIFY2(worst.reason.kind == review::ReviewReasonKind::OpeningChances ||
                 worst.reason.kind == review::ReviewReasonKind::OpeningValue,
             qPrintable(ReviewWords::reason(worst.reason)));
    QCOMPARE(worst.reason.flat, 100);
    QVERIFY(worst.reason.theirs > worst.reason.mine);
    QVERIFY2(worst.cost >= 3, qPrintable(QString::number(worst.cost)));

    // The window: the summary in the players' words, that moment first and selected, its table
    // with the two discards marked, its sentence as the board's accessible name.
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    const QString sentence = ReviewWords::moment(worst, rules);
    QCOMPARE(rw->summaryLabel()->text(), ReviewWords::summary(1, *r));
    QVERIFY(!rw->progressBar()->isVisible());
    QVERIFY(!rw->cancelButton()->isVisible());
    QCOMPARE(rw->momentTexts().size(), static_cast<qsizetype>(r->moments.size()));
    QCOMPARE(rw->momentTexts().first(), sentence);
    QCOMPARE(rw->currentMoment(), 0);
    QCOMPARE(rw->sentenceLabel()->text(), sentence);
    QCOMPARE(rw->board()->accessibleName(), sentence);
    QCOMPARE(rw->board()->playedMarks().cards, std::vector<CardId>{b.broken});
    QCOMPARE(rw->board()->expertMarks().cards, std::vector<CardId>{worst.expert.card});
    // The table as it was: the hand before the discard (15 cards, the broken card among them).
    const std::vector<CardId> shown = rw->board()->shownCards();
    QVERIFY(std::find(shown.begin(), shown.end(), b.broken) != shown.end());
    QVERIFY(rw->board()->accessibleDescription().startsWith(QStringLiteral("Your hand: ")));
    // The two marked hand cards are lifted above the others and drawn on top of them, so that each
    // frame holds one card (a frame around a half-covered card looked like it marked two: a tester).
    std::vector<CardId> lifted{b.broken, worst.expert.card};
    std::vector<CardId> got = rw->board()->liftedCards();
    std::sort(lifted.begin(), lifted.end());
    std::sort(got.begin(), got.end());
    QCOMPARE(got, lifted);
    const QRect up = rw->board()->cardRect(b.broken);
    QVERIFY(!up.isEmpty());
    int others = 0;
    for (CardId id : shown) {
        const QRect r = rw->board()->cardRect(id);
        if (id == b.broken || id == worst.expert.card || r.top() > up.bottom() || r.bottom() < up.top()) continue;
        QCOMPARE(r.height(), up.height());
        QCOMPARE(r.top() - up.top(), std::max(6, up.height() / 5)); // the hand's others, lower by the lift
        ++others;
    }
    QVERIFY(others >= 10);
    QCOMPARE(rw->board()->cardRect(worst.expert.card).top(), up.top());
    // Esc closes.
    QTest::keyClick(rw->list(), Qt::Key_Escape);
    QTRY_VERIFY(!rw->isVisible());
    // Ctrl+R opens the same review again (done: no second run).
    w.activateWindow();
    w.review()->action()->trigger();
    QVERIFY(rw->isVisible());
    QVERIFY(!w.review()->reviews()->isRunning(0, 0));
    QCOMPARE(rw->momentTexts().first(), sentence);
}

void TestReviewWindow::arrowsStepThroughTheMoments()
{
    // The easy level makes mistakes enough for several moments.
    const Built b = mistakes(500, false);
    MainWindow w;
    prepare(w);
    QVERIFY(load(w, b.game));
    w.review()->review(0, 0);
    ReviewWindow *rw = w.review()->window();
    QVERIFY(waitDone(w.review()->reviews(), 0, 0));
    const review::RoundReview *r = w.review()->reviews()->result(0, 0);
    QVERIFY2(r->moments.size() >= 3, qPrintable(QString::number(r->moments.size())));
    QVERIFY(QTest::qWaitForWindowActive(rw));
    QCOMPARE(rw->currentMoment(), 0);
    rw->list()->setFocus();
    QTest::keyClick(rw->list(), Qt::Key_Right);
    QCOMPARE(rw->currentMoment(), 1);
    QTest::keyClick(rw->list(), Qt::Key_Right);
    QCOMPARE(rw->currentMoment(), 2);
    QTest::keyClick(rw->list(), Qt::Key_Left);
    QCOMPARE(rw->currentMoment(), 1);
    QTest::keyClick(rw->list(), Qt::Key_Left);
    QTest::keyClick(rw->list(), Qt::Key_Left); // at the first: stays
    QCOMPARE(rw->currentMoment(), 0);
    // The arrows work from the board too, and the board follows the selection.
    rw->board()->setFocus();
    QTest::keyClick(rw->board(), Qt::Key_Right);
    QCOMPARE(rw->currentMoment(), 1);
    QCOMPARE(rw->board()->accessibleName(), rw->momentTexts().at(1));
    // Worst first; the switch puts them in turn order.
    std::vector<double> costs;
    for (const auto &m : r->moments) costs.push_back(m.cost);
    QVERIFY(std::is_sorted(costs.rbegin(), costs.rend()));
    rw->turnOrderBox()->setChecked(true);
    std::vector<int> steps;
    std::vector<review::ReviewMoment> byStep = r->moments;
    std::stable_sort(byStep.begin(), byStep.end(), [](const auto &x, const auto &y) { return x.step < y.step; });
    const RuleSet rules = presetRules("remi51")->forPlayers(2);
    QStringList expected;
    for (const auto &m : byStep) expected << ReviewWords::moment(m, rules);
    QCOMPARE(rw->momentTexts(), expected);
    // The decisions the expert would make otherwise at no real cost follow, in turn order.
    QStringList differences;
    for (const auto &m : r->differences) differences << ReviewWords::difference(m, rules);
    QVERIFY(!differences.isEmpty());
    QCOMPARE(rw->differenceTexts(), differences);
    QVERIFY(rw->findChild<QLabel *>(QStringLiteral("reviewBasis"))->isVisible());
    // Enter in the list goes to the moment's table.
    rw->list()->setFocus();
    QTest::keyClick(rw->list(), Qt::Key_Return);
    QTRY_VERIFY(rw->board()->hasFocus());
    // Tab order: the list, the switch, the board.
    rw->list()->setFocus();
    QTest::keyClick(rw->list(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(rw->turnOrderBox()));
    QTest::keyClick(rw->turnOrderBox(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(rw->board()));
}

void TestReviewWindow::cancelLeavesNoThread()
{
    const Built b = firstBuilt(500, {ai::BotLevel::Easy, ai::BotLevel::Normal}, {true, false}, false, false);
    auto owner = std::make_unique<MainWindow>();
    {
        MainWindow &w = *owner;
        prepare(w);
        w.review()->reviews()->setConfig(slow());
        QVERIFY(load(w, b.game));
        w.review()->review(0, 0);
        ReviewWindow *rw = w.review()->window();
        RoundReviews *reviews = w.review()->reviews();
        QVERIFY(reviews->isRunning(0, 0));
        QVERIFY(rw->progressBar()->isVisible());
        QVERIFY(rw->cancelButton()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(reviews->progress(0, 0).first >= 1, 30000);
        QCOMPARE(rw->progressBar()->maximum(), reviews->progress(0, 0).second);
        QElapsedTimer t;
        t.start();
        QTest::mouseClick(rw->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!reviews->isBusy(), 5000);
        qInfo("the review stopped %lld ms after Cancel", static_cast<long long>(t.elapsed()));
        QVERIFY(!reviews->result(0, 0));
        QVERIFY(!rw->progressBar()->isVisible());
        QCOMPARE(rw->statusLabel()->text(), ReviewWindow::tr("The review was cancelled."));
        QVERIFY(rw->startButton()->isVisible());
        QVERIFY(rw->momentTexts().isEmpty());
        // Started again, then the window closed while it runs: the thread is stopped and waited for.
        QTest::mouseClick(rw->startButton(), Qt::LeftButton);
        QVERIFY(reviews->isRunning(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(reviews->progress(0, 0).first >= 1, 30000);
        // A new game cancels it (gameStarted): nothing of the old game runs on.
        QVERIFY(w.startGame(QStringLiteral("remi51"), 2, 9));
        QVERIFY(!reviews->isBusy());
        QVERIFY(!reviews->result(0, 0));
        QVERIFY(!rw->isVisible());
        // Once more, and the window closed (destroyed) while it runs: stopped and waited for.
        QVERIFY(load(w, b.game));
        QVERIFY(reviews->start(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(reviews->progress(0, 0).first >= 1, 30000);
    }
    QElapsedTimer t;
    t.start();
    owner.reset();
    QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
}

void TestReviewWindow::enterAfterTheReviewGoesOn()
{
    // Issue 35 (tester ru 14): the status line says Enter deals the next round; after the review was
    // closed the focus went back to the review button, and Enter opened the review again.
    const Built b = firstBuilt(300, {ai::BotLevel::Expert, ai::BotLevel::Normal}, {true, false}, true, false);
    MainWindow w;
    prepare(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(load(w, b.game));
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    QVERIFY(!w.controller()->match().isOver());
    const int round = w.controller()->match().roundNumber();
    QPushButton *next = w.roundEndPanel()->continueButton();
    QCOMPARE(next->text(), QStringLiteral("Next round"));
    w.review()->button()->setFocus();
    QTest::keyClick(w.review()->button(), Qt::Key_Return); // Enter on the review button reviews
    ReviewWindow *rw = w.review()->window();
    QVERIFY(rw);
    QTRY_VERIFY(rw->isVisible());
    QTest::keyClick(rw, Qt::Key_Escape);
    QTRY_VERIFY(!rw->isVisible());
    QTRY_COMPARE(QApplication::focusWidget(), next);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(w.controller()->match().roundNumber(), round + 1);
    QVERIFY(!w.roundEndPanel()->isVisible());
    QVERIFY(!rw->isVisible());
}

void TestReviewWindow::playGoesOnWhileReviewing()
{
    // Chosen: the next round does not stop the review; it goes on in the background and its result
    // is there when it ends, while the new round is played.
    const Built b = firstBuilt(500, {ai::BotLevel::Easy, ai::BotLevel::Normal}, {true, false}, false, false);
    MainWindow w;
    prepare(w);
    w.review()->reviews()->setConfig(slow()); // still running at the next round
    QVERIFY(load(w, b.game));
    QTRY_VERIFY(w.roundEndPanel()->isVisible());
    // Enter on the button reviews (it does not go on to the next round, the panel's Enter elsewhere).
    QTest::keyClick(w.review()->button(), Qt::Key_Return);
    QCOMPARE(w.controller()->match().roundNumber(), 1);
    RoundReviews *reviews = w.review()->reviews();
    QVERIFY(reviews->isRunning(0, 0));
    w.controller()->setComputerDelay(0);
    w.roundEndPanel()->proceed();
    QCOMPARE(w.controller()->match().roundNumber(), 2);
    QVERIFY(!w.controller()->round().isOver());
    QVERIFY(reviews->isRunning(0, 0));
    // The computer seats play on meanwhile, the human can act when their turn comes, and the
    // review goes on judging round 1's decisions.
    const int before = reviews->progress(0, 0).first;
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 30000);
    QVERIFY(w.review()->action()->isEnabled()); // round 1 may still be reviewed
    QTRY_VERIFY_WITH_TIMEOUT(reviews->progress(0, 0).first > before, 60000);
    QVERIFY(reviews->isRunning(0, 0));
    QCOMPARE(w.controller()->match().roundNumber(), 2);
    QVERIFY(w.review()->window()->progressBar()->isVisible());
}

void TestReviewWindow::hotSeatSeesOnlyOwnReview()
{
    // Seats 0 and 1 human (hot-seat), seat 2 a computer. Seed 701: a round in which seat 1's
    // decisions leave moments to show (seed 700 left none once the computer players took pile cards
    // to lay off, issue 40's review2 finding).
    const Built b = firstBuilt(701, {ai::BotLevel::Easy, ai::BotLevel::Easy, ai::BotLevel::Normal}, {true, true, false},
                               false, true);
    MainWindow w;
    prepare(w);
    // During the first round of a hot-seat game nothing may be reviewed.
    QList<SeatConfig> seats = GameController::defaultSeats(3);
    seats[1].human = true;
    QVERIFY(w.startGame(QStringLiteral("remi51"), seats, 701));
    QVERIFY(w.controller()->isHotSeat());
    QVERIFY(!w.review()->action()->isEnabled());

    QVERIFY(load(w, b.game));
    QVERIFY(w.controller()->isHotSeat());
    RoundReviews *reviews = w.review()->reviews();
    QCOMPARE(reviews->reviewers(), (QList<int>{0, 1}));
    w.review()->review(0, 1);
    ReviewWindow *rw = w.review()->window();
    // Only the humans are offered; the review is covered until its player shows it.
    QCOMPARE(rw->seatBox()->count(), 2);
    QCOMPARE(rw->seatBox()->itemData(0).toInt(), 0);
    QCOMPARE(rw->seatBox()->itemData(1).toInt(), 1);
    QVERIFY(rw->seatBox()->isVisible());
    QVERIFY(rw->isCovered());
    QVERIFY(rw->showButton()->isVisible());
    QVERIFY(!rw->list()->isVisible());
    QVERIFY(waitDone(reviews, 0, 1));
    QVERIFY(rw->momentTexts().isEmpty()); // still covered
    QVERIFY(rw->summaryLabel()->text().isEmpty());
    QTest::mouseClick(rw->showButton(), Qt::LeftButton);
    QVERIFY(!rw->isCovered());
    QVERIFY(rw->list()->isVisible());
    const review::RoundReview *r = reviews->result(0, 1);
    QVERIFY(!r->moments.empty());
    QCOMPARE(rw->momentTexts().size(), static_cast<qsizetype>(r->moments.size()));

    // Every moment is seat 1's, and its table shows only what seat 1 saw: never a card of the other
    // human's hand at that moment.
    const std::optional<review::SavedRound> input = reviews->input(0);
    QVERIFY(input);
    const int seat1 = RoundReviews::roundSeat(*input, 1), seat0 = RoundReviews::roundSeat(*input, 0);
    for (int i = 0; i < static_cast<int>(r->moments.size()); ++i) {
        rw->selectMoment(i);
        const review::ReviewMoment &m =
            r->moments[static_cast<std::size_t>(rw->list()->currentItem()->data(Qt::UserRole + 2).toInt())];
        QCOMPARE(m.played.seat, seat1);
        Round round = input->start;
        for (int k = 0; k < m.step; ++k) round.apply(input->actions[static_cast<std::size_t>(k)]);
        const PlayerView other = makePlayerView(round, seat0);
        const std::vector<CardId> shown = rw->board()->shownCards();
        const PlayerView mine = makePlayerView(round, seat1);
        for (const Card &c : mine.hand) QVERIFY(std::find(shown.begin(), shown.end(), c.id) != shown.end());
        for (const Card &c : other.hand) QVERIFY(std::find(shown.begin(), shown.end(), c.id) == shown.end());
    }
    // Another player chosen: covered again, until that player shows it.
    rw->seatBox()->setCurrentIndex(0);
    emit rw->seatBox()->activated(0);
    QCOMPARE(rw->seat(), 0);
    QVERIFY(rw->isCovered());
    QVERIFY(rw->momentTexts().isEmpty());
    QVERIFY(!rw->list()->isVisible());
}

void TestReviewWindow::matchLineAddsTheRounds()
{
    // Two finished rounds of the easy level: the match's line adds the reviewed rounds up, shown
    // once a second round is reviewed.
    Built b = mistakes(500, true);
    QVERIFY(playSecondRound(b, {ai::BotLevel::Easy, ai::BotLevel::Normal}));
    MainWindow w;
    prepare(w);
    w.setUnattended(true); // no round-end panel, no match-end dialog
    QVERIFY(load(w, b.game));
    RoundReviews *reviews = w.review()->reviews();
    QCOMPARE(reviews->finishedRounds(), (QList<int>{0, 1}));
    w.review()->review(0, 0);
    ReviewWindow *rw = w.review()->window();
    QVERIFY(waitDone(reviews, 0, 0));
    QVERIFY(!rw->matchLabel()->isVisible());
    rw->roundBox()->setCurrentIndex(1);
    emit rw->roundBox()->activated(1);
    QCOMPARE(rw->round(), 1);
    QVERIFY(waitDone(reviews, 1, 0));
    const review::RoundReview *first = reviews->result(0, 0), *second = reviews->result(1, 0);
    const double lost = first->pointsLost + second->pointsLost;
    const int decisions = first->decisions + second->decisions;
    QCOMPARE(reviews->total(0).rounds, 2);
    QCOMPARE(reviews->total(0).decisions, decisions);
    QVERIFY(rw->matchLabel()->isVisible());
    const int notOpened = (first->notOpened ? 1 : 0) + (second->notOpened ? 1 : 0);
    QCOMPARE(reviews->total(0).notOpened, notOpened);
    QCOMPARE(rw->matchLabel()->text(),
             ReviewWords::matchSummary(lost, review::labelFor(lost / decisions, presetRules("remi51")->forPlayers(2)),
                                       notOpened));
    QVERIFY(rw->summaryLabel()->text().startsWith(QStringLiteral("Round 2: ")));
}

void TestReviewWindow::screenshots()
{
    // The review window at 1024×720 in English and Serbian (offscreen grab), written next to the
    // test program for a look: review-en.png, review-sr.png.
    const Built b = mistakes(500, true);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("sr")}) {
        Language::apply(language);
        MainWindow w;
        prepare(w);
        QVERIFY(load(w, b.game));
        w.review()->review(0, 0);
        ReviewWindow *rw = w.review()->window();
        QVERIFY(waitDone(w.review()->reviews(), 0, 0));
        rw->resize(1024, 720);
        rw->selectMoment(0);
        QTest::qWait(100);
        const QPixmap shot = rw->grab();
        QCOMPARE(shot.size() / shot.devicePixelRatio(), QSize(1024, 720));
        // Nothing cut: the summary and the sentence wrap within the window.
        QVERIFY(rw->summaryLabel()->width() <= 1024);
        QVERIFY(rw->summaryLabel()->height() >= rw->summaryLabel()->heightForWidth(rw->summaryLabel()->width()));
        QVERIFY(rw->sentenceLabel()->height() >= rw->sentenceLabel()->heightForWidth(rw->sentenceLabel()->width()));
        const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/review-shots");
        QDir().mkpath(dir);
        QVERIFY(shot.save(dir + QStringLiteral("/review-%1.png").arg(language)));
    }
}

QTEST_MAIN(TestReviewWindow)
#include "tst_reviewwindow.moc"
