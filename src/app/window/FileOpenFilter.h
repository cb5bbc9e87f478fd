// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// macOS: a saved game (.remi) double-clicked in the Finder, or dropped on the Dock icon, reaches the
// program as a QFileOpenEvent, not as an argument. main.cpp installs this filter on the
// application; it opens the file exactly as Game → Open… does (MainWindow::openPath → openFile,
// the code `remi FILE` uses too), in the main window. A file that arrives before the main window
// is shown (at start-up) waits and is opened once it is shown, after main.cpp has set up the game.

#include <QObject>
#include <QString>

class MainWindow;

class FileOpenFilter : public QObject {
    Q_OBJECT
  public:
    /// Installs itself as an event filter of the application (`app`, also its parent).
    explicit FileOpenFilter(QObject *app);
    /// The file that arrived before the main window was shown and is not opened yet ("" when none).
    QString pendingFile() const { return m_pending; }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// The shown main window a file goes to (not a lesson's window), or nullptr.
    static MainWindow *mainWindow();
    void openPending(MainWindow *window);

    QString m_pending;
};
