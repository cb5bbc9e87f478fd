// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TableChat.h"

#include "GameController.h"
#include "OnlineClient.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
/// docs/PROTOCOL.md `say`: at most 200 characters.
constexpr int kMaxLine = 200;
} // namespace

TableChat::TableChat(OnlineClient *online, GameController *controller, QWidget *parent)
    : QDockWidget(parent), m_online(online), m_controller(controller), m_lines(new QListWidget), m_edit(new QLineEdit),
      m_send(new QPushButton), m_phraseButton(new QToolButton)
{
    setObjectName(QStringLiteral("tableChatDock"));
    auto *holder = new QWidget(this);
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(4, 4, 4, 4);
    m_lines->setObjectName(QStringLiteral("chatLines"));
    m_lines->setWordWrap(true);
    m_lines->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(m_lines, 1);
    auto *row = new QHBoxLayout;
    m_edit->setObjectName(QStringLiteral("chatEdit"));
    m_edit->setMaxLength(kMaxLine);
    row->addWidget(m_edit, 1);
    m_send->setObjectName(QStringLiteral("chatSendButton"));
    row->addWidget(m_send);
    m_phraseButton->setObjectName(QStringLiteral("chatPhraseButton"));
    m_phraseButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_phraseButton);
    for (const QString &phrase : phrases()) {
        QAction *a = menu->addAction(QString());
        a->setObjectName(QStringLiteral("phrase_") + phrase);
        a->setData(phrase);
        connect(a, &QAction::triggered, this, [this, phrase] { m_online->sayPhrase(phrase); });
    }
    m_phraseButton->setMenu(menu);
    row->addWidget(m_phraseButton);
    layout->addLayout(row);
    setWidget(holder);
    connect(m_edit, &QLineEdit::returnPressed, this, &TableChat::sendTyped);
    m_edit->installEventFilter(this);
    connect(m_send, &QPushButton::clicked, this, &TableChat::sendTyped);
    connect(online, &OnlineClient::said, this, &TableChat::onSaid);
    // Each (re)join: the table sends what was said before again (docs/PROTOCOL.md "Table chat").
    connect(online, &OnlineClient::joined, this, [this] {
        m_said.clear();
        m_lines->clear();
    });
    retranslateUi();
}

QStringList TableChat::phrases()
{
    return {QStringLiteral("hello"),       QStringLiteral("your_turn"), QStringLiteral("one_moment"),
            QStringLiteral("well_played"), QStringLiteral("good_game"), QStringLiteral("thanks")};
}

QString TableChat::phraseText(const QString &phrase)
{
    if (phrase == QLatin1String("hello")) return tr("Hello!");
    if (phrase == QLatin1String("your_turn")) return tr("Your turn.");
    if (phrase == QLatin1String("one_moment")) return tr("One moment, please.");
    if (phrase == QLatin1String("well_played")) return tr("Well played!");
    if (phrase == QLatin1String("good_game")) return tr("Good game!");
    if (phrase == QLatin1String("thanks")) return tr("Thanks!");
    return {};
}

QString TableChat::lineText(const QString &name, const QString &text, const QString &phrase)
{
    //: A line of the table chat: %1 the player's name, %2 what they said.
    return tr("%1: %2").arg(name, phrase.isEmpty() ? text : phraseText(phrase));
}

void TableChat::sendTyped()
{
    const QString text = m_edit->text().simplified();
    if (text.isEmpty()) return;
    m_online->say(text);
    m_edit->clear();
}

void TableChat::onSaid(int seat, const QString &text, const QString &phrase, bool earlier)
{
    if (!phrase.isEmpty() && phraseText(phrase).isEmpty()) return; // a phrase of a newer version
    QString name;
    if (seat >= 0 && seat < m_controller->seats().size()) name = m_controller->seats()[seat].name;
    if (name.isEmpty()) name = tr("Seat %1").arg(seat + 1);
    m_said.append({name, text, phrase});
    const QString line = lineText(name, text, phrase);
    m_lines->addItem(line);
    m_lines->scrollToBottom();
    if (!earlier) emit lineSaid(line);
}

bool TableChat::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        emit backToTable();
        return true;
    }
    return QDockWidget::eventFilter(watched, event);
}

void TableChat::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

void TableChat::retranslateUi()
{
    setWindowTitle(tr("Table chat"));
    m_lines->setAccessibleName(tr("Table chat"));
    m_edit->setPlaceholderText(tr("Say something to the table"));
    m_edit->setToolTip(m_edit->placeholderText()); // the whole of it where the field is narrow (1366×768)
    m_edit->setAccessibleName(tr("Message"));
    m_send->setText(tr("Send"));
    m_phraseButton->setText(tr("Quick phrases"));
    for (QAction *a : m_phraseButton->menu()->actions()) a->setText(phraseText(a->data().toString()));
    for (int i = 0; i < m_said.size() && i < m_lines->count(); ++i)
        m_lines->item(i)->setText(lineText(m_said[i].name, m_said[i].text, m_said[i].phrase));
}
