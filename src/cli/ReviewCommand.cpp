// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewCommand.h"

#include "CliText.h"
#include "ReviewWords.h"
#include "SaveInput.h"

#include "review/RoundReview.h"
#include "review/SavedRound.h"
#include "save/SaveGame.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace remi::sim {

namespace {

QString codeOf(const std::vector<CardId> &ids, const RuleSet &rules)
{
    std::vector<Card> cards;
    for (CardId id : ids) cards.push_back(cardFromId(id, rules.decks));
    return QString::fromStdString(cardsCode(cards));
}

QJsonObject actionJson(const Action &a, const RuleSet &rules)
{
    QJsonObject o;
    o[QStringLiteral("type")] = static_cast<int>(a.type);
    if (a.type == ActionType::Draw) o[QStringLiteral("from")] = static_cast<int>(a.from);
    if (a.type == ActionType::Draw || a.type == ActionType::PickupMeld) o[QStringLiteral("depth")] = a.depth;
    if (a.type == ActionType::Discard || a.type == ActionType::LayOff || a.type == ActionType::SwapJoker)
        o[QStringLiteral("card")] = codeOf({a.card}, rules);
    if (!a.melds.empty()) {
        QJsonArray melds;
        for (const auto &m : a.melds) melds.append(codeOf(m, rules));
        o[QStringLiteral("melds")] = melds;
    }
    o[QStringLiteral("words")] = ReviewWords::move(a, rules);
    return o;
}

const char *reasonCode(review::ReviewReasonKind k)
{
    using K = review::ReviewReasonKind;
    switch (k) {
    case K::PileCardMelds: return "pile_card_melds";
    case K::PileCardOpens: return "pile_card_opens";
    case K::StockBetter: return "stock_better";
    case K::DeadwoodLeft: return "deadwood_left";
    case K::KeepsCard: return "keeps_card";
    case K::HoldBack: return "hold_back";
    case K::PlayNow: return "play_now";
    case K::CostsJoker: return "costs_joker";
    case K::OpeningChances: return "opening_chances";
    case K::OpeningValue: return "opening_value";
    case K::OpenNow: return "open_now";
    case K::JokerUnused: return "joker_unused";
    case K::Other: break;
    }
    return "other";
}

} // namespace

int runReview(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption seat(QStringLiteral("seat"), QStringLiteral("Match seat reviewed, from 0."),
                                  QStringLiteral("n"));
    const QCommandLineOption roundOpt(QStringLiteral("round"), QStringLiteral("Only this round, from 1."),
                                      QStringLiteral("r"));
    const QCommandLineOption language(QStringLiteral("language"), QStringLiteral("en, sr, sr_Latn or ru."),
                                      QStringLiteral("code"), QStringLiteral("en"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({seat, roundOpt, language, json});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Save file"));
    if (!parser.parse(args)) {
        err << "remi-sim review: " << parserError(parser) << '\n';
        return 2;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "remi-sim review: expected exactly one save file\n";
        return 2;
    }
    if (!installLanguage(QStringLiteral("review"), parser.value(language), err)) return 2;
    const QString file = parser.positionalArguments().constFirst();
    save::SaveGame game;
    if (!loadSaveFile(file, &game, err)) return 2;
    const int players = static_cast<int>(game.players.size());
    bool ok = false;
    const int matchSeat = parser.value(seat).toInt(&ok);
    if (!parser.isSet(seat) || !ok || matchSeat < 0 || matchSeat >= players) {
        err << "remi-sim review: --seat expects a seat from 0 to " << players - 1 << ", not \""
            << shown(parser.value(seat)) << "\"\n";
        return 2;
    }
    const int rounds = static_cast<int>(game.rounds.size());
    int first = 0, last = rounds - 1;
    if (parser.isSet(roundOpt)) {
        const int r = parser.value(roundOpt).toInt(&ok);
        if (!ok || r < 1 || r > rounds) {
            err << "remi-sim review: --round expects a round from 1 to " << rounds << ", not \""
                << shown(parser.value(roundOpt)) << "\"\n";
            return 2;
        }
        first = last = r - 1;
    }
    QJsonArray roundsJson;
    double lost = 0;
    int decisions = 0, reviewed = 0, notOpened = 0;
    std::optional<RuleSet> matchRules;
    for (int r = first; r <= last; ++r) {
        std::string why;
        const std::optional<review::SavedRound> saved = review::savedRound(game, r, &why);
        if (!saved) {
            err << file << ": " << QString::fromStdString(why) << '\n';
            return 2;
        }
        if (!saved->finished) continue; // a round under way is not reviewed (the player is still in it)
        int roundSeat = -1;
        for (std::size_t s = 0; s < saved->matchSeats.size(); ++s)
            if (saved->matchSeats[s] == matchSeat) roundSeat = static_cast<int>(s);
        if (roundSeat < 0) continue; // eliminated before this round
        const review::RoundReview rv = review::reviewRound(saved->start, saved->actions, roundSeat);
        ++reviewed;
        lost += rv.pointsLost;
        decisions += rv.decisions;
        if (rv.notOpened) ++notOpened;
        const RuleSet &rules = saved->start.rules();
        matchRules = rules;
        if (parser.isSet(json)) {
            QJsonObject o;
            o[QStringLiteral("round")] = r + 1;
            o[QStringLiteral("decisions")] = rv.decisions;
            o[QStringLiteral("agreed")] = rv.agreed;
            o[QStringLiteral("unjudged")] = rv.unjudged;
            o[QStringLiteral("points_lost")] = rv.pointsLost;
            o[QStringLiteral("error_rate")] = rv.errorRate;
            o[QStringLiteral("label")] = ReviewWords::label(rv.label);
            o[QStringLiteral("not_opened")] = rv.notOpened;
            o[QStringLiteral("round_points")] = rv.roundPoints;
            QJsonArray moments;
            for (const review::ReviewMoment &m : rv.moments) {
                QJsonObject mo;
                mo[QStringLiteral("turn")] = m.ownTurn;
                mo[QStringLiteral("round_turn")] = m.turnIndex + 1;
                mo[QStringLiteral("step")] = m.step;
                mo[QStringLiteral("played")] = actionJson(m.played, rules);
                mo[QStringLiteral("expert")] = actionJson(m.expert, rules);
                mo[QStringLiteral("cost")] = m.cost;
                mo[QStringLiteral("standard_error")] = m.standardError;
                mo[QStringLiteral("confidence")] = m.confidence;
                mo[QStringLiteral("samples")] = m.samples;
                mo[QStringLiteral("reason")] = QString::fromLatin1(reasonCode(m.reason.kind));
                mo[QStringLiteral("text")] = ReviewWords::moment(m, rules);
                moments.append(mo);
            }
            o[QStringLiteral("moments")] = moments;
            o[QStringLiteral("summary")] = ReviewWords::summary(r + 1, rv);
            roundsJson.append(o);
            continue;
        }
        out << ReviewWords::summary(r + 1, rv) << '\n';
        for (const review::ReviewMoment &m : rv.moments) out << "  " << ReviewWords::moment(m, rules) << '\n';
    }
    const review::ReviewLabel label =
        review::labelFor(decisions ? lost / decisions : 0.0, matchRules ? *matchRules : RuleSet{});
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("seat")] = matchSeat;
        o[QStringLiteral("rounds")] = roundsJson;
        o[QStringLiteral("points_lost")] = lost;
        o[QStringLiteral("decisions")] = decisions;
        o[QStringLiteral("label")] = ReviewWords::label(label);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    if (reviewed > 1) out << ReviewWords::matchSummary(lost, label, notOpened) << '\n';
    return 0;
}

} // namespace remi::sim
