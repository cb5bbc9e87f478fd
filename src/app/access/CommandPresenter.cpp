// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandPresenter.h"

#include "Announcer.h"
#include "GameController.h"
#include "MenuHeading.h"
#include "ReasonText.h"
#include "ScoreWords.h"
#include "TableScene.h"
#include "TableWords.h"

#include "engine/Match.h"

#include <QCursor>
#include <QGraphicsView>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QTimer>

CommandPresenter::CommandPresenter(QMainWindow *window, GameController *controller, TableScene *scene,
                                   Announcer *announcer)
    : QObject(window), m_window(window), m_controller(controller), m_scene(scene), m_announcer(announcer)
{
}

QString CommandPresenter::roundOverWords() const
{
    if (!m_controller->hasGame() || !m_controller->round().isOver()) return QString();
    return ReasonText::text(remi::Reason::RoundOver) + QLatin1Char(' ') +
           ScoreWords::howToContinue(m_controller->match().isOver());
}

CommandResult CommandPresenter::run(Input input, const Command &command, int key)
{
    CommandResult result = command(false);
    // After the round's end nothing is played (RULES.md 1.5): whatever a command would have asked
    // first (a meld's cards, a joker's card, a confirmation), it says the round is over and how to
    // go on. Asked here of the engine's round, once for every command and input path.
    if (!result.done) {
        if (const QString over = roundOverWords(); !over.isEmpty()) {
            result = CommandResult();
            result.reason = remi::Reason::RoundOver;
            result.words = over;
        }
    }
    if (result.needsChoice()) {
        askChoice(result, input);
        return result;
    }
    if (!result.needsConfirmation) {
        show(result);
        // A refused drop: its words also stand by the drop point, where the eye is.
        if (input == Input::Pointer && result.refused() && !result.words.isEmpty()) m_scene->showNote(result.words);
        return result;
    }
    if (input == Input::Key) askByKey(result, command, key);
    else askInBox(result, command);
    return result;
}

void CommandPresenter::show(const CommandResult &result)
{
    if (result.refused()) m_scene->scheduleRefresh(); // a dragged card goes home
    if (!result.words.isEmpty()) m_announcer->announce(result.words);
}

void CommandPresenter::askByKey(const CommandResult &result, const Command &command, int key)
{
    const QString state = result.words + QString::number(m_controller->round().state().turnIndex);
    if (key != 0 && m_confirmKey == key && m_confirmState == state) {
        m_confirmKey = 0;
        show(command(true));
        return;
    }
    m_confirmKey = key;
    m_confirmState = state;
    m_announcer->announce(TableWords::pressAgain(result.words));
}

void CommandPresenter::askInBox(const CommandResult &result, const Command &command)
{
    auto *box = new QMessageBox(QMessageBox::Question, TableWords::endTheTurn(), result.words + QLatin1Char('.'),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->setObjectName(QStringLiteral("borrowedQuestion"));
    box->setInformativeText(result.question);
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, command](int answer) {
        if (answer == QMessageBox::Yes) show(command(true));
    });
    m_scene->scheduleRefresh(); // a dragged card goes home meanwhile
    m_announcer->announce(result.words + QLatin1Char('.'));
    box->open();
}

void CommandPresenter::askChoice(const CommandResult &result, Input input)
{
    if (m_choice) m_choice->close();
    auto *menu = new QMenu(m_window);
    m_choice = menu;
    menu->setObjectName(QStringLiteral("jokerChoice"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setTitle(result.question);
    menu->setAccessibleName(result.question);
    // The heading whole (a section's width is not counted by every style: "Which card does tl").
    MenuHeading::add(menu, result.question);
    QAction *first = nullptr;
    for (const CommandChoice &choice : result.choices) {
        QAction *a = menu->addAction(choice.text);
        if (!first) first = a;
        connect(a, &QAction::triggered, this, [this, input, command = choice.command] { run(input, command); });
    }
    m_scene->scheduleRefresh(); // a dragged card goes home meanwhile
    m_announcer->announce(result.question);
    QPoint at = QCursor::pos();
    if (input != Input::Pointer) {
        if (const QGraphicsView *view = m_scene->views().value(0))
            at = view->viewport()->mapToGlobal(view->viewport()->rect().center());
    }
    // Opened from the event loop: a menu entry that asked is closing its own menu meanwhile.
    QTimer::singleShot(0, menu, [menu, at, first] {
        menu->popup(at);
        menu->setActiveAction(first); // arrows and Enter choose at once
    });
}
