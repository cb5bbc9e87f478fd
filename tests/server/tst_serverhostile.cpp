// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>
class TestServerHostile : public QObject {
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestServerHostile)
#include "tst_serverhostile.moc"
