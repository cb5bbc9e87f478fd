// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-table-bench (issue 17 "Speed"): the window's frame time while a hand card is dragged across
// a late Rami table (8 players, 4 decks, about 120 table cards, animations on), and the time to
// rebuild the scene after an action. A benchmark, not a test: it prints figures
// (benchmarks/README.md). Run it offscreen or under xvfb-run:
//
//   QT_QPA_PLATFORM=offscreen remi-table-bench [--frames 600] [--size 1280x720] [--seed 7]
//                                              [--shadow pixmap|effect|none] [--grab FILE] [--json]
//   QT_QPA_PLATFORM=offscreen remi-table-bench --steadiness [--size 800x600] [--seed 7] [--players 4] [--json]
//
// --grab saves a picture of the table halfway through the drag (the dragged card and its shadow).
// --steadiness measures how far unmoved items move during a scripted Rami round (issue 35;
// TableSteadiness.cpp).

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "MainWindow.h"
#include "TableScene.h"
#include "TableSteadiness.h"
#include "TableView.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "engine/Random.h"
#include "engine/Variants.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QSettings>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#if __has_include("CardShadow.h")
#define REMI_BENCH_SHADOWS 1
#endif

namespace {
int tableCards(const remi::Round &round)
{
    int n = 0;
    for (const remi::Meld &meld : round.table()) n += meld.size();
    return n;
}

/// Computer players play 8-seat Rami rounds; the position kept is the fullest table seen at the
/// start of seat 0's turn (at least `cards` table cards ends the search), after seat 0 drew: the
/// position the human drags in.
std::optional<remi::Round> lateTable(std::uint64_t seed, int cards)
{
    const remi::RuleSet rules = remi::presetRules("rami")->forPlayers(8);
    std::optional<remi::Round> best;
    for (std::uint64_t s = seed; s < seed + 60 && !(best && tableCards(*best) >= cards); ++s) {
        remi::Random rng(s);
        remi::Round round = remi::Round::deal(rules, 8, 7, rng);
        std::vector<std::unique_ptr<remi::ai::ComputerPlayer>> bots;
        for (int i = 0; i < 8; ++i) bots.push_back(remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal, {}));
        for (int turn = 0; turn < 3000 && !round.isOver(); ++turn) {
            if (round.currentSeat() == 0 && (!best || tableCards(round) > tableCards(*best))) {
                remi::Round drawn = round;
                if (drawn.apply(remi::Action::draw(0)) == remi::Reason::Ok) best = drawn;
                if (best && tableCards(*best) >= cards) break;
            }
            remi::ai::playTurn(round, *bots[static_cast<std::size_t>(round.currentSeat())], s * 1000 + turn);
        }
    }
    if (!best || tableCards(*best) >= cards) return best;
    // The computer players went out before the table was that full: more sets of three from the
    // stock (three suits of a rank), owned in turn by every seat, until it is.
    remi::RoundState state = best->state();
    for (int owner = 0; tableCards(*best) + 0 < cards;) {
        int added = 0;
        for (std::size_t i = 0; i < state.stock.size() && added == 0; ++i) {
            std::vector<std::size_t> picked{i};
            for (std::size_t j = i + 1; j < state.stock.size() && picked.size() < 3; ++j) {
                const remi::Card &c = state.stock[j];
                bool fits = !c.isJoker() && !state.stock[i].isJoker() && c.rank == state.stock[i].rank;
                for (std::size_t k : picked) fits = fits && state.stock[k].suit != c.suit;
                if (fits) picked.push_back(j);
            }
            if (picked.size() < 3) continue;
            remi::Meld meld;
            meld.kind = remi::MeldKind::Set;
            meld.low = state.stock[i].rank;
            meld.owner = owner;
            for (auto k = picked.rbegin(); k != picked.rend(); ++k) {
                meld.cards.push_back(state.stock[*k]);
                meld.placedBy.push_back(owner);
                state.stock.erase(state.stock.begin() + static_cast<std::ptrdiff_t>(*k));
            }
            state.table.push_back(meld);
            owner = (owner + 1) % 8;
            added = 3;
        }
        if (added == 0) break;
        std::string error;
        auto fuller = remi::Round::fromState(best->rules(), state, &error);
        if (!fuller) {
            std::fprintf(stderr, "remi-table-bench: %s\n", error.c_str());
            break;
        }
        best = *fuller;
    }
    return best;
}

struct Figures {
    double p50 = 0, p95 = 0, max = 0, mean = 0;
};

Figures figures(std::vector<double> ms)
{
    Figures f;
    if (ms.empty()) return f;
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * (ms.size() - 1) + 0.5))];
    };
    f.p50 = at(0.5);
    f.p95 = at(0.95);
    f.max = ms.back();
    for (double v : ms) f.mean += v;
    f.mean /= static_cast<double>(ms.size());
    return f;
}

void mouse(QWidget *viewport, QEvent::Type type, QPoint at, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, QPointF(at), viewport->mapToGlobal(QPointF(at)), Qt::LeftButton, buttons, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &event);
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RemiBench"));
    QCoreApplication::setApplicationName(QStringLiteral("remi-table-bench"));
    QSettings().clear(); // the defaults: green felt, normal animations
    const QStringList args = QCoreApplication::arguments();
    if (args.contains(QLatin1String("--steadiness"))) return runSteadiness(args);
    auto value = [&](const char *name, const QString &def) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : def;
    };
    const int frames = value("--frames", QStringLiteral("600")).toInt();
    const QStringList size = value("--size", QStringLiteral("1280x720")).split(QLatin1Char('x'));
    const std::uint64_t seed = value("--seed", QStringLiteral("7")).toULongLong();
    const QString shadow = value("--shadow", QStringLiteral("pixmap"));
    const bool json = args.contains(QLatin1String("--json"));
    const QString grab = value("--grab", QString());
#ifdef REMI_BENCH_SHADOWS
    CardItem::setShadowMode(shadow == QLatin1String("effect") ? CardItem::ShadowMode::Effect
                            : shadow == QLatin1String("none") ? CardItem::ShadowMode::None
                                                              : CardItem::ShadowMode::Pixmap);
#endif

    QElapsedTimer clock;
    clock.start();
    const std::optional<remi::Round> round = lateTable(seed, 110);
    if (!round) {
        std::fprintf(stderr, "remi-table-bench: no late table found\n");
        return 2;
    }
    const double setupS = clock.elapsed() / 1000.0;
    MainWindow w;
    w.controller()->setComputerDelay(24 * 3600 * 1000);
    w.resize(size.value(0).toInt(), size.value(1).toInt());
    if (!w.startGame(QStringLiteral("rami"), 8, seed) || !w.controller()->setRound(*round)) {
        std::fprintf(stderr, "remi-table-bench: cannot show the table\n");
        return 2;
    }
    w.scene()->setAnimationSpeed(AnimationSpeed::Normal);
    w.show();
    QCoreApplication::processEvents();
    w.scene()->refresh();
    QCoreApplication::processEvents();
    TableView *view = w.view();
    QWidget *viewport = view->viewport();

    // The rebuild after one action: refresh() lays every item out again (animations on).
    std::vector<double> rebuild;
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer t;
        t.start();
        w.scene()->refresh();
        rebuild.push_back(t.nsecsElapsed() / 1e6);
        viewport->repaint();
    }

    // Drag the last hand card from the hand up across the melds, right and left and back, one
    // frame per step: the move event, then a synchronous repaint of the viewport.
    const QList<CardItem *> hand = w.scene()->handItems();
    if (hand.isEmpty()) return 2;
    CardItem *card = hand.last();
    const QPoint from =
        view->mapFromScene(card->mapToScene(QPointF(card->cardSize().width() / 2, card->cardSize().height() * 0.2)));
    mouse(viewport, QEvent::MouseButtonPress, from, Qt::LeftButton);
    std::vector<double> frame;
    const QRect area = viewport->rect().adjusted(40, 40, -40, -40);
    for (int i = 0; i < frames; ++i) {
        const double t = static_cast<double>(i) / std::max(1, frames - 1);
        // A zigzag over the whole table: 4 sweeps left-right, from the hand to the top and back.
        const double sweep = t * 4;
        const double fx = (static_cast<int>(sweep) % 2 == 0) ? sweep - static_cast<int>(sweep)
                                                             : 1 - (sweep - static_cast<int>(sweep));
        const double fy = 1 - std::abs(2 * t - 1);
        const QPoint at(area.left() + static_cast<int>(fx * area.width()),
                        from.y() - static_cast<int>(fy * (from.y() - area.top())));
        QElapsedTimer f;
        f.start();
        mouse(viewport, QEvent::MouseMove, at, Qt::LeftButton);
        viewport->repaint();
        QCoreApplication::processEvents();
        frame.push_back(f.nsecsElapsed() / 1e6);
        if (i == frames / 8 && !grab.isEmpty()) w.grab().save(grab);
    }
    mouse(viewport, QEvent::MouseButtonRelease, from, Qt::NoButton);
    QCoreApplication::processEvents();

    const Figures fr = figures(frame);
    const Figures rb = figures(rebuild);
    const int items = static_cast<int>(w.scene()->items().size());
    if (json) {
        std::printf("{\"table_cards\":%d,\"items\":%d,\"frames\":%d,\"shadow\":\"%s\",\"frame_p50_ms\":%.2f,"
                    "\"frame_p95_ms\":%.2f,\"frame_max_ms\":%.2f,\"rebuild_p50_ms\":%.2f,\"rebuild_max_ms\":%.2f,"
                    "\"setup_s\":%.1f}\n",
                    tableCards(*round), items, frames, qPrintable(shadow), fr.p50, fr.p95, fr.max, rb.p50, rb.max,
                    setupS);
    } else {
        std::printf("late rami table: 8 players, %d table cards, %d scene items, %dx%d, shadow %s\n",
                    tableCards(*round), items, viewport->width(), viewport->height(), qPrintable(shadow));
        std::printf("drag frame (ms, %d frames): p50 %.2f  p95 %.2f  max %.2f  mean %.2f\n", frames, fr.p50, fr.p95,
                    fr.max, fr.mean);
        std::printf("scene rebuild (ms, 40 times): p50 %.2f  max %.2f\n", rb.p50, rb.max);
    }
    return 0;
}
