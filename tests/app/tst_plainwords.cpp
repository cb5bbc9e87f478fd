// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18 in the window, what was left: a joker that could stand at either end of a run asks which
// card it stands for on every input path (the L key, a drag, the M key, the hand card's menu;
// RULES.md 1.2); window titles in one script per language; the settings notice names an option by
// its Settings label, not its key; keys after the round's last card say the round is over.

#include "AboutDialog.h"
#include "CardNames.h"
#include "CommandPresenter.h"
#include "GameWords.h"
#include "HelpDialog.h"
#include "InUseDialog.h"
#include "InputPlayer.h"
#include "KeyTable.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "SettingsDialog.h"
#include "SettingsProblems.h"
#include "StatisticsDialog.h"
#include "TableMenus.h"
#include "TableWords.h"

#include "engine/Variants.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace keytest;
using remitest::idIn;
using remitest::idsIn;

namespace {

/// remi51: seat 0 opened with 10-J-Q-K♠ (meld 0) and 5♥-joker-7♥ (meld 1), seat 1 drew and
/// discarded, seat 0 drew the 9♠ and holds 3♠ 4♠ joker A♦ 2♦ 9♣ 6♥ 9♠.
std::optional<remi::Round> jokerPosition(const remi::RuleSet &rules)
{
    const remitest::DealText text{
        {"10S JS QS KS 5H JK 7H 2C 3S 4S JK AD 2D 9C 6H", "2D 3D 5D 8D 10D 2S 4S 6S 8S 3H 9H 10H 4C 7C"},
        "KD 9S QC QD 2H 4H 8H KC",
        "",
        "AS"};
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    if (!round) return std::nullopt;
    const auto &h0 = round->hand(0);
    const bool ok =
        round->apply(remi::Action::meld(0, {idsIn(h0, "10S JS QS KS"), idsIn(h0, "5H JK 7H")})) == remi::Reason::Ok &&
        round->apply(remi::Action::discard(0, idIn(round->hand(0), "2C"))) == remi::Reason::Ok &&
        round->apply(remi::Action::draw(1)) == remi::Reason::Ok &&
        round->apply(remi::Action::discard(1, idIn(round->hand(1), "KD"))) == remi::Reason::Ok &&
        round->apply(remi::Action::draw(0)) == remi::Reason::Ok;
    if (!ok) return std::nullopt;
    return round;
}

bool startJokerPosition(Table &t)
{
    if (!t.w.startGame(QStringLiteral("remi51"), 2, 1) || !t.show()) return false;
    const auto position = jokerPosition(t.round().rules());
    if (!position || !t.w.controller()->setRound(*position)) return false;
    QCoreApplication::processEvents();
    return true;
}

/// The texts of the open choice menu's entries (not its heading), or {} when none is open.
QStringList choiceTexts(Table &t)
{
    QStringList out;
    QCoreApplication::processEvents(); // the menu opens from the event loop
    QMenu *menu = t.keys->presenter()->choiceMenu();
    if (!menu || !menu->isVisible()) return out;
    for (QAction *a : menu->actions())
        if (!a->isSeparator()) out << a->text();
    return out;
}

/// Presses `key` in the open choice menu.
void choiceKey(Table &t, Qt::Key key)
{
    QMenu *menu = t.keys->presenter()->choiceMenu();
    if (!menu) return;
    QTest::keyClick(menu, key);
    QCoreApplication::processEvents();
}

QString faceAt(const remi::Round &round, int meld, int index)
{
    return CardNames::shortFace(round.table()[static_cast<std::size_t>(meld)].faceAt(index));
}

CardItem *handItem(Table &t, remi::CardId id)
{
    for (CardItem *item : t.w.scene()->handItems())
        if (item->cardId() == id) return item;
    return nullptr;
}

/// Drags `item` with the mouse to `to` (scene coordinates) and drops it there.
bool dragTo(Table &t, CardItem *item, QPointF to)
{
    InputPlayer player(t, InputPlayer::Input::Mouse);
    const std::optional<QPoint> from = player.pointOn(item);
    if (!from) return false;
    QWidget *viewport = t.w.view()->viewport();
    const QPoint target = t.w.view()->mapFromScene(to);
    QTest::mousePress(viewport, Qt::LeftButton, {}, *from);
    QTest::mouseMove(viewport, *from + QPoint(12, -12));
    QTest::mouseMove(viewport, (*from + target) / 2);
    QTest::mouseMove(viewport, target);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, target);
    QCoreApplication::processEvents();
    return true;
}

/// A title as the window system shows it: Qt adds the application's display name unless the title
/// ends with it (QPlatformWindow::formatWindowTitle, X11 and Windows).
QString shownTitle(const QString &title)
{
    const QString app = QGuiApplication::applicationDisplayName();
    return title.endsWith(app) ? title : title + QStringLiteral(" — ") + app;
}

} // namespace

class TestPlainWords : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
    }
    void cleanup() { Language::apply(QStringLiteral("en")); }
    void jokerByKey();
    void jokerByDrag();
    void jokerQuestionWhole();
    void jokerMeldByKey();
    void jokerInTheCardMenu();
    void titlesInOneScript_data();
    void titlesInOneScript();
    void settingsNoticeNamesTheLabel_data();
    void settingsNoticeNamesTheLabel();
    void keysAfterTheRound();
    void cardsDeclinedAfterAVerb_data();
    void cardsDeclinedAfterAVerb();
};

// L on a joker that 10-J-Q-K♠ takes at either end (and 5♥ joker 7♥ too): first the place, then
// which card, in menus the arrows and Enter work (RULES.md 1.2).
void TestPlainWords::jokerByKey()
{
    Table t;
    QVERIFY(startJokerPosition(t));
    const remi::CardId joker = idIn(t.round().hand(0), "JK");
    QVERIFY(t.focus(joker));
    t.key(Qt::Key_L);
    QMenu *places = t.keys->openMenu();
    QVERIFY(places && places->isVisible());
    QCOMPARE(places->actions().size(), 2); // one entry per run, no ends
    QCOMPARE(places->actions()[0]->text(), TableMenus::meldText(*t.w.controller(), 0));
    places->actions()[0]->trigger(); // the first: 10-J-Q-K♠
    places->close();
    QCoreApplication::processEvents();
    QCOMPARE(choiceTexts(t), (QStringList{QStringLiteral("9♠"), QStringLiteral("A♠")}));
    QCOMPARE(t.status(), QStringLiteral("Which card does the joker stand for?"));
    QCOMPARE(t.keys->presenter()->choiceMenu()->accessibleName(),
             QStringLiteral("Which card does the joker stand for?"));
    QCOMPARE(t.round().table()[0].size(), 4); // nothing laid yet
    choiceKey(t, Qt::Key_Down);
    choiceKey(t, Qt::Key_Return);
    QCOMPARE(t.round().table()[0].size(), 5);
    QCOMPARE(faceAt(t.round(), 0, 4), QStringLiteral("A♠"));
    QVERIFY(!holds(t.round(), 0, joker));
}

// Dropped on a run that takes it at either end: no end bar decides, the same question is asked;
// Escape leaves the joker in the hand.
void TestPlainWords::jokerByDrag()
{
    Table t;
    QVERIFY(startJokerPosition(t));
    const remi::CardId joker = idIn(t.round().hand(0), "JK");
    const QRectF hearts = t.w.scene()->meldItems()[1].back()->sceneBoundingRect();
    QVERIFY(dragTo(t, handItem(t, joker), hearts.center()));
    QCOMPARE(choiceTexts(t), (QStringList{QStringLiteral("4♥"), QStringLiteral("8♥")}));
    t.shot(QStringLiteral("joker-choice.png"), t.keys->presenter()->choiceMenu());
    choiceKey(t, Qt::Key_Escape);
    QTRY_VERIFY(!t.keys->presenter()->choiceMenu());
    QVERIFY(holds(t.round(), 0, joker));
    QCOMPARE(t.round().table()[1].size(), 3);

    QVERIFY(dragTo(t, handItem(t, joker), hearts.center()));
    QCOMPARE(choiceTexts(t), (QStringList{QStringLiteral("4♥"), QStringLiteral("8♥")}));
    choiceKey(t, Qt::Key_Return); // the first, 4♥
    QCOMPARE(t.round().table()[1].size(), 4);
    QCOMPARE(faceAt(t.round(), 1, 0), QStringLiteral("4♥"));
}

// The question heading the joker's menu was cut ("Which card does tl", "Какую карту заме…"): the
// menu is as wide as the whole question in bold, in every language.
void TestPlainWords::jokerQuestionWhole()
{
    Table t;
    QVERIFY(startJokerPosition(t));
    const remi::CardId joker = idIn(t.round().hand(0), "JK");
    const QRectF hearts = t.w.scene()->meldItems()[1].back()->sceneBoundingRect();
    for (const char *language : {"en", "sr", "sr_Latn", "ru"}) {
        Language::apply(QLatin1String(language));
        QVERIFY(dragTo(t, handItem(t, joker), hearts.center()));
        QMenu *menu = t.keys->presenter()->choiceMenu();
        QVERIFY(menu);
        QTRY_VERIFY(menu->isVisible());
        const QString question = TableWords::jokerStandsFor();
        QVERIFY(question.size() > 20);
        QCOMPARE(menu->actions().first()->text(), question);
        QVERIFY(menu->actions().first()->isSeparator());
        QFont bold = menu->font();
        bold.setBold(true);
        QVERIFY2(menu->width() >= QFontMetrics(bold).horizontalAdvance(question) + 24,
                 qPrintable(QStringLiteral("%1: menu %2, question %3")
                                .arg(QLatin1String(language))
                                .arg(menu->width())
                                .arg(QFontMetrics(bold).horizontalAdvance(question))));
        choiceKey(t, Qt::Key_Escape);
        QTRY_VERIFY(!t.keys->presenter()->choiceMenu());
        QVERIFY(holds(t.round(), 0, joker));
    }
}

// M with 3♠ 4♠ joker selected: 2♠ or 5♠ (the example of RULES.md 1.2); A♦ 2♦ joker is laid at once.
void TestPlainWords::jokerMeldByKey()
{
    Table t;
    QVERIFY(startJokerPosition(t));
    QVERIFY(t.select(idsIn(t.round().hand(0), "3S 4S JK")));
    t.key(Qt::Key_M);
    QCOMPARE(choiceTexts(t), (QStringList{QStringLiteral("2♠"), QStringLiteral("5♠")}));
    QCOMPARE(t.round().table().size(), std::size_t(2));
    choiceKey(t, Qt::Key_Return);
    QCOMPARE(t.round().table().size(), std::size_t(3));
    QCOMPARE(faceAt(t.round(), 2, 0), QStringLiteral("2♠"));

    Table u;
    QVERIFY(startJokerPosition(u));
    QVERIFY(u.select(idsIn(u.round().hand(0), "AD 2D JK")));
    u.key(Qt::Key_M);
    QCOMPARE(choiceTexts(u), QStringList());
    QCOMPARE(u.round().table().size(), std::size_t(3));
    QCOMPARE(faceAt(u.round(), 2, 2), QStringLiteral("3♦"));
}

// The hand card's menu and the meld's menu offer the joker once per run, without an end.
void TestPlainWords::jokerInTheCardMenu()
{
    Table t;
    QVERIFY(startJokerPosition(t));
    const remi::CardId joker = idIn(t.round().hand(0), "JK");
    QMenu *menu = t.keys->menus().cardMenu(joker, &t.w);
    auto *layOff = menu->findChild<QMenu *>(QStringLiteral("layOffMenu"));
    QVERIFY(layOff);
    QStringList texts;
    for (QAction *a : layOff->actions()) texts << a->text();
    QCOMPARE(texts,
             (QStringList{TableMenus::meldText(*t.w.controller(), 0), TableMenus::meldText(*t.w.controller(), 1)}));
    delete menu;
    QMenu *meldMenu = t.keys->menus().meldMenu(0, 0, static_cast<int>(joker), &t.w);
    QAction *here = findAction(meldMenu, QStringLiteral("layOffEither"));
    QVERIFY(here);
    QCOMPARE(here->text(), QStringLiteral("Lay off your joker here"));
    QVERIFY(!findAction(meldMenu, QStringLiteral("layOffLow")));
    QVERIFY(!findAction(meldMenu, QStringLiteral("layOffHigh")));
    here->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(choiceTexts(t), (QStringList{QStringLiteral("9♠"), QStringLiteral("A♠")}));
    choiceKey(t, Qt::Key_Return);
    QCOMPARE(faceAt(t.round(), 0, 0), QStringLiteral("9♠"));
    delete meldMenu;
}

void TestPlainWords::titlesInOneScript_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("sr") << QStringLiteral("sr");
    QTest::newRow("sr_Latn") << QStringLiteral("sr_Latn");
    QTest::newRow("ru") << QStringLiteral("ru");
}

// Every window and dialog title as the window system shows it, the application's name included,
// in one script: no Latin letter in Cyrillic Serbian and Russian, no Cyrillic in Serbian Latin.
void TestPlainWords::titlesInOneScript()
{
    QFETCH(QString, language);
    QCOMPARE(Language::apply(language), language);
    QTemporaryDir dir;
    MainWindow w;
    QStringList titles{w.windowTitle(), w.keyboard()->meldDock()->windowTitle()};
    for (QDockWidget *dock : w.findChildren<QDockWidget *>()) titles << dock->windowTitle();
    titles << SettingsDialog(&w).windowTitle() << NewGameDialog(&w).windowTitle()
           << StatisticsDialog(dir.filePath(QStringLiteral("stats.json")), &w).windowTitle()
           << AboutDialog(&w).windowTitle() << InUseDialog(dir.path(), &w).windowTitle();
    HelpDialog help(&w);
    for (const char *page : {"rummy", "remi51", "rami", "remi_indonesia", "keys"}) {
        help.showPage(QLatin1String(page));
        titles << help.windowTitle();
    }
    titles << QCoreApplication::translate("MainWindow", "Save game")
           << QCoreApplication::translate("MainWindow", "Open game")
           << QCoreApplication::translate("StatisticsDialog", "Reset statistics")
           << QCoreApplication::translate("ScoreSheet", "Score sheet")
           << QCoreApplication::translate("MatchEndDialog", "Match over") << QCoreApplication::translate("main", "Remi")
           << GameWords::newGameQuestion() << TableWords::endTheTurn() << TableWords::jokerStandsFor();
    const QRegularExpression wrong(language == QLatin1String("sr_Latn") ? QStringLiteral("[\\x{0400}-\\x{04FF}]")
                                                                        : QStringLiteral("[A-Za-z]"));
    for (const QString &title : std::as_const(titles)) {
        QVERIFY2(!title.isEmpty(), qPrintable(titles.join(QLatin1Char('|'))));
        QVERIFY2(!shownTitle(title).contains(wrong), qPrintable(shownTitle(title)));
    }
}

void TestPlainWords::settingsNoticeNamesTheLabel_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringLiteral("Rummy: The option \"Going rummy doubles the score\" cannot be \"perhaps\" "
                                          "(allowed: on or off); the game's own rule is used instead.");
    QTest::newRow("sr") << QStringLiteral("sr")
                        << QStringLiteral(
                               "Основни реми: Опција „Реми у једном потезу удвостручује поене“ не може бити „perhaps“ "
                               "(дозвољено: укључено или искључено); уместо тога важи правило саме игре.");
}

// The notice of unusable settings names an option as Settings does, never by its key.
void TestPlainWords::settingsNoticeNamesTheLabel()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(Language::apply(language), language);
    QSettings settings;
    settings.setValue(QStringLiteral("options/rummy/rummyDoubles"), QStringLiteral("perhaps"));
    settings.sync();
    const QStringList problems = SettingsProblems::list();
    settings.remove(QStringLiteral("options/rummy/rummyDoubles"));
    QCOMPARE(problems, QStringList{expected});
    QVERIFY(!problems.first().contains(QLatin1String("rummyDoubles")));
}

// After the human went out, a card key says the round is over and how to go on, not "It is not your
// turn." (rummy's match goes on: "the next round").
void TestPlainWords::keysAfterTheRound()
{
    Table t;
    QVERIFY(t.w.startGame(QStringLiteral("rummy"), 2, 1));
    QVERIFY(t.show());
    const remitest::DealText text{
        {"2S 3S 4S 7H 8H 9H KC KD KH 5D", "AC 3C 5C 7C 9C JD QS 2D 4D 6D"}, "10H 6S JS 8C 10C AD", "QC", ""};
    auto round = remi::Round::fromDeal(t.round().rules(), 2, 1, remitest::makeDeal(t.round().rules(), text));
    QVERIFY(round && t.w.controller()->setRound(*round));
    PlayerCommands *commands = t.w.commands();
    QVERIFY(commands->draw().done);
    const auto hand = [&] { return t.round().hand(0); };
    const auto ids = [&](const char *faces) {
        const auto v = idsIn(hand(), faces);
        return QList<remi::CardId>(v.begin(), v.end());
    };
    t.w.hand()->setSelection(ids("2S 3S 4S"));
    QVERIFY(commands->addToDraft().done);
    t.w.hand()->setSelection(ids("7H 8H 9H"));
    QVERIFY(commands->addToDraft().done);
    t.w.hand()->setSelection(ids("KC KD KH"));
    QVERIFY(commands->meld().done);
    QVERIFY(commands->layOff(idIn(hand(), "10H"), 1, remi::MeldEnd::High).done);
    QVERIFY(commands->discard(idIn(hand(), "5D")).done);
    QVERIFY(t.round().isOver());
    QCoreApplication::processEvents();
    for (void (KeyboardController::*command)() :
         {&KeyboardController::discard, &KeyboardController::layOff, &KeyboardController::swapJoker}) {
        t.w.statusBar()->clearMessage();
        (t.keys->*command)();
        QCOMPARE(t.status(), QStringLiteral("The round is over. Press Enter for the next round."));
    }
}

void TestPlainWords::cardsDeclinedAfterAVerb_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected"); // meld hint, discard hint, pile hint, lay-off entry, swap entry
    QTest::newRow("ru") << QStringLiteral("ru")
                        << QStringList{QStringLiteral("Подсказка: выложите тройку пик, четвёрку пик, джокера (карты "
                                                      "выбраны — нажмите M)."),
                                       QStringLiteral("Подсказка: сбросьте девятку треф (Delete)."),
                                       QStringLiteral("Подсказка: возьмите из сброса короля бубен (T)."),
                                       QStringLiteral("Подложить девятку пик к младшему концу"),
                                       QStringLiteral("Поставить шестёрку червей на место джокера")};
    QTest::newRow("sr") << QStringLiteral("sr")
                        << QStringList{QStringLiteral("Савет: изложите тројку пик, четворку пик, џокера (карте су "
                                                      "изабране — притисните M)."),
                                       QStringLiteral("Савет: одбаците деветку треф (Delete)."),
                                       QStringLiteral("Савет: узмите краља каро са гомиле одбачених карата (T)."),
                                       QStringLiteral("Додај деветку пик на доњи крај"),
                                       QStringLiteral("Стави шестицу херц на место џокера")};
    QTest::newRow("sr_Latn") << QStringLiteral("sr_Latn")
                             << QStringList{
                                    QStringLiteral("Savet: izložite trojku pik, četvorku pik, džokera (karte su "
                                                   "izabrane — pritisnite M)."),
                                    QStringLiteral("Savet: odbacite devetku tref (Delete)."),
                                    QStringLiteral("Savet: uzmite kralja karo sa gomile odbačenih karata (T)."),
                                    QStringLiteral("Dodaj devetku pik na donji kraj"),
                                    QStringLiteral("Stavi šesticu herc na mesto džokera")};
}

// Issue 36 (ru review 1, 2): a card named after a verb is declined as the sentence needs it, in the
// translators' own card strings (CardNames::object, Russian and Serbian accusative, animate): "выложите
// тройку пик… джокера", "возьмите… короля бубен", never the nominative "выложите пятёрка пик". The
// hints (H) and the meld's menu entries (Lay off, Swap).
void TestPlainWords::cardsDeclinedAfterAVerb()
{
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    Table t;
    QVERIFY(startJokerPosition(t));
    const remi::Round &round = t.round();
    const auto &hand = round.hand(0);
    QCOMPARE(Language::apply(language), language);
    const TableWords::SeatNames names{QStringLiteral("You"), QStringLiteral("West")};
    QStringList texts{TableWords::hint(remi::Action::meld(0, {idsIn(hand, "3S 4S JK")}), round, 0, names, false),
                      TableWords::hint(remi::Action::discard(0, idIn(hand, "9C")), round, 0, names, false),
                      TableWords::hint(remi::Action::draw(0, remi::DrawSource::Discard), round, 0, names, false)};
    QMenu *run = t.keys->menus().meldMenu(0, 0, static_cast<int>(idIn(hand, "9S")), &t.w);
    QAction *layOff = findAction(run, QStringLiteral("layOffLow"));
    QVERIFY(layOff);
    texts << layOff->text();
    delete run;
    QMenu *withJoker = t.keys->menus().meldMenu(1, 1, -1, &t.w);
    QAction *swap = findAction(withJoker, QStringLiteral("swapJoker"));
    QVERIFY(swap);
    texts << swap->text();
    delete withJoker;
    QCOMPARE(texts, expected);
}

QTEST_MAIN(TestPlainWords)
#include "tst_plainwords.moc"
