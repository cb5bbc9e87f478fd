// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18, "only what can be done": in every variant, each entry of the Play menu and of the hand
// card's menu is offered only when the variant has the move (engine/Moves.h) and enabled only when
// the engine would accept it now; an entry that cannot apply yet says why. Menu headings are cut
// after a whole word.

#include "GameController.h"
#include "HandModel.h"
#include "KeyTable.h"
#include "MenuHeading.h"
#include "MoveFinder.h"
#include "PlayerCommands.h"
#include "TableMenus.h"

#include "engine/Moves.h"
#include "engine/Variants.h"

#include <QMenu>
#include <QtTest>

using namespace keytest;

namespace {

/// The Play menu's game entries as the open menu shows them: "name" enabled, "name-" disabled,
/// hidden ones left out.
QString playMenu(Table &t)
{
    QAction *draw = t.w.findChild<QAction *>(QStringLiteral("drawAction"));
    QMenu *menu = nullptr;
    for (QObject *o : draw->associatedObjects())
        if (auto *m = qobject_cast<QMenu *>(o)) menu = m;
    if (!menu) return QStringLiteral("no menu");
    emit menu->aboutToShow();
    QStringList out;
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        const QString name = a->objectName().chopped(6); // "drawAction" -> "draw"
        if (name == QLatin1String("sortSuit")) break;    // the rest is not a move
        out << (a->isEnabled() ? name : name + QLatin1Char('-'));
    }
    emit menu->aboutToHide();
    return out.join(QLatin1Char(' '));
}

/// The hand card menu of `card`: each entry's text, "(off)" when disabled, submenus as "text >".
QString cardMenu(Table &t, remi::CardId card)
{
    QMenu *menu = t.keys->menus().cardMenu(card, &t.w);
    QStringList out;
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() && a->text().isEmpty()) continue;
        QString text = a->text().section(QLatin1Char('\t'), 0, 0);
        if (a->menu()) text += QStringLiteral(" >");
        if (!a->isEnabled()) text += QStringLiteral(" (off)");
        out << text;
    }
    delete menu;
    return out.join(QStringLiteral(" | "));
}

/// What moveExists says of the Play menu entries (the independent half of the check).
bool exists(const QString &entry, const remi::RuleSet &rules)
{
    using remi::Move;
    static const QHash<QString, QList<Move>> moves = {{QStringLiteral("draw"), {Move::DrawStock}},
                                                      {QStringLiteral("drawCut"), {Move::DrawCut}},
                                                      {QStringLiteral("take"), {Move::DrawPile, Move::PickupMeld}},
                                                      {QStringLiteral("takeDepth"), {Move::DrawPileDeep}},
                                                      {QStringLiteral("draft"), {Move::Meld}},
                                                      {QStringLiteral("meld"), {Move::Meld}},
                                                      {QStringLiteral("layOff"), {Move::LayOff}},
                                                      {QStringLiteral("swap"), {Move::SwapJoker}},
                                                      {QStringLiteral("discard"), {Move::Discard}},
                                                      {QStringLiteral("bury"), {Move::Bury}},
                                                      {QStringLiteral("endTurn"), {Move::EndTurn}}};
    if (!moves.contains(entry)) return true;
    for (Move m : moves.value(entry))
        if (remi::moveExists(m, rules)) return true;
    return false;
}

} // namespace

class TestMenus : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QSettings().clear();
        QSettings().setValue(QStringLiteral("view/animationSpeed"), QStringLiteral("instant"));
    }
    void everyVariant_data();
    void everyVariant();
    void headingsCutAtWords();
};

void TestMenus::everyVariant_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("drawPhase");
    QTest::addColumn<QString>("playPhase");
    QTest::addColumn<QString>("cardDraw");
    QTest::addColumn<QString>("cardPlay");
    // Seed 7, two players, the human's first turn: before and after the draw (remi51's first player
    // starts without a draw, RULES.md 3.3). Entries without "-" are enabled.
    const QString sel = QStringLiteral(
        "Add the selection to the draft (select three cards or more) (off) | Meld (no valid meld) (off)");
    const QString drawFirst =
        QStringLiteral("Add the selection to the draft (draw first) (off) | Meld (draw first) (off)");
    QTest::newRow("rummy") << QStringLiteral("rummy")
                           << QStringLiteral("draw take draft- meld- layOff- discard- undo- redo-")
                           << QStringLiteral("draw- take- draft- meld- layOff- discard undo- redo-")
                           << QStringLiteral("ten of clubs | Select | ") + drawFirst +
                                  QStringLiteral(" | Lay off (draw first) (off) | Discard (draw first) (off)")
                           << QStringLiteral("ten of clubs | Select | ") + sel +
                                  QStringLiteral(" | Lay off (no meld takes it now) (off) | Discard");
    QTest::newRow("remi51")
        << QStringLiteral("remi51") << QString()
        << QStringLiteral("draw- drawCut- take- draft- meld- layOff- swap- discard bury undo- redo-") << QString()
        << QStringLiteral("queen of hearts | Select | ") + sel +
               QStringLiteral(" | Lay off (no meld takes it now) (off) | Swap a joker (no meld takes it "
                              "now) (off) | Discard | Discard, burying a joker under it >");
    QTest::newRow("rami") << QStringLiteral("rami")
                          << QStringLiteral("draw take- draft- meld- layOff- swap- discard- undo- redo-")
                          << QStringLiteral("draw- take- draft- meld- layOff- swap- discard undo- redo-")
                          << QStringLiteral("queen of hearts | Select | ") + drawFirst +
                                 QStringLiteral(
                                     " | Lay off (draw first) (off) | Swap a joker (draw first) (off) | Discard "
                                     "(draw first) (off)")
                          << QStringLiteral("queen of hearts | Select | ") + sel +
                                 QStringLiteral(
                                     " | Lay off (no meld takes it now) (off) | Swap a joker (no meld takes it "
                                     "now) (off) | Discard");
    QTest::newRow("remi_indonesia") << QStringLiteral("remi_indonesia")
                                    << QStringLiteral("draw take- takeDepth- draft- meld- discard- undo- redo-")
                                    << QStringLiteral("draw- take- takeDepth- draft- meld- discard undo- redo-")
                                    << QStringLiteral("king of spades | Select | ") + drawFirst +
                                           QStringLiteral(" | Discard (draw first) (off)")
                                    << QStringLiteral("king of spades | Select | ") + sel +
                                           QStringLiteral(" | Discard");
    QCOMPARE(remi::variants().size(), std::size_t(4)); // a row for every variant
}

void TestMenus::everyVariant()
{
    QFETCH(QString, variant);
    QFETCH(QString, drawPhase);
    QFETCH(QString, playPhase);
    QFETCH(QString, cardDraw);
    QFETCH(QString, cardPlay);
    Table t(0);
    QVERIFY(t.start(variant, 2, 7));
    QTRY_VERIFY_WITH_TIMEOUT(t.w.controller()->isHumanTurn(), 20000);
    t.w.controller()->setComputerDelay(60 * 60 * 1000);
    const remi::RuleSet &rules = t.round().rules();
    const MoveFinder &finder = t.keys->commands()->finder();
    const remi::CardId first = t.round().hand(0).front().id;

    // Every entry shown exists in the variant, every move the variant has is shown.
    auto check = [&](const QString &menu) {
        const QStringList shown = menu.split(QLatin1Char(' '));
        for (const char *name : {"draw", "drawCut", "take", "takeDepth", "draft", "meld", "layOff", "swap", "discard",
                                 "bury", "endTurn"}) {
            const QString entry = QString::fromLatin1(name);
            const bool on = shown.contains(entry) || shown.contains(entry + QLatin1Char('-'));
            if (on != exists(entry, rules)) return QStringLiteral("%1 shown %2").arg(entry).arg(on);
        }
        return QString();
    };
    const bool drawFirst = t.round().phase() == remi::Phase::Draw;
    if (drawFirst) {
        const QString menu = playMenu(t);
        qInfo().noquote() << variant << "draw:" << menu << "\n  card:" << cardMenu(t, first);
        QCOMPARE(check(menu), QString());
        QCOMPARE(menu.split(QLatin1Char(' ')).contains(QStringLiteral("draw")),
                 finder.accepts(remi::Action::draw(0, remi::DrawSource::Stock)));
        if (!drawPhase.isEmpty()) QCOMPARE(menu, drawPhase);
        if (!cardDraw.isEmpty()) QCOMPARE(cardMenu(t, first), cardDraw);
        t.key(Qt::Key_D);
    }
    QCOMPARE(t.round().phase(), remi::Phase::Play);
    const QString menu = playMenu(t);
    qInfo().noquote() << variant << "play:" << menu << "\n  card:" << cardMenu(t, first);
    QCOMPARE(check(menu), QString());
    // Enabled exactly when the engine takes it: a discard of some hand card.
    bool anyDiscard = false;
    for (const remi::Card &c : t.round().hand(0))
        anyDiscard = anyDiscard || finder.accepts(remi::Action::discard(0, c.id));
    QCOMPARE(menu.split(QLatin1Char(' ')).contains(QStringLiteral("discard")), anyDiscard);
    QVERIFY(!menu.split(QLatin1Char(' ')).contains(QStringLiteral("draw")));
    if (!playPhase.isEmpty()) QCOMPARE(menu, playPhase);
    if (!cardPlay.isEmpty()) QCOMPARE(cardMenu(t, first), cardPlay);
    // Closed, every action is back, so that its key can still say why it is refused.
    QVERIFY(t.w.findChild<QAction *>(QStringLiteral("drawAction"))->isEnabled());
}

void TestMenus::headingsCutAtWords()
{
    QFont font;
    const QString text = QStringLiteral("West: set of sevens: hearts, spades, diamonds, clubs, 28 points");
    QCOMPARE(MenuHeading::fit(text, font, 100000), text);
    const QString cut = MenuHeading::fit(
        text, font, QFontMetrics(font).horizontalAdvance(QStringLiteral("West: set of sevens: hearts, spa")));
    QCOMPARE(cut, QStringLiteral("West: set of sevens: hearts…"));
}

QTEST_MAIN(TestMenus)
#include "tst_menus.moc"
