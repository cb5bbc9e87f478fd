#include "NewGameDialog.h"

#include "engine/RuleSet.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_variant(new QComboBox(this)), m_players(new QSpinBox(this))
{
    setWindowTitle(tr("New Game"));
    const QList<std::pair<QString, QString>> names = {
        {QStringLiteral("remi51"), tr("Remi 51")},
        {QStringLiteral("rummy"), tr("Rummy")},
        {QStringLiteral("rami"), tr("Rami")},
        {QStringLiteral("remi_indonesia"), tr("Remi Indonesia")},
    };
    for (const auto &[id, title] : names)
        m_variant->addItem(title, id);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Game:"), m_variant);
    form->addRow(tr("&Players:"), m_players);
    form->addRow(new QLabel(tr("You play seat 1; the other seats are computer players."), this));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayerRange);
    updatePlayerRange();
    m_players->setValue(4);
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

void NewGameDialog::updatePlayerRange()
{
    const auto rules = remi::presetRules(variant().toStdString());
    if (!rules) return;
    m_players->setRange(rules->minPlayers, rules->maxPlayers);
}
