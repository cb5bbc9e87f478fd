// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The autosave folder's check (issue 21): without $HOME, root's autosave landed in
// /.local/share/Remi/remi; an explicit folder (--data-dir, $REMI_DATA_DIR) needs no $HOME.

#include "save/DataFolder.h"

#include <QTest>

using remi::save::DataFolderProblem;
using remi::save::dataFolderProblem;

class TestDataFolder : public QObject {
    Q_OBJECT
  private slots:
    void homeDecides_data()
    {
        QTest::addColumn<QString>("explicitFolder");
        QTest::addColumn<bool>("homeSet");
        QTest::addColumn<QString>("home");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<int>("problem");
        const auto code = [](DataFolderProblem p) { return static_cast<int>(p); };
#ifndef _WIN32
        QTest::newRow("home") << "" << true << "/home/ana"
                              << "/home/ana/.local/share/Remi/remi" << code(DataFolderProblem::None);
        QTest::newRow("no home (root under a service)") << "" << false << ""
                                                        << "/.local/share/Remi/remi" << code(DataFolderProblem::NoHome);
        QTest::newRow("empty home") << "" << true << ""
                                    << "/.local/share/Remi/remi" << code(DataFolderProblem::NoHome);
        QTest::newRow("relative home") << "" << true << "home/ana"
                                       << "home/ana/.local/share/Remi/remi" << code(DataFolderProblem::HomeNotAbsolute);
        QTest::newRow("explicit, no home") << "/srv/remi" << false << ""
                                           << "/srv/remi" << code(DataFolderProblem::None);
        QTest::newRow("explicit relative") << "saves" << false << ""
                                           << "saves" << code(DataFolderProblem::NotAbsolute);
#else
        QTest::newRow("explicit") << "C:/remi" << false << ""
                                  << "C:/remi" << code(DataFolderProblem::None);
        QTest::newRow("system folder, no HOME")
            << "" << false << ""
            << "C:/Users/ana/AppData/Roaming/Remi/remi" << code(DataFolderProblem::None);
        QTest::newRow("relative") << "saves" << false << ""
                                  << "saves" << code(DataFolderProblem::NotAbsolute);
#endif
    }
    void homeDecides()
    {
        QFETCH(QString, explicitFolder);
        QFETCH(bool, homeSet);
        QFETCH(QString, home);
        QFETCH(QString, folder);
        QFETCH(int, problem);
        const std::string e = explicitFolder.toStdString(), h = home.toStdString(), f = folder.toStdString();
        QCOMPARE(static_cast<int>(dataFolderProblem(e, homeSet ? h.c_str() : nullptr, f)), problem);
    }
};

QTEST_GUILESS_MAIN(TestDataFolder)
#include "tst_datafolder.moc"
