// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayMenu.h"

#include "GameController.h"
#include "HandModel.h"
#include "KeyboardController.h"
#include "MoveOffers.h"
#include "PlayerCommands.h"
#include "ScoreSheet.h"
#include "TurnUndo.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QUndoStack>
#include <algorithm>

PlayMenu::PlayMenu(QMainWindow *window, GameController *controller, KeyboardController *keys, QMenu *play, QMenu *view)
    : m_window(window), m_controller(controller), m_keys(keys), m_play(play)
{
    play->setToolTipsVisible(true);
    QObject::connect(play, &QMenu::aboutToShow, play, [this] { showOffers(); });
    QObject::connect(play, &QMenu::aboutToHide, play, [this] { restore(); });
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
    add(play, "drawCutAction", QT_TR_NOOP("Draw the cut c&ard (for a hand)"), {K(Qt::SHIFT | Qt::Key_D)}, &KC::drawCut);
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
    // W ("where am I"): a key of ours beside RULES.md 7's R and I.
    add(play, "readTableAction", QT_TR_NOOP("Read the &whole table"), {K(Qt::Key_W)}, &KC::readTable);
    add(play, "hintAction", QT_TR_NOOP("&Hint"), {K(Qt::Key_H)}, &KC::hint);
    play->addSeparator();
    add(play, "tableAction", QT_TR_NOOP("Table melds l&ist"), {K(Qt::Key_C)}, &KC::focusTable);
    add(play, "pileAction", QT_TR_NOOP("Discard &pile"), {K(Qt::Key_V)}, &KC::focusPile);
    add(play, "statusAction", QT_TR_NOOP("&Status"), {K(Qt::Key_I)}, &KC::showStatus);
    add(play, "scoreAction", QT_TR_NOOP("Sc&ore sheet"), {K(Qt::Key_P)}, [this] { showScoreSheet(); });

    QAction *full = add(view, "fullScreenAction", QT_TR_NOOP("F&ull screen"), {K(Qt::Key_F11)},
                        [window] { window->setWindowState(window->windowState() ^ Qt::WindowFullScreen); });
    full->setCheckable(true);
    QObject::connect(full, &QAction::triggered, full,
                     [window, full] { full->setChecked(window->windowState() & Qt::WindowFullScreen); });
}

void PlayMenu::retranslate()
{
    for (const auto &[action, text] : std::as_const(m_actionTexts))
        if (action) action->setText(tr(text));
}

void PlayMenu::showOffers()
{
    using remi::Move;
    PlayerCommands *commands = m_keys->commands();
    const MoveOffers offers(commands);
    const bool game = m_controller->hasGame();
    const bool pickup = game && remi::moveExists(Move::PickupMeld, m_controller->round().rules());
    const QList<std::pair<const char *, Move>> moves = {{"drawAction", Move::DrawStock},
                                                        {"drawCutAction", Move::DrawCut},
                                                        {"takeAction", pickup ? Move::PickupMeld : Move::DrawPile},
                                                        {"takeDepthAction", Move::DrawPileDeep},
                                                        {"draftAction", Move::Meld},
                                                        {"meldAction", Move::Meld},
                                                        {"layOffAction", Move::LayOff},
                                                        {"swapAction", Move::SwapJoker},
                                                        {"discardAction", Move::Discard},
                                                        {"buryAction", Move::Bury},
                                                        {"endTurnAction", Move::EndTurn}};
    for (const auto &[action, text] : std::as_const(m_actionTexts)) {
        if (!action || !m_play->actions().contains(action)) continue;
        const QString name = action->objectName();
        auto found =
            std::find_if(moves.begin(), moves.end(), [&](const auto &m) { return name == QLatin1String(m.first); });
        Offer offer;
        if (found != moves.end()) {
            offer = offers.move(found->second);
            if (name == QLatin1String("draftAction") && offer.offered) {
                const bool turnOk =
                    offer.reason != remi::Reason::NotYourTurn && offer.reason != remi::Reason::MustDrawFirst;
                offer.enabled = turnOk && commands->hand()->selection().size() >= 3;
            }
        } else if (name == QLatin1String("undoAction") || name == QLatin1String("redoAction")) {
            QUndoStack *stack = commands->turnUndo()->stack();
            offer.offered = true;
            offer.enabled = game && m_controller->isHumanTurn() &&
                            (name == QLatin1String("undoAction") ? stack->canUndo() : stack->canRedo());
        } else if (name == QLatin1String("hintAction")) {
            // The host of a network table may turn hints off (issue 39): H then says so.
            offer.offered = true;
            offer.enabled = game && m_controller->hintsAllowed();
            if (game && !m_controller->hintsAllowed()) offer.why = PlayerCommands::hintsOffWords();
        } else {
            offer.offered = true;
            offer.enabled = game;
        }
        action->setVisible(offer.offered);
        action->setEnabled(offer.enabled);
        action->setToolTip(offer.enabled ? QString() : offer.why);
    }
}

void PlayMenu::restore()
{
    for (const auto &[action, text] : std::as_const(m_actionTexts))
        if (action && m_play->actions().contains(action)) {
            action->setVisible(true);
            action->setEnabled(true);
            action->setToolTip(QString());
        }
}

void PlayMenu::showScoreSheet()
{
    if (!m_controller->hasGame()) return;
    m_keys->announce(ScoreSheet::summary(m_controller));
    ScoreSheet::show(m_controller, m_window);
}
