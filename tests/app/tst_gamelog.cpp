// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game log in words (issue 15, words/GameLog): exact lines of a seeded round of each variant in
// English and Russian (plural forms), the same text from `remi-sim log`, and over thousands of
// random actions of every variant: no line seen from a seat names a card that seat could not see
// (others' stock draws, others' hands), hot-seat summaries included.

#include "GameLog.h"
#include "Language.h"
#include "RecordedGame.h"
#include "TestEnvironment.h"

#include "engine/Match.h"
#include "save/SaveGame.h"

#include <QApplication>
#include <QFontMetrics>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>
#include <set>

namespace {

const std::vector<std::string> kNames4{"You", "West", "North", "East"};

/// Every card of `lines` seen by `viewer` (match seat; -1 nobody) is one it could see when the line's
/// action was played: its own hand, the table, the face-up discard pile, the cut card, ever since
/// the deal. The text names exactly the cards the line lists (no other card by its name).
QString checkPrivacy(const remi::save::SaveGame &game, const std::vector<GameLogLine> &lines, int viewer)
{
    remi::save::SaveError err;
    const auto rules = remi::save::saveRules(game, &err);
    remi::Match match(*rules, static_cast<int>(game.players.size()), game.seed);
    static const QRegularExpression token(QStringLiteral("(?:10|[2-9AJQK])[♠♥♦♣]|★"));
    std::size_t next = 0;
    for (std::size_t r = 0; r < game.rounds.size(); ++r) {
        if (r > 0) {
            match.settleRound();
            match.startNextRound();
        }
        std::set<remi::CardId> seen;
        auto look = [&] {
            const remi::Round &round = match.round();
            for (int s = 0; s < round.players(); ++s)
                if (match.matchSeat(s) == viewer)
                    for (const remi::Card &c : round.hand(s)) seen.insert(c.id);
            for (const remi::Meld &m : round.table())
                for (const remi::Card &c : m.cards) seen.insert(c.id);
            for (const remi::PileCard &p : round.pile())
                if (!p.buried) seen.insert(p.card.id);
            if (round.cutCard()) seen.insert(round.cutCard()->id);
        };
        look();
        auto checkUpTo = [&](int round, int step) -> QString {
            for (; next < lines.size() && lines[next].round == round && lines[next].step <= step; ++next) {
                const GameLogLine &line = lines[next];
                QStringList named, listed;
                for (auto it = token.globalMatch(line.text); it.hasNext();) named << it.next().captured();
                const std::vector<remi::Card> &shoe = match.round().shoe();
                for (remi::CardId id : line.cards) {
                    if (!seen.count(id))
                        return QStringLiteral("seat %1 was told of %2 it never saw: %3")
                            .arg(viewer)
                            .arg(GameLog::card(shoe[id]), line.text);
                    listed << GameLog::card(shoe[id]);
                }
                named.sort();
                listed.sort();
                if (named != listed)
                    return QStringLiteral("seat %1: the text names %2 but lists %3: %4")
                        .arg(viewer)
                        .arg(named.join(QLatin1Char(' ')), listed.join(QLatin1Char(' ')), line.text);
            }
            return {};
        };
        const int number = static_cast<int>(r) + 1;
        if (QString p = checkUpTo(number, -1); !p.isEmpty()) return p; // the heading
        for (std::size_t k = 0; k < game.rounds[r].actions.size(); ++k) {
            if (match.round().apply(game.rounds[r].actions[k]) != remi::Reason::Ok)
                return QStringLiteral("replay failed");
            look();
            if (QString p = checkUpTo(number, static_cast<int>(k)); !p.isEmpty()) return p;
        }
        // The round's end: no cards at all.
        for (; next < lines.size() && lines[next].round == number; ++next)
            if (!lines[next].cards.empty()) return QStringLiteral("round end names cards: ") + lines[next].text;
    }
    return next == lines.size() ? QString() : QStringLiteral("lines out of order at ") + lines[next].text;
}

QStringList texts(const std::vector<GameLogLine> &lines, std::size_t count)
{
    QStringList out;
    for (std::size_t i = 0; i < lines.size() && i < count; ++i) out << lines[i].text;
    return out;
}

/// The first `count` lines as they are said (GameLogLine::spoken).
QStringList said(const std::vector<GameLogLine> &lines, std::size_t count)
{
    QStringList out;
    for (std::size_t i = 0; i < lines.size() && i < count; ++i) out << lines[i].spoken;
    return out;
}

} // namespace

class TestGameLog : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void cardNames();
    void seededRound_data();
    void seededRound();
    void russianPlurals();
    void serbianPresentTense();
    void unnamedPlayers();
    void remiSimLog();
    void remiSimLogBadFile();
    void nothingHidden_data();
    void nothingHidden();
    void sinceLastTurn();
    void spectatorSaysYour();
};

void TestGameLog::cardNames()
{
    QCOMPARE(GameLog::card(remi::naturalCard(0, remi::Suit::Spades, 1)), QStringLiteral("A♠"));
    QCOMPARE(GameLog::card(remi::naturalCard(1, remi::Suit::Hearts, 10)), QStringLiteral("10♥"));
    QCOMPARE(GameLog::card(remi::naturalCard(0, remi::Suit::Clubs, 12)), QStringLiteral("Q♣"));
    QCOMPARE(GameLog::cards({remi::naturalCard(0, remi::Suit::Spades, 1), remi::jokerCard(2, 0),
                             remi::naturalCard(0, remi::Suit::Spades, 3)}),
             QStringLiteral("A♠ ★ 3♠"));
    // The joker was 🃏, an emoji that fell back to a box with DejaVu fonts: every character the log
    // writes for a card is in the window's font, and none is an emoji (U+1F000 and up).
    const QFontMetrics metrics(QApplication::font());
    for (const remi::Card &c :
         {remi::jokerCard(0, 0), remi::naturalCard(0, remi::Suit::Spades, 1),
          remi::naturalCard(0, remi::Suit::Hearts, 10), remi::naturalCard(0, remi::Suit::Diamonds, 12),
          remi::naturalCard(0, remi::Suit::Clubs, 13)})
        for (const uint ucs : GameLog::card(c).toUcs4()) {
            QVERIFY2(ucs < 0x1F000, qPrintable(GameLog::card(c)));
            QVERIFY2(metrics.inFontUcs4(ucs), qPrintable(GameLog::card(c)));
        }
}

void TestGameLog::initTestCase()
{
    // English plural forms ("1 card", "3 cards") come from remi_en.qm, as in the window.
    Language::apply(QStringLiteral("en"));
}

void TestGameLog::seededRound_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("actions");
    QTest::addColumn<QStringList>("expected"); // "index|text"; index -1, -2: from the end
    QTest::newRow("rummy") << QStringLiteral("rummy") << 2 << 3 << QString() << 0
                           << QStringList{QStringLiteral("0|Round 1"),
                                          QStringLiteral("1|You drew 9♠."),
                                          QStringLiteral("2|You laid 9♠ 9♥ 9♣, 2♥ 2♦ 2♣."),
                                          QStringLiteral("3|You discarded Q♠."),
                                          QStringLiteral("4|West took Q♠ from the discard pile."),
                                          QStringLiteral("5|West laid Q♠ Q♥ Q♣."),
                                          QStringLiteral("6|West laid off 2♠ on your 2♥ 2♦ 2♣."),
                                          QStringLiteral("7|West discarded 10♦."),
                                          QStringLiteral("8|You drew J♣."),
                                          QStringLiteral("9|You discarded K♥."),
                                          QStringLiteral("10|West drew a card."),
                                          QStringLiteral("11|West discarded 10♥."),
                                          QStringLiteral("-2|West went out."),
                                          QStringLiteral("-1|Round 1 over. You: 0 points, West: 1 point")};
    QTest::newRow("remi51") << QStringLiteral("remi51") << 4 << 7 << QString() << 40
                            << QStringList{QStringLiteral("0|Round 1"),
                                           QStringLiteral("1|You laid 5♠ 6♠ 7♠ 8♠, A♦ A♣ ★."),
                                           QStringLiteral("2|You discarded Q♥."),
                                           QStringLiteral("3|West drew a card."),
                                           QStringLiteral("4|West discarded K♥."),
                                           QStringLiteral("5|North drew a card."),
                                           QStringLiteral("6|North discarded A♦."),
                                           QStringLiteral("7|East drew a card."),
                                           QStringLiteral("8|East discarded K♥."),
                                           QStringLiteral("9|You drew 8♦."),
                                           QStringLiteral("10|You discarded K♣."),
                                           QStringLiteral("21|North took 9♦ from the discard pile."),
                                           QStringLiteral("22|North laid J♠ Q♠ K♠, 7♦ 8♦ 9♦ 10♦ J♦."),
                                           QStringLiteral("28|You laid off 4♦ on East's 5♦ 6♦ 7♦."),
                                           QStringLiteral("36|East laid off 10♠ on North's J♠ Q♠ K♠.")};
    // The example: a computer swaps the joker out of your meld.
    QTest::newRow("remi51 joker swap") << QStringLiteral("remi51") << 4 << 4 << QString() << 30
                                       << QStringList{QStringLiteral(
                                              "20|North swapped the joker in your 9♣ 10♣ J♣ ★ K♣ for Q♣.")};
    QTest::newRow("rami")
        << QStringLiteral("rami") << 3 << 5 << QStringLiteral("manipulation=true") << 0
        << QStringList{
               QStringLiteral("0|Round 1"),
               QStringLiteral("1|You drew 6♠."),
               QStringLiteral("2|You laid 5♠ 6♠ 7♠, J♥ J♦ J♣."),
               QStringLiteral("3|You discarded A♣."),
               QStringLiteral("4|West drew a card."),
               QStringLiteral("5|West laid Q♠ Q♥ ★, 2♥ 3♥ 4♥ 5♥."),
               QStringLiteral("6|West discarded Q♠."),
               QStringLiteral("12|West laid 8♣ 9♣ 10♣."),
               QStringLiteral("20|West laid off 3♦ on your 4♦ 5♦ 6♦."),
               QStringLiteral("22|West has 3 cards left."),
               QStringLiteral("29|You have 2 cards left."),
               QStringLiteral("31|You have 1 card left."),
               QStringLiteral("33|West rearranged the table, adding 2♠ and moving 2♥ from West's 2♥ 3♥ 4♥ 5♥, 2♦ "
                              "from your 2♦ 3♦ 4♦ 5♦ 6♦.")};
    QTest::newRow("remi_indonesia")
        << QStringLiteral("remi_indonesia") << 4 << 2 << QString() << 0
        << QStringList{
               QStringLiteral("0|Round 1"),
               QStringLiteral("1|North drew a card."),
               QStringLiteral("2|North discarded K♦."),
               QStringLiteral("5|You drew 9♥."),
               QStringLiteral("6|You discarded A♥."),
               QStringLiteral("33|North picked up 9♦ from the discard pile and laid 7♦ 8♦ 9♦."),
               QStringLiteral("47|West picked up 4♥ from the discard pile and laid 2♥ 3♥ 4♥ 5♥."),
               QStringLiteral("-2|Nobody went out."),
               QStringLiteral("-1|Round 1 over. You: 5 points, West: 5 points, North: -5 points, East: -35 points")};
}

void TestGameLog::seededRound()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(int, seed);
    QFETCH(QString, option);
    QFETCH(int, actions);
    QFETCH(QStringList, expected);
    std::vector<std::pair<std::string, std::string>> opts;
    if (!option.isEmpty())
        opts.emplace_back(option.section(QLatin1Char('='), 0, 0).toStdString(),
                          option.section(QLatin1Char('='), 1).toStdString());
    std::vector<std::string> names(kNames4.begin(), kNames4.begin() + players);
    const auto game = logtest::record(variant.toStdString(), names, static_cast<std::uint64_t>(seed), 1, actions, opts);
    QString error;
    const auto lines = GameLog::lines(game, 0, {}, &error);
    QVERIFY2(lines, qPrintable(error));
    for (const QString &entry : expected) {
        const int index = entry.section(QLatin1Char('|'), 0, 0).toInt();
        const qsizetype at = index < 0 ? static_cast<qsizetype>(lines->size()) + index : index;
        QVERIFY2(at >= 0 && at < static_cast<qsizetype>(lines->size()), qPrintable(entry));
        QCOMPARE((*lines)[static_cast<std::size_t>(at)].text, entry.section(QLatin1Char('|'), 1));
    }
}

// A saved name nobody typed is empty (docs/SAVES.md): the log says "Player N" for it.
void TestGameLog::unnamedPlayers()
{
    const auto lines = GameLog::lines(logtest::record("rummy", {"", "Ana"}, 3, 1, 0), -1);
    QVERIFY(lines);
    QCOMPARE(texts(*lines, 5),
             (QStringList{QStringLiteral("Round 1"), QStringLiteral("Player 1 drew a card."),
                          QStringLiteral("Player 1 laid 9♠ 9♥ 9♣, 2♥ 2♦ 2♣."), QStringLiteral("Player 1 discarded Q♠."),
                          QStringLiteral("Ana took Q♠ from the discard pile.")}));
}

// Russian, with its three plural forms ("осталась 1 карта", "осталось 3 карты", "0 очков"), and the
// log's present tense, which fits every seat: "Запад берёт", never "взял"/"взяла" (issue 36).
void TestGameLog::russianPlurals()
{
    Language::apply(QStringLiteral("ru"));
    const QStringList names{QStringLiteral("Вы"), QStringLiteral("Запад"), QStringLiteral("Север")};
    const auto rummy = GameLog::lines(logtest::record("rummy", {"You", "West"}, 3, 1, 0), 0, names);
    const auto rami = GameLog::lines(
        logtest::record("rami", {"You", "West", "North"}, 5, 1, 0, {{"manipulation", "true"}}), 0, names);
    Language::apply(QStringLiteral("en"));
    QVERIFY(rummy && rami);
    QCOMPARE(texts(*rummy, 8),
             (QStringList{QStringLiteral("Раунд 1"), QStringLiteral("Вы берёте из колоды 9♠."),
                          QStringLiteral("Вы выкладываете 9♠ 9♥ 9♣, 2♥ 2♦ 2♣."), QStringLiteral("Вы сбрасываете Q♠."),
                          QStringLiteral("Запад берёт Q♠ из сброса."), QStringLiteral("Запад выкладывает Q♠ Q♥ Q♣."),
                          QStringLiteral("Запад подкладывает 2♠ к комбинации: 2♥ 2♦ 2♣ (ваша)."),
                          QStringLiteral("Запад сбрасывает 10♦.")}));
    // Said (the status line, screen readers): the cards in words, declined after the verb (issue 36,
    // ru review 1: "сбрасывает король пик" was the nominative); a meld after "к комбинации:" named.
    QCOMPARE(said(*rummy, 8),
             (QStringList{QStringLiteral("Раунд 1"), QStringLiteral("Вы берёте из колоды девятку пик."),
                          QStringLiteral("Вы выкладываете девятку пик, девятку червей, девятку треф; двойку червей, "
                                         "двойку бубен, двойку треф."),
                          QStringLiteral("Вы сбрасываете даму пик."), QStringLiteral("Запад берёт даму пик из сброса."),
                          QStringLiteral("Запад выкладывает даму пик, даму червей, даму треф."),
                          QStringLiteral("Запад подкладывает двойку пик к комбинации: двойка червей, двойка бубен, "
                                         "двойка треф (ваша)."),
                          QStringLiteral("Запад сбрасывает десятку бубен.")}));
    QCOMPARE(rummy->back().text, QStringLiteral("Раунд 1 окончен. Вы: 0 очков, Запад: 1 очко"));
    QCOMPARE((*rami)[22].text, QStringLiteral("Запад: осталось 3 карты."));
    QCOMPARE((*rami)[29].text, QStringLiteral("У вас осталось 2 карты."));
    QCOMPARE((*rami)[31].text, QStringLiteral("У вас осталась 1 карта."));
    QCOMPARE((*rami)[10].text, QStringLiteral("Вы сбрасываете K♥."));
}

// Serbian: another seat's moves are in the present tense, which fits every seat ("Запад узима",
// "Ана узима"), where a past participle agrees with one ("је узео" / "је узела"), issue 36. Your own
// moves are in the past tense of the polite plural, which fits anyone ("Извукли сте 9♠."): the
// present "Извукли сте 9♠." read as an order to a native tester (online-join2 W3). Your meld is "(ви)"
// as another player's is "(Запад)" (item 32).
void TestGameLog::serbianPresentTense()
{
    Language::apply(QStringLiteral("sr"));
    const QStringList names{QStringLiteral("Ви"), QStringLiteral("Ана")};
    const auto rummy = GameLog::lines(logtest::record("rummy", {"You", "West"}, 3, 1, 0), 0, names);
    Language::apply(QStringLiteral("en"));
    QVERIFY(rummy);
    QCOMPARE(texts(*rummy, 8),
             (QStringList{
                 QStringLiteral("Рунда 1"), QStringLiteral("Извукли сте 9♠."),
                 QStringLiteral("Изложили сте 9♠ 9♥ 9♣, 2♥ 2♦ 2♣."), QStringLiteral("Одбацили сте Q♠."),
                 QStringLiteral("Ана узима Q♠ са гомиле одбачених карата."), QStringLiteral("Ана излаже Q♠ Q♥ Q♣."),
                 QStringLiteral("Ана додаје 2♠ на комбинацију: 2♥ 2♦ 2♣ (ви)."), QStringLiteral("Ана одбацује 10♦.")}));
    // Said: the cards in words, in the accusative after the verb ("одбацује десетку каро"; issue 36).
    QCOMPARE(
        said(*rummy, 8),
        (QStringList{QStringLiteral("Рунда 1"), QStringLiteral("Извукли сте деветку пик."),
                     QStringLiteral("Изложили сте деветку пик, деветку херц, деветку треф; двојку херц, двојку каро, "
                                    "двојку треф."),
                     QStringLiteral("Одбацили сте даму пик."),
                     QStringLiteral("Ана узима даму пик са гомиле одбачених карата."),
                     QStringLiteral("Ана излаже даму пик, даму херц, даму треф."),
                     QStringLiteral("Ана додаје двојку пик на комбинацију: двојка херц, двојка каро, двојка треф "
                                    "(ви)."),
                     QStringLiteral("Ана одбацује десетку каро.")}));
}

namespace {
struct Run {
    int exit = -1;
    QString out, err;
};
Run remiSim(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(REMI_SIM), args);
    p.waitForFinished(60000);
    return {p.exitCode(), TestEnvironment::utf8Text(p.readAllStandardOutput()),
            TestEnvironment::utf8Text(p.readAllStandardError())};
}
} // namespace

// `remi-sim log` prints what the panel shows, from the same code, in each language and from each seat.
void TestGameLog::remiSimLog()
{
    QTemporaryDir dir;
    const auto game = logtest::record("remi51", {"Ana", "West", "North", "East"}, 7, 1, 40);
    const QString path = dir.filePath(QStringLiteral("game.remi"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(remi::save::writeSave(game)));
    f.close();
    const Run en = remiSim({QStringLiteral("log"), path});
    QCOMPARE(en.exit, 0);
    QCOMPARE(en.out, GameLog::text(*GameLog::lines(game, 0)));
    QVERIFY(en.out.startsWith(
        QStringLiteral("Round 1\nYou laid 5♠ 6♠ 7♠ 8♠, A♦ A♣ ★.\nYou discarded Q♥.\nWest drew a card.\n")));
    const Run west = remiSim({QStringLiteral("log"), path, QStringLiteral("--seat"), QStringLiteral("1")});
    QCOMPARE(west.out, GameLog::text(*GameLog::lines(game, 1)));
    // From West's seat: Ana's stock draws are hidden, West's own are named.
    QVERIFY(west.out.contains(QStringLiteral("\nAna drew a card.\n")));
    QVERIFY(west.out.contains(QStringLiteral("\nYou drew 10♣.\n")));
    QVERIFY(!en.out.contains(QStringLiteral("\nAna drew")));
    const Run nobody = remiSim({QStringLiteral("log"), path, QStringLiteral("--seat"), QStringLiteral("none")});
    QCOMPARE(nobody.out, GameLog::text(*GameLog::lines(game, -1)));
    const Run ru = remiSim({QStringLiteral("log"), path, QStringLiteral("--language"), QStringLiteral("ru")});
    Language::apply(QStringLiteral("ru"));
    const QString russian = GameLog::text(*GameLog::lines(game, 0));
    Language::apply(QStringLiteral("en"));
    QCOMPARE(ru.exit, 0);
    QCOMPARE(ru.out, russian);
    QVERIFY(ru.out.startsWith(QStringLiteral("Раунд 1\nВы выкладываете")));
}

void TestGameLog::remiSimLogBadFile()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.remi"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"remi-save\", \"version\": 1, \"variant\": ");
    f.close();
    for (const QStringList &args :
         {QStringList{QStringLiteral("log"), bad},
          QStringList{QStringLiteral("log"), dir.filePath(QStringLiteral("missing.remi"))},
          QStringList{QStringLiteral("log")},
          QStringList{QStringLiteral("log"), bad, QStringLiteral("--language"), QStringLiteral("xx")}}) {
        const Run r = remiSim(args);
        QCOMPARE(r.exit, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }
    const auto game = logtest::record("rummy", {"You", "West"}, 3, 1, 10);
    const QString good = dir.filePath(QStringLiteral("good.remi"));
    QFile g(good);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(QByteArray::fromStdString(remi::save::writeSave(game)));
    g.close();
    const Run seat = remiSim({QStringLiteral("log"), good, QStringLiteral("--seat"), QStringLiteral("2")});
    QCOMPARE(seat.exit, 2);
    QCOMPARE(seat.err, QStringLiteral("remi-sim log: --seat expects a seat from 0 to 1 or none, not \"2\"\n"));
}

void TestGameLog::nothingHidden_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("options");
    QTest::newRow("rummy") << QStringLiteral("rummy") << 4 << QString();
    QTest::newRow("remi51") << QStringLiteral("remi51") << 4 << QString();
    QTest::newRow("rami") << QStringLiteral("rami") << 3 << QStringLiteral("manipulation=true");
    QTest::newRow("rami multiple") << QStringLiteral("rami") << 4 << QStringLiteral("discardMode=MULTIPLE");
    QTest::newRow("remi_indonesia") << QStringLiteral("remi_indonesia") << 4 << QString();
}

// Thousands of actions of every variant, each seat's log and the public one (the hot-seat curtain's).
void TestGameLog::nothingHidden()
{
    QFETCH(QString, variant);
    QFETCH(int, players);
    QFETCH(QString, options);
    std::vector<std::pair<std::string, std::string>> opts;
    if (!options.isEmpty()) {
        const QStringList kv = options.split(QLatin1Char('='));
        opts.emplace_back(kv[0].toStdString(), kv[1].toStdString());
    }
    std::vector<std::string> names(kNames4.begin(), kNames4.begin() + players);
    int actions = 0, hiddenDraws = 0;
    for (std::uint64_t seed = 1; actions < 2500 && seed < 60; ++seed) {
        const remi::save::SaveGame game = logtest::record(variant.toStdString(), names, seed, 3, 0, opts);
        for (const remi::save::SaveRound &r : game.rounds) actions += static_cast<int>(r.actions.size());
        for (int viewer = -1; viewer < players; ++viewer) {
            QString error;
            const auto lines = GameLog::lines(game, viewer, {}, &error);
            QVERIFY2(lines, qPrintable(error));
            const QString problem = checkPrivacy(game, *lines, viewer);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
            for (const GameLogLine &line : *lines)
                if (line.text.endsWith(QLatin1String(" drew a card."))) ++hiddenDraws;
            // The curtain's summary for each seat: public lines only, a part of the public log.
            if (viewer == -1)
                for (int next = 0; next < players; ++next) {
                    const auto since = GameLog::sinceLastTurn(*lines, next);
                    QVERIFY(since.size() <= lines->size());
                    for (const GameLogLine &line : since)
                        QVERIFY(line.kind != GameLogLine::Kind::Action || line.actor != next ||
                                !line.text.startsWith(QLatin1String("You ")));
                }
        }
    }
    QVERIFY2(actions >= 2500, qPrintable(QString::number(actions)));
    QVERIFY(hiddenDraws > 100); // others' stock draws were said without their card
}

// Issue 34: seen by nobody (viewer -1: the hands hidden), the seat called "You" is still "your" and
// "You have", never "You's" nor "You has"; its draws stay hidden.
void TestGameLog::spectatorSaysYour()
{
    const auto swap = GameLog::lines(logtest::record("remi51", {"You", "West", "North", "East"}, 4, 1, 30), -1);
    QVERIFY(swap);
    QCOMPARE((*swap)[20].text, QStringLiteral("North swapped the joker in your 9♣ 10♣ J♣ ★ K♣ for Q♣."));
    // Said with the card the joker stood for in the run (issue 34: "joker" alone did not say which).
    QCOMPARE((*swap)[20].spoken, QStringLiteral("North swapped the joker in your nine of clubs, ten of clubs, jack of "
                                                "clubs, joker (queen of clubs), king of clubs for queen of clubs."));
    const auto rami =
        GameLog::lines(logtest::record("rami", {"You", "West", "North"}, 5, 1, 0, {{"manipulation", "true"}}), -1);
    QVERIFY(rami);
    QCOMPARE((*rami)[1].text, QStringLiteral("You drew a card."));
    QCOMPARE((*rami)[20].text, QStringLiteral("West laid off 3♦ on your 4♦ 5♦ 6♦."));
    QCOMPARE((*rami)[29].text, QStringLiteral("You have 2 cards left."));
    for (const GameLogLine &line : *rami) {
        QVERIFY2(!line.text.contains(QLatin1String("You's")), qPrintable(line.text));
        QVERIFY2(!line.text.contains(QLatin1String("You has")), qPrintable(line.text));
    }
}

// Hot-seat: the lines after a seat's last action (the curtain's "Since your last turn:").
void TestGameLog::sinceLastTurn()
{
    const auto game = logtest::record("remi51", {"You", "West", "North", "East"}, 7, 1, 40);
    const auto lines = GameLog::lines(game, -1);
    QVERIFY(lines);
    // The log ends with West's meld and discard (lines 40-41): for North, everything after its last
    // discard (line 33); for West nothing is left.
    QCOMPARE(texts(GameLog::sinceLastTurn(*lines, 1), 5), QStringList());
    const auto north = GameLog::sinceLastTurn(*lines, 2);
    QCOMPARE(texts(north, 10),
             (QStringList{QStringLiteral("East drew a card."), QStringLiteral("East laid off 10♠ on North's J♠ Q♠ K♠."),
                          QStringLiteral("East discarded J♣."), QStringLiteral("You drew a card."),
                          QStringLiteral("You discarded 9♥."), QStringLiteral("West took 9♥ from the discard pile."),
                          QStringLiteral("West laid 3♠ 4♠ 5♠, 6♠ 6♦ 6♣, 8♥ 9♥ 10♥."),
                          QStringLiteral("West discarded 10♣.")}));
}

QTEST_MAIN(TestGameLog)
#include "tst_gamelog.moc"
