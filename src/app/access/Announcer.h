// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the game says (RULES.md 7): every announcement goes to the status line and to the table
// view's accessible description (screen readers read it), the focused thing's name to the view's
// accessible name. The one place that says something; everything else asks it to.

#include <QObject>
#include <QString>

class QMainWindow;
class QWidget;

class Announcer : public QObject {
    Q_OBJECT
  public:
    /// Says things in `window`'s status bar and as `view`'s accessible description.
    Announcer(QMainWindow *window, QWidget *view);

    /// Says `text` (and names the focused thing `name`, when given).
    void announce(const QString &text, const QString &name = QString());
    /// The last thing said.
    QString last() const { return m_last; }

  private:
    QMainWindow *m_window;
    QWidget *m_view;
    QString m_last;
};
