// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Wire.h"

#include "save/ActionCodec.h"

#include <QJsonDocument>

#include <algorithm>

namespace remi::net {

namespace {

QJsonArray ids(const std::vector<Card> &cards)
{
    QJsonArray a;
    for (const Card &c : cards) a.append(int(c.id));
    return a;
}
QJsonArray ids(const std::vector<CardId> &cards)
{
    QJsonArray a;
    for (CardId c : cards) a.append(int(c));
    return a;
}
QJsonArray ints(const std::vector<int> &v)
{
    QJsonArray a;
    for (int i : v) a.append(i);
    return a;
}

QString suitName(Suit s)
{
    switch (s) {
    case Suit::Spades: return QStringLiteral("S");
    case Suit::Hearts: return QStringLiteral("H");
    case Suit::Diamonds: return QStringLiteral("D");
    case Suit::Clubs: return QStringLiteral("C");
    case Suit::None: break;
    }
    return {};
}
Suit suitFrom(const QString &s)
{
    if (s == QLatin1String("S")) return Suit::Spades;
    if (s == QLatin1String("H")) return Suit::Hearts;
    if (s == QLatin1String("D")) return Suit::Diamonds;
    if (s == QLatin1String("C")) return Suit::Clubs;
    return Suit::None;
}

const char *kindName(MeldKind k)
{
    switch (k) {
    case MeldKind::Run: return "run";
    case MeldKind::Set: return "set";
    case MeldKind::Identical: return "identical";
    }
    return "run";
}

QJsonObject turnJson(const TurnState &t)
{
    QJsonObject o;
    o[QLatin1String("drew")] = t.drew;
    o[QLatin1String("openedAtStart")] = t.openedAtStart;
    o[QLatin1String("playedToTableAtStart")] = t.playedToTableAtStart;
    o[QLatin1String("takenFromPile")] = ids(t.takenFromPile);
    o[QLatin1String("provisionalPickup")] = t.provisionalPickup;
    o[QLatin1String("tookCutCard")] = t.tookCutCard;
    o[QLatin1String("cutDrawnAsStock")] = t.cutDrawnAsStock;
    o[QLatin1String("layOffOntoOthers")] = t.layOffOntoOthers;
    o[QLatin1String("meldsLaid")] = t.meldsLaid;
    o[QLatin1String("freedJokers")] = ids(t.freedJokers);
    o[QLatin1String("borrowed")] = ids(t.borrowed);
    o[QLatin1String("recoveredJokers")] = ids(t.recoveredJokers);
    o[QLatin1String("jokersMelded")] = ids(t.jokersMelded);
    QJsonArray faces;
    for (const Face &f : t.ownFacesPlaced) faces.append(QString::fromStdString(faceCode(f)));
    o[QLatin1String("ownFacesPlaced")] = faces;
    o[QLatin1String("onlyOwnMelds")] = t.onlyOwnMelds;
    o[QLatin1String("placedFromHand")] = t.placedFromHand;
    o[QLatin1String("drewOriginalStock")] = t.drewOriginalStock;
    o[QLatin1String("noDraw")] = t.noDraw;
    return o;
}

struct Reader {
    const RuleSet &rules;
    int shoe;
    bool ok = true;

    std::optional<Card> card(const QJsonValue &v)
    {
        if (!v.isDouble()) return ok = false, std::nullopt;
        const double d = v.toDouble();
        if (d < 0 || d >= shoe || d != static_cast<int>(d)) return ok = false, std::nullopt;
        return cardFromId(static_cast<CardId>(d), rules.decks);
    }
    std::vector<Card> cards(const QJsonValue &v)
    {
        std::vector<Card> out;
        if (!v.isArray()) return ok = false, out;
        for (const QJsonValue &x : v.toArray())
            if (auto c = card(x)) out.push_back(*c);
        return out;
    }
    std::vector<CardId> cardIds(const QJsonValue &v)
    {
        std::vector<CardId> out;
        for (const Card &c : cards(v)) out.push_back(c.id);
        return out;
    }
    std::vector<int> intList(const QJsonValue &v)
    {
        std::vector<int> out;
        if (!v.isArray()) return ok = false, out;
        for (const QJsonValue &x : v.toArray()) out.push_back(x.toInt());
        return out;
    }
};

} // namespace

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Draw: return QStringLiteral("draw");
    case Phase::Play: return QStringLiteral("play");
    case Phase::RoundOver: return QStringLiteral("round_over");
    }
    return {};
}

QString finishName(Finish finish)
{
    switch (finish) {
    case Finish::None: return QStringLiteral("none");
    case Finish::GoOut: return QStringLiteral("go_out");
    case Finish::Rummy: return QStringLiteral("rummy");
    case Finish::Close: return QStringLiteral("close");
    case Finish::Hand: return QStringLiteral("hand");
    case Finish::CutHand: return QStringLiteral("cut_hand");
    case Finish::Remi: return QStringLiteral("remi");
    case Finish::PureRemi: return QStringLiteral("pure_remi");
    }
    return QStringLiteral("none");
}

QString roundEndName(RoundEnd end)
{
    switch (end) {
    case RoundEnd::WentOut: return QStringLiteral("went_out");
    case RoundEnd::StockExhausted: return QStringLiteral("stock_exhausted");
    case RoundEnd::Stalemate: return QStringLiteral("stalemate");
    case RoundEnd::Blocked: return QStringLiteral("blocked");
    }
    return QStringLiteral("went_out");
}

QJsonObject seatScoreToJson(const SeatScore &score, const std::function<int(int)> &matchSeat)
{
    using K = ScoreLine::Kind;
    QJsonArray lines;
    for (const ScoreLine &l : score.lines) {
        const char *kind = "card_in_hand";
        bool card = false, factor = false;
        switch (l.kind) {
        case K::CardInHand: kind = "card_in_hand", card = true; break;
        case K::OpponentHand: kind = "opponent_hand"; break;
        case K::Finish: kind = "finish"; break;
        case K::NotOpened: kind = "not_opened"; break;
        case K::Multiplier: kind = "multiplier", factor = true; break;
        case K::TableCard: kind = "table_card", card = true; break;
        case K::HandMeldCard: kind = "hand_meld_card", card = true; break;
        case K::ClosingBonus: kind = "closing_bonus", card = true, factor = true; break;
        case K::TablePoints: kind = "table_points"; break;
        case K::Penalty: kind = "penalty"; break;
        case K::Bonus: kind = "bonus"; break;
        case K::OwnHand: kind = "own_hand"; break;
        case K::NoOtherOpened: kind = "no_other_opened"; break;
        }
        QJsonObject o{{QStringLiteral("kind"), QLatin1String(kind)}, {QStringLiteral("points"), l.points}};
        if (card) o.insert(QStringLiteral("card"), int(l.card.id));
        if (factor) o.insert(QStringLiteral("factor"), l.factor);
        if (l.kind == K::OpponentHand && l.seat >= 0) o.insert(QStringLiteral("seat"), matchSeat(l.seat));
        lines.append(o);
    }
    return {{QStringLiteral("points"), score.points}, {QStringLiteral("lines"), lines}};
}

std::optional<Finish> finishFromName(const QString &name)
{
    for (Finish f : {Finish::None, Finish::GoOut, Finish::Rummy, Finish::Close, Finish::Hand, Finish::CutHand,
                     Finish::Remi, Finish::PureRemi})
        if (finishName(f) == name) return f;
    return std::nullopt;
}

std::optional<RoundEnd> roundEndFromName(const QString &name)
{
    for (RoundEnd e : {RoundEnd::WentOut, RoundEnd::StockExhausted, RoundEnd::Stalemate, RoundEnd::Blocked})
        if (roundEndName(e) == name) return e;
    return std::nullopt;
}

std::optional<SeatScore> seatScoreFromJson(const QJsonObject &json, const RuleSet &rules,
                                           const std::function<int(int)> &roundSeat)
{
    using K = ScoreLine::Kind;
    static const std::pair<const char *, K> kinds[] = {{"card_in_hand", K::CardInHand},
                                                       {"opponent_hand", K::OpponentHand},
                                                       {"finish", K::Finish},
                                                       {"not_opened", K::NotOpened},
                                                       {"multiplier", K::Multiplier},
                                                       {"table_card", K::TableCard},
                                                       {"hand_meld_card", K::HandMeldCard},
                                                       {"closing_bonus", K::ClosingBonus},
                                                       {"table_points", K::TablePoints},
                                                       {"penalty", K::Penalty},
                                                       {"bonus", K::Bonus},
                                                       {"own_hand", K::OwnHand},
                                                       {"no_other_opened", K::NoOtherOpened}};
    SeatScore score;
    score.points = json.value(QLatin1String("points")).toInt();
    for (const QJsonValue &v : json.value(QLatin1String("lines")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString kind = o.value(QLatin1String("kind")).toString();
        const auto *found = std::find_if(std::begin(kinds), std::end(kinds),
                                         [&](const auto &k) { return kind == QLatin1String(k.first); });
        if (found == std::end(kinds)) return std::nullopt;
        ScoreLine line;
        line.kind = found->second;
        line.points = o.value(QLatin1String("points")).toInt();
        line.factor = o.value(QLatin1String("factor")).toInt(1);
        if (o.contains(QLatin1String("card"))) {
            const int id = o.value(QLatin1String("card")).toInt(-1);
            if (id < 0 || id >= rules.decks * 52 + rules.jokers) return std::nullopt;
            line.card = cardFromId(static_cast<CardId>(id), rules.decks);
        }
        if (o.contains(QLatin1String("seat"))) line.seat = roundSeat(o.value(QLatin1String("seat")).toInt(-1));
        score.lines.push_back(line);
    }
    return score;
}

QJsonObject viewToJson(const PlayerView &v)
{
    QJsonObject o;
    o[QLatin1String("seat")] = v.seat;
    o[QLatin1String("players")] = v.players;
    o[QLatin1String("current")] = v.current;
    o[QLatin1String("dealer")] = v.dealer;
    o[QLatin1String("turnIndex")] = v.turnIndex;
    o[QLatin1String("phase")] = phaseName(v.phase);
    o[QLatin1String("hand")] = ids(v.hand);
    o[QLatin1String("handSizes")] = ints(v.handSizes);
    QJsonArray opened;
    for (bool b : v.opened) opened.append(b);
    o[QLatin1String("opened")] = opened;
    QJsonArray table;
    for (const Meld &m : v.table) {
        QJsonObject mj;
        mj[QLatin1String("kind")] = QLatin1String(kindName(m.kind));
        mj[QLatin1String("cards")] = ids(m.cards);
        mj[QLatin1String("low")] = m.low;
        mj[QLatin1String("suit")] = suitName(m.suit);
        mj[QLatin1String("owner")] = m.owner;
        mj[QLatin1String("placedBy")] = ints(m.placedBy);
        table.append(mj);
    }
    o[QLatin1String("table")] = table;
    QJsonArray pile, buried;
    for (const PileCard &p : v.pile) {
        pile.append(int(p.card.id));
        if (p.buried) buried.append(int(p.card.id));
    }
    o[QLatin1String("pile")] = pile;
    o[QLatin1String("buried")] = buried;
    o[QLatin1String("stockSize")] = v.stockSize;
    o[QLatin1String("cut")] = v.cut ? QJsonValue(int(v.cut->id)) : QJsonValue();
    o[QLatin1String("turn")] = turnJson(v.turn);
    QJsonArray known;
    for (const auto &k : v.knownCards) known.append(ids(k));
    o[QLatin1String("knownCards")] = known;
    return o;
}

std::optional<PlayerView> viewFromJson(const QJsonObject &o, const RuleSet &rules)
{
    Reader r{rules, rules.decks * 52 + rules.jokers};
    PlayerView v;
    v.seat = o.value(QLatin1String("seat")).toInt(-1);
    v.players = o.value(QLatin1String("players")).toInt(0);
    v.current = o.value(QLatin1String("current")).toInt(-1);
    v.dealer = o.value(QLatin1String("dealer")).toInt(0);
    v.turnIndex = o.value(QLatin1String("turnIndex")).toInt(0);
    const QString phase = o.value(QLatin1String("phase")).toString();
    v.phase = phase == QLatin1String("draw")   ? Phase::Draw
              : phase == QLatin1String("play") ? Phase::Play
                                               : Phase::RoundOver;
    v.hand = r.cards(o.value(QLatin1String("hand")));
    v.handSizes = r.intList(o.value(QLatin1String("handSizes")));
    for (const QJsonValue &b : o.value(QLatin1String("opened")).toArray()) v.opened.push_back(b.toBool());
    for (const QJsonValue &mv : o.value(QLatin1String("table")).toArray()) {
        const QJsonObject mj = mv.toObject();
        Meld m;
        const QString kind = mj.value(QLatin1String("kind")).toString();
        m.kind = kind == QLatin1String("set")         ? MeldKind::Set
                 : kind == QLatin1String("identical") ? MeldKind::Identical
                                                      : MeldKind::Run;
        m.cards = r.cards(mj.value(QLatin1String("cards")));
        m.low = mj.value(QLatin1String("low")).toInt();
        m.suit = suitFrom(mj.value(QLatin1String("suit")).toString());
        m.owner = mj.value(QLatin1String("owner")).toInt(-1);
        m.placedBy = r.intList(mj.value(QLatin1String("placedBy")));
        v.table.push_back(std::move(m));
    }
    const std::vector<CardId> buried = r.cardIds(o.value(QLatin1String("buried")));
    for (const Card &c : r.cards(o.value(QLatin1String("pile"))))
        v.pile.push_back(PileCard{c, std::find(buried.begin(), buried.end(), c.id) != buried.end()});
    v.stockSize = o.value(QLatin1String("stockSize")).toInt();
    if (!o.value(QLatin1String("cut")).isNull()) v.cut = r.card(o.value(QLatin1String("cut")));
    const QJsonObject t = o.value(QLatin1String("turn")).toObject();
    v.turn.drew = t.value(QLatin1String("drew")).toBool();
    v.turn.openedAtStart = t.value(QLatin1String("openedAtStart")).toBool();
    v.turn.playedToTableAtStart = t.value(QLatin1String("playedToTableAtStart")).toBool();
    v.turn.takenFromPile = r.cardIds(t.value(QLatin1String("takenFromPile")));
    v.turn.provisionalPickup = t.value(QLatin1String("provisionalPickup")).toBool();
    v.turn.tookCutCard = t.value(QLatin1String("tookCutCard")).toBool();
    v.turn.cutDrawnAsStock = t.value(QLatin1String("cutDrawnAsStock")).toBool();
    v.turn.layOffOntoOthers = t.value(QLatin1String("layOffOntoOthers")).toBool();
    v.turn.meldsLaid = t.value(QLatin1String("meldsLaid")).toInt();
    v.turn.freedJokers = r.cardIds(t.value(QLatin1String("freedJokers")));
    v.turn.borrowed = r.cardIds(t.value(QLatin1String("borrowed")));
    v.turn.recoveredJokers = r.cardIds(t.value(QLatin1String("recoveredJokers")));
    v.turn.jokersMelded = r.cardIds(t.value(QLatin1String("jokersMelded")));
    for (const QJsonValue &f : t.value(QLatin1String("ownFacesPlaced")).toArray())
        if (auto face = parseFace(f.toString().toStdString())) v.turn.ownFacesPlaced.push_back(*face);
    v.turn.onlyOwnMelds = t.value(QLatin1String("onlyOwnMelds")).toBool(true);
    v.turn.placedFromHand = t.value(QLatin1String("placedFromHand")).toBool();
    v.turn.drewOriginalStock = t.value(QLatin1String("drewOriginalStock")).toBool();
    v.turn.noDraw = t.value(QLatin1String("noDraw")).toBool();
    for (const QJsonValue &k : o.value(QLatin1String("knownCards")).toArray()) v.knownCards.push_back(r.cards(k));
    if (!r.ok || v.seat < 0 || v.players < 2 || v.seat >= v.players) return std::nullopt;
    return v;
}

QJsonObject eventToJson(const Event &e, int viewer)
{
    static const char *names[] = {"drew",          "melded",      "laid_off",  "joker_swapped", "discarded",
                                  "stock_rebuilt", "round_ended", "undone",    "took",          "rearranged",
                                  "cards_left",    "penalized",   "turn_ended"};
    QJsonObject o;
    o[QLatin1String("type")] = QLatin1String(names[static_cast<int>(e.type)]);
    o[QLatin1String("seat")] = e.seat;
    if (e.type == EventType::Drew) {
        o[QLatin1String("from")] = e.source == DrawSource::Stock     ? QStringLiteral("stock")
                                   : e.source == DrawSource::Discard ? QStringLiteral("discard")
                                                                     : QStringLiteral("cut");
        o[QLatin1String("count")] = static_cast<int>(e.cards.size());
        // A stock card is private to the seat that drew it (Event.h); the pile and the cut card are face up.
        if (e.source != DrawSource::Stock || e.seat == viewer) o[QLatin1String("cards")] = ids(e.cards);
    } else if (!e.cards.empty()) {
        o[QLatin1String("cards")] = ids(e.cards);
    }
    if (e.meld >= 0) o[QLatin1String("meldIndex")] = e.meld;
    if (e.type != EventType::Drew && e.count != 0) o[QLatin1String("count")] = e.count;
    if (e.points != 0) o[QLatin1String("points")] = e.points;
    return o;
}

QJsonObject actionToJson(const Action &action)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(save::writeAction(action))).object();
}

std::optional<Action> actionFromJson(const QJsonObject &json, QString *error)
{
    save::SaveError err;
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    auto action = save::parseAction(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), &err);
    if (!action && error) *error = QString::fromStdString(save::saveErrorText(err));
    return action;
}

} // namespace remi::net
