// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReviewWindow.h"

#include "GameController.h"
#include "ReviewBoard.h"
#include "ReviewWords.h"
#include "RoundReviews.h"
#include "ScreenFit.h"

#include "engine/PlayerView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

using remi::review::ReviewMoment;
using remi::review::RoundReview;

namespace {
constexpr int kStepRole = Qt::UserRole + 1;       ///< the moment's action index in the round's log
constexpr int kIndexRole = Qt::UserRole + 2;      ///< the moment's index in RoundReview::moments
constexpr int kDifferenceRole = Qt::UserRole + 3; ///< the index in RoundReview::differences
} // namespace

ReviewWindow::ReviewWindow(GameController *controller, RoundReviews *reviews,
                           std::function<const CardRenderer *()> renderer, QWidget *parent)
    : QDialog(parent), m_controller(controller), m_reviews(reviews)
{
    setObjectName(QStringLiteral("reviewWindow"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);

    auto *choices = new QHBoxLayout;
    m_roundLabel = new QLabel(this);
    m_roundBox = new QComboBox(this);
    m_roundBox->setObjectName(QStringLiteral("reviewRoundBox"));
    m_roundLabel->setBuddy(m_roundBox);
    m_seatLabel = new QLabel(this);
    m_seatBox = new QComboBox(this);
    m_seatBox->setObjectName(QStringLiteral("reviewSeatBox"));
    m_seatLabel->setBuddy(m_seatBox);
    choices->addWidget(m_roundLabel);
    choices->addWidget(m_roundBox);
    choices->addSpacing(16);
    choices->addWidget(m_seatLabel);
    choices->addWidget(m_seatBox);
    choices->addStretch(1);
    layout->addLayout(choices);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    m_basis = new QLabel(tr("Each decision is judged from what you knew at that moment, not by how the round ended: "
                            "a round lost to the cards can still be well played."),
                         this);
    m_basis->setObjectName(QStringLiteral("reviewBasis"));
    m_basis->setWordWrap(true);
    layout->addWidget(m_basis);
    m_match = new QLabel(this);
    m_match->setObjectName(QStringLiteral("reviewMatchSummary"));
    m_match->setWordWrap(true);
    m_match->setTextFormat(Qt::PlainText);
    layout->addWidget(m_match);

    auto *running = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("reviewStart"));
    running->addWidget(m_status, 1);
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    running->addWidget(m_start);
    layout->addLayout(running);

    // The moments and the table, or (hot-seat) the cover until the player shows the review.
    m_pages = new QStackedWidget(this);
    auto *splitter = new QSplitter(Qt::Horizontal, m_pages);
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(QStringLiteral("reviewMoments"));
    m_list->setWordWrap(true);
    m_list->setSpacing(2);
    m_list->setAlternatingRowColors(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust);
    leftLayout->addWidget(m_list, 1);
    m_turnOrder = new QCheckBox(left);
    m_turnOrder->setObjectName(QStringLiteral("reviewTurnOrder"));
    leftLayout->addWidget(m_turnOrder);
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_sentence = new QLabel(right);
    m_sentence->setObjectName(QStringLiteral("reviewSentence"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextFormat(Qt::PlainText);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_sentence);
    m_board = new ReviewBoard(std::move(renderer), right);
    rightLayout->addWidget(m_board, 1);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({380, 600});
    splitter->setChildrenCollapsible(false);
    m_pages->addWidget(splitter);
    auto *cover = new QWidget(m_pages);
    auto *coverLayout = new QVBoxLayout(cover);
    coverLayout->addStretch(1);
    m_coverText = new QLabel(cover);
    m_coverText->setAlignment(Qt::AlignCenter);
    m_coverText->setWordWrap(true);
    coverLayout->addWidget(m_coverText);
    m_show = new QPushButton(cover);
    m_show->setObjectName(QStringLiteral("reviewShow"));
    coverLayout->addWidget(m_show, 0, Qt::AlignHCenter);
    coverLayout->addStretch(1);
    m_pages->addWidget(cover);
    layout->addWidget(m_pages, 1);

    auto *buttons = new QHBoxLayout;
    m_prev = new QPushButton(this);
    m_prev->setObjectName(QStringLiteral("reviewPrevious"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("reviewNext"));
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("reviewClose"));
    buttons->addWidget(m_prev);
    buttons->addWidget(m_next);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    // Enter presses the focused button, or (in the list) goes to the moment's table; no button is
    // pressed by an Enter elsewhere.
    for (QPushButton *b : {m_cancel, m_start, m_show, m_prev, m_next, m_close}) b->setDefault(false);

    setTabOrder(m_roundBox, m_seatBox);
    setTabOrder(m_seatBox, m_cancel);
    setTabOrder(m_cancel, m_start);
    setTabOrder(m_start, m_show);
    setTabOrder(m_show, m_list);
    setTabOrder(m_list, m_turnOrder);
    setTabOrder(m_turnOrder, m_board);
    setTabOrder(m_board, m_prev);
    setTabOrder(m_prev, m_next);
    setTabOrder(m_next, m_close);

    connect(m_roundBox, &QComboBox::activated, this, [this] { onChoice(); });
    connect(m_seatBox, &QComboBox::activated, this, [this] { onChoice(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_cancelled = true;
        m_reviews->cancel(m_round, m_seat);
    });
    connect(m_start, &QPushButton::clicked, this, [this] { startReview(); });
    connect(m_show, &QPushButton::clicked, this, [this] {
        m_uncovered = true;
        fillMoments();
        m_list->setFocus();
    });
    connect(m_turnOrder, &QCheckBox::toggled, this, [this] { fillMoments(); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showMoment(); });
    connect(m_list, &QListWidget::itemActivated, this, [this] { m_board->setFocus(); });
    connect(m_prev, &QPushButton::clicked, this, [this] { step(-1); });
    connect(m_next, &QPushButton::clicked, this, [this] { step(1); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    m_list->installEventFilter(this);
    m_board->installEventFilter(this);
    for (const auto &[key, delta] : {std::pair{Qt::Key_Left, -1}, std::pair{Qt::Key_Right, 1}}) {
        auto *shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, d = delta] { step(d); });
    }

    connect(reviews, &RoundReviews::progressed, this, [this](int round, int seat) {
        if (round == m_round && seat == m_seat) refresh();
    });
    connect(reviews, &RoundReviews::finished, this, [this](int round, int seat) {
        if (seat == m_seat) {
            if (round == m_round) fillMoments();
            refresh();
        }
    });
    connect(reviews, &RoundReviews::cancelled, this, [this](int round, int seat) {
        if (round == m_round && seat == m_seat) {
            m_cancelled = true;
            refresh();
        }
    });
    connect(reviews, &RoundReviews::cleared, this, [this] {
        // A new or loaded game: nothing of the old one stays in sight.
        m_round = m_seat = -1;
        m_input.reset();
        if (isVisible()) close();
    });
    connect(controller, &GameController::roundFinished, this, [this] {
        if (isVisible()) fillChoices();
    });
    retranslate();
    ScreenFit::resize(this, QSize(1024, 720)); // within a small screen
}

void ReviewWindow::open(int round, int matchSeat)
{
    if (round != m_round || matchSeat != m_seat) m_uncovered = !m_controller->isHotSeat();
    m_round = round;
    m_seat = matchSeat;
    m_cancelled = false;
    m_input = m_reviews->input(round);
    fillChoices();
    startReview();
    fillMoments();
    show();
    raise();
    activateWindow();
    if (isCovered()) m_show->setFocus();
    else if (m_list->count() > 0 && m_list->isEnabled()) m_list->setFocus();
    else m_cancel->isVisible() ? m_cancel->setFocus() : m_close->setFocus();
}

void ReviewWindow::startReview()
{
    m_cancelled = false;
    if (!m_input || !m_reviews->start(m_round, m_seat)) m_input.reset();
    refresh();
}

void ReviewWindow::onChoice()
{
    const int round = m_roundBox->currentData().toInt();
    const int seat = m_seatBox->currentData().toInt();
    if (round == m_round && seat == m_seat) return;
    open(round, seat);
}

void ReviewWindow::fillChoices()
{
    m_roundBox->clear();
    for (int r : m_reviews->finishedRounds())
        m_roundBox->addItem(QCoreApplication::translate("GameLog", "Round %1").arg(r + 1), r);
    m_roundBox->setCurrentIndex(m_roundBox->findData(m_round));
    m_seatBox->clear();
    for (int s : m_reviews->reviewers()) m_seatBox->addItem(m_controller->matchSeatName(s), s);
    m_seatBox->setCurrentIndex(m_seatBox->findData(m_seat));
    // One human: the review is theirs, no choice to show.
    m_seatBox->setVisible(m_seatBox->count() > 1);
    m_seatLabel->setVisible(m_seatBox->count() > 1);
}

bool ReviewWindow::isCovered() const
{
    return m_controller->isHotSeat() && !m_uncovered;
}

void ReviewWindow::refresh()
{
    const RoundReview *done = m_reviews->result(m_round, m_seat);
    const bool running = m_reviews->isRunning(m_round, m_seat);
    const bool covered = isCovered();
    m_pages->setCurrentIndex(covered ? 1 : 0);
    const QString name = m_controller->hasGame() && m_seat >= 0 ? m_controller->matchSeatName(m_seat) : QString();
    m_coverText->setText(
        tr("%1's review of round %2 is hidden. Show it when only %1 is looking.").arg(name).arg(m_round + 1));
    setWindowTitle(tr("Review of round %1").arg(m_round + 1));

    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_start->setVisible(!running && !done && m_input.has_value());
    if (running) {
        const auto [judged, total] = m_reviews->progress(m_round, m_seat);
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(judged);
        m_status->setText(total > 0 ? tr("Reviewing: %1 of %n decisions…", nullptr, total).arg(judged)
                                    : tr("Waiting for another review to finish…"));
    } else if (!m_input) {
        m_status->setText(tr("This round cannot be reviewed: it was not dealt from the match's seed."));
    } else if (!done) {
        m_status->setText(m_cancelled ? tr("The review was cancelled.") : QString());
    } else {
        m_status->clear();
    }
    m_status->setVisible(!m_status->text().isEmpty() || running);

    const bool shown = done && !covered;
    m_summary->setText(shown ? ReviewWords::summary(m_round + 1, *done) : QString());
    m_summary->setVisible(shown);
    m_basis->setVisible(shown);
    const RoundReviews::Total total = m_reviews->total(m_seat);
    m_match->setVisible(shown && total.rounds > 1);
    if (shown && total.rounds > 1 && m_input)
        m_match->setText(ReviewWords::matchSummary(
            total.pointsLost,
            remi::review::labelFor(total.decisions ? total.pointsLost / total.decisions : 0.0, m_input->start.rules()),
            total.notOpened));
    m_list->setEnabled(shown);
    m_prev->setEnabled(shown && m_list->count() > 1);
    m_next->setEnabled(shown && m_list->count() > 1);
}

void ReviewWindow::fillMoments()
{
    const RoundReview *done = m_reviews->result(m_round, m_seat);
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_board->clear();
    m_sentence->clear();
    if (done && m_input && !isCovered()) {
        std::vector<int> order(done->moments.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
        if (m_turnOrder->isChecked())
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return done->moments[static_cast<std::size_t>(a)].step <
                       done->moments[static_cast<std::size_t>(b)].step;
            });
        const remi::RuleSet &rules = m_input->start.rules();
        for (int i : order) {
            const ReviewMoment &m = done->moments[static_cast<std::size_t>(i)];
            auto *item = new QListWidgetItem(ReviewWords::moment(m, rules), m_list);
            item->setData(kStepRole, m.step);
            item->setData(kIndexRole, i);
        }
        if (done->moments.empty()) {
            auto *item = new QListWidgetItem(tr("No mistakes worth a point: every decision was the expert's, or "
                                                "as good within what the simulations can tell."),
                                             m_list);
            item->setFlags(Qt::ItemIsEnabled);
        }
        // Every other decision where the expert would have moved otherwise, in turn order: the
        // player sees what the expert would do even where it makes no real difference.
        if (!done->differences.empty()) {
            auto *heading = new QListWidgetItem(tr("Other moves the expert would make, at no real cost:"), m_list);
            heading->setFlags(Qt::ItemIsEnabled);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
            for (std::size_t i = 0; i < done->differences.size(); ++i) {
                const ReviewMoment &m = done->differences[i];
                auto *item = new QListWidgetItem(ReviewWords::difference(m, rules), m_list);
                item->setData(kStepRole, m.step);
                item->setData(kDifferenceRole, static_cast<int>(i));
            }
        }
    }
    refresh();
    if (done && !done->moments.empty() && !isCovered()) m_list->setCurrentRow(0);
    showMoment();
}

void ReviewWindow::showMoment()
{
    const RoundReview *done = m_reviews->result(m_round, m_seat);
    const QListWidgetItem *item = m_list->currentItem();
    const bool isMoment = item && item->data(kIndexRole).isValid();
    if (!done || !m_input || !item || (!isMoment && !item->data(kDifferenceRole).isValid()) || isCovered()) {
        m_board->clear();
        m_board->setAccessibleName(tr("The table at the selected moment"));
        m_sentence->clear();
        return;
    }
    const ReviewMoment &m = isMoment ? done->moments[static_cast<std::size_t>(item->data(kIndexRole).toInt())]
                                     : done->differences[static_cast<std::size_t>(item->data(kDifferenceRole).toInt())];
    // The table as it was: the engine replays the round up to the decision.
    remi::Round round = m_input->start;
    for (int k = 0; k < m.step && k < static_cast<int>(m_input->actions.size()); ++k)
        round.apply(m_input->actions[static_cast<std::size_t>(k)]);
    const int seat = RoundReviews::roundSeat(*m_input, m_seat);
    const remi::PlayerView view = remi::makePlayerView(round, seat);
    const QString sentence =
        isMoment ? ReviewWords::moment(m, round.rules()) : ReviewWords::difference(m, round.rules());
    m_sentence->setText(sentence);
    m_board->setAccessibleName(sentence);
    m_board->setMoment(round.rules(), view, m.played, m.expert);
}

void ReviewWindow::step(int delta)
{
    const int n = m_list->count();
    if (n == 0 || !m_list->isEnabled()) return;
    // The next row with a move (the headings and the "no mistakes" line are passed over).
    for (int row = m_list->currentRow() + delta; row >= 0 && row < n; row += delta) {
        const QListWidgetItem *item = m_list->item(row);
        if (item->data(kIndexRole).isValid() || item->data(kDifferenceRole).isValid()) {
            m_list->setCurrentRow(row);
            return;
        }
    }
}

QStringList ReviewWindow::differenceTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(kDifferenceRole).isValid()) texts << m_list->item(i)->text();
    return texts;
}

QStringList ReviewWindow::momentTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(kIndexRole).isValid()) texts << m_list->item(i)->text();
    return texts;
}

int ReviewWindow::currentMoment() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item && item->data(kIndexRole).isValid() ? m_list->currentRow() : -1;
}

void ReviewWindow::selectMoment(int index)
{
    m_list->setCurrentRow(index);
}

void ReviewWindow::retranslate()
{
    m_roundLabel->setText(tr("&Round:"));
    m_seatLabel->setText(tr("Pl&ayer:"));
    m_roundBox->setAccessibleName(tr("Round"));
    m_seatBox->setAccessibleName(tr("Player"));
    m_progress->setAccessibleName(tr("Review progress"));
    m_cancel->setText(tr("Cancel"));
    m_start->setText(tr("Re&view this round"));
    m_show->setText(tr("&Show my review"));
    m_list->setAccessibleName(tr("Moments that cost points"));
    m_turnOrder->setText(tr("In &turn order"));
    m_prev->setText(tr("← &Previous"));
    m_prev->setToolTip(tr("The moment before (Left arrow)"));
    m_next->setText(tr("&Next →"));
    m_next->setToolTip(tr("The next moment (Right arrow)"));
    m_close->setText(tr("Close"));
    m_close->setToolTip(tr("Close the review (Esc); a review under way goes on"));
    m_board->setAccessibleName(tr("The table at the selected moment"));
    if (m_round >= 0) {
        fillChoices();
        fillMoments();
    }
}

bool ReviewWindow::eventFilter(QObject *watched, QEvent *event)
{
    // ← and → on the list and the board (where no shortcut took them: an inactive window).
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Left || key == Qt::Key_Right) {
            step(key == Qt::Key_Left ? -1 : 1);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ReviewWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}
