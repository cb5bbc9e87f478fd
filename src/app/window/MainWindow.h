// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The main window: the table view, the play buttons and the game menu.

#include "GameController.h"
#include "engine/Action.h"
#include "engine/Card.h"
#include "engine/Reason.h"

#include <QMainWindow>
#include <QPointer>
#include <memory>

class Autosave;
class FollowGame;
class TableChat;
class GameSounds;
class CardRenderer;
class HandModel;
class KeyboardController;
class NoticeBar;
class PlayerCommands;
class PlayMenu;
class ReviewCommand;
class RoundEndPanel;
class StatsRecorder;
class QAction;
class QDialog;
class QLabel;
class QMessageBox;
class QMenu;
class HowToPlay;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;
class TableScene;
class TableView;

class SettingsDialog;

class OnlineClient;
class HostedServer;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Starts a match: `variant` preset, `players` seats, seat 0 human.
    bool startGame(const QString &variant, int players, quint64 seed);
    /// Starts a match: `variant` preset, one entry of `seats` per seat.
    bool startGame(const QString &variant, const QList<SeatConfig> &seats, quint64 seed);

    GameController *controller() const { return m_controller; }
    /// The human's hand: order, selection, draft (play/HandModel).
    HandModel *hand() const { return m_hand; }
    /// The player commands every input path runs (play/PlayerCommands).
    PlayerCommands *commands() const { return m_commands; }
    TableScene *scene() const { return m_scene; }
    TableView *view() const { return m_view; }
    /// Hot-seat curtain covering the table between human turns.
    QWidget *curtain() const { return m_curtain; }
    const CardRenderer *renderer() const { return m_renderer.get(); }
    /// The key map of RULES.md 7, the meld list, the menus and what is said.
    KeyboardController *keyboard() const { return m_keys; }
    /// The game log panel, the change marks, skip-ahead and the hot-seat summary.
    FollowGame *follow() const { return m_follow; }
    /// The game's sounds and View → Sounds.
    GameSounds *sounds() const { return m_sounds; }
    /// The "How to play" overlay (? key, Help menu).
    HowToPlay *howToPlay() const { return m_howToPlay; }
    /// The status text for a refused action (while the hot-seat curtain is up: show the hand first).
    QString refusalText(remi::Reason reason) const;

    // Save files (MainWindowSave.cpp).
    /// Writes the match, with the hand orders, to `path`; false with a translated `error`.
    bool saveTo(const QString &path, QString *error);
    /// Loads `path` and continues it; on failure the current game and the file stay as they were.
    bool openFile(const QString &path, QString *error);
    /// Continues `match` replayed from `game` (hand orders included).
    bool continueGame(const remi::save::SaveGame &game, std::unique_ptr<remi::Match> match);
    /// The one place every route that replaces the game without asking (a file opened: command
    /// line, Open…, a file-open event; a game named on the command line) calls first:
    /// keeps the unfinished autosaved game aside (Autosave::keepUnfinishedAside) and says where
    /// in keptNotice(). Returns the copy's path, or "" when nothing was kept.
    QString keepUnfinishedAside();
    /// Up after keepUnfinishedAside() kept a game: where it is, with Open it and Hide.
    NoticeBar *keptNotice() const { return m_keptNotice; }
    /// Autosave to Autosave::path() after every completed action from now on.
    void enableAutosave();
    Autosave *autosave() const { return m_autosave; }

    // Notices across the top of the window (MainWindowNotices.cpp).
    /// Up while the game is not being saved (Autosave::problemText()), with Save as…
    NoticeBar *saveNotice() const { return m_saveNotice; }
    /// Up while stored settings cannot be used (SettingsProblems), with Settings… and Hide.
    NoticeBar *settingsNotice() const { return m_settingsNotice; }
    /// Checks the stored settings again and shows or clears the settings notice.
    void updateSettingsNotice();
    /// Unattended play (tests, demos): no round-end panel and no match-end dialog; the caller
    /// continues after GameController::roundFinished.
    void setUnattended(bool on);
    /// Whether closing the window stores its place and docks for the next start (true; a lesson's
    /// window, LearnToPlay, does not).
    void setKeepsPlace(bool keep) { m_keepsPlace = keep; }
    bool keepsPlace() const { return m_keepsPlace; }
    /// The round's end beside the table (score table, hands face up).
    RoundEndPanel *roundEndPanel() const { return m_roundEnd; }
    /// "Review my round" (issue 40): the command, its reviews and window.
    ReviewCommand *review() const { return m_review; }
    /// From now on finished single-human matches are added to the statistics file `path`
    /// (Statistics::defaultPath() when empty).
    void enableStatistics(const QString &path = {});
    StatsRecorder *statsRecorder() const { return m_stats; }
    /// A new match with the same seats and options as the one played, shuffled with `seed`.
    bool rematch(quint64 seed);
    /// Points `dialog`'s variant box at the game being played (else the variant last chosen), as
    /// Settings (Ctrl+,) opens; also used by `remi --screenshot-dialog settings`.
    void showGamePlayed(SettingsDialog &dialog) const;

    // Online play (MainWindowOnline.cpp, issue 39).
    /// The connection to a network table (idle while playing locally).
    OnlineClient *online() const { return m_online; }
    TableChat *tableChat() const { return m_chat; }
    /// The table server this window runs when its player hosts a table (stopped until then).
    HostedServer *hostedServer() const { return m_hosted; }
    /// Up after another player's rematch (issue 39: it came without a word and wiped the result),
    /// with the last match's standings and Hide.
    NoticeBar *rematchNotice() const { return m_rematchNotice; }
    /// The standings of the match before the rematch (GameController::lastMatch), if any.
    void showLastMatch();

    /// The smallest window (the table still fits: TableLayout), and the share of the screen's free
    /// area the window takes at the first start.
    static constexpr QSize kMinimumSize{720, 480};
    static constexpr double kFirstStartShare = 0.9;

    /// Why Save as… is off at a network table (issue 39).
    static QString onlineSaveWhy();

  public slots:
    void newGame();
    /// With a game in progress: asks whether to start a new one (Keep playing is the default).
    bool confirmNewGame();
    /// File dialogs: Save as… (Ctrl+S) and Open… (Ctrl+O), `.remi` files.
    void saveAs();
    void open();
    /// What Open… does with the file it asked for, and a file opened from the Finder
    /// (FileOpenFilter): loads `path` (openFile) and says so in the status bar, or shows why not in
    /// a message box, the current game left as it was.
    void openPath(const QString &path);
    /// The settings dialog (Ctrl+,).
    void showSettings();
    /// Game → Statistics…
    void showStatistics();

  protected:
    /// Keeps the window's place, size and docks for the next start (AppSettings).
    void closeEvent(QCloseEvent *event) override;
    /// QEvent::LanguageChange: every text, the table and the default seat names again.
    void changeEvent(QEvent *event) override;

  private:
    /// First start: 90 % of the screen, centred; later starts: the place and docks of the last.
    void placeOnScreen();
    /// Applies the card theme and animation speed of the settings.
    void applyAppearance();
    /// A widget, menu or action whose text (and tooltip) retranslateUi() sets from these sources.
    struct TrText {
        QObject *object;
        const char *text;
        const char *tip;
    };
    template <class T> T *trText(T *object, const char *text, const char *tip = nullptr);
    /// The key of a bottom-bar button's command, as its tooltip names it.
    QString buttonKey(const QWidget *button) const;
    void retranslateUi();
    /// The window's title: the game being played ("Remi 51"; the window system adds " — Remi"), or
    /// "Remi" without a game.
    void updateTitle();
    void createActions();
    /// The table's pointer requests (clicks, double-clicks, drops) run as player commands.
    void connectTable();
    void addSaveActions(QMenu *menu);
    /// The notice bars, at the top of `layout`.
    void createNotices(QVBoxLayout *layout);
    /// Shows or clears the save notice from the autosave's problem.
    void updateSaveNotice();
    void showRefusal(remi::Reason reason);
    void updateButtons();
    void updateCurtain();
    /// Closing while this window hosts a table with friends at it (issue 39): asks first, since
    /// the table goes down with the window. True when the window may close.
    bool confirmLeaveHostedTable();
    void onMatchFinished();
    /// The online client and the hosted server, and what the window says of the connection.
    void createOnline();
    /// Online: the hand order kept for the table and seat (AppSettings::tableHandOrder).
    void keepTableHandOrder();
    void restoreTableHandOrder();

    std::unique_ptr<CardRenderer> m_renderer;
    QString m_themePath; ///< the deck m_renderer draws (CardTheme::path)
    GameController *m_controller;
    OnlineClient *m_online = nullptr;
    TableChat *m_chat = nullptr; ///< the table chat (MainWindowOnline.cpp), shown at a table
    HostedServer *m_hosted = nullptr;
    /// The lobby's waiting room while it is open: the table is covered (issue 39: the old local game
    /// looked playable behind it).
    QPointer<QDialog> m_waitingRoom;
    QString m_tableInvite; ///< the table this window hosts: its code and addresses (the waiting room shows them)
    HandModel *m_hand;
    PlayerCommands *m_commands;
    TableScene *m_scene;
    TableView *m_view = nullptr;
    KeyboardController *m_keys = nullptr;
    std::unique_ptr<PlayMenu> m_playMenu;
    HowToPlay *m_howToPlay = nullptr;
    QPushButton *m_meldButton = nullptr;
    QPushButton *m_draftButton = nullptr;
    QPushButton *m_clearDraftButton = nullptr;
    QPushButton *m_undoButton = nullptr;
    QAction *m_fourColourAction = nullptr;
    /// Hot-seat: the table (page 0) or the curtain (page 1) between human turns.
    QStackedWidget *m_stack = nullptr;
    QWidget *m_curtain = nullptr;
    QLabel *m_curtainText = nullptr;
    QString m_variant = QStringLiteral("remi51");
    int m_players = 4;
    QList<SeatConfig> m_seats = GameController::defaultSeats(4);
    QList<TrText> m_trTexts;
    RoundEndPanel *m_roundEnd = nullptr;
    ReviewCommand *m_review = nullptr;
    StatsRecorder *m_stats = nullptr;
    Autosave *m_autosave = nullptr;
    NoticeBar *m_saveNotice = nullptr;
    NoticeBar *m_settingsNotice = nullptr;
    NoticeBar *m_keptNotice = nullptr;
    NoticeBar *m_rematchNotice = nullptr;
    bool m_restoreHandOrder = false; ///< online: the next first update after a (re)join restores the hand order
    QString m_keptPath;              ///< the game keptNotice() names
    FollowGame *m_follow = nullptr;
    GameSounds *m_sounds = nullptr;
    bool m_unattended = false;
    bool m_keepsPlace = true;
};
