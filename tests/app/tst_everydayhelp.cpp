// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19, "Everyday help": the New Game dialog's line per variant, the table's tooltips (stock,
// pile, cut card, draft tray, seat panels, buttons) with their real counts and keys, the hint shown
// on the table with its reason, and the "How to play" overlay listing the actions' real keys.
// With REMI_SHOT_DIR set, the tests also save pictures of the dialog, the hint and the overlay in
// English and Russian.

#include "CardNames.h"
#include "HowToPlay.h"
#include "KeyTable.h"
#include "KeyText.h"
#include "Language.h"
#include "NewGameDialog.h"
#include "SeatPanel.h"
#include "VariantNames.h"

#include "engine/Variants.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using keytest::Table;

namespace {
/// A key as the menus show it on this platform (⌘Z on macOS, Ctrl+Z elsewhere; issue 32).
QString native(const QKeySequence &key)
{
    return key.toString(QKeySequence::NativeText);
}
} // namespace

class TestEverydayHelp : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void cleanup() { Language::apply(QStringLiteral("en")); }
    void variantLines();
    void tableToolTips();
    void seatPanelExplainsTheBracket();
    void buttonToolTipsNameTheirKeys();
    void hintOnTheTable();
    void hintNeverRefused();
    void howToPlayOverlay();
    void howToPlayArrowNames_data();
    void howToPlayArrowNames();
    void statusGoesOnInLowerCase();
    void keyNamesInTextFollowThePlatform();
    void russianAndPictures();
};

namespace {
QString shotDir()
{
    return qEnvironmentVariable("REMI_SHOT_DIR");
}
} // namespace

// New Game: one line under the variant saying what makes it different, for every variant.
void TestEverydayHelp::variantLines()
{
    const QHash<QString, QString> expected{
        {QStringLiteral("rummy"), QStringLiteral("One deck, no jokers, no opening minimum: meld from the first turn. "
                                                 "Empty your hand first to score the cards the others still hold.")},
        {QStringLiteral("remi51"),
         QStringLiteral("Two decks and four jokers. Your first melds must add up to 51; go out "
                        "with a last discard. The lowest total wins.")},
        {QStringLiteral("rami"),
         QStringLiteral("Two decks with jokers. Open with 40; every card you then lay scores at "
                        "once. The highest total wins. Taking and rearranging table melds is an "
                        "option (Manipulation, off unless set in Settings).")},
        {QStringLiteral("remi_indonesia"),
         QStringLiteral(
             "One deck, seven cards, no jokers. Take a discard only to meld it at once; sets count only with "
             "a run. Closing earns a bonus.")}};
    NewGameDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("variant"));
    auto *line = dialog.findChild<QLabel *>(QStringLiteral("variantSummary"));
    QVERIFY(combo && line);
    QCOMPARE(static_cast<int>(remi::variants().size()), 4);
    for (const remi::VariantDescriptor &v : remi::variants()) {
        const QString id = QString::fromUtf8(v.id.data(), static_cast<qsizetype>(v.id.size()));
        QVERIFY2(expected.contains(id), qPrintable(id));
        dialog.setVariant(id, v.preset().minPlayers);
        QCOMPARE(line->text(), expected.value(id));
        QCOMPARE(VariantNames::summary(id), expected.value(id));
        QCOMPARE(combo->itemData(combo->findData(id), Qt::ToolTipRole).toString(), expected.value(id));
        // Then the rule options it will be played with (issue 35), e.g. rami's table manipulation.
        QVERIFY2(combo->accessibleDescription().startsWith(expected.value(id) + QLatin1Char(' ')),
                 qPrintable(combo->accessibleDescription()));
    }
    dialog.setVariant(QStringLiteral("rami"), 2);
    auto *options = dialog.findChild<QLabel *>(QStringLiteral("ruleOptions"));
    QVERIFY(options);
    QVERIFY2(options->text().startsWith(QStringLiteral("Rule options (Settings): ")) &&
                 options->text().contains(QStringLiteral("Manipulation: off")),
             qPrintable(options->text()));
    // Translated: the Russian line of Remi 51.
    Language::apply(QStringLiteral("ru"));
    dialog.setVariant(QStringLiteral("remi51"), 4);
    QVERIFY2(line->text() != expected.value(QStringLiteral("remi51")) && line->text().contains(QStringLiteral("51")),
             qPrintable(line->text()));
}

// The stock, the cut card, the pile and the draft tray say what they hold now and the real keys.
void TestEverydayHelp::tableToolTips()
{
    Table t;
    t.w.resize(1280, 780);
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    TableScene *scene = t.w.scene();
    const remi::Round &round = t.round();
    // RULES.md 3.2: 50 face-down stock cards with four players.
    QCOMPARE(round.stockSize(), 50);
    QVERIFY(scene->stockItem());
    QCOMPARE(scene->stockItem()->toolTip(), QStringLiteral("Stock: 50 cards. Click or press D to draw the top card."));
    QVERIFY(scene->cutItem() && round.cutCard());
    QCOMPARE(scene->cutItem()->toolTip(),
             QStringLiteral("Cut card: %1, the last card of the stock. Take it (click or %2) only to go out with a "
                            "hand.")
                 .arg(CardNames::card(*round.cutCard()), native(Qt::SHIFT | Qt::Key_D)));
    QCOMPARE(scene->pileToolTip(0),
             QStringLiteral("Discard pile: empty. Drop a hand card here, double-click it or press Del to discard it."));
    // The label under the empty pile says "empty" as the tooltip does, not "0 cards" (sr review item 31).
    QCOMPARE(scene->pileText(), QStringLiteral("Discard pile: empty"));
    Language::apply(QStringLiteral("sr"));
    QCOMPARE(scene->pileText(), QStringLiteral("Гомила одбачених карата: празна"));
    Language::apply(QStringLiteral("en"));
    // The hint puts the opening in the draft: the tray says its points and the keys.
    t.key(Qt::Key_H);
    QVERIFY(scene->draftTray());
    const QString tray = QStringLiteral("Draft: 56 points (2 melds). Not on the table yet: press M or click Meld to "
                                        "lay them all at once, %1 to put them back.")
                             .arg(native(Qt::SHIFT | Qt::Key_Escape));
    QCOMPARE(scene->draftTray()->toolTip(), tray);
    QVERIFY(!scene->draftItems().isEmpty());
    QVERIFY(scene->draftItems().front()->toolTip().endsWith(QLatin1Char('\n') + tray));
    // Lay the opening and discard: the pile's top card says what it is and how to take it.
    t.key(Qt::Key_M);
    const remi::CardId last = round.hand(0).back().id;
    QVERIFY(t.focus(last));
    t.key(Qt::Key_Delete);
    QCOMPARE(round.pile().size(), std::size_t(1));
    QTRY_VERIFY(!scene->pileItems().isEmpty());
    QCOMPARE(scene->pileItems().back()->toolTip(),
             QStringLiteral("Discard pile: 1 card, the %1 on top. Click it or press T to take it. Drop a hand card "
                            "here, double-click it or press Del to discard it.")
                 .arg(CardNames::card(round.pile().back().card)));
    // After the draw of the next seat the stock counts one card fewer.
    QCOMPARE(scene->stockToolTip(),
             QStringLiteral("Stock: %1 cards. Click or press D to draw the top card.").arg(round.stockSize()));
}

// A rami seat panel: "120 (+45)"; its tooltip says what the bracket is.
void TestEverydayHelp::seatPanelExplainsTheBracket()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rami"), 2, 3));
    SeatPanel *panel = t.w.scene()->seatPanels().value(1);
    QVERIFY(panel);
    panel->setScore(120, 45);
    QCOMPARE(panel->scoreText(), QStringLiteral("120 (+45)"));
    const QStringList lines = panel->toolTip().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[1], QStringLiteral("Score: 120"));
    QCOMPARE(lines[2], QStringLiteral("(+45): points scored this round"));
    panel->setScore(80, -10);
    QCOMPARE(panel->toolTip().split(QLatin1Char('\n')).value(2), QStringLiteral("(-10): points scored this round"));
}

// Every button under the table names the key of the same command, read from the Play menu.
void TestEverydayHelp::buttonToolTipsNameTheirKeys()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("rummy"), 2, 1));
    const QList<std::pair<const char *, QString>> expected{
        {"meldButton", QStringLiteral("Lay the selected cards, with the draft, as new melds (M)")},
        {"draftButton", QStringLiteral("Keep the selected cards as one meld of a multi-meld opening (N)")},
        {"clearDraftButton",
         QStringLiteral("Put the draft cards back in the hand (%1)").arg(native(Qt::SHIFT | Qt::Key_Escape))},
        {"sortSuitButton", QStringLiteral("Sort your hand by suit (S)")},
        {"sortRankButton", QStringLiteral("Sort your hand by rank (%1)").arg(native(Qt::SHIFT | Qt::Key_S))},
        {"undoButton", QStringLiteral("Take back the last action of this turn (%1)").arg(native(QKeySequence::Undo))},
        {"showHandButton", QStringLiteral("Show your cards and play your turn (Space)")}};
    for (const auto &[name, tip] : expected) {
        auto *button = t.w.findChild<QPushButton *>(QLatin1String(name));
        QVERIFY2(button, name);
        QCOMPARE(button->toolTip(), tip);
    }
}

// H: the opening's cards ringed in the hand, the draft outlined, and why in words (RULES.md 3.6).
void TestEverydayHelp::hintOnTheTable()
{
    Table t;
    t.w.resize(1280, 780);
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    TableScene *scene = t.w.scene();
    QVERIFY(!scene->shownHint());
    t.key(Qt::Key_H);
    QCOMPARE(t.status(), QStringLiteral("Hint: meld five of spades, six of spades, seven of spades, eight of spades; "
                                        "ace of diamonds, ace of clubs, joker (in the draft: press M). You can open "
                                        "with 56: 5♠ 6♠ 7♠ 8♠ and A♦ A♣ joker. At least 51 needed to open."));
    QVERIFY(scene->shownHint());
    const HintMove hint = *scene->shownHint();
    QCOMPARE(hint.target, HintMove::Target::NewMeld);
    QCOMPARE(hint.why,
             QStringLiteral("You can open with 56: 5♠ 6♠ 7♠ 8♠ and A♦ A♣ joker. At least 51 needed to open."));
    const auto &hand = t.round().hand(0);
    QList<remi::CardId> expected;
    for (const char *face : {"5S", "6S", "7S", "8S", "AD", "AC", "JK"}) expected << remitest::idIn(hand, face);
    QCOMPARE(hint.cards, expected);
    QList<remi::CardId> ringed;
    for (const CardItem *item : scene->hintedItems()) ringed << item->cardId();
    std::sort(ringed.begin(), ringed.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(ringed, expected);
    // The target: the draft tray, outlined, its tooltip the reason.
    QVERIFY(scene->draftTray());
    QCOMPARE(scene->hintTargetRect(), scene->draftTray()->rect());
    const QList<QGraphicsItem *> items = scene->items();
    const auto outline = std::find_if(items.begin(), items.end(), [](const QGraphicsItem *i) {
        const auto *o = dynamic_cast<const QGraphicsRectItem *>(i);
        return o &&
               o->toolTip() ==
                   QStringLiteral("You can open with 56: 5♠ 6♠ 7♠ 8♠ and A♦ A♣ joker. At least 51 needed to open.") &&
               !o->parentItem();
    });
    QVERIFY(outline != items.end());
    // The reason is written on the table too, beside the outline.
    QCOMPARE(scene->hintWords(),
             QStringLiteral("You can open with 56: 5♠ 6♠ 7♠ 8♠ and A♦ A♣ joker. At least 51 needed to open."));
    // The move made, the hint is gone.
    t.key(Qt::Key_M);
    QVERIFY(!scene->shownHint());
    QTRY_VERIFY(scene->hintedItems().isEmpty());
    QTRY_VERIFY(scene->hintWords().isEmpty());
}

// Remi 51: the top discard taken before opening binds the player to open in this turn (RULES.md 3.3).
// A hand that cannot open: the hint proposes no discard (the engine refuses it, "You have to open
// first") but says what can be done: open with the taken card, or take it back.
void TestEverydayHelp::hintNeverRefused()
{
    Table t;
    t.w.resize(1280, 780);
    QVERIFY(t.start(QStringLiteral("remi51"), 2, 7));
    const remitest::DealText text{
        {"2S 4S 6S 8S 2H 4H 6H 8H 2D 4D 6D 3C 5C 7C 9C", "3D 5D 7D 9D 10D 3S 5S 7S 9S 3H 5H 7H 9H 10H"},
        "JS KD QC QD 2H 4H 8H KC",
        "",
        "AS"};
    const remi::RuleSet rules = t.round().rules();
    auto round = remi::Round::fromDeal(rules, 2, 1, remitest::makeDeal(rules, text));
    QVERIFY(round);
    QCOMPARE(round->apply(remi::Action::discard(0, remitest::idIn(round->hand(0), "9C"))), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::draw(1)), remi::Reason::Ok);
    QCOMPARE(round->apply(remi::Action::discard(1, remitest::idIn(round->hand(1), "JS"))), remi::Reason::Ok);
    QVERIFY(t.w.controller()->setRound(*round));
    QCoreApplication::processEvents();
    t.key(Qt::Key_T);
    QVERIFY(t.round().state().turn.provisionalPickup);
    const remi::CardId jack = remitest::idIn(t.round().hand(0), "JS");
    t.key(Qt::Key_H);
    QCOMPARE(t.status(), QStringLiteral("Hint: you took the jack of spades before opening, so you must open in this "
                                        "turn with it (put melds in the draft, then M), or take it back (%1).")
                             .arg(native(Qt::CTRL | Qt::Key_Z)));
    QVERIFY(t.w.scene()->shownHint());
    QCOMPARE(t.w.scene()->shownHint()->cards, QList<remi::CardId>{jack});
    QCOMPARE(t.w.scene()->shownHint()->target, HintMove::Target::None);
    // Nothing was played or selected for a move that would be refused.
    QCOMPARE(t.round().hand(0).size(), std::size_t(15));
}

// ?: the gestures and the keys, read from the actions; Esc or ? closes; Help menu entry.
void TestEverydayHelp::howToPlayOverlay()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    HowToPlay *overlay = t.w.howToPlay();
    QVERIFY(overlay && !overlay->isVisible());
    auto *help = t.w.findChild<QMenu *>(QStringLiteral("helpMenuBarMenu"));
    QVERIFY(help && help->actions().contains(overlay->action()));
    QCOMPARE(overlay->action()->shortcut(), QKeySequence(Qt::Key_Question));
    QTest::keyClick(t.w.view(), Qt::Key_Question, Qt::ShiftModifier);
    QVERIFY(overlay->isVisible());
    QCOMPARE(QApplication::focusWidget(), overlay);
    const QList<std::pair<QString, QString>> rows = overlay->keyRows();
    const QList<std::pair<QString, QString>> first{{QStringLiteral("D"), QStringLiteral("Draw from the stock")},
                                                   {QStringLiteral("T"), QStringLiteral("Take the top discard")},
                                                   {QStringLiteral("N"), QStringLiteral("Add to draft")},
                                                   {QStringLiteral("M"), QStringLiteral("Meld")},
                                                   {QStringLiteral("L"), QStringLiteral("Lay off")},
                                                   {QStringLiteral("J"), QStringLiteral("Swap a joker")},
                                                   {native(Qt::Key_Delete), QStringLiteral("Discard")},
                                                   {native(QKeySequence::Undo), QStringLiteral("Undo")},
                                                   {QStringLiteral("S"), QStringLiteral("Sort by suit")},
                                                   {native(Qt::SHIFT | Qt::Key_S), QStringLiteral("Sort by rank")},
                                                   {QStringLiteral("H"), QStringLiteral("Hint")}};
    QVERIFY(rows.size() > first.size());
    QCOMPARE(rows.mid(0, first.size()), first);
    QVERIFY(rows.contains(std::pair(QStringLiteral("F1"), QStringLiteral("Rules of this game"))));
    QVERIFY(rows.contains(std::pair(QStringLiteral("F"), QStringLiteral("Finish the computer's turn"))));
    QVERIFY(rows.contains(std::pair(native(Qt::CTRL | Qt::Key_L), QStringLiteral("Game log"))));
    QCOMPARE(overlay->gestures().size(), 8);
    QCOMPARE(overlay->accessibleName(), QStringLiteral("How to play"));
    QCOMPARE(overlay->accessibleDescription(), overlay->plainText());
    QVERIFY(overlay->plainText().contains(QStringLiteral("\nD: Draw from the stock\n")));
    // Issue 34: the keys come first (a screen reader read the mouse's list before them).
    QVERIFY(overlay->plainText().startsWith(
        QStringLiteral("How to play\nKeys\n%1: %2\n").arg(rows.first().first, rows.first().second)));
    QVERIFY(overlay->plainText().indexOf(QStringLiteral("\nMouse\n")) >
            overlay->plainText().indexOf(QStringLiteral("\nD: Draw from the stock\n")));
    QVERIFY(overlay->plainText().endsWith(QStringLiteral("Press Esc or ? to close.")));
    QCOMPARE(overlay->geometry(), t.w.view()->rect());
    QTest::keyClick(overlay, Qt::Key_Escape);
    QVERIFY(!overlay->isVisible());
    // The keys are the actions' own: another key for drawing is listed at once.
    auto *draw = t.w.findChild<QAction *>(QStringLiteral("drawAction"));
    QVERIFY(draw);
    draw->setShortcut(QKeySequence(Qt::Key_X));
    overlay->action()->trigger();
    QVERIFY(overlay->isVisible());
    QCOMPARE(overlay->keyRows().front(), std::pair(QStringLiteral("X"), QStringLiteral("Draw from the stock")));
    QTest::keyClick(overlay, Qt::Key_Question, Qt::ShiftModifier);
    QVERIFY(!overlay->isVisible());
}

void TestEverydayHelp::howToPlayArrowNames_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("what");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Left/Right, Space")
                        << QStringLiteral("Move along your hand; select the card");
    QTest::newRow("sr") << QStringLiteral("sr") << QStringLiteral("стрелице лево/десно, размакница")
                        << QStringLiteral("Кретање кроз руку; избор карте");
    QTest::newRow("sr_Latn") << QStringLiteral("sr_Latn") << QStringLiteral("strelice levo/desno, razmaknica")
                             << QStringLiteral("Kretanje kroz ruku; izbor karte");
    QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("стрелки влево/вправо, пробел")
                        << QStringLiteral("Перемещение по руке; выбор карты");
}

// sr review item 21: the ? list named the arrows and the space bar in English ("Left/Right,
// Space") in every language; they are named as the lessons name them.
void TestEverydayHelp::howToPlayArrowNames()
{
    QFETCH(QString, language);
    QFETCH(QString, keys);
    QFETCH(QString, what);
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    Language::apply(language);
    HowToPlay *overlay = t.w.howToPlay();
    QVERIFY(overlay);
    const QList<std::pair<QString, QString>> rows = overlay->keyRows();
    QVERIFY2(rows.contains(std::pair(keys, what)), qPrintable(language));
    t.key(Qt::Key_Question, Qt::ShiftModifier);
    QVERIFY(overlay->isVisible());
    QVERIFY(overlay->plainText().contains(QStringLiteral("\n%1: %2\n").arg(keys, what)));
}

// sr review item 40: I joins the status parts with "; ", after which Serbian goes on in lower case
// ("…; шпил, број карата: 50; гомила…"); a seat's part keeps its name's capital.
void TestEverydayHelp::statusGoesOnInLowerCase()
{
    Table t;
    QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
    Language::apply(QStringLiteral("sr"));
    QVERIFY(t.round().pile().empty());
    t.key(Qt::Key_I);
    QVERIFY2(t.status().endsWith(
                 QStringLiteral("; шпил: %1 карата; гомила одбачених карата је празна.").arg(t.round().stockSize())),
             qPrintable(t.status()));
    QVERIFY2(t.status().contains(QStringLiteral("; Запад: 14 карата")), qPrintable(t.status()));
}

// Russian and English: the dialog's line, the hint's reason and the overlay are translated; with
// REMI_SHOT_DIR set, pictures of each for the eyes.
void TestEverydayHelp::russianAndPictures()
{
    const QHash<QString, QStringList> expected{
        {QStringLiteral("en"),
         {QStringLiteral("Two decks and four jokers. Your first melds must add up to 51; go out with a last discard. "
                         "The lowest total wins."),
          QStringLiteral("You can open with 56: 5♠ 6♠ 7♠ 8♠ and A♦ A♣ "), QStringLiteral("How to play")}},
        {QStringLiteral("ru"),
         {QStringLiteral("Две колоды и четыре джокера. Первые комбинации должны дать в сумме 51; закрыться можно "
                         "только сбросом последней карты. Побеждает игрок с наименьшей суммой."),
          QStringLiteral("Можно открыться: 5♠ 6♠ 7♠ 8♠ и A♦ A♣ "), QStringLiteral("Как играть")}}};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ru")}) {
        Language::apply(language);
        NewGameDialog dialog;
        dialog.setVariant(QStringLiteral("remi51"), 4);
        dialog.show();
        QCoreApplication::processEvents();
        auto *line = dialog.findChild<QLabel *>(QStringLiteral("variantSummary"));
        QVERIFY(line);
        QCOMPARE(line->text(), expected[language][0]);
        // The long Russian line does not squeeze the seat rows below it (the first picture did).
        for (const QLineEdit *name : dialog.findChildren<QLineEdit *>())
            if (name->isVisible() && name->objectName().startsWith(QLatin1String("seatName")))
                QVERIFY2(name->height() >= name->sizeHint().height(), qPrintable(QStringLiteral("%1: %2 < %3")
                                                                                     .arg(name->objectName())
                                                                                     .arg(name->height())
                                                                                     .arg(name->sizeHint().height())));
        if (!shotDir().isEmpty()) dialog.grab().save(shotDir() + QStringLiteral("/newgame-%1.png").arg(language));
        Table t;
        t.w.resize(1024, 700);
        QVERIFY(t.start(QStringLiteral("remi51"), 4, 7));
        t.key(Qt::Key_H);
        QVERIFY(t.w.scene()->shownHint());
        QVERIFY2(t.w.scene()->shownHint()->why.startsWith(expected[language][1]),
                 qPrintable(t.w.scene()->shownHint()->why));
        QTRY_VERIFY(!t.w.scene()->isAnimating());
        t.shot(QStringLiteral("hint-%1.png").arg(language));
        t.w.howToPlay()->toggle();
        QVERIFY(t.w.howToPlay()->isVisible());
        QCOMPARE(t.w.howToPlay()->accessibleName(), expected[language][2]);
        QCoreApplication::processEvents();
        t.shot(QStringLiteral("howtoplay-%1.png").arg(language));
        t.w.resize(800, 600);
        QCoreApplication::processEvents();
        QCOMPARE(t.w.howToPlay()->geometry(), t.w.view()->rect());
        t.shot(QStringLiteral("howtoplay-small-%1.png").arg(language));
    }
}

// Issue 32: a sentence or help page that says "Ctrl+Z" shows the key as the platform writes it: ⌘Z
// on macOS (the menus' QKeySequence::NativeText), unchanged elsewhere; the words are not touched.
void TestEverydayHelp::keyNamesInTextFollowThePlatform()
{
    const QString keys =
        QStringLiteral("<code>Ctrl+Z</code>; <code>Ctrl+Shift+Z</code> or <code>Ctrl+Y</code>, "
                       "<code>Ctrl+,</code>, <code>Ctrl+F1</code>, Shift+D, Alt+Meta+X, F1, Control+Z");
    QCOMPARE(KeyText::macNotation(keys),
             QStringLiteral("<code>⌘Z</code>; <code>⇧⌘Z</code> or <code>⌘Y</code>, <code>⌘,</code>, "
                            "<code>⌘F1</code>, ⇧D, ⌃⌥X, F1, Control+Z"));
    // The notation is the menus' own on macOS: QKeySequence's native text of the same keys.
    if (KeyText::rewrites()) {
        QCOMPARE(KeyText::native(QStringLiteral("Ctrl+Z")), native(Qt::CTRL | Qt::Key_Z));
        QCOMPARE(KeyText::native(QStringLiteral("Ctrl+Shift+Z")), native(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    } else {
        QCOMPARE(KeyText::native(keys), keys);
        QCOMPARE(KeyText::native(QStringLiteral("Ctrl+Z")), native(Qt::CTRL | Qt::Key_Z));
    }
}

QTEST_MAIN(TestEverydayHelp)
#include "tst_everydayhelp.moc"
