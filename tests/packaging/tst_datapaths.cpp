// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// DataPaths (src/app/store/DataPaths.h, and DataReport.h): the installed data folder next to the program and the fallback
// to the embedded decks. The test program lives in its own bin/ folder so that ../share/remi
// (../Resources/remi on macOS) is a scratch folder that only this test creates.

#include "CardRenderer.h"
#include "DataPaths.h"
#include "DataReport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTest>

class TestDataPaths : public QObject {
    Q_OBJECT

  private:
    QString m_data;

    void writeFile(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }

    QByteArray embeddedDeck()
    {
        const CardRenderer init; // loads the embedded resources
        QFile f(QStringLiteral(":/cards/remi-deck.svg"));
        if (!f.open(QIODevice::ReadOnly)) return {};
        return f.readAll();
    }

  private slots:
    void init()
    {
#ifdef Q_OS_MACOS
        m_data = QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../Resources/remi"));
#else
        m_data = QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/remi"));
#endif
        QDir(m_data).removeRecursively();
    }
    void cleanup()
    {
        QDir(m_data).removeRecursively();
    }

    void buildTreeUsesEmbeddedDecks()
    {
        QCOMPARE(remi::dataDirectory(), QString());
        QCOMPARE(remi::dataSubdirectory(QStringLiteral("cards")), QString());
        QCOMPARE(remi::cardDeckPath(QStringLiteral("remi-deck.svg")), QStringLiteral(":/cards/remi-deck.svg"));
        QCOMPARE(CardRenderer::fourColourDeckPath(), QStringLiteral(":/cards/remi-deck-4color.svg"));
        bool ok = false;
        QCOMPARE(remi::dataReport(&ok), QStringLiteral("data=none\ncards=:/cards/remi-deck.svg\n"
                                                       "translations=none\nqm_files=0\nhelp=none\n"));
        QVERIFY(ok);
    }

    void installedLayoutIsPreferred()
    {
        const QByteArray deck = embeddedDeck();
        QVERIFY(deck.size() > 10000);
        writeFile(m_data + QStringLiteral("/cards/remi-deck.svg"), deck);
        writeFile(m_data + QStringLiteral("/translations/remi_sr.qm"), "x");
        writeFile(m_data + QStringLiteral("/translations/remi_ru.qm"), "x");
        writeFile(m_data + QStringLiteral("/translations/notes.txt"), "x");

        QCOMPARE(remi::dataDirectory(), m_data);
        QCOMPARE(remi::dataSubdirectory(QStringLiteral("translations")), m_data + QStringLiteral("/translations"));
        QCOMPARE(remi::dataSubdirectory(QStringLiteral("help")), QString());
        QCOMPARE(CardRenderer::defaultDeckPath(), m_data + QStringLiteral("/cards/remi-deck.svg"));
        // A deck missing from the installed folder still comes from the resources.
        QCOMPARE(CardRenderer::fourColourDeckPath(), QStringLiteral(":/cards/remi-deck-4color.svg"));
        const CardRenderer renderer(CardRenderer::defaultDeckPath());
        QVERIFY(renderer.isValid());
        QVERIFY(renderer.hasElement(QStringLiteral("13_club")));

        bool ok = false;
        QCOMPARE(remi::dataReport(&ok), QStringLiteral("data=%1\ncards=%1/cards/remi-deck.svg\n"
                                                       "translations=%1/translations\nqm_files=2\nhelp=none\n")
                                            .arg(m_data));
        QVERIFY(ok);
    }

    void brokenInstalledDeckIsReportedNotFatal()
    {
        writeFile(m_data + QStringLiteral("/cards/remi-deck.svg"), "<svg><g id=");
        QCOMPARE(CardRenderer::defaultDeckPath(), m_data + QStringLiteral("/cards/remi-deck.svg"));
        bool ok = true;
        const QString report = remi::dataReport(&ok);
        QVERIFY(report.startsWith(QStringLiteral("data=") + m_data));
        QVERIFY(!ok);
        const CardRenderer renderer(CardRenderer::defaultDeckPath());
        QVERIFY(!renderer.isValid());
        QVERIFY(!renderer.pixmap(QStringLiteral("1_spade"), QSize(50, 70), 1.0).isNull());
    }
};

QTEST_MAIN(TestDataPaths)
#include "tst_datapaths.moc"
