// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ComboSpeech.h"

#include "SpokenLine.h"

#include <QComboBox>
#include <QEvent>
#include <QHash>
#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>

ComboSpeech *ComboSpeech::attach(QWidget *dialog)
{
    auto *speech = dialog->findChild<ComboSpeech *>(QString(), Qt::FindDirectChildrenOnly);
    if (!speech) speech = new ComboSpeech(dialog);
    speech->follow();
    return speech;
}

ComboSpeech::ComboSpeech(QWidget *dialog) : QObject(dialog), m_dialog(dialog)
{
    // Orca leaves out the word "notification" for one inside a status bar.
    auto *bar = new QStatusBar(dialog);
    bar->setObjectName(QStringLiteral("comboSpeechBar"));
    bar->setSizeGripEnabled(false);
    bar->setFixedHeight(0);
    m_line = new SpokenLine(bar);
    bar->addPermanentWidget(m_line, 0);
    if (dialog->layout()) dialog->layout()->addWidget(bar);
    dialog->installEventFilter(this);
}

bool ComboSpeech::eventFilter(QObject *watched, QEvent *event)
{
    // A new language: the labels' new words, once the dialog has set them.
    if (watched == m_dialog && event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, [this] {
            for (const QPointer<QLabel> &label : std::as_const(m_labels))
                if (label && label->buddy()) update(label, static_cast<QComboBox *>(label->buddy()), false);
        });
    return QObject::eventFilter(watched, event);
}

QString ComboSpeech::spokenName(const QLabel *label, const QComboBox *combo)
{
    QString text = label->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text = text.trimmed();
    if (text.endsWith(QLatin1Char(':'))) text.chop(1);
    //: Screen reader: a drop-down list's label and its value ("Speed: Normal").
    return tr("%1: %2").arg(text, combo->currentText());
}

void ComboSpeech::follow()
{
    QHash<QComboBox *, QLabel *> buddies;
    for (QLabel *label : m_dialog->findChildren<QLabel *>())
        if (auto *combo = qobject_cast<QComboBox *>(label->buddy())) buddies.insert(combo, label);
    for (QComboBox *combo : m_dialog->findChildren<QComboBox *>()) {
        if (combo->property("comboSpeech").toBool()) continue;
        combo->setProperty("comboSpeech", true);
        QPointer<QLabel> label = buddies.value(combo);
        // Without a label the dialog names the list itself, its value included.
        if (label) {
            m_labels.append(label);
            update(label, combo, false);
        }
        connect(combo, &QComboBox::currentIndexChanged, this, [this, label, combo] {
            if (label) update(label, combo, false);
            if (combo->hasFocus()) m_line->say(combo->currentText());
        });
    }
}

void ComboSpeech::update(QLabel *label, QComboBox *combo, bool speak)
{
    label->setAccessibleName(spokenName(label, combo));
    if (speak) m_line->say(combo->currentText());
}
