// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"

#include "OptionHelp.h"

#include "engine/Variants.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

namespace {
QString g_unusableFile;                 ///< AppSettings::unusableFile()
QTemporaryDir *g_emptyFolder = nullptr; ///< where this run keeps its settings instead

/// QSettings opens its files blocking: a FIFO in the place of remi.conf hung every start,
/// even --version. Checked once, before the first QSettings reads a file: when one of the files it
/// would read is not a regular file, this run keeps its settings in an empty private folder (the
/// defaults; never written over that file) and unusableFile() names it.
void checkSettingsFiles()
{
    static bool checked = false;
    if (checked) return;
    checked = true;
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    const QString org = QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName();
    const QStringList dirs = QStandardPaths::standardLocations(QStandardPaths::GenericConfigLocation);
    for (const QString &dir : dirs) {
        for (const QString &file : {dir + QLatin1Char('/') + org + QLatin1Char('/') + app + QStringLiteral(".conf"),
                                    dir + QLatin1Char('/') + org + QStringLiteral(".conf")}) {
            const QFileInfo info(file);
            // A relative folder (HOME=home/ana) would put the settings in the current folder.
            if (QDir::isAbsolutePath(file) && (!info.exists() || info.isFile())) continue;
            g_unusableFile = file;
            qWarning("Settings: %s is not a regular file or not a full path; this run uses the default settings",
                     qPrintable(file));
            g_emptyFolder = new QTemporaryDir; // lives as long as the program
            for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat}) {
                QSettings::setPath(format, QSettings::UserScope, g_emptyFolder->filePath(QStringLiteral("user")));
                QSettings::setPath(format, QSettings::SystemScope, g_emptyFolder->filePath(QStringLiteral("system")));
            }
            return;
        }
    }
#endif
}

/// The program's QSettings, after checkSettingsFiles().
struct SettingsFilesChecked {
    SettingsFilesChecked() { checkSettingsFiles(); }
};
class Settings : private SettingsFilesChecked, public QSettings {};

// The only settings keys of the program.
const char *const kVariant = "game/variant";
const char *const kFourColour = "view/fourColour";
const char *const kCardTheme = "view/cardTheme";
const char *const kAnimationSpeed = "view/animationSpeed";
const char *const kLanguage = "view/language";
const char *const kWindowGeometry = "window/geometry";
const char *const kWindowState = "window/state";
const char *const kComputerSpeed = "view/computerSpeed";
const char *const kGameLog = "view/gameLog";
const char *const kSounds = "view/sounds";
const char *const kTableTheme = "view/tableTheme";
const char *const kTutorialOffered = "tutorial/offered";

QString tutorialKey(const QString &variant, const char *what)
{
    return QStringLiteral("tutorial/%1/%2").arg(variant, QLatin1String(what));
}

QString optionKey(const QString &variant, const QString &name)
{
    return QStringLiteral("options/%1/%2").arg(variant, name);
}

/// A stored boolean: "true"/"false" (or 1/0); nullopt for anything else (corrupt).
std::optional<bool> parseBool(const QVariant &v)
{
    if (v.typeId() == QMetaType::Bool) return v.toBool();
    const QString text = v.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
    if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
    return std::nullopt;
}

/// The stored boolean `key`: "true"/"false" (or 1/0); anything else is corrupt and reads as `def`.
bool storedBool(const char *key, bool def)
{
    const QVariant v = Settings().value(QLatin1String(key));
    if (!v.isValid()) return def;
    if (const auto b = parseBool(v)) return *b;
    qWarning("Settings: %s=%s is not true or false; using %s", key, qPrintable(v.toString()), def ? "true" : "false");
    return def;
}
} // namespace

void AppSettings::useTestSettingsIfAsked()
{
    const QString home = qEnvironmentVariable("REMI_TEST_HOME");
    if (home.isEmpty()) return;
    const QString folder = home + QStringLiteral("/settings");
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::SystemScope, folder + QStringLiteral("/system"));
}

QString AppSettings::variant()
{
    const QString v = Settings().value(QLatin1String(kVariant), QStringLiteral("remi51")).toString();
    return remi::presetRules(v.toStdString()) ? v : QStringLiteral("remi51");
}

void AppSettings::setVariant(const QString &variant)
{
    Settings().setValue(QLatin1String(kVariant), variant);
}

bool AppSettings::fourColour()
{
    return storedBool(kFourColour, false);
}

void AppSettings::setFourColour(bool on)
{
    Settings().setValue(QLatin1String(kFourColour), on);
}

QString AppSettings::cardTheme()
{
    return Settings().value(QLatin1String(kCardTheme), QStringLiteral("remi")).toString();
}

void AppSettings::setCardTheme(const QString &key)
{
    Settings().setValue(QLatin1String(kCardTheme), key);
}

QStringList AppSettings::tableThemeKeys()
{
    return {QStringLiteral("green"), QStringLiteral("blue"), QStringLiteral("wood")};
}

QString AppSettings::tableTheme()
{
    const QVariant v = Settings().value(QLatin1String(kTableTheme));
    if (!v.isValid()) return tableThemeKeys().first();
    if (tableThemeKeys().contains(v.toString())) return v.toString();
    qWarning("Settings: %s=%s is not a table; using green felt", kTableTheme, qPrintable(v.toString()));
    return tableThemeKeys().first();
}

void AppSettings::setTableTheme(const QString &key)
{
    Settings().setValue(QLatin1String(kTableTheme), key);
}

AnimationSpeed AppSettings::animationSpeed()
{
    const QString stored = Settings().value(QLatin1String(kAnimationSpeed)).toString();
    return Animations::fromKey(stored).value_or(AnimationSpeed::Normal);
}

void AppSettings::setAnimationSpeed(AnimationSpeed speed)
{
    Settings().setValue(QLatin1String(kAnimationSpeed), Animations::key(speed));
}

AnimationSpeed AppSettings::computerSpeed()
{
    const QVariant v = Settings().value(QLatin1String(kComputerSpeed));
    if (!v.isValid()) return AnimationSpeed::Normal;
    const auto speed = Animations::fromKey(v.toString());
    if (!speed) qWarning("Settings: %s=%s is not a speed; using normal", kComputerSpeed, qPrintable(v.toString()));
    return speed.value_or(AnimationSpeed::Normal);
}

void AppSettings::setComputerSpeed(AnimationSpeed speed)
{
    Settings().setValue(QLatin1String(kComputerSpeed), Animations::key(speed));
}

bool AppSettings::gameLogOpen()
{
    return storedBool(kGameLog, false);
}

void AppSettings::setGameLogOpen(bool open)
{
    Settings().setValue(QLatin1String(kGameLog), open);
}

bool AppSettings::sounds()
{
    return storedBool(kSounds, true);
}

void AppSettings::setSounds(bool on)
{
    Settings().setValue(QLatin1String(kSounds), on);
}

QString AppSettings::language()
{
    return Settings().value(QLatin1String(kLanguage)).toString();
}

void AppSettings::setLanguage(const QString &code)
{
    Settings().setValue(QLatin1String(kLanguage), code);
}

QMap<QString, QString> AppSettings::options(const QString &variant)
{
    QMap<QString, QString> values;
    Settings settings;
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        const QString name = QString::fromStdString(spec.name);
        const QVariant v = settings.value(optionKey(variant, name));
        if (v.isValid()) values.insert(name, v.toString());
    }
    return values;
}

void AppSettings::setOptions(const QString &variant, const QMap<QString, QString> &values)
{
    Settings settings;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        settings.setValue(optionKey(variant, it.key()), it.value());
}

std::optional<remi::RuleSet> AppSettings::rules(const QString &variant, QString *error)
{
    std::optional<remi::RuleSet> rules = remi::presetRules(variant.toStdString());
    if (!rules) {
        if (error) *error = OptionHelp::unknownGame(variant);
        return std::nullopt;
    }
    // A corrupt or outdated value falls back to the preset's value for that option only
    // (setOption leaves the rules unchanged); `error` lists what was ignored.
    QStringList ignored;
    const QMap<QString, QString> values = options(variant);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (remi::setOption(*rules, it.key().toStdString(), it.value().toStdString()))
            ignored << OptionHelp::refusal(variant, it.key(), it.value());
    }
    if (error) *error = ignored.join(QStringLiteral("; "));
    return rules;
}

QList<AppSettings::Fallback> AppSettings::fallbacks()
{
    QList<Fallback> out;
    Settings settings;
    const QVariant variant = settings.value(QLatin1String(kVariant));
    if (variant.isValid() && !remi::presetRules(variant.toString().toStdString()))
        out.append({Fallback::Setting::Variant, variant.toString(), {}, {}});
    const QVariant four = settings.value(QLatin1String(kFourColour));
    if (four.isValid() && !parseBool(four)) out.append({Fallback::Setting::FourColour, four.toString(), {}, {}});
    const QVariant table = settings.value(QLatin1String(kTableTheme));
    if (table.isValid() && !tableThemeKeys().contains(table.toString()))
        out.append({Fallback::Setting::TableTheme, table.toString(), {}, {}});
    const QVariant speed = settings.value(QLatin1String(kAnimationSpeed));
    if (speed.isValid() && !Animations::fromKey(speed.toString()))
        out.append({Fallback::Setting::AnimationSpeed, speed.toString(), {}, {}});
    const QVariant sounds = settings.value(QLatin1String(kSounds));
    if (sounds.isValid() && !parseBool(sounds)) out.append({Fallback::Setting::Sounds, sounds.toString(), {}, {}});
    for (const remi::VariantDescriptor &d : remi::variants()) {
        const QString game = QString::fromUtf8(d.id.data(), static_cast<qsizetype>(d.id.size()));
        std::optional<remi::RuleSet> rules = remi::presetRules(std::string(d.id));
        if (!rules) continue;
        const QMap<QString, QString> values = options(game);
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            if (remi::setOption(*rules, it.key().toStdString(), it.value().toStdString()))
                out.append({Fallback::Setting::Option, it.value(), game, it.key()});
    }
    return out;
}

QByteArray AppSettings::windowGeometry()
{
    return Settings().value(QLatin1String(kWindowGeometry)).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    Settings().setValue(QLatin1String(kWindowGeometry), geometry);
}

QByteArray AppSettings::windowState()
{
    return Settings().value(QLatin1String(kWindowState)).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    Settings().setValue(QLatin1String(kWindowState), state);
}

int AppSettings::tutorialStep(const QString &variant)
{
    bool ok = false;
    const int step = Settings().value(tutorialKey(variant, "step")).toInt(&ok);
    return ok && step >= 0 ? step : 0;
}

void AppSettings::setTutorialStep(const QString &variant, int step)
{
    Settings().setValue(tutorialKey(variant, "step"), step);
}

bool AppSettings::tutorialDone(const QString &variant)
{
    return Settings().value(tutorialKey(variant, "done")).toString() == QLatin1String("true");
}

void AppSettings::setTutorialDone(const QString &variant, bool done)
{
    Settings().setValue(tutorialKey(variant, "done"), done ? QStringLiteral("true") : QStringLiteral("false"));
}

bool AppSettings::tutorialOffered()
{
    return Settings().value(QLatin1String(kTutorialOffered)).toString() == QLatin1String("true");
}

void AppSettings::setTutorialOffered()
{
    Settings().setValue(QLatin1String(kTutorialOffered), QStringLiteral("true"));
}

QString AppSettings::unusableFile()
{
    checkSettingsFiles();
    return g_unusableFile;
}

std::optional<AppSettings::OnlineTable> AppSettings::lastTable()
{
    Settings s;
    OnlineTable t{
        s.value(QStringLiteral("online/server")).toString(), s.value(QStringLiteral("online/table")).toString(),
        s.value(QStringLiteral("online/token")).toString(), s.value(QStringLiteral("online/name")).toString()};
    if (t.server.isEmpty() || t.table.isEmpty() || t.token.isEmpty()) return std::nullopt;
    return t;
}

void AppSettings::setLastTable(const OnlineTable &table)
{
    Settings s;
    s.setValue(QStringLiteral("online/server"), table.server);
    s.setValue(QStringLiteral("online/table"), table.table);
    s.setValue(QStringLiteral("online/token"), table.token);
    s.setValue(QStringLiteral("online/name"), table.name);
}

void AppSettings::forgetLastTable()
{
    Settings s;
    s.remove(QStringLiteral("online/table"));
    s.remove(QStringLiteral("online/token"));
}

std::optional<AppSettings::TableHandOrder> AppSettings::tableHandOrder()
{
    // "table seat round sort id,id,…" (one line: the settings file stays readable).
    const QStringList parts =
        Settings().value(QStringLiteral("online/handOrder")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() != 5) return std::nullopt;
    TableHandOrder order;
    bool ok[3] = {};
    order.table = parts[0];
    order.seat = parts[1].toInt(&ok[0]);
    order.round = parts[2].toInt(&ok[1]);
    order.sort = parts[3].toInt(&ok[2]);
    if (!ok[0] || !ok[1] || !ok[2] || order.sort < -1 || order.sort > 1) return std::nullopt;
    for (const QString &id : parts[4].split(QLatin1Char(','))) {
        bool good = false;
        const int value = id.toInt(&good);
        if (!good || value < 0) return std::nullopt;
        order.ids.push_back(value);
    }
    return order;
}

void AppSettings::setTableHandOrder(const TableHandOrder &order)
{
    QStringList ids;
    for (int id : order.ids) ids << QString::number(id);
    if (ids.isEmpty() || order.table.isEmpty()) return forgetTableHandOrder();
    Settings().setValue(QStringLiteral("online/handOrder"), QStringLiteral("%1 %2 %3 %4 %5")
                                                                .arg(order.table)
                                                                .arg(order.seat)
                                                                .arg(order.round)
                                                                .arg(order.sort)
                                                                .arg(ids.join(QLatin1Char(','))));
}

void AppSettings::forgetTableHandOrder()
{
    Settings().remove(QStringLiteral("online/handOrder"));
}

QString AppSettings::onlineName()
{
    return Settings().value(QStringLiteral("online/name")).toString();
}
