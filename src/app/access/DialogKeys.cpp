// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DialogKeys.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QWidget>
#include <algorithm>

namespace {
/// The letter after a single '&' in `text` (lowercase), or a null QChar.
QChar mnemonicOf(const QString &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

bool isControl(const QWidget *w, const QWidget *dialog)
{
    if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(dialog)) return false;
    // A part of a compound control (the line edit in a spin box) is reached through the control.
    for (const QWidget *p = w->parentWidget(); p && p != dialog; p = p->parentWidget())
        if ((p->focusPolicy() & Qt::TabFocus) && !qobject_cast<const QScrollArea *>(p) &&
            !qobject_cast<const QGroupBox *>(p))
            return false;
    return true;
}
} // namespace

void DialogKeys::followLayout(QWidget *dialog)
{
    // A scroll area is a frame round controls, not a control: no stop (it still scrolls to the focus).
    for (QScrollArea *area : dialog->findChildren<QScrollArea *>()) area->setFocusPolicy(Qt::NoFocus);
    struct Stop {
        QWidget *widget;
        QRect rect;
    };
    QList<Stop> stops;
    for (QWidget *w : dialog->findChildren<QWidget *>())
        if (isControl(w, dialog)) stops.append({w, QRect(w->mapTo(dialog, QPoint(0, 0)), w->size())});
    std::stable_sort(stops.begin(), stops.end(),
                     [](const Stop &a, const Stop &b) { return a.rect.center().y() < b.rect.center().y(); });
    // Rows: controls whose middles lie within 12 px of the row's first; then left to right.
    constexpr int kRowSlack = 12;
    for (int start = 0; start < stops.size();) {
        int end = start + 1;
        while (end < stops.size() && stops[end].rect.center().y() - stops[start].rect.center().y() <= kRowSlack) ++end;
        std::stable_sort(stops.begin() + start, stops.begin() + end,
                         [](const Stop &a, const Stop &b) { return a.rect.x() < b.rect.x(); });
        start = end;
    }
    for (int i = 1; i < stops.size(); ++i) QWidget::setTabOrder(stops[i - 1].widget, stops[i].widget);
}

QString DialogKeys::mnemonicsIn(const QWidget *widget, const QWidget *except)
{
    QString letters;
    auto outside = [except](const QWidget *w) { return !except || (w != except && !except->isAncestorOf(w)); };
    for (const QLabel *l : widget->findChildren<QLabel *>())
        if (outside(l) && !mnemonicOf(l->text()).isNull()) letters += mnemonicOf(l->text());
    for (const QAbstractButton *b : widget->findChildren<QAbstractButton *>())
        if (outside(b) && !mnemonicOf(b->text()).isNull()) letters += mnemonicOf(b->text());
    for (const QGroupBox *g : widget->findChildren<QGroupBox *>())
        if (outside(g) && !mnemonicOf(g->title()).isNull()) letters += mnemonicOf(g->title());
    return letters;
}

void DialogKeys::addMnemonics(const QList<QLabel *> &labels, QString *taken)
{
    for (QLabel *label : labels) {
        const QString text = label->text();
        if (!label->buddy() || !mnemonicOf(text).isNull()) continue;
        int at = -1;
        // The first letter of a word first, then any letter.
        for (int pass = 0; pass < 2 && at < 0; ++pass)
            for (int i = 0; i < text.size(); ++i) {
                const QChar c = text[i];
                if (!c.isLetter() || taken->contains(c.toLower())) continue;
                if (pass == 0 && i > 0 && text[i - 1].isLetter()) continue;
                at = i;
                break;
            }
        if (at < 0) continue;
        *taken += text[at].toLower();
        QString marked = text;
        marked.replace(QLatin1String("&"), QLatin1String("&&"));
        const int shifted = at + static_cast<int>(text.left(at).count(QLatin1Char('&')));
        marked.insert(shifted, QLatin1Char('&'));
        label->setText(marked);
    }
}
