// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Save files: a match as JSON — variant, every option, the players, the seed, each round's
// deal and complete action log, each human's manual hand order and the totals. Loading replays the
// log through the engine, so the loaded match is exactly the played one. Std only (no Qt): the app,
// remi-sim and the fuzzers share it. Format: docs/SAVES.md.

#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/Match.h"
#include "engine/Round.h"
#include "engine/RuleSet.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace remi::save {

inline constexpr const char *kFormat = "remi-save";
inline constexpr int kVersion = 1;
/// Largest save file read (bytes); larger files are refused before parsing.
inline constexpr std::size_t kMaxSaveBytes = 8u * 1024u * 1024u;
/// Deepest nesting of JSON arrays/objects accepted (a save needs 5).
inline constexpr int kMaxSaveDepth = 32;

struct SavePlayer {
    std::string name;
    bool human = false;
    std::string level = "normal"; ///< computer level: "easy", "normal", "hard", "expert"
};

/// The cards of a round right after the deal, by card id.
struct SaveDeal {
    int dealer = 0; ///< round seat
    std::vector<std::vector<CardId>> hands;
    std::vector<CardId> stock; ///< bottom first (the last is the top)
    std::vector<CardId> pile;  ///< bottom first
    std::optional<CardId> cut; ///< remi51 cut card
    friend bool operator==(const SaveDeal &, const SaveDeal &) = default;
};

struct SaveRound {
    std::optional<SaveDeal> deal; ///< checked against the seeded deal when present
    std::vector<Action> actions;  ///< every accepted action, in order (round seats)
};

/// A human's hand as arranged on screen (match seat).
struct SaveHandOrder {
    int seat = 0;
    std::string sort;          ///< "", "suit" or "rank"
    std::vector<CardId> cards; ///< exactly the seat's hand at the end of the save, in order
};

struct SaveGame {
    std::string variant;
    std::vector<std::pair<std::string, std::string>> options; ///< every option of the variant
    std::vector<SavePlayer> players;
    std::uint64_t seed = 0;
    std::uint64_t botTurns = 0; ///< computer turns played (the app seeds each from it)
    std::vector<SaveRound> rounds;
    std::vector<SaveHandOrder> handOrders;
    std::vector<int> totals; ///< match totals after the settled rounds, per match seat
};

/// Why a file could not be loaded: a code and its arguments, so that the Qt layer can translate
/// the message; saveErrorText() words it in English for remi-sim.
struct SaveError {
    enum class Code {
        None,
        CannotRead,       ///< args: reason
        TooLarge,         ///< args: limit in bytes
        TooDeep,          ///< args: depth limit
        Truncated,        ///< the JSON stops early; args: byte offset
        InvalidJson,      ///< args: byte offset
        NotASave,         ///< no "format": "remi-save"
        UnknownVersion,   ///< args: version
        Missing,          ///< `path` missing
        WrongType,        ///< args: expected ("an integer", "a string", ...)
        BadValue,         ///< args: the value, what is allowed
        UnknownVariant,   ///< args: name
        UnknownOption,    ///< args: name
        BadOptionValue,   ///< args: engine text
        PlayerCount,      ///< args: count, min, max
        DuplicateCard,    ///< args: card code, id
        MissingCard,      ///< args: card code, id
        DealMismatch,     ///< args: round number
        IllegalAction,    ///< args: round number, step number, engine reason code
        RoundNotOver,     ///< args: round number
        MatchOver,        ///< args: round number
        TotalsMismatch,   ///< args: saved totals, replayed totals
        NotAnObject,      ///< the top level is not a JSON object (null, a string, a list, ...)
        VersionNotWhole,  ///< "version" is not a whole number (1.5, "1", true); args: the value as written
        HandCount,        ///< args: hands in a deal, players
        NumberOutOfRange, ///< beyond a double (1e999); args: byte offset, the number as written (cut short)
        NotAFile,         ///< a folder, a pipe (FIFO) or a device given as a save
        OrderDuplicate,   ///< a hand order lists a card twice; args: card code, id
        OrderNotHeld,     ///< a hand order lists a card its seat does not hold; args: card code, id
        OrderMissing,     ///< a hand order leaves out a card its seat holds; args: card code, id
        OrderNoHand,      ///< a hand order for a seat out of the last round; args: seat, round number
        OrderSeatTwice,   ///< two hand orders for one seat; args: seat
    };
    Code code = Code::None;
    std::string path;              ///< the JSON field, e.g. "rounds[1].actions[36]"; keys from the file cut short
    std::vector<std::string> args; ///< values from the file are cut short (textExcerpt)
};

/// One line of English, e.g. `rounds[1].actions[36]: round 2, step 37: card not in hand`.
std::string saveErrorText(const SaveError &error);
/// Engine reason code as words: "card_not_in_hand" -> "card not in hand".
std::string reasonWords(std::string_view code);

/// The save as JSON text.
std::string writeSave(const SaveGame &game);
/// Parses and checks the file's structure (types, version, variant, options, players, cards of the
/// deals). Returns nullopt and fills `error` on the first problem. Does not replay.
std::optional<SaveGame> parseSave(std::string_view text, SaveError *error);
/// True when `text` looks like a save file: a JSON object with a "format" member (scenario files
/// have none; parseSave then says whether it is "remi-save"), or text that mentions "remi-save"
/// near its start.
bool looksLikeSave(std::string_view text);

/// The rules of `game` (preset plus options); nullopt with `error` for bad ones.
std::optional<RuleSet> saveRules(const SaveGame &game, SaveError *error);
/// Replays `game` through the engine: the seeded match, each round's actions, settling finished
/// rounds; checks every deal, the totals and that each hand order lists exactly the cards its seat
/// holds at the end (no card twice, none missing, none another's). Returns nullptr with `error`
/// on the first problem.
std::unique_ptr<Match> replaySave(const SaveGame &game, SaveError *error);
/// parseSave + replaySave.
std::unique_ptr<Match> loadSave(std::string_view text, SaveGame *game, SaveError *error);

/// Every option of `rules`' variant with its current value (for SaveGame::options).
std::vector<std::pair<std::string, std::string>> optionsOf(const RuleSet &rules);

/// The deal of `round` as it stands (call before any action).
SaveDeal captureDeal(const Round &round);

} // namespace remi::save
