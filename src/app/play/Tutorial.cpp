// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Tutorial.h"

#include "CardNames.h"
#include "GameController.h"
#include "HandModel.h"
#include "KeyText.h"
#include "LessonScript.h"
#include "PlayerCommands.h"
#include "ScriptedPlayer.h"

#include "engine/PlayerView.h"

#include <QCoreApplication>

#include <algorithm>

Tutorial::Tutorial(PlayerCommands *commands, QObject *parent) : QObject(parent), m_commands(commands)
{
    m_commands->setGate([this](const remi::Action &action) { return gate(action); });
    GameController *controller = m_commands->controller();
    connect(controller, &GameController::actionApplied, this, &Tutorial::onApplied);
    connect(controller, &GameController::stateChanged, this, [this] {
        advance();
        emit waitingChanged();
    });
    connect(m_commands->hand(), &HandModel::selectionChanged, this, &Tutorial::advance);
    // Another game begun in the lesson's window (Game → New Game…): the lesson ends there.
    connect(controller, &GameController::gameStarted, this, [this] {
        if (m_starting || !m_lesson) return;
        m_lesson = nullptr;
        emit stepChanged(m_step);
    });
}

Tutorial::~Tutorial()
{
    m_commands->setGate({});
}

bool Tutorial::start(const lesson::Lesson &lesson, int step)
{
    const std::optional<remi::RuleSet> rules = lesson::lessonRules(lesson);
    if (!rules) return false;
    std::string error;
    std::optional<remi::Round> round = startRound(lesson, *rules, &error);
    if (!round) {
        qWarning("Lesson %s: %s", lesson.variant.c_str(), error.c_str());
        return false;
    }
    std::vector<std::shared_ptr<ScriptedPlayer>> players;
    for (const std::vector<std::string> &script : lesson.scripts)
        players.push_back(std::make_shared<ScriptedPlayer>(script));
    const int first = resumeStep(lesson, step);
    // Resuming: the steps before `first` and the computer turns between them are played on the
    // engine, as the lesson plays them (each action checked by the engine).
    const auto computersPlay = [&] {
        while (!round->isOver() && round->currentSeat() != 0) {
            const int seat = round->currentSeat();
            const remi::Action a =
                players[static_cast<std::size_t>(seat - 1)]->nextAction(remi::makePlayerView(*round, seat), *rules, 0);
            if (round->apply(a) != remi::Reason::Ok) return false;
        }
        return true;
    };
    for (int i = 0; i < first; ++i) {
        if (!computersPlay()) return false;
        const std::string &expect = lesson.steps[static_cast<std::size_t>(i)].expect;
        if (!lesson::isAction(expect)) continue;
        const std::optional<remi::Action> a = lesson::resolve(expect, remi::makePlayerView(*round, 0));
        if (!a || round->apply(*a) != remi::Reason::Ok) return false;
    }
    if (first > 0 && !computersPlay()) return false;
    QList<SeatConfig> seats{SeatConfig{QString(), true, remi::ai::BotLevel::Normal}};
    // The computer seats have the names of a four-player table ("West", …), as the lessons call them.
    const QList<SeatConfig> named = GameController::defaultSeats(4);
    for (std::size_t s = 0; s < players.size(); ++s)
        seats << SeatConfig{named.value(static_cast<int>(s) + 1).name, false, remi::ai::BotLevel::Normal};
    GameController *controller = m_commands->controller();
    m_lesson = nullptr; // no step while the game is dealt
    m_starting = true;
    const bool dealt = controller->newGame(*rules, seats, 1);
    m_starting = false;
    if (!dealt) return false;
    for (std::size_t s = 0; s < players.size(); ++s) controller->setComputerPlayer(static_cast<int>(s) + 1, players[s]);
    m_lesson = &lesson;
    m_step = first;
    m_overSeen = false;
    if (!controller->setRound(*round)) return false;
    m_commands->hand()->clearSelection();
    advance();
    emit stepChanged(m_step);
    return true;
}

int Tutorial::resumeStep(const lesson::Lesson &lesson, int step)
{
    int s = std::clamp(step, 0, static_cast<int>(lesson.steps.size()) - 1);
    // Inside a selection (select, draft): back to where it began.
    while (s > 0 && !lesson::isAction(lesson.steps[static_cast<std::size_t>(s - 1)].expect)) --s;
    return s;
}

const lesson::Step *Tutorial::current() const
{
    if (!m_lesson || m_step < 0 || m_step >= stepCount()) return nullptr;
    return &m_lesson->steps[static_cast<std::size_t>(m_step)];
}

QString Tutorial::text() const
{
    const lesson::Step *s = current();
    if (!s) return {};
    QString text = QCoreApplication::translate("Lesson", s->text);
    if (const auto faces = lesson::faces(s->args))
        for (const remi::Face &f : *faces) text = text.arg(CardNames::shortFace(f));
    return KeyText::native(text); // Shift+T is ⇧T on macOS
}

QString Tutorial::notYet() const
{
    //: A guided round: the player did something the lesson does not ask for yet; %1 is the step again.
    return tr("Not yet. %1").arg(text());
}

std::vector<remi::CardId> Tutorial::targetCards() const
{
    const lesson::Step *s = current();
    GameController *controller = m_commands->controller();
    if (!s || s->target != lesson::Target::HandCards || !controller->hasGame()) return {};
    std::vector<remi::CardId> out;
    std::vector<remi::Card> hand = controller->round().hand(0);
    if (const auto faces = lesson::faces(s->cards))
        for (const remi::Face &f : *faces) {
            const auto it = std::find_if(hand.begin(), hand.end(), [&](const remi::Card &c) { return f.matches(c); });
            if (it == hand.end()) continue;
            out.push_back(it->id);
            hand.erase(it);
        }
    return out;
}

bool Tutorial::waitingForPlayer() const
{
    GameController *controller = m_commands->controller();
    return m_lesson && controller->hasGame() && (controller->isHumanTurn() || controller->round().isOver());
}

std::optional<QString> Tutorial::gate(const remi::Action &action)
{
    const lesson::Step *s = current();
    if (!s || isDone()) return std::nullopt;
    if (lesson::isAction(s->expect) &&
        lesson::matches(s->expect, action, m_commands->controller()->round().rules().decks))
        return std::nullopt;
    emit notYetSaid();
    return notYet();
}

void Tutorial::onApplied(const remi::Action &action)
{
    const lesson::Step *s = current();
    if (!s || !lesson::isAction(s->expect)) return;
    if (!lesson::matches(s->expect, action, m_commands->controller()->round().rules().decks)) return;
    const int at = ++m_step;
    advance(); // says so itself when it moves on
    if (m_step == at) emit stepChanged(m_step);
}

bool Tutorial::satisfied(const lesson::Step &step) const
{
    GameController *controller = m_commands->controller();
    if (!controller->hasGame()) return false;
    const std::string verb = lesson::verb(step.expect);
    const int decks = controller->round().rules().decks;
    const std::string cards = step.expect.size() > verb.size() ? step.expect.substr(verb.size()) : std::string();
    if (verb == "select") return lesson::sameFaces(m_commands->hand()->selectedIds(), cards, decks);
    if (verb == "draft") {
        std::vector<remi::CardId> drafted;
        for (const auto &combination : m_commands->hand()->draft())
            drafted.insert(drafted.end(), combination.begin(), combination.end());
        return lesson::sameFaces(drafted, cards, decks);
    }
    if (verb == "over") return controller->round().isOver();
    return false;
}

void Tutorial::advance()
{
    const int before = m_step;
    while (const lesson::Step *s = current()) {
        if (lesson::isAction(s->expect) || !satisfied(*s)) break;
        if (m_step == stepCount() - 1) {
            // The round's end: the last step stays shown.
            if (!m_overSeen) {
                m_overSeen = true;
                emit done();
            }
            break;
        }
        ++m_step;
    }
    if (m_step != before) emit stepChanged(m_step);
}
