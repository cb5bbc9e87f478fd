// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// New game: variant preset, number of seats, each seat human or computer (easy / normal / hard)
// with an editable name, and an optional shuffle seed.

#include "GameController.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    QString variant() const;
    int players() const;
    void setVariant(const QString &variant, int players);
    /// The first players() seats.
    QList<SeatConfig> seats() const;
    /// Fills the seat rows from `seats` (extra rows keep their values).
    void setSeats(const QList<SeatConfig> &seats);
    /// The seed typed in, nullopt when the field is empty (a random game).
    std::optional<quint64> seed() const;
    void setSeed(std::optional<quint64> seed);
    /// The game being played (a variant id; empty: none): named at the top, so that the game chosen
    /// here is not taken for the one on the table.
    void setGamePlayed(const QString &variant);
    /// For a network table (Play online → Game and seats…, issue 39): a second person's seat is a
    /// friend's who joins over the network (not hot-seat), and seat 1 is `hostName`'s (when given).
    void setOnline(const QString &hostName);
    /// The line under the seats when two or more people play (hot-seat, or friends online).
    QString peopleNote() const;
    /// The line listing the chosen game's rule options as Settings has them.
    QString ruleOptionsText() const;

    /// Seat kind combo items: 0 human, 1 easy, 2 normal, 3 hard computer.
    QComboBox *kindBox(int seat) const { return m_rows[static_cast<std::size_t>(seat)].kind; }
    QLineEdit *nameEdit(int seat) const { return m_rows[static_cast<std::size_t>(seat)].name; }
    QSpinBox *playersBox() const { return m_players; }
    QComboBox *variantBox() const { return m_variant; }
    QLineEdit *seedEdit() const { return m_seed; }

  protected:
    /// QEvent::LanguageChange: every text again; default seat names follow the language.
    void changeEvent(QEvent *event) override;

  private:
    /// The dialog's size for its rows, within its screen (ScreenFit).
    void fitToScreen();
    struct Row {
        QLabel *label;
        QLineEdit *name;
        QComboBox *kind;
        QString autoName; ///< the default name last put in, replaced while not edited
    };
    void retranslateUi();
    /// Each seat's player list named with its value ("Player of seat 2: Computer (normal)").
    void nameSeatKinds();
    void updatePlayerRange();
    void updateRows();
    /// The line under the variant saying what makes it different.
    void updateSummary();

    QComboBox *m_variant;
    QSpinBox *m_players;
    QLineEdit *m_seed;
    QLabel *m_problem;
    QLabel *m_hotSeat = nullptr;
    bool m_online = false;
    QLabel *m_gameLabel = nullptr;
    QLabel *m_playersLabel = nullptr;
    QLabel *m_seedLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_ruleOptions = nullptr; ///< the chosen game's rule options (Settings), in one line
    QLabel *m_playing = nullptr;     ///< "Playing now: Remi 51." (setGamePlayed)
    QString m_playingId;
    QGroupBox *m_seatBox = nullptr;
    QDialogButtonBox *m_buttons;
    std::vector<Row> m_rows;
};
