// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every stored setting of the program, declared once (QSettings: ~/.config/Remi/remi.conf on Linux).
// No other file names a settings key: read and write through these typed accessors. A stored value
// that is corrupt or outdated reads as the default (with a warning), never as a crash.
//
// Keys (the file format; tests check them): game/variant, view/fourColour, view/cardTheme,
// view/tableTheme, view/animationSpeed, view/computerSpeed, view/gameLog, view/sounds, view/language, options/<variant>/<option name>,
// window/geometry, window/state, tutorial/offered, tutorial/<variant>/step, tutorial/<variant>/done,
// online/server, online/table, online/token, online/name.

#include "Animations.h"
#include "engine/RuleSet.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace AppSettings {
/// Tests only: with REMI_TEST_HOME set, QSettings() is an INI file in
/// $REMI_TEST_HOME/settings on every platform, never the registry (Windows) or the plist (macOS) of
/// the person running the tests, as tests/app/TestEnvironment.cpp does for the test programs. main()
/// calls it first, before any setting is read. Does nothing without REMI_TEST_HOME.
void useTestSettingsIfAsked();
/// Variant preset of the next new game ("remi51" by default; an unknown stored name reads as it).
QString variant();
void setVariant(const QString &variant);
/// Four-colour card theme: stored "true"/"false" (or 1/0); anything else reads as false.
bool fourColour();
void setFourColour(bool on);
/// Key of the card theme (CardTheme::key, "remi" by default).
QString cardTheme();
void setCardTheme(const QString &key);
/// The table theme (table/TableTheme): "green" (the default), "blue" or "wood"; anything else
/// reads as "green" (a fallback).
QString tableTheme();
void setTableTheme(const QString &key);
/// The keys a table theme may be stored as, the default first.
QStringList tableThemeKeys();
/// Speed of the card animations (normal by default; an unknown stored value reads as normal).
AnimationSpeed animationSpeed();
void setAnimationSpeed(AnimationSpeed speed);
/// How fast computer players' moves are shown, one at a time (normal by default, an
/// unknown stored value reads as normal). Separate from the speed of the card animations.
AnimationSpeed computerSpeed();
void setComputerSpeed(AnimationSpeed speed);
/// The game log panel is open (false by default).
bool gameLogOpen();
void setGameLogOpen(bool open);
/// The game's sounds are played (on by default): stored "true"/"false" (or 1/0); anything
/// else reads as on (a fallback).
bool sounds();
void setSounds(bool on);
/// The chosen language code ("" = system default, "en", "sr", "sr_Latn", "ru"; Language.h).
QString language();
void setLanguage(const QString &code);
/// Stored option values of `variant` (option name → value text), only those that were set.
QMap<QString, QString> options(const QString &variant);
/// Stores `values` (option name → value text, already accepted by remi::setOption) for `variant`.
void setOptions(const QString &variant, const QMap<QString, QString> &values);
/// A stored value that is not used as stored (corrupt, unknown or refused by the engine): the
/// accessors above read the default instead (every fallback is reported in the window).
struct Fallback {
    enum class Setting { Variant, FourColour, AnimationSpeed, Option, TableTheme, Sounds } setting;
    QString stored;  ///< the value as stored
    QString variant; ///< Option: the game whose option it is
    QString option;  ///< Option: the option's name
};
/// Every fallback the accessors make now, in the order of the keys above (options by game).
QList<Fallback> fallbacks();

/// The preset of `variant` with the stored options applied; nullopt for an unknown variant. A
/// stored value the engine refuses (corrupt or outdated settings) keeps the preset's value, and
/// `error` lists the refused ones in words (empty when all were applied).
std::optional<remi::RuleSet> rules(const QString &variant, QString *error = nullptr);
/// The main window's place and size (QWidget::saveGeometry) when it was last closed; empty at the
/// first start. A corrupt value is refused by restoreGeometry (the window then opens as at first).
QByteArray windowGeometry();
void setWindowGeometry(const QByteArray &geometry);
/// The main window's docks and toolbars (QMainWindow::saveState) when it was last closed.
QByteArray windowState();
void setWindowState(const QByteArray &state);
/// The guided round: the step of `variant`'s lesson the player left at (0: not begun; a
/// corrupt value reads as 0), and whether the player finished it. The only keys a lesson writes.
int tutorialStep(const QString &variant);
void setTutorialStep(const QString &variant, int step);
bool tutorialDone(const QString &variant);
void setTutorialDone(const QString &variant, bool done);
/// The guided round was offered at a first start (it is offered once).
bool tutorialOffered();
void setTutorialOffered();
/// The settings file that is not a regular file (a pipe, a folder, a device) or not a
/// full path (a relative HOME or XDG_CONFIG_HOME), "" when there is none: this run then reads and
/// writes its settings in an empty private folder (the defaults), never that file.
QString unusableFile();

/// The network table last played at (issue 39): its server's address (ws://host:port), the table
/// code and this player's seat token (the seat itself: docs/PROTOCOL.md "Security") and name.
struct OnlineTable {
    QString server;
    QString table;
    QString token;
    QString name;
};
/// The last table, for Game → Play online… → Rejoin; nothing when none was kept or a part is empty.
std::optional<OnlineTable> lastTable();
void setLastTable(const OnlineTable &table);
void forgetLastTable();
/// The hand order a player arranged at a network table (issue 39: lost after a rejoin): the table,
/// the match seat, the round, the card ids in order and the sort (0 suit, 1 rank, -1 arranged by hand).
struct TableHandOrder {
    QString table;
    int seat = -1;
    int round = 0;
    std::vector<int> ids;
    int sort = -1;
};
/// The last table's hand order (one table is kept); nothing when none was kept or it is malformed.
std::optional<TableHandOrder> tableHandOrder();
void setTableHandOrder(const TableHandOrder &order);
void forgetTableHandOrder();
/// The name last typed to join a table ("" at first).
QString onlineName();
} // namespace AppSettings
