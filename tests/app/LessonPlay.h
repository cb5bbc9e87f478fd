// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helpers for the guided rounds (tst_tutorial, tst_lessons): a lesson played to its end (or to a
// step) on a shown window by key or mouse events only (InputPlayer), the bubble's words and target
// checked at every step.

#include "InputPlayer.h"
#include "KeyTable.h"
#include "Lesson.h"

#include <QRect>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>
#include <vector>

class QWidget;
class Tutorial;

namespace lessontest {

/// The hand cards of `faces` (distinct copies) in the player's hand.
std::vector<remi::CardId> idsOf(const remi::Round &round, const std::string &faces);
/// Where the step's target is in the bubble's coordinates, worked out from the scene's items.
QRect expectedTarget(keytest::Table &t, const lesson::Step &step, const QWidget *bubble);
/// Plays `tutorial`'s lesson in `t` with `input` from its current step to its end (or to `stopAt`).
/// For each step: `seen` gets the bubble's words, its target is checked, `atStep` runs. Empty on
/// success, else what went wrong.
QString playLesson(keytest::Table &t, Tutorial *tutorial, InputPlayer::Input input, QStringList *seen, int stopAt = -1,
                   const std::function<void(int)> &atStep = {});

} // namespace lessontest
