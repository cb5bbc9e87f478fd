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
        const save::SaveGame game = test::recordBotMatch(rulesFor(variant, options), players, 42, rounds, maxActions, &played);
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
        save::SaveGame game = test::recordBotMatch(*presetRules("remi51"), 4, 18446744073709551557ull, 1, 30);
        game.players[0] = {"Ana \"A\" Ćirić", true, "normal"};
        game.handOrders = {{0, "", {5, 3, 60}}, {1, "rank", {}}};
        save::SaveGame back;
        SaveError e;
        QVERIFY(save::loadSave(save::writeSave(game), &back, &e));
        QCOMPARE(back.seed, 18446744073709551557ull);
        QCOMPARE(back.players[0].name, std::string("Ana \"A\" Ćirić"));
        QVERIFY(back.players[0].human);
        QCOMPARE(back.players[1].level, std::string("easy"));
        QCOMPARE(back.handOrders.size(), std::size_t(2));
        QCOMPARE(back.handOrders[0].cards, (std::vector<CardId>{5, 3, 60}));
        QCOMPARE(back.handOrders[1].sort, std::string("rank"));
        QCOMPARE(back.botTurns, game.botTurns);
        QCOMPARE(back.totals, game.totals);
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
        QCOMPARE(errorOf(game), "totals: the saved totals (" + saved + ") differ from the replayed ones (" + replayed + ")");
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
        QCOMPARE(errorOf(game), "rounds[0].deal: card " + cardCode(cardFromId(gone, decks)) + " (id " + std::to_string(gone) +
                                    ") missing from the deal");
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
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1.5}"), std::string("version: must be a whole number, not 1.5"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": \"1\"}"), std::string("version: must be a whole number, not \"1\""));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1e300}"),
                 std::string("version: unknown save version 1e+300 (this Remi reads version 1)"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": -3}"),
                 std::string("version: unknown save version -3 (this Remi reads version 1)"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1, \"variant\": \"rummy\", \"options\": {\"dealCount\": 1e30}}"),
                 std::string("options.dealCount: option dealCount takes 1 to 50, not 1e+30"));
        QCOMPARE(message("{\"format\": \"remi-save\", \"version\": 1, \"variant\": \"rummy\", \"options\": {\"dealCount\": 2.5}}"),
                 std::string("options.dealCount: option dealCount takes a whole number, not '2.5'"));
    }
};

QTEST_GUILESS_MAIN(TestSaveGame)
#include "tst_savegame.moc"
