// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Words for the engine's reason codes (RULES.md 1.5): the only place they are worded.

#include "engine/Reason.h"

#include <QCoreApplication>
#include <QString>

class ReasonText {
    Q_DECLARE_TR_FUNCTIONS(ReasonText)
  public:
    /// A sentence for the status bar explaining why an action was refused.
    static QString text(remi::Reason reason);
    /// text(reason), except that NotYourTurn while the hot-seat curtain hides the hand
    /// (`handHidden`) says to show the hand first.
    static QString refusal(remi::Reason reason, bool handHidden);
};
