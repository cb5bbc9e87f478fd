// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// remi-sim's messages quote what was typed cut short: one line, whatever the argument.

#include "engine/TextExcerpt.h"

#include <QCommandLineParser>
#include <QString>

namespace remi::sim {

/// `value` as a message shows it: at most remi::kExcerptBytes bytes, then "…", on one line.
inline QString shown(const QString &value)
{
    return QString::fromStdString(textExcerpt(value.toStdString()));
}

/// QCommandLineParser's error ("Unknown option 'NAME'.", which quotes the option as typed), cut
/// short the same way.
inline QString parserError(const QCommandLineParser &parser)
{
    return QString::fromStdString(textExcerpt(parser.errorText().toStdString(), 96));
}

} // namespace remi::sim
