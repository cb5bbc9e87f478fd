// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayMenu.h"

#include "GameController.h"
#include "KeyboardController.h"
#include "ScoreSheet.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

PlayMenu::PlayMenu(QMainWindow *window, GameController *controller, KeyboardController *keys,
                   QMenu *play, QMenu *view)
    : m_window(window), m_controller(controller), m_keys(keys)
{
    auto add = [&](QMenu *menu, const char *name, const char *text, const QList<QKeySequence> &keySequences,
                   auto slot) {
        QAction *a = menu->addAction(tr(text));
        QObject::connect(a, &QAction::triggered, keys, slot);
        m_actionTexts.append({a, text});
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keySequences);
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    using K = QKeySequence;
    using KC = KeyboardController;
    add(play, "drawAction", QT_TR_NOOP("&Draw from the stock"), {K(Qt::Key_D)}, &KC::drawStock);
    add(play, "drawCutAction", QT_TR_NOOP("Draw the cut c&ard (for a hand)"), {K(Qt::SHIFT | Qt::Key_D)},
        &KC::drawCut);
    add(play, "takeAction", QT_TR_NOOP("&Take the top discard"), {K(Qt::Key_T)}, &KC::takeDiscard);
    add(play, "takeDepthAction", QT_TR_NOOP("Take from deeper in the discard pile…"), {K(Qt::SHIFT | Qt::Key_T)},
        &KC::chooseDiscardDepth);
    play->addSeparator();
    add(play, "draftAction", QT_TR_NOOP("Add to dra&ft"), {K(Qt::Key_N)}, &KC::addToDraft);
    add(play, "meldAction", QT_TR_NOOP("&Meld"), {K(Qt::Key_M)}, &KC::meld);
    add(play, "layOffAction", QT_TR_NOOP("&Lay off…"), {K(Qt::Key_L)}, &KC::layOff);
    add(play, "swapAction", QT_TR_NOOP("Swap a &joker…"), {K(Qt::Key_J)}, &KC::swapJoker);
    add(play, "discardAction", QT_TR_NOOP("Dis&card"), {K(Qt::Key_Delete)}, &KC::discard);
    add(play, "buryAction", QT_TR_NOOP("Discard, &burying a joker"), {K(Qt::SHIFT | Qt::Key_Delete)}, &KC::bury);
    add(play, "endTurnAction", QT_TR_NOOP("&End the turn without a discard"), {K(Qt::Key_E)}, &KC::endTurn);
    add(play, "undoAction", QT_TR_NOOP("&Undo"), {K(QKeySequence::Undo)}, &KC::undo);
    add(play, "redoAction", QT_TR_NOOP("&Redo"), {K(Qt::CTRL | Qt::Key_Y), K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)},
        &KC::redo);
    play->addSeparator();
    add(play, "sortSuitAction", QT_TR_NOOP("Sort b&y suit"), {K(Qt::Key_S)}, &KC::sortBySuit);
    add(play, "sortRankAction", QT_TR_NOOP("Sort by ran&k"), {K(Qt::SHIFT | Qt::Key_S)}, &KC::sortByRank);
    add(play, "readHandAction", QT_TR_NOOP("Read the ha&nd"), {K(Qt::Key_R)}, &KC::readHand);
    add(play, "hintAction", QT_TR_NOOP("&Hint"), {K(Qt::Key_H)}, &KC::hint);
    play->addSeparator();
    add(play, "tableAction", QT_TR_NOOP("Table melds l&ist"), {K(Qt::Key_C)}, &KC::focusTable);
    add(play, "pileAction", QT_TR_NOOP("Discard &pile"), {K(Qt::Key_V)}, &KC::focusPile);
    add(play, "statusAction", QT_TR_NOOP("&Status"), {K(Qt::Key_I)}, &KC::showStatus);
    add(play, "scoreAction", QT_TR_NOOP("Sc&ore sheet"), {K(Qt::Key_P)}, [this] { showScoreSheet(); });

    QAction *full = add(view, "fullScreenAction", QT_TR_NOOP("F&ull screen"), {K(Qt::Key_F11)}, [window] {
        window->setWindowState(window->windowState() ^ Qt::WindowFullScreen);
    });
    full->setCheckable(true);
    QObject::connect(full, &QAction::triggered, full,
                     [window, full] { full->setChecked(window->windowState() & Qt::WindowFullScreen); });
}

void PlayMenu::retranslate()
{
    for (const auto &[action, text] : std::as_const(m_actionTexts))
        if (action) action->setText(tr(text));
}

void PlayMenu::showScoreSheet()
{
    if (!m_controller->hasGame()) return;
    m_keys->announce(ScoreSheet::summary(m_controller));
    ScoreSheet::show(m_controller, m_window);
}
