// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LessonPlay.h"

#include "CardItem.h"
#include "GameController.h"
#include "LessonScript.h"
#include "MainWindow.h"
#include "TableScene.h"
#include "TableView.h"
#include "Tutorial.h"
#include "TutorialBubble.h"

#include "engine/PlayerView.h"

#include <QPushButton>
#include <QtTest>

using keytest::Table;

namespace lessontest {

std::vector<remi::CardId> idsOf(const remi::Round &round, const std::string &faces)
{
    std::vector<remi::CardId> out;
    std::vector<remi::Card> hand = round.hand(0);
    const std::optional<std::vector<remi::Face>> wanted = lesson::faces(faces);
    if (!wanted) return {};
    for (const remi::Face &f : *wanted) {
        const auto it = std::find_if(hand.begin(), hand.end(), [&](const remi::Card &c) { return f.matches(c); });
        if (it == hand.end()) return {};
        out.push_back(it->id);
        hand.erase(it);
    }
    return out;
}

/// Where the step's target is in the bubble's coordinates, worked out from the scene's items.
QRect expectedTarget(Table &t, const lesson::Step &step, const QWidget *bubble)
{
    TableScene *scene = t.w.scene();
    TableView *view = t.w.view();
    const auto here = [&](const QRectF &sceneRect) {
        const QRect r = view->mapFromScene(sceneRect).boundingRect();
        return QRect(view->viewport()->mapTo(bubble->parentWidget(), r.topLeft()), r.size());
    };
    QRect r;
    switch (step.target) {
    case lesson::Target::Stock: r = here(scene->stockItem()->sceneBoundingRect()); break;
    case lesson::Target::Pile: r = here(scene->pileRect()); break;
    case lesson::Target::CutCard: r = here(scene->cutItem()->sceneBoundingRect()); break;
    case lesson::Target::HandCards: {
        const std::vector<remi::CardId> ids = idsOf(t.round(), step.cards);
        for (const CardItem *c : scene->handItems())
            if (std::count(ids.begin(), ids.end(), c->cardId())) r |= here(c->sceneBoundingRect());
        break;
    }
    case lesson::Target::TableMeld:
        for (const CardItem *c : scene->meldItems().value(step.meld)) r |= here(c->sceneBoundingRect());
        break;
    case lesson::Target::MeldButton:
    case lesson::Target::DraftButton: {
        const char *name = step.target == lesson::Target::MeldButton ? "meldButton" : "draftButton";
        const auto *b = t.w.findChild<QPushButton *>(QLatin1String(name));
        r = QRect(b->mapTo(bubble->parentWidget(), QPoint(0, 0)), b->size());
        break;
    }
    case lesson::Target::None: return {};
    }
    return r.adjusted(-4, -4, 4, 4);
}

/// Plays `tutorial`'s lesson in `t` with `input` from its current step to its end (or to `stopAt`).
/// For each step: `seen` gets the bubble's words, its target is checked, `atStep` runs. Empty on
/// success, else what went wrong.
QString playLesson(Table &t, Tutorial *tutorial, InputPlayer::Input input, QStringList *seen, int stopAt,
                   const std::function<void(int)> &atStep)
{
    InputPlayer player(t, input);
    auto *bubble = t.w.findChild<TutorialBubble *>();
    if (!bubble) return QStringLiteral("no bubble");
    const lesson::Lesson &lesson = *tutorial->lesson();
    for (int guard = 0; guard < 60; ++guard) {
        if (!QTest::qWaitFor([&] { return tutorial->waitingForPlayer(); }, 20000))
            return QStringLiteral("the player's turn did not come at step %1").arg(tutorial->step());
        if (!QTest::qWaitFor([&] { return !t.w.scene()->isAnimating(); }, 5000))
            return QStringLiteral("the table is still moving at step %1").arg(tutorial->step());
        QCoreApplication::processEvents();
        const int i = tutorial->step();
        if (i == stopAt) return {};
        const lesson::Step &step = lesson.steps[static_cast<std::size_t>(i)];
        if (seen) seen->append(bubble->text());
        if (bubble->text() != tutorial->text()) return QStringLiteral("step %1: the bubble shows other words").arg(i);
        const QRect want = expectedTarget(t, step, bubble);
        if (want.isNull() != bubble->targets().isEmpty() || (!want.isNull() && bubble->targets().value(0) != want))
            return QStringLiteral("step %1: the bubble points elsewhere").arg(i);
        if (!bubble->isVisible() || bubble->bubbleRect().isEmpty()) return QStringLiteral("step %1: no bubble").arg(i);
        if (atStep) atStep(i);
        const std::string verb = lesson::verb(step.expect);
        if (verb == "over") return tutorial->isDone() ? QString() : QStringLiteral("the lesson is not done");
        const bool keys = input == InputPlayer::Input::Keys;
        if (verb == "select") {
            const std::vector<remi::CardId> ids = idsOf(t.round(), step.expect.substr(6));
            if (!(keys ? t.select(ids) : player.selectByMouse(ids)))
                return QStringLiteral("step %1: cannot select").arg(i);
        } else if (verb == "draft") {
            if (keys) t.key(Qt::Key_N);
            else if (!player.clickButton("draftButton")) return QStringLiteral("no Add to draft button");
        } else if (verb == "meld") {
            // The cards were selected (and kept in the draft) by the steps before.
            if (keys) t.key(Qt::Key_M);
            else if (!player.clickButton("meldButton")) return QStringLiteral("no Meld button");
        } else {
            const auto action = lesson::resolve(step.expect, remi::makePlayerView(t.round(), 0));
            if (!action) return QStringLiteral("step %1: the action cannot be found").arg(i);
            if (const QString failed = player.perform(*action); !failed.isEmpty())
                return QStringLiteral("step %1: %2").arg(i).arg(failed);
        }
        QCoreApplication::processEvents();
        if (tutorial->step() == i) return QStringLiteral("step %1 did not move on (status: %2)").arg(i).arg(t.status());
    }
    return QStringLiteral("the lesson did not end");
}

} // namespace lessontest
