// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A persistent notice across the top of the main window: a sentence the player must
// not miss (the game is not being saved, settings that could not be used) with buttons, shown
// until its cause is gone. Unlike the status line, the next message does not replace it. Its text
// and button labels are functions, asked again on every language change.

#include <QFrame>
#include <QList>

#include <functional>

class QLabel;
class QPushButton;

class NoticeBar : public QFrame {
    Q_OBJECT
  public:
    explicit NoticeBar(QWidget *parent = nullptr);

    /// Shows the bar with the sentence `text` returns (translated; asked again on a language change).
    void showNotice(std::function<QString()> text);
    /// Hides the bar (its cause is gone).
    void clearNotice();
    /// Whether the notice is up (also while the window is hidden).
    bool isShown() const { return m_shown; }
    /// The sentence shown ("" when cleared).
    QString text() const;
    /// Adds a button whose label `label` returns and which runs `onClick`.
    QPushButton *addButton(const QString &objectName, std::function<QString()> label, std::function<void()> onClick);

  signals:
    /// The bar came up, or its sentence changed: `text` (screen readers are told: issue 34).
    void shown(const QString &text);

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void retranslate();

    QLabel *m_label;
    std::function<QString()> m_text;
    QList<QPair<QPushButton *, std::function<QString()>>> m_buttons;
    bool m_shown = false;
};
