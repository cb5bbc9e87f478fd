// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every stored setting that cannot be used as stored, and what is used instead, in words:
// the window shows them in its settings notice (NoticeBar) until they are fixed. Reads
// AppSettings::fallbacks(), the stored language and the stored card deck.

#include <QCoreApplication>
#include <QStringList>

class SettingsProblems {
    Q_DECLARE_TR_FUNCTIONS(SettingsProblems)
  public:
    /// One translated sentence per fallback (a stored value is quoted cut to ShortValue::kMaxChars);
    /// empty when every stored value is used.
    static QStringList list();
    /// The settings notice: a lead line and the sentences of `problems`, one per line.
    static QString noticeText(const QStringList &problems);
};
