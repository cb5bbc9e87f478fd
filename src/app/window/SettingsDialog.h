// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Settings (Ctrl+,): the variant preset of the next new game, every option of that variant's
// RULES.md Options table (generated from remi::optionSpecs, grouped by OptionSpec::group), the
// card deck (with a preview), the table, the animation speed, the sounds and the language. Stored through AppSettings (store/); the rule
// options apply to the next new game.

#include "AppSettings.h"
#include "engine/RuleSet.h"

#include <QDialog>
#include <QMap>
#include <optional>

class DeckPreview;
class QCheckBox;
class QComboBox;
class QLabel;
class QScrollArea;
class QVBoxLayout;
class QWidget;

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QComboBox *variantBox() const { return m_variant; }
    QCheckBox *fourColourBox() const { return m_fourColour; }
    QComboBox *themeBox() const { return m_theme; }
    /// The table theme: data "green", "blue", "wood" (AppSettings::tableTheme).
    QComboBox *tableBox() const { return m_table; }
    /// One card of each suit in the chosen deck and colours.
    DeckPreview *deckPreview() const { return m_preview; }
    QComboBox *speedBox() const { return m_speed; }
    /// How fast computer turns are shown: data "instant", "fast", "normal", "slow".
    QComboBox *computerSpeedBox() const { return m_computerSpeed; }
    /// The game's sounds on or off: the same setting as View → Sounds.
    QCheckBox *soundsBox() const { return m_sounds; }
    /// The language picker: data "" (system default), "en", "sr", "sr_Latn", "ru"; applied on OK.
    QComboBox *languageBox() const { return m_language; }
    /// The editor of option `name` of the shown variant (QCheckBox, QSpinBox or QComboBox).
    QWidget *editor(const QString &name) const { return m_editors.value(name); }
    /// The title of an option group's box ("Opening", "Jokers", …), translated; the help pages'
    /// options tables use the same headings (HelpPages::optionsTable).
    static QString groupTitle(remi::OptionGroup group);
    /// The error of the last refused apply (empty after success).
    QString errorText() const;

    /// Checks every option with remi::setOption; on success stores them and returns true,
    /// otherwise shows the error and stores nothing.
    bool apply();
    /// After apply(): a game option of the chosen game differs from what was stored before.
    bool optionsChanged() const { return m_optionsChanged; }
    void accept() override;
    /// The game being played (a variant id; empty: none), named in the note under the options so
    /// that a game chosen here is not taken for the one on the table.
    void setGamePlayed(const QString &variant);

  protected:
    /// QEvent::LanguageChange: every text again; the option editors keep their values.
    void changeEvent(QEvent *event) override;
    /// The mouse wheel over a combo box or spin box without keyboard focus scrolls the page
    /// instead of changing the value (guardWheel()).
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// Combo and spin boxes: focus by click or Tab only (not by the wheel), wheel filtered.
    void guardWheel(QWidget *editor);
    void retranslateUi();
    void showVariant();
    /// Disables the options that do not matter with the other options as they stand.
    void updateApplies();
    QString editorValue(const QString &name) const;

    QComboBox *m_variant;
    QCheckBox *m_fourColour;
    QComboBox *m_theme;
    QComboBox *m_speed;
    QComboBox *m_language;
    QLabel *m_gameLabel = nullptr;
    QLabel *m_cardsLabel = nullptr;
    QLabel *m_languageLabel = nullptr;
    QLabel *m_themeLabel = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_table = nullptr;
    QLabel *m_tableLabel = nullptr;
    DeckPreview *m_preview = nullptr;
    QComboBox *m_computerSpeed = nullptr;
    QLabel *m_computerSpeedLabel = nullptr;
    QCheckBox *m_sounds = nullptr;
    QLabel *m_soundsLabel = nullptr;
    QLabel *m_note = nullptr;
    QString m_playing;       ///< setGamePlayed()
    QString m_languageShown; ///< the language picked when the dialog opened (the one in effect)
    QWidget *m_optionsPage = nullptr;
    QScrollArea *m_scroll = nullptr;
    QVBoxLayout *m_optionsLayout;
    QLabel *m_error;
    QMap<QString, QWidget *> m_editors;
    bool m_optionsChanged = false;
};
