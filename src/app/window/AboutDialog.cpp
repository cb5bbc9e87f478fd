// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AboutDialog.h"
#include "KeyText.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent), m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    auto *layout = new QVBoxLayout(this);
    m_label->setObjectName(QStringLiteral("aboutText"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setOpenExternalLinks(true);
    m_label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    layout->addWidget(m_label);
    auto *buttons = new QDialogButtonBox(this);
    m_aboutQt = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(m_aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    setMinimumWidth(460);
}

QString AboutDialog::text(const QString &version)
{
    // Key names as the platform writes them (⌘F1 on macOS).
    return KeyText::native(
        tr("<h3>Remi %1</h3>"
           "<p>Card games of the rummy family: Remi 51, Rummy, Rami and Remi Indonesia, against computer "
           "players or with friends at one screen.</p>"
           "<p>Press F1 for the rules of the current game and Ctrl+F1 for the key list.</p>"
           "<p>Remi is free software: you may share and change it under the GNU General Public License, "
           "version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.</p>"
           "<p>The cards, the icon, the table and the sounds were made for Remi and are given to the public "
           "domain (CC0-1.0).</p>"
           "<p>Made by the Remi developers with Qt. The rules follow the descriptions of pagat.com, The Spruce "
           "Crafts, QuentinC's Playroom, remi51.rs and cardgames.zone.</p>"
           "<p><a href=\"https://github.com/remi-cards/remi\">github.com/remi-cards/remi</a></p>")
            .arg(version.toHtmlEscaped()));
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Remi"));
    m_label->setText(text(QCoreApplication::applicationVersion()));
    m_aboutQt->setText(tr("About &Qt"));
    m_close->setText(tr("&Close"));
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}
