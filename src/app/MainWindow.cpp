#include "MainWindow.h"

#include "CardRenderer.h"
#include "GameController.h"
#include "MeldOrder.h"
#include "NewGameDialog.h"
#include "ReasonText.h"
#include "RoundEndDialog.h"
#include "SettingsDialog.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QLabel>
#include <QStatusBar>
#include <QVBoxLayout>
#include <algorithm>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_renderer(std::make_unique<CardRenderer>()),
      m_controller(new GameController(this)), m_scene(new TableScene(m_controller, m_renderer.get(), this)),
      m_view(new TableView(m_scene))
{
    setWindowTitle(tr("Remi"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_stack = new QStackedWidget(central);
    m_stack->addWidget(m_view);
    m_curtain = new QWidget(m_stack);
    m_curtain->setObjectName(QStringLiteral("curtain"));
    m_curtain->setAutoFillBackground(true);
    QPalette curtainPalette = m_curtain->palette();
    curtainPalette.setColor(QPalette::Window, QColor(0x0b, 0x3d, 0x24));
    curtainPalette.setColor(QPalette::WindowText, Qt::white);
    m_curtain->setPalette(curtainPalette);
    auto *curtainLayout = new QVBoxLayout(m_curtain);
    curtainLayout->addStretch(1);
    m_curtainText = new QLabel(m_curtain);
    m_curtainText->setAlignment(Qt::AlignCenter);
    m_curtainText->setWordWrap(true);
    QFont curtainFont = m_curtainText->font();
    curtainFont.setPointSizeF(curtainFont.pointSizeF() * 1.6);
    curtainFont.setBold(true);
    m_curtainText->setFont(curtainFont);
    curtainLayout->addWidget(m_curtainText);
    auto *show = new QPushButton(tr("Show my hand"), m_curtain);
    show->setObjectName(QStringLiteral("showHandButton"));
    show->setDefault(true);
    curtainLayout->addWidget(show, 0, Qt::AlignHCenter);
    m_curtain->setFocusProxy(show);
    curtainLayout->addStretch(1);
    connect(show, &QPushButton::clicked, this, [this] { m_controller->dismissCurtain(); });
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(key, m_curtain);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] { m_controller->dismissCurtain(); });
    }
    m_stack->addWidget(m_curtain);
    layout->addWidget(m_stack, 1);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 4, 8, 4);
    auto button = [&](const char *name, const QString &text, const QString &tip, auto slot) {
        auto *b = new QPushButton(text, central);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        b->setFocusPolicy(Qt::TabFocus);
        connect(b, &QPushButton::clicked, this, slot);
        bar->addWidget(b);
        return b;
    };
    m_meldButton =
        button("meldButton", tr("&Meld"), tr("Lay the selected cards, with the draft, as new melds (M)"),
               &MainWindow::meldSelection);
    m_draftButton = button("draftButton", tr("Add to &draft"),
                           tr("Keep the selected cards as one meld of a multi-meld opening (N)"),
                           &MainWindow::addToDraft);
    m_clearDraftButton =
        button("clearDraftButton", tr("Clear draft"), tr("Put the draft cards back (Shift+Escape)"), [this] {
            m_scene->clearDraft();
            updateButtons();
        });
    bar->addStretch(1);
    button("sortSuitButton", tr("Sort by &suit"), tr("S"),
           [this] { m_scene->sortHand(HandOrder::Sort::Suit); });
    button("sortRankButton", tr("Sort by &rank"), tr("Shift+S"),
           [this] { m_scene->sortHand(HandOrder::Sort::Rank); });
    m_undoButton = button("undoButton", tr("&Undo"), tr("Take back the last action of this turn (Ctrl+Z)"),
                          &MainWindow::undo);
    layout->addLayout(bar);
    setCentralWidget(central);
    createActions();
    m_variant = AppSettings::variant();
    m_fourColourAction->setChecked(AppSettings::fourColour());
    statusBar()->showMessage(tr("Welcome to Remi."));

    connect(m_controller, &GameController::stateChanged, this, [this] {
        m_scene->scheduleRefresh();
        updateButtons();
        updateCurtain();
    });
    connect(m_controller, &GameController::actionRefused, this, &MainWindow::showRefusal);
    connect(m_controller, &GameController::roundFinished, this, &MainWindow::onRoundFinished);
    connect(m_controller, &GameController::matchFinished, this, &MainWindow::onMatchFinished);
    connect(m_scene, &TableScene::selectionChanged, this, &MainWindow::updateButtons);
    connect(m_scene, &TableScene::stockClicked, this, &MainWindow::drawFromStock);
    connect(m_scene, &TableScene::cutCardClicked, this,
            [this] { m_controller->act(remi::Action::draw(0, remi::DrawSource::Cut)); });
    connect(m_scene, &TableScene::pileClicked, this, &MainWindow::onPileClicked);
    connect(m_scene, &TableScene::discardRequested, this, [this](remi::CardId card) {
        if (m_controller->act(remi::Action::discard(0, card)) != remi::Reason::Ok) m_scene->scheduleRefresh();
    });
    connect(m_scene, &TableScene::layOffRequested, this, &MainWindow::onLayOffRequested);
    resize(1200, 820);
}

MainWindow::~MainWindow()
{
    // Items refer to the renderer: remove them first.
    m_scene->clear();
}

void MainWindow::createActions()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *newGame = game->addAction(tr("&New Game…"), this, &MainWindow::newGame);
    newGame->setShortcut(QKeySequence::New);
    addSaveActions(game);
    QAction *settings = game->addAction(tr("&Settings…"), this, &MainWindow::showSettings);
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    game->addSeparator();
    QAction *quit = game->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *fourColour = view->addAction(tr("&Four-colour deck"));
    fourColour->setObjectName(QStringLiteral("fourColourAction"));
    fourColour->setCheckable(true);
    m_fourColourAction = fourColour;
    connect(fourColour, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("view/fourColour"), on);
        auto next = std::make_unique<CardRenderer>(on ? CardRenderer::fourColourDeckPath()
                                                      : CardRenderer::defaultDeckPath());
        m_scene->setRenderer(next.get());
        m_scene->refresh(); // drops every item drawn by the old renderer
        m_renderer = std::move(next);
    });

    QMenu *move = menuBar()->addMenu(tr("&Play"));
    auto add = [&](const QString &text, const QKeySequence &key, auto slot) {
        QAction *a = move->addAction(text, this, slot);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    add(tr("&Draw from the stock"), QKeySequence(Qt::Key_D), &MainWindow::drawFromStock);
    add(tr("Draw the c&ut card (for a hand)"), QKeySequence(Qt::SHIFT | Qt::Key_D),
        [this] { m_controller->act(remi::Action::draw(0, remi::DrawSource::Cut)); });
    add(tr("Add to &draft"), QKeySequence(Qt::Key_N), &MainWindow::addToDraft);
    add(tr("&Meld"), QKeySequence(Qt::Key_M), &MainWindow::meldSelection);
    add(tr("Dis&card the selected card"), QKeySequence::Delete, &MainWindow::discardSelection);
    add(tr("&Undo"), QKeySequence::Undo, &MainWindow::undo);
    move->addSeparator();
    add(tr("Sort by &suit"), QKeySequence(Qt::Key_S), [this] { m_scene->sortHand(HandOrder::Sort::Suit); });
    add(tr("Sort by &rank"), QKeySequence(Qt::SHIFT | Qt::Key_S),
        [this] { m_scene->sortHand(HandOrder::Sort::Rank); });
    add(tr("C&lear the selection"), QKeySequence(Qt::Key_Escape), [this] { m_scene->clearSelection(); });
    add(tr("Clear the dra&ft"), QKeySequence(Qt::SHIFT | Qt::Key_Escape), [this] {
        m_scene->clearDraft();
        updateButtons();
    });
}

bool MainWindow::startGame(const QString &variant, int players, quint64 seed)
{
    return startGame(variant, GameController::defaultSeats(players), seed);
}

bool MainWindow::startGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed)
{
    QString problem;
    std::optional<remi::RuleSet> rules = AppSettings::rules(variant, &problem);
    if (!rules) return false;
    if (!problem.isEmpty()) {
        // Stored options refused (an older or edited settings file): those keep the preset's values.
        qWarning("Settings ignored: %s", qPrintable(problem));
        statusBar()->showMessage(tr("Settings ignored: %1").arg(problem), 8000);
    }
    if (!m_controller->newGame(*rules, seats, seed)) return false;
    m_variant = variant;
    m_players = static_cast<int>(seats.size());
    m_seats = seats;
    m_scene->relayout(QSizeF(m_view->viewport()->size()));
    statusBar()->showMessage(tr("New game dealt."), 4000);
    return true;
}

void MainWindow::newGame()
{
    NewGameDialog dialog(this);
    dialog.setSeats(m_seats);
    dialog.setVariant(m_variant, m_players);
    if (dialog.exec() != QDialog::Accepted) return;
    startGame(dialog.variant(), dialog.seats(), dialog.seed().value_or(QRandomGenerator::global()->generate64()));
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    m_variant = AppSettings::variant();
    const auto rules = remi::presetRules(m_variant.toStdString());
    m_players = std::clamp(m_players, rules->minPlayers, rules->maxPlayers);
    m_fourColourAction->setChecked(AppSettings::fourColour());
    statusBar()->showMessage(tr("Settings saved: they apply to the next new game."), 6000);
}

void MainWindow::updateCurtain()
{
    const bool up = m_controller->hasGame() && m_controller->curtainUp();
    if (up) {
        const QString name = m_controller->seatName(m_controller->round().currentSeat());
        m_curtainText->setText(tr("Pass to %1 — press Space to show your hand").arg(name));
        m_curtain->setAccessibleDescription(m_curtainText->text());
    }
    m_stack->setCurrentWidget(up ? m_curtain : static_cast<QWidget *>(m_view));
    if (up)
        m_curtain->setFocus();
    else if (m_curtain->isAncestorOf(QApplication::focusWidget()) || m_curtain->hasFocus())
        m_view->setFocus();
}

void MainWindow::showRefusal(remi::Reason reason)
{
    statusBar()->showMessage(ReasonText::text(reason), 8000);
    m_scene->scheduleRefresh();
}

void MainWindow::updateButtons()
{
    const bool myTurn = m_controller->isHumanTurn();
    const bool play = myTurn && m_controller->round().phase() == remi::Phase::Play;
    m_meldButton->setEnabled(play && (!m_scene->selection().isEmpty() || !m_scene->draft().empty()));
    m_draftButton->setEnabled(play && m_scene->selection().size() >= 3);
    m_clearDraftButton->setEnabled(!m_scene->draft().empty());
    m_undoButton->setEnabled(myTurn && m_controller->round().undoDepth() > 0);
}

std::vector<remi::Card> MainWindow::handCards(const QList<remi::CardId> &ids) const
{
    std::vector<remi::Card> cards;
    const int seat = m_controller->humanSeat();
    if (seat < 0) return cards;
    for (remi::CardId id : ids)
        for (const remi::Card &c : m_controller->round().hand(seat))
            if (c.id == id) cards.push_back(c);
    return cards;
}

void MainWindow::meldSelection()
{
    if (!m_controller->hasGame()) return;
    const remi::Round &round = m_controller->round();
    const remi::RuleSet &rules = round.rules();
    const int seat = m_controller->humanSeat();
    const remi::JokerLimit limit =
        seat >= 0 && round.hasOpened(seat) ? rules.jokerLimit : rules.openingJokerLimit;
    std::vector<std::vector<remi::CardId>> melds;
    for (const auto &draft : m_scene->draft())
        melds.push_back(
            MeldOrder::tableOrder(handCards(QList<remi::CardId>(draft.begin(), draft.end())), rules, limit));
    if (!m_scene->selection().isEmpty())
        melds.push_back(MeldOrder::tableOrder(handCards(m_scene->selection()), rules, limit));
    if (melds.empty()) {
        statusBar()->showMessage(tr("Select the cards of a meld first."), 6000);
        return;
    }
    if (m_controller->act(remi::Action::meld(seat, melds)) == remi::Reason::Ok) {
        m_scene->clearSelection();
        m_scene->clearDraft();
    }
}

void MainWindow::addToDraft()
{
    if (m_scene->selection().size() < 3) {
        statusBar()->showMessage(tr("Select at least three cards for a draft meld."), 6000);
        return;
    }
    m_scene->addSelectionToDraft();
    updateButtons();
}

void MainWindow::undo()
{
    if (m_controller->hasGame()) m_controller->act(remi::Action::undo(0));
}

void MainWindow::drawFromStock()
{
    if (m_controller->hasGame()) m_controller->act(remi::Action::draw(0, remi::DrawSource::Stock));
}

void MainWindow::discardSelection()
{
    if (m_scene->selection().size() != 1) {
        statusBar()->showMessage(tr("Select exactly one card to discard."), 6000);
        return;
    }
    m_controller->act(remi::Action::discard(0, m_scene->selection().first()));
}

void MainWindow::onPileClicked(int depth)
{
    const remi::Round &round = m_controller->round();
    if (round.rules().discardPickup != remi::DiscardPickup::PickupMeld) {
        m_controller->act(remi::Action::draw(0, remi::DrawSource::Discard, depth));
        return;
    }
    // remi_indonesia: the pile card is laid at once with the selected hand cards (RULES.md 5.3).
    const auto &pile = round.pile();
    if (depth < 1 || depth > static_cast<int>(pile.size())) return;
    std::vector<remi::Card> cards = handCards(m_scene->selection());
    cards.push_back(pile[pile.size() - static_cast<std::size_t>(depth)].card);
    const auto order = MeldOrder::tableOrder(cards, round.rules(), round.rules().jokerLimit);
    if (m_controller->act(remi::Action::pickupMeld(0, depth, order)) == remi::Reason::Ok)
        m_scene->clearSelection();
}

void MainWindow::onLayOffRequested(remi::CardId card, int meld)
{
    const remi::Reason reason = m_controller->act(remi::Action::layOff(0, card, meld), false);
    if (reason == remi::Reason::Ok) return;
    // A natural card dropped on a meld may also take the joker's place (joker swap).
    if (m_controller->act(remi::Action::swapJoker(0, card, meld), false) == remi::Reason::Ok) return;
    showRefusal(reason);
}

void MainWindow::onRoundFinished()
{
    if (m_unattended) return; // the owner continues (or stops)
    auto *dialog = new RoundEndDialog(m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, m_controller, &GameController::continueAfterRound);
    dialog->open();
}

void MainWindow::onMatchFinished()
{
    if (m_unattended) return;
    const remi::Match &match = m_controller->match();
    QStringList names;
    for (int seat : match.winners())
        names << m_controller->matchSeatName(seat);
    QStringList totals;
    for (int m = 0; m < match.players(); ++m)
        totals << tr("%1: %2")
                      .arg(m_controller->matchSeatName(m))
                      .arg(match.totals()[static_cast<std::size_t>(m)]);
    auto *box = new QMessageBox(QMessageBox::Information, tr("Match over"),
                                tr("Winner: %1").arg(names.join(QStringLiteral(", "))) +
                                    QStringLiteral("\n\n") + totals.join(QLatin1Char('\n')),
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Start a new game from the Game menu."));
    box->open();
}
