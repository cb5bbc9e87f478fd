// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Test helper for the fair-play tests (tst_bots, tst_expert): two bots given the same view and seed
// must choose the same action.

#include "engine/Action.h"

#include <QtTest>

/// Fails the current test unless `x` and `y` are the same action (type, card, melds, source, depth,
/// target). The caller checks QTest::currentTestFailed() afterwards.
inline void compareChoices(const remi::Action &x, const remi::Action &y)
{
    QCOMPARE(static_cast<int>(x.type), static_cast<int>(y.type));
    QCOMPARE(x.card, y.card);
    QCOMPARE(x.melds, y.melds);
    QCOMPARE(x.from, y.from);
    QCOMPARE(x.depth, y.depth);
    QCOMPARE(x.target, y.target);
}
