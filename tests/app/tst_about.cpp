// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Help > About Remi (issue 21): the licences (program GPL-3.0-or-later, art CC0-1.0), the credits
// and Qt's own About box, in every language.

#include "AboutDialog.h"
#include "HelpMenu.h"
#include "KeyText.h"
#include "Language.h"
#include "MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>

class TestAbout : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RemiTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_about"));
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        QSettings().clear();
    }

    void textNamesTheLicencesAndCredits()
    {
        // Ctrl+F1 as the platform writes it (⌘F1 on macOS, KeyText).
        QCOMPARE(AboutDialog::text(QStringLiteral("1.2.3")),
                 KeyText::native(QStringLiteral(
                     "<h3>Remi 1.2.3</h3>"
                     "<p>Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer "
                     "players or with friends at one screen.</p>"
                     "<p>Press F1 for the rules of the current game and Ctrl+F1 for the key list.</p>"
                     "<p>Remi is free software: you may share and change it under the GNU General Public License, "
                     "version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</p>"
                     "<p>The cards, the icon, the table and the sounds were made for Remi and are given to the public "
                     "domain (CC0-1.0).</p>"
                     "<p>Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The "
                     "Spruce Crafts, QuentinC's Playroom, remi51.rs and cardgames.zone.</p>"
                     "<p><a href=\"https://github.com/remi-cards/remi\">github.com/remi-cards/remi</a></p>")));
    }

    void helpMenuOpensItWithAboutQt()
    {
        MainWindow w;
        auto *menu = w.findChild<HelpMenu *>(QStringLiteral("helpMenu"));
        QVERIFY(menu);
        menu->aboutAction()->trigger();
        auto *about = w.findChild<AboutDialog *>();
        QVERIFY(about);
        QVERIFY(about->isVisible());
        QCOMPARE(about->windowTitle(), QStringLiteral("About Remi"));
        QCOMPARE(about->label()->text(), AboutDialog::text(QStringLiteral("9.8.7")));
        QCOMPARE(about->aboutQtButton()->text(), QStringLiteral("About &Qt"));
        // A second click shows the same box.
        menu->aboutAction()->trigger();
        QCOMPARE(w.findChildren<AboutDialog *>().size(), 1);

        // "About Qt" is Qt's own box (its version and licence).
        QString title, text;
        QTimer::singleShot(0, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                title = box->windowTitle();
                text = box->text();
                box->close();
            }
        });
        about->aboutQtButton()->click();
        QCOMPARE(title, QStringLiteral("About Qt"));
        QVERIFY2(text.contains(QStringLiteral("This program uses Qt version " QT_VERSION_STR)), qPrintable(text));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("aboutQt");
        QTest::addColumn<QString>("licence");
        QTest::newRow("sr") << QStringLiteral("sr") << QStringLiteral("О програму Реми") << QStringLiteral("О &Qt-у")
                            << QStringLiteral(
                                   "<p>Реми је слободан софтвер: можете да га делите и мењате под условима ГНУ-ове "
                                   "Опште јавне лиценце (GNU General Public License), верзије 3 или било које "
                                   "новије верзије (GPL-3.0-or-later). Испоручује се без икакве гаранције.</p>");
        QTest::newRow("sr_Latn")
            << QStringLiteral("sr_Latn") << QStringLiteral("O programu Remi") << QStringLiteral("O &Qt-u")
            << QStringLiteral("<p>Remi je slobodan softver: možete da ga delite i menjate pod uslovima "
                              "GNU-ove Opšte javne licence (GNU General Public License), verzije 3 ili "
                              "bilo koje novije verzije (GPL-3.0-or-later). Isporučuje se bez ikakve garancije.</p>");
        QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("О программе Реми") << QStringLiteral("О &Qt")
                            << QStringLiteral(
                                   "<p>Реми — свободная программа: вы можете распространять и изменять её на "
                                   "условиях Стандартной общественной лицензии GNU (GNU General Public License) "
                                   "версии 3 или любой более поздней версии (GPL-3.0-or-later). Она поставляется "
                                   "без каких-либо гарантий.</p>");
    }

    void translated()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, aboutQt);
        QFETCH(QString, licence);
        AboutDialog about;
        QCOMPARE(Language::apply(language), language);
        QTRY_COMPARE(about.windowTitle(), title);
        QCOMPARE(about.aboutQtButton()->text(), aboutQt);
        const QString text = about.label()->text();
        QVERIFY2(text.contains(licence), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(CC0-1.0)")));
        QVERIFY(text.contains(QStringLiteral("9.8.7")));
        Language::apply(QStringLiteral("en"));
        QTRY_COMPARE(about.windowTitle(), QStringLiteral("About Remi"));
    }
};

QTEST_MAIN(TestAbout)
#include "tst_about.moc"
