// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

// remi-table-bench --steadiness (issue 35 "A steady table"): how far the things the player did not
// move move during a scripted Rami round with manipulation. Normal computer players play every
// seat, seat 0 included (the window's human seat); after every turn the window shows the new
// position, and the status line goes through two-line, empty and one-line messages (as it does at
// every round end, lesson step and long hint, and when a press clears it), up to the round's end. After each step it measures, in window pixels:
//   piles    the stock, the discard pile's left edge and its top (the pile grows to the right)
//   seats    every other seat's panel
//   buttons  every push button of the bottom bar
//   rows     the top edge of every table card still on the table (a card's row changing: a meld
//            row jumping, or a card moved to a meld in another row by a rearrangement)
//   melds    each meld's place while it exists (a meld is the one of the step before with which it
//            shares most cards, MeldPlaces): up or down (its row changed) and sideways (a meld
//            before it in its row grew or went)
// and prints, for each, the largest move of one item in one step, the sum of all moves and the
// steps in which something moved. The target is 0 px for piles, seats and buttons. Then three events,
// each against the table just before it (piles, seat panels, bottom buttons and melds): Tab to the
// table melds and back (once, with two melds on the table), three cards put in the draft and taken
// back (then too), the round's end (seat panels may grow
// downwards, to show their hands face up) and the next round's deal (melds not counted).

#include "TableSteadiness.h"

#include "CardItem.h"
#include "GameController.h"
#include "HandModel.h"
#include "KeyboardController.h"
#include "MainWindow.h"
#include "MeldPlaces.h"
#include "RoundEndPanel.h"
#include "SeatPanel.h"
#include "TableScene.h"
#include "TableView.h"

#include "ai/bots/BotDriver.h"
#include "ai/bots/ComputerLevels.h"
#include "ai/bots/ComputerPlayer.h"
#include "engine/Random.h"
#include "engine/RuleSet.h"

#include <QApplication>
#include <QPushButton>
#include <QStatusBar>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {
/// One kind of item: its places in the last step, by key, and the figures so far.
struct Tally {
    std::map<std::string, QRectF> last;
    double most = 0, total = 0;
    int moved = 0; ///< steps in which an item of this kind moved
    /// Takes this step's places; `verticalOnly` counts only up and down (cards sliding along a row
    /// when a card is laid off are the player's doing, a row jumping is not).
    enum class Axis { Both, Vertical, Horizontal };
    void step(const std::map<std::string, QRectF> &now, Axis axis = Axis::Both)
    {
        bool any = false;
        for (const auto &[key, rect] : now) {
            const auto was = last.find(key);
            if (was == last.end()) continue;
            const bool h = axis != Axis::Vertical, v = axis != Axis::Horizontal;
            const double dx = h ? std::abs(rect.x() - was->second.x()) : 0;
            const double dw = h ? std::abs(rect.width() - was->second.width()) : 0;
            const double dy = v ? std::abs(rect.y() - was->second.y()) : 0;
            const double dh = v ? std::abs(rect.height() - was->second.height()) : 0;
            const double d = std::max({dx, dw, dy, dh});
            if (d > 0.5) {
                any = true;
                most = std::max(most, d);
                total += d;
            }
        }
        moved += any ? 1 : 0;
        last = now;
    }
};

QRectF inWindow(const QWidget *window, const QWidget *widget)
{
    return QRectF(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

QRectF sceneInWindow(const MainWindow &w, QRectF sceneRect)
{
    const QPoint topLeft = w.view()->viewport()->mapTo(&w, w.view()->mapFromScene(sceneRect.topLeft()));
    return QRectF(topLeft, sceneRect.size());
}
/// The places of what the player did not move, by key, in window pixels: the stock and the pile's
/// left edge, every seat panel, the bottom buttons and every table meld (its cards' rectangle).
std::map<std::string, QRectF> fixedPlaces(const MainWindow &w)
{
    std::map<std::string, QRectF> out;
    TableScene *scene = w.scene();
    if (scene->stockItem()) out["stock"] = sceneInWindow(w, scene->stockItem()->sceneBoundingRect());
    const QRectF pile = sceneInWindow(w, scene->pileRect());
    out["pile"] = QRectF(pile.left(), pile.top(), 0, 0);
    const QHash<int, SeatPanel *> panels = scene->seatPanels();
    for (auto it = panels.cbegin(); it != panels.cend(); ++it)
        out["seat" + std::to_string(it.key())] = sceneInWindow(w, it.value()->sceneBoundingRect());
    for (const QPushButton *button : w.findChildren<QPushButton *>())
        if (button->isVisible() && button->objectName().endsWith(QLatin1String("Button")) &&
            button->objectName() != QLatin1String("nextButton"))
            out[button->objectName().toStdString()] = inWindow(&w, button);
    int k = 0;
    for (const QList<CardItem *> &meld : scene->meldItems()) {
        QRectF rect;
        for (const CardItem *card : meld) rect |= QRectF(card->home(), card->cardSize());
        out["meld" + std::to_string(k++)] = sceneInWindow(w, rect);
    }
    return out;
}

/// The largest move of one item from `before` to `after` (pixels) and how many items moved; an item
/// named in `growDown` may grow downwards (a seat panel showing its hand face up at the round end).
std::pair<double, int> compare(const std::map<std::string, QRectF> &before, const std::map<std::string, QRectF> &after,
                               bool growDown = false)
{
    double most = 0;
    int items = 0;
    for (const auto &[key, rect] : before) {
        const auto now = after.find(key);
        if (now == after.end()) continue;
        const bool seat = key.rfind("seat", 0) == 0;
        const double dh = growDown && seat ? 0 : std::abs(now->second.height() - rect.height());
        const double d = std::max({std::abs(now->second.x() - rect.x()), std::abs(now->second.y() - rect.y()),
                                   std::abs(now->second.width() - rect.width()), dh});
        if (d > 0.5) {
            most = std::max(most, d);
            ++items;
        }
    }
    return {most, items};
}

void settleWindow()
{
    for (int i = 0; i < 6; ++i) QCoreApplication::processEvents();
}
} // namespace

int runSteadiness(const QStringList &args)
{
    auto value = [&](const char *name, const QString &def) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : def;
    };
    const QStringList size = value("--size", QStringLiteral("800x600")).split(QLatin1Char('x'));
    const std::uint64_t seed = value("--seed", QStringLiteral("7")).toULongLong();
    const int players = value("--players", QStringLiteral("4")).toInt();
    const bool json = args.contains(QLatin1String("--json"));

    remi::RuleSet rules = remi::ramiRules();
    if (const auto problem = remi::setOption(rules, "manipulation", "true")) {
        std::fprintf(stderr, "remi-table-bench: %s\n", problem->c_str());
        return 2;
    }
    rules = rules.forPlayers(players);
    remi::Random rng(seed);
    remi::Round round = remi::Round::deal(rules, players, players - 1, rng);

    MainWindow w;
    w.controller()->setComputerDelay(24 * 3600 * 1000);
    w.resize(size.value(0).toInt(), size.value(1).toInt());
    if (!w.startGame(QStringLiteral("rami"), players, seed) || !w.controller()->setRound(round)) {
        std::fprintf(stderr, "remi-table-bench: cannot show the table\n");
        return 2;
    }
    w.scene()->setAnimationSpeed(AnimationSpeed::Instant);
    w.show();
    QCoreApplication::processEvents();

    std::vector<std::unique_ptr<remi::ai::ComputerPlayer>> bots;
    for (int i = 0; i < players; ++i) bots.push_back(remi::ai::makeComputerPlayer(remi::ai::BotLevel::Normal, {}));
    const QString oneLine = QStringLiteral("Your turn: draw a card.");
    const QString twoLines =
        QStringLiteral("Round over. North went out with a run of hearts and a set of kings; the others "
                       "count their cards against them. Press Next round to deal again, or read the "
                       "score table at the right for every seat's points.");
    Tally piles, seats, buttons, rows, meldRows, meldSlides;
    bool listChecked = false;
    std::pair<double, int> listOpen{-1, 0}, listClosed{-1, 0}, roundEnd{-1, 0}, nextRound{-1, 0};
    std::pair<double, int> draftIn{-1, 0}, draftOut{-1, 0};
    MeldPlaces identity; // which meld is which from step to step
    int steps = 0;
    for (int turn = 0; turn < 400 && !round.isOver(); ++turn) {
        remi::ai::playTurn(round, *bots[static_cast<std::size_t>(round.currentSeat())], seed * 1000 + turn);
        if (round.isOver()) break; // the round's end: measured below
        if (!w.controller()->setRound(round)) break;
        const QString said[] = {twoLines, QString(), oneLine, twoLines, oneLine}; // cleared, one line, two
        w.statusBar()->showMessage(said[turn % 5]);
        w.scene()->refresh();
        for (int i = 0; i < 4; ++i) // the status bar's, then the window's layout requests
            QCoreApplication::processEvents();
        ++steps;

        TableScene *scene = w.scene();
        std::map<std::string, QRectF> p, s, b, r;
        if (scene->stockItem()) p["stock"] = sceneInWindow(w, scene->stockItem()->sceneBoundingRect());
        const QRectF pile = sceneInWindow(w, scene->pileRect());
        p["pile"] = QRectF(pile.left(), pile.top(), 0, 0); // its width grows with the pile
        const QHash<int, SeatPanel *> panels = scene->seatPanels();
        for (auto it = panels.cbegin(); it != panels.cend(); ++it)
            s["seat" + std::to_string(it.key())] = sceneInWindow(w, it.value()->sceneBoundingRect());
        for (const QPushButton *button : w.findChildren<QPushButton *>())
            if (button->isVisible() && button->objectName().endsWith(QLatin1String("Button")))
                b[button->objectName().toStdString()] = inWindow(&w, button);
        std::map<std::string, QRectF> m;
        std::vector<std::vector<remi::CardId>> table;
        std::vector<int> owners;
        for (const QList<CardItem *> &meld : scene->meldItems()) {
            table.emplace_back();
            for (const CardItem *card : meld) {
                r["card" + std::to_string(card->cardId())] = sceneInWindow(w, QRectF(card->home(), card->cardSize()));
                table.back().push_back(card->cardId());
            }
            owners.push_back(0);
        }
        const std::vector<TableLayout::MeldShape> shapes = identity.shapes(table, owners);
        for (std::size_t k = 0; k < shapes.size(); ++k) {
            const QList<CardItem *> &meld = scene->meldItems()[static_cast<qsizetype>(k)];
            if (meld.isEmpty()) continue;
            const QRectF first = sceneInWindow(w, QRectF(meld.first()->home(), meld.first()->cardSize()));
            m["meld" + std::to_string(shapes[k].order)] = QRectF(first.topLeft(), QSizeF(0, 0));
        }
        identity.placed(std::vector<int>(shapes.size(), 0), std::vector<int>(shapes.size(), 0));
        // Once, with melds on the table: the keyboard's Tab to the table melds and back (issue 35:
        // its list opened as a dock and narrowed the table).
        if (!listChecked && round.table().size() >= 2) {
            listChecked = true;
            const std::map<std::string, QRectF> before = fixedPlaces(w);
            w.keyboard()->setArea(KeyboardController::Area::Table);
            settleWindow();
            listOpen = compare(before, fixedPlaces(w));
            w.keyboard()->setArea(KeyboardController::Area::Hand);
            settleWindow();
            listClosed = compare(before, fixedPlaces(w));
            // Three cards put aside in the draft and taken back (issue 35: the tray's coming shrank
            // and moved every table meld).
            HandModel *hand = w.hand();
            const std::vector<remi::Card> cards = hand->cards();
            if (cards.size() >= 4) {
                hand->setSelection({cards[0].id, cards[1].id, cards[2].id});
                hand->addSelectionToDraft();
                w.scene()->refresh();
                settleWindow();
                draftIn = compare(before, fixedPlaces(w));
                hand->clearDraft();
                w.scene()->refresh();
                settleWindow();
                draftOut = compare(before, fixedPlaces(w));
            }
        }
        piles.step(p);
        seats.step(s);
        buttons.step(b);
        rows.step(r, Tally::Axis::Vertical);
        meldRows.step(m, Tally::Axis::Vertical);
        meldSlides.step(m, Tally::Axis::Horizontal);
    }

    // The round's end (issue 35: its score panel narrowed the table, which was laid out afresh), then
    // the next round's deal: measured against the last turn's table.
    if (round.isOver()) {
        const std::map<std::string, QRectF> before = fixedPlaces(w);
        w.statusBar()->clearMessage();
        if (w.controller()->setRound(round)) {
            for (int i = 0; i < 200 && !w.roundEndPanel()->isVisible(); ++i) settleWindow();
            settleWindow();
            roundEnd = compare(before, fixedPlaces(w), true);
            w.roundEndPanel()->proceed();
            settleWindow();
            std::map<std::string, QRectF> dealt = fixedPlaces(w);
            std::erase_if(dealt, [](const auto &item) { return item.first.rfind("meld", 0) == 0; });
            nextRound = compare(dealt, before);
        }
    }

    const QSize view = w.view()->viewport()->size();
    if (json) {
        std::printf("{\"size\":\"%dx%d\",\"players\":%d,\"seed\":%llu,\"steps\":%d,\"table_melds\":%d,"
                    "\"piles_max_px\":%.0f,\"piles_total_px\":%.0f,\"piles_steps\":%d,"
                    "\"seats_max_px\":%.0f,\"seats_total_px\":%.0f,\"seats_steps\":%d,"
                    "\"buttons_max_px\":%.0f,\"buttons_total_px\":%.0f,\"buttons_steps\":%d,"
                    "\"rows_max_px\":%.0f,\"rows_total_px\":%.0f,\"rows_steps\":%d,"
                    "\"meld_rows_max_px\":%.0f,\"meld_rows_total_px\":%.0f,\"meld_rows_steps\":%d,"
                    "\"meld_slides_max_px\":%.0f,\"meld_slides_total_px\":%.0f,\"meld_slides_steps\":%d,"
                    "\"melds_list_max_px\":%.0f,\"melds_list_items\":%d,\"round_end_max_px\":%.0f,"
                    "\"round_end_items\":%d,\"next_round_max_px\":%.0f,\"next_round_items\":%d,"
                    "\"draft_max_px\":%.0f,\"draft_items\":%d}\n",
                    w.width(), w.height(), players, static_cast<unsigned long long>(seed), steps,
                    static_cast<int>(round.table().size()), piles.most, piles.total, piles.moved, seats.most,
                    seats.total, seats.moved, buttons.most, buttons.total, buttons.moved, rows.most, rows.total,
                    rows.moved, meldRows.most, meldRows.total, meldRows.moved, meldSlides.most, meldSlides.total,
                    meldSlides.moved, std::max(listOpen.first, listClosed.first), listOpen.second + listClosed.second,
                    roundEnd.first, roundEnd.second, nextRound.first, nextRound.second,
                    std::max(draftIn.first, draftOut.first), draftIn.second + draftOut.second);
    } else {
        std::printf(
            "rami with manipulation, %d players, seed %llu, window %dx%d (table %dx%d): %d steps, %d melds at the end\n",
            players, static_cast<unsigned long long>(seed), w.width(), w.height(), view.width(), view.height(), steps,
            static_cast<int>(round.table().size()));
        std::printf("%-12s %8s %9s %6s\n", "", "max px", "total px", "steps");
        for (const auto &[name, t] : {std::pair<const char *, const Tally &>{"piles", piles},
                                      {"seats", seats},
                                      {"buttons", buttons},
                                      {"rows", rows},
                                      {"meld rows", meldRows},
                                      {"meld slides", meldSlides}})
            std::printf("%-12s %8.0f %9.0f %6d\n", name, t.most, t.total, t.moved);
        // The events (-1: did not happen in this round): the largest move of a pile, seat panel,
        // bottom button or meld, and how many of them moved.
        std::printf("%-12s %8s %9s\n", "event", "max px", "items");
        for (const auto &[name, e] : {std::pair<const char *, std::pair<double, int>>{"melds list", listOpen},
                                      {"list closed", listClosed},
                                      {"draft", draftIn},
                                      {"draft cleared", draftOut},
                                      {"round end", roundEnd},
                                      {"next round", nextRound}})
            std::printf("%-12s %8.0f %9d\n", name, e.first, e.second);
    }
    return 0;
}
