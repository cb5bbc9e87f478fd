// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NewGameDialog.h"

#include "AppSettings.h"
#include "ComboSpeech.h"
#include "DialogKeys.h"
#include "OptionHelp.h"
#include "ScreenFit.h"
#include "VariantNames.h"
#include "engine/Variants.h"

#include "engine/Moves.h"
#include "engine/RuleSet.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTimer>
#include <algorithm>

namespace {
int maxSeats()
{
    int most = 2;
    for (const remi::VariantDescriptor &v : remi::variants()) most = std::max(most, v.preset().maxPlayers);
    return most;
}
} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_variant(new QComboBox(this)), m_players(new QSpinBox(this)), m_seed(new QLineEdit(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    for (const remi::VariantDescriptor &v : remi::variants())
        m_variant->addItem(QString(), QString::fromUtf8(v.id.data(), static_cast<qsizetype>(v.id.size())));
    m_variant->setObjectName(QStringLiteral("variant"));
    m_players->setObjectName(QStringLiteral("players"));
    auto *form = new QFormLayout(this);
    m_playing = new QLabel(this);
    m_playing->setObjectName(QStringLiteral("gamePlayed"));
    m_playing->setWordWrap(true);
    m_playing->hide();
    form->addRow(m_playing);
    m_gameLabel = new QLabel(this);
    m_gameLabel->setBuddy(m_variant);
    form->addRow(m_gameLabel, m_variant);
    // What makes the chosen variant different, in one line under it.
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("variantSummary"));
    m_summary->setWordWrap(true);
    form->addRow(QString(), m_summary);
    // The rule options the game will be played with (rami's table manipulation is one).
    m_ruleOptions = new QLabel(this);
    m_ruleOptions->setObjectName(QStringLiteral("ruleOptions"));
    m_ruleOptions->setWordWrap(true);
    form->addRow(QString(), m_ruleOptions);
    m_playersLabel = new QLabel(this);
    m_playersLabel->setBuddy(m_players);
    form->addRow(m_playersLabel, m_players);

    auto *seatBox = new QGroupBox(this);
    m_seatBox = seatBox;
    auto *grid = new QGridLayout(seatBox);
    const QList<SeatConfig> defaults = GameController::defaultSeats(4);
    for (int s = 0; s < maxSeats(); ++s) {
        Row row{new QLabel(seatBox), new QLineEdit(seatBox), new QComboBox(seatBox), {}};
        row.name->setObjectName(QStringLiteral("seatName%1").arg(s));
        row.name->setMaxLength(24);
        row.autoName = s < defaults.size() ? defaults[s].name : tr("Computer %1").arg(s);
        row.name->setText(row.autoName);
        row.kind->setObjectName(QStringLiteral("seatKind%1").arg(s));
        row.kind->addItems({QString(), QString(), QString(), QString(), QString()});
        row.kind->setCurrentIndex(s == 0 ? 0 : 2);
        row.label->setBuddy(row.name);
        grid->addWidget(row.label, s, 0);
        grid->addWidget(row.name, s, 1);
        grid->addWidget(row.kind, s, 2);
        connect(row.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRows);
        m_rows.push_back(row);
    }
    form->addRow(seatBox);

    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seed);
    form->addRow(m_seedLabel, m_seed);
    m_hotSeat = new QLabel(this);
    m_hotSeat->setWordWrap(true);
    form->addRow(m_hotSeat);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayerRange);
    connect(m_players, &QSpinBox::valueChanged, this, &NewGameDialog::updateRows);
    retranslateUi();
    updatePlayerRange();
    m_players->setValue(4);
    updateRows();
    ComboSpeech::attach(this); // the game's value read by screen readers, each list's change said
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(m_online ? tr("Game and seats") : tr("New Game"));
    for (int i = 0; i < m_variant->count(); ++i) {
        const QString id = m_variant->itemData(i).toString();
        m_variant->setItemText(i, VariantNames::title(id));
        m_variant->setItemData(i, VariantNames::summary(id), Qt::ToolTipRole);
    }
    updateSummary();
    m_gameLabel->setText(tr("&Game:"));
    m_playersLabel->setText(tr("&Players:"));
    m_seatBox->setTitle(tr("Seats"));
    const QStringList kinds{tr("Human"), tr("Computer (easy)"), tr("Computer (normal)"), tr("Computer (hard)"),
                            tr("Computer (expert)")};
    for (int s = 0; s < static_cast<int>(m_rows.size()); ++s) {
        Row &row = m_rows[static_cast<std::size_t>(s)];
        //: The seat's number is its mnemonic (Alt+1…).
        row.label->setText(tr("Seat &%1:").arg(s + 1));
        row.name->setAccessibleName(tr("Name of seat %1").arg(s + 1));
        for (int k = 0; k < kinds.size(); ++k) row.kind->setItemText(k, kinds[k]);
    }
    nameSeatKinds();
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(tr("The same seed, game and seats deal the same cards: leave empty for a new shuffle."));
    m_seedLabel->setText(tr("S&eed:"));
    m_hotSeat->setText(m_online
                           ? tr("Online: each other seat for a person is for a friend who joins over the network "
                                "from their own computer.")
                           : tr("Hot-seat: the players share this screen; the table is covered between their turns."));
}

void NewGameDialog::setOnline(const QString &hostName)
{
    m_online = true;
    if (!hostName.isEmpty() && !m_rows.empty()) m_rows.front().name->setText(hostName);
    retranslateUi();
}

QString NewGameDialog::peopleNote() const
{
    return m_hotSeat->isVisibleTo(this) ? m_hotSeat->text() : QString();
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_seedLabel) {
        retranslateUi();
        updateRows(); // default seat names and the problem line in the new language
        setGamePlayed(m_playingId);
    }
    QDialog::changeEvent(event);
}

QString NewGameDialog::variant() const
{
    return m_variant->currentData().toString();
}

int NewGameDialog::players() const
{
    return m_players->value();
}

void NewGameDialog::setVariant(const QString &variant, int players)
{
    const int index = m_variant->findData(variant);
    if (index >= 0) m_variant->setCurrentIndex(index);
    m_players->setValue(players);
}

QList<SeatConfig> NewGameDialog::seats() const
{
    QList<SeatConfig> seats;
    for (int s = 0; s < players(); ++s) {
        const Row &row = m_rows[static_cast<std::size_t>(s)];
        SeatConfig seat;
        seat.name = row.name->text().trimmed();
        if (seat.name.isEmpty()) seat.name = tr("Player %1").arg(s + 1);
        seat.human = row.kind->currentIndex() == 0;
        seat.level = static_cast<remi::ai::BotLevel>(std::max(0, row.kind->currentIndex() - 1));
        seats << seat;
    }
    return seats;
}

void NewGameDialog::setSeats(const QList<SeatConfig> &seats)
{
    for (int s = 0; s < seats.size() && s < static_cast<int>(m_rows.size()); ++s) {
        Row &row = m_rows[static_cast<std::size_t>(s)];
        row.name->setText(seats[s].name);
        row.autoName = GameController::defaultSeats(static_cast<int>(seats.size()))[s].name;
        row.kind->setCurrentIndex(seats[s].human ? 0 : 1 + static_cast<int>(seats[s].level));
    }
    updateRows();
}

std::optional<quint64> NewGameDialog::seed() const
{
    bool ok = false;
    const quint64 value = m_seed->text().toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

void NewGameDialog::setSeed(std::optional<quint64> seed)
{
    m_seed->setText(seed ? QString::number(*seed) : QString());
}

void NewGameDialog::updateSummary()
{
    const QString line = VariantNames::summary(variant());
    m_summary->setText(line);
    // A wrapped label of a fixed width and the height it needs: the dialog's size then allows for it
    // (a form layout would otherwise squeeze the seat rows under a long line, as in Russian).
    const int width = m_summary->fontMetrics().averageCharWidth() * 52;
    m_summary->setFixedWidth(width);
    m_summary->setFixedHeight(m_summary->heightForWidth(width));
    m_ruleOptions->setText(ruleOptionsText());
    m_ruleOptions->setFixedWidth(width);
    m_ruleOptions->setFixedHeight(m_ruleOptions->heightForWidth(width));
    m_variant->setAccessibleDescription(line + QLatin1Char(' ') + m_ruleOptions->text());
}

void NewGameDialog::updatePlayerRange()
{
    updateSummary();
    const auto rules = remi::presetRules(variant().toStdString());
    if (!rules) return;
    m_players->setRange(rules->minPlayers, std::min(rules->maxPlayers, static_cast<int>(m_rows.size())));
    updateRows();
}

void NewGameDialog::nameSeatKinds()
{
    // Qt 6.4 does not tell screen readers a drop-down list's value: its name carries it.
    for (int s = 0; s < static_cast<int>(m_rows.size()); ++s) {
        const Row &row = m_rows[static_cast<std::size_t>(s)];
        //: Screen reader: %1 the seat's number, %2 who plays it ("Computer (normal)").
        row.kind->setAccessibleName(tr("Player of seat %1: %2").arg(s + 1).arg(row.kind->currentText()));
    }
}

void NewGameDialog::updateRows()
{
    int humans = 0;
    const QList<SeatConfig> defaults = GameController::defaultSeats(players());
    // Numbered names count each kind on its own: You, Player 2, Computer 1, Computer 2
    // (not "Player 2" beside "Computer 2" with no "Computer 1").
    int computers = 0, people = 1;
    for (int s = 0; s < static_cast<int>(m_rows.size()); ++s) {
        Row &row = m_rows[static_cast<std::size_t>(s)];
        // Default names follow the player count ("West" at four seats) and the kind of player (a
        // human is not "Computer 2" but "Player 3") until edited.
        if (s < defaults.size()) {
            const bool numbered = s > 0 && defaults[s].name == GameController::tr("Computer %1").arg(s);
            const bool human = row.kind->currentIndex() == 0;
            if (numbered) (human ? people : computers) += 1;
            const QString wanted = !numbered ? defaults[s].name
                                   : human   ? tr("Player %1").arg(people)
                                             : GameController::tr("Computer %1").arg(computers);
            if (row.name->text() == row.autoName && row.autoName != wanted) {
                row.autoName = wanted;
                row.name->setText(row.autoName);
            }
        }
        const bool used = s < players();
        row.label->setVisible(used);
        row.name->setVisible(used);
        row.kind->setVisible(used);
        if (used && row.kind->currentIndex() == 0) ++humans;
    }
    nameSeatKinds();
    // Tab in the order shown, the seats shown now included.
    QTimer::singleShot(0, this, [this] { DialogKeys::followLayout(this); });
    // Several humans play hot-seat: the table is covered between their turns.
    QString problem;
    if (humans == 0) problem = tr("Choose a human player for at least one seat.");
    m_hotSeat->setVisible(humans > 1);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    fitToScreen();
}

void NewGameDialog::fitToScreen()
{
    // As tall as the rows need, up to the screen (issue 35): adjustSize() stops at two thirds of the
    // screen, and the form then drew the rule options through the Players spin box (1366x768, a
    // second human's hot-seat line shown).
    ScreenFit::resize(this, sizeHint().expandedTo(minimumSizeHint()));
    if (isVisible()) ScreenFit::keepInside(this); // grown downwards: moved up into the screen
}

QString NewGameDialog::ruleOptionsText() const
{
    const QString id = variant();
    const std::optional<remi::RuleSet> rules = AppSettings::rules(id);
    const std::optional<remi::RuleSet> preset = remi::presetRules(id.toStdString());
    if (!rules || !preset) return QString();
    // Every yes-or-no option (manipulation, …) and every other one set otherwise than the preset,
    // as Settings names them; those that do not matter with the others (remi::optionApplies) not.
    QStringList parts;
    for (const remi::OptionSpec &spec : remi::optionSpecs(id.toStdString())) {
        if (!remi::optionApplies(*rules, spec.name)) continue;
        const std::string value = remi::optionValue(*rules, spec.name).value_or(std::string());
        if (spec.kind != remi::OptionSpec::Kind::Bool && value == remi::optionValue(*preset, spec.name).value_or(value))
            continue;
        const QString name = QString::fromStdString(spec.name);
        //: One rule option in the New Game dialog: %1 its label ("Manipulation"), %2 its value ("off").
        parts << tr("%1: %2").arg(OptionHelp::label(id, name),
                                  OptionHelp::value(id, name, QString::fromStdString(value)));
    }
    //: %1 the options ("Manipulation: off; Round to 5: on"); they are changed in Settings.
    return tr("Rule options (Settings): %1.").arg(parts.join(QStringLiteral("; ")));
}

void NewGameDialog::setGamePlayed(const QString &variant)
{
    m_playingId = variant;
    //: %1 the game on the table ("Remi 51").
    m_playing->setText(
        variant.isEmpty()
            ? QString()
            : tr("Playing now: %1. The game chosen here starts when you press OK.").arg(VariantNames::title(variant)));
    m_playing->setVisible(!variant.isEmpty());
    fitToScreen();
}
