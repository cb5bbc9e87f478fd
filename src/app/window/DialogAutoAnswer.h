// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test hook (tests only): with REMI_TEST_ANSWER_DIALOGS=1 in the environment, every modal
// message box the start shows (a file that cannot be opened, the Continue / New game question) is
// answered with its default button, and the answer written to stderr as
// "remi test: answered \"<text>\" with \"<button>\"", so that a test can run the real main()
// through those questions. Without the variable nothing happens.

class QObject;

namespace DialogAutoAnswer {
/// Starts answering when REMI_TEST_ANSWER_DIALOGS is "1"; the timer belongs to `owner`.
void installIfAsked(QObject *owner);
} // namespace DialogAutoAnswer
