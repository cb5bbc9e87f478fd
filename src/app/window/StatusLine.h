// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The window's status bar, whose messages (what is said, hints, refusals) wrap onto a second line
// instead of being cut at the window's edge (long hints at 800×600); the whole message is
// also the tooltip. Its height is always that of two lines, so that no message moves the
// buttons above it. showMessage / currentMessage work as in QStatusBar.

#include <QStatusBar>

class QLabel;

class StatusLine : public QStatusBar {
    Q_OBJECT
  public:
    explicit StatusLine(QWidget *parent = nullptr);
    /// The label that shows the current message.
    QLabel *messageLabel() const { return m_label; }

  protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

  private:
    void fit();

    QLabel *m_label;
    QString m_message; ///< the whole current message
};
