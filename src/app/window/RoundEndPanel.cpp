// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RoundEndPanel.h"
#include "MarkWords.h"

#include "GameController.h"
#include "GameWords.h"
#include "ScoreWords.h"
#include "TableScene.h"
#include "engine/ScoreBreakdown.h"

#include <QEvent>
#include <QGraphicsView>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace {
const QColor kWinnerRow(255, 226, 140);
} // namespace

const int RoundEndPanel::kTableRoom;

RoundEndPanel::RoundEndPanel(GameController *controller, TableScene *scene, QWidget *parent)
    : QFrame(parent), m_controller(controller), m_scene(scene)
{
    setObjectName(QStringLiteral("roundEndPanel"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, 8, kMargin, 8);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("roundEndTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("roundEndProgress"));
    m_progress->setWordWrap(true);
    layout->addWidget(m_progress);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("roundEndTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->horizontalHeader()->setTextElideMode(Qt::ElideRight); // a squeezed heading ends in "…"
    m_table->horizontalHeader()->setMinimumSectionSize(16);
    // Headings a little smaller than the figures (issue 35: at 1024x720 with the game log open
    // "Изложено" showed as "зложен"): every heading whole beside the table.
    QFont headingFont = m_table->horizontalHeader()->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * kHeadingScale);
    m_table->horizontalHeader()->setFont(headingFont);
    layout->addWidget(m_table);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("roundEndCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    layout->addWidget(m_caption);
    m_reasons = new QLabel(this);
    m_reasons->setObjectName(QStringLiteral("roundEndReasons"));
    m_reasons->setWordWrap(true);
    m_reasons->setTextFormat(Qt::PlainText);
    m_reasons->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_reasons);
    layout->addStretch(1);
    // Online: who the table waits for before it deals the next round (docs/PROTOCOL.md "Between rounds").
    m_readiness = new QLabel(this);
    m_readiness->setObjectName(QStringLiteral("roundEndReadiness"));
    m_readiness->setWordWrap(true);
    m_readiness->setTextFormat(Qt::PlainText);
    m_readiness->hide();
    layout->addWidget(m_readiness);
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextButton"));
    layout->addWidget(m_next, 0, Qt::AlignRight);
    connect(m_next, &QPushButton::clicked, this, &RoundEndPanel::proceed);
    setFocusProxy(m_next);
    setAutoFillBackground(true); // over the felt
    hide();

    // At most a good third of the window's width: the table beside it keeps the hands in sight.
    if (parent) parent->installEventFilter(this);
    connect(controller, &GameController::roundFinished, this, &RoundEndPanel::onRoundFinished);
    connect(scene, &TableScene::animationsFinished, this, &RoundEndPanel::onAnimationsFinished);
    connect(controller, &GameController::readinessChanged, this, &RoundEndPanel::fillReadiness);
    // Online: the table dealt the next round (everyone was ready): the panel goes.
    connect(controller, &GameController::stateChanged, this, [this] {
        if (isVisible() && m_controller->isOnline() && m_controller->hasGame() && !m_controller->round().isOver())
            dismiss();
    });
    connect(controller, &GameController::gameStarted, this, [this] {
        // A new or loaded game: nothing of the last round end stays.
        m_waiting = false;
        if (m_scene->handsShown()) m_scene->showHands(false);
        if (isVisible()) {
            hide();
            emit finished();
        }
    });
}

void RoundEndPanel::onRoundFinished()
{
    if (m_unattended) return;
    // The closing card is still on its way (the refresh after the last action is queued): wait
    // for it to land before anything turns over.
    m_waiting = true;
    if (!m_scene->isAnimating()) showNow();
}

void RoundEndPanel::onAnimationsFinished()
{
    if (m_waiting) showNow();
}

void RoundEndPanel::showNow()
{
    m_waiting = false;
    if (!m_controller->hasGame() || !m_controller->round().isOver()) return;
    const remi::RoundBreakdown breakdown = remi::breakdownRound(m_controller->round());
    QList<remi::CardId> costly;
    for (const remi::SeatBreakdown &seat : breakdown.seats)
        for (remi::CardId id : seat.costly) costly.append(id);
    m_scene->showHands(true, costly);
    fill();
    // The table beside gives way first (MainWindow lowers its minimum), then the panel takes its
    // width: lowered after showing, the window's docks were squeezed to make room (issue 35).
    emit aboutToShow();
    fitWidth();
    place(); // its size before it shows: the score table is laid out for it (no scroll bar left over)
    show();
    place();
    // The result first, then the button: the owner gives the button the words before it has the
    // focus, which makes the screen reader read them in one line (issue 34).
    emit shown(summary());
    m_next->setFocus();
}

void RoundEndPanel::setFinishText(const QString &text)
{
    m_finishText = text;
    if (!text.isEmpty()) {
        m_next->setText(text);
        m_next->setToolTip(QString());
    }
    setResultWords(m_resultWords);
}

void RoundEndPanel::setResultWords(const QString &words)
{
    m_resultWords = words;
    m_next->setAccessibleName(words.isEmpty() ? QString()
                                              : words + QLatin1Char(' ') + m_next->text().remove(QLatin1Char('&')));
}

void RoundEndPanel::proceed()
{
    if (!isVisible()) return;
    if (!m_finishText.isEmpty()) {
        emit finishRequested();
        return;
    }
    if (m_controller->match().isOver()) {
        // The match is over: the standings open (MatchEndDialog) and the panel stays, the last round's
        // hands face up behind it, its button opening the standings again (issue 35: once they were
        // closed the table said "Round over." with no way on). A new game or a rematch hides it
        // (gameStarted).
        m_controller->continueAfterRound();
        return;
    }
    if (m_controller->isOnline()) {
        // This player is ready; the table deals once everyone is (issue 39: a friend's round began
        // while the host still read the scores). Until then the panel says whom it waits for.
        m_controller->continueAfterRound();
        if (m_controller->nextRoundAsked()) fillReadiness();
        else dismiss(); // dealt already (this player had been away)
        return;
    }
    hide();
    m_scene->showHands(false);
    emit finished();
    m_controller->continueAfterRound();
}

void RoundEndPanel::dismiss()
{
    if (!isVisible()) return;
    hide();
    m_readiness->hide();
    m_next->setEnabled(true);
    m_scene->showHands(false);
    emit finished();
}

void RoundEndPanel::fillReadiness()
{
    const bool between = m_controller->isOnline() && m_controller->hasGame() && m_controller->round().isOver() &&
                         !m_controller->match().isOver() && m_finishText.isEmpty();
    m_readiness->setVisible(between);
    if (!between) {
        m_readiness->clear();
        m_next->setEnabled(true);
        return;
    }
    if (!m_controller->nextRoundAsked()) {
        m_readiness->setText(tr("The next round is dealt when every player has pressed Next round."));
        m_next->setEnabled(true);
        return;
    }
    QStringList names;
    for (int seat : m_controller->tableWaitsFor())
        if (seat != m_controller->tableSeat()) names << m_controller->matchSeatName(seat);
    m_readiness->setText(
        names.isEmpty() ? tr("The next round is being dealt…")
                        //: Online, between two rounds: %1 the players still reading the scores ("Ana", "Ana and Bo").
                        : tr("Waiting for %1 to be ready for the next round…").arg(GameWords::nameList(names)));
    m_next->setEnabled(false);
}

QString RoundEndPanel::title() const
{
    return m_title->text();
}

QString RoundEndPanel::readiness() const
{
    return m_readiness->isHidden() ? QString() : m_readiness->text();
}

QString RoundEndPanel::progress() const
{
    return m_progress->text();
}

void RoundEndPanel::fill()
{
    if (!m_controller->hasGame() || !m_controller->round().isOver()) return;
    const remi::Round &round = m_controller->round();
    const remi::RoundBreakdown breakdown = remi::breakdownRound(round);
    QStringList names;
    for (int s = 0; s < round.players(); ++s) names << m_controller->seatName(s);
    fillTitle(breakdown, names);
    const std::vector<remi::ScoreColumn> columns = shownColumns(breakdown);
    fillHeaders(columns);
    m_winnerRow = -1;
    m_seatLines.clear();
    for (int s = 0; s < round.players(); ++s) fillRow(s, breakdown, columns, names[s]);
    m_table->resizeRowsToContents();
    m_table->setAccessibleName(ScoreWords::roundOver(m_controller->match().roundNumber()));
    fillReasons(breakdown, names);
    fillButton();
    fillReadiness();
    // No name nor description of the panel itself (issue 34): the focus on its button made screen
    // readers read them besides the spoken summary (MainWindow says it once, in order).
    setAccessibleName(QString());
    setAccessibleDescription(QString());
}

void RoundEndPanel::fillTitle(const remi::RoundBreakdown &breakdown, const QStringList &names)
{
    const remi::Match &match = m_controller->match();
    const bool you =
        !m_controller->isHotSeat() && breakdown.winner >= 0 && breakdown.winner == m_controller->humanSeat();
    m_title->setText(ScoreWords::roundTitle(match.roundNumber(), ScoreWords::outcome(breakdown.winner, names, you)));
    m_progress->setText(ScoreWords::progress(remi::matchGoal(match.rules(), match.players()), match.roundNumber()));
}

std::vector<remi::ScoreColumn> RoundEndPanel::shownColumns(const remi::RoundBreakdown &breakdown)
{
    // Only the columns that hold a figure for someone this round (a × column of ×1 only, or a penalty
    // column of 0 only, says nothing); the round's score always. (Every column in every round kept
    // the headings in place, issue 35, but at 720 pixels squeezed the names to "…": not yet.)
    std::vector<remi::ScoreColumn> shown;
    for (remi::ScoreColumn c : breakdown.columns) {
        const int neutral = c == remi::ScoreColumn::Multiplier ? 1 : 0;
        const bool used = std::any_of(breakdown.seats.begin(), breakdown.seats.end(),
                                      [&](const remi::SeatBreakdown &seat) { return seat.value(c) != neutral; });
        if (used || c == remi::ScoreColumn::Round) shown.push_back(c);
    }
    return shown;
}

void RoundEndPanel::fillHeaders(const std::vector<remi::ScoreColumn> &shown)
{
    const int columns = static_cast<int>(shown.size()) + 2;
    m_table->clear();
    m_table->setColumnCount(columns);
    m_table->setRowCount(m_controller->round().players());
    QStringList headers{ScoreWords::player()};
    for (remi::ScoreColumn c : shown) headers << ScoreWords::column(c);
    headers << ScoreWords::total();
    m_table->setHorizontalHeaderLabels(headers);
    QStringList captions;
    for (int c = 0; c < static_cast<int>(shown.size()); ++c) {
        const remi::ScoreColumn column = shown[static_cast<std::size_t>(c)];
        QTableWidgetItem *header = m_table->horizontalHeaderItem(c + 1);
        header->setData(Qt::AccessibleTextRole, ScoreWords::columnLong(column));
        header->setToolTip(ScoreWords::columnHelp(column));
        // A sign for a heading is explained under the table too (a tooltip is not found by everyone).
        if (column == remi::ScoreColumn::Multiplier) captions << ScoreWords::columnHelp(column);
    }
    m_table->horizontalHeaderItem(columns - 1)->setToolTip(ScoreWords::totalHelp());
    m_caption->setText(captions.join(QLatin1Char('\n')));
    m_caption->setVisible(!captions.isEmpty());
}

void RoundEndPanel::fillRow(int s, const remi::RoundBreakdown &breakdown, const std::vector<remi::ScoreColumn> &shown,
                            const QString &name)
{
    const remi::SeatBreakdown &seat = breakdown.seats[static_cast<std::size_t>(s)];
    const bool winner = s == breakdown.winner;
    if (winner) m_winnerRow = s;
    auto cell = [&](int column, const QString &text, Qt::Alignment align) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(align | Qt::AlignVCenter);
        if (winner) {
            item->setBackground(kWinnerRow);
            item->setForeground(Qt::black);
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        m_table->setItem(s, column, item);
        return item;
    };
    QTableWidgetItem *nameItem = cell(0, name, Qt::AlignLeft);
    nameItem->setToolTip(name);
    if (winner) {
        // ✓, not ★: the log and the card names write a joker ★ (issue 35, MarkWords).
        nameItem->setText(MarkWords::winnerSign() + QLatin1Char(' ') + name);
        nameItem->setToolTip(name + QLatin1Char('\n') + MarkWords::text(MarkWords::Mark::Winner));
        nameItem->setData(Qt::AccessibleTextRole, name + QStringLiteral(", ") + ScoreWords::wentOutMark());
    }
    for (int c = 0; c < static_cast<int>(shown.size()); ++c) {
        const remi::ScoreColumn column = shown[static_cast<std::size_t>(c)];
        const int value = seat.value(column);
        // Scores as figures, 0 included; the factor as "×2" (and "×1" where nothing was multiplied).
        const QString text =
            column == remi::ScoreColumn::Multiplier ? QStringLiteral("×%1").arg(value) : QString::number(value);
        QTableWidgetItem *item = cell(c + 1, text, Qt::AlignRight);
        item->setData(Qt::AccessibleTextRole,
                      ScoreWords::columnLong(column) + QStringLiteral(" ") + QString::number(value));
    }
    const remi::Match &match = m_controller->match();
    const int total = match.totals()[static_cast<std::size_t>(match.matchSeat(s))];
    m_seatLines << ScoreWords::seatLine(name, seat.value(remi::ScoreColumn::Round), total);
    QTableWidgetItem *item = cell(static_cast<int>(shown.size()) + 1, QString::number(total), Qt::AlignRight);
    QFont bold = item->font();
    bold.setBold(true);
    item->setFont(bold);
}

void RoundEndPanel::fillReasons(const remi::RoundBreakdown &breakdown, const QStringList &names)
{
    m_reasonTexts.clear();
    for (const remi::ScoreNote &note : breakdown.notes) m_reasonTexts << ScoreWords::note(note, names);
    m_reasons->setText(m_reasonTexts.join(QLatin1Char('\n')));
    m_reasons->setVisible(!m_reasonTexts.isEmpty());
    m_reasons->setAccessibleName(m_reasonTexts.join(QLatin1Char(' ')));
}

void RoundEndPanel::fillButton()
{
    const bool over = m_controller->match().isOver();
    m_next->setText(over ? tr("Show the standings") : tr("Next round"));
    m_next->setAccessibleDescription(tr("Enter"));
    const QString enter = QKeySequence(Qt::Key_Enter).toString(QKeySequence::NativeText);
    m_next->setToolTip(over                       ? tr("Show the final standings of the match (%1)").arg(enter)
                       : m_controller->isOnline() ? tr("Ready for the next round: the table deals it when every "
                                                       "player is (%1)")
                                                        .arg(enter)
                                                  : tr("Deal the next round (%1)").arg(enter));
    if (!m_finishText.isEmpty()) setFinishText(m_finishText);
    setResultWords(m_resultWords);
}

void RoundEndPanel::fitWidth()
{
    if (!parentWidget() || m_table->columnCount() == 0) return;
    // As wide as the table's columns, at most 45% of the window and leaving the table kTableRoom:
    // the table beside it keeps the hands in sight. A narrower room squeezes the columns (fitColumns),
    // never scrolls them sideways.
    int natural = 2 * m_table->frameWidth() + scrollReserve();
    const int nameMin = nameFloor();
    for (int c = 0; c < m_table->columnCount(); ++c)
        natural += std::max({static_cast<QAbstractItemView *>(m_table)->sizeHintForColumn(c),
                             m_table->horizontalHeader()->sectionSizeHint(c), c == 0 ? nameMin : 0});
    // The least that shows every name the game gives (nameFloor), every figure and every heading whole
    // (issue 35: "Изложено" read "зложен" at 1024x720 with the game log open); only where even that
    // leaves the table too little (800x600 with the log) do the headings shorten (fitColumns).
    int least = 2 * m_table->frameWidth() + scrollReserve() + nameMin;
    for (int c = 1; c < m_table->columnCount(); ++c)
        least += std::max(static_cast<QAbstractItemView *>(m_table)->sizeHintForColumn(c),
                          m_table->horizontalHeader()->sectionSizeHint(c));
    const int chrome = 2 * kMargin + 2 * frameWidth();
    const int wanted = natural + chrome;
    // At most 45% of the window, leaving the table kTableRoom; where that is too narrow for the names
    // and the figures (a 720-pixel window), as much more as the table can spare at its tightest
    // (kTightTableRoom: a dock beside keeps its width).
    const int window = parentWidget()->width();
    int room = std::max(kMinWidth, std::min(window * 9 / 20, window - kTableRoom));
    if (least + chrome > room)
        room = std::max(room, std::min({least + chrome, window * 9 / 20, window - kTightTableRoom}));
    // Still too narrow (800x600 with the game log open leaves the panel kMinWidth): narrower margins.
    const int side = least + chrome > room ? kTightMargin : kMargin;
    QMargins margins = layout()->contentsMargins();
    if (margins.left() != side) {
        margins.setLeft(side);
        margins.setRight(side);
        layout()->setContentsMargins(margins);
    }
    // Its room, as long as the window keeps it: the room shrinks with the window (down to kMinWidth).
    setMinimumWidth(std::min(wanted, room));
    setMaximumWidth(std::min(wanted, room));
    fitColumns();
}

void RoundEndPanel::fitColumns()
{
    const int n = m_table->columnCount();
    if (n == 0) return;
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    // The room for the columns: the panel's width less its margins, the frame and a vertical scroll bar.
    const QMargins margins = layout()->contentsMargins();
    const int avail = std::max(0, width() - margins.left() - margins.right() - 2 * frameWidth() -
                                      2 * m_table->frameWidth() - scrollReserve());
    QList<int> cells(n), heads(n), widths(n);
    int sum = 0;
    const int nameMin = nameFloor();
    for (int c = 0; c < n; ++c) {
        cells[c] = static_cast<QAbstractItemView *>(m_table)->sizeHintForColumn(c);
        if (c == 0) cells[c] = std::max(cells[c], nameMin); // every default name may be the bold "✓ " winner
        heads[c] = header->sectionSizeHint(c);
        widths[c] = std::max(cells[c], heads[c]);
        sum += widths[c];
    }
    // Too narrow: first the names give way (down to the longest default name, nameFloor; a longer name
    // is elided and its tooltip is the whole name), then, only where even that is too wide (800x600
    // with the game log open), the headings of the figures (elided; the tooltip says what they mean).
    // The figures themselves, the total included, always show whole.
    widths[0] -= std::clamp(sum - avail, 0, std::max(0, widths[0] - std::min(widths[0], nameMin)));
    sum = std::accumulate(widths.begin(), widths.end(), 0);
    for (int c = 1; c < n && sum > avail; ++c) {
        // Each heading gives up its share of what is still too wide.
        int slack = 0;
        for (int k = c; k < n; ++k) slack += widths[k] - cells[k];
        if (slack <= 0) break;
        const int over = sum - avail;
        const int cut = std::min(widths[c] - cells[c], (over * (widths[c] - cells[c]) + slack - 1) / slack);
        widths[c] -= cut;
        sum -= cut;
    }
    // Room to spare goes to the names.
    if (sum < avail) widths[0] += avail - sum;
    for (int c = 0; c < n; ++c) m_table->setColumnWidth(c, widths[c]);
}

void RoundEndPanel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitColumns();
}

int RoundEndPanel::scrollReserve() const
{
    // The vertical scroll bar's width where the rows may not all fit (the eight seats of rami); four
    // or six rows always fit, and the columns keep its width.
    const bool scrolls = m_table->verticalScrollBar()->isVisible() || m_table->rowCount() > 6;
    return scrolls ? m_table->verticalScrollBar()->sizeHint().width() : 0;
}

int RoundEndPanel::cellWidth(const QString &text, const QFont &font) const
{
    // As the item view sizes a cell (QStyledItemDelegate::sizeHint: the style's CT_ItemViewItem, which
    // lays the text out and rounds up), and never less than the text's advance, rounded up, and the
    // item view's margin each side: the integer advance alone came out a pixel short now and then
    // ("✓ Восток" 69 pixels in a 68-pixel column, issue 35).
    QStyleOptionViewItem option;
    option.initFrom(m_table);
    option.font = font;
    option.fontMetrics = QFontMetrics(font);
    option.text = text;
    option.features = QStyleOptionViewItem::HasDisplay;
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    option.textElideMode = Qt::ElideNone;
    const int styled = m_table->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), m_table).width();
    const int margin = m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1;
    const int advance = static_cast<int>(std::ceil(QFontMetricsF(font).horizontalAdvance(text))) + 2 * margin;
    // The grid line takes a pixel of each cell (QTableView::sizeHintForColumn adds it too): without it
    // the winner "✓ Восток" was drawn "✓ …" in a column its own size (issue 35).
    const int grid = m_table->showGrid() ? 1 : 0;
    return std::max({styled, advance, QFontMetrics(font).horizontalAdvance(text) + 2 * margin}) + grid;
}

int RoundEndPanel::nameFloor() const
{
    if (!m_controller->hasGame()) return 0;
    const int players = m_controller->round().players();
    QStringList names;
    for (const SeatConfig &seat : GameController::defaultSeats(players)) names << seat.name;
    if (m_controller->isHotSeat())
        for (int s = 1; s <= players; ++s) names << GameController::tr("Player %1").arg(s);
    QFont bold = m_table->font();
    bold.setBold(true);
    int widest = 0;
    for (const QString &name : std::as_const(names))
        widest = std::max(widest, cellWidth(MarkWords::winnerSign() + QLatin1Char(' ') + name, bold));
    return widest;
}

QString RoundEndPanel::caption() const
{
    return m_caption->isHidden() ? QString() : m_caption->text();
}

QString RoundEndPanel::summary() const
{
    // Who went out, then each seat's round points and total (not every column: "Cards 0" said
    // nothing, issue 34), why anything unusual counted, and how to go on.
    QStringList parts{m_title->text(), m_progress->text()};
    parts << m_seatLines;
    parts << m_reasonTexts;
    if (m_finishText.isEmpty() && m_controller->hasGame())
        parts << ScoreWords::howToContinue(m_controller->match().isOver());
    // One full stop between sentences, also after a part that ends with its own ("You went out.").
    for (QString &part : parts)
        while (part.endsWith(QLatin1Char('.'))) part.chop(1);
    parts.removeAll(QString());
    return parts.join(QStringLiteral(". ")) + QLatin1Char('.');
}

void RoundEndPanel::overlay(QGraphicsView *view)
{
    m_view = view;
    view->installEventFilter(this);
}

void RoundEndPanel::place()
{
    if (!m_view || !parentWidget()) return;
    const QRect area(m_view->mapTo(parentWidget(), QPoint(0, 0)), m_view->size());
    const int w = std::min(maximumWidth(), area.width());
    const int left = area.right() + 1 - w;
    const auto toArea = [&](QPointF scene) {
        return m_view->viewport()->mapTo(parentWidget(), m_view->mapFromScene(scene));
    };
    // Below every other seat's panel it would cover: their hands lie face up in them.
    int top = area.top();
    for (const QRectF &seat : m_scene->seatRects())
        if (toArea(seat.topRight()).x() > left) top = std::max(top, toArea(seat.bottomLeft()).y() + kMargin);
    // Down to the view's bottom: the score table whole, without a scroll bar.
    const int bottom = area.bottom();
    setGeometry(left, top, w, bottom - top);
    raise();
    layout()->activate();
    fitColumns(); // for this width and height (a resize event comes only when the size changed)
}

bool RoundEndPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize) place();
    if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        fitWidth();
        place();
    }
    return QFrame::eventFilter(watched, event);
}

void RoundEndPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && isVisible()) {
        fill();
        fitWidth(); // the headings and the reasons have new widths
    }
    QFrame::changeEvent(event);
}

void RoundEndPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        proceed();
        return;
    }
    QFrame::keyPressEvent(event);
}
