// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsDialog.h"

#include "ComboSpeech.h"
#include "DialogKeys.h"
#include "ScreenFit.h"

#include "CardTheme.h"
#include "DeckPreview.h"
#include "Language.h"
#include "OptionHelp.h"
#include "TableTheme.h"
#include "VariantNames.h"

#include "engine/Moves.h"
#include "engine/Variants.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace {
constexpr int kGroups = 5;
} // namespace

QString SettingsDialog::groupTitle(remi::OptionGroup group)
{
    switch (group) {
    case remi::OptionGroup::Opening: return SettingsDialog::tr("Opening");
    case remi::OptionGroup::Jokers: return SettingsDialog::tr("Jokers");
    case remi::OptionGroup::Play: return SettingsDialog::tr("Play");
    case remi::OptionGroup::Scoring: return SettingsDialog::tr("Scoring");
    case remi::OptionGroup::MatchEnd: break;
    }
    return SettingsDialog::tr("End of the match");
}

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent), m_variant(new QComboBox(this)), m_fourColour(new QCheckBox(this)), m_theme(new QComboBox(this)),
      m_speed(new QComboBox(this)), m_language(new QComboBox(this)), m_optionsLayout(nullptr), m_error(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    for (const remi::VariantDescriptor &v : remi::variants()) {
        const QString id = QString::fromUtf8(v.id.data(), static_cast<qsizetype>(v.id.size()));
        m_variant->addItem(VariantNames::title(id), id);
    }
    m_variant->setObjectName(QStringLiteral("variant"));
    m_variant->setCurrentIndex(std::max(0, m_variant->findData(AppSettings::variant())));
    m_gameLabel = new QLabel(this);
    m_gameLabel->setBuddy(m_variant);
    top->addRow(m_gameLabel, m_variant);
    m_fourColour->setObjectName(QStringLiteral("fourColour"));
    m_fourColour->setChecked(AppSettings::fourColour());
    m_cardsLabel = new QLabel(this);
    top->addRow(m_cardsLabel, m_fourColour);
    for (const CardTheme &theme : CardThemes::available()) m_theme->addItem(theme.name, theme.key);
    m_theme->setObjectName(QStringLiteral("cardTheme"));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(AppSettings::cardTheme())));
    m_themeLabel = new QLabel(this);
    m_themeLabel->setBuddy(m_theme);
    top->addRow(m_themeLabel, m_theme);
    // The chosen deck and colours, one card of each suit.
    m_preview = new DeckPreview(this);
    top->addRow(QString(), m_preview);
    auto preview = [this] { m_preview->showDeck(m_theme->currentData().toString(), m_fourColour->isChecked()); };
    connect(m_fourColour, &QCheckBox::toggled, this, preview);
    connect(m_theme, &QComboBox::currentIndexChanged, this, preview);
    preview();
    // The table: green or blue felt, or wood, each shown by a swatch (texts: retranslateUi()).
    m_table = new QComboBox(this);
    m_table->setObjectName(QStringLiteral("tableTheme"));
    m_table->setIconSize(QSize(40, 20));
    for (const TableTheme &table : TableThemes::all())
        m_table->addItem(QIcon(TableThemes::swatch(table, QSize(40, 20))), QString(), table.key);
    m_table->setCurrentIndex(std::max(0, m_table->findData(AppSettings::tableTheme())));
    m_tableLabel = new QLabel(this);
    m_tableLabel->setBuddy(m_table);
    top->addRow(m_tableLabel, m_table);
    for (const AnimationSpeed speed :
         {AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow})
        m_speed->addItem(QString(), Animations::key(speed)); // texts: retranslateUi()
    m_speed->setObjectName(QStringLiteral("animationSpeed"));
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(Animations::key(AppSettings::animationSpeed()))));
    m_speedLabel = new QLabel(this);
    m_speedLabel->setBuddy(m_speed);
    top->addRow(m_speedLabel, m_speed);
    // How fast the computer players' moves are shown, apart from the card animations.
    m_computerSpeed = new QComboBox(this);
    for (const AnimationSpeed speed :
         {AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow})
        m_computerSpeed->addItem(QString(), Animations::key(speed)); // texts: retranslateUi()
    m_computerSpeed->setObjectName(QStringLiteral("computerSpeed"));
    m_computerSpeed->setCurrentIndex(
        std::max(0, m_computerSpeed->findData(Animations::key(AppSettings::computerSpeed()))));
    m_computerSpeedLabel = new QLabel(this);
    m_computerSpeedLabel->setBuddy(m_computerSpeed);
    top->addRow(m_computerSpeedLabel, m_computerSpeed);
    // The game's sounds, the same setting as View → Sounds (the window applies it on OK).
    m_sounds = new QCheckBox(this);
    m_sounds->setObjectName(QStringLiteral("sounds"));
    m_sounds->setChecked(AppSettings::sounds());
    m_soundsLabel = new QLabel(this);
    top->addRow(m_soundsLabel, m_sounds);
    // The language applies at once when the dialog is accepted (no restart).
    m_language->setObjectName(QStringLiteral("language"));
    for (const Language::Choice &choice : Language::choices()) m_language->addItem(choice.name, choice.code);
    // The language in effect: the stored choice, or the one a command line asked for
    // (`remi --language sr` showed "System default"); stored only when changed here.
    m_languageShown =
        Language::resolve(Language::stored()) == Language::current() ? Language::stored() : Language::current();
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_languageShown)));
    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    top->addRow(m_languageLabel, m_language);
    // Everything but the note and the buttons scrolls, the general settings too: in a long language
    // the dialog would otherwise be taller than a 1280×720 screen.
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *holder = new QWidget(scroll);
    m_optionsLayout = new QVBoxLayout(holder);
    m_optionsLayout->setContentsMargins(0, 0, 0, 0);
    m_optionsLayout->addLayout(top);
    scroll->setWidget(holder);
    layout->addWidget(scroll, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #ffb4a8;")); // light red on the dark dialog (AppStyle)
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        const auto preset = remi::presetRules(m_variant->currentData().toString().toStdString());
        for (const remi::OptionSpec &spec : remi::optionSpecs(preset->variant)) {
            QWidget *w = m_editors.value(QString::fromStdString(spec.name));
            const QString value = QString::fromStdString(spec.get(*preset));
            if (auto *c = qobject_cast<QCheckBox *>(w)) c->setChecked(value == QLatin1String("true"));
            else if (auto *s = qobject_cast<QSpinBox *>(w)) s->setValue(value.toInt());
            else if (auto *b = qobject_cast<QComboBox *>(w)) b->setCurrentIndex(b->findData(value));
        }
    });
    layout->addWidget(buttons);
    for (QWidget *w :
         {static_cast<QWidget *>(m_variant), static_cast<QWidget *>(m_theme), static_cast<QWidget *>(m_table),
          static_cast<QWidget *>(m_speed), static_cast<QWidget *>(m_computerSpeed), static_cast<QWidget *>(m_language)})
        guardWheel(w);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &SettingsDialog::showVariant);
    retranslateUi();
    showVariant();
    ScreenFit::resize(this, QSize(560, 640));
}

void SettingsDialog::showVariant()
{
    delete m_optionsPage;
    m_editors.clear();
    m_error->hide();
    m_error->clear();
    m_optionsPage = new QWidget;
    m_optionsLayout->addWidget(m_optionsPage);
    auto *pageLayout = new QVBoxLayout(m_optionsPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    const QString variant = m_variant->currentData().toString();
    // Shown values: the stored options, else the preset's.
    QString problem;
    std::optional<remi::RuleSet> rules = AppSettings::rules(variant, &problem);
    if (!rules) rules = remi::presetRules(variant.toStdString());
    QFormLayout *forms[kGroups] = {};
    QGroupBox *boxes[kGroups] = {};
    for (int g = 0; g < kGroups; ++g) {
        boxes[g] = new QGroupBox(groupTitle(static_cast<remi::OptionGroup>(g)), m_optionsPage);
        forms[g] = new QFormLayout(boxes[g]);
        pageLayout->addWidget(boxes[g]);
    }
    for (const remi::OptionSpec &spec : remi::optionSpecs(variant.toStdString())) {
        const QString name = QString::fromStdString(spec.name);
        const QString value = QString::fromStdString(spec.get(*rules));
        const int g = static_cast<int>(spec.group);
        QWidget *editor = nullptr;
        if (spec.kind == remi::OptionSpec::Kind::Bool) {
            auto *box = new QCheckBox(boxes[g]);
            box->setChecked(value == QLatin1String("true"));
            editor = box;
        } else if (spec.kind == remi::OptionSpec::Kind::Int && spec.choices.empty()) {
            auto *spin = new QSpinBox(boxes[g]);
            spin->setRange(spec.min, spec.max);
            spin->setSingleStep(spec.step);
            // "Rounds limit: 0" read as a match of no rounds: 0 shows as "No limit".
            if (spec.zeroIsNoLimit) spin->setSpecialValueText(tr("No limit"));
            spin->setValue(value.toInt());
            editor = spin;
        } else {
            auto *combo = new QComboBox(boxes[g]);
            for (const std::string &c : spec.choices)
                combo->addItem(OptionHelp::choice(QString::fromStdString(c)), QString::fromStdString(c));
            combo->setCurrentIndex(std::max(0, combo->findData(value)));
            editor = combo;
        }
        editor->setObjectName(name);
        guardWheel(editor);
        // Words for players: no option key; a rich-text tooltip so that it wraps.
        const QString help = OptionHelp::text(variant, name);
        const QString tip = QStringLiteral("<p>%1</p>").arg(help.toHtmlEscaped());
        editor->setToolTip(tip);
        editor->setAccessibleDescription(help);
        auto *label = new QLabel(tr("%1:").arg(OptionHelp::label(variant, name)), boxes[g]);
        label->setObjectName(name + QStringLiteral("Label"));
        label->setToolTip(tip);
        // A long label wraps; a short one keeps its line (a wrapped label squeezes the column).
        label->setWordWrap(QFontMetrics(label->font()).horizontalAdvance(label->text()) > 240);
        label->setBuddy(editor);
        if (auto *c = qobject_cast<QCheckBox *>(editor))
            connect(c, &QCheckBox::toggled, this, &SettingsDialog::updateApplies);
        else if (auto *sp = qobject_cast<QSpinBox *>(editor))
            connect(sp, &QSpinBox::valueChanged, this, &SettingsDialog::updateApplies);
        else if (auto *b = qobject_cast<QComboBox *>(editor))
            connect(b, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateApplies);
        forms[g]->addRow(label, editor);
        m_editors.insert(name, editor);
    }
    for (int g = 0; g < kGroups; ++g)
        if (forms[g]->rowCount() == 0) boxes[g]->hide();
    // One label column for every group: the values start at the same x in each box.
    int labelWidth = 0;
    QList<QLabel *> labels;
    for (int g = 0; g < kGroups; ++g)
        for (int r = 0; r < forms[g]->rowCount(); ++r)
            if (auto *label = qobject_cast<QLabel *>(forms[g]->itemAt(r, QFormLayout::LabelRole)
                                                         ? forms[g]->itemAt(r, QFormLayout::LabelRole)->widget()
                                                         : nullptr)) {
                labels << label;
                labelWidth = std::max(labelWidth, label->wordWrap() ? 240 : label->sizeHint().width());
            }
    for (QLabel *label : std::as_const(labels)) label->setFixedWidth(labelWidth);
    pageLayout->addStretch(1);
    // Keys alone: every option a mnemonic, unique in the dialog (found for the language
    // shown); drop-down values read by screen readers; Tab in the order shown.
    QString taken = DialogKeys::mnemonicsIn(this, m_optionsPage); // unique in the whole dialog
    for (int g = 0; g < kGroups; ++g) {
        QList<QLabel *> labels;
        for (int r = 0; r < forms[g]->rowCount(); ++r)
            if (QLayoutItem *item = forms[g]->itemAt(r, QFormLayout::LabelRole))
                if (auto *label = qobject_cast<QLabel *>(item->widget())) labels.append(label);
        DialogKeys::addMnemonics(labels, &taken);
    }
    ComboSpeech::attach(this);
    QTimer::singleShot(0, this, [this] { DialogKeys::followLayout(this); });
    updateApplies();
    if (!problem.isEmpty()) {
        m_error->setText(tr("The stored options were refused (%1); the defaults are shown.").arg(problem));
        m_error->show();
    }
}

void SettingsDialog::updateApplies()
{
    // The rules as the editors stand; an option that does not matter with them (the engine says:
    // remi::optionApplies, e.g. the target score of a match over a number of rounds) is disabled.
    std::optional<remi::RuleSet> rules = remi::presetRules(m_variant->currentData().toString().toStdString());
    if (!rules) return;
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it)
        remi::setOption(*rules, it.key().toStdString(), editorValue(it.key()).toStdString());
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        const bool applies = remi::optionApplies(*rules, it.key().toStdString());
        it.value()->setEnabled(applies);
        if (auto *label = m_optionsPage->findChild<QLabel *>(it.key() + QStringLiteral("Label")))
            label->setEnabled(applies);
    }
}

QString SettingsDialog::editorValue(const QString &name) const
{
    QWidget *w = m_editors.value(name);
    if (auto *c = qobject_cast<QCheckBox *>(w))
        return c->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *s = qobject_cast<QSpinBox *>(w)) return QString::number(s->value());
    if (auto *b = qobject_cast<QComboBox *>(w)) return b->currentData().toString();
    return {};
}

QString SettingsDialog::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

bool SettingsDialog::apply()
{
    const QString variant = m_variant->currentData().toString();
    std::optional<remi::RuleSet> rules = remi::presetRules(variant.toStdString());
    if (!rules) return false;
    QMap<QString, QString> values;
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        const QString value = editorValue(it.key());
        if (remi::setOption(*rules, it.key().toStdString(), value.toStdString())) {
            m_error->setText(tr("Not applied: %1").arg(OptionHelp::refusal(variant, it.key(), value)));
            m_error->show();
            if (QWidget *w = m_editors.value(it.key())) w->setFocus();
            return false;
        }
        values.insert(it.key(), value);
    }
    // A game-rule option changed (the next new game plays otherwise), or only the look and the rest.
    const std::optional<remi::RuleSet> stored = AppSettings::rules(variant);
    m_optionsChanged = !stored;
    for (auto it = values.cbegin(); stored && it != values.cend(); ++it)
        if (remi::optionValue(*stored, it.key().toStdString()) != remi::optionValue(*rules, it.key().toStdString()))
            m_optionsChanged = true;
    AppSettings::setVariant(variant);
    AppSettings::setFourColour(m_fourColour->isChecked());
    AppSettings::setCardTheme(m_theme->currentData().toString());
    AppSettings::setTableTheme(m_table->currentData().toString());
    AppSettings::setAnimationSpeed(
        Animations::fromKey(m_speed->currentData().toString()).value_or(AnimationSpeed::Normal));
    AppSettings::setComputerSpeed(
        Animations::fromKey(m_computerSpeed->currentData().toString()).value_or(AnimationSpeed::Normal));
    AppSettings::setSounds(m_sounds->isChecked());
    const QString language = m_language->currentData().toString();
    if (language != m_languageShown) {
        Language::store(language);
        if (Language::resolve(language) != Language::current()) Language::apply(language);
        m_languageShown = language;
    }
    AppSettings::setOptions(variant, values);
    m_error->hide();
    m_error->clear();
    return true;
}

void SettingsDialog::accept()
{
    if (apply()) QDialog::accept();
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Settings"));
    for (int i = 0; i < m_variant->count(); ++i)
        m_variant->setItemText(i, VariantNames::title(m_variant->itemData(i).toString()));
    m_variant->setToolTip(tr("The game of the next new game; its options are listed below."));
    m_gameLabel->setText(tr("&Game:"));
    m_fourColour->setText(tr("&Four-colour deck")); // as in the View menu
    m_fourColour->setToolTip(tr("Draw diamonds blue and clubs green so that the four suits differ by colour."));
    m_cardsLabel->setText(tr("Cards:"));
    m_themeLabel->setText(tr("Card &deck:"));
    m_theme->setToolTip(tr("The card deck: Remi's own, or a KDE or Aisleriot deck installed on this computer. "
                           "Four colours apply to Remi's own deck."));
    for (int i = 0; i < m_table->count(); ++i)
        m_table->setItemText(i, TableThemes::name(m_table->itemData(i).toString()));
    m_tableLabel->setText(tr("&Table:"));
    m_table->setToolTip(tr("The cloth of the card table; the windows take its colours."));
    m_preview->setToolTip(tr("One card of each suit, as the chosen deck draws them."));
    const QString speedNames[] = {tr("Instant"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (int i = 0; i < m_speed->count() && i < 4; ++i) m_speed->setItemText(i, speedNames[i]);
    m_speedLabel->setText(tr("&Animations:"));
    m_speed->setToolTip(tr("How fast cards move; Instant puts every card in its place at once."));
    for (int i = 0; i < m_computerSpeed->count() && i < 4; ++i) m_computerSpeed->setItemText(i, speedNames[i]);
    m_computerSpeedLabel->setText(tr("Co&mputer speed:"));
    m_computerSpeed->setToolTip(tr("How fast the computer players' moves are shown, one at a time; Instant shows a "
                                   "whole turn at once. F or a click on the table finishes a turn at once."));
    m_soundsLabel->setText(tr("Sounds:"));
    m_sounds->setText(tr("Play &sounds"));
    m_sounds->setToolTip(tr("Cards sliding, the deal, your turn and a won round, softly; also in the View menu."));
    const QList<Language::Choice> choices = Language::choices();
    for (int i = 0; i < m_language->count() && i < choices.size(); ++i) m_language->setItemText(i, choices[i].name);
    m_languageLabel->setText(tr("&Language:"));
    m_language->setToolTip(tr("The language of the program; it changes as soon as you press OK."));
    //: %1 the game on the table ("Remi 51").
    m_note->setText(m_playing.isEmpty() ? tr("The game and its rule options apply to the next new game.")
                                        : tr("Playing now: %1. The game and its rule options chosen here apply "
                                             "to the next new game.")
                                              .arg(VariantNames::title(m_playing)));
}

void SettingsDialog::setGamePlayed(const QString &variant)
{
    m_playing = variant;
    retranslateUi();
}

void SettingsDialog::guardWheel(QWidget *editor)
{
    if (!qobject_cast<QComboBox *>(editor) && !qobject_cast<QAbstractSpinBox *>(editor)) return;
    editor->setFocusPolicy(Qt::StrongFocus);
    editor->installEventFilter(this);
}

bool SettingsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *w = qobject_cast<QWidget *>(watched);
        if (w && !w->hasFocus() && (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w))) {
            // Not for this field: the options page scrolls instead (a field outside it ignores the wheel).
            if (m_scroll && m_scroll->viewport()->isAncestorOf(w)) {
                const auto *wheel = static_cast<QWheelEvent *>(event);
                const QPointF at = m_scroll->viewport()->mapFromGlobal(wheel->globalPosition());
                QWheelEvent page(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                                 wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                                 wheel->source());
                QCoreApplication::sendEvent(m_scroll->viewport(), &page);
            }
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_note) {
        retranslateUi();
        // The option editors again in the new language, keeping the values being edited.
        QMap<QString, QString> values;
        for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) values.insert(it.key(), editorValue(it.key()));
        const bool hadError = m_error->isVisible();
        const QString error = m_error->text();
        showVariant();
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            QWidget *w = m_editors.value(it.key());
            if (auto *c = qobject_cast<QCheckBox *>(w)) c->setChecked(it.value() == QLatin1String("true"));
            else if (auto *sp = qobject_cast<QSpinBox *>(w)) sp->setValue(it.value().toInt());
            else if (auto *b = qobject_cast<QComboBox *>(w)) b->setCurrentIndex(b->findData(it.value()));
        }
        if (hadError) {
            m_error->setText(error);
            m_error->show();
        }
    }
    QDialog::changeEvent(event);
}
