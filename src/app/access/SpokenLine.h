// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The one thing a screen reader speaks without the focus moving. Qt 6.4 has no
// announcement event, and its AT-SPI bridge sends a name or description change with the object in
// place of the new text, which Orca 43 cannot speak (it only reads those of the focused object and
// then fails on the data). What Orca does speak for an object that has not the focus is a
// notification that shows: object:state-changed:showing (detail 1) on ROLE_NOTIFICATION (Orca's
// default script, onShowingChanged), and inside a status bar without the word "notification"
// (script_utilities.isStatusBarNotification). So SpokenLine is an empty widget of no size in the
// status bar whose accessible role is Notification and whose name is the words; say() posts
// QAccessible::ObjectShow, which Qt's bridge sends as that event. The same ObjectShow and NameChanged
// reach Windows' UI Automation through Qt's bridge as a structure change and a name change of the
// notification.

#include <QElapsedTimer>
#include <QString>
#include <QWidget>

class SpokenLine : public QWidget {
    Q_OBJECT
  public:
    explicit SpokenLine(QWidget *parent = nullptr);
    /// Registers the accessible interface (role Notification, name = the words) for SpokenLine;
    /// before the first SpokenLine is made (its constructor does it).
    static void install();

    /// Speaks `text` now (its name becomes `text`, then it "shows") and returns true; false, and
    /// nothing sent, for the same words again within kRepeatGapMs. A screen reader reads the
    /// notification's name when it handles the event, not the name the event was sent with: two
    /// events of one sentence close together were both read, so Orca said "Round 2 dealt…" twice.
    bool say(const QString &text);
    /// Same words again within this many milliseconds are not sent again.
    static constexpr int kRepeatGapMs = 1000;
    /// How many times words were sent (tests).
    int sent() const { return m_sent; }
    /// The words last said.
    QString text() const { return m_text; }

  private:
    QString m_text;
    QElapsedTimer m_since; ///< since the words were last sent
    int m_sent = 0;
};
