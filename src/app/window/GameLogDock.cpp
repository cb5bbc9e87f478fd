// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameLogDock.h"

#include "GameLogModel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

GameLogDock::GameLogDock(GameLogModel *model, QWidget *parent)
    : QDockWidget(parent), m_model(model), m_list(new QListWidget), m_copy(new QPushButton)
{
    setObjectName(QStringLiteral("gameLogDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    auto *holder = new QWidget(this);
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list->setObjectName(QStringLiteral("gameLogList"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setUniformItemSizes(false);
    layout->addWidget(m_list, 1);
    m_copy->setObjectName(QStringLiteral("copyLogButton"));
    layout->addWidget(m_copy, 0, Qt::AlignRight);
    setWidget(holder);
    connect(m_copy, &QPushButton::clicked, this, &GameLogDock::copy);
    connect(model, &GameLogModel::reset, this, &GameLogDock::rebuild);
    connect(model, &GameLogModel::linesAdded, this, &GameLogDock::append);
    retranslateUi();
    rebuild();
}

void GameLogDock::rebuild()
{
    m_list->clear();
    append(-1);
}

void GameLogDock::addNote(const QString &text)
{
    m_notes.append({m_model->lines().size(), text});
    new QListWidgetItem(text, m_list);
    m_list->scrollToBottom();
}

void GameLogDock::clearNotes()
{
    if (m_notes.isEmpty()) return;
    m_notes.clear();
    rebuild();
}

void GameLogDock::append(int first)
{
    // first -1: everything anew, the notes in their places.
    const bool all = first < 0;
    const std::vector<GameLogLine> &lines = m_model->lines();
    auto notesAt = [&](std::size_t at) {
        if (!all) return;
        for (const auto &[after, text] : std::as_const(m_notes))
            if (after == at || (at == lines.size() && after > at)) new QListWidgetItem(text, m_list);
    };
    for (std::size_t i = static_cast<std::size_t>(std::max(0, first)); i < lines.size(); ++i) {
        notesAt(i);
        auto *item = new QListWidgetItem(lines[i].text, m_list);
        // Read with the cards in words ("ten of spades", "joker"): screen readers read the printed
        // "10♠ ★" as symbol names (issue 34).
        item->setData(Qt::AccessibleTextRole, lines[i].spoken);
        if (lines[i].kind != GameLogLine::Kind::Action) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
    notesAt(lines.size());
    m_list->scrollToBottom(); // newest at the bottom, in view
}

QStringList GameLogDock::shownLines() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i) out << m_list->item(i)->text();
    return out;
}

void GameLogDock::copy()
{
    QApplication::clipboard()->setText(m_model->text());
}

void GameLogDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The lines in the new language, once the seats' default names have followed it too.
        QMetaObject::invokeMethod(m_model, &GameLogModel::update, Qt::QueuedConnection);
    }
    QDockWidget::changeEvent(event);
}

void GameLogDock::retranslateUi()
{
    setWindowTitle(tr("Game log"));
    m_list->setAccessibleName(tr("Game log"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the whole game log to the clipboard"));
}
