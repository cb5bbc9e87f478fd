// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MainWindow.h"
#include "VariantNames.h"

#include "Announcer.h"
#include "AppSettings.h"
#include "AppStyle.h"
#include "CardNames.h"
#include "CardRenderer.h"
#include "CommandPresenter.h"
#include "FollowGame.h"
#include "GameController.h"
#include "GameLogModel.h"
#include "GameSounds.h"
#include "HandModel.h"
#include "HelpMenu.h"
#include "HowToPlay.h"
#include "KeyboardController.h"
#include "NoticeBar.h"
#include "PlayMenu.h"
#include "PlayerCommands.h"
#include "ReasonText.h"
#include "ReviewCommand.h"
#include "RoundEndPanel.h"
#include "ScreenFit.h"
#include "SettingsDialog.h"
#include "StatusLine.h"
#include "TableAccessible.h"
#include "TableScene.h"
#include "TableView.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_renderer(std::make_unique<CardRenderer>()), m_controller(new GameController(this)),
      m_hand(new HandModel(m_controller, this)), m_commands(new PlayerCommands(m_controller, m_hand, this)),
      m_scene(new TableScene(m_controller, m_hand, &m_commands->finder(), m_renderer.get(), this))
{
    // The cards as accessible children of the view: the factory first, before anything asks for
    // the view's interface.
    TableAccessible::install();
    setStatusBar(new StatusLine(this)); // long messages wrap rather than being cut
    m_view = new TableView(m_scene);
    // Texts are set by retranslateUi(), again on every language change.
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    createNotices(layout);
    m_stack = new QStackedWidget(central);
    m_stack->setObjectName(QLatin1String(TableAccessible::kStackName)); // no "layered pane" (issue 34)
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
    auto *show = trText(new QPushButton(m_curtain), QT_TR_NOOP("Show my hand"),
                        QT_TR_NOOP("Show your cards and play your turn (%1)"));
    show->setObjectName(QStringLiteral("showHandButton"));
    show->setDefault(true);
    curtainLayout->addWidget(show, 0, Qt::AlignHCenter);
    m_curtain->setFocusProxy(show);
    curtainLayout->addStretch(1);
    connect(show, &QPushButton::clicked, this, [this] { m_controller->dismissCurtain(); });
    for (const QKeySequence &key :
         {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(key, m_curtain);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] { m_controller->dismissCurtain(); });
    }
    m_stack->addWidget(m_curtain);
    // The round's end: a score table over the right of the felt, the table under it unmoved (issue 35:
    // beside it, it narrowed the table, which was laid out afresh).
    layout->addWidget(m_stack, 1);
    m_roundEnd = new RoundEndPanel(m_controller, m_scene, central);
    m_roundEnd->overlay(m_view);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 4, 8, 4);
    // The buttons run the same player commands as the keys, the menus and the mouse.
    auto button = [&](const char *name, const char *text, const char *tip, std::function<CommandResult()> command) {
        auto *b = trText(new QPushButton(central), text, tip);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::TabFocus);
        connect(b, &QPushButton::clicked, this, [this, command] {
            m_keys->presenter()->run(CommandPresenter::Input::Pointer, [command](bool) { return command(); });
        });
        bar->addWidget(b);
        return b;
    };
    m_meldButton = button("meldButton", QT_TR_NOOP("&Meld"),
                          QT_TR_NOOP("Lay the selected cards, with the draft, as new melds (%1)"),
                          [this] { return m_commands->meld(); });
    m_draftButton = button("draftButton", QT_TR_NOOP("Add to &draft"),
                           QT_TR_NOOP("Keep the selected cards as one meld of a multi-meld opening (%1)"),
                           [this] { return m_commands->addToDraft(); });
    m_clearDraftButton =
        button("clearDraftButton", QT_TR_NOOP("Clear draft"), QT_TR_NOOP("Put the draft cards back in the hand (%1)"),
               [this] { return m_commands->clearDraft(); });
    bar->addStretch(1);
    button("sortSuitButton", QT_TR_NOOP("Sort by &suit"), QT_TR_NOOP("Sort your hand by suit (%1)"),
           [this] { return m_commands->sort(HandOrder::Sort::Suit); });
    button("sortRankButton", QT_TR_NOOP("Sort by &rank"), QT_TR_NOOP("Sort your hand by rank (%1)"),
           [this] { return m_commands->sort(HandOrder::Sort::Rank); });
    m_undoButton = button("undoButton", QT_TR_NOOP("&Undo"), QT_TR_NOOP("Take back the last action of this turn (%1)"),
                          [this] { return m_commands->undo(); });
    layout->addLayout(bar);
    setCentralWidget(central);
    m_keys = new KeyboardController(this, m_controller, m_commands, m_scene, m_view);
    // A notice that comes up is said as well (issue 34: a blind player never heard where the
    // unfinished game was kept).
    for (NoticeBar *notice : {m_saveNotice, m_settingsNotice, m_keptNotice})
        connect(notice, &NoticeBar::shown, m_keys->announcer(), &Announcer::speak);
    createActions();
    m_variant = AppSettings::variant();
    m_themePath = CardRenderer::defaultDeckPath(); // what m_renderer was made with
    m_fourColourAction->setChecked(AppSettings::fourColour());
    applyAppearance();
    retranslateUi();
    statusBar()->showMessage(tr("Welcome to Remi."));
    updateSettingsNotice();

    connect(m_controller, &GameController::stateChanged, this, [this] {
        m_scene->scheduleRefresh();
        updateButtons();
        updateCurtain();
    });
    connect(m_controller, &GameController::actionRefused, this, &MainWindow::showRefusal);
    connect(m_controller, &GameController::gameStarted, this, &MainWindow::updateTitle);
    // The round's result is read with the button that gets the focus, and before it: the moves not
    // said yet, the result, the button ("Computer 1 discarded K♣. Round 1 over — … Next round push
    // button"). A notification besides was read after the button's name (issue 34).
    connect(m_roundEnd, &RoundEndPanel::shown, this, [this](const QString &summary) {
        const QString held = m_keys->announcer()->takeHeld();
        const QString words = held.isEmpty() ? summary : held + QLatin1Char(' ') + summary;
        m_keys->announcer()->show(words);
        m_roundEnd->setResultWords(CardNames::spoken(words));
    });
    connect(m_roundEnd, &RoundEndPanel::finished, this, [this] { m_view->setFocus(); });
    connect(m_controller, &GameController::matchFinished, this, &MainWindow::onMatchFinished);
    connect(m_hand, &HandModel::selectionChanged, this, &MainWindow::updateButtons);
    // A refresh drops draft melds whose cards left the hand: Clear draft and Meld follow.
    connect(m_scene, &TableScene::refreshed, this, &MainWindow::updateButtons);
    connectTable();
    createOnline();
    placeOnScreen();
}

void MainWindow::placeOnScreen()
{
    // Small enough for 1920×1080 at 2× scale (960×540 less a panel); the table fits it (TableLayout).
    setMinimumSize(kMinimumSize);
    // Later starts: where the window was left, docks included.
    if (restoreGeometry(AppSettings::windowGeometry())) {
        ScreenFit::keepInside(this); // saved on another screen or at another scale
        restoreState(AppSettings::windowState());
        m_keys->meldDock()->hide(); // its place is kept; it opens with its key (RULES.md 7)
        return;
    }
    // The first start: 90 % of the screen's free area, centred.
    const QScreen *screen = QGuiApplication::primaryScreen();
    if (!screen) return;
    const QRect free = screen->availableGeometry();
    const QSize size =
        (QSizeF(free.size()) * kFirstStartShare).toSize().expandedTo(minimumSize()).boundedTo(free.size());
    setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, free));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmLeaveHostedTable()) {
        event->ignore();
        return;
    }
    if (m_keepsPlace) {
        AppSettings::setWindowGeometry(saveGeometry());
        AppSettings::setWindowState(saveState());
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::connectTable()
{
    // Every pointer request of the table is a player command, run as the pointer's: a refusal
    // snaps the card back, a discard with rami borrowed cards still held asks in a box first.
    auto pointer = [this](CommandPresenter::Command command) {
        m_keys->presenter()->run(CommandPresenter::Input::Pointer, command);
    };
    PlayerCommands *commands = m_commands;
    connect(m_scene, &TableScene::stockClicked, this, [=] { pointer([=](bool) { return commands->draw(); }); });
    connect(m_scene, &TableScene::cutCardClicked, this, [=] { pointer([=](bool) { return commands->drawCut(); }); });
    connect(m_scene, &TableScene::pileClicked, this,
            [=](int depth) { pointer([=](bool) { return commands->takeDiscard(depth); }); });
    connect(m_scene, &TableScene::discardRequested, this,
            [=](remi::CardId card) { pointer([=](bool confirmed) { return commands->discard(card, confirmed); }); });
    connect(m_scene, &TableScene::discardSelectionRequested, this,
            [=] { pointer([=](bool confirmed) { return commands->discardSelection(confirmed); }); });
    connect(m_scene, &TableScene::layOffRequested, this, [=](remi::CardId card, int meld, remi::MeldEnd end) {
        pointer([=](bool) { return commands->layOff(card, meld, end); });
    });
    connect(m_scene, &TableScene::meldRequested, this, [=] { pointer([=](bool) { return commands->meld(); }); });
    connect(m_scene, &TableScene::handMoveRequested, this,
            [=](remi::CardId card, int delta) { pointer([=](bool) { return commands->moveInHand(card, delta); }); });
}

MainWindow::~MainWindow()
{
    // Items refer to the renderer: remove them first.
    m_scene->clear();
}

void MainWindow::createActions()
{
    QMenu *game = trText(menuBar()->addMenu(QString()), QT_TR_NOOP("&Game"));
    QAction *newGame = trText(game->addAction(QString(), this, &MainWindow::newGame), QT_TR_NOOP("&New Game…"));
    newGame->setShortcut(QKeySequence::New);
    addSaveActions(game);
    QAction *settings = trText(game->addAction(QString(), this, &MainWindow::showSettings), QT_TR_NOOP("&Settings…"));
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    QAction *statistics =
        trText(game->addAction(QString(), this, &MainWindow::showStatistics), QT_TR_NOOP("S&tatistics…"));
    statistics->setObjectName(QStringLiteral("statisticsAction"));
    // Issue 40: the round review (the entry, Ctrl+R and the round end's button: one action).
    m_review = new ReviewCommand(
        this, m_controller, [this] { return m_renderer.get(); }, game, m_roundEnd);
    game->addSeparator();
    QAction *quit = trText(game->addAction(QString(), qApp, &QApplication::closeAllWindows), QT_TR_NOOP("&Quit"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = trText(menuBar()->addMenu(QString()), QT_TR_NOOP("&View"));
    QAction *fourColour = trText(view->addAction(QString()), QT_TR_NOOP("&Four-colour deck"));
    fourColour->setObjectName(QStringLiteral("fourColourAction"));
    fourColour->setCheckable(true);
    m_fourColourAction = fourColour;
    connect(fourColour, &QAction::toggled, this, [this](bool on) {
        AppSettings::setFourColour(on);
        applyAppearance();
    });
    // The game's sounds (View → Sounds, the same setting as in Settings).
    m_sounds = new GameSounds(this, m_controller, view);

    QMenu *move = trText(menuBar()->addMenu(QString()), QT_TR_NOOP("&Play"));
    m_playMenu =
        std::make_unique<PlayMenu>(this, m_controller, m_keys, move, view); // RULES.md 7: every game key is an action
    // The game log panel, marks on what changed, skip-ahead, the hot-seat summary.
    m_follow = new FollowGame(this, m_controller, m_scene, m_view, view, m_curtain);
    // The other players' moves, in the game log's words, are said to screen readers: held
    // until the next thing is said (the turn coming back, the round's end), so that Orca, which cuts
    // a line off when the next one comes, says them whole and in order. Your own moves are said by
    // the commands; a game of computers only is said as it goes.
    connect(m_follow->model(), &GameLogModel::linesAdded, this, [this](int first) {
        const GameLogModel *model = m_follow->model();
        const auto &lines = model->lines();
        for (std::size_t i = static_cast<std::size_t>(first); i < lines.size(); ++i) {
            const GameLogLine &line = lines[i];
            if (line.kind != GameLogLine::Kind::Action || line.text.isEmpty()) continue;
            if (line.actor >= 0 && line.actor == model->viewer()) continue;
            // "8♠" is read "eight of spades", declined as the sentence needs; a joker laid in a run,
            // with the card it stands for (GameLogLine::spoken).
            const QString &words = line.spoken;
            if (m_controller->hasGame() && m_controller->humanSeat() < 0) m_keys->announce(words);
            else
                m_keys->announcer()->hold(words, line.actor >= 0 ? m_controller->matchSeatName(line.actor) : QString());
        }
    });

    // F1: rules of the game on the table; Ctrl+F1: the key list; About.
    new HelpMenu(this, [this] {
        return m_controller->hasGame() ? QString::fromStdString(m_controller->round().rules().variant) : m_variant;
    });
    // "How to play" (?), and the table's tooltips name the keys of these actions.
    m_howToPlay = new HowToPlay(this, m_view);
    QHash<QString, QKeySequence> keys;
    for (const QAction *action : findChildren<QAction *>())
        if (!action->objectName().isEmpty() && !action->shortcut().isEmpty())
            keys.insert(action->objectName(), action->shortcut());
    m_scene->setShortcuts(keys);
}

QString MainWindow::buttonKey(const QWidget *button) const
{
    // The button and the Play menu action run the same command; the action holds the key.
    static const QHash<QString, QString> actions{{QStringLiteral("meldButton"), QStringLiteral("meldAction")},
                                                 {QStringLiteral("draftButton"), QStringLiteral("draftAction")},
                                                 {QStringLiteral("sortSuitButton"), QStringLiteral("sortSuitAction")},
                                                 {QStringLiteral("sortRankButton"), QStringLiteral("sortRankAction")},
                                                 {QStringLiteral("undoButton"), QStringLiteral("undoAction")}};
    if (const QString action = actions.value(button->objectName()); !action.isEmpty())
        if (const QAction *a = findChild<QAction *>(action)) return a->shortcut().toString(QKeySequence::NativeText);
    // Keys of the table's own: Shift+Escape clears the draft (KeyboardController), Space shows the hand.
    if (button->objectName() == QLatin1String("clearDraftButton"))
        return QKeySequence(Qt::SHIFT | Qt::Key_Escape).toString(QKeySequence::NativeText);
    return QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText);
}

template <class T> T *MainWindow::trText(T *object, const char *text, const char *tip)
{
    m_trTexts.append({object, text, tip});
    return object;
}

void MainWindow::retranslateUi()
{
    // The window system adds the application's name to every title ("Settings — Remi"): in the
    // language's own script too, or Cyrillic titles end in Latin. Before the title: a title
    // set first was joined to the old language's name ("Remi — Реми").
    QGuiApplication::setApplicationDisplayName(tr("Remi"));
    updateTitle();
    m_playMenu->retranslate();
    m_keys->retranslate();
    m_review->retranslate();
    for (const TrText &t : std::as_const(m_trTexts)) {
        if (auto *menu = qobject_cast<QMenu *>(t.object)) menu->setTitle(tr(t.text));
        else if (auto *action = qobject_cast<QAction *>(t.object)) action->setText(tr(t.text));
        else if (auto *button = qobject_cast<QAbstractButton *>(t.object)) button->setText(tr(t.text));
        if (!t.tip) continue;
        // A button's tooltip names its real key, read from the action it shares.
        if (auto *widget = qobject_cast<QWidget *>(t.object)) {
            const QString tip = tr(t.tip);
            widget->setToolTip(tip.contains(QLatin1String("%1")) ? tip.arg(buttonKey(widget)) : tip);
        }
    }
}

void MainWindow::updateTitle()
{
    const bool playing = m_controller->hasGame();
    setWindowTitle(playing ? VariantNames::title(QString::fromStdString(m_controller->round().rules().variant))
                           : tr("Remi"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        statusBar()->clearMessage();
        // Default seat names ("You", "West") follow the language; names typed by the players stay.
        m_controller->retranslateSeatNames();
        if (m_controller->hasGame()) m_seats = m_controller->seats();
        else m_seats = GameController::defaultSeats(m_players);
        if (m_controller->hasGame()) {
            m_scene->refresh(); // the status line, pile labels and card names
            updateCurtain();
        }
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::applyAppearance()
{
    const AnimationSpeed speed = AppSettings::animationSpeed();
    m_scene->setAnimationSpeed(speed);
    // The table theme: the felt (or wood) of the table and, to match, every window's colours.
    const TableTheme table = TableThemes::current();
    m_scene->setTableTheme(table.key);
    AppStyle::apply(table);
    QPalette curtain = m_curtain->palette();
    curtain.setColor(QPalette::Window, table.window);
    m_curtain->setPalette(curtain);
    m_controller->setComputerStepDelay(Animations::computerPaceMs(AppSettings::computerSpeed(), speed));
    const CardTheme theme = CardThemes::current();
    if (theme.path == m_themePath) return;
    auto next = std::make_unique<CardRenderer>(theme);
    if (!next->isValid()) {
        statusBar()->showMessage(tr("The card deck %1 cannot be read; using Remi's own deck.").arg(theme.name), 8000);
        next = std::make_unique<CardRenderer>(CardThemes::builtIn(AppSettings::fourColour()));
    }
    m_themePath = theme.path;
    m_scene->setRenderer(next.get());
    m_scene->refresh(); // drops every item drawn by the old renderer
    m_renderer = std::move(next);
}

void MainWindow::showGamePlayed(SettingsDialog &dialog) const
{
    // Open on the next new game's game: the one played (`remi --variant rami` or a loaded save may
    // differ from the variant stored last), or the one chosen in Settings since (reopened,
    // Settings showed the game played as if the choice was lost). The note names the game played.
    if (const int index = dialog.variantBox()->findData(m_variant); index >= 0)
        dialog.variantBox()->setCurrentIndex(index);
    dialog.setGamePlayed(m_controller->hasGame() && !m_controller->match().isOver()
                             ? QString::fromStdString(m_controller->round().rules().variant)
                             : QString());
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    showGamePlayed(dialog);
    if (dialog.exec() != QDialog::Accepted) return;
    // Only a changed game or game option waits for the next new game; the look applies at once.
    const bool rulesChanged = dialog.optionsChanged() || AppSettings::variant() != m_variant;
    m_variant = AppSettings::variant();
    const auto rules = remi::presetRules(m_variant.toStdString());
    m_players = std::clamp(m_players, rules->minPlayers, rules->maxPlayers);
    m_fourColourAction->setChecked(AppSettings::fourColour());
    m_sounds->setEnabled(AppSettings::sounds());
    applyAppearance();
    updateSettingsNotice();
    statusBar()->showMessage(
        rulesChanged ? tr("Settings saved: they apply to the next new game.") : tr("Settings saved."), 6000);
}

void MainWindow::updateCurtain()
{
    // A lobby's waiting room covers the table: the game behind it is not the one being waited for.
    const bool waiting = m_waitingRoom && m_waitingRoom->isVisible();
    if (auto *show = m_curtain->findChild<QPushButton *>(QStringLiteral("showHandButton"))) show->setVisible(!waiting);
    if (waiting) {
        m_curtainText->setText(tr("Waiting for the online table to start…"));
        m_curtain->setAccessibleDescription(m_curtainText->text());
        m_stack->setCurrentWidget(m_curtain);
        return;
    }
    const bool up = m_controller->hasGame() && m_controller->curtainUp();
    if (up) {
        const QString name = m_controller->seatName(m_controller->round().currentSeat());
        m_curtainText->setText(tr("Pass to %1 — press Space to show your hand").arg(name));
        m_curtain->setAccessibleDescription(m_curtainText->text());
        // The last player's messages (a refusal, a hint, what they laid) are not for the next one
        // (the cover showed the previous player's status line).
        if (m_stack->currentWidget() != m_curtain) statusBar()->clearMessage();
    }
    m_stack->setCurrentWidget(up ? m_curtain : static_cast<QWidget *>(m_view));
    if (up) m_curtain->setFocus();
    else if (m_curtain->isAncestorOf(QApplication::focusWidget()) || m_curtain->hasFocus()) m_view->setFocus();
}

QString MainWindow::refusalText(remi::Reason reason) const
{
    return ReasonText::refusal(reason, m_controller->turnBlock());
}

void MainWindow::showRefusal(remi::Reason reason)
{
    statusBar()->showMessage(refusalText(reason), 8000);
    m_scene->scheduleRefresh();
}

void MainWindow::updateButtons()
{
    const bool myTurn = m_controller->isHumanTurn();
    const bool play = myTurn && m_controller->round().phase() == remi::Phase::Play;
    m_meldButton->setEnabled(play && (!m_hand->selection().isEmpty() || !m_hand->draft().empty()));
    m_draftButton->setEnabled(play && m_hand->selection().size() >= 3);
    m_clearDraftButton->setEnabled(!m_hand->draft().empty());
    m_undoButton->setEnabled(myTurn && m_controller->round().undoDepth() > 0);
}

void MainWindow::setUnattended(bool on)
{
    m_unattended = on;
    m_roundEnd->setUnattended(on);
}
