// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A value quoted in a message (a bad setting, a bad command-line value) is cut to a short prefix,
// so that a huge value cannot flood a message or a window (a 1 MiB name froze the window).

#include <QString>

namespace ShortValue {
/// Characters of a value kept in a message.
inline constexpr int kMaxChars = 40;
/// `value` when it has at most kMaxChars characters; else its first kMaxChars characters and "…".
/// Line breaks and other control characters become spaces.
QString cut(const QString &value);
/// Characters of a file name kept in a message.
inline constexpr int kMaxPathChars = 160;
/// `path` when it has at most kMaxPathChars characters; else its start and its end (the file's
/// own name) around "…" (a 100 kB file name was echoed in full). Control characters
/// become spaces.
QString path(const QString &path);
} // namespace ShortValue
