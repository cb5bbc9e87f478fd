// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The table chat of a network table (issue 39, docs/PROTOCOL.md `say`, `said`): a dock with what was
// said ("Bo: Good game"), a line to type in, Send, and the six quick phrases (a menu button). A
// phrase travels as its name ("good_game") and each window shows it in its own language.
// Every line said is also given to the window (lineSaid: the game log and the screen reader).

#include <QDockWidget>

class GameController;
class OnlineClient;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;

class TableChat : public QDockWidget {
    Q_OBJECT
  public:
    TableChat(OnlineClient *online, GameController *controller, QWidget *parent = nullptr);

    /// The quick phrases' names in the protocol, in menu order.
    static QStringList phrases();
    /// A phrase's words in the current language ("good_game" → "Good game"); "" for an unknown name.
    static QString phraseText(const QString &phrase);
    /// One line of the chat: "Bo: Good game" (`phrase` non-empty) or "Bo: see you" (`text`).
    static QString lineText(const QString &name, const QString &text, const QString &phrase);

    QListWidget *lines() const { return m_lines; }
    QLineEdit *edit() const { return m_edit; }
    QPushButton *sendButton() const { return m_send; }
    QToolButton *phraseButton() const { return m_phraseButton; }
    /// Sends the typed line (nothing when it is blank) and empties the line edit.
    void sendTyped();

  signals:
    /// `line` was said at the table (lineText, in the current language).
    void lineSaid(const QString &line);
    /// Escape in the chat's field: the keys go back to the table (issue 39: after a line was sent,
    /// D typed "d" into the chat and Escape did not leave it).
    void backToTable();

  protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void retranslateUi();
    /// A line said (`earlier`: before this window joined, sent again by the table: shown, not
    /// announced nor added to the game log again).
    void onSaid(int seat, const QString &text, const QString &phrase, bool earlier);
    OnlineClient *m_online;
    GameController *m_controller;
    QListWidget *m_lines;
    QLineEdit *m_edit;
    QPushButton *m_send;
    QToolButton *m_phraseButton;
    /// What was said, kept untranslated (a phrase's name) so that the lines follow a language change.
    struct Said {
        QString name, text, phrase;
    };
    QList<Said> m_said;
};
