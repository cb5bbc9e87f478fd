// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CardTheme.h"

#include "AppSettings.h"
#include "DataPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>

namespace {
const char *const kSuits[] = {"spade", "heart", "diamond", "club"};

QStringList dataFolders(const QString &sub)
{
    QStringList folders;
    for (const QString &base : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        folders << QDir(base).filePath(sub);
    folders.removeDuplicates();
    return folders;
}

/// The rank words of a deck: 1..10 as numbers; courts as numbers or names.
QStringList rankNames(int rank)
{
    static const char *const courts[] = {"jack", "queen", "king"};
    if (rank >= 11) return {QLatin1String(courts[rank - 11]), QString::number(rank)};
    if (rank == 1) return {QStringLiteral("1"), QStringLiteral("ace")};
    return {QString::number(rank)};
}
} // namespace

QStringList CardThemes::defaultKdeFolders()
{
    return dataFolders(QStringLiteral("carddecks"));
}

QStringList CardThemes::defaultAisleriotFolders()
{
    return dataFolders(QStringLiteral("aisleriot/cards"));
}

CardTheme CardThemes::builtIn(bool fourColour)
{
    CardTheme theme;
    theme.key = QStringLiteral("remi");
    // The program's own deck carries the program's name, written in the player's script (Реми, Remi).
    theme.name = QCoreApplication::translate("CardTheme", "Remi");
    // From the installed cards folder when there is one (DataPaths.h), else the embedded copy.
    theme.path =
        remi::cardDeckPath(fourColour ? QStringLiteral("remi-deck-4color.svg") : QStringLiteral("remi-deck.svg"));
    theme.scheme = CardIdScheme::Remi;
    return theme;
}

CardTheme CardThemes::current()
{
    const CardTheme theme = find(available(), AppSettings::cardTheme());
    return theme.builtIn() ? builtIn(AppSettings::fourColour()) : theme;
}

QList<CardTheme> CardThemes::available(const QStringList &kdeFolders, const QStringList &aisleriotFolders)
{
    QList<CardTheme> found;
    for (const QString &folder : kdeFolders) {
        const QDir dir(folder);
        for (const QString &deck : dir.entryList({QStringLiteral("svg-*")}, QDir::Dirs, QDir::Name)) {
            const QString index = dir.filePath(deck + QStringLiteral("/index.desktop"));
            // A regular file only: QSettings would wait for ever on a pipe.
            if (!QFileInfo(index).isFile()) continue;
            QSettings desktop(index, QSettings::IniFormat);
            const QString group = desktop.childGroups().contains(QStringLiteral("KDE Backdeck"))
                                      ? QStringLiteral("KDE Backdeck")
                                      : QStringLiteral("KDE Cards");
            desktop.beginGroup(group);
            const QString svg = dir.filePath(deck + QLatin1Char('/') + desktop.value(QStringLiteral("SVG")).toString());
            if (desktop.value(QStringLiteral("SVG")).toString().isEmpty() || !QFileInfo(svg).isFile()) continue;
            // The deck's picture stays inside its folder ("../../x" or a link made the
            // program read any image on the disk).
            const QString inside = QFileInfo(dir.filePath(deck)).canonicalFilePath() + QLatin1Char('/');
            if (!QFileInfo(svg).canonicalFilePath().startsWith(inside)) continue;
            CardTheme theme;
            theme.key = QStringLiteral("kde:") + deck;
            theme.name = desktop.value(QStringLiteral("Name"), deck.mid(4)).toString();
            theme.path = svg;
            theme.scheme = CardIdScheme::Kde;
            found << theme;
        }
    }
    for (const QString &folder : aisleriotFolders) {
        const QDir dir(folder);
        for (const QFileInfo &file :
             dir.entryInfoList({QStringLiteral("*.svg"), QStringLiteral("*.svgz")}, QDir::Files, QDir::Name)) {
            CardTheme theme;
            theme.key = QStringLiteral("aisleriot:") + file.fileName();
            QString name = file.completeBaseName().replace(QLatin1Char('_'), QLatin1Char(' '));
            if (!name.isEmpty()) name[0] = name[0].toUpper();
            theme.name = name;
            theme.path = file.filePath();
            theme.scheme = CardIdScheme::Aisleriot;
            found << theme;
        }
    }
    // One entry per key (a deck found in two data folders is listed once).
    QList<CardTheme> themes{builtIn(false)};
    std::sort(found.begin(), found.end(),
              [](const CardTheme &a, const CardTheme &b) { return a.name.localeAwareCompare(b.name) < 0; });
    for (const CardTheme &theme : found)
        if (std::none_of(themes.begin(), themes.end(), [&](const CardTheme &t) { return t.key == theme.key; }))
            themes << theme;
    return themes;
}

CardTheme CardThemes::find(const QList<CardTheme> &themes, const QString &key)
{
    for (const CardTheme &theme : themes)
        if (theme.key == key) return theme;
    return builtIn(false);
}

QStringList CardThemes::faceIds(const remi::Card &card, CardIdScheme scheme)
{
    if (card.isJoker()) {
        const bool red = card.id % 2 == 0;
        const QString colour = red ? QStringLiteral("red") : QStringLiteral("black");
        const QString other = red ? QStringLiteral("black") : QStringLiteral("red");
        const QStringList ids{QStringLiteral("joker_") + colour, colour + QStringLiteral("_joker"),
                              QStringLiteral("joker_") + other, other + QStringLiteral("_joker"),
                              QStringLiteral("joker")};
        if (scheme == CardIdScheme::Kde) return {ids[1], ids[0], ids[3], ids[2], ids[4]};
        return ids;
    }
    const QString suit = QLatin1String(kSuits[static_cast<int>(card.suit) & 3]);
    if (scheme == CardIdScheme::Remi) return {QStringLiteral("%1_%2").arg(card.rank).arg(suit)};
    QStringList ids;
    for (const QString &rank : rankNames(card.rank)) {
        const QString rankFirst = rank + QLatin1Char('_') + suit;
        const QString suitFirst = suit + QLatin1Char('_') + rank;
        if (scheme == CardIdScheme::Kde) ids << rankFirst << suitFirst;
        else ids << suitFirst << rankFirst;
    }
    return ids;
}

QStringList CardThemes::backIds(CardIdScheme scheme)
{
    if (scheme == CardIdScheme::Remi) return {QStringLiteral("back_blue"), QStringLiteral("back")};
    return {QStringLiteral("back"), QStringLiteral("back_blue")};
}
