// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Card themes (our deck, installed KDE and Aisleriot decks), card animations and computer turns
// chosen on a worker thread and shown one action at a time.

#include "CardItem.h"
#include "CardRenderer.h"
#include "CardTheme.h"
#include "GameController.h"
#include "HandModel.h"
#include "MainWindow.h"
#include "TableScene.h"
#include "TableView.h"

#include "save/SaveGame.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

namespace {
/// A minimal deck SVG with the given element ids, each a filled rectangle.
QByteArray deckSvg(const QStringList &ids)
{
    QByteArray svg = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='280'>";
    int x = 0;
    for (const QString &id : ids) {
        svg += QStringLiteral("<rect id='%1' x='%2' y='0' width='20' height='28' fill='#c00000'/>")
                   .arg(id)
                   .arg(x)
                   .toUtf8();
        x += 20;
    }
    return svg + "</svg>";
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

remi::Card card(remi::Suit suit, int rank, remi::CardId id = 0)
{
    remi::Card c;
    c.suit = suit;
    c.rank = static_cast<std::uint8_t>(rank);
    c.id = id;
    return c;
}

QList<SeatConfig> computers(int players)
{
    QList<SeatConfig> seats;
    for (int s = 0; s < players; ++s)
        seats << SeatConfig{QStringLiteral("C%1").arg(s), false, remi::ai::BotLevel::Normal};
    return seats;
}
} // namespace

class TestAppearance : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_appearance"));
        QSettings().clear();
    }

    void faceIdsPerScheme()
    {
        const remi::Card jackClubs = card(remi::Suit::Clubs, 11);
        QCOMPARE(CardThemes::faceIds(jackClubs, CardIdScheme::Remi), QStringList{QStringLiteral("11_club")});
        QCOMPARE(CardThemes::faceIds(jackClubs, CardIdScheme::Kde),
                 (QStringList{"jack_club", "club_jack", "11_club", "club_11"}));
        QCOMPARE(CardThemes::faceIds(jackClubs, CardIdScheme::Aisleriot),
                 (QStringList{"club_jack", "jack_club", "club_11", "11_club"}));
        QCOMPARE(CardThemes::faceIds(card(remi::Suit::Hearts, 1), CardIdScheme::Kde).first(),
                 QStringLiteral("1_heart"));
        QCOMPARE(CardThemes::faceIds(card(remi::Suit::Diamonds, 7), CardIdScheme::Aisleriot).first(),
                 QStringLiteral("diamond_7"));
        remi::Card joker;
        joker.id = 104; // even id: the red joker
        QCOMPARE(CardThemes::faceIds(joker, CardIdScheme::Kde).first(), QStringLiteral("red_joker"));
        QCOMPARE(CardThemes::faceIds(joker, CardIdScheme::Aisleriot).first(), QStringLiteral("joker_red"));
        joker.id = 105;
        QCOMPARE(CardThemes::faceIds(joker, CardIdScheme::Remi).first(), QStringLiteral("joker_black"));
        QCOMPARE(CardThemes::backIds(CardIdScheme::Kde).first(), QStringLiteral("back"));
    }

    void installedDecksAreFound()
    {
        QTemporaryDir kde, aisleriot;
        QVERIFY(kde.isValid() && aisleriot.isValid());
        QVERIFY(QDir(kde.path()).mkpath(QStringLiteral("svg-oxygen")));
        QVERIFY(QDir(kde.path()).mkpath(QStringLiteral("svg-broken"))); // no index.desktop: skipped
        QVERIFY(QDir(kde.path()).mkpath(QStringLiteral("svg-nosvg")));  // SVG file missing: skipped
        QVERIFY(writeFile(kde.filePath(QStringLiteral("svg-oxygen/index.desktop")),
                          "[KDE Backdeck]\nName=Oxygen\nSVG=oxygen.svg\n"));
        QVERIFY(writeFile(kde.filePath(QStringLiteral("svg-oxygen/oxygen.svg")),
                          deckSvg({"jack_club", "1_heart", "red_joker", "back"})));
        QVERIFY(writeFile(kde.filePath(QStringLiteral("svg-nosvg/index.desktop")),
                          "[KDE Backdeck]\nName=Missing\nSVG=missing.svg\n"));
        QVERIFY(writeFile(aisleriot.filePath(QStringLiteral("bonded.svg")),
                          deckSvg({"club_jack", "heart_1", "joker_red", "back"})));
        QVERIFY(writeFile(aisleriot.filePath(QStringLiteral("notes.txt")), "not a deck"));

        const QList<CardTheme> themes = CardThemes::available({kde.path()}, {aisleriot.path()});
        QCOMPARE(themes.size(), 3);
        QCOMPARE(themes[0].key, QStringLiteral("remi"));
        QCOMPARE(themes[1].key, QStringLiteral("aisleriot:bonded.svg"));
        QCOMPARE(themes[1].name, QStringLiteral("Bonded"));
        QCOMPARE(themes[2].key, QStringLiteral("kde:svg-oxygen"));
        QCOMPARE(themes[2].name, QStringLiteral("Oxygen"));
        QCOMPARE(CardThemes::find(themes, QStringLiteral("kde:svg-gone")).key, QStringLiteral("remi"));

        // Each renderer finds the ids of its own naming scheme.
        const CardRenderer kdeDeck(themes[2]);
        QVERIFY(kdeDeck.isValid());
        QCOMPARE(kdeDeck.faceElement(card(remi::Suit::Clubs, 11)), QStringLiteral("jack_club"));
        remi::Card joker;
        joker.id = 104;
        QCOMPARE(kdeDeck.faceElement(joker), QStringLiteral("red_joker"));
        QCOMPARE(kdeDeck.backElement(), QStringLiteral("back"));
        const CardRenderer gnomeDeck(themes[1]);
        QCOMPARE(gnomeDeck.faceElement(card(remi::Suit::Clubs, 11)), QStringLiteral("club_jack"));
        QCOMPARE(gnomeDeck.faceElement(card(remi::Suit::Hearts, 1)), QStringLiteral("heart_1"));
        QCOMPARE(gnomeDeck.faceElement(joker), QStringLiteral("joker_red"));
        // The card is drawn: the rectangle's red fills the middle of the pixmap.
        const QImage image =
            gnomeDeck.pixmap(gnomeDeck.faceElement(card(remi::Suit::Clubs, 11)), QSize(40, 56), 1.0).toImage();
        QCOMPARE(image.pixelColor(20, 28), QColor(0xc0, 0, 0));
    }

    void ownDeckHasEveryCard()
    {
        const CardRenderer deck(CardThemes::builtIn(true));
        QVERIFY(deck.isValid());
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= 13; ++r) {
                const QString id = deck.faceElement(card(static_cast<remi::Suit>(s), r));
                QVERIFY2(deck.hasElement(id), qPrintable(id));
            }
        QCOMPARE(deck.backElement(), QStringLiteral("back_blue"));
    }

    void cardsGlideToTheirPlaces()
    {
        MainWindow w;
        w.controller()->setComputerDelay(0);
        w.controller()->setComputerStepDelay(0);
        QVERIFY(w.startGame(QStringLiteral("rummy"), 2, 5));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isHumanTurn(), 20000);
        w.controller()->setComputerDelay(60 * 60 * 1000);
        w.scene()->setAnimationSpeed(AnimationSpeed::Normal);
        w.scene()->refresh();
        QCOMPARE(w.controller()->act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
        QCoreApplication::processEvents(); // the scheduled refresh
        // The drawn card starts on the stock and glides into the hand.
        const remi::CardId drawn = w.controller()->round().hand(0).back().id;
        const auto drawnItem = [&]() -> CardItem * {
            for (CardItem *c : w.scene()->handItems())
                if (c->cardId() == drawn) return c;
            return nullptr;
        };
        QVERIFY(drawnItem());
        QVERIFY(drawnItem()->isGliding());
        QVERIFY(drawnItem()->pos() != drawnItem()->home());
        QVERIFY((drawnItem()->pos() - w.scene()->stockItem()->home()).manhattanLength() < 40);
        QTRY_VERIFY(!drawnItem()->isGliding());
        QCOMPARE(drawnItem()->pos(), drawnItem()->home());

        // Instant: everything is in place at once.
        w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
        w.hand()->sort(HandOrder::Sort::Rank);
        for (CardItem *c : w.scene()->handItems()) {
            QVERIFY(!c->isGliding());
            QCOMPARE(c->pos(), c->home());
        }
    }

    void computerTurnsShownStepByStepEndTheSame()
    {
        // All-computer games with the same seed: applying each turn at once or one action per
        // step gives the same round, action for action.
        GameController atOnce, stepwise;
        atOnce.setComputerDelay(0);
        stepwise.setComputerDelay(0);
        stepwise.setComputerStepDelay(5);
        QSignalSpy stepwiseChanges(&stepwise, &GameController::stateChanged);
        QSignalSpy atOnceChanges(&atOnce, &GameController::stateChanged);
        QVERIFY(atOnce.newGame(QStringLiteral("remi51"), computers(3), 11));
        QVERIFY(stepwise.newGame(QStringLiteral("remi51"), computers(3), 11));
        QSignalSpy doneA(&atOnce, &GameController::roundFinished), doneB(&stepwise, &GameController::roundFinished);
        QTRY_VERIFY_WITH_TIMEOUT(doneA.size() == 1 && doneB.size() == 1, 60000);
        QVERIFY(atOnce.round().state() == stepwise.round().state());
        QVERIFY(atOnce.match().totals() == stepwise.match().totals());
        QCOMPARE(atOnce.fallbackTurns(), 0);
        // A change per action (and per "thinking"), not one per turn.
        QVERIFY(stepwiseChanges.size() > atOnceChanges.size());
    }

    void newGameDropsALateComputerTurn()
    {
        GameController c;
        c.setComputerDelay(0);
        const QList<SeatConfig> seats{{QStringLiteral("Ana"), true, remi::ai::BotLevel::Normal},
                                      {QStringLiteral("Bot"), false, remi::ai::BotLevel::Normal}};
        bool restarted = false;
        // As soon as the first computer turn is being chosen on the worker thread, start another
        // game: the worker's late result must not be applied to it.
        connect(&c, &GameController::stateChanged, &c, [&] {
            if (restarted || !c.isThinking()) return;
            restarted = true;
            c.setComputerDelay(60 * 60 * 1000);
            QVERIFY(c.newGame(QStringLiteral("rummy"), seats, 4));
        });
        QVERIFY(c.newGame(QStringLiteral("rummy"), computers(2), 3));
        QTRY_VERIFY(restarted);
        QVERIFY(!c.isThinking());
        QCOMPARE(c.seats()[0].name, QStringLiteral("Ana"));
        const remi::RoundState dealt = c.round().state();
        QTest::qWait(300); // the old worker finishes meanwhile
        QVERIFY(c.round().state() == dealt);
    }

    void loadGameDropsALateComputerTurn()
    {
        // The saved game: a human and a computer, dealt and not yet played.
        GameController source;
        source.setComputerDelay(60 * 60 * 1000);
        const QList<SeatConfig> seats{{QStringLiteral("Ana"), true, remi::ai::BotLevel::Normal},
                                      {QStringLiteral("Bot"), false, remi::ai::BotLevel::Normal}};
        // A deal where the human plays first.
        for (quint64 seed = 1; seed < 40 && !source.isHumanTurn(); ++seed)
            QVERIFY(source.newGame(QStringLiteral("rummy"), seats, seed));
        QVERIFY(source.isHumanTurn());
        const remi::save::SaveGame saved = source.saveGame();

        GameController c;
        c.setComputerDelay(0);
        bool loaded = false;
        // While the all-computer game's first turn is being chosen, load the saved game.
        connect(&c, &GameController::stateChanged, &c, [&] {
            if (loaded || !c.isThinking()) return;
            loaded = true;
            c.setComputerDelay(60 * 60 * 1000);
            remi::save::SaveError error;
            QVERIFY(c.loadGame(saved, remi::save::replaySave(saved, &error)));
        });
        QVERIFY(c.newGame(QStringLiteral("rummy"), computers(2), 3));
        QTRY_VERIFY(loaded);
        QVERIFY(!c.isThinking());
        QCOMPARE(c.seats()[0].name, QStringLiteral("Ana"));
        QVERIFY(c.round().state() == source.round().state());
        QTest::qWait(300); // the old worker finishes meanwhile
        QVERIFY(c.round().state() == source.round().state());
        // And the loaded game goes on: the computer answers the human's turn.
        c.setComputerDelay(0);
        QVERIFY(c.isHumanTurn());
        const int turn = c.round().state().turnIndex;
        QCOMPARE(c.act(remi::Action::draw(0, remi::DrawSource::Stock)), remi::Reason::Ok);
        QCOMPARE(c.act(remi::Action::discard(0, c.round().hand(0).front().id)), remi::Reason::Ok);
        QTRY_VERIFY_WITH_TIMEOUT(c.isHumanTurn() && c.round().state().turnIndex >= turn + 2, 20000);
    }
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
