// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The keyboard comes back to the game after every dialog (no keyboard trap): when a window of the
// application closes (a dialog, a message box, the help) and no other dialog or popup is open, the
// main window is made active again and, where its focus was lost (nothing focused, or a widget
// that is hidden now), the table view takes it. Without a window manager (a private X server, a
// screen reader's test run) nobody else activates the main window, and the game keys went nowhere.

#include <QObject>
#include <QPointer>

class QMainWindow;
class QWidget;

class FocusReturn : public QObject {
    Q_OBJECT
  public:
    /// Watches every window of the application for `window`, giving the focus back to `home`.
    FocusReturn(QMainWindow *window, QWidget *home);

    /// Activates the main window and focuses `home` where the focus was lost (see above); false
    /// when another dialog or popup is still open (nothing is done then).
    bool restore();

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    QMainWindow *m_window;
    QPointer<QWidget> m_home;
};
