// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The game log in words: the engine's actions of a match — a save's action log, which
// the window keeps for the match in play — as lines seen from one seat, public information only: a
// stock draw of another seat is "drew a card"; pile takes, melds, lay-offs, joker swaps, pick-ups
// (with the cards that came with them) and discards name their cards; each round ends with its
// scores. The window's log panel, the hot-seat summary and `remi-sim log` all read these lines.

#include "engine/Card.h"
#include "engine/Event.h"
#include "engine/Match.h"
#include "engine/Meld.h"
#include "save/SaveGame.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

/// One line of the log.
struct GameLogLine {
    enum class Kind { RoundStart, Action, RoundEnd };
    Kind kind = Kind::Action;
    int round = 0;  ///< 1-based
    int step = -1;  ///< index of the action in its round's log (-1: the round's heading)
    int actor = -1; ///< match seat that acted (-1: nobody: a heading, the round's end)
    QString text;
    /// The text as it is said (screen readers, the status line): the same sentence with its cards
    /// in words, each declined as the sentence needs it (CardNames::object after a verb: Russian
    /// "сбрасывает короля пик"; a meld's cards after a noun as CardNames::cards), a joker in a run
    /// with the card it stands for ("joker (queen of hearts)").
    QString spoken;
    std::vector<remi::CardId> cards; ///< every card the text names, in order (tests check them)
    /// What the line marks on the table for a moment: the melds (table indices after the action)
    /// another player just changed.
    std::vector<int> melds;
};

class GameLogWriter;

/// One thing a seat at a network table saw happen (issue 39), for GameLog::follow: the client
/// replays the table's public actions on its mirror of the round (play/TableReplay), so each action
/// comes with the round before and after it and the engine's events, as a local replay gives them.
struct FollowedEntry {
    enum class Kind { RoundStart, Action, RoundEnd };
    Kind kind = Kind::Action;
    int round = 0;            ///< 1-based
    int step = 0;             ///< Action: index of the action in its round (as in a save's round)
    std::vector<int> seatMap; ///< round seat -> match seat
    remi::Action action;      ///< Action (an Undo takes back the seat's last action's lines)
    std::shared_ptr<const remi::Round> before, after; ///< Action: around it; RoundEnd: `after`, settled
    std::vector<remi::Event> events;                  ///< Action: what the engine said
    std::vector<int> scores;                          ///< RoundEnd: the round's score per match seat
};

class GameLog {
    Q_DECLARE_TR_FUNCTIONS(GameLog)
  public:
    /// A log of the match `game` describes (its variant, options, players and seed; its rounds are
    /// read by feed()), seen from match seat `viewer` (-1: nobody's hand is known), `names` per
    /// match seat (missing ones: the save's names; a name the save leaves empty, one nobody typed,
    /// is "Player N").
    GameLog(const remi::save::SaveGame &game, int viewer, const QStringList &names = {});
    ~GameLog();
    GameLog(const GameLog &) = delete;
    GameLog &operator=(const GameLog &) = delete;

    /// Reads the actions of `rounds` not read yet (the match's action log so far: a save's rounds, or
    /// GameController::actionLog) and adds their lines. False with `error` (English, one line) when
    /// an action does not replay or `rounds` is not a continuation of what was read.
    bool feed(const std::vector<remi::save::SaveRound> &rounds, QString *error = nullptr);
    /// Reads the entries of `entries` not read yet (a network table's match as one seat followed
    /// it, GameController::followedLog) and adds their lines, the same words feed() gives. Entries are
    /// only appended to, never changed; a log reads either feed() or follow().
    void follow(const std::vector<FollowedEntry> &entries);
    const std::vector<GameLogLine> &lines() const { return m_lines; }
    int viewer() const { return m_viewer; }
    /// How many times an undo took lines back (lines() is then not an extension of what it was).
    int erasures() const { return m_erasures; }
    const QStringList &names() const { return m_names; }

    /// The lines of a whole save seen from `viewer`; nullopt with `error` when it does not replay.
    static std::optional<std::vector<GameLogLine>> lines(const remi::save::SaveGame &game, int viewer,
                                                         const QStringList &names = {}, QString *error = nullptr);
    /// The lines as text: one per line, a blank line before each round's heading.
    static QString text(const std::vector<GameLogLine> &lines);
    /// The lines that follow `viewer`'s last action (hot-seat "Since your last turn:"); the whole
    /// current round when `viewer` has not acted in it yet. Headings are left out.
    static std::vector<GameLogLine> sinceLastTurn(const std::vector<GameLogLine> &lines, int viewer);
    /// A card as the log writes it: "7♥", "10♠", "A♠", "★" (a joker).
    static QString card(const remi::Card &card);
    /// Cards separated by spaces: "A♠ ★ 3♠".
    static QString cards(const std::vector<remi::Card> &cards);

  private:
    void startRound();
    void eraseUndone(int round);
    std::size_t m_followed = 0; ///< entries read by follow()
    std::unique_ptr<remi::Match> m_match;
    QString m_problem; ///< why the rules could not be read (feed fails with it)
    int m_viewer = -1;
    QStringList m_names;
    std::vector<GameLogLine> m_lines;
    std::unique_ptr<GameLogWriter> m_writer;
    std::size_t m_round = 0; ///< rounds started (the one being read is m_round - 1)
    std::size_t m_step = 0;  ///< actions read of that round
    bool m_settled = false;  ///< its end is written
    int m_erasures = 0;
    std::vector<int> m_undoable; ///< steps of that round the engine's undo can take back
};
