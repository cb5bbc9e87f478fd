// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Drop-down lists a screen reader can hear. Qt 6.4's combo box tells AT-SPI neither its
// value as text nor a selected child, so Orca 43 says only "Speed: combo box", and nothing when the
// arrows change it. Orca names a control by the label that labels it (its buddy), and reads that
// label by its accessible name: so the label's accessible name becomes "Speed: Normal" (what it
// shows stays "Speed:"), and a change while the list has the focus is spoken through a SpokenLine
// in a status bar of no height at the dialog's foot. Checked with Orca's own speech log (see
// docs/DESIGN.md, "Screen readers").

#include <QList>
#include <QObject>
#include <QPointer>

class QComboBox;
class QLabel;
class QWidget;
class SpokenLine;

class ComboSpeech : public QObject {
    Q_OBJECT
  public:
    /// Follows every combo box of `dialog` now (a change while focused is said; one with a buddy
    /// label gets its value in the label's accessible name) (call after the dialog's
    /// controls are made; again after new ones were added: each is followed once). `dialog` must
    /// have a layout: the status bar goes at its end.
    static ComboSpeech *attach(QWidget *dialog);
    /// The label's accessible name for `label` showing `combo`: "Speed: Normal".
    static QString spokenName(const QLabel *label, const QComboBox *combo);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    explicit ComboSpeech(QWidget *dialog);
    void follow();
    void update(QLabel *label, QComboBox *combo, bool speak);

    QWidget *m_dialog;
    SpokenLine *m_line;
    QList<QPointer<QLabel>> m_labels; ///< the labels followed (their buddies are the combo boxes)
};
