// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Save files (issue 8): played matches round-trip exactly; a broken log, deal or total is refused
// with one message naming the field (and, for actions, the round, the step and the engine's reason).

#include "BotRecord.h"

#include "save/SaveGame.h"

#include <QTest>

using namespace remi;
using remi::save::SaveError;

namespace {

RuleSet rulesFor(const QString &variant, const QStringList &options)
{
    RuleSet rules = *presetRules(variant.toStdString());
    for (const QString &o : options) {
        const qsizetype eq = o.indexOf(QLatin1Char('='));
        const auto err = setOption(rules, o.left(eq).toStdString(), o.mid(eq + 1).toStdString());
        if (err) qFatal("bad option %s: %s", qPrintable(o), err->c_str());
    }
    return rules;
}

/// A remi51 match of one full round and part of the second, 4 players, seed 7.
save::SaveGame sampleGame(std::unique_ptr<Match> *match = nullptr)
{
    return test::recordBotMatch(*presetRules("remi51"), 4, 7, 1, 0, match);
}

std::string errorOf(const save::SaveGame &game)
{
    SaveError e;
    const auto m = save::loadSave(save::writeSave(game), nullptr, &e);
    return m ? std::string("loaded") : save::saveErrorText(e);
}

/// The ids of the cards match seat `seat` holds in the round in play.
std::vector<CardId> handIds(const Match &match, int seat)
{
    std::vector<CardId> ids;
    for (int s = 0; s < static_cast<int>(match.round().state().seats.size()); ++s)
        if (match.matchSeat(s) == seat)
            for (const Card &c : match.round().hand(s)) ids.push_back(c.id);
    return ids;
}

std::string codeOf(CardId id, int decks)
{
    return cardCode(cardFromId(id, decks));
}

std::size_t firstOf(const std::vector<Action> &actions, ActionType type)
{
    for (std::size_t k = 0; k < actions.size(); ++k)
        if (actions[k].type == type) return k;
    return actions.size();
}

} // namespace

class TestSaveGame : public QObject {
    Q_OBJECT
  private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("maxActions");
        QTest::newRow("rummy 3p, 3 rounds") << "rummy" << QStringList{} << 3 << 3 << 0;
        QTest::newRow("rummy mid-round") << "rummy" << QStringList{} << 2 << 1 << 11;
        QTest::newRow("remi51 4p, 2 rounds") << "remi51" << QStringList{} << 4 << 2 << 0;
        QTest::newRow("remi51 options") << "remi51" << QStringList{"openingMin=61", "aceBothEnds=true"} << 3 << 2 << 0;
        QTest::newRow("rami 3p manipulation") << "rami" << QStringList{"manipulation=true"} << 3 << 1 << 0;
        QTest::newRow("rami 5p, mid-round") << "rami" << QStringList{} << 5 << 1 << 40;
        QTest::newRow("remi_indonesia 4p, 2 rounds") << "remi_indonesia" << QStringList{} << 4 << 2 << 0;
    }
    void roundTrip()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, options);
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(int, maxActions);
        std::unique_ptr<Match> played;
        const save::SaveGame game =
            test::recordBotMatch(rulesFor(variant, options), players, 42, rounds, maxActions, &played);
        QCOMPARE(game.options.size(), optionSpecs(variant.toStdString()).size());
        const std::string text = save::writeSave(game);

        save::SaveGame loaded;
        SaveError error;
        const auto match = save::loadSave(text, &loaded, &error);
        QVERIFY2(match, save::saveErrorText(error).c_str());
        // The replayed match is the played one: every card, every flag, the generator state.
        QVERIFY(match->round().state() == played->round().state());
        QCOMPARE(match->totals(), played->totals());
        QCOMPARE(match->history(), played->history());
        QCOMPARE(match->roundNumber(), played->roundNumber());
        QCOMPARE(match->isOver(), played->isOver());
        QCOMPARE(match->dealer(), played->dealer());
        // And it writes back byte for byte.
        QCOMPARE(save::writeSave(loaded), text);
        if (maxActions > 0) {
            int actions = 0;
            for (const auto &r : loaded.rounds) actions += static_cast<int>(r.actions.size());
            QVERIFY(actions >= maxActions);
        }
    }

    void playersSeedOrdersAndTotalsKept()
    {
        // A seed beyond 2^53 is written as text.
        std::unique_ptr<Match> played;
        save::SaveGame game = test::recordBotMatch(*presetRules("remi51"), 4, 18446744073709551557ull, 1, 30, &played);
        game.players[0] = {"Ana \"A\" Ćirić", true, "normal"};
        // Seat 0's hand in reverse, seat 1's as held: each lists exactly its seat's cards.
        const std::vector<CardId> hand0 = handIds(*played, 0), hand1 = handIds(*played, 1);
        game.handOrders = {{0, "", {hand0.rbegin(), hand0.rend()}}, {1, "rank", hand1}};
        save::SaveGame back;
        SaveError e;
        QVERIFY(save::loadSave(save::writeSave(game), &back, &e));
        QCOMPARE(back.seed, 18446744073709551557ull);
        QCOMPARE(back.players[0].name, std::string("Ana \"A\" Ćirić"));
        QVERIFY(back.players[0].human);
        QCOMPARE(back.players[1].level, std::string("easy"));
        QCOMPARE(back.handOrders.size(), std::size_t(2));
        QCOMPARE(back.handOrders[0].cards, (std::vector<CardId>{hand0.rbegin(), hand0.rend()}));
        QCOMPARE(back.handOrders[1].cards, hand1);
        QCOMPARE(back.handOrders[1].sort, std::string("rank"));
        QCOMPARE(back.botTurns, game.botTurns);
        QCOMPARE(back.totals, game.totals);
    }

    void handOrdersMustBeExactlyTheHand()
    {
        // Issue 21: a hand order listing 6H four times showed (and played) it four times. Now the
        // order must list each card its seat holds once: no card twice, none missing, none other.
        std::unique_ptr<Match> played;
        const save::SaveGame base = test::recordBotMatch(*presetRules("remi51"), 4, 7, 1, 30, &played);
        const int decks = played->round().rules().decks;
        const std::vector<CardId> hand = handIds(*played, 0);
        QVERIFY(hand.size() >= 4);
        save::SaveGame game = base;
        game.handOrders = {{0, "", hand}};
        QCOMPARE(errorOf(game), std::string("loaded"));

        std::vector<CardId> twice = hand;
        twice[3] = twice[1];
        game.handOrders = {{0, "", twice}};
        QCOMPARE(errorOf(game), "handOrders[0].cards[3]: card " + codeOf(hand[1], decks) + " (id " +
                                    std::to_string(hand[1]) + ") listed twice");

        std::vector<CardId> more = hand;
        more.push_back(hand[0]);
        game.handOrders = {{0, "", more}};
        QCOMPARE(errorOf(game), "handOrders[0].cards[" + std::to_string(hand.size()) + "]: card " +
                                    codeOf(hand[0], decks) + " (id " + std::to_string(hand[0]) + ") listed twice");

        const CardId other = handIds(*played, 1).front();
        std::vector<CardId> foreign = hand;
        foreign[2] = other;
        game.handOrders = {{0, "", foreign}};
        QCOMPARE(errorOf(game), "handOrders[0].cards[2]: card " + codeOf(other, decks) + " (id " +
                                    std::to_string(other) + ") is not in this player's hand");

        std::vector<CardId> fewer(hand.begin(), hand.end() - 1);
        game.handOrders = {{0, "suit", fewer}};
        QCOMPARE(errorOf(game), "handOrders[0].cards: card " + codeOf(hand.back(), decks) + " (id " +
                                    std::to_string(hand.back()) + ") of the hand is missing");

        game.handOrders = {{0, "", {}}};
        QCOMPARE(errorOf(game), "handOrders[0].cards: card " + codeOf(hand.front(), decks) + " (id " +
                                    std::to_string(hand.front()) + ") of the hand is missing");

        game.handOrders = {{0, "", hand}, {0, "rank", hand}};
        QCOMPARE(errorOf(game), std::string("handOrders[1].seat: seat 0 has a hand order already"));

        std::vector<CardId> beyond = hand;
        beyond[0] = 108; // remi51: 2 decks and 4 jokers are ids 0..107
        game.handOrders = {{0, "", beyond}};
        QCOMPARE(errorOf(game), std::string("handOrders[0].cards[0]: bad value \"108\" (allowed: 0..107)"));
    }

    void handOrderOfASeatOutOfTheRound()
    {
        // Rami with elimination at 50 points: the first seed whose round 2 is dealt to fewer seats.
        const RuleSet rules = rulesFor("rami", {"elimination=true", "eliminationLimit=50"});
        save::SaveGame game;
        std::unique_ptr<Match> played;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            game = test::recordBotMatch(rules, 4, seed, 2, 0, &played);
            if (game.rounds.size() == 2 && played->round().state().seats.size() < 4) break;
        }
        QVERIFY2(played->round().state().seats.size() < 4, "the set-up needs a seat out of round 2");
        int out = -1;
        for (int m = 0; m < 4 && out < 0; ++m) {
            bool inRound = false;
            for (int s = 0; s < static_cast<int>(played->round().state().seats.size()); ++s)
                inRound = inRound || played->matchSeat(s) == m;
            if (!inRound) out = m;
        }
        QVERIFY(out >= 0);
        game.handOrders = {{out, "", {}}};
        QCOMPARE(errorOf(game), "handOrders[0].seat: seat " + std::to_string(out) + " has no hand in round 2");
        // A seat still in the round with its hand is fine.
        const int in = played->matchSeat(0);
        game.handOrders = {{in, "rank", handIds(*played, in)}};
        QCOMPARE(errorOf(game), std::string("loaded"));
    }

    void valuesInMessagesAreCutShort()
    {
        // Issue 21: a 1 MiB name was quoted whole (6-19 s to show, off screen). At most 32 bytes
        // then "…", control characters as '?', a character never split.
        const auto message = [](const std::string &text) {
            save::SaveError e;
            if (save::parseSave(text, &e)) return std::string("accepted");
            return save::saveErrorText(e);
        };
        const std::string head = "{\"format\": \"remi-save\", \"version\": 1, ";
        const std::string big(1 << 20, 'x');
        const std::string x32(32, 'x');
        const std::string ell = "\xE2\x80\xA6"; // … (escaped: the source's encoding does not matter)
        QCOMPARE(message(head + "\"variant\": \"" + big + "\"}"), "variant: unknown variant \"" + x32 + ell + "\"");
        QCOMPARE(message(head + "\"variant\": \"a\\nb\\u0007\"}"), std::string("variant: unknown variant \"a?b?\""));
        // Ć is 2 bytes: 31 x then Ć would end at byte 33, so the cut comes before it.
        QCOMPARE(message(head + "\"variant\": \"" + std::string(31, 'x') + "\xC4\x86xyz\"}"),
                 "variant: unknown variant \"" + std::string(31, 'x') + ell + "\"");
        QCOMPARE(message(head + "\"variant\": \"rummy\", \"options\": {\"" + big + "\": 1}}"),
                 "options." + x32 + ell + ": unknown option \"" + x32 + ell + "\"");
        QCOMPARE(message(head + "\"variant\": \"rummy\", \"options\": {\"targetScore\": \"" + big + "\"}}"),
                 "options.targetScore: option targetScore takes a whole number, not '" + x32 + ell + "'");
        QCOMPARE(message(head + "\"variant\": \"rummy\", \"options\": {}, \"players\": [{\"name\": \"" + big +
                         "\", \"human\": true}, {\"name\": \"b\", \"human\": false}]}"),
                 "players[0].name: bad value \"" + x32 + ell + "\" (allowed: at most 200 bytes)");
        QCOMPARE(message(head +
                         "\"variant\": \"rummy\", \"options\": {}, \"players\": [{\"name\": \"a\", \"human\": true}, "
                         "{\"name\": \"b\", \"human\": false}], \"seed\": \"" +
                         big + "\"}"),
                 "seed: bad value \"" + x32 + ell +
                     "\" (allowed: a whole number 0..18446744073709551615; above 9007199254740991 only as a string)");
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": \"" + big + "\"}"),
                 "version: must be a whole number, not \"" + x32 + ell + "\"");
    }

    void numbersOutOfRangeAreRefused()
    {
        // Issue 21: 1e999 was read as 0 (from_chars leaves the value untouched when out of range).
        const auto message = [](const std::string &text) {
            save::SaveError e;
            if (save::parseSave(text, &e)) return std::string("accepted");
            return save::saveErrorText(e);
        };
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1e999}"),
                 std::string("number 1e999 out of range at byte 35"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": -1e999}"),
                 std::string("number -1e999 out of range at byte 35"));
        const std::string ell = "\xE2\x80\xA6"; // …
        QCOMPARE(message("[" + std::string(400, '9') + "]"),
                 "number " + std::string(32, '9') + ell + " out of range at byte 1");
        // A real save with one total out of range: refused, not read as 0 (which matched the replay).
        save::SaveGame game = sampleGame();
        std::string text = save::writeSave(game);
        const std::size_t at = text.find("\"totals\": [") + 11;
        const std::size_t end = text.find(',', at);
        QCOMPARE(text.substr(at, end - at), std::to_string(game.totals[0]));
        text.replace(at, end - at, "1e999");
        QCOMPARE(message(text), "number 1e999 out of range at byte " + std::to_string(at));
    }

    void illegalActionNamesRoundStepAndReason()
    {
        save::SaveGame game = sampleGame();
        auto &actions = game.rounds[0].actions;
        const std::size_t k = firstOf(actions, ActionType::Discard);
        QVERIFY(k < actions.size());
        actions[k].card = game.rounds[0].deal->stock.front(); // the bottom stock card: nobody holds it yet
        QCOMPARE(errorOf(game), "rounds[0].actions[" + std::to_string(k) + "]: round 1, step " + std::to_string(k + 1) +
                                    ": card not in hand");
    }

    void actionOutOfTurn()
    {
        save::SaveGame game = sampleGame();
        auto &a = game.rounds[0].actions[2];
        a.seat = (a.seat + 1) % 4;
        QCOMPARE(errorOf(game), std::string("rounds[0].actions[2]: round 1, step 3: not your turn"));
    }

    void totalsMustMatchTheReplay()
    {
        save::SaveGame game = sampleGame();
        const std::vector<int> real = game.totals;
        game.totals[1] += 5;
        std::string saved, replayed;
        for (std::size_t i = 0; i < real.size(); ++i) {
            saved += (i ? ", " : "") + std::to_string(game.totals[i]);
            replayed += (i ? ", " : "") + std::to_string(real[i]);
        }
        QCOMPARE(errorOf(game),
                 "totals: the saved totals (" + saved + ") differ from the replayed ones (" + replayed + ")");
    }

    void dealMustMatchTheSeed()
    {
        save::SaveGame game = sampleGame();
        game.seed += 1;
        QCOMPARE(errorOf(game), std::string("rounds[0].deal: round 1: the deal does not match the seed"));
    }

    void dealtCardsAreCheckedOneByOne()
    {
        save::SaveGame game = sampleGame();
        auto &deal = *game.rounds[0].deal;
        const CardId twice = deal.hands[0][0];
        deal.hands[2][3] = twice;
        const int decks = presetRules("remi51")->forPlayers(4).decks;
        const std::string code = cardCode(cardFromId(twice, decks));
        QCOMPARE(errorOf(game),
                 "rounds[0].deal.hands[2][3]: card " + code + " (id " + std::to_string(twice) + ") dealt twice");

        game = sampleGame();
        const CardId gone = game.rounds[0].deal->stock.front();
        game.rounds[0].deal->stock.erase(game.rounds[0].deal->stock.begin());
        QCOMPARE(errorOf(game), "rounds[0].deal: card " + cardCode(cardFromId(gone, decks)) + " (id " +
                                    std::to_string(gone) + ") missing from the deal");
    }

    void roundsMustFollowFinishedRounds()
    {
        save::SaveGame game = test::recordBotMatch(*presetRules("rummy"), 3, 5, 1, 10);
        game.rounds.push_back({std::nullopt, {}});
        QCOMPARE(errorOf(game), std::string("rounds[0]: round 1 is not over, yet another round follows"));
    }

    void everyTruncationIsRefusedCleanly()
    {
        const std::string text = save::writeSave(sampleGame());
        int truncated = 0;
        for (std::size_t n = 0; n < text.size() - 1; n += 13) {
            SaveError e;
            QVERIFY(!save::loadSave(std::string_view(text).substr(0, n), nullptr, &e));
            QVERIFY(e.code != SaveError::Code::None);
            truncated += e.code == SaveError::Code::Truncated;
        }
        QVERIFY(truncated > 0);
        // Whitespace at the end is the only harmless cut: the last byte is the newline.
        QVERIFY(save::loadSave(std::string_view(text).substr(0, text.size() - 1), nullptr, nullptr));
    }

    void looksLikeSave()
    {
        QVERIFY(save::looksLikeSave(save::writeSave(sampleGame())));
        QVERIFY(save::looksLikeSave("{\"format\": \"remi-save\", \"vers"));
        QVERIFY(!save::looksLikeSave("{\"name\": \"a scenario\", \"variant\": \"rummy\"}"));
        QVERIFY(!save::looksLikeSave(""));
        // A "format" member makes it a save, so that the save reader words the problem.
        QVERIFY(save::looksLikeSave("{\"format\": \"other\", \"players\": 3}"));
        QVERIFY(!save::looksLikeSave("null"));
    }

    void messagesSayWhatIsWrong()
    {
        const auto message = [](std::string_view text) {
            save::SaveError e;
            if (save::parseSave(text, &e)) return std::string("accepted");
            return save::saveErrorText(e);
        };
        QCOMPARE(message("null"), std::string("expected a JSON object at the top level"));
        QCOMPARE(message("\"str\""), std::string("expected a JSON object at the top level"));
        QCOMPARE(message("{\"format\": \"other\"}"), std::string("format: not a Remi save file"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1.5}"),
                 std::string("version: must be a whole number, not 1.5"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": \"1\"}"),
                 std::string("version: must be a whole number, not \"1\""));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1e300}"),
                 std::string("version: unknown save version 1e+300 (this Remi reads version 1)"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": -3}"),
                 std::string("version: unknown save version -3 (this Remi reads version 1)"));
        QCOMPARE(
            message(
                "{\"format\": \"remi-save\", \"version\": 1, \"variant\": \"rummy\", \"options\": {\"dealCount\": 1e30}}"),
            std::string("options.dealCount: option dealCount takes 1 to 50, not 1e+30"));
        QCOMPARE(
            message(
                "{\"format\": \"remi-save\", \"version\": 1, \"variant\": \"rummy\", \"options\": {\"dealCount\": 2.5}}"),
            std::string("options.dealCount: option dealCount takes a whole number, not '2.5'"));
    }
};

QTEST_GUILESS_MAIN(TestSaveGame)
#include "tst_savegame.moc"
