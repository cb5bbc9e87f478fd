// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Which kinds of move each variant has at all (engine/Moves.h), read from its RuleSet (issue 18:
// the window offers only these): RULES.md 2 (rummy), 3 (remi51), 4 (rami), 5 (remi_indonesia).

#include "engine/Moves.h"
#include "engine/Variants.h"

#include <QtTest>

namespace {
QString existing(const remi::RuleSet &rules)
{
    QStringList out;
    for (int m = 0; m < remi::kMoveCount; ++m)
        if (remi::moveExists(static_cast<remi::Move>(m), rules))
            out << QString::fromLatin1(remi::moveCode(static_cast<remi::Move>(m)));
    return out.join(QLatin1Char(' '));
}
remi::RuleSet preset(const char *id)
{
    return remi::findVariant(id)->preset();
}
} // namespace

class TestMoves : public QObject {
    Q_OBJECT
  private slots:
    void presets();
    void options();
    void optionsThatApply();
    void shownValues();
};

void TestMoves::presets()
{
    QCOMPARE(existing(preset("rummy")), QStringLiteral("draw_stock draw_pile meld lay_off discard"));
    QCOMPARE(existing(preset("remi51")),
             QStringLiteral("draw_stock draw_pile draw_cut meld lay_off swap_joker discard bury"));
    QCOMPARE(existing(preset("rami")), QStringLiteral("draw_stock draw_pile meld lay_off swap_joker discard"));
    QCOMPARE(existing(preset("remi_indonesia")), QStringLiteral("draw_stock draw_pile_deep pickup_meld meld discard"));
}

// Options add or remove moves: rami manipulation (4.5), rami discard modes (4.3), remi51 burying
// (3.10), the Indonesian pickup depth (5.3).
void TestMoves::options()
{
    remi::RuleSet rami = preset("rami");
    rami.manipulation = true;
    QCOMPARE(existing(rami), QStringLiteral("draw_stock draw_pile meld lay_off swap_joker take rearrange discard"));
    rami.discardMode = remi::DiscardMode::None;
    QCOMPARE(existing(rami), QStringLiteral("draw_stock meld lay_off swap_joker take rearrange end_turn"));
    rami.discardMode = remi::DiscardMode::Multiple;
    QCOMPARE(existing(rami),
             QStringLiteral("draw_stock draw_pile draw_pile_deep meld lay_off swap_joker take rearrange discard"));
    rami.discardMode = remi::DiscardMode::DiscardOnly;
    QCOMPARE(existing(rami), QStringLiteral("draw_stock meld lay_off swap_joker take rearrange discard"));
    remi::RuleSet remi51 = preset("remi51");
    remi51.allowBuryJoker = false;
    QCOMPARE(existing(remi51), QStringLiteral("draw_stock draw_pile draw_cut meld lay_off swap_joker discard"));
    remi::RuleSet indonesia = preset("remi_indonesia");
    indonesia.discardPickDepth = 1;
    QCOMPARE(existing(indonesia), QStringLiteral("draw_stock pickup_meld meld discard"));
}

// RULES.md 2.11, 3.11, 4.11: options that matter only with some others.
void TestMoves::optionsThatApply()
{
    remi::RuleSet rummy = preset("rummy");
    QVERIFY(remi::optionApplies(rummy, "targetScore"));
    QVERIFY(!remi::optionApplies(rummy, "dealCount"));
    QVERIFY(remi::optionApplies(rummy, "stalemateRebuilds"));
    QVERIFY(!remi::setOption(rummy, "matchEnd", "deals"));
    QVERIFY(!remi::optionApplies(rummy, "targetScore"));
    QVERIFY(remi::optionApplies(rummy, "dealCount"));
    QVERIFY(!remi::setOption(rummy, "stockExhausted", "reshuffleOnce"));
    QVERIFY(!remi::optionApplies(rummy, "stalemateRebuilds"));
    QVERIFY(!remi::setOption(rummy, "stockExhausted", "turnOver")); // 2.10: rebuilt as often as needed
    QVERIFY(remi::optionApplies(rummy, "stalemateRebuilds"));
    remi::RuleSet rami = preset("rami");
    QVERIFY(remi::optionApplies(rami, "scoreLimit"));
    QVERIFY(remi::optionApplies(rami, "roundsLimit"));
    QVERIFY(!remi::optionApplies(rami, "eliminationLimit"));
    QVERIFY(!remi::optionApplies(rami, "elimFinishBeforeOthersBonus"));
    QVERIFY(!remi::setOption(rami, "elimination", "true"));
    QVERIFY(!remi::optionApplies(rami, "scoreLimit"));
    QVERIFY(!remi::optionApplies(rami, "roundsLimit"));
    QVERIFY(remi::optionApplies(rami, "eliminationLimit"));
    QVERIFY(remi::optionApplies(rami, "elimFinishBeforeOthersBonus"));
    QVERIFY(remi::optionApplies(rami, "turnSeconds"));
    remi::RuleSet remi51 = preset("remi51");
    QVERIFY(!remi::optionApplies(remi51, "stalemateRebuilds"));
    QVERIFY(!remi::setOption(remi51, "stockReshuffles", "unlimited"));
    QVERIFY(remi::optionApplies(remi51, "stalemateRebuilds"));
}

// RULES.md 5.8: an Indonesian meld is shown with its card values; elsewhere its opening value (3.6).
void TestMoves::shownValues()
{
    const remi::RuleSet indonesia = preset("remi_indonesia");
    const remi::RuleSet remi51 = preset("remi51");
    const std::vector<remi::Card> jqk{remi::naturalCard(0, remi::Suit::Hearts, 11),
                                      remi::naturalCard(0, remi::Suit::Hearts, 12),
                                      remi::naturalCard(0, remi::Suit::Hearts, 13)};
    const std::vector<remi::Card> low{remi::naturalCard(0, remi::Suit::Clubs, 5),
                                      remi::naturalCard(0, remi::Suit::Clubs, 6),
                                      remi::naturalCard(0, remi::Suit::Clubs, 7)};
    QCOMPARE(remi::shownMeldValue(*remi::validateMeld(jqk, indonesia, indonesia.jokerLimit), indonesia), 30);
    QCOMPARE(remi::shownMeldValue(*remi::validateMeld(low, indonesia, indonesia.jokerLimit), indonesia), 15);
    QCOMPARE(remi::shownMeldValue(*remi::validateMeld(low, remi51, remi51.jokerLimit), remi51), 18);
}

QTEST_MAIN(TestMoves)
#include "tst_moves.moc"
